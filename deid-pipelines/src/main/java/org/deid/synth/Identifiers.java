package org.deid.synth;

import java.time.LocalDate;
import java.util.List;
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
    return Checksums.nirKey(thirteenDigits);
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

  /**
   * A Spanish encounter number in the shape of its kind: peticion (lab request: the date and a
   * counter, {@code 190305-2214}), muestra (sample: a lab prefix and year, {@code MB19-330518}),
   * biopsia ({@code B19-07261}), estudio (imaging: modality and year, {@code RX19-0442918}),
   * episodio ({@code U-19-30417}, or 7 to 8 digits); empty: any kind.
   */
  static String encounter(String kind, LocalDate date, SplittableRandom random) {
    String chosen =
        kind.isEmpty()
            ? List.of("peticion", "muestra", "biopsia", "estudio", "episodio")
                .get(random.nextInt(5))
            : kind;
    String yy = two(date.getYear() % 100);
    String yyyy = Integer.toString(date.getYear());
    String sep = random.nextInt(3) == 0 ? "/" : "-";
    return switch (chosen) {
      case "peticion" ->
          switch (random.nextInt(3)) {
            case 0 ->
                yy
                    + two(date.getMonthValue())
                    + two(date.getDayOfMonth())
                    + "-"
                    + digits(random, 4);
            case 1 -> yy + digits(random, 7);
            default -> "P" + yyyy + sep + digits(random, 6);
          };
      case "muestra" ->
          pick(random, "MB", "GEN", "M", "H", "BQ", "CIT", "MOL")
              + (random.nextBoolean() ? "-" : "")
              + yy
              + "-"
              + digits(random, 4 + random.nextInt(3));
      case "biopsia" ->
          pick(random, "B", "Q", "C", "AP") + yy + sep + digits(random, 4 + random.nextInt(2));
      case "estudio" ->
          switch (random.nextInt(3)) {
            case 0 -> pick(random, "RX", "TC", "RM", "ECO", "MG") + yy + "-" + digits(random, 7);
            case 1 -> pick(random, "TC", "RM", "RX", "US") + "-" + yyyy + "-" + digits(random, 6);
            default -> "A" + digits(random, 9);
          };
      case "episodio" ->
          switch (random.nextInt(3)) {
            case 0 -> pick(random, "Q", "U", "H", "C") + "-" + yy + "-" + digits(random, 5);
            case 1 -> pick(random, "U", "H") + yyyy + "/" + digits(random, 6);
            default -> (1 + random.nextInt(9)) + digits(random, 6 + random.nextInt(2));
          };
      default -> throw new IllegalArgumentException("Unknown encounter kind " + chosen);
    };
  }

  /** A private insurer's member number: {@code 012-448190-03}, {@code 0003 5190 2267 4418}. */
  static String insuranceMember(SplittableRandom random) {
    return switch (random.nextInt(4)) {
      case 0 -> digits(random, 3) + "-" + digits(random, 6) + "-" + digits(random, 2);
      case 1 ->
          String.join(
              " ", digits(random, 4), digits(random, 4), digits(random, 4), digits(random, 4));
      case 2 -> digits(random, 10 + random.nextInt(4));
      default -> (char) ('A' + random.nextInt(26)) + digits(random, 8) + "/" + digits(random, 2);
    };
  }

  private static String pick(SplittableRandom random, String... options) {
    return options[random.nextInt(options.length)];
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
