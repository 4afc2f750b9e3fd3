package org.deid.substitute.surrogate;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.detect.lexicon.ContextKind;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.detect.lexicon.TextFolding;
import org.deid.substitute.privacy.PlanarLaplace;

/**
 * Places: a city the gazetteer knows becomes the real place nearest to a geo-indistinguishable draw
 * around it, any other city a real city of the language's country; a zip code beside a city takes
 * the surrogate city's postcode, else keeps its first two digits (the French département, the
 * Spanish province: rough geography stays) and re-draws the rest; a street keeps its type and
 * particles ("rue des", "calle de") with a surrogate name and number; a hospital or organisation
 * keeps its generic words ("Hôpital", "Centro de Salud", "CHU") with its proper name replaced, and
 * a hospital called by its bare name ("Necker") becomes a city, by an acronym alone ("CLB") a
 * hospital of a city ("CH de Vitré"). One place word keeps one surrogate throughout the note.
 */
final class PlaceSurrogates {

  /** A postal code as France and Spain write them: four or five digits, nothing else. */
  private static final Pattern POSTCODE = Pattern.compile("\\d{4,5}");

  /**
   * A word, a number, or an ordinal sign alone ("1ºD": "1", "º", "D"); "s/n" (no number) and "p.k."
   * (a road's kilometre point) as one word each.
   */
  private static final Pattern WORD =
      Pattern.compile("(?i:s/n|p\\.\\s?k\\.)|[ºª°]|\\p{L}[\\p{L}'’]*|\\d+");

  /** Address marks that say no name: "s/n", "p.k.". */
  private static final Pattern ADDRESS_MARK = Pattern.compile("(?i)s/n|p\\.\\s?k\\.");

  /**
   * A floor written in words ("cuarto derecha", "terceiro esquerda"), by language family: another
   * floor of the same list, in its case.
   */
  private static final List<List<String>> FLOOR_WORDS =
      List.of(
          List.of(
              "primero", "segundo", "tercero", "cuarto", "quinto", "sexto", "séptimo", "octavo",
              "noveno", "décimo"),
          List.of("primeiro", "terceiro", "sétimo", "oitavo", "nono"),
          List.of("primer", "segon", "tercer", "quart", "cinquè", "sisè", "setè", "vuitè"),
          List.of(
              "premier", "deuxième", "troisième", "quatrième", "cinquième", "sixième", "septième"),
          List.of("derecha", "izquierda"),
          List.of("dereita", "esquerda"),
          List.of("dreta", "esquerra"));

  /** What follows a floor's number and stays: "5e étage", "1er", "2ª planta", "3o". */
  private static final Set<String> ORDINAL_SUFFIXES =
      Set.of("e", "er", "ere", "eme", "o", "a", "º", "ª", "°", "bis", "ter");

  /** The side of a landing: a door "4 Der." becomes another side, in its own case. */
  private static final List<String> SIDES =
      List.of("der", "izq", "dcha", "izda", "centro", "gauche", "droite", "fondo");

  /** A hospital written as an acronym alone ("CLB", "HFME"): capitals, one word. */
  private static final Pattern ACRONYM = Pattern.compile("\\p{Lu}{2,6}");

  private static final int MAX_DRAWS = 32;

  private final String language;
  private final SurrogateLexicon lexicon;
  private final Gazetteer gazetteer;
  private final SurrogateKeys keys;
  private final Map<String, String> words = new HashMap<>();
  private final GeoPlaces geo;
  private final PlanarLaplace planar;
  private final Set<String> avoided = new HashSet<>();
  private final Set<String> avoidedWords = new HashSet<>();
  private final List<Matcher> noteCities = new java.util.ArrayList<>();
  private final Set<String> noteCityTexts = new HashSet<>();

  /**
   * Place surrogates; a city the gazetteer knows moves by geo-indistinguishability.
   *
   * @param epsilonPerKm the planar Laplace budget per kilometre (mean displacement 2/ε km)
   */
  PlaceSurrogates(
      String language,
      SurrogateLexicon lexicon,
      Gazetteer gazetteer,
      SurrogateKeys keys,
      GeoPlaces geo,
      double epsilonPerKm) {
    this.language = language;
    this.lexicon = lexicon;
    this.gazetteer = gazetteer;
    this.keys = keys;
    this.geo = geo;
    this.planar = new PlanarLaplace(epsilonPerKm);
  }

