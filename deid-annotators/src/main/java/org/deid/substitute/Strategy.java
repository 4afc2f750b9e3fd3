package org.deid.substitute;

import java.util.Arrays;
import java.util.Locale;

/** How one PHI is rewritten. */
public enum Strategy {
  /** Its category in brackets, e.g. {@code [NAME]}. */
  TAG,
  /** Removed: nothing is written in its place. */
  REDACT,
  /** Each letter and digit replaced by {@code X}, separators kept: {@code XX/XX/XXXX}. */
  MASK,
  /** A realistic surrogate in the original's form (dates shifted, names drawn, IDs re-drawn). */
  SURROGATE,
  /** Left as it is (e.g. countries, sex), when the policy says so. */
  KEEP,
  /**
   * Dates only: Tchouka et al.'s local differential privacy on the intervals between the note's
   * dates (bounded Laplace), each date written back in its form; other categories get their
   * surrogate.
   */
  LDP;

  /** The strategy of a name as users write it ({@code surrogate}, {@code shift}, ...). */
  public static Strategy parse(String name) {
    String key = name.trim().toLowerCase(Locale.ROOT);
    if (key.equals("shift")) {
      return SURROGATE; // DATE=shift: the surrogate of a date is the shifted date
    }
    for (Strategy strategy : values()) {
      if (strategy.name().toLowerCase(Locale.ROOT).equals(key)) {
        return strategy;
      }
    }
    throw new IllegalArgumentException(
        "Unknown strategy '"
            + name
            + "': use one of "
            + Arrays.stream(values()).map(s -> s.name().toLowerCase(Locale.ROOT)).toList()
            + " (shift is the surrogate of a date)");
  }
}
