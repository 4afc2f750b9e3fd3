package org.deid.substitute.surrogate;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.detect.lexicon.TextFolding;
import org.deid.substitute.privacy.LdpDateMechanism;
import org.deid.substitute.privacy.LdpDates;
import org.deid.taxonomy.KinshipTerms;

/**
 * The surrogates of one note: names through the note's person table, identifiers and contacts in
 * their format, dates shifted by one offset, ages kept or grouped, places. Build one per note (and
 * per scope key); not thread-safe.
 */
public final class Surrogates {

  /** Ages above this are grouped (HIPAA: 90 and over). */
  public static final int OLDEST_KEPT_AGE = AgeSurrogates.OLDEST_KEPT_AGE;

  private static final Pattern SPACE = Pattern.compile("\\s+");
  private static final Pattern NAME_WORD = Pattern.compile("\\p{L}+");

  private static final Pattern NUMBER = Pattern.compile("\\d+");

  /** A zero that OCR wrote for an o, between letters or after them at a word's end. */
  private static final Pattern OCR_ZERO = Pattern.compile("(?<=\\p{L})0(?=\\p{L}|\\b)");

  /** Places move 2/ε = 8 km on average unless told otherwise (ε = 1 per note, a quarter). */
  public static final double DEFAULT_PLACE_EPSILON_PER_KM = 0.25;

  private final SurrogateLexicon lexicon;
  private final SurrogateKeys keys;
  private final NameSurrogates names;
  private final IdentifierSurrogates identifiers;
  private final DateSurrogates dates;
  private final PlaceSurrogates places;
  private final int dateOffsetDays;
  private final String language;
  private final Map<String, Integer> ldpOffsets;
  private final double dateEpsilonSpent;

  /**
   * Prepares a note's surrogates.
   *
   * @param language the note's language ({@code fr} or {@code es})
   * @param keys where choices come from (document or corpus scope)
   * @param nameTexts the text and subtype of every NAME PHI of the note, in text order
   * @param dateTexts the text of every DATE PHI of the note
   */
  public Surrogates(
      String language, SurrogateKeys keys, List<String[]> nameTexts, List<String> dateTexts) {
    this(language, keys, nameTexts, dateTexts, 0, DEFAULT_PLACE_EPSILON_PER_KM, "");
  }

  /**
   * Prepares a note's surrogates, its dates perturbed by the LDP mechanism when {@code dateEpsilon}
   * is positive (for {@link #ldpDate}), the noise drawn per date scope.
   *
   * @param dateEpsilon the budget of the note's dates, 0 for none
   * @param placeEpsilonPerKm the geo-indistinguishability budget of places, per kilometre
   * @param dateScope what shares one date offset under the key: "" for the whole key's scope, or a
   *     patient's identity (the patient scope)
   */
  public Surrogates(
      String language,
      SurrogateKeys keys,
      List<String[]> nameTexts,
      List<String> dateTexts,
      double dateEpsilon,
      double placeEpsilonPerKm,
      String dateScope) {
    this(
        language, keys, nameTexts, dateTexts, dateEpsilon, placeEpsilonPerKm, dateScope, dateScope);
  }

  /**
   * Prepares a note's surrogates, the LDP noise of its dates drawn for {@code noiseScope} and the
   * dates themselves: a patient (the patient scope) or a note (the corpus scope), so that two
   * patients, or two notes, with the same true intervals get different noise under one key.
   *
   * @param noiseScope who the LDP noise is drawn for: a patient's identity or a note's
   */
  public Surrogates(
      String language,
      SurrogateKeys keys,
      List<String[]> nameTexts,
      List<String> dateTexts,
      double dateEpsilon,
      double placeEpsilonPerKm,
      String dateScope,
      String noiseScope) {
    if (!"fr".equals(language) && !"es".equals(language)) {
      throw new IllegalArgumentException(
          language == null || language.isEmpty() || language.equals("x-unspecified")
              ? "The note has no language: set it to fr or es (the reader's language), the"
                  + " surrogates are drawn from that language's lexicons"
              : "No surrogate lexicons for the note's language '" + language + "': use fr or es");
    }
    SurrogateLexicon lexicon = SurrogateLexicon.forLanguage(language);
    this.lexicon = lexicon;
    this.keys = keys;
    Gazetteer gazetteer = Gazetteer.forLanguage(language);
    this.names =
        new NameSurrogates(lexicon, gazetteer, keys, language, namedParts(nameTexts, language));
    this.identifiers = new IdentifierSurrogates(lexicon, keys);
    this.places =
        new PlaceSurrogates(
            language, lexicon, gazetteer, keys, GeoPlaces.forLanguage(language), placeEpsilonPerKm);
    places.avoidWords(nameTexts.stream().map(name -> name[0]).toList());
    var random = keys.random("date-offset", dateScope);
    int offset = drawOffset(random);
    DateSurrogates shifter = new DateSurrogates(language, offset);
    // An offset that writes one of the note's dates as another of its original dates would leave
    // that string in the text: draw again (the chosen offset stays a function of the key).
    // Consecutive years ("1992 and 1993") collide under any shift below a year: later draws may
    // move up to four years.
    for (int i = 0; i < 40 && collides(shifter, dateTexts); i++) {
      offset = i < 10 ? drawOffset(random) : drawOffset(random) * (1 + random.nextInt(4));
      shifter = new DateSurrogates(language, offset);
    }
    this.dateOffsetDays = offset;
    this.dates = shifter;
    this.language = language;
    this.ldpOffsets = new HashMap<>();
    this.dateEpsilonSpent =
        dateEpsilon > 0
            ? perturb(
                shifter,
                dateTexts,
                dateEpsilon,
                keys.random("ldp", noiseScope + '\u0000' + String.join("\u0001", dateTexts)))
            : 0;
  }

