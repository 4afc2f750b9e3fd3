package org.deid.synth;

import java.time.LocalDate;
import java.util.List;
import java.util.SplittableRandom;

/** Writes a date in the many ways clinical notes do, per language. */
final class Dates {

  private static final List<String> FRENCH_COMPACT =
      List.of(
          "janv", "fév", "mars", "avr", "mai", "juin", "juil", "août", "sept", "oct", "nov", "déc");
  private static final List<String> SPANISH_COMPACT =
      List.of("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic");

  private Dates() {}

  /**
   * A date in a style: numeric, spelled, short (no year), month (month and year), year, compact
   * (glued: {@code mar2021}, {@code 12mar}), partial (day/month: {@code 3/4}), yy (two-digit year:
   * {@code 92}); empty for a random style weighted towards numeric dates.
   */
  static String format(
      LocalDate date, String style, SynthLanguage language, SplittableRandom random) {
    String chosen = style.isEmpty() ? randomStyle(random) : style;
    return switch (chosen) {
      case "numeric" -> numeric(date, random);
      case "spelled" -> spelled(date, language, random);
      case "short" -> shortDate(date, language, random);
      case "month" -> month(date, language, random);
      case "year" -> Integer.toString(date.getYear());
      case "compact" -> compact(date, language, random);
      case "partial" -> date.getDayOfMonth() + "/" + date.getMonthValue();
      case "yy" -> two(date.getYear() % 100);
      default -> throw new IllegalArgumentException("Unknown date style " + chosen);
    };
  }

  /** A style for a date of a history list: mostly a bare year, else a month, compact or 2-digit. */
  static String historyStyle(SplittableRandom random) {
    int draw = random.nextInt(100);
    return draw < 60 ? "year" : draw < 75 ? "month" : draw < 90 ? "compact" : "yy";
  }

  private static String randomStyle(SplittableRandom random) {
    int draw = random.nextInt(100);
    return draw < 55
        ? "numeric"
        : draw < 80 ? "spelled" : draw < 90 ? "short" : draw < 96 ? "month" : "year";
  }

  private static String numeric(LocalDate date, SplittableRandom random) {
    String dd = two(date.getDayOfMonth());
    String mm = two(date.getMonthValue());
    String yyyy = Integer.toString(date.getYear());
    String yy = two(date.getYear() % 100);
    int draw = random.nextInt(100);
    if (draw < 40) {
      return dd + "/" + mm + "/" + yyyy;
    } else if (draw < 48) {
      return date.getDayOfMonth() + "/" + date.getMonthValue() + "/" + yyyy;
    } else if (draw < 60) {
      return dd + "/" + mm + "/" + yy;
    } else if (draw < 72) {
      return dd + "-" + mm + "-" + yyyy;
    } else if (draw < 82) {
      return dd + "." + mm + "." + yyyy;
    } else if (draw < 88) {
      return dd + "." + mm + "." + yy;
    } else if (draw < 94) {
      return dd + "-" + mm + "-" + yy;
    }
    return yyyy + "-" + mm + "-" + dd;
  }

  private static String spelled(LocalDate date, SynthLanguage language, SplittableRandom random) {
    int day = date.getDayOfMonth();
    String month = language.months().get(date.getMonthValue() - 1);
    String abbreviated = language.shortMonths().get(date.getMonthValue() - 1);
    String weekday = language.weekdays().get(date.getDayOfWeek().getValue() - 1);
    int year = date.getYear();
    int draw = random.nextInt(100);
    if (language == SynthLanguage.FR) {
      String dayText = day == 1 && random.nextBoolean() ? "1er" : Integer.toString(day);
      if (draw < 55) {
        return dayText + " " + month + " " + year;
      } else if (draw < 68) {
        return two(day) + " " + month + " " + year;
      } else if (draw < 82) {
        return dayText + " " + abbreviated + " " + year;
      } else if (draw < 92) {
        return weekday + " " + dayText + " " + month + " " + year;
      }
      return dayText + " " + capitalise(month) + " " + year;
    }
    if (draw < 55) {
      return day + " de " + month + " de " + year;
    } else if (draw < 65) {
      return day + " de " + month + " del " + year;
    } else if (draw < 78) {
      return two(day) + "-" + abbreviated.replace(".", "") + "-" + year;
    } else if (draw < 88) {
      return weekday + ", " + day + " de " + month + " de " + year;
    }
    return day + " de " + capitalise(month) + " de " + year;
  }

  private static String shortDate(LocalDate date, SynthLanguage language, SplittableRandom random) {
    int day = date.getDayOfMonth();
    String month = language.months().get(date.getMonthValue() - 1);
    String abbreviated = language.shortMonths().get(date.getMonthValue() - 1);
    int draw = random.nextInt(3);
    if (draw == 0) {
      return two(day) + "/" + two(date.getMonthValue());
    }
    if (language == SynthLanguage.FR) {
      return day + " " + (draw == 1 ? month : abbreviated);
    }
    return draw == 1 ? day + " de " + month : two(day) + "-" + abbreviated.replace(".", "");
  }

  private static String month(LocalDate date, SynthLanguage language, SplittableRandom random) {
    String month = language.months().get(date.getMonthValue() - 1);
    int year = date.getYear();
    return switch (random.nextInt(4)) {
      case 0 -> two(date.getMonthValue()) + "/" + year;
      case 1 -> capitalise(month) + " " + year;
      default -> language == SynthLanguage.FR ? month + " " + year : month + " de " + year;
    };
  }

  /**
   * A date written without spaces, as hurried notes and history lists do: day and month glued
   * ({@code 12janv}, {@code 3fév}, {@code 12ene}), month and year glued or hyphenated ({@code
   * nov2019}, {@code mar-2021}, {@code mars1998}), or all three ({@code 5mai20}). Day/month alone
   * and two-digit years are the styles partial and yy.
   */
  private static String compact(LocalDate date, SynthLanguage language, SplittableRandom random) {
    List<String> months = language == SynthLanguage.FR ? FRENCH_COMPACT : SPANISH_COMPACT;
    String month = months.get(date.getMonthValue() - 1);
    return switch (random.nextInt(5)) {
      case 0 -> date.getDayOfMonth() + month;
      case 1 -> month + date.getYear();
      case 2 -> month + "-" + date.getYear();
      case 3 -> date.getDayOfMonth() + month + two(date.getYear() % 100);
      default -> language.months().get(date.getMonthValue() - 1) + date.getYear();
    };
  }

  private static String capitalise(String word) {
    return Character.toUpperCase(word.charAt(0)) + word.substring(1);
  }

  private static String two(int value) {
    return value < 10 ? "0" + value : Integer.toString(value);
  }

  /** The month names a test may look for. */
  static List<String> months(SynthLanguage language) {
    return language.months();
  }
}
