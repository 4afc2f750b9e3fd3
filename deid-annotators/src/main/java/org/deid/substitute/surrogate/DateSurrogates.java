package org.deid.substitute.surrogate;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.detect.lexicon.TextFolding;

/**
 * Shifts the dates of a note by one offset in days, each written back in its own form: numbers keep
 * their separators, zero padding and year width ("03/02/21" stays dd/mm/yy), month names their
 * language, case and abbreviation ("12 mars 2021", "3 de junio de 2019", "12janv", "mars1998"),
 * partial dates stay partial ("mars 2021", "2019"). Every interval between the note's dates is
 * kept.
 */
final class DateSurrogates {

  private static final Map<String, List<String>> FULL =
      Map.of(
          "fr",
          List.of(
              "janvier",
              "février",
              "mars",
              "avril",
              "mai",
              "juin",
              "juillet",
              "août",
              "septembre",
              "octobre",
              "novembre",
              "décembre"),
          "es",
          List.of(
              "enero",
              "febrero",
              "marzo",
              "abril",
              "mayo",
              "junio",
              "julio",
              "agosto",
              "septiembre",
              "octubre",
              "noviembre",
              "diciembre"));
  private static final Map<String, List<String>> SHORT =
      Map.of(
          "fr",
          List.of(
              "janv", "févr", "mars", "avr", "mai", "juin", "juil", "août", "sept", "oct", "nov",
              "déc"),
          "es",
          List.of(
              "ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"));

  /** Other spellings people write, folded, with their month. */
  private static final Map<String, Integer> VARIANTS =
      Map.ofEntries(
          Map.entry("jan", 1),
          Map.entry("fev", 2),
          Map.entry("fevr", 2),
          Map.entry("avri", 4),
          Map.entry("jui", 7),
          Map.entry("aou", 8),
          Map.entry("aout", 8),
          Map.entry("sep", 9),
          Map.entry("setiembre", 9),
          Map.entry("sept", 9),
          Map.entry("dec", 12),
          Map.entry("juill", 7),
          Map.entry("janvi", 1));

  private static final String MONTH_WORD = "(\\p{L}{3,10})";
  private static final Pattern ISO = Pattern.compile("(\\d{4})([-/.])(\\d{1,2})\\2(\\d{1,2})");
  private static final Pattern DAY_MONTH_YEAR =
      Pattern.compile("(\\d{1,2})([/.-])(\\d{1,2})\\2(\\d{4}|\\d{2})(?!\\d)");
  private static final Pattern MONTH_YEAR_NUMERIC = Pattern.compile("(\\d{1,2})([/.-])(\\d{4})");
  private static final Pattern DAY_MONTH_NUMERIC = Pattern.compile("(\\d{1,2})([/.])(\\d{1,2})");
  private static final Pattern TEXT_DATE =
      Pattern.compile(
          "(?iu)(\\d{1,2}|1er|primero)(\\s*(?:de\\s+)?)"
              + MONTH_WORD
              + "(\\.?)(?:(\\s*,?\\s*(?:de\\s+|del\\s+)?)(\\d{4}|\\d{2})(?!\\d))?");
  private static final Pattern MONTH_YEAR_TEXT =
      Pattern.compile("(?iu)" + MONTH_WORD + "(\\.?)(\\s*(?:de\\s+|del\\s+)?)(\\d{4})");
  private static final Pattern YEAR = Pattern.compile("(?<!\\d)(1[89]\\d\\d|20\\d\\d)(?!\\d)");

  private final String language;
  private final int offsetDays;

  DateSurrogates(String language, int offsetDays) {
    this.language = FULL.containsKey(language) ? language : "fr";
    this.offsetDays = offsetDays;
  }

