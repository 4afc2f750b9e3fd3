package org.deid.eval.metric;

/**
 * A point estimate on the full document set with its percentile bootstrap interval.
 *
 * @param estimate the value on the documents as given
 * @param lower lower percentile bound
 * @param upper upper percentile bound
 */
public record BootstrapInterval(double estimate, double lower, double upper) {}
