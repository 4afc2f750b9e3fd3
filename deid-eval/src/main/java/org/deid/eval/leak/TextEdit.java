package org.deid.eval.leak;

import java.util.Objects;

/**
 * One replacement made by substitution: original characters {@code [begin, end)} became {@code
 * replacement}.
 *
 * @param begin first replaced character of the original text, inclusive
 * @param end last replaced character of the original text, exclusive
 * @param replacement the text written in their place (a surrogate, a tag, a mask)
 */
public record TextEdit(int begin, int end, String replacement) {

  /** Validates offsets and replacement. */
  public TextEdit {
    Objects.requireNonNull(replacement, "replacement");
    if (begin < 0 || end < begin) {
      throw new IllegalArgumentException("Bad edit offsets [" + begin + ", " + end + ")");
    }
  }
}