  /** The shifted date in the original's form, or empty when the text is no date it can read. */
  Optional<String> shift(String text) {
    Matcher m = ISO.matcher(text);
    if (m.find()) {
      return date(year(m.group(1)), m.group(3), m.group(4))
          .map(
              d ->
                  replace(
                      text,
                      m,
                      d.getYear()
                          + m.group(2)
                          + pad(d.getMonthValue(), m.group(3))
                          + m.group(2)
                          + pad(d.getDayOfMonth(), m.group(4))));
    }
    Matcher dmy = DAY_MONTH_YEAR.matcher(text);
    if (dmy.find()) {
      return date(year(dmy.group(4)), dmy.group(3), dmy.group(1))
          .map(
              d ->
                  replace(
                      text,
                      dmy,
                      pad(d.getDayOfMonth(), dmy.group(1))
                          + dmy.group(2)
                          + pad(d.getMonthValue(), dmy.group(3))
                          + dmy.group(2)
                          + yearLike(d.getYear(), dmy.group(4))));
    }
    Matcher textual = TEXT_DATE.matcher(text);
    while (textual.find()) {
      Integer month = month(textual.group(3));
      if (month == null) {
        continue;
      }
      int day = textual.group(1).matches("\\d+") ? Integer.parseInt(textual.group(1)) : 1;
      boolean hasYear = textual.group(6) != null;
      int year = hasYear ? year(textual.group(6)) : 2000; // a leap year for a day and month
      Optional<LocalDate> shifted = date(year, month, day);
      if (shifted.isEmpty()) {
        return Optional.empty();
      }
      LocalDate d = shifted.get();
      String dayText =
          textual.group(1).matches("\\d+")
              ? pad(d.getDayOfMonth(), textual.group(1))
              : d.getDayOfMonth() == 1 ? textual.group(1) : String.valueOf(d.getDayOfMonth());
      String written =
          dayText
              + textual.group(2)
              + monthLike(d.getMonthValue(), textual.group(3))
              + textual.group(4)
              + (hasYear ? textual.group(5) + yearLike(d.getYear(), textual.group(6)) : "");
      return Optional.of(replace(text, textual, written));
    }
    Matcher monthYear = MONTH_YEAR_TEXT.matcher(text);
    while (monthYear.find()) {
      Integer month = month(monthYear.group(1));
      if (month == null) {
        continue;
      }
      LocalDate d =
          LocalDate.of(Integer.parseInt(monthYear.group(4)), month, 15).plusDays(offsetDays);
      return Optional.of(
          replace(
              text,
              monthYear,
              monthLike(d.getMonthValue(), monthYear.group(1))
                  + monthYear.group(2)
                  + monthYear.group(3)
                  + d.getYear()));
    }
    Matcher my = MONTH_YEAR_NUMERIC.matcher(text);
    if (my.find() && Integer.parseInt(my.group(1)) <= 12 && Integer.parseInt(my.group(1)) >= 1) {
      LocalDate d =
          LocalDate.of(Integer.parseInt(my.group(3)), Integer.parseInt(my.group(1)), 15)
              .plusDays(offsetDays);
      return Optional.of(
          replace(text, my, pad(d.getMonthValue(), my.group(1)) + my.group(2) + d.getYear()));
    }
    Matcher dm = DAY_MONTH_NUMERIC.matcher(text);
    if (dm.find()) {
      return date(2000, dm.group(3), dm.group(1))
          .map(
              d ->
                  replace(
                      text,
                      dm,
                      pad(d.getDayOfMonth(), dm.group(1))
                          + dm.group(2)
                          + pad(d.getMonthValue(), dm.group(3))));
    }
    Matcher year = YEAR.matcher(text);
    if (year.find()) {
      // A year alone moves by the offset in whole years, at least one, so it never stays.
      int years = Math.max(1, Math.round(Math.abs(offsetDays) / 365f));
      int shifted = Integer.parseInt(year.group(1)) + (offsetDays < 0 ? -years : years);
      return Optional.of(replace(text, year, String.valueOf(shifted)));
    }
    return Optional.empty();
  }

