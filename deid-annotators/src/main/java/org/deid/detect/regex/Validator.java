package org.deid.detect.regex;

import java.util.Locale;
import java.util.function.Predicate;

/** A check beyond the pattern, named in the {@code validator} column of a pattern file. */
public enum Validator {
  /** No check: the pattern alone decides ({@code -} in the pattern file). */
  NONE(value -> true),
  /** French NIR key (mod 97, Corsica 2A/2B). */
  NIR(Checksums::nir),
  /** Spanish DNI or NIE control letter. */
  DNI_NIE(Checksums::dniNie),
  /** Spanish social security number control digits (mod 97). */
  NSS(Checksums::spanishSocialSecurity),
  /** IBAN check digits (mod 97). */
  IBAN(Checksums::iban),
  /** Card number Luhn check. */
  LUHN(Checksums::luhn);

  private final Predicate<String> check;

  Validator(Predicate<String> check) {
    this.check = check;
  }

  /** Whether the matched text passes the check. */
  public boolean accepts(String value) {
    return check.test(value);
  }

  /**
   * Parses the column value: {@code -} is {@link #NONE}, otherwise a constant's name.
   *
   * @throws IllegalArgumentException naming the unknown validator
   */
  public static Validator parse(String column) {
    if (column.equals("-")) {
      return NONE;
    }
    return valueOf(column.toUpperCase(Locale.ROOT));
  }
}
