package org.deid.substitute.surrogate;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.random.RandomGenerator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.detect.lexicon.ContextKind;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.detect.lexicon.TextFolding;

/**
 * Places: a city becomes a real city of the language's country; a zip code keeps its first two
 * digits (the French département, the Spanish province: rough geography stays) and re-draws the
 * rest; a street keeps its type and particles ("rue des", "calle de") with a surrogate name and
 * number; a hospital or organisation keeps its generic words ("Hôpital", "Centro de Salud", "CHU")
 * with its proper name replaced. One place word keeps one surrogate throughout the note.
 */
final class PlaceSurrogates {

  private static final Pattern WORD = Pattern.compile("\\p{L}[\\p{L}'’]*|\\d+");
  private static final int MAX_DRAWS = 32;

  private final SurrogateLexicon lexicon;
  private final Gazetteer gazetteer;
  private final SurrogateKeys keys;
  private final Map<String, String> words = new HashMap<>();

  PlaceSurrogates(SurrogateLexicon lexicon, Gazetteer gazetteer, SurrogateKeys keys) {
    this.lexicon = lexicon;
    this.gazetteer = gazetteer;
    this.keys = keys;
  }

  /** The surrogate of a place of the given subtype (null when unknown). */
  String surrogate(String original, String subtype) {
    if ("ZIP".equals(subtype) && original.matches("\\d{4,5}")) {
      return zip(original);
    }
    if (subtype == null
        || subtype.equals("CITY")
        || subtype.equals("REGION")
        || subtype.equals("LOCATION_OTHER")) {
      return city(original);
    }
    return wordByWord(original); // streets, hospitals, organisations, departments
  }

  private String city(String original) {
    String key = TextFolding.key(original);
    RandomGenerator random = keys.random("city", key);
    String candidate = lexicon.city(random);
    for (int i = 0; i < MAX_DRAWS && TextFolding.key(candidate).equals(key); i++) {
      candidate = lexicon.city(random);
    }
    String firstWord = original.split("[\\s-]", 2)[0];
    return CaseShape.of(firstWord) == CaseShape.UPPER
        ? candidate.toUpperCase(Locale.ROOT)
        : candidate;
  }

  private String zip(String original) {
    RandomGenerator random = keys.random("zip", original);
    String candidate = original;
    for (int i = 0; i < MAX_DRAWS && candidate.equals(original); i++) {
      StringBuilder out = new StringBuilder(original.substring(0, 2));
      for (int d = 2; d < original.length(); d++) {
        out.append((char) ('0' + random.nextInt(10)));
      }
      candidate = out.toString();
    }
    return candidate;
  }

  private String wordByWord(String original) {
    StringBuilder out = new StringBuilder(original.length());
    Matcher word = WORD.matcher(original);
    int cursor = 0;
    boolean replacedAny = false;
    while (word.find()) {
      out.append(original, cursor, word.start());
      String text = word.group();
      String replaced = replaceWord(text);
      replacedAny |= !replaced.equals(text);
      out.append(replaced);
      cursor = word.end();
    }
    out.append(original, cursor, original.length());
    if (!replacedAny) {
      return city(original); // only generic words: the whole place is replaced
    }
    return out.toString();
  }

  private String replaceWord(String text) {
    if (Character.isDigit(text.charAt(0))) {
      RandomGenerator random = keys.random("number", text);
      StringBuilder out = new StringBuilder();
      for (int i = 0; i < text.length(); i++) {
        out.append((char) ((i == 0 ? '1' : '0') + random.nextInt(i == 0 ? 9 : 10)));
      }
      return out.toString();
    }
    String key = TextFolding.key(text);
    boolean lowerCase = text.equals(text.toLowerCase(Locale.ROOT));
    boolean acronym = CaseShape.of(text) == CaseShape.UPPER && text.length() <= 4;
    if (lowerCase
        || acronym
        || gazetteer.is(ContextKind.STREET_HEAD, key)
        || gazetteer.is(ContextKind.HOSPITAL_HEAD, key)
        || gazetteer.is(ContextKind.PARTICLE, key)) {
      return text;
    }
    String surrogate =
        words.computeIfAbsent(
            key,
            k -> {
              RandomGenerator random = keys.random("place-word", k);
              String candidate = lexicon.surname(random);
              for (int i = 0; i < MAX_DRAWS && TextFolding.key(candidate).equals(k); i++) {
                candidate = lexicon.surname(random);
              }
              return candidate;
            });
    return CaseShape.of(text).apply(surrogate);
  }
}
