package org.deid.eval.leak;

/**
 * How much gold PHI survived substitution.
 *
 * @param goldTokens gold PHI tokens examined (tokens of each gold span's original string)
 * @param leakedTokens those still present at the gold span's place in the rewritten text
 * @param tokenLeakRate {@code leakedTokens / goldTokens}, 0 when there is no gold token
 * @param goldSpans gold spans examined
 * @param verbatimSpans gold spans whose whole original string occurs anywhere in the rewritten text
 * @param verbatimSpanRate {@code verbatimSpans / goldSpans}, 0 when there is no gold span
 */
public record LeakReport(
    long goldTokens,
    long leakedTokens,
    double tokenLeakRate,
    long goldSpans,
    long verbatimSpans,
    double verbatimSpanRate) {}