  /** Places (any case and accents) that no surrogate may be: the note's own places. */
  void avoid(Collection<String> placeTexts) {
    placeTexts.forEach(text -> avoided.add(TextFolding.key(text)));
    avoidWords(placeTexts);
  }

  /** Words (of the note's names and places) that no place word's surrogate may be. */
  void avoidWords(Collection<String> texts) {
    for (String text : texts) {
      Matcher word = WORD.matcher(text);
      while (word.find()) {
        avoidedWords.add(TextFolding.key(word.group()));
      }
    }
  }

  /**
   * The real place that replaces a known one: planar Laplace noise around it (Andrés et al. 2013),
   * then the nearest populated place of the country other than itself. The draw is keyed by the
   * name, so the place keeps its surrogate within the scope.
   */
  Optional<GeoPlaces.Place> geoSurrogate(String original) {
    return geo.find(original)
        .map(
            place -> {
              RandomGenerator random = keys.random("geo", TextFolding.key(original));
              double[] moved = planar.perturb(place.latitude(), place.longitude(), random);
              return geo.nearest(moved[0], moved[1], place, avoided);
            });
  }

  /**
   * A zip code beside a city: the surrogate city's postcode where the gazetteer has one of the same
   * length, else the zip's own surrogate.
   */
  String zipBeside(String zip, String city) {
    Optional<GeoPlaces.Place> place = geoSurrogate(city);
    if (place.isEmpty()) {
      // A city the gazetteer does not know ("Madrird", "Lyon 3e") is drawn from it: its postcode
      place = geo.find(city(city));
    }
    if (place.isPresent()) {
      String postcode = place.get().postcode();
      if (postcode.length() == zip.length() && postcode.chars().allMatch(Character::isDigit)) {
        return postcode.equals(zip) || avoided.contains(postcode) ? zip(zip) : postcode;
      }
      if (postcode.length() == 2 && zip.length() == 5) {
        String candidate = postcode + zip(zip).substring(2);
        return candidate.equals(zip) || avoided.contains(candidate) ? zip(zip) : candidate;
      }
    }
    return zip(zip);
  }

  /** Whether a place is written as a French or Spanish postal code. */
  static boolean isPostcode(String text) {
    return POSTCODE.matcher(text).matches();
  }

  /** The surrogate of a place of the given subtype (null when unknown). */
  String surrogate(String original, String subtype) {
    // A scheme may file a postal code under its city (MEDDOCAN's TERRITORIO): the digits decide.
    if ("ZIP".equals(subtype) || isPostcode(original)) {
      return zip(original);
    }
    if (subtype == null
        || subtype.equals("CITY")
        || subtype.equals("REGION")
        || subtype.equals("LOCATION_OTHER")) {
      return city(original);
    }
    return wordByWord(original, subtype); // streets, hospitals, organisations, departments
  }

  private String city(String original) {
    Optional<GeoPlaces.Place> moved = geoSurrogate(original);
    if (moved.isPresent()) {
      String name = moved.get().name();
      return CaseShape.of(original.split("[\\s-]", 2)[0]) == CaseShape.UPPER
          ? name.toUpperCase(Locale.ROOT)
          : name;
    }
    String key = TextFolding.key(original);
    RandomGenerator random = keys.random("city", key);
    String candidate = geo.draw(random).name();
    for (int i = 0;
        i < MAX_DRAWS
            && (TextFolding.key(candidate).equals(key)
                || GeoPlaces.sharesWord(TextFolding.key(candidate), key)
                || avoided.contains(TextFolding.key(candidate)));
        i++) {
      candidate = geo.draw(random).name();
    }
    if (TextFolding.key(candidate).equals(key)) {
      candidate = Distinct.city(original);
    }
    String firstWord = original.split("[\\s-]", 2)[0];
    return CaseShape.of(firstWord) == CaseShape.UPPER
        ? candidate.toUpperCase(Locale.ROOT)
        : candidate;
  }

