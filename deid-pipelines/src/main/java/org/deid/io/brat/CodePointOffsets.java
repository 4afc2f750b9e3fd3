package org.deid.io.brat;

import java.util.Arrays;

/**
 * Converts between brat offsets (Unicode code points, as Python counts them) and UIMA offsets
 * (UTF-16 code units, as Java counts them). They differ only after a character outside the Basic
 * Multilingual Plane (an emoji, a rare CJK ideograph), so the common case costs nothing.
 */
final class CodePointOffsets {

  private final int codePointLength;

  /** UTF-16 offset of each code point offset (one more entry than code points); null: identity. */
  private final int[] charOffsets;

  CodePointOffsets(String text) {
    codePointLength = text.codePointCount(0, text.length());
    if (codePointLength == text.length()) {
      charOffsets = null;
    } else {
      charOffsets = new int[codePointLength + 1];
      int index = 0;
      int codePoint = 0;
      while (index < text.length()) {
        charOffsets[codePoint++] = index;
        index += Character.charCount(text.codePointAt(index));
      }
      charOffsets[codePoint] = index;
    }
  }

  /** The length of the text in code points. */
  int codePointLength() {
    return codePointLength;
  }

  /** The UTF-16 offset of a code point offset between 0 and {@link #codePointLength()}. */
  int toChar(int codePointOffset) {
    return charOffsets == null ? codePointOffset : charOffsets[codePointOffset];
  }

  /**
   * The code point offset of a UTF-16 offset; an offset inside a surrogate pair maps to the code
   * point that the pair encodes.
   */
  int toCodePoint(int charOffset) {
    if (charOffsets == null) {
      return charOffset;
    }
    int found = Arrays.binarySearch(charOffsets, charOffset);
    return found >= 0 ? found : -found - 2;
  }
}
