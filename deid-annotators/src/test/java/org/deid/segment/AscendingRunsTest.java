package org.deid.segment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The merge of ascending runs gives what a general sort gives, on random keys and runs. */
class AscendingRunsTest {

  @Test
  void mergesRunsIntoTheirSortedOrder() {
    java.util.Random random = new java.util.Random(7);
    for (int n = 0; n < 2_000; n++) {
      int count = random.nextInt(40);
      long[] keys = new long[count + 3];
      for (int i = 0; i < count; i++) {
        keys[i] = random.nextInt(20);
      }
      // Runs, as the unordered iteration gives them, or none at all.
      int cut = count == 0 ? 0 : random.nextInt(count);
      if (random.nextBoolean()) {
        java.util.Arrays.sort(keys, 0, cut);
        java.util.Arrays.sort(keys, cut, count);
      }
      long[] expected = java.util.Arrays.copyOf(keys, count);
      java.util.Arrays.sort(expected);
      long[] sorted = AscendingRuns.sort(keys.clone(), count);
      assertThat(java.util.Arrays.copyOf(sorted, count)).isEqualTo(expected);
    }
  }

  @Test
  void mergedRunsAreSorted() {
    java.util.Random random = new java.util.Random(5);
    for (int round = 0; round < 2_000; round++) {
      int count = random.nextInt(60);
      long[] keys = new long[count + random.nextInt(3)];
      // Ascending runs of random lengths, as one per token type, and some equal keys.
      long next = 0;
      for (int k = 0; k < count; k++) {
        next = random.nextInt(8) == 0 ? random.nextInt(40) : next + random.nextInt(3);
        keys[k] = next;
      }
      long[] expected = Arrays.copyOf(keys, count);
      Arrays.sort(expected);
      assertThat(Arrays.copyOf(AscendingRuns.sort(keys, count), count)).isEqualTo(expected);
    }
  }
}
