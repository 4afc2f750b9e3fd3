package org.deid.substitute.surrogate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.deid.data.DataFile;
import org.deid.detect.lexicon.TextFolding;
import org.deid.substitute.privacy.PlanarLaplace;

/**
 * The populated places of the language's country with their coordinates, population and postcode
 * (GeoNames cities500 and the French commune list; see {@code org/deid/substitute/NOTICE}), for
 * geo-indistinguishable place surrogates. Loaded once per JVM and language; read-only afterwards.
 */
public final class GeoPlaces {

  /** A place of the gazetteer; {@code postcode} is "-" when unknown (Spain: a province prefix). */
  public record Place(
      String name, double latitude, double longitude, long population, String postcode) {}

  private static final Map<String, GeoPlaces> CACHE = new ConcurrentHashMap<>();

  private final List<Place> places = new ArrayList<>();

  /**
   * The folded name of each place, in the order of {@link #places}: folded once, not per look-up.
   */
  private final List<String> placeKeys = new ArrayList<>();

  private final Map<String, Place> byName = new HashMap<>();

  private GeoPlaces(String language) {
    for (DataFile.Line line :
        DataFile.readResource("org/deid/substitute/places-" + language + ".tsv")) {
      String[] f = line.text().split("\t");
      Place place =
          new Place(
              f[0], Double.parseDouble(f[1]), Double.parseDouble(f[2]), Long.parseLong(f[3]), f[4]);
      places.add(place);
      placeKeys.add(TextFolding.key(f[0]));
      // Homonyms: the most populated one is meant.
      byName.merge(
          TextFolding.key(f[0]), place, (a, b) -> a.population() >= b.population() ? a : b);
    }
  }

  /** The gazetteer of a language ({@code fr} or {@code es}). */
  public static GeoPlaces forLanguage(String language) {
    return CACHE.computeIfAbsent(language, GeoPlaces::new);
  }

  /** The place of a name (any case and accents), or empty. */
  public Optional<Place> find(String name) {
    return Optional.ofNullable(byName.get(TextFolding.key(name)));
  }

  /**
   * The place nearest to a point, other than the excluded one, the places whose names hold its name
   * or are held in it ("Malpartida de Cáceres" would keep "Cáceres" in the text), and the avoided
   * ones (folded names).
   */
  public Place nearest(
      double latitude, double longitude, Place excluded, java.util.Set<String> avoidedKeys) {
    Place best = null;
    double bestDistance = Double.MAX_VALUE;
    double cosine = Math.cos(Math.toRadians(latitude));
    String excludedKey = key(excluded);
    for (int i = 0; i < places.size(); i++) {
      Place place = places.get(i);
      String placeKey = placeKeys.get(i);
      if (avoidedKeys.contains(placeKey)
          || !excludedKey.isEmpty()
              && (placeKey.contains(excludedKey) || excludedKey.contains(placeKey))) {
        continue;
      }
      double dLat = place.latitude() - latitude;
      double dLon = (place.longitude() - longitude) * cosine;
      double distance = dLat * dLat + dLon * dLon; // enough to rank at these distances
      if (distance < bestDistance) {
        bestDistance = distance;
        best = place;
      }
    }
    return best;
  }

  /** The great-circle distance between two places, in kilometres. */
  public static double distanceKm(Place a, Place b) {
    return PlanarLaplace.distanceKm(a.latitude(), a.longitude(), b.latitude(), b.longitude());
  }

  private static String key(Place place) {
    return place == null ? "" : TextFolding.key(place.name());
  }
}
