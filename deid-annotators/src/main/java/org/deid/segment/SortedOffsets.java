package org.deid.segment;

/** Searches in ascending offsets (tokens' or candidates' begins), duplicates allowed. */
public final class SortedOffsets {

  private SortedOffsets() {}

  /** The first index whose offset is at or after {@code offset} (the array's length if none). */
  public static int firstAtOrAfter(int[] sorted, int offset) {
    int low = 0;
    int high = sorted.length;
    while (low < high) {
      int middle = (low + high) >>> 1;
      if (sorted[middle] < offset) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    return low;
  }
}
