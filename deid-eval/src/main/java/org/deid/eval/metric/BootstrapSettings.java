package org.deid.eval.metric;

/**
 * How to bootstrap confidence intervals.
 *
 * @param resamples number of resamples of the document set (with replacement, same size)
 * @param seed seed of the random generator, so a report can be reproduced
 * @param confidence two-sided confidence level, e.g. 0.95
 */
public record BootstrapSettings(int resamples, long seed, double confidence) {

  /** 1,000 resamples, seed 20240601, 95% intervals. */
  public static final BootstrapSettings DEFAULT = new BootstrapSettings(1000, 20240601L, 0.95);

  /** Rejects settings that cannot give an interval. */
  public BootstrapSettings {
    if (resamples < 1) {
      throw new IllegalArgumentException("resamples must be at least 1, got " + resamples);
    }
    if (!(confidence > 0 && confidence < 1)) {
      throw new IllegalArgumentException("confidence must lie in (0, 1), got " + confidence);
    }
  }
}
