package org.deid.segment;

/**
 * Sorts keys that come in a few ascending runs, as a CAS's unordered token iteration gives them
 * (one run per token type): merging the runs two at a time costs a pass per doubling of runs, where
 * a general sort would cost a log of the keys' number.
 */
public final class AscendingRuns {

  private AscendingRuns() {}

  /**
   * The first {@code count} keys in ascending order, by merging the ascending runs they come in,
   * two at a time from left to right; {@code keys} may be overwritten and may be what is returned.
   */
  public static long[] sort(long[] keys, int count) {
    long[] from = keys;
    long[] into = new long[count];
    while (true) {
      int runs = 0;
      int start = 0;
      while (start < count) {
        int middle = runEnd(from, start, count);
        int end = middle < count ? runEnd(from, middle, count) : count;
        merge(from, start, middle, end, into);
        start = end;
        runs++;
      }
      long[] swap = from;
      from = into;
      into = swap;
      if (runs <= 1) {
        return from;
      }
    }
  }

  /** The end of the ascending run that starts at {@code start}. */
  private static int runEnd(long[] keys, int start, int count) {
    int end = start + 1;
    while (end < count && keys[end - 1] <= keys[end]) {
      end++;
    }
    return end;
  }

  /** Merges {@code [start, middle)} and {@code [middle, end)} of {@code from} into {@code into}. */
  private static void merge(long[] from, int start, int middle, int end, long[] into) {
    int i = start;
    int j = middle;
    for (int k = start; k < end; k++) {
      if (j >= end || i < middle && from[i] <= from[j]) {
        into[k] = from[i++];
      } else {
        into[k] = from[j++];
      }
    }
  }
}
