package org.deid.variants;

import java.util.List;
import java.util.SplittableRandom;
import org.deid.io.markup.MarkedDocument;
import org.deid.io.markup.MarkedSpan;
import org.deid.taxonomy.PhiCategory;

/**
 * Fields glued together, as exports that drop spaces write them: no space around the colon before a
 * value ("Nom:DUPONT", "IPP:8812345"), a code glued to the name after it ("4471203:LEBLANC"), a
 * date glued to the next word ("12/03/2021RAPPORT"). Only spaces outside gold spans go.
 */
final class Glued implements FormatFamily {

  @Override
  public String name() {
    return "glued";
  }

  @Override
  public String example() {
    return "Nom : DUPONT -> Nom:DUPONT; 4471203 LEBLANC -> 4471203:LEBLANC; 12/03/2021 RAPPORT -> 12/03/2021RAPPORT";
  }

  @Override
  public MarkedDocument apply(
      MarkedDocument note, VariantContext context, SplittableRandom random) {
    String text = note.text();
    NoteEditor editor = new NoteEditor(note);
    List<MarkedSpan> spans = note.spans();
    for (int s = 0; s < spans.size(); s++) {
      MarkedSpan span = spans.get(s);
      glueColonBefore(editor, text, span.begin());
      int after = span.end();
      int next = skipSpaces(text, after);
      if (next == after || next >= text.length() || text.charAt(after) != ' ') {
        continue;
      }
      boolean nextIsSpan = s + 1 < spans.size() && spans.get(s + 1).begin() == next;
      if (context.is(span, PhiCategory.ID) && nextIsSpan) {
        editor.replace(after, next, ":");
      } else if (context.is(span, PhiCategory.DATE)
          && !nextIsSpan
          && Character.isLetter(text.charAt(next))
          && random.nextInt(3) == 0) {
        editor.replace(after, next, "");
      }
    }
    return editor.apply();
  }

  // "Nom : DUPONT" -> "Nom:DUPONT": the spaces on both sides of a colon right before the span.
  private static void glueColonBefore(NoteEditor editor, String text, int begin) {
    int colon = begin;
    while (colon > 0 && text.charAt(colon - 1) == ' ') {
      colon--;
    }
    if (colon == 0 || text.charAt(colon - 1) != ':') {
      return;
    }
    colon--;
    int keyEnd = colon;
    while (keyEnd > 0 && text.charAt(keyEnd - 1) == ' ') {
      keyEnd--;
    }
    if (keyEnd < colon) {
      editor.replace(keyEnd, colon, "");
    }
    if (colon + 1 < begin) {
      editor.replace(colon + 1, begin, "");
    }
  }

  private static int skipSpaces(String text, int from) {
    int i = from;
    while (i < text.length() && text.charAt(i) == ' ') {
      i++;
    }
    return i;
  }
}
