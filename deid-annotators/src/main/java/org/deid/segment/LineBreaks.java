package org.deid.segment;

/** Where lines break; shared by the tokenizer and the sentence splitter so they agree. */
final class LineBreaks {

  private LineBreaks() {}

  /** Length of the line break starting at {@code i} (2 for CR LF), or 0 when there is none. */
  static int lengthAt(CharSequence text, int i) {
    char c = text.charAt(i);
    switch (c) {
      case '\r':
        return i + 1 < text.length() && text.charAt(i + 1) == '\n' ? 2 : 1;
      case '\n', '\u000B', '\f', '\u0085', '\u2028', '\u2029':
        return 1;
      default:
        return 0;
    }
  }
}
