package org.deid.variants;

import java.util.SplittableRandom;
import org.deid.io.markup.MarkedDocument;
import org.deid.io.markup.MarkedSpan;
import org.deid.taxonomy.PhiCategory;

/**
 * Names written one capital per box, as scanned forms give the value of a name field: "Nom : Dupont
 * Marie" becomes "Nom : D U P O N T M A R I E" with three blanks between the words of a span.
 * Applies to every name that is a field's value: the span right after a colon on its line, or right
 * after such a name ("DUPONT Marie" in two spans). Names in prose stay typed: forms box their
 * fields.
 */
final class BoxedNames implements FormatFamily {

  private static final String WORD_GAP = "   ";

  @Override
  public String name() {
    return "boxed-names";
  }

  @Override
  public String example() {
    return "Nom : Dupont Marie -> Nom : D U P O N T M A R I E";
  }

  @Override
  public MarkedDocument apply(
      MarkedDocument note, VariantContext context, SplittableRandom random) {
    NoteEditor editor = new NoteEditor(note);
    String text = note.text();
    int previousFieldNameEnd = -1;
    for (MarkedSpan span : note.spans()) {
      if (!context.is(span, PhiCategory.NAME)) {
        continue;
      }
      int before = span.begin();
      while (before > 0 && (text.charAt(before - 1) == ' ' || text.charAt(before - 1) == '\t')) {
        before--;
      }
      boolean fieldValue =
          before > 0 && (text.charAt(before - 1) == ':' || before == previousFieldNameEnd);
      String covered = note.covered(span);
      if (fieldValue && covered.chars().allMatch(c -> Character.isLetter(c) || c == ' ')) {
        editor.replace(span.begin(), span.end(), boxed(covered));
        previousFieldNameEnd = span.end();
      }
    }
    return editor.apply();
  }

  private static String boxed(String name) {
    StringBuilder out = new StringBuilder();
    for (String word : name.trim().split(" +")) {
      if (!out.isEmpty()) {
        out.append(WORD_GAP);
      }
      for (int i = 0; i < word.length(); i++) {
        if (i > 0) {
          out.append(' ');
        }
        out.append(Capitals.upper(word.charAt(i)));
      }
    }
    return out.toString();
  }
}
