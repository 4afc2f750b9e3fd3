package org.deid.eval.match;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.deid.eval.EvaluationDocument;
import org.deid.eval.PhiSpan;
import org.deid.eval.Span;
import org.deid.eval.metric.DocumentTally;
import org.deid.eval.metric.Tally;

/**
 * Overlap matching. A gold span is found when some prediction shares at least one character with it
 * ({@code p.begin < g.end && g.begin < p.end}); a prediction is correct when it shares at least one
 * character with some gold span. With labels, both also need the same label. This is not a
 * one-to-one matching: one prediction can find two gold spans, so recall is {@code gold found /
 * gold} and precision {@code predictions that found a gold span / predictions}, kept apart as
 * {@code tp} and {@code tpPredicted}. Spans are distinct {@code (label, begin, end)} when labelled,
 * distinct {@code (begin, end)} when not; per label, gold and predictions count under their own
 * label.
 */
public final class PartialMatch implements SpanMatcher {

  private final boolean sameLabel;

  private PartialMatch(boolean sameLabel) {
    this.sameLabel = sameLabel;
  }

  /** Overlap with the same label; reported as {@code partial}. */
  public static PartialMatch labelled() {
    return new PartialMatch(true);
  }

  /** Overlap whatever the labels; reported as {@code partial_span}. */
  public static PartialMatch anyLabel() {
    return new PartialMatch(false);
  }

  @Override
  public String name() {
    return sameLabel ? "partial" : "partial_span";
  }

  @Override
  public DocumentTally match(EvaluationDocument document) {
    List<PhiSpan> gold = new ArrayList<>(new LinkedHashSet<>(document.gold()));
    List<PhiSpan> predicted = new ArrayList<>(new LinkedHashSet<>(document.predicted()));
    LabelTallies perLabel = new LabelTallies();
    for (PhiSpan span : gold) {
      if (hasPartner(span, predicted)) {
        perLabel.goldFound(span.label());
      } else {
        perLabel.falseNegative(span.label());
      }
    }
    for (PhiSpan span : predicted) {
      if (hasPartner(span, gold)) {
        perLabel.predictionMatched(span.label());
      } else {
        perLabel.falsePositive(span.label());
      }
    }
    return new DocumentTally(microTally(gold, predicted), perLabel.toMap());
  }

  private Tally microTally(List<PhiSpan> gold, List<PhiSpan> predicted) {
    // Label-blind micro counts use distinct offsets, as the span mode does.
    List<PhiSpan> goldSide = sameLabel ? gold : distinctOffsets(gold);
    List<PhiSpan> predictedSide = sameLabel ? predicted : distinctOffsets(predicted);
    long found = goldSide.stream().filter(span -> hasPartner(span, predictedSide)).count();
    long correct = predictedSide.stream().filter(span -> hasPartner(span, goldSide)).count();
    return new Tally(found, correct, predictedSide.size() - correct, goldSide.size() - found);
  }

  private boolean hasPartner(PhiSpan span, List<PhiSpan> others) {
    for (PhiSpan other : others) {
      if (span.overlaps(other) && (!sameLabel || span.label().equals(other.label()))) {
        return true;
      }
    }
    return false;
  }

  private static List<PhiSpan> distinctOffsets(List<PhiSpan> spans) {
    List<PhiSpan> distinct = new ArrayList<>();
    LinkedHashSet<Span> seen = new LinkedHashSet<>();
    for (PhiSpan span : spans) {
      if (seen.add(span.span())) {
        distinct.add(span);
      }
    }
    return distinct;
  }
}
