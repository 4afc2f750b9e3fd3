package org.deid.eval.leak;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * How much gold PHI survived substitution.
 *
 * @param goldTokens gold PHI tokens examined (tokens of each gold span's original string)
 * @param leakedTokens those still present at the gold span's place in the rewritten text
 * @param tokenLeakRate {@code leakedTokens / goldTokens}, 0 when there is no gold token
 * @param goldSpans gold spans examined
 * @param verbatimSpans gold spans whose whole original string occurs anywhere in the rewritten text
 * @param verbatimSpanRate {@code verbatimSpans / goldSpans}, 0 when there is no gold span
 * @param perLabel the same counts by gold label, in label order: a label whose surrogate keeps the
 *     original by policy (an age under 90, a country, a sex, a kinship word) is told apart from a
 *     true leak
 */
public record LeakReport(
    long goldTokens,
    long leakedTokens,
    double tokenLeakRate,
    long goldSpans,
    long verbatimSpans,
    double verbatimSpanRate,
    Map<String, LabelLeak> perLabel) {

  /** A report without counts by label. */
  public LeakReport(
      long goldTokens,
      long leakedTokens,
      double tokenLeakRate,
      long goldSpans,
      long verbatimSpans,
      double verbatimSpanRate) {
    this(
        goldTokens,
        leakedTokens,
        tokenLeakRate,
        goldSpans,
        verbatimSpans,
        verbatimSpanRate,
        Map.of());
  }

  /** Copies the map: a report does not change. */
  public LeakReport {
    perLabel = Collections.unmodifiableMap(new TreeMap<>(perLabel));
  }

  /**
   * The counts of one gold label.
   *
   * @param goldTokens its gold tokens
   * @param leakedTokens those still in place
   * @param goldSpans its gold spans
   * @param verbatimSpans those whose string occurs in the rewritten text
   */
  public record LabelLeak(long goldTokens, long leakedTokens, long goldSpans, long verbatimSpans) {}
}