  /**
   * Whether a name PHI's text is a lower-case kinship phrase that names nobody and stays: one of
   * the note's language ("su madre", "sa fille"), or in a Spanish note one of Catalan or Galician
   * ("la filla", "o fillo", "nai") whose nouns are no given names of the lexicon ("nora" is
   * replaced). A capitalised kinship word is a name ("Nora", "Nieto", "Padre" alone).
   */
  public static boolean isKinship(String text, String language) {
    // OCR writes a zero for an o: "su hij0" is "su hijo"
    text = OCR_ZERO.matcher(text).replaceAll("o");
    if (KinshipTerms.isKinshipPhrase(text, language)) {
      return true;
    }
    if (!"es".equals(language) || !KinshipTerms.isRegionalKinshipPhrase(text)) {
      return false;
    }
    SurrogateLexicon lexicon = SurrogateLexicon.forLanguage(language);
    Matcher word = NAME_WORD.matcher(text);
    while (word.find()) {
      if (lexicon.isFirstName(TextFolding.key(word.group()))) {
        return false;
      }
    }
    return true;
  }

  /**
   * The parts of the note's name PHI that the person table replaces: a kinship phrase that opens a
   * name left out ("su hija Lucía Gómez": "Lucía Gómez"), kinship phrases, ages and letter-less
   * spans (no name word) dropped; subtype and title gender kept.
   */
  private static List<String[]> namedParts(List<String[]> nameTexts, String language) {
    List<String[]> parts = new ArrayList<>();
    for (String[] name : nameTexts) {
      String text = name[0];
      if (isKinship(text, language)
          || AgeSurrogates.isBareAge(text)
          || text.codePoints().noneMatch(Character::isLetter)) {
        continue;
      }
      String[] part = name.clone();
      part[0] = text.substring(kinshipCut(text, language));
      parts.add(part);
    }
    return parts;
  }

  /** Where the name after a kinship phrase that opens a name PHI starts (0 when none does). */
  private static int kinshipCut(String text, String language) {
    int cut = 0;
    Matcher space = SPACE.matcher(text);
    while (space.find()) {
      if (isKinship(text.substring(0, space.start()), language)) {
        cut = space.start();
      }
    }
    return cut;
  }

  /**
   * Runs the LDP mechanism over the note's readable dates, from the newest (moved by the uniform
   * offset) back, and keeps each date text's offset in days; returns the ε spent.
   */
  private double perturb(
      DateSurrogates reader, List<String> dateTexts, double epsilon, RandomGenerator random) {
    List<String> texts = new ArrayList<>();
    List<LocalDate> read = new ArrayList<>();
    for (String text : new LinkedHashSet<>(dateTexts)) {
      Optional<LocalDate> date = reader.read(text);
      if (date.isPresent()) {
        texts.add(text);
        read.add(date.get());
      }
    }
    if (read.isEmpty()) {
      return 0;
    }
    LocalDate newest = read.stream().max(LocalDate::compareTo).orElseThrow();
    LdpDates perturbed =
        new LdpDateMechanism(epsilon).perturb(newest.plusDays(dateOffsetDays), read, random);
    for (int i = 0; i < texts.size(); i++) {
      long days = ChronoUnit.DAYS.between(read.get(i), perturbed.dates().get(i));
      ldpOffsets.put(texts.get(i), (int) (days == 0 ? 1 : days));
    }
    return perturbed.epsilonSpent();
  }

  /** The ε the LDP mechanism spent on the note's dates (0 without it). */
  public double dateEpsilonSpent() {
    return dateEpsilonSpent;
  }

  /**
   * A date perturbed by the LDP mechanism, in its own form; empty for a date the mechanism could
   * not place on the note's timeline (no year: "12/03", "mars"), which is then tagged: a uniform
   * shift would keep its exact distance to the note's other shifted dates.
   */
  public Optional<String> ldpDate(String original) {
    Integer offset = ldpOffsets.get(original);
    return offset == null ? Optional.empty() : new DateSurrogates(language, offset).shift(original);
  }

