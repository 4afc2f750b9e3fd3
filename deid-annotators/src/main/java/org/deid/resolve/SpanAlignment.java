package org.deid.resolve;

import java.util.List;
import org.deid.type.PhiCandidate;

/**
 * How candidates whose boundaries differ across sources are lined up before a policy votes (one
 * says "Jean", another "Jean Dupont"; one includes "Dr").
 */
public interface SpanAlignment {

  /**
   * Resolves the candidates of one document.
   *
   * @param tokens begin/end offsets of the document's tokens, in text order
   * @param candidates every candidate, in any order
   * @param policy decides each vote
   * @return the resolved spans, in text order, not overlapping
   */
  List<ResolvedSpan> resolve(
      List<int[]> tokens, List<PhiCandidate> candidates, ConsensusPolicy policy);
}
