package org.deid.substitute.surrogate;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.random.RandomGenerator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ages under the HIPAA rule: kept up to {@value #OLDEST_KEPT_AGE}, every older one grouped as
 * "90+", whether written in digits ("93 años") or in words ("noventa y tres años",
 * "quatre-vingt-treize ans"), and every number of a range ("entre 85 y 95" becomes "entre 85 y
 * 90+").
 */
public final class AgeSurrogates {

  /** Ages above this are grouped (HIPAA: 90 and over). */
  public static final int OLDEST_KEPT_AGE = 89;

  /** What replaces an older age. */
  static final String GROUPED = "90+";

  private static final Pattern DIGITS = Pattern.compile("\\d+");

  /** An age alone: one to three digits and maybe a word (a unit, checked apart). */
  private static final Pattern BARE_AGE = Pattern.compile("(\\d{1,3})(?:\\s*(\\p{L}+))?");

  /** A word, hyphenated words kept whole ("quatre-vingt-treize", "dix-neuf"). */
  private static final Pattern WORD = Pattern.compile("\\p{L}+(?:-\\p{L}+)*");

  private static final Map<String, Integer> NUMBER_WORDS =
      Map.ofEntries(
          // Spanish
          Map.entry("cero", 0),
          Map.entry("un", 1),
          Map.entry("uno", 1),
          Map.entry("una", 1),
          Map.entry("dos", 2),
          Map.entry("tres", 3),
          Map.entry("cuatro", 4),
          Map.entry("cinco", 5),
          Map.entry("seis", 6),
          Map.entry("siete", 7),
          Map.entry("ocho", 8),
          Map.entry("nueve", 9),
          Map.entry("diez", 10),
          Map.entry("once", 11),
          Map.entry("doce", 12),
          Map.entry("trece", 13),
          Map.entry("catorce", 14),
          Map.entry("quince", 15),
          Map.entry("dieciseis", 16),
          Map.entry("diecisiete", 17),
          Map.entry("dieciocho", 18),
          Map.entry("diecinueve", 19),
          Map.entry("veinte", 20),
          Map.entry("veintiun", 21),
          Map.entry("veintiuno", 21),
          Map.entry("veintiuna", 21),
          Map.entry("veintidos", 22),
          Map.entry("veintitres", 23),
          Map.entry("veinticuatro", 24),
          Map.entry("veinticinco", 25),
          Map.entry("veintiseis", 26),
          Map.entry("veintisiete", 27),
          Map.entry("veintiocho", 28),
          Map.entry("veintinueve", 29),
          Map.entry("treinta", 30),
          Map.entry("cuarenta", 40),
          Map.entry("cincuenta", 50),
          Map.entry("sesenta", 60),
          Map.entry("setenta", 70),
          Map.entry("ochenta", 80),
          Map.entry("noventa", 90),
          Map.entry("cien", 100),
          Map.entry("ciento", 100),
          // French (Belgian and Swiss tens included)
          Map.entry("zero", 0),
          Map.entry("une", 1),
          Map.entry("deux", 2),
          Map.entry("trois", 3),
          Map.entry("quatre", 4),
          Map.entry("cinq", 5),
          Map.entry("six", 6),
          Map.entry("sept", 7),
          Map.entry("huit", 8),
          Map.entry("neuf", 9),
          Map.entry("dix", 10),
          Map.entry("onze", 11),
          Map.entry("douze", 12),
          Map.entry("treize", 13),
          Map.entry("quatorze", 14),
          Map.entry("quinze", 15),
          Map.entry("seize", 16),
          Map.entry("vingt", 20),
          Map.entry("vingts", 20),
          Map.entry("trente", 30),
          Map.entry("quarante", 40),
          Map.entry("cinquante", 50),
          Map.entry("soixante", 60),
          Map.entry("septante", 70),
          Map.entry("huitante", 80),
          Map.entry("octante", 80),
          Map.entry("nonante", 90),
          Map.entry("cent", 100),
          Map.entry("cents", 100));

  /** Words that join the parts of one number: "noventa y tres", "soixante et onze". */
  private static final List<String> JOINERS = List.of("y", "et");

  private AgeSurrogates() {}

  /**
   * Whether a text is an age and nothing else: one to three digits, with or without a unit ("79
   * años", "11"), as MEDDOCAN files a relative's age under the relatives ("su padre, de 79 años").
   */
  static boolean isBareAge(String text) {
    Matcher age = BARE_AGE.matcher(text.strip());
    return age.matches() && (age.group(2) == null || KeptCategories.isAgeUnit(age.group(2)));
  }

  /**
   * A relative's age typed as a name: another age in the same form, one to three years off (over
   * {@value #OLDEST_KEPT_AGE}: grouped), not a surname ("58 thompson") and not the same string.
   */
  static String relativesAge(String age, RandomGenerator random) {
    if (!isKept(age)) {
      return surrogate(age);
    }
    Matcher number = DIGITS.matcher(age);
    number.find();
    int value = Integer.parseInt(number.group());
    int shift = 1 + random.nextInt(3);
    boolean down = value > shift && random.nextBoolean() || value + shift > OLDEST_KEPT_AGE;
    return age.substring(0, number.start())
        + (down ? value - shift : value + shift)
        + age.substring(number.end());
  }

  /** The age as written when every number in it is {@value #OLDEST_KEPT_AGE} or less. */
  public static boolean isKept(String age) {
    return surrogate(age).equals(age);
  }

  /** The age with every number above {@value #OLDEST_KEPT_AGE}, in digits or words, as "90+". */
  public static String surrogate(String age) {
    StringBuilder out = new StringBuilder(age.length());
    int cursor = 0;
    for (int[] number : numbers(age)) {
      if (number[2] > OLDEST_KEPT_AGE) {
        out.append(age, cursor, number[0]).append(GROUPED);
        cursor = number[1];
      }
    }
    return out.append(age, cursor, age.length()).toString();
  }

  /** Every number of a text: {begin, end, value}, in digits or in words, in text order. */
  private static List<int[]> numbers(String text) {
    List<int[]> found = new ArrayList<>();
    Matcher digits = DIGITS.matcher(text);
    while (digits.find()) {
      String group = digits.group();
      int value = group.length() > 6 ? Integer.MAX_VALUE : Integer.parseInt(group);
      found.add(new int[] {digits.start(), digits.end(), value});
    }
    Matcher word = WORD.matcher(text);
    int begin = -1;
    int end = -1;
    int total = 0;
    int joinerEnd = -1;
    while (word.find()) {
      String folded =
          Normalizer.normalize(word.group().toLowerCase(Locale.ROOT), Normalizer.Form.NFD)
              .replaceAll("\\p{M}", "");
      if (begin >= 0) {
        boolean adjacent = text.substring(joinerEnd >= 0 ? joinerEnd : end, word.start()).isBlank();
        Integer next = adjacent ? value(folded, total) : null;
        if (next != null) {
          total = next;
          end = word.end();
          joinerEnd = -1;
          continue;
        }
        if (adjacent && joinerEnd < 0 && JOINERS.contains(folded)) {
          joinerEnd = word.end();
          continue;
        }
        found.add(new int[] {begin, end, total});
        begin = -1;
        joinerEnd = -1;
      }
      Integer first = value(folded, 0);
      if (first != null) {
        begin = word.start();
        end = word.end();
        total = first;
      }
    }
    if (begin >= 0) {
      found.add(new int[] {begin, end, total});
    }
    found.sort((a, b) -> Integer.compare(a[0], b[0]));
    return found;
  }

  /**
   * The value of a number so far ({@code total}) once a word is read, or null when the word is no
   * number word. A hyphenated word ("quatre-vingt-treize") is read part by part.
   */
  private static Integer value(String word, int total) {
    int current = total;
    boolean any = false;
    for (String part : word.split("-")) {
      Integer v = NUMBER_WORDS.get(part);
      if (v == null) {
        if (any && JOINERS.contains(part)) {
          continue; // "vingt-et-un", "soixante-et-onze"
        }
        return null;
      }
      if (v == 100) {
        int units = current % 100;
        current = current - units + (units == 0 ? 1 : units) * 100;
      } else if (v == 20 && current % 100 == 4 && part.startsWith("vingt")) {
        current = current - 4 + 80; // quatre-vingt(s)
      } else {
        current += v;
      }
      any = true;
    }
    return current;
  }
}
