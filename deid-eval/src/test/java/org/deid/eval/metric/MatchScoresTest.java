package org.deid.eval.metric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MatchScoresTest {

  @Test
  void microSumsCountsAndMacroAveragesLabels() {
    DocumentTally first = new DocumentTally(Tally.of(1, 1, 0), Map.of("X", Tally.of(1, 1, 0)));
    DocumentTally second =
        new DocumentTally(
            Tally.of(1, 0, 2), Map.of("X", Tally.of(1, 0, 0), "Y", Tally.of(0, 0, 2)));
    MatchScores scores = MatchScores.of(List.of(first, second));

    // Micro: tp 2, fp 1, fn 2 -> P 2/3, R 1/2, F1 4/7.
    assertThat(scores.micro().tp()).isEqualTo(2);
    assertThat(scores.micro().precision()).isCloseTo(2.0 / 3, within(1e-12));
    assertThat(scores.micro().recall()).isEqualTo(0.5);
    assertThat(scores.micro().f1()).isCloseTo(4.0 / 7, within(1e-12));
    // X: tp 2, fp 1, fn 0 -> P 2/3, R 1, F1 0.8. Y: all 0.
    assertThat(scores.perLabel()).containsOnlyKeys("X", "Y");
    assertThat(scores.perLabel().get("X").f1()).isCloseTo(0.8, within(1e-12));
    assertThat(scores.perLabel().get("Y").recall()).isZero();
    assertThat(scores.macro().precision()).isCloseTo(1.0 / 3, within(1e-12));
    assertThat(scores.macro().recall()).isEqualTo(0.5);
    assertThat(scores.macro().f1()).isCloseTo(0.4, within(1e-12));
    assertThat(scores.macro().labels()).isEqualTo(2);
  }

  @Test
  void noDocumentsGiveZerosAndNoLabels() {
    MatchScores scores = MatchScores.of(List.of());
    assertThat(scores.micro()).isEqualTo(Tally.ZERO.toScore());
    assertThat(scores.macro()).isEqualTo(new MacroScores(0, 0, 0, 0));
    assertThat(scores.perLabel()).isEmpty();
  }
}
