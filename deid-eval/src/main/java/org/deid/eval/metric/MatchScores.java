package org.deid.eval.metric;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Corpus-level scores of one matching mode: micro (counts summed over documents, then scored),
 * macro (per-label scores averaged) and the per-label table.
 *
 * @param micro micro counts and scores
 * @param macro macro averages over labels
 * @param perLabel label to counts and scores, sorted by label
 */
public record MatchScores(Score micro, MacroScores macro, SortedMap<String, Score> perLabel) {

  /** Makes the per-label table unmodifiable. */
  public MatchScores {
    perLabel = Collections.unmodifiableSortedMap(new TreeMap<>(perLabel));
  }

  /** Sums the documents' counts and derives every score from the sums. */
  public static MatchScores of(List<DocumentTally> documents) {
    Tally micro = Tally.ZERO;
    SortedMap<String, Tally> labelTotals = new TreeMap<>();
    for (DocumentTally document : documents) {
      micro = micro.plus(document.micro());
      for (Map.Entry<String, Tally> entry : document.perLabel().entrySet()) {
        labelTotals.merge(entry.getKey(), entry.getValue(), Tally::plus);
      }
    }
    SortedMap<String, Score> perLabel = new TreeMap<>();
    double precision = 0;
    double recall = 0;
    double f1 = 0;
    for (Map.Entry<String, Tally> entry : labelTotals.entrySet()) {
      Score score = entry.getValue().toScore();
      perLabel.put(entry.getKey(), score);
      precision += score.precision();
      recall += score.recall();
      f1 += score.f1();
    }
    int labels = perLabel.size();
    MacroScores macro =
        labels == 0
            ? new MacroScores(0, 0, 0, 0)
            : new MacroScores(precision / labels, recall / labels, f1 / labels, labels);
    return new MatchScores(micro.toScore(), macro, perLabel);
  }
}
