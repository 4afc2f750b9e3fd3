package org.deid.eval.metric;

/**
 * Counts with their derived scores: one line of a report (micro total or one label).
 *
 * @param tp true positives on the gold side
 * @param tpPredicted true positives on the predicted side (differs from {@code tp} only in the
 *     partial modes)
 * @param fp false positives
 * @param fn false negatives
 * @param precision {@code tpPredicted / (tpPredicted + fp)}, 0 when nothing was predicted
 * @param recall {@code tp / (tp + fn)}, 0 when there is no gold
 * @param f1 harmonic mean of precision and recall, 0 when both are 0
 */
public record Score(
    long tp, long tpPredicted, long fp, long fn, double precision, double recall, double f1) {}
