package org.deid.eval.match;

import java.util.HashMap;
import java.util.Map;
import org.deid.eval.metric.Tally;

/** Per-label counters that matchers fill one event at a time. */
final class LabelTallies {

  private final Map<String, long[]> counts = new HashMap<>();

  void truePositive(String label) {
    long[] slot = slot(label);
    slot[0]++;
    slot[1]++;
  }

  void goldFound(String label) {
    slot(label)[0]++;
  }

  void predictionMatched(String label) {
    slot(label)[1]++;
  }

  void falsePositive(String label) {
    slot(label)[2]++;
  }

  void falseNegative(String label) {
    slot(label)[3]++;
  }

  Map<String, Tally> toMap() {
    Map<String, Tally> result = new HashMap<>();
    counts.forEach((label, c) -> result.put(label, new Tally(c[0], c[1], c[2], c[3])));
    return result;
  }

  private long[] slot(String label) {
    return counts.computeIfAbsent(label, ignored -> new long[4]);
  }
}
