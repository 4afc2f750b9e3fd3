package org.deid.resolve;

/**
 * One heuristic of the evidence that a span the detectors claimed names no person or place: a drug,
 * an eponym, a maker, a unit, the number of a law. {@link NonPhiEvidence} asks its heuristics in a
 * fixed order; the first verdict that is not {@link Verdict#NONE} decides. Implementations are
 * stateless after construction and shared by a JVM's threads.
 */
interface NonPhiHeuristic {

  /** What the text around the claim says of it: refuted with a reason, upheld, or nothing. */
  Verdict judge(Claim claim);
}
