package org.deid.synth;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** French numbers written in words, for addresses as letters spell them ("douze rue des Lilas"). */
final class NumberWords {

  private static final List<String> UNITS =
      List.of(
          "zéro",
          "un",
          "deux",
          "trois",
          "quatre",
          "cinq",
          "six",
          "sept",
          "huit",
          "neuf",
          "dix",
          "onze",
          "douze",
          "treize",
          "quatorze",
          "quinze",
          "seize",
          "dix-sept",
          "dix-huit",
          "dix-neuf");
  private static final List<String> TENS =
      List.of("", "", "vingt", "trente", "quarante", "cinquante", "soixante");

  /** A street number at the start of an address: digits, then an optional B, bis or ter. */
  private static final Pattern LEADING_NUMBER = Pattern.compile("^(\\d{1,3})(B\\b)?");

  private NumberWords() {}

  /**
   * A number from 0 to 999 in French words, with the 1990 hyphenation of the usual forms
   * (vingt-et-un, soixante-dix-sept, quatre-vingts, deux cents).
   *
   * @throws IllegalArgumentException outside 0 to 999
   */
  static String french(int number) {
    if (number < 0 || number > 999) {
      throw new IllegalArgumentException("French number words cover 0 to 999, not " + number);
    }
    if (number < 100) {
      return belowHundred(number);
    }
    int hundreds = number / 100;
    int rest = number % 100;
    String head = hundreds == 1 ? "cent" : UNITS.get(hundreds) + " cent" + (rest == 0 ? "s" : "");
    return rest == 0 ? head : head + " " + belowHundred(rest);
  }

  private static String belowHundred(int number) {
    if (number < 20) {
      return UNITS.get(number);
    }
    if (number < 70) {
      int unit = number % 10;
      String tens = TENS.get(number / 10);
      return unit == 0 ? tens : tens + (unit == 1 ? "-et-un" : "-" + UNITS.get(unit));
    }
    if (number < 80) {
      int rest = number - 60;
      return "soixante" + (rest == 11 ? "-et-onze" : "-" + UNITS.get(rest));
    }
    int rest = number - 80;
    return rest == 0 ? "quatre-vingts" : "quatre-vingt-" + UNITS.get(rest);
  }

  /**
   * The address with its leading street number in words: "12 bis rue X" becomes "douze bis rue X",
   * "7B rue X" becomes "sept bis rue X"; an address without a number is returned as it is.
   */
  static String streetInWords(String street) {
    Matcher matcher = LEADING_NUMBER.matcher(street);
    if (!matcher.find()) {
      return street;
    }
    String words = french(Integer.parseInt(matcher.group(1)));
    String suffix = matcher.group(2) == null ? "" : " bis";
    return words + suffix + street.substring(matcher.end());
  }
}
