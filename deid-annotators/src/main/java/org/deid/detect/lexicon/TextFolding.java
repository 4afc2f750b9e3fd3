package org.deid.detect.lexicon;

import java.text.Normalizer;

/**
 * Folds text for gazetteer look-up: lower case, diacritics removed, typographic apostrophes made
 * straight. Folding is one char for one char, so offsets in folded text are offsets in the
 * original.
 */
public final class TextFolding {

  private static final char[] TABLE = new char[0x250];

  static {
    for (char c = 0; c < TABLE.length; c++) {
      String decomposed = Normalizer.normalize(String.valueOf(c), Normalizer.Form.NFD);
      TABLE[c] = Character.toLowerCase(decomposed.charAt(0));
    }
  }

  private TextFolding() {}

  /** The folded form of one char. */
  public static char fold(char c) {
    if (c < TABLE.length) {
      return TABLE[c];
    }
    if (c == '\u2019' || c == '\u02bc') {
      return '\'';
    }
    return Character.toLowerCase(c);
  }

  /** The folded form of a text, same length as the text. */
  public static char[] fold(CharSequence text) {
    char[] folded = new char[text.length()];
    for (int i = 0; i < folded.length; i++) {
      folded[i] = fold(text.charAt(i));
    }
    return folded;
  }

  /** The look-up key of a gazetteer entry: folded, white space runs made one space, trimmed. */
  public static String key(CharSequence entry) {
    StringBuilder key = new StringBuilder(entry.length());
    boolean space = false;
    for (int i = 0; i < entry.length(); i++) {
      char c = fold(entry.charAt(i));
      if (Character.isWhitespace(c)) {
        space = key.length() > 0;
      } else {
        if (space) {
          key.append(' ');
          space = false;
        }
        key.append(c);
      }
    }
    return key.toString();
  }
}
