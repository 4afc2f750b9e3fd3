package org.deid.resolve;

import java.util.ArrayList;
import java.util.List;
import org.deid.taxonomy.PhiCategory;

/**
 * A compound surname that the detectors cut at its hyphen, its second half taken for the start of
 * the place after it ("Pablo L. Guzmán Martínez-" then "Valls Pz de Pontevedra,2"): the half goes
 * back to the name, and the place starts after it. MEDDOCAN's gold, like the notes' readers, keeps
 * "Martínez-Valls" whole.
 */
final class NameCutAtAHyphen {

  private NameCutAtAHyphen() {}

  /** The spans, each name cut at a hyphen made whole again; the list itself when none is. */
  static List<ResolvedSpan> rejoined(String text, List<ResolvedSpan> spans) {
    List<ResolvedSpan> rejoined = null;
    for (int i = 0; i + 1 < spans.size(); i++) {
      ResolvedSpan name = spans.get(i);
      ResolvedSpan next = spans.get(i + 1);
      if (name.decision().category() != PhiCategory.NAME
          || next.decision().category() == PhiCategory.NAME
          || name.end() != next.begin()
          || name.end() - name.begin() < 2
          || text.charAt(name.end() - 1) != '-'
          || !Character.isLetter(text.charAt(name.end() - 2))
          || !Character.isUpperCase(text.charAt(next.begin()))) {
        continue;
      }
      int wordEnd = next.begin();
      while (wordEnd < next.end() && Character.isLetter(text.charAt(wordEnd))) {
        wordEnd++;
      }
      int placeBegin = wordEnd;
      while (placeBegin < next.end() && Character.isWhitespace(text.charAt(placeBegin))) {
        placeBegin++;
      }
      if (placeBegin == wordEnd || placeBegin >= next.end()) {
        continue; // the half ends no word before the place, or is all of it
      }
      if (rejoined == null) {
        rejoined = new ArrayList<>(spans);
      }
      rejoined.set(i, new ResolvedSpan(name.begin(), wordEnd, name.decision()));
      rejoined.set(i + 1, new ResolvedSpan(placeBegin, next.end(), next.decision()));
    }
    return rejoined == null ? spans : rejoined;
  }
}
