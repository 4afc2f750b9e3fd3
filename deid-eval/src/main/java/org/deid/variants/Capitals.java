package org.deid.variants;

import java.util.Locale;
import java.util.SplittableRandom;
import org.deid.io.markup.MarkedDocument;

/**
 * Lines and blocks in capitals, as headers, address blocks and whole exports of old systems write
 * them: "ASSURÉE : CLAIRE MARTIN, 12 RUE DES LILAS". About one line in three is upper-cased, in
 * blocks of one to six lines. Characters keep their number, so spans keep their offsets.
 */
final class Capitals implements FormatFamily {

  @Override
  public String name() {
    return "caps";
  }

  @Override
  public String example() {
    return "Assurée : Claire Martin -> ASSURÉE : CLAIRE MARTIN";
  }

  @Override
  public MarkedDocument apply(
      MarkedDocument note, VariantContext context, SplittableRandom random) {
    char[] text = note.text().toCharArray();
    int blockLeft = 0;
    boolean lineStart = true;
    for (int i = 0; i < text.length; i++) {
      if (lineStart) {
        if (blockLeft == 0 && random.nextInt(6) == 0) {
          blockLeft = 1 + random.nextInt(6);
        }
        lineStart = false;
      }
      if (text[i] == '\n') {
        lineStart = true;
        blockLeft = Math.max(0, blockLeft - 1);
      } else if (blockLeft > 0) {
        text[i] = upper(text[i]);
      }
    }
    return new MarkedDocument(new String(text), note.spans());
  }

  /** The capital of a letter, one character for one: one whose capital is longer ("ß") stays. */
  static char upper(char c) {
    String upper = String.valueOf(c).toUpperCase(Locale.ROOT);
    return upper.length() == 1 ? upper.charAt(0) : c;
  }
}
