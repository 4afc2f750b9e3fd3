package org.deid.eval.metric;

/**
 * Bootstrap intervals of one matching mode's micro scores.
 *
 * @param precision micro precision
 * @param recall micro recall
 * @param f1 micro F1
 */
public record BootstrapScores(
    BootstrapInterval precision, BootstrapInterval recall, BootstrapInterval f1) {}
