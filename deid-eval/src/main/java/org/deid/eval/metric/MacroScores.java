package org.deid.eval.metric;

/**
 * Unweighted means over labels of the per-label precision, recall and F1 (the F1 is the mean of
 * per-label F1s, not the F1 of the mean precision and recall).
 *
 * @param precision mean per-label precision
 * @param recall mean per-label recall
 * @param f1 mean per-label F1
 * @param labels how many labels were averaged (the union of gold and predicted labels)
 */
public record MacroScores(double precision, double recall, double f1, int labels) {}