  /**
   * A zip code: a French or Spanish one (4 or 5 digits) keeps its first two, the département or
   * province; any other keeps its shape with every digit and letter re-drawn.
   */
  private String zip(String original) {
    RandomGenerator random = keys.random("zip", original);
    int kept = original.matches("\\d{4,5}") ? 2 : 0;
    String candidate = original;
    for (int i = 0;
        i < MAX_DRAWS && (candidate.equals(original) || avoided.contains(candidate));
        i++) {
      StringBuilder out = new StringBuilder(original.substring(0, kept));
      for (int d = kept; d < original.length(); d++) {
        char c = original.charAt(d);
        if (Character.isDigit(c)) {
          out.append((char) ('0' + random.nextInt(10)));
        } else if (Character.isLetter(c)) {
          char letter = (char) ('A' + random.nextInt(26));
          out.append(Character.isLowerCase(c) ? Character.toLowerCase(letter) : letter);
        } else {
          out.append(c);
        }
      }
      candidate = out.toString();
    }
    return Distinct.from(original, candidate);
  }

  /**
   * The note's cities (their texts as written, 3+ letters): one written inside a street, hospital
   * or organisation name ("Hospital Universitario de Lugo" beside "Lugo") takes the city's
   * surrogate.
   */
  void noteCities(Collection<String> cityTexts) {
    for (String text : cityTexts) {
      String city = text.strip();
      // A city the note writes ten times is looked for once in each place.
      if (city.codePoints().filter(Character::isLetter).count() >= 3
          && !isPostcode(city)
          && noteCityTexts.add(city)) {
        // One matcher per city, reset on each place: a long note's places are many.
        noteCities.add(
            Pattern.compile(
                    "(?<![\\p{L}\\p{N}])" + Pattern.quote(city) + "(?![\\p{L}\\p{N}])",
                    Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE)
                .matcher(""));
      }
    }
    // the longest first: "Santiago de Compostela" before "Santiago"
    noteCities.sort(
        java.util.Comparator.comparingInt((Matcher m) -> m.pattern().pattern().length())
            .reversed());
  }

  /** Where the note's cities stand in a place's text: [start, end) pairs, not overlapping. */
  private List<int[]> citiesIn(String original) {
    List<int[]> found = new java.util.ArrayList<>();
    for (Matcher match : noteCities) {
      match.reset(original);
      while (match.find()) {
        int start = match.start();
        int end = match.end();
        if (found.stream().noneMatch(r -> start < r[1] && r[0] < end)) {
          found.add(new int[] {start, end});
        }
      }
    }
    return found;
  }

  private String wordByWord(String original, String subtype) {
    StringBuilder out = new StringBuilder(original.length());
    Matcher word = WORD.matcher(original);
    int cursor = 0;
    boolean replacedAny = false;
    boolean keptHead = false;
    List<int[]> cities = citiesIn(original);
    while (word.find()) {
      if (word.start() < cursor) {
        continue; // inside a city already written
      }
      int from = word.start();
      int to = word.end();
      // a city that starts at the word or inside it, after an elision ("d'Avignon")
      int[] city = cities.stream().filter(r -> r[0] < to && from < r[1]).findFirst().orElse(null);
      if (city != null) {
        out.append(original, cursor, city[0]);
        String text = original.substring(city[0], city[1]);
        String surrogate = city(text);
        out.append(surrogate);
        replacedAny |= !surrogate.equals(text);
        cursor = city[1];
        continue;
      }
      out.append(original, cursor, word.start());
      String text = word.group();
      boolean dotted = word.end() < original.length() && original.charAt(word.end()) == '.';
      boolean afterNumber =
          word.start() > 0 && "0123456789ºª°".indexOf(original.charAt(word.start() - 1)) >= 0;
      boolean afterSign = word.start() > 0 && "ºª°".indexOf(original.charAt(word.start() - 1)) >= 0;
      String replaced = replaceWord(text, dotted, afterNumber, afterSign);
      replacedAny |= !replaced.equals(text);
      keptHead |= replaced.equals(text) && !KeptCategories.isPlaceParticle(text);
      out.append(replaced);
      cursor = word.end();
    }
    out.append(original, cursor, original.length());
    if (!replacedAny) {
      return city(original); // only generic words: the whole place is replaced
    }
    if (!keptHead && "HOSPITAL".equals(subtype)) {
      // A hospital called by its bare name ("Pontchaillou", "Necker", "Saint-André"): surnames
      // would read as a person ("aux urgences de Belly"), a place reads as what it is; an acronym
      // alone reads as one only with its head ("CH de Vitré").
      return ACRONYM.matcher(original).matches()
          ? ("es".equals(language) ? "Hospital de " : "CH de ")
              + city(original.toLowerCase(Locale.ROOT))
          : city(original);
    }
    return out.toString();
  }

