package org.deid.eval.match;

import java.util.List;
import org.deid.eval.AlphanumericTokenizer;
import org.deid.eval.EvaluationDocument;
import org.deid.eval.PhiSpan;
import org.deid.eval.Span;
import org.deid.eval.metric.DocumentTally;
import org.deid.eval.metric.Tally;

/**
 * Token-level, label-blind coverage: the privacy view. Tokens are maximal runs of alphanumeric
 * characters ({@link AlphanumericTokenizer}) over the whole text, each counted once. A token is
 * <em>gold</em> when it shares a character with a gold span and <em>predicted</em> when it shares a
 * character with a predicted span. {@code tp} = gold and predicted, {@code fn} = gold only, {@code
 * fp} = predicted only. Per label: a token shared with a gold span of label L is a true positive of
 * L when predicted (with any label), else a false negative of L; a token shared with a predicted
 * span of label L and with no gold span is a false positive of L.
 */
public final class TokenCoverage implements SpanMatcher {

  @Override
  public String name() {
    return "token";
  }

  @Override
  public DocumentTally match(EvaluationDocument document) {
    List<PhiSpan> gold = document.gold();
    List<PhiSpan> predicted = document.predicted();
    LabelTallies perLabel = new LabelTallies();
    long tp = 0;
    long fp = 0;
    long fn = 0;
    for (Span token : AlphanumericTokenizer.tokens(document.text())) {
      boolean isGold = touchesAny(token, gold);
      boolean isPredicted = touchesAny(token, predicted);
      if (isGold) {
        if (isPredicted) {
          tp++;
        } else {
          fn++;
        }
        gold.stream()
            .filter(span -> span.span().overlaps(token))
            .map(PhiSpan::label)
            .distinct()
            .forEach(
                label -> {
                  if (isPredicted) {
                    perLabel.truePositive(label);
                  } else {
                    perLabel.falseNegative(label);
                  }
                });
      } else if (isPredicted) {
        fp++;
        predicted.stream()
            .filter(span -> span.span().overlaps(token))
            .map(PhiSpan::label)
            .distinct()
            .forEach(perLabel::falsePositive);
      }
    }
    return new DocumentTally(Tally.of(tp, fp, fn), perLabel.toMap());
  }

  private static boolean touchesAny(Span token, List<PhiSpan> spans) {
    for (PhiSpan span : spans) {
      if (span.span().overlaps(token)) {
        return true;
      }
    }
    return false;
  }
}