  /** 30 to 365 days either way: never 0, so no date stays. */
  private static int drawOffset(RandomGenerator random) {
    int days = 30 + random.nextInt(336);
    return random.nextBoolean() ? days : -days;
  }

  private static boolean collides(DateSurrogates shifter, List<String> dateTexts) {
    Set<String> originals = new HashSet<>(dateTexts);
    for (String date : dateTexts) {
      Optional<String> shifted = shifter.shift(date);
      if (shifted.isPresent() && originals.contains(shifted.get())) {
        return true;
      }
    }
    return false;
  }

  /** The note's cities: one written inside another place's name takes the city's surrogate. */
  public void noteCities(Collection<String> cityTexts) {
    places.noteCities(cityTexts);
  }

  /** Places of the note that no place surrogate may be (they would reappear in the text). */
  public void avoidPlaces(Collection<String> placeTexts) {
    places.avoid(placeTexts);
    names.avoidWords(placeTexts);
  }

  /** Whether a place is written as a postal code ("28034"), whatever subtype a scheme gave it. */
  public static boolean isPostcode(String text) {
    return PlaceSurrogates.isPostcode(text);
  }

  /** A zip code written beside a city: the city's surrogate's postcode where known. */
  public String zipBeside(String zip, String city) {
    return places.zipBeside(zip, city);
  }

  /** The number of days every date of the note moves. */
  public int dateOffsetDays() {
    return dateOffsetDays;
  }

  /**
   * The surrogate of a PHI, or empty when this category has none (the caller then tags it).
   *
   * @param category a taxonomy category ({@code NAME}, {@code DATE}...)
   * @param subtype its subtype, or null
   */
  public Optional<String> of(String category, String subtype, String original) {
    return switch (category == null ? "" : category) {
      case "NAME" -> Optional.of(name(original, subtype));
      case "DATE" -> dates.shift(original);
      case "AGE" -> Optional.of(AgeSurrogates.surrogate(original));
      case "LOCATION" -> Optional.of(places.surrogate(original, subtype));
      case "ID" -> Optional.of(identifiers.identifier(original));
      case "CONTACT" -> Optional.of(contact(original, subtype));
      default -> Optional.empty();
    };
  }

  private String contact(String original, String subtype) {
    if ("EMAIL".equals(subtype) || original.contains("@")) {
      return identifiers.email(original);
    }
    if ("URL".equals(subtype)
        || original.toLowerCase(Locale.ROOT).matches("(https?://|www\\.).*")) {
      return identifiers.url(original);
    }
    if ("PHONE".equals(subtype) || "FAX".equals(subtype) || subtype == null) {
      return identifiers.phone(original);
    }
    return identifiers.identifier(original); // IP and MAC addresses: same format, new digits
  }

  /**
   * A name's surrogate. A lower-case kinship phrase of the note's language ("su madre", "sa fille")
   * names nobody and stays, also before the name it introduces ("su hija Lucía Gómez": "su hija"
   * stays); a capitalised kinship word ("Nora", "Nieto") is a name like any other. A name with no
   * letter ("3749274755" typed as a surname) is re-drawn as an identifier, a relative's age typed
   * as a name ("79 años") is treated as an age, and the digits inside a name are re-drawn too.
   */
  private String name(String original, String subtype) {
    if (isKinship(original, language)) {
      return original;
    }
    if (AgeSurrogates.isBareAge(original)) {
      return AgeSurrogates.relativesAge(original, keys.random("relative-age", original));
    }
    if (original.codePoints().noneMatch(Character::isLetter)) {
      return identifiers.identifier(original);
    }
    int cut = kinshipCut(original, language);
    String named = names.surrogate(original.substring(cut), subtype);
    Matcher digits = NUMBER.matcher(named);
    StringBuilder out = new StringBuilder(original.substring(0, cut));
    int cursor = 0;
    while (digits.find()) {
      out.append(named, cursor, digits.start()).append(identifiers.identifier(digits.group()));
      cursor = digits.end();
    }
    return out.append(named, cursor, named.length()).toString();
  }

  /**
   * What a kept category writes: its text when the text is what the category says (a country of the
   * country lists, a sex word), else the surrogate of what it most likely is: a name the lexicon
   * knows ("García" labelled a country), else a place ("Nueva York").
   */
  public String kept(String category, String subtype, String original) {
    if (KeptCategories.isWhatItSays(category, subtype, original)) {
      return original;
    }
    if (looksLikeName(original)) {
      return name(original, null);
    }
    return places.surrogate(original, "CITY");
  }

  private boolean looksLikeName(String text) {
    Matcher word = NAME_WORD.matcher(text);
    while (word.find()) {
      String key = TextFolding.key(word.group());
      if (lexicon.isSurname(key) || lexicon.isFirstName(key)) {
        return true;
      }
    }
    return false;
  }
}
