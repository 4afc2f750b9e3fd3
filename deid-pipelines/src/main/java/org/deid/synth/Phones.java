package org.deid.synth;

import java.util.SplittableRandom;

/** French and Spanish telephone numbers in the spellings notes use. */
final class Phones {

  private Phones() {}

  /** A random phone number of the language's country in a random spelling. */
  static String format(SynthLanguage language, SplittableRandom random) {
    return language == SynthLanguage.FR ? french(random) : spanish(random);
  }

  private static String french(SplittableRandom random) {
    int lead = random.nextInt(10) < 3 ? 6 + random.nextInt(2) : 1 + random.nextInt(5);
    String rest = Identifiers.digits(random, 8);
    String[] pairs = {
      "0" + lead,
      rest.substring(0, 2),
      rest.substring(2, 4),
      rest.substring(4, 6),
      rest.substring(6)
    };
    int draw = random.nextInt(100);
    if (draw < 40) {
      return String.join(" ", pairs);
    } else if (draw < 55) {
      return String.join(".", pairs);
    } else if (draw < 65) {
      return String.join("", pairs);
    } else if (draw < 72) {
      return String.join("-", pairs);
    } else if (draw < 85) {
      return "+33 " + lead + " " + String.join(" ", pairs[1], pairs[2], pairs[3], pairs[4]);
    } else if (draw < 92) {
      return "+33 (0)" + lead + " " + String.join(" ", pairs[1], pairs[2], pairs[3], pairs[4]);
    }
    return "+33" + lead + rest;
  }

  private static String spanish(SplittableRandom random) {
    int lead = random.nextInt(10) < 4 ? 6 : 9;
    String number = lead + Identifiers.digits(random, 8);
    String three =
        number.substring(0, 3) + " " + number.substring(3, 6) + " " + number.substring(6);
    int draw = random.nextInt(100);
    if (draw < 30) {
      return three;
    } else if (draw < 55) {
      return number;
    } else if (draw < 65) {
      return number.substring(0, 2)
          + " "
          + number.substring(2, 5)
          + " "
          + number.substring(5, 7)
          + " "
          + number.substring(7);
    } else if (draw < 72) {
      return number.substring(0, 3) + "-" + number.substring(3, 6) + "-" + number.substring(6);
    } else if (draw < 85) {
      return "+34 " + three;
    } else if (draw < 92) {
      return "(+34) " + number;
    }
    return "+34" + number;
  }
}
