package org.deid.detect.regex;

/**
 * Where a character class of a pattern's source ends: the readers of the sources ({@link
 * MatchStarts}, {@link RequiredLiteral}) skip classes without interpreting them, nested classes and
 * escapes ({@code \p{L}}, {@code \]}) included.
 */
final class CharacterClassSource {

  private CharacterClassSource() {}

  /**
   * The offset after the class that opens at {@code from} (a {@code [}), or -1 where a reader
   * should give up: a quotation ({@code \Q...\E}) or a leading {@code ]}, which engines read
   * differently.
   */
  static int end(String source, int from) {
    int at = from;
    int depth = 0;
    do {
      char c = source.charAt(at);
      if (c == '\\') {
        char next = source.charAt(at + 1);
        if (next == 'Q' || next == 'E') {
          return -1;
        }
        at +=
            (next == 'p' || next == 'P') && source.charAt(at + 2) == '{'
                ? source.indexOf('}', at) + 1 - at
                : 2;
        continue;
      }
      if (c == '[') {
        depth++;
        at++;
        if (source.startsWith("^", at)) {
          at++;
        }
        if (source.startsWith("]", at)) {
          return -1;
        }
        continue;
      }
      if (c == ']') {
        depth--;
      }
      at++;
    } while (depth > 0);
    return at;
  }
}
