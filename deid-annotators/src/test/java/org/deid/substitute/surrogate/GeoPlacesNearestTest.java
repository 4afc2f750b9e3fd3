package org.deid.substitute.surrogate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.deid.detect.lexicon.TextFolding;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The indexed nearest-place search gives the answer of a scan of the whole gazetteer. */
class GeoPlacesNearestTest {

  @ParameterizedTest
  @ValueSource(strings = {"fr", "es"})
  void theSearchFindsWhatAScanOfEveryPlaceFinds(String language) {
    GeoPlaces geo = GeoPlaces.forLanguage(language);
    List<GeoPlaces.Place> places = geo.all();
    List<String> keys = places.stream().map(p -> TextFolding.key(p.name())).toList();
    SplittableRandom random = new SplittableRandom(13);
    int checked = 0;
    for (int n = 0; n < 3000; n++) {
      GeoPlaces.Place around = places.get(random.nextInt(places.size()));
      // On a place (ties with homonyms and duplicates), near it, or far away (outside the country).
      double scale = List.of(0.0, 0.01, 0.1, 1.0, 10.0).get(random.nextInt(5));
      double latitude = around.latitude() + scale * (random.nextDouble() - 0.5);
      double longitude = around.longitude() + scale * (random.nextDouble() - 0.5);
      GeoPlaces.Place excluded = random.nextInt(4) == 0 ? null : around;
      Set<String> avoided = new HashSet<>();
      for (int a = random.nextInt(4); a > 0; a--) {
        avoided.add(TextFolding.key(places.get(random.nextInt(places.size())).name()));
      }
      if (random.nextBoolean()) { // the nearest place itself avoided: the next one is the answer
        GeoPlaces.Place first = scan(places, keys, latitude, longitude, excluded, avoided);
        if (first != null) {
          avoided.add(TextFolding.key(first.name()));
        }
      }
      GeoPlaces.Place expected = scan(places, keys, latitude, longitude, excluded, avoided);
      assertThat(geo.nearest(latitude, longitude, excluded, avoided))
          .as("nearest to %s, %s", latitude, longitude)
          .isSameAs(expected);
      checked++;
    }
    assertThat(checked).isEqualTo(3000);
  }

  /** Every place tried in the gazetteer's order; the first of the nearest ones wins. */
  private static GeoPlaces.Place scan(
      List<GeoPlaces.Place> places,
      List<String> keys,
      double latitude,
      double longitude,
      GeoPlaces.Place excluded,
      Set<String> avoided) {
    GeoPlaces.Place best = null;
    double bestDistance = Double.MAX_VALUE;
    double cosine = Math.cos(Math.toRadians(latitude));
    String excludedKey = excluded == null ? "" : TextFolding.key(excluded.name());
    for (int i = 0; i < places.size(); i++) {
      GeoPlaces.Place place = places.get(i);
      double dLat = place.latitude() - latitude;
      double dLon = (place.longitude() - longitude) * cosine;
      double distance = dLat * dLat + dLon * dLon;
      String key = keys.get(i);
      if (distance < bestDistance
          && !avoided.contains(key)
          && (excludedKey.isEmpty()
              || !key.contains(excludedKey)
                  && !excludedKey.contains(key)
                  && !GeoPlaces.sharesWord(key, excludedKey))) {
        bestDistance = distance;
        best = place;
      }
    }
    return best;
  }
}
