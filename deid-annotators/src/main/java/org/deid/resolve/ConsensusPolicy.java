package org.deid.resolve;

import java.util.List;
import java.util.Optional;

/** Decides, from the votes of several sources about the same text, whether and what PHI it is. */
public interface ConsensusPolicy {

  /**
   * Decides on a non-empty list of votes (at most one per source).
   *
   * @return the decision, or empty when the votes do not make it PHI
   */
  Optional<Decision> decide(List<Vote> votes);

  /**
   * The policy for one document, told which sources wrote candidates in it (a policy may treat a
   * source's silence differently when that source ran).
   */
  default ConsensusPolicy forDocument(java.util.Set<String> sourcesPresent) {
    return this;
  }

  /**
   * Whether a candidate's claim is strong enough to stand alone (a gazetteer's whole entry, a keyed
   * field): its extent then outweighs a trusted source's shorter candidate inside it.
   */
  default boolean standsAlone(org.deid.type.PhiCandidate candidate) {
    return false;
  }
}
