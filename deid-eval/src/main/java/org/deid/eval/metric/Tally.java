package org.deid.eval.metric;

/**
 * Match counts. In every mode but the partial ones a true positive is one matched item on both
 * sides, so {@code tpPredicted == tp}; in the partial (overlap) modes {@code tp} counts gold spans
 * found and {@code tpPredicted} counts predictions that found some gold span, and precision uses
 * the latter.
 *
 * @param tp true positives on the gold side (drives recall)
 * @param tpPredicted true positives on the predicted side (drives precision)
 * @param fp false positives
 * @param fn false negatives
 */
public record Tally(long tp, long tpPredicted, long fp, long fn) {

  /** No counts. */
  public static final Tally ZERO = new Tally(0, 0, 0, 0);

  /** Counts of a one-to-one mode, where both sides share the true positives. */
  public static Tally of(long tp, long fp, long fn) {
    return new Tally(tp, tp, fp, fn);
  }

  /** Component-wise sum. */
  public Tally plus(Tally other) {
    return new Tally(tp + other.tp, tpPredicted + other.tpPredicted, fp + other.fp, fn + other.fn);
  }

  /** {@code tpPredicted / (tpPredicted + fp)}, 0 when nothing was predicted (MEDDOCAN script). */
  public double precision() {
    return ratio(tpPredicted, tpPredicted + fp);
  }

  /** {@code tp / (tp + fn)}, 0 when there is no gold (MEDDOCAN script). */
  public double recall() {
    return ratio(tp, tp + fn);
  }

  /** Harmonic mean of precision and recall, 0 when both are 0 (MEDDOCAN script). */
  public double f1() {
    double precision = precision();
    double recall = recall();
    double sum = precision + recall;
    return sum == 0 ? 0.0 : 2 * precision * recall / sum;
  }

  /** This tally as a score line with its derived precision, recall and F1. */
  public Score toScore() {
    return new Score(tp, tpPredicted, fp, fn, precision(), recall(), f1());
  }

  static double ratio(long numerator, long denominator) {
    // The official script catches ZeroDivisionError and returns 0.0; so do we.
    return denominator == 0 ? 0.0 : (double) numerator / denominator;
  }
}
