package org.deid.eval;

import java.util.ArrayList;
import java.util.List;

/**
 * The evaluation's notion of a token: a maximal run of alphanumeric characters. "Alphanumeric"
 * follows Python's {@code str.isalnum()}, which the MEDDOCAN script uses to decide whether two
 * spans merge: Unicode letters (Lu, Ll, Lt, Lm, Lo) and numbers (Nd, Nl, No). Everything else
 * (spaces, punctuation, symbols, combining marks) separates tokens.
 */
public final class AlphanumericTokenizer {

  private AlphanumericTokenizer() {}

  /** Whether a code point is alphanumeric in the sense of Python's {@code str.isalnum()}. */
  public static boolean isAlphanumeric(int codePoint) {
    return switch (Character.getType(codePoint)) {
      case Character.UPPERCASE_LETTER,
              Character.LOWERCASE_LETTER,
              Character.TITLECASE_LETTER,
              Character.MODIFIER_LETTER,
              Character.OTHER_LETTER,
              Character.DECIMAL_DIGIT_NUMBER,
              Character.LETTER_NUMBER,
              Character.OTHER_NUMBER ->
          true;
      default -> false;
    };
  }

  /** Whether {@code text[from, to)} holds no alphanumeric character (true when empty). */
  public static boolean isAllNonAlphanumeric(CharSequence text, int from, int to) {
    int i = from;
    while (i < to) {
      int codePoint = Character.codePointAt(text, i);
      if (isAlphanumeric(codePoint)) {
        return false;
      }
      i += Character.charCount(codePoint);
    }
    return true;
  }

  /** The tokens of the whole text, in order. */
  public static List<Span> tokens(CharSequence text) {
    return tokens(text, 0, text.length());
  }

  /** The tokens inside {@code text[from, to)}, cut at the bounds, in order. */
  public static List<Span> tokens(CharSequence text, int from, int to) {
    List<Span> tokens = new ArrayList<>();
    int start = -1;
    int i = from;
    while (i < to) {
      int codePoint = Character.codePointAt(text, i);
      boolean alphanumeric = isAlphanumeric(codePoint);
      if (alphanumeric && start < 0) {
        start = i;
      } else if (!alphanumeric && start >= 0) {
        tokens.add(new Span(start, i));
        start = -1;
      }
      i += Character.charCount(codePoint);
    }
    if (start >= 0) {
      tokens.add(new Span(start, to));
    }
    return tokens;
  }
}
