package org.deid.resolve;

import org.deid.segment.BoxedCapitals;
import org.deid.type.PhiCandidate;

/**
 * Cuts a candidate at the first column gap of a table or a letterhead: a tab or three spaces or
 * more between two words on a line. No PHI spans one (none in MEDDOCAN train and dev nor in the
 * development notes), while a CRF chunk often runs on into the next column ("Servicio Andaluz de
 * Salud CONSEJERÍA DE SALUD", "BOUHADDOU, RACHID Edad: 67"). What follows the gap is dropped, not
 * kept as a candidate of its own: it is most often a field label or a column header ("Edad",
 * "Pág.", "Céd."), and a PHI there has candidates of its own. Two spaces stay inside: scanned notes
 * double them; so do three between two words of a name boxed one capital per box ("P O U L A I N G
 * E O R G E T T E").
 */
final class ColumnGaps {

  private static final int MIN_SPACES = 3;

  private ColumnGaps() {}

  /** The candidate itself when it spans no gap, else an unindexed copy cut at the first gap. */
  static PhiCandidate cut(String text, PhiCandidate candidate) {
    int begin = candidate.getBegin();
    int end = candidate.getEnd();
    for (int p = begin + 1; p < end; p++) {
      int gapEnd = gapEnd(text, p, end);
      if (gapEnd > p && !BoxedCapitals.joinsWords(text, p, gapEnd)) {
        PhiCandidate piece = (PhiCandidate) candidate.clone();
        piece.setEnd(p);
        return piece;
      }
    }
    return candidate;
  }

  /** The end of the column gap starting at p (before {@code end}), or p if none starts there. */
  private static int gapEnd(String text, int p, int end) {
    if (text.charAt(p) == '\t') {
      int q = p;
      while (q < end && (text.charAt(q) == '\t' || text.charAt(q) == ' ')) {
        q++;
      }
      return q;
    }
    int q = p;
    while (q < end && text.charAt(q) == ' ') {
      q++;
    }
    return q - p >= MIN_SPACES ? q : p;
  }
}
