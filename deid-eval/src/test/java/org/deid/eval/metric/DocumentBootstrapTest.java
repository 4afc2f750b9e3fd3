package org.deid.eval.metric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DocumentBootstrapTest {

  private static final BootstrapSettings SETTINGS = new BootstrapSettings(1000, 7L, 0.95);

  @Test
  void nearestRankIndices() {
    assertThat(DocumentBootstrap.rankIndex(0.025, 1000)).isEqualTo(24);
    assertThat(DocumentBootstrap.rankIndex(0.975, 1000)).isEqualTo(974);
    assertThat(DocumentBootstrap.rankIndex(0.025, 1)).isZero();
    assertThat(DocumentBootstrap.rankIndex(0.975, 1)).isZero();
    assertThat(DocumentBootstrap.rankIndex(0.05, 10)).isZero();
    assertThat(DocumentBootstrap.rankIndex(0.95, 10)).isEqualTo(9);
  }

  @Test
  void identicalDocumentsGiveAPointInterval() {
    List<Tally> documents = List.of(Tally.of(3, 1, 2), Tally.of(3, 1, 2), Tally.of(3, 1, 2));
    BootstrapScores scores =
        new DocumentBootstrap(SETTINGS)
            .estimate(Map.of("strict", documents))
            .perMode()
            .get("strict");
    // Every resample sums to (9, 3, 6): P 0.75, R 0.6.
    assertThat(scores.recall()).isEqualTo(new BootstrapInterval(0.6, 0.6, 0.6));
    assertThat(scores.precision()).isEqualTo(new BootstrapInterval(0.75, 0.75, 0.75));
  }

  @Test
  void oneFoundAndOneMissedDocumentSpanTheWholeRange() {
    // A resample draws the found document 0, 1 or 2 times (p = 1/4, 1/2, 1/4): recall 0, .5 or 1.
    // About 250 of 1,000 resamples sit at each end, far past the 25 that the 2.5% tail takes.
    List<Tally> documents = List.of(Tally.of(1, 0, 0), Tally.of(0, 0, 1));
    BootstrapReport report = new DocumentBootstrap(SETTINGS).estimate(Map.of("token", documents));
    BootstrapInterval recall = report.perMode().get("token").recall();
    assertThat(recall).isEqualTo(new BootstrapInterval(0.5, 0.0, 1.0));
    assertThat(report.resamples()).isEqualTo(1000);
    assertThat(report.seed()).isEqualTo(7L);
  }

  @Test
  void sameSeedSameIntervals() {
    List<Tally> documents =
        List.of(Tally.of(5, 1, 0), Tally.of(2, 2, 3), Tally.of(0, 1, 4), Tally.of(7, 0, 1));
    Map<String, List<Tally>> input = Map.of("strict", documents, "span", documents);
    BootstrapReport first = new DocumentBootstrap(SETTINGS).estimate(input);
    BootstrapReport second = new DocumentBootstrap(SETTINGS).estimate(input);
    assertThat(first).isEqualTo(second);
    BootstrapInterval f1 = first.perMode().get("strict").f1();
    assertThat(f1.lower()).isLessThanOrEqualTo(f1.estimate());
    assertThat(f1.upper()).isGreaterThanOrEqualTo(f1.estimate());
    assertThat(f1.lower()).isLessThan(f1.upper());
  }

  @Test
  void rejectsEmptyInputAndBadSettings() {
    assertThatThrownBy(() -> new DocumentBootstrap(SETTINGS).estimate(Map.of("strict", List.of())))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new BootstrapSettings(0, 1, 0.95))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new BootstrapSettings(10, 1, 1.0))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
