package org.deid.eval.match;

import java.util.LinkedHashSet;
import java.util.Set;
import org.deid.eval.EvaluationDocument;
import org.deid.eval.PhiSpan;
import org.deid.eval.metric.DocumentTally;
import org.deid.eval.metric.Tally;

/**
 * Same begin, same end, same label: MEDDOCAN subtask 1 (NER). As in the official script, gold and
 * predicted annotations are sets of {@code (label, begin, end)}, so a duplicate counts once.
 */
public final class StrictMatch implements SpanMatcher {

  @Override
  public String name() {
    return "strict";
  }

  @Override
  public DocumentTally match(EvaluationDocument document) {
    Set<PhiSpan> gold = new LinkedHashSet<>(document.gold());
    Set<PhiSpan> predicted = new LinkedHashSet<>(document.predicted());
    LabelTallies perLabel = new LabelTallies();
    long tp = 0;
    long fn = 0;
    for (PhiSpan span : gold) {
      if (predicted.contains(span)) {
        tp++;
        perLabel.truePositive(span.label());
      } else {
        fn++;
        perLabel.falseNegative(span.label());
      }
    }
    long fp = 0;
    for (PhiSpan span : predicted) {
      if (!gold.contains(span)) {
        fp++;
        perLabel.falsePositive(span.label());
      }
    }
    return new DocumentTally(Tally.of(tp, fp, fn), perLabel.toMap());
  }
}
