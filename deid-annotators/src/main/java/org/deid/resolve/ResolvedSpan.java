package org.deid.resolve;

import java.util.List;
import org.deid.taxonomy.PhiCategory;

/**
 * A stretch of text the consensus decided is PHI.
 *
 * @param begin begin offset
 * @param end end offset
 * @param decision the category, its supporting votes and the combined confidence
 */
public record ResolvedSpan(int begin, int end, Decision decision) {

  /** The same span in another category, with the same supporters and confidence. */
  ResolvedSpan in(PhiCategory category) {
    List<Vote> votes =
        decision.supporters().stream()
            .map(v -> new Vote(v.source(), category, v.candidate()))
            .toList();
    return new ResolvedSpan(begin, end, new Decision(category, votes, decision.confidence()));
  }
}