  /**
   * The date a text holds, read by the same forms as {@link #shift} (a month alone is read as its
   * 15th, a year alone as its 1st of July), or empty.
   */
  Optional<LocalDate> read(String text) {
    Matcher m = ISO.matcher(text);
    if (m.find()) {
      return plain(year(m.group(1)), Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)));
    }
    Matcher dmy = DAY_MONTH_YEAR.matcher(text);
    if (dmy.find()) {
      return plain(
          year(dmy.group(4)), Integer.parseInt(dmy.group(3)), Integer.parseInt(dmy.group(1)));
    }
    Matcher textual = TEXT_DATE.matcher(text);
    while (textual.find()) {
      Integer month = month(textual.group(3));
      if (month != null && textual.group(6) != null) {
        int day = textual.group(1).matches("\\d+") ? Integer.parseInt(textual.group(1)) : 1;
        return plain(year(textual.group(6)), month, day);
      }
    }
    Matcher monthYear = MONTH_YEAR_TEXT.matcher(text);
    while (monthYear.find()) {
      Integer month = month(monthYear.group(1));
      if (month != null) {
        return plain(Integer.parseInt(monthYear.group(4)), month, 15);
      }
    }
    Matcher my = MONTH_YEAR_NUMERIC.matcher(text);
    if (my.find()) {
      return plain(Integer.parseInt(my.group(3)), Integer.parseInt(my.group(1)), 15);
    }
    Matcher year = YEAR.matcher(text);
    if (year.find() && !DAY_MONTH_NUMERIC.matcher(text).find()) {
      return plain(Integer.parseInt(year.group(1)), 7, 1);
    }
    return Optional.empty();
  }

  private static Optional<LocalDate> plain(int year, int month, int day) {
    try {
      return Optional.of(LocalDate.of(year, month, day));
    } catch (DateTimeException e) {
      return Optional.empty();
    }
  }

  private Optional<LocalDate> date(int year, String month, String day) {
    return date(year, Integer.parseInt(month), Integer.parseInt(day));
  }

  private Optional<LocalDate> date(int year, int month, int day) {
    try {
      return Optional.of(LocalDate.of(year, month, day).plusDays(offsetDays));
    } catch (DateTimeException e) {
      return Optional.empty();
    }
  }

  private static int year(String written) {
    int year = Integer.parseInt(written);
    if (written.length() == 2) {
      return year >= 30 ? 1900 + year : 2000 + year;
    }
    return year;
  }

  private static String yearLike(int year, String original) {
    return original.length() == 2 ? String.format(Locale.ROOT, "%02d", year % 100) : "" + year;
  }

  private static String pad(int value, String original) {
    return original.length() == 2 ? String.format(Locale.ROOT, "%02d", value) : "" + value;
  }

  private Integer month(String word) {
    String key = TextFolding.key(word);
    for (Map<String, List<String>> names : List.of(FULL, SHORT)) {
      for (List<String> months : names.values()) {
        for (int i = 0; i < months.size(); i++) {
          if (TextFolding.key(months.get(i)).equals(key)) {
            return i + 1;
          }
        }
      }
    }
    return VARIANTS.get(key);
  }

  /** The month's name in the original word's language, length class and case. */
  private String monthLike(int month, String original) {
    String key = TextFolding.key(original);
    String lang = language;
    Map<String, Integer> seen = new LinkedHashMap<>();
    for (String candidate : List.of(language, language.equals("fr") ? "es" : "fr")) {
      for (int i = 0; i < 12; i++) {
        seen.putIfAbsent(candidate + ":full:" + TextFolding.key(FULL.get(candidate).get(i)), i);
        seen.putIfAbsent(candidate + ":short:" + TextFolding.key(SHORT.get(candidate).get(i)), i);
      }
    }
    boolean full = true;
    for (String entry : seen.keySet()) {
      if (entry.endsWith(":" + key)) {
        lang = entry.substring(0, 2);
        full = entry.contains(":full:");
        break;
      }
    }
    if (VARIANTS.containsKey(key)) {
      full = false;
    }
    String name = (full ? FULL : SHORT).get(lang).get(month - 1);
    return CaseShape.of(original).apply(name);
  }

  private static String replace(String text, Matcher m, String replacement) {
    return text.substring(0, m.start()) + replacement + text.substring(m.end());
  }
}