  /**
   * A word's surrogate; {@code dotted}: a period follows it, as after "Ctra", "Avda", "Pza". Only
   * the closed list of generic words stays (street types, institution heads, articles); every other
   * word is re-drawn whatever its case or length ("roses", "METZ", "SALA", "JEAN").
   */
  private String replaceWord(String text, boolean dotted, boolean afterNumber, boolean afterSign) {
    if (Character.isDigit(text.charAt(0))) {
      RandomGenerator random = keys.random("number", text);
      StringBuilder out = new StringBuilder();
      for (int i = 0; i < text.length(); i++) {
        out.append((char) ((i == 0 ? '1' : '0') + random.nextInt(i == 0 ? 9 : 10)));
      }
      return Distinct.from(text, out.toString());
    }
    String key = TextFolding.key(text);
    // After an ordinal sign a letter is a door ("3ºC", "5ºA"), whatever else it may be ("C/")
    boolean door = afterSign && text.codePointCount(0, text.length()) <= 2;
    if (!door
        && (isGeneric(key, dotted)
            || afterNumber && ORDINAL_SUFFIXES.contains(key)
            || ADDRESS_MARK.matcher(text).matches())) {
      return text;
    }
    String lower = text.toLowerCase(Locale.ROOT);
    for (List<String> floors : FLOOR_WORDS) {
      int at = floors.indexOf(lower);
      if (at >= 0 && CaseShape.of(text) != CaseShape.TITLE) { // "Segundo" may be a name
        RandomGenerator random = keys.random("floor", lower);
        int other = (at + 1 + random.nextInt(floors.size() - 1)) % floors.size();
        return CaseShape.of(text).apply(floors.get(other));
      }
    }
    if (SIDES.contains(key) && !door) {
      RandomGenerator random = keys.random("side", key);
      String side = SIDES.get(random.nextInt(SIDES.size()));
      if (side.equals(key)) {
        side = SIDES.get((SIDES.indexOf(key) + 1) % SIDES.size());
      }
      return CaseShape.of(text).apply(side);
    }
    if (text.codePointCount(0, text.length()) <= 2) {
      // A door, a block or a staircase ("1ºD", "B, 5e étage"): other letters in the same shape.
      RandomGenerator random = keys.random("door", text);
      StringBuilder letters = new StringBuilder();
      for (char c : text.toCharArray()) {
        char letter = (char) ('A' + random.nextInt(26));
        letters.append(Character.isLowerCase(c) ? Character.toLowerCase(letter) : letter);
      }
      return Distinct.from(text, letters.toString());
    }
    String surrogate =
        words.computeIfAbsent(
            key,
            k -> {
              RandomGenerator random = keys.random("place-word", k);
              String candidate = lexicon.surname(random);
              for (int i = 0;
                  i < MAX_DRAWS
                      && (TextFolding.key(candidate).equals(k)
                          || avoidedWords.contains(TextFolding.key(candidate)));
                  i++) {
                candidate = lexicon.surname(random);
              }
              return TextFolding.key(candidate).equals(k) ? Distinct.name(k) : candidate;
            });
    return CaseShape.of(text).apply(surrogate);
  }

  /** Whether a folded word is a generic word of a place name, kept as written. */
  private boolean isGeneric(String key, boolean dotted) {
    return KeptCategories.isGenericPlaceWord(key)
        || gazetteer.is(ContextKind.STREET_HEAD, key)
        || dotted && gazetteer.is(ContextKind.STREET_HEAD, key + ".")
        || gazetteer.is(ContextKind.HOSPITAL_HEAD, key);
  }
}
