package org.deid.substitute.surrogate;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.deid.detect.lexicon.TextFolding;

/**
 * Shifts the dates of a note by one offset in days, each written back in its own form. The date is
 * read as parts (day, month, year, weekday) wherever they stand and however they are written, and
 * each part is written back in place in its own form: numbers keep their width, zero padding and
 * separators, blanks included ("01/09/ 2020", "14 | 07 | 1962", digits one per box "0 3 0 5 1 9 5
 * 5", glued "03oct2019", "28062024", scanned letters for digits "2O24"); month names keep their
 * language (French, Spanish, Catalan, Galician), length and case ("12 mars 2021", "3 de junio de
 * 2019", "12janv", "juny", "18-IX-22"); days and years in words stay in words ("douze mars deux
 * mille dix-neuf"); a weekday follows its date. Partial dates stay partial: a month alone, a day
 * and month, a month and year, a year alone (moved by whole years, at least one), a day alone. The
 * year changes whenever the shift crosses one. Every interval between the note's full dates is
 * kept.
 */
final class DateSurrogates {

  /** Month names by language: full names, then short forms ("" where the language has none). */
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
              "diciembre"),
          "ca",
          List.of(
              "gener",
              "febrer",
              "març",
              "abril",
              "maig",
              "juny",
              "juliol",
              "agost",
              "setembre",
              "octubre",
              "novembre",
              "desembre"),
          "gl",
          List.of(
              "xaneiro",
              "febreiro",
              "marzo",
              "abril",
              "maio",
              "xuño",
              "xullo",
              "agosto",
              "setembro",
              "outubro",
              "novembro",
              "decembro"));

  private static final Map<String, List<String>> SHORT =
      Map.of(
          "fr",
          List.of(
              "janv", "févr", "mars", "avr", "mai", "juin", "juil", "août", "sept", "oct", "nov",
              "déc"),
          "es",
          List.of(
              "ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"));

  /** Other spellings people write, folded, with their month: written back as short forms. */
  private static final Map<String, Integer> VARIANTS =
      Map.ofEntries(
          Map.entry("jan", 1),
          Map.entry("fev", 2),
          Map.entry("fevr", 2),
          Map.entry("avri", 4),
          Map.entry("jui", 7),
          Map.entry("aou", 8),
          Map.entry("setiembre", 9),
          Map.entry("juill", 7),
          Map.entry("janvi", 1));

  private static final Map<String, List<String>> WEEKDAYS =
      Map.of(
          "fr",
          List.of("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
          "es",
          List.of("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"),
          "ca",
          List.of("dilluns", "dimarts", "dimecres", "dijous", "divendres", "dissabte", "diumenge"));

  private static final List<String> ROMAN =
      List.of("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII");

  /** The languages whose month and weekday names are looked up, the note's first. */
  private final List<String> languages;

  private final String language;
  private final int offsetDays;

  DateSurrogates(String language, int offsetDays) {
    this.language = SHORT.containsKey(language) ? language : "fr";
    this.offsetDays = offsetDays;
    List<String> order = new ArrayList<>(List.of(this.language));
    for (String other : List.of("fr", "es", "ca", "gl")) {
      if (!order.contains(other)) {
        order.add(other);
      }
    }
    this.languages = List.copyOf(order);
  }

  /** The shifted date in the original's form, or empty when the text is no date it can read. */
  Optional<String> shift(String text) {
    Reading reading = Reading.of(text, this);
    if (reading == null) {
      return Optional.empty();
    }
    return reading.shifted(offsetDays).map(d -> reading.write(d, this));
  }

  /**
   * The date a text holds, when it holds a year: a full date, a month and year (read as its 15th),
   * a year alone (its 1st of July); empty otherwise (no year, or no date).
   */
  Optional<LocalDate> read(String text) {
    Reading reading = Reading.of(text, this);
    if (reading == null || reading.year == null) {
      return Optional.empty();
    }
    return reading.shifted(0).map(Shifted::date);
  }

  // ---------------------------------------------------------------------------------------------
  // Parts of a date text.

  private enum Kind {
    NUMBER,
    MONTH,
    ROMAN_MONTH,
    WORDS,
    WEEKDAY
  }

  /**
   * One part of a date text.
   *
   * @param positions for numbers, where each digit stands (one per box, or contiguous)
   * @param value the number, the month (1-12) or the weekday (1-7)
   * @param language the month or weekday name's language, or the words' language
   * @param full for month names, whether written in full (else a short form)
   * @param ordinal for a number, the suffix of a first day ("1er", "1º") ends at {@code end}
   */
  private record Part(
      Kind kind,
      int start,
      int end,
      List<Integer> positions,
      int value,
      String language,
      boolean full,
      boolean ordinal) {

    int width() {
      return positions.size();
    }
  }

  /** A date's new parts and its date (for full dates) or its stand-in. */
  private record Shifted(LocalDate date, int day, int month, int year, int weekday) {}

  /** Which part holds the day, the month, the year and the weekday. */
  private static final class Reading {
    private final String text;
    private final List<Part> parts;
    private Part day;
    private Part month;
    private Integer year; // the year read, 4 digits
    private Part yearPart;
    private Part weekday;

    /** A glued 8 or 6 digit date: its layout, "dmy" or "ymd". */
    private Part glued;

    private String gluedOrder;

    private Reading(String text, List<Part> parts) {
      this.text = text;
      this.parts = parts;
    }

    static Reading of(String text, DateSurrogates owner) {
      List<Part> parts = owner.parts(text);
      Reading r = new Reading(text, parts);
      int monthAt = -1;
      for (int i = 0; i < parts.size(); i++) {
        Kind kind = parts.get(i).kind();
        if (kind == Kind.MONTH || kind == Kind.ROMAN_MONTH) {
          monthAt = i;
          break;
        }
        if (kind == Kind.WEEKDAY && r.weekday == null) {
          r.weekday = parts.get(i);
        }
      }
      for (Part part : parts) {
        if (part.kind() == Kind.WEEKDAY && r.weekday == null) {
          r.weekday = part;
        }
      }
      List<Part> numbers = new ArrayList<>();
      for (Part part : parts) {
        if (part.kind() == Kind.NUMBER || part.kind() == Kind.WORDS) {
          numbers.add(part);
        }
      }
      if (monthAt >= 0) {
        r.month = parts.get(monthAt);
        Part before = previousNumber(parts, monthAt);
        Part after = nextNumber(parts, monthAt);
        if (before != null && before.value() >= 1 && before.value() <= 31) {
          r.day = before;
        } else if (before != null && after == null && isYear(before)) {
          r.setYear(before); // "2019 mars" is rare, "1962, octobre" rarer: read it as a year
        }
        if (after != null) {
          if (isYear(after) || after.width() == 2 && after.kind() == Kind.NUMBER) {
            r.setYear(after);
          } else if (r.day == null && after.value() >= 1 && after.value() <= 31) {
            r.day = after; // "marzo 12"
          }
        }
        return r;
      }
      if (numbers.isEmpty()) {
        return r.weekday == null ? null : r;
      }
      Part first = numbers.get(0);
      if (numbers.size() >= 3) {
        Part second = numbers.get(1);
        Part third = numbers.get(2);
        if (first.width() == 4) {
          r.setYear(first);
          r.month = second;
          r.day = third;
        } else {
          r.day = first;
          r.month = second;
          r.setYear(third);
        }
        return r.month.value() >= 1 && r.month.value() <= 12 ? r : null;
      }
      if (numbers.size() == 2) {
        Part second = numbers.get(1);
        if (isYear(second) && first.value() >= 1 && first.value() <= 12) {
          r.month = first;
          r.setYear(second);
        } else if (first.width() == 4
            && isYear(first)
            && second.value() >= 1
            && second.value() <= 12) {
          r.setYear(first);
          r.month = second;
        } else if (first.value() >= 1
            && first.value() <= 31
            && second.value() >= 1
            && second.value() <= 12) {
          r.day = first;
          r.month = second;
        } else {
          return null;
        }
        return r;
      }
      if (first.kind() == Kind.NUMBER && (first.width() == 8 || first.width() == 6)) {
        return r.glued(first) ? r : null;
      }
      if (isYear(first)) {
        r.setYear(first);
      } else if (first.value() >= 1 && first.value() <= 31) {
        r.day = first; // a day alone: "entre el 10 y el 20 de agosto"
      } else if (first.kind() == Kind.NUMBER && first.width() == 2) {
        r.setYear(first); // a year in two digits: "en 92"
      } else {
        return null;
      }
      return r;
    }

    private static boolean isYear(Part part) {
      return part.kind() == Kind.NUMBER
              && part.width() == 4
              && part.value() >= 1800
              && part.value() <= 2099
          || part.kind() == Kind.WORDS && part.value() >= 1800 && part.value() <= 2099;
    }

    private void setYear(Part part) {
      yearPart = part;
      year =
          part.kind() == Kind.NUMBER && part.width() <= 2
              ? (part.value() >= 30 ? 1900 + part.value() : 2000 + part.value())
              : part.value();
    }

    private boolean glued(Part number) {
      String digits = digitsOf(number);
      int width = digits.length();
      String[] orders = width == 8 ? new String[] {"dmy", "ymd"} : new String[] {"dmy"};
      for (String order : orders) {
        int[] dmy = splitGlued(digits, order);
        if (valid(dmy[2], dmy[1], dmy[0])) {
          glued = number;
          gluedOrder = order;
          year = dmy[2];
          dayValue = dmy[0];
          monthValue = dmy[1];
          return true;
        }
      }
      return false;
    }

    private int dayValue;
    private int monthValue;

    private String digitsOf(Part number) {
      StringBuilder digits = new StringBuilder();
      for (int at : number.positions()) {
        digits.append(digitAt(text, at));
      }
      return digits.toString();
    }

    private static int[] splitGlued(String digits, String order) {
      if (digits.length() == 6) {
        int yy = Integer.parseInt(digits.substring(4, 6));
        return new int[] {
          Integer.parseInt(digits.substring(0, 2)),
          Integer.parseInt(digits.substring(2, 4)),
          yy >= 30 ? 1900 + yy : 2000 + yy
        };
      }
      return order.equals("dmy")
          ? new int[] {
            Integer.parseInt(digits.substring(0, 2)),
            Integer.parseInt(digits.substring(2, 4)),
            Integer.parseInt(digits.substring(4, 8))
          }
          : new int[] {
            Integer.parseInt(digits.substring(6, 8)),
            Integer.parseInt(digits.substring(4, 6)),
            Integer.parseInt(digits.substring(0, 4))
          };
    }

    private static boolean valid(int year, int month, int day) {
      try {
        LocalDate.of(year, month, day);
        return year >= 1800 && year <= 2099;
      } catch (DateTimeException e) {
        return false;
      }
    }

    private static Part previousNumber(List<Part> parts, int at) {
      for (int i = at - 1; i >= 0; i--) {
        if (parts.get(i).kind() == Kind.NUMBER || parts.get(i).kind() == Kind.WORDS) {
          return parts.get(i);
        }
        if (parts.get(i).kind() != Kind.WEEKDAY) {
          return null;
        }
      }
      return null;
    }

    private static Part nextNumber(List<Part> parts, int at) {
      if (at + 1 < parts.size()
          && (parts.get(at + 1).kind() == Kind.NUMBER || parts.get(at + 1).kind() == Kind.WORDS)) {
        return parts.get(at + 1);
      }
      return null;
    }

    /** The parts' new values after a shift, or empty when the date does not exist. */
    Optional<Shifted> shifted(int offset) {
      int d = glued != null ? dayValue : day == null ? 0 : day.value();
      int m = glued != null ? monthValue : month == null ? 0 : month.value();
      try {
        if (year != null && m > 0 && d > 0) {
          LocalDate date = LocalDate.of(year, m, d).plusDays(offset);
          return Optional.of(
              new Shifted(
                  date,
                  date.getDayOfMonth(),
                  date.getMonthValue(),
                  date.getYear(),
                  date.getDayOfWeek().getValue()));
        }
        if (year != null && m > 0) {
          LocalDate date = LocalDate.of(year, m, 15).plusDays(offset);
          return Optional.of(
              new Shifted(date, 0, date.getMonthValue(), date.getYear(), weekdayAfter(offset)));
        }
        if (m > 0 && d > 0) {
          LocalDate date = LocalDate.of(2000, m, d).plusDays(offset); // a leap year
          return Optional.of(
              new Shifted(
                  date, date.getDayOfMonth(), date.getMonthValue(), 0, weekdayAfter(offset)));
        }
        if (year != null) {
          // A year alone moves by the offset in whole years, at least one, so it never stays.
          int years = Math.max(1, Math.round(Math.abs(offset) / 365f));
          int shiftedYear = offset == 0 ? year : year + (offset < 0 ? -years : years);
          return Optional.of(
              new Shifted(
                  LocalDate.of(shiftedYear, 7, 1), 0, 0, shiftedYear, weekdayAfter(offset)));
        }
        if (m > 0) {
          int shiftedMonth = LocalDate.of(2001, m, 15).plusDays(offset).getMonthValue();
          if (shiftedMonth == m && offset != 0) {
            shiftedMonth = Math.floorMod(m - 1 + (offset < 0 ? -1 : 1), 12) + 1;
          }
          return Optional.of(new Shifted(null, 0, shiftedMonth, 0, weekdayAfter(offset)));
        }
        if (d > 0) {
          int shiftedDay = LocalDate.of(2000, 1, d).plusDays(offset).getDayOfMonth();
          if (shiftedDay == d && offset != 0) {
            shiftedDay = d % 28 + 1;
          }
          return Optional.of(new Shifted(null, shiftedDay, 0, 0, weekdayAfter(offset)));
        }
        if (weekday != null) {
          return Optional.of(new Shifted(null, 0, 0, 0, weekdayAfter(offset)));
        }
      } catch (DateTimeException e) {
        return Optional.empty();
      }
      return Optional.empty();
    }

    private int weekdayAfter(int offset) {
      return weekday == null ? 0 : Math.floorMod(weekday.value() - 1 + offset, 7) + 1;
    }

    /** The text with every part read replaced by its shifted value, in its own form. */
    String write(Shifted shifted, DateSurrogates owner) {
      List<int[]> spans = new ArrayList<>();
      List<String> texts = new ArrayList<>();
      if (glued != null) {
        String digits =
            gluedOrder.equals("ymd")
                ? String.format(
                    Locale.ROOT, "%04d%02d%02d", shifted.year(), shifted.month(), shifted.day())
                : String.format(
                            Locale.ROOT,
                            "%02d%02d%04d",
                            shifted.day(),
                            shifted.month(),
                            shifted.year())
                        .substring(0, glued.width() == 6 ? 4 : 8)
                    + (glued.width() == 6
                        ? String.format(Locale.ROOT, "%02d", shifted.year() % 100)
                        : "");
        placeDigits(glued, digits, spans, texts);
      }
      if (day != null && shifted.day() > 0) {
        writeNumber(day, shifted.day(), true, spans, texts);
      }
      if (month != null && shifted.month() > 0) {
        if (month.kind() == Kind.MONTH) {
          spans.add(new int[] {month.start(), month.end()});
          texts.add(owner.monthLike(shifted.month(), month, text));
        } else if (month.kind() == Kind.ROMAN_MONTH) {
          spans.add(new int[] {month.start(), month.end()});
          // Roman months are read in capitals only, and written so.
          texts.add(ROMAN.get(shifted.month() - 1));
        } else {
          writeNumber(month, shifted.month(), false, spans, texts);
        }
      }
      if (yearPart != null && shifted.year() > 0) {
        int value =
            yearPart.kind() == Kind.NUMBER && yearPart.width() <= 2
                ? shifted.year() % 100
                : shifted.year();
        writeNumber(yearPart, value, false, spans, texts);
      }
      if (weekday != null && shifted.weekday() > 0) {
        String original = text.substring(weekday.start(), weekday.end());
        spans.add(new int[] {weekday.start(), weekday.end()});
        texts.add(
            CaseShape.of(original)
                .apply(WEEKDAYS.get(weekday.language()).get(shifted.weekday() - 1)));
      }
      return apply(spans, texts);
    }

    private void writeNumber(
        Part part, int value, boolean isDay, List<int[]> spans, List<String> texts) {
      if (part.kind() == Kind.WORDS) {
        String original = text.substring(part.start(), part.end());
        spans.add(new int[] {part.start(), part.end()});
        String words =
            isDay && value == 1
                ? (part.language().equals("es") ? "primero" : "premier")
                : NumberWords.write(value, part.language());
        texts.add(CaseShape.of(original.replaceAll("[^\\p{L}]", "")).apply(words));
        return;
      }
      if (part.ordinal()) {
        // "1er", "1º" stand for a first day only: another day is written as its number.
        spans.add(new int[] {part.start(), part.end()});
        texts.add(value == 1 ? text.substring(part.start(), part.end()) : String.valueOf(value));
        return;
      }
      // A day or month of two digits keeps two when it had a leading zero or stands in a numeric
      // date ("10/03/2021" becomes "09/04/2021"); a day alone, "10", becomes "9".
      boolean numericDate =
          month != null
              && month.kind() == Kind.NUMBER
              && (day == null || day.kind() == Kind.NUMBER);
      boolean padded =
          part == yearPart || digitAt(text, part.positions().get(0)) == '0' || numericDate;
      String digits =
          part.width() >= 2 && padded
              ? String.format(Locale.ROOT, "%0" + part.width() + "d", value)
              : String.valueOf(value);
      placeDigits(part, digits, spans, texts);
    }

    /**
     * Writes digits where the original's stood: position by position when as many (a scanned "O"
     * kept where the new digit is 0), else as one run over the original's.
     */
    private void placeDigits(Part part, String digits, List<int[]> spans, List<String> texts) {
      List<Integer> positions = part.positions();
      if (digits.length() == positions.size()) {
        for (int i = 0; i < positions.size(); i++) {
          int at = positions.get(i);
          char was = text.charAt(at);
          char now = digits.charAt(i);
          spans.add(new int[] {at, at + 1});
          texts.add(
              !Character.isDigit(was) && digitAt(text, at) == now
                  ? String.valueOf(was)
                  : String.valueOf(now));
        }
      } else {
        boolean boxed = positions.get(positions.size() - 1) - positions.get(0) >= positions.size();
        spans.add(new int[] {positions.get(0), positions.get(positions.size() - 1) + 1});
        texts.add(boxed ? String.join(" ", digits.split("")) : digits);
      }
    }

    private String apply(List<int[]> spans, List<String> texts) {
      List<Integer> order = new ArrayList<>();
      for (int i = 0; i < spans.size(); i++) {
        order.add(i);
      }
      order.sort((a, b) -> Integer.compare(spans.get(a)[0], spans.get(b)[0]));
      StringBuilder out = new StringBuilder();
      int cursor = 0;
      for (int i : order) {
        int[] span = spans.get(i);
        if (span[0] < cursor) {
          continue; // a part read twice (never, by construction)
        }
        out.append(text, cursor, span[0]).append(texts.get(i));
        cursor = span[1];
      }
      return out.append(text.substring(cursor)).toString();
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Reading the parts.

  /** The digit a character stands for: itself, or a scanned letter ("O" for 0, "l" for 1). */
  private static char digitAt(String text, int at) {
    char c = text.charAt(at);
    return switch (c) {
      case 'O', 'o' -> '0';
      case 'l', 'I' -> '1';
      default -> c;
    };
  }

  private static boolean isScannedDigit(char c) {
    return c == 'O' || c == 'o' || c == 'l' || c == 'I';
  }

  /**
   * The runs of digits of a text, scanned letters among digits included ("2O24", "l2"): each run's
   * character positions.
   */
  private static List<List<Integer>> digitRuns(String text) {
    List<List<Integer>> runs = new ArrayList<>();
    int i = 0;
    while (i < text.length()) {
      if (Character.isDigit(text.charAt(i)) || isScannedDigit(text.charAt(i))) {
        int j = i;
        boolean realDigit = false;
        while (j < text.length()
            && (Character.isDigit(text.charAt(j)) || isScannedDigit(text.charAt(j)))) {
          realDigit |= Character.isDigit(text.charAt(j));
          j++;
        }
        boolean inWord =
            i > 0 && Character.isLetter(text.charAt(i - 1)) && !Character.isDigit(text.charAt(i))
                || j < text.length()
                    && Character.isLetter(text.charAt(j))
                    && !Character.isDigit(text.charAt(j - 1));
        if (realDigit && !inWord) {
          List<Integer> run = new ArrayList<>();
          for (int k = i; k < j; k++) {
            run.add(k);
          }
          // Scanned letters at a run's edge belong to it only beside digits ("2O24" yes).
          runs.add(trimLetters(text, run));
        } else if (realDigit) {
          List<Integer> run = new ArrayList<>();
          for (int k = i; k < j; k++) {
            if (Character.isDigit(text.charAt(k))) {
              run.add(k);
            } else if (!run.isEmpty()) {
              break;
            }
          }
          if (!run.isEmpty()) {
            runs.add(run);
          }
        }
        i = j;
      } else {
        i++;
      }
    }
    return runs;
  }

  private static List<Integer> trimLetters(String text, List<Integer> run) {
    int from = 0;
    int to = run.size();
    while (from < to
        && !Character.isDigit(text.charAt(run.get(from)))
        && from + 1 < to
        && !Character.isDigit(text.charAt(run.get(from + 1)))) {
      from++;
    }
    return new ArrayList<>(run.subList(from, to));
  }

  /** The parts of a date text, in text order. */
  private List<Part> parts(String text) {
    List<Part> parts = new ArrayList<>();
    List<List<Integer>> runs = digitRuns(text);
    // Digits one per box ("0 3 0 5 1 9 5 5", "1 1 / 0 3 / 2 0 2 4"): single digits apart by one
    // blank make one number.
    boolean boxed = runs.size() >= 4 && runs.stream().allMatch(r -> r.size() == 1);
    if (boxed) {
      List<List<Integer>> merged = new ArrayList<>();
      for (List<Integer> run : runs) {
        if (!merged.isEmpty()) {
          List<Integer> last = merged.get(merged.size() - 1);
          int previous = last.get(last.size() - 1);
          if (run.get(0) == previous + 2 && text.charAt(previous + 1) == ' ') {
            last.addAll(run);
            continue;
          }
        }
        merged.add(new ArrayList<>(run));
      }
      runs = merged;
    }
    boolean[] taken = new boolean[text.length()];
    for (List<Integer> run : runs) {
      int start = run.get(0);
      int end = run.get(run.size() - 1) + 1;
      StringBuilder digits = new StringBuilder();
      for (int at : run) {
        digits.append(digitAt(text, at));
        taken[at] = true;
      }
      boolean ordinal = false;
      String after = text.substring(end);
      java.util.regex.Matcher suffix =
          java.util.regex.Pattern.compile("^(er|re|º|°|o|ª)(?!\\p{L})").matcher(after);
      if (digits.toString().equals("1") && suffix.find()) {
        ordinal = true;
        for (int k = end; k < end + suffix.end(); k++) {
          taken[k] = true;
        }
        end += suffix.end();
      }
      int value = digits.length() > 9 ? Integer.MAX_VALUE : Integer.parseInt(digits.toString());
      parts.add(new Part(Kind.NUMBER, start, end, run, value, null, false, ordinal));
    }
    // Words: month names, weekdays, roman months between separators, number words in groups.
    int i = 0;
    List<int[]> wordGroup = new ArrayList<>();
    while (i < text.length()) {
      if (!Character.isLetter(text.charAt(i)) || taken[i]) {
        i++;
        continue;
      }
      int j = i;
      while (j < text.length() && Character.isLetter(text.charAt(j)) && !taken[j]) {
        j++;
      }
      String word = text.substring(i, j);
      Part named = named(text, word, i, j);
      if (named != null) {
        flushWords(text, wordGroup, parts);
        parts.add(named);
      } else if (NumberWords.isNumberWord(word)
          || !wordGroup.isEmpty() && NumberWords.isConnector(word)) {
        if (!wordGroup.isEmpty()
            && !text.substring(wordGroup.get(wordGroup.size() - 1)[1], i).matches("[\\s-]+")) {
          flushWords(text, wordGroup, parts);
        }
        wordGroup.add(new int[] {i, j});
      } else {
        flushWords(text, wordGroup, parts);
      }
      i = j;
    }
    flushWords(text, wordGroup, parts);
    parts.sort((a, b) -> Integer.compare(a.start(), b.start()));
    return parts;
  }

  private void flushWords(String text, List<int[]> group, List<Part> parts) {
    while (!group.isEmpty()
        && NumberWords.isConnector(
            text.substring(group.get(group.size() - 1)[0], group.get(group.size() - 1)[1]))) {
      group.remove(group.size() - 1);
    }
    if (group.isEmpty()) {
      return;
    }
    List<String> words = new ArrayList<>();
    for (int[] word : group) {
      words.add(text.substring(word[0], word[1]));
    }
    int value = NumberWords.parse(words);
    int start = group.get(0)[0];
    int end = group.get(group.size() - 1)[1];
    group.clear();
    boolean alone = words.size() == 1 && words.get(0).length() <= 3;
    if (value > 0 && value <= 2999 && !alone) {
      parts.add(
          new Part(
              Kind.WORDS,
              start,
              end,
              List.of(),
              value,
              NumberWords.languageOf(words, language.equals("es") ? "es" : "fr"),
              false,
              false));
    }
  }

  /** A month name, a weekday or a roman month, or null. */
  private Part named(String text, String word, int start, int end) {
    String key = TextFolding.key(word);
    for (String lang : languages) {
      List<String> full = FULL.get(lang);
      for (int m = 0; m < 12; m++) {
        if (TextFolding.key(full.get(m)).equals(key)) {
          return new Part(Kind.MONTH, start, end, List.of(), m + 1, lang, true, false);
        }
      }
    }
    for (String lang : languages) {
      List<String> shortNames = SHORT.get(lang);
      if (shortNames == null) {
        continue;
      }
      for (int m = 0; m < 12; m++) {
        if (TextFolding.key(shortNames.get(m)).equals(key)) {
          return new Part(Kind.MONTH, start, end, List.of(), m + 1, lang, false, false);
        }
      }
    }
    Integer variant = VARIANTS.get(key);
    if (variant != null) {
      // "setiembre" is a Spanish full name (written back as Spanish full names); the others are
      // French short spellings
      boolean spanish = key.equals("setiembre");
      return new Part(
          Kind.MONTH, start, end, List.of(), variant, spanish ? "es" : "fr", spanish, false);
    }
    for (String lang : languages) {
      List<String> days = WEEKDAYS.get(lang);
      if (days == null) {
        continue;
      }
      for (int d = 0; d < 7; d++) {
        if (TextFolding.key(days.get(d)).equals(key)) {
          return new Part(Kind.WEEKDAY, start, end, List.of(), d + 1, lang, true, false);
        }
      }
    }
    int roman = ROMAN.indexOf(word);
    if (roman >= 0
        && start > 0
        && end < text.length()
        && text.substring(0, start).matches("(?s).*\\d[-/. ]{1,3}")
        && text.substring(end).matches("(?s)[-/. ]{1,3}\\d.*")) {
      return new Part(Kind.ROMAN_MONTH, start, end, List.of(), roman + 1, null, false, false);
    }
    return null;
  }

  /** The month's name in the original word's language, length class and case. */
  private String monthLike(int month, Part original, String text) {
    String written = text.substring(original.start(), original.end());
    String lang = original.language();
    List<String> names =
        original.full() || !SHORT.containsKey(lang) ? FULL.get(lang) : SHORT.get(lang);
    return CaseShape.of(written).apply(names.get(month - 1));
  }
}
