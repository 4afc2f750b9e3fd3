package org.deid.eval.metric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class TallyTest {

  @Test
  void zeroDenominatorsGiveZeroAsTheMeddocanScriptDoes() {
    assertThat(Tally.ZERO.precision()).isZero();
    assertThat(Tally.ZERO.recall()).isZero();
    assertThat(Tally.ZERO.f1()).isZero();
    Tally nothingPredicted = Tally.of(0, 0, 5);
    assertThat(nothingPredicted.precision()).isZero();
    assertThat(nothingPredicted.recall()).isZero();
    Tally noGold = Tally.of(0, 3, 0);
    assertThat(noGold.recall()).isZero();
    assertThat(noGold.f1()).isZero();
  }

  @Test
  void derivesPrecisionRecallAndF1() {
    Tally tally = Tally.of(3, 1, 2);
    assertThat(tally.precision()).isEqualTo(0.75);
    assertThat(tally.recall()).isEqualTo(0.6);
    // 2 * 0.75 * 0.6 / 1.35
    assertThat(tally.f1()).isCloseTo(2.0 / 3, within(1e-12));
  }

  @Test
  void partialCountsUseThePredictedSideForPrecision() {
    Tally tally = new Tally(4, 3, 1, 1);
    assertThat(tally.precision()).isEqualTo(0.75);
    assertThat(tally.recall()).isEqualTo(0.8);
  }

  @Test
  void addsComponentWise() {
    assertThat(new Tally(1, 2, 3, 4).plus(new Tally(10, 20, 30, 40)))
        .isEqualTo(new Tally(11, 22, 33, 44));
  }
}
