package org.deid.synth;

import java.util.SplittableRandom;

/**
 * Synthetic identifiers that pass the checks real ones pass: NIR key, RPPS Luhn digit, DNI/NIE
 * letter, NASS control digits. The digits are random; the checks are the published algorithms.
 */
public final class Identifiers {

  private static final String DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

  private Identifiers() {}

  /** The two-digit key of a 13-digit French NIR: 97 minus the number modulo 97. */
  public static int nirKey(String thirteenDigits) {
    return 97 - (int) (Long.parseLong(thirteenDigits) % 97);
  }

  /** The Luhn check digit to append to a string of digits. */
  public static int luhnDigit(String digits) {
    int sum = 0;
    boolean twice = true; // the rightmost payload digit is doubled once the check digit follows
    for (int i = digits.length() - 1; i >= 0; i--) {
      int digit = digits.charAt(i) - '0';
      if (twice) {
        digit *= 2;
        if (digit > 9) {
          digit -= 9;
        }
      }
      sum += digit;
      twice = !twice;
    }
    return (10 - sum % 10) % 10;
  }

  /** The control letter of a Spanish DNI number (for a NIE, X/Y/Z first become 0/1/2). */
  public static char dniLetter(long number) {
    return DNI_LETTERS.charAt((int) (number % 23));
  }

  /** The two control digits of a Spanish NASS: province and number modulo 97. */
  public static int nassControl(String provinceAndNumber) {
    return (int) (Long.parseLong(provinceAndNumber) % 97);
  }

  /** A NIR for a person of the given sex, birth year and month, born in the given department. */
  static String nir(SplittableRandom random, boolean female, int year, int month, String dept) {
    String body =
        (female ? "2" : "1")
            + two(year % 100)
            + two(month)
            + dept
            + three(1 + random.nextInt(990))
            + three(1 + random.nextInt(999));
    return body + two(nirKey(body));
  }

  /** An 11-digit RPPS number starting with 10, its last digit a Luhn check. */
  static String rpps(SplittableRandom random) {
    String body = "10" + digits(random, 8);
    return body + luhnDigit(body);
  }

  /** A DNI (8 digits and a letter) or, one time in six, a NIE (X, Y or Z, 7 digits, a letter). */
  static String dni(SplittableRandom random) {
    if (random.nextInt(6) == 0) {
      int prefix = random.nextInt(3);
      String digits = digits(random, 7);
      return "XYZ".charAt(prefix) + digits + dniLetter(Long.parseLong(prefix + digits));
    }
    long number = 1_000_000L + random.nextLong(99_000_000L);
    return String.format("%08d", number) + dniLetter(number);
  }

  /** A NASS: two-digit province, eight digits, two control digits. */
  static String nass(SplittableRandom random) {
    String body = two(1 + random.nextInt(52)) + digits(random, 8);
    return body + two(nassControl(body));
  }

  /** {@code count} random digits. */
  static String digits(SplittableRandom random, int count) {
    StringBuilder digits = new StringBuilder(count);
    for (int i = 0; i < count; i++) {
      digits.append((char) ('0' + random.nextInt(10)));
    }
    return digits.toString();
  }

  private static String two(int value) {
    return value < 10 ? "0" + value : Integer.toString(value);
  }

  private static String three(int value) {
    return String.format("%03d", value);
  }
}
