package org.deid.variants;

import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.deid.io.markup.MarkedDocument;
import org.deid.io.markup.MarkedSpan;
import org.deid.taxonomy.PhiCategory;
import org.deid.taxonomy.PhiSubtype;

/**
 * Digits written one per box, as scanned forms and some exports give them: a NIR "2 8 5 0 5 7 5 1 2
 * 3 4 5 6 7 8", a birth date "1 4 0 3 1 9 7 6", a date "2 3 . 1 1 . 1 9 7 4". Applies to every
 * date, identifier, phone and ZIP made of digits and separators only; each span draws one or two
 * spaces between digits, and keeps its separators (spaced) three times in ten, else drops them.
 */
final class SpacedDigits implements FormatFamily {

  private static final Pattern DIGITS_AND_SEPARATORS = Pattern.compile("[+(]?[0-9][0-9 ./|()-]*");

  @Override
  public String name() {
    return "spaced-digits";
  }

  @Override
  public String example() {
    return "14/03/1976 -> 1 4 0 3 1 9 7 6; 2850575123456 -> 2 8 5 0 5 7 5 1 2 3 4 5 6";
  }

  @Override
  public MarkedDocument apply(
      MarkedDocument note, VariantContext context, SplittableRandom random) {
    NoteEditor editor = new NoteEditor(note);
    for (MarkedSpan span : note.spans()) {
      String text = note.covered(span);
      if (eligible(span, context)
          && DIGITS_AND_SEPARATORS.matcher(text).matches()
          && text.chars().filter(Character::isDigit).count() >= 4) {
        editor.replace(span.begin(), span.end(), spaced(text, random));
      }
    }
    return editor.apply();
  }

  static boolean eligible(MarkedSpan span, VariantContext context) {
    return context.is(span, PhiCategory.DATE)
        || context.is(span, PhiCategory.ID)
        || context.is(span, PhiSubtype.PHONE)
        || context.is(span, PhiSubtype.FAX)
        || context.is(span, PhiSubtype.ZIP);
  }

  private static String spaced(String text, SplittableRandom random) {
    String gap = random.nextInt(4) == 0 ? "  " : " ";
    boolean keepSeparators = random.nextInt(10) < 3;
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isDigit(c)) {
        if (!out.isEmpty() && out.charAt(out.length() - 1) != '+') {
          out.append(gap);
        }
        out.append(c);
      } else if (c == '+' && out.isEmpty()) {
        out.append(c);
      } else if (keepSeparators && c != ' ' && !out.isEmpty()) {
        out.append(gap).append(c);
      }
    }
    return out.toString();
  }
}
