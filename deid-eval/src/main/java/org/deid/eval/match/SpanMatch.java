package org.deid.eval.match;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.deid.eval.EvaluationDocument;
import org.deid.eval.PhiSpan;
import org.deid.eval.Span;
import org.deid.eval.metric.DocumentTally;
import org.deid.eval.metric.Tally;

/**
 * Same begin and end, label ignored: MEDDOCAN subtask 2 "strict". Micro counts are over the sets of
 * distinct {@code (begin, end)} as in the official script. Per label, each distinct gold {@code
 * (label, begin, end)} is a true positive of its label when a prediction has its offsets and a
 * false negative otherwise; each distinct predicted one whose offsets no gold span has is a false
 * positive of the predicted label.
 */
public final class SpanMatch implements SpanMatcher {

  @Override
  public String name() {
    return "span";
  }

  @Override
  public DocumentTally match(EvaluationDocument document) {
    Set<Span> gold = spans(document.gold());
    Set<Span> predicted = spans(document.predicted());
    long tp = gold.stream().filter(predicted::contains).count();
    long fn = gold.size() - tp;
    long fp = predicted.stream().filter(span -> !gold.contains(span)).count();

    LabelTallies perLabel = new LabelTallies();
    for (PhiSpan span : new LinkedHashSet<>(document.gold())) {
      if (predicted.contains(span.span())) {
        perLabel.truePositive(span.label());
      } else {
        perLabel.falseNegative(span.label());
      }
    }
    for (PhiSpan span : new LinkedHashSet<>(document.predicted())) {
      if (!gold.contains(span.span())) {
        perLabel.falsePositive(span.label());
      }
    }
    return new DocumentTally(Tally.of(tp, fp, fn), perLabel.toMap());
  }

  static Set<Span> spans(List<PhiSpan> spans) {
    return spans.stream().map(PhiSpan::span).collect(Collectors.toCollection(LinkedHashSet::new));
  }
}
