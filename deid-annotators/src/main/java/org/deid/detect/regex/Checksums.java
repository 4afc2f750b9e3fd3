package org.deid.detect.regex;

import java.math.BigInteger;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Check digits of the identifiers that carry one: French NIR key, Spanish DNI/NIE letter, Spanish
 * social security number (NSS), IBAN (ISO 13616 mod 97) and card numbers (Luhn). Every method
 * ignores spaces, dots and hyphens, and answers false for anything that is not of the right shape.
 */
public final class Checksums {

  private static final String DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
  private static final BigInteger NINETY_SEVEN = BigInteger.valueOf(97);
  // The shapes each check accepts, compiled once (String.matches compiles on every call).
  private static final Pattern NIR_SHAPE = Pattern.compile("[12378]\\d{4}(?:\\d{2}|2A|2B)\\d{8}");
  private static final Pattern NIE_SHAPE = Pattern.compile("[XYZ]\\d{7}[A-Z]");
  private static final Pattern DNI_SHAPE = Pattern.compile("\\d{8}[A-Z]");
  private static final Pattern NSS_SHAPE = Pattern.compile("\\d{12}");
  private static final Pattern IBAN_SHAPE = Pattern.compile("[A-Z]{2}\\d{2}[A-Z0-9]{11,30}");
  private static final Pattern CARD_SHAPE = Pattern.compile("\\d{13,19}");

  private Checksums() {}

  /** Removes the separators people write inside numbers: spaces, dots, hyphens, slashes. */
  static String compact(String value) {
    StringBuilder out = new StringBuilder(value.length());
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (!Character.isWhitespace(c) && c != '.' && c != '-' && c != '/' && c != '\u00a0') {
        out.append(c);
      }
    }
    return out.toString().toUpperCase(Locale.ROOT);
  }

  /**
   * Whether a French NIR (numéro de sécurité sociale) has a valid key: 13 characters (digits, with
   * 2A or 2B for Corsica in the department position) and a 2-digit key equal to 97 minus the number
   * mod 97.
   */
  public static boolean nir(String value) {
    String nir = compact(value);
    if (nir.length() != 15 || !NIR_SHAPE.matcher(nir).matches()) {
      return false;
    }
    return Integer.parseInt(nir.substring(13)) == nirKey(nir.substring(0, 13));
  }

  /**
   * The 2-digit key of a NIR's first 13 characters, Corsica included: department 2A is read as 19
   * and 2B as 18 (the rule python-stdnum's fr/nir.py documents, with its published examples
   * 253072A07300443 and 253072B07300470).
   */
  public static int nirKey(String thirteen) {
    String digits =
        switch (thirteen.substring(5, 7)) {
          case "2A" -> thirteen.substring(0, 5) + "19" + thirteen.substring(7);
          case "2B" -> thirteen.substring(0, 5) + "18" + thirteen.substring(7);
          default -> thirteen;
        };
    return nirKey(Long.parseLong(digits));
  }

  /** The 2-digit key of a 13-digit NIR number (Corsica already turned into digits). */
  public static int nirKey(long thirteenDigits) {
    return 97 - (int) (thirteenDigits % 97);
  }

  /** The control letter of a DNI number (for a NIE, X/Y/Z first become 0/1/2). */
  public static char dniLetter(long number) {
    return DNI_LETTERS.charAt((int) (number % 23));
  }

  /** The two control digits of a Spanish social security number. */
  public static int spanishSocialSecurityControl(long province, long number) {
    long base =
        number < 10_000_000L ? number + province * 10_000_000L : province * 100_000_000L + number;
    return (int) (base % 97);
  }

  /** The Luhn check digit to append to a string of digits. */
  public static int luhnCheckDigit(String payload) {
    int sum = 0;
    boolean twice = true; // the payload's last digit is doubled once the check digit follows it
    for (int i = payload.length() - 1; i >= 0; i--) {
      int digit = payload.charAt(i) - '0';
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

  /**
   * Whether a Spanish DNI (8 digits and a letter) or NIE (X, Y or Z, 7 digits and a letter) has the
   * right control letter.
   */
  public static boolean dniNie(String value) {
    String id = compact(value);
    if (NIE_SHAPE.matcher(id).matches()) {
      id = "XYZ".indexOf(id.charAt(0)) + id.substring(1);
    }
    if (!DNI_SHAPE.matcher(id).matches()) {
      return false;
    }
    return dniLetter(Long.parseLong(id.substring(0, 8))) == id.charAt(8);
  }

  /**
   * Whether a Spanish social security number (NSS/NASS: 2-digit province, 8-digit number, 2 control
   * digits) has the right control digits.
   */
  public static boolean spanishSocialSecurity(String value) {
    String nss = compact(value);
    if (!NSS_SHAPE.matcher(nss).matches()) {
      return false;
    }
    long province = Long.parseLong(nss.substring(0, 2));
    long number = Long.parseLong(nss.substring(2, 10));
    return spanishSocialSecurityControl(province, number) == Integer.parseInt(nss.substring(10));
  }

  /** Whether an IBAN (country code, 2 check digits, up to 30 letters or digits) is valid. */
  public static boolean iban(String value) {
    String iban = compact(value);
    if (!IBAN_SHAPE.matcher(iban).matches()) {
      return false;
    }
    String rearranged = iban.substring(4) + iban.substring(0, 4);
    StringBuilder digits = new StringBuilder(rearranged.length() * 2);
    for (int i = 0; i < rearranged.length(); i++) {
      digits.append(Character.digit(rearranged.charAt(i), 36));
    }
    return new BigInteger(digits.toString()).mod(NINETY_SEVEN).intValue() == 1;
  }

  /** Whether a card number (13 to 19 digits) passes the Luhn check. */
  public static boolean luhn(String value) {
    String number = compact(value);
    if (!CARD_SHAPE.matcher(number).matches()) {
      return false;
    }
    int last = number.length() - 1;
    return luhnCheckDigit(number.substring(0, last)) == number.charAt(last) - '0';
  }
}
