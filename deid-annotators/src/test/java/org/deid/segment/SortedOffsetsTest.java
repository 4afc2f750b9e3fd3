package org.deid.segment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The first offset at or after a key, against a linear scan, duplicates and both ends included. */
class SortedOffsetsTest {

  @Test
  void findsTheFirstIndexAtOrAfterTheOffset() {
    int[] begins = {0, 4, 4, 4, 9, 15};
    assertThat(SortedOffsets.firstAtOrAfter(begins, 4)).isEqualTo(1);
    assertThat(SortedOffsets.firstAtOrAfter(begins, 5)).isEqualTo(4);
    assertThat(SortedOffsets.firstAtOrAfter(begins, -1)).isZero();
    assertThat(SortedOffsets.firstAtOrAfter(begins, 16)).isEqualTo(begins.length);
    assertThat(SortedOffsets.firstAtOrAfter(new int[0], 3)).isZero();
  }

  @Test
  void agreesWithALinearScan() {
    Random random = new Random(11);
    for (int round = 0; round < 1_000; round++) {
      int[] sorted = new int[random.nextInt(30)];
      for (int k = 0; k < sorted.length; k++) {
        sorted[k] = random.nextInt(40);
      }
      Arrays.sort(sorted);
      int offset = random.nextInt(45) - 2;
      int expected = 0;
      while (expected < sorted.length && sorted[expected] < offset) {
        expected++;
      }
      assertThat(SortedOffsets.firstAtOrAfter(sorted, offset)).isEqualTo(expected);
    }
  }
}
