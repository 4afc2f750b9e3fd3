package org.deid.synth;

import java.util.SplittableRandom;
import org.deid.detect.regex.Checksums;

/**
 * Synthetic identifiers that pass the checks real ones pass: NIR key, RPPS Luhn digit, DNI/NIE
 * letter, NASS control digits. The digits are random; the checks are the published algorithms.
 */
public final class Identifiers {

  private Identifiers() {}

  /** The two-digit key of a 13-digit French NIR: 97 minus the number modulo 97. */
  public static int nirKey(String thirteenDigits) {
    return Checksums.nirKey(Long.parseLong(thirteenDigits));
  }

  /** The Luhn check digit to append to a string of digits. */
  public static int luhnDigit(String digits) {
    return Checksums.luhnCheckDigit(digits);
  }

  /** The control letter of a Spanish DNI number (for a NIE, X/Y/Z first become 0/1/2). */
  public static char dniLetter(long number) {
    return Checksums.dniLetter(number);
  }

  /** The two control digits of a Spanish NASS, given its 2-digit province and 8-digit number. */
  public static int nassControl(String provinceAndNumber) {
    return Checksums.spanishSocialSecurityControl(
        Long.parseLong(provinceAndNumber.substring(0, 2)),
        Long.parseLong(provinceAndNumber.substring(2)));
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
