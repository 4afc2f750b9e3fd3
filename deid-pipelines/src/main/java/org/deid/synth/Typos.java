package org.deid.synth;

import java.util.SplittableRandom;

/** Small typing errors in a word: two letters swapped, a letter dropped or doubled. */
final class Typos {

  private Typos() {}

  /**
   * The text with one typing error inside it; texts shorter than four characters come back
   * unchanged. The first and last characters stay in place, so the text keeps its boundaries.
   */
  static String apply(String text, SplittableRandom random) {
    if (text.length() < 4) {
      return text;
    }
    int at = 1 + random.nextInt(text.length() - 2);
    char c = text.charAt(at);
    if (!Character.isLetter(c)) {
      return text;
    }
    return switch (random.nextInt(3)) {
      case 0 ->
          Character.isLetter(text.charAt(at + 1)) && at + 1 < text.length() - 1
              ? text.substring(0, at) + text.charAt(at + 1) + c + text.substring(at + 2)
              : text;
      case 1 -> text.substring(0, at) + text.substring(at + 1);
      default -> text.substring(0, at) + c + text.substring(at);
    };
  }
}
