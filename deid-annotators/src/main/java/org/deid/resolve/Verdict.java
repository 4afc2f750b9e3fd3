package org.deid.resolve;

/**
 * What a heuristic of the evidence says of a claim: refuted (the span names no person or place),
 * upheld (the span stands whatever the heuristics after it would say) or nothing. The reason is a
 * fixed phrase of the heuristic, never a word of the note.
 *
 * @param outcome refuted, upheld or none
 * @param reason why, for tests and diagnostics; empty for {@link #NONE}
 */
record Verdict(Outcome outcome, String reason) {

  /** The three outcomes. */
  enum Outcome {
    /** The span names no person or place: the claim falls. */
    REFUTED,
    /** The span stands: no later heuristic is asked. */
    UPHELD,
    /** The heuristic has nothing to say: the next one is asked. */
    NONE
  }

  /** No opinion. */
  static final Verdict NONE = new Verdict(Outcome.NONE, "");

  /** The claim falls, for this reason. */
  static Verdict refuted(String reason) {
    return new Verdict(Outcome.REFUTED, reason);
  }

  /** The claim stands, for this reason, whatever later heuristics say. */
  static Verdict upheld(String reason) {
    return new Verdict(Outcome.UPHELD, reason);
  }

  /** The claim falls when the condition holds; no opinion otherwise. */
  static Verdict refutedIf(boolean condition, String reason) {
    return condition ? refuted(reason) : NONE;
  }

  /**
   * The claim stands when the condition holds, whatever later heuristics say; no opinion otherwise.
   */
  static Verdict upheldIf(boolean condition, String reason) {
    return condition ? upheld(reason) : NONE;
  }

  /** Whether the claim falls. */
  boolean isRefuted() {
    return outcome == Outcome.REFUTED;
  }

  /** Whether this verdict ends the questioning: refuted or upheld. */
  boolean isFinal() {
    return outcome != Outcome.NONE;
  }
}
