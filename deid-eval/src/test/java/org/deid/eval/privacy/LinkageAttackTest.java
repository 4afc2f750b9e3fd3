package org.deid.eval.privacy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class LinkageAttackTest {

  @Test
  void intervalsRunFromTheNewestDistinctDateBack() {
    List<LocalDate> dates =
        List.of(
            LocalDate.of(2024, 3, 1),
            LocalDate.of(2024, 3, 11),
            LocalDate.of(2024, 3, 1),
            LocalDate.of(2023, 3, 2));
    assertThat(LinkageAttack.intervals(dates)).containsExactly(10, 365);
    assertThat(LinkageAttack.intervals(List.of(LocalDate.of(2024, 1, 1)))).isEmpty();
  }

  @Test
  void unchangedIntervalsAreAllFoundAndTiesShareTheCredit() {
    List<long[]> originals =
        List.of(new long[] {10, 365}, new long[] {3, 40}, new long[] {3, 40}, new long[] {7});
    // Each note finds its own sequence, but notes 1 and 2 hold the same one: half each.
    assertThat(LinkageAttack.reidentified(originals, originals)).isCloseTo(3 / 4.0, within(1e-9));
    List<long[]> noisy =
        List.of(new long[] {3, 41}, new long[] {10, 360}, new long[] {9, 365}, new long[] {8});
    // Note 0 now looks like notes 1-2, note 1 like note 0; note 3 is alone of its length.
    assertThat(LinkageAttack.reidentified(originals, noisy)).isCloseTo(1 / 4.0, within(1e-9));
    assertThat(LinkageAttack.medianAbsoluteIntervalError(originals, noisy)).isEqualTo(7.0);
  }
}
