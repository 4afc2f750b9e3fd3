package org.deid.eval;

import java.util.List;
import java.util.Objects;

/**
 * One document to score: its id, its text, and the gold and predicted PHI spans over that text.
 *
 * @param id document id, unique within an evaluation
 * @param text the original text the offsets point into
 * @param gold the reference annotations
 * @param predicted the system's annotations
 */
public record EvaluationDocument(
    String id, String text, List<PhiSpan> gold, List<PhiSpan> predicted) {

  /** Copies the lists and checks every span lies within the text. */
  public EvaluationDocument {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(text, "text");
    gold = List.copyOf(gold);
    predicted = List.copyOf(predicted);
    checkWithinText(id, text, gold, "gold");
    checkWithinText(id, text, predicted, "predicted");
  }

  private static void checkWithinText(String id, String text, List<PhiSpan> spans, String side) {
    for (PhiSpan span : spans) {
      if (span.end() > text.length()) {
        // Offsets only: the text itself never goes into a message (it holds PHI).
        throw new IllegalArgumentException(
            side
                + " span ["
                + span.begin()
                + ", "
                + span.end()
                + ") ends past the text (length "
                + text.length()
                + ") in document "
                + id);
      }
    }
  }
}
