package org.deid.eval.leak;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import org.deid.eval.PhiSpan;

/**
 * A document before and after substitution, with every gold PHI span placed in the rewritten text:
 * the input of {@link LeakRate}.
 *
 * @param id document id
 * @param originalText the text before substitution
 * @param rewrittenText the text after substitution
 * @param goldPlacements each gold span with its offsets in the rewritten text
 */
public record SubstitutedDocument(
    String id, String originalText, String rewrittenText, List<RewrittenSpan> goldPlacements) {

  /** Copies the placements and checks they lie within both texts. */
  public SubstitutedDocument {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(originalText, "originalText");
    Objects.requireNonNull(rewrittenText, "rewrittenText");
    goldPlacements = List.copyOf(goldPlacements);
    for (RewrittenSpan placement : goldPlacements) {
      if (placement.gold().end() > originalText.length()
          || placement.rewrittenEnd() > rewrittenText.length()) {
        throw new IllegalArgumentException("Gold placement past the end of a text in " + id);
      }
    }
  }

  /**
   * Applies non-overlapping edits to the original text and maps each gold span through them: a
   * bound inside an edited region moves to the matching end of its replacement (a begin to its
   * start, an end to its end), any other bound shifts by the length change of the edits before it.
   */
  public static SubstitutedDocument fromEdits(
      String id, String originalText, List<TextEdit> edits, List<PhiSpan> gold) {
    List<TextEdit> sorted = new ArrayList<>(edits);
    sorted.sort(Comparator.comparingInt(TextEdit::begin).thenComparingInt(TextEdit::end));
    StringBuilder rewritten = new StringBuilder(originalText.length());
    int[] editStarts = new int[sorted.size()];
    int cursor = 0;
    for (int i = 0; i < sorted.size(); i++) {
      TextEdit edit = sorted.get(i);
      if (edit.begin() < cursor || edit.end() > originalText.length()) {
        throw new IllegalArgumentException("Edits overlap or pass the end of the text in " + id);
      }
      rewritten.append(originalText, cursor, edit.begin());
      editStarts[i] = rewritten.length();
      rewritten.append(edit.replacement());
      cursor = edit.end();
    }
    rewritten.append(originalText, cursor, originalText.length());

    List<RewrittenSpan> placements = new ArrayList<>(gold.size());
    for (PhiSpan span : gold) {
      placements.add(
          new RewrittenSpan(
              span,
              map(span.begin(), true, sorted, editStarts),
              map(span.end(), false, sorted, editStarts)));
    }
    return new SubstitutedDocument(id, originalText, rewritten.toString(), placements);
  }

  private static int map(int offset, boolean isBegin, List<TextEdit> edits, int[] editStarts) {
    int shift = 0;
    for (int i = 0; i < edits.size(); i++) {
      TextEdit edit = edits.get(i);
      boolean inside =
          isBegin
              ? offset >= edit.begin() && offset < edit.end()
              : offset > edit.begin() && offset <= edit.end();
      if (inside) {
        return isBegin ? editStarts[i] : editStarts[i] + edit.replacement().length();
      }
      if (edit.end() <= offset && !(isBegin && edit.begin() == offset)) {
        shift += edit.replacement().length() - (edit.end() - edit.begin());
      }
    }
    return offset + shift;
  }
}
