package org.deid.eval.metric;

import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Bootstrap confidence intervals of micro scores, per matching mode.
 *
 * @param resamples number of resamples
 * @param seed random seed
 * @param confidence two-sided confidence level
 * @param perMode mode name ({@code strict}, {@code span}, ...) to its intervals
 */
public record BootstrapReport(
    int resamples, long seed, double confidence, SortedMap<String, BootstrapScores> perMode) {

  /** Makes the per-mode table unmodifiable. */
  public BootstrapReport {
    perMode = Collections.unmodifiableSortedMap(new TreeMap<>(perMode));
  }
}
