package org.deid.eval.metric;

import java.util.List;
import org.deid.eval.EvaluationDocument;

/**
 * Note-level detection after Bourdois et al. (2021): a note <em>has PHI</em> when it holds at least
 * one gold span and is <em>flagged</em> when it holds at least one prediction, whatever the offsets
 * and labels. Ratios with a zero denominator are 0, as everywhere in this module.
 *
 * @param tp notes with PHI that were flagged
 * @param fp notes without PHI that were flagged
 * @param fn notes with PHI that were not flagged
 * @param tn notes without PHI that were not flagged
 * @param precision {@code tp / (tp + fp)}
 * @param recall {@code tp / (tp + fn)}
 * @param specificity {@code tn / (tn + fp)}
 * @param f1 harmonic mean of precision and recall
 */
public record NoteLevelMetrics(
    long tp,
    long fp,
    long fn,
    long tn,
    double precision,
    double recall,
    double specificity,
    double f1) {

  /** Classifies every document and derives the ratios. */
  public static NoteLevelMetrics of(List<EvaluationDocument> documents) {
    long tp = 0;
    long fp = 0;
    long fn = 0;
    long tn = 0;
    for (EvaluationDocument document : documents) {
      boolean hasPhi = !document.gold().isEmpty();
      boolean flagged = !document.predicted().isEmpty();
      if (hasPhi && flagged) {
        tp++;
      } else if (flagged) {
        fp++;
      } else if (hasPhi) {
        fn++;
      } else {
        tn++;
      }
    }
    Tally tally = Tally.of(tp, fp, fn);
    return new NoteLevelMetrics(
        tp, fp, fn, tn, tally.precision(), tally.recall(), Tally.ratio(tn, tn + fp), tally.f1());
  }
}
