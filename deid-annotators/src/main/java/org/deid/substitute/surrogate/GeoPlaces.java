package org.deid.substitute.surrogate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.random.RandomGenerator;
import java.util.stream.IntStream;
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

  /** Indexes into {@link #places}, sorted by latitude (then by index): the nearest-place search. */
  private final int[] byLatitude;

  /** The latitude of each place of {@link #byLatitude}, in the same order. */
  private final double[] sortedLatitudes;

  /**
   * The running sum of the square roots of the places' populations, in gazetteer order: draws
   * favour towns over hamlets without making every other place Paris or Madrid.
   */
  private final double[] cumulativeWeights;

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
    byLatitude =
        IntStream.range(0, places.size())
            .boxed()
            .sorted(
                Comparator.comparingDouble((Integer i) -> places.get(i).latitude())
                    .thenComparingInt(i -> i))
            .mapToInt(Integer::intValue)
            .toArray();
    sortedLatitudes = new double[byLatitude.length];
    for (int k = 0; k < byLatitude.length; k++) {
      sortedLatitudes[k] = places.get(byLatitude[k]).latitude();
    }
    cumulativeWeights = new double[places.size()];
    double sum = 0;
    for (int i = 0; i < places.size(); i++) {
      sum += Math.sqrt(Math.max(1, places.get(i).population()));
      cumulativeWeights[i] = sum;
    }
  }

  /**
   * A place of the country drawn at random, weighted by the square root of its population: the
   * surrogate of a place the gazetteer does not know.
   */
  public Place draw(RandomGenerator random) {
    double target = random.nextDouble() * cumulativeWeights[cumulativeWeights.length - 1];
    int index = Arrays.binarySearch(cumulativeWeights, target);
    return places.get(index < 0 ? Math.min(-index - 1, places.size() - 1) : index);
  }

  /** The gazetteer of a language ({@code fr} or {@code es}). */
  public static GeoPlaces forLanguage(String language) {
    return CACHE.computeIfAbsent(language, GeoPlaces::new);
  }

  /** Every place, in the gazetteer's order. */
  List<Place> all() {
    return Collections.unmodifiableList(places);
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
  public Place nearest(double latitude, double longitude, Place excluded, Set<String> avoidedKeys) {
    // The places are searched outwards from the point's latitude, in both directions, until the
    // latitude difference alone puts a place farther than the best one: the answer of a scan of
    // every place (the nearest; of equally near ones, the first in the gazetteer's order).
    Search search = new Search(latitude, longitude, key(excluded), avoidedKeys);
    int start = Arrays.binarySearch(sortedLatitudes, latitude);
    if (start < 0) {
      start = -start - 1;
    }
    for (int k = start; k < byLatitude.length && search.worthTrying(sortedLatitudes[k]); k++) {
      search.consider(byLatitude[k]);
    }
    for (int k = start - 1; k >= 0 && search.worthTrying(sortedLatitudes[k]); k--) {
      search.consider(byLatitude[k]);
    }
    return search.best < 0 ? null : places.get(search.best);
  }

  /** One nearest-place search: the best place so far, by distance and then gazetteer order. */
  private final class Search {
    private final double latitude;
    private final double longitude;
    private final double cosine;
    private final String excludedKey;
    private final Set<String> avoidedKeys;
    private int best = -1;
    private double bestDistance = Double.MAX_VALUE;

    Search(double latitude, double longitude, String excludedKey, Set<String> avoided) {
      this.latitude = latitude;
      this.longitude = longitude;
      this.cosine = Math.cos(Math.toRadians(latitude));
      this.excludedKey = excludedKey;
      this.avoidedKeys = avoided;
    }

    /**
     * Whether a place at this latitude may still be as near as the best one: the squared latitude
     * difference never exceeds the distance (computed the same way, plus a term of 0 or more).
     */
    boolean worthTrying(double placeLatitude) {
      double dLat = placeLatitude - latitude;
      return dLat * dLat <= bestDistance;
    }

    void consider(int i) {
      Place place = places.get(i);
      double dLat = place.latitude() - latitude;
      double dLon = (place.longitude() - longitude) * cosine;
      double distance = dLat * dLat + dLon * dLon; // enough to rank at these distances
      if (!(distance < bestDistance || distance == bestDistance && i < best)) {
        return;
      }
      String placeKey = placeKeys.get(i);
      if (avoidedKeys.contains(placeKey)
          || !excludedKey.isEmpty()
              && (placeKey.contains(excludedKey)
                  || excludedKey.contains(placeKey)
                  || sharesWord(placeKey, excludedKey))) {
        return;
      }
      bestDistance = distance;
      best = i;
    }
  }

  /**
   * Whether two folded place names share a word of 4+ letters that is no generic word ("Puerto
   * Real" and "El Puerto de Santa María", "Joué-lès-Tours" and "Chambray-lès-Tours"): the surrogate
   * would write part of the original back.
   */
  static boolean sharesWord(String a, String b) {
    Set<String> words = new HashSet<>();
    for (String word : a.split("[^\\p{L}]+")) {
      if (word.length() >= 4 && !KeptCategories.isGenericPlaceWord(word)) {
        words.add(word);
      }
    }
    for (String word : b.split("[^\\p{L}]+")) {
      if (words.contains(word)) {
        return true;
      }
    }
    return false;
  }

  /** The great-circle distance between two places, in kilometres. */
  public static double distanceKm(Place a, Place b) {
    return PlanarLaplace.distanceKm(a.latitude(), a.longitude(), b.latitude(), b.longitude());
  }

  private static String key(Place place) {
    return place == null ? "" : TextFolding.key(place.name());
  }
}
