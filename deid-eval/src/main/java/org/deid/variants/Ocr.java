package org.deid.variants;

import java.util.SplittableRandom;
import org.deid.io.markup.MarkedDocument;

/**
 * The confusions of optical character recognition on scanned notes: l and 1, O and 0 swapped
 * between words and numbers, "m" read as "rn", doubled spaces, accents lost or broken into two
 * characters ("é" as "e" or "Ã©"). Each eligible character is touched with a probability of 1 in
 * 12, inside gold spans as outside: the span covers the misread PHI.
 */
final class Ocr implements FormatFamily {

  private static final int ONE_IN = 12;

  @Override
  public String name() {
    return "ocr";
  }

  @Override
  public String example() {
    return "Lille 01/02 -> Li1le O1/02; Lemaire -> Lernaire; Hélène -> HÃ©lene";
  }

  @Override
  public MarkedDocument apply(
      MarkedDocument note, VariantContext context, SplittableRandom random) {
    String text = note.text();
    NoteEditor editor = new NoteEditor(note);
    for (int i = 0; i < text.length(); i++) {
      String misread = misread(text, i);
      if (misread != null && random.nextInt(ONE_IN) == 0) {
        editor.replace(i, i + 1, misread);
      }
    }
    return editor.apply();
  }

  // What a scanner might read instead of the character at i, or null when it reads it right.
  private static String misread(String text, int i) {
    char c = text.charAt(i);
    boolean digitsAround = neighbour(text, i - 1) || neighbour(text, i + 1);
    return switch (c) {
      case 'l' -> "1";
      case '1' -> digitsAround ? "l" : null;
      case 'O' -> "0";
      case '0' -> "O";
      case 'm' -> "rn";
      case ' ' -> "  ";
      case 'é' -> (i % 2 == 0) ? "e" : "Ã©";
      case 'è', 'ê' -> "e";
      case 'à' -> "a";
      case 'ó' -> "o";
      case 'í' -> "i";
      case 'á' -> "a";
      case 'ñ' -> "n";
      default -> null;
    };
  }

  private static boolean neighbour(String text, int i) {
    return i >= 0 && i < text.length() && Character.isDigit(text.charAt(i));
  }
}
