package org.deid.synth;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.datafaker.Faker;

/**
 * The words fillers draw from, per language: the project's own lists under {@code
 * org/deid/synth/lexicon/LANG/} merged with Datafaker's locale data (names, cities, streets,
 * provinces, countries, professions), plus the lexicon detector's gazetteers ({@code
 * org/deid/detect/lexicon/LANG/}) for the long tail of rare names and small towns. Loaded once per
 * JVM and read-only afterwards.
 */
final class Lexicon {

  private static final String FOLDER = "org/deid/synth/lexicon/";
  private static final String GAZETTEER_FOLDER = "org/deid/detect/lexicon/";
  private static final Map<SynthLanguage, Lexicon> LOADED = new EnumMap<>(SynthLanguage.class);

  /** A city with the postal codes it uses (empty when unknown) and its region. */
  record Place(String city, List<String> zips, String region) {}

  final List<String> maleFirstNames;
  final List<String> femaleFirstNames;
  final List<String> lastNames;
  final List<String> streetNames;
  final List<Place> places;
  final List<String> regions;
  final List<String> countries;
  final List<String> professions;
  final List<String> maleKin;
  final List<String> femaleKin;

  /** The lexicon detector's gazetteers (long tails of rare names and small towns), or empty. */
  final List<String> gazetteerMaleFirstNames;

  final List<String> gazetteerFemaleFirstNames;
  final List<String> gazetteerLastNames;
  final List<String> gazetteerCities;

  private Lexicon(SynthLanguage language) {
    String folder = FOLDER + language.code() + "/";
    Faker faker = new Faker(Locale.forLanguageTag(language.code()));
    boolean french = language == SynthLanguage.FR;
    maleFirstNames =
        merge(
            words(folder + "first-names-male.txt"),
            french ? List.of() : faker(faker, "name.male_first_name"));
    femaleFirstNames =
        merge(
            words(folder + "first-names-female.txt"),
            french ? List.of() : faker(faker, "name.female_first_name"));
    lastNames = merge(words(folder + "last-names.txt"), faker(faker, "name.last_name"));
    streetNames =
        merge(
            words(folder + "street-names.txt"),
            french ? faker(faker, "address.street_suffix") : List.of());
    List<Place> known = places(folder + "places.tsv");
    Set<String> knownCities = new LinkedHashSet<>();
    known.forEach(place -> knownCities.add(place.city()));
    List<Place> all = new ArrayList<>(known);
    // Datafaker's cities come without postal codes: the generator invents one.
    for (String city : faker(faker, french ? "address.city_name" : "address.city_prefix")) {
      if (knownCities.add(city)) {
        all.add(new Place(city, List.of(), ""));
      }
    }
    places = List.copyOf(all);
    regions =
        merge(
            words(folder + "regions.txt"),
            french ? faker(faker, "address.state") : faker(faker, "address.province"));
    countries =
        merge(
            words(folder + "countries.txt"), french ? List.of() : faker(faker, "address.country"));
    professions =
        merge(
            words(folder + "professions.txt"),
            french ? List.of() : faker(faker, "company.profession"));
    maleKin = words(folder + "kin-male.txt");
    femaleKin = words(folder + "kin-female.txt");
    String gazetteers = GAZETTEER_FOLDER + language.code() + "/";
    List<String> male = new ArrayList<>();
    List<String> female = new ArrayList<>();
    for (String line : optionalLines(gazetteers + "first-names.txt")) {
      String[] columns = line.split("\t");
      String gender = columns.length > 1 ? columns[1].trim() : "-";
      if (!gender.equals("F")) {
        male.add(columns[0].trim());
      }
      if (!gender.equals("M")) {
        female.add(columns[0].trim());
      }
    }
    gazetteerMaleFirstNames = List.copyOf(male);
    gazetteerFemaleFirstNames = List.copyOf(female);
    gazetteerLastNames = List.copyOf(optionalLines(gazetteers + "surnames.txt"));
    gazetteerCities = List.copyOf(optionalLines(gazetteers + "cities.txt"));
  }

  private static List<String> optionalLines(String resource) {
    return Lexicon.class.getClassLoader().getResource(resource) == null
        ? List.of()
        : lines(resource);
  }

  /** The lexicon of a language, loaded on first use. */
  static Lexicon of(SynthLanguage language) {
    synchronized (LOADED) {
      return LOADED.computeIfAbsent(language, Lexicon::new);
    }
  }

  private static List<String> faker(Faker faker, String key) {
    Object value = faker.fakeValuesService().fetchObject(key, faker.getContext());
    List<String> words = new ArrayList<>();
    if (value instanceof List<?> list) {
      for (Object item : list) {
        String word = String.valueOf(item).trim();
        // Entries that are expressions ("#{Name.first_name}") are not words.
        if (!word.isEmpty() && !word.contains("#{")) {
          words.add(word);
        }
      }
    }
    return words;
  }

  private static List<String> merge(List<String> first, List<String> second) {
    Set<String> all = new LinkedHashSet<>(first);
    all.addAll(second);
    return List.copyOf(all);
  }

  private static List<String> words(String resource) {
    List<String> words = new ArrayList<>();
    for (String line : lines(resource)) {
      words.add(line);
    }
    return List.copyOf(words);
  }

  private static List<Place> places(String resource) {
    Map<String, Place> places = new LinkedHashMap<>();
    int lineNumber = 0;
    for (String line : lines(resource)) {
      lineNumber++;
      String[] columns = line.split("\t", -1);
      if (columns.length != 3) {
        throw new IllegalStateException(
            resource + ":" + lineNumber + ": expected city, zips and region");
      }
      List<String> zips = new ArrayList<>();
      for (String zip : columns[1].split(",")) {
        if (!zip.isBlank()) {
          zips.add(zip.trim());
        }
      }
      places.put(
          columns[0].trim(), new Place(columns[0].trim(), List.copyOf(zips), columns[2].trim()));
    }
    return List.copyOf(places.values());
  }

  /** The non-blank, non-comment lines of a resource, trimmed. */
  static List<String> lines(String resource) {
    InputStream in = Lexicon.class.getClassLoader().getResourceAsStream(resource);
    if (in == null) {
      throw new IllegalStateException("Missing resource " + resource);
    }
    List<String> lines = new ArrayList<>();
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        String trimmed = line.strip();
        if (!trimmed.isEmpty() && !trimmed.startsWith("#")) {
          lines.add(trimmed);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + resource, e);
    }
    return lines;
  }
}
