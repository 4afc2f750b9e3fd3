package org.deid.eval.metric;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * Percentile bootstrap over documents. Each resample draws as many documents as there are, with
 * replacement, from a {@link SplittableRandom} seeded by the settings; the same draw serves every
 * mode (paired). Micro counts of the drawn documents are summed and scored. Bounds use the
 * nearest-rank percentile of the sorted resampled values: for {@code B} resamples and {@code a = 1
 * - confidence}, lower = value at rank {@code ceil(B * a/2)}, upper = value at rank {@code ceil(B *
 * (1 - a/2))} (ranks from 1); with 1,000 resamples at 95% these are the 25th and 975th values.
 */
public final class DocumentBootstrap {

  private final BootstrapSettings settings;

  /** A bootstrap with the given settings. */
  public DocumentBootstrap(BootstrapSettings settings) {
    this.settings = settings;
  }

  /**
   * Intervals per mode.
   *
   * @param perDocument mode name to the micro counts of each document, all lists in the same
   *     document order and of the same, non-zero, length
   */
  public BootstrapReport estimate(Map<String, List<Tally>> perDocument) {
    int documents = perDocument.values().stream().findFirst().map(List::size).orElse(0);
    for (Map.Entry<String, List<Tally>> entry : perDocument.entrySet()) {
      if (entry.getValue().size() != documents) {
        throw new IllegalArgumentException("Mode " + entry.getKey() + " has a different length");
      }
    }
    if (documents == 0) {
      throw new IllegalArgumentException("Cannot bootstrap an empty document set");
    }
    int resamples = settings.resamples();
    String[] modes = perDocument.keySet().toArray(String[]::new);
    double[][][] values = new double[modes.length][3][resamples];
    SplittableRandom random = new SplittableRandom(settings.seed());
    int[] draw = new int[documents];
    for (int r = 0; r < resamples; r++) {
      for (int i = 0; i < documents; i++) {
        draw[i] = random.nextInt(documents);
      }
      for (int m = 0; m < modes.length; m++) {
        List<Tally> tallies = perDocument.get(modes[m]);
        Tally sum = Tally.ZERO;
        for (int index : draw) {
          sum = sum.plus(tallies.get(index));
        }
        values[m][0][r] = sum.precision();
        values[m][1][r] = sum.recall();
        values[m][2][r] = sum.f1();
      }
    }
    SortedMap<String, BootstrapScores> perMode = new TreeMap<>();
    for (int m = 0; m < modes.length; m++) {
      Tally total = perDocument.get(modes[m]).stream().reduce(Tally.ZERO, Tally::plus);
      perMode.put(
          modes[m],
          new BootstrapScores(
              interval(total.precision(), values[m][0]),
              interval(total.recall(), values[m][1]),
              interval(total.f1(), values[m][2])));
    }
    return new BootstrapReport(resamples, settings.seed(), settings.confidence(), perMode);
  }

  private BootstrapInterval interval(double estimate, double[] resampled) {
    double[] sorted = resampled.clone();
    Arrays.sort(sorted);
    double tail = (1 - settings.confidence()) / 2;
    return new BootstrapInterval(
        estimate,
        sorted[rankIndex(tail, sorted.length)],
        sorted[rankIndex(1 - tail, sorted.length)]);
  }

  /** Zero-based index of the nearest-rank percentile {@code q} among {@code n} sorted values. */
  static int rankIndex(double q, int n) {
    // The epsilon keeps 0.975 * 1000 (975.0000000000001 in binary) at rank 975.
    int rank = (int) Math.ceil(q * n - 1e-9);
    return Math.min(n - 1, Math.max(0, rank - 1));
  }
}
