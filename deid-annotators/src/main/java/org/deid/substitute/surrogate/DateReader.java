package org.deid.substitute.surrogate;

import java.time.LocalDate;
import java.util.Optional;

/** Reads the date a PHI's text holds, in the forms the date surrogates write (for evaluation). */
public final class DateReader {

  private DateReader() {}

  /** The date of a text in a language, or empty when it holds none deid can read. */
  public static Optional<LocalDate> read(String language, String text) {
    return new DateSurrogates(language, 0).read(text);
  }
}
