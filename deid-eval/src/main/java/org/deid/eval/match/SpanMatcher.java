package org.deid.eval.match;

import org.deid.eval.EvaluationDocument;
import org.deid.eval.metric.DocumentTally;

/** One way of matching predicted spans against gold spans within a document. */
public interface SpanMatcher {

  /** The key under which this mode's scores are reported ({@code strict}, {@code merged}...). */
  String name();

  /** Counts true positives, false positives and false negatives in one document. */
  DocumentTally match(EvaluationDocument document);
}
