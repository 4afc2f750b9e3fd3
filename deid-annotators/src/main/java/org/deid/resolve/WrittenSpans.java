package org.deid.resolve;

import java.util.ArrayList;
import java.util.List;
import org.deid.taxonomy.PhiCategory;

/**
 * The edges of a resolved span as the consensus writes it: a date takes in the weekday before it, a
 * street leaves out the punctuation closing its field, a facility leaves out the department run on
 * into it. Each edit keeps the span's decision.
 */
final class WrittenSpans {

  private WrittenSpans() {}

  /** A date with the weekday written right before it taken in; any other span as it is. */
  static ResolvedSpan withWeekday(String text, ResolvedSpan span, int previousEnd) {
    if (span.decision().category() != PhiCategory.DATE) {
      return span;
    }
    int begin = AttachedWeekday.begin(text, span.begin(), previousEnd);
    return begin == span.begin() ? span : new ResolvedSpan(begin, span.end(), span.decision());
  }

  /**
   * A street without the punctuation that closes the sentence or field after it ({@link
   * StreetEdges}); null for a street of punctuation only; any other span as it is.
   */
  static ResolvedSpan withoutClosingPunctuation(String text, ResolvedSpan span) {
    if (span.decision().category() != PhiCategory.LOCATION || !StreetEdges.isStreet(span)) {
      return span;
    }
    int end = StreetEdges.end(text, span.begin(), span.end());
    if (end == span.begin()) {
      return null;
    }
    return end == span.end() ? span : new ResolvedSpan(span.begin(), end, span.decision());
  }

  /**
   * A hospital or an organisation less the department the CRF ran it on into, and cut before a
   * second facility ({@link FacilityEdges}); any other span as it is.
   */
  static List<ResolvedSpan> facilityPieces(String text, ResolvedSpan span) {
    if (span.decision().category() != PhiCategory.LOCATION || !FacilityEdges.isFacility(span)) {
      return List.of(span);
    }
    List<int[]> pieces = FacilityEdges.pieces(text, span.begin(), span.end());
    if (pieces.size() == 1 && pieces.get(0)[0] == span.begin() && pieces.get(0)[1] == span.end()) {
      return List.of(span);
    }
    List<ResolvedSpan> spans = new ArrayList<>(pieces.size());
    for (int[] piece : pieces) {
      spans.add(new ResolvedSpan(piece[0], piece[1], span.decision()));
    }
    return spans;
  }
}
