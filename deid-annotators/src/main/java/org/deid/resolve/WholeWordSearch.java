package org.deid.resolve;

/**
 * Finds a word where it stands whole: no letter or number ({@code \p{L}}, {@code \p{N}}) right
 * before or after it. Same answer as the regex {@code (?<![\p{L}\p{N}])WORD(?![\p{L}\p{N}])},
 * without trying every position of the text: a plain search finds each occurrence.
 */
final class WholeWordSearch {

  private WholeWordSearch() {}

  /** The first whole occurrence of {@code word} in {@code text} from {@code from}, or -1. */
  static int indexOf(String text, String word, int from) {
    if (word.isEmpty()) {
      return -1;
    }
    for (int at = text.indexOf(word, from); at >= 0; at = text.indexOf(word, at + 1)) {
      int end = at + word.length();
      if ((at == 0 || !isLetterOrNumber(Character.codePointBefore(text, at)))
          && (end == text.length() || !isLetterOrNumber(Character.codePointAt(text, end)))) {
        return at;
      }
    }
    return -1;
  }

  /** {@code \p{L}} or {@code \p{N}} as java.util.regex reads them. */
  static boolean isLetterOrNumber(int codePoint) {
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
}
