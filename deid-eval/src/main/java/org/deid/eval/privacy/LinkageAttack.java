package org.deid.eval.privacy;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

/**
 * The linkage attack of Tchouka et al. 2022 on rewritten dates: an attacker holds each patient's
 * original sequence of intervals between dates (newest to oldest, in days) and matches every
 * rewritten note to the original sequence nearest to its own (L1 distance, sequences of the same
 * length only). A note is re-identified when its own original is the nearest; a tie between k
 * sequences counts 1/k.
 */
public final class LinkageAttack {

  private LinkageAttack() {}

  /** Intervals in days between a note's distinct dates, newest to oldest. */
  public static long[] intervals(List<LocalDate> dates) {
    List<LocalDate> distinct = new ArrayList<>(new TreeSet<>(dates).descendingSet());
    long[] intervals = new long[Math.max(0, distinct.size() - 1)];
    for (int i = 1; i < distinct.size(); i++) {
      intervals[i - 1] = ChronoUnit.DAYS.between(distinct.get(i), distinct.get(i - 1));
    }
    return intervals;
  }

  /**
   * The share of rewritten notes matched to their own original.
   *
   * @param originals each note's original intervals
   * @param rewritten the same notes' rewritten intervals, in the same order
   */
  public static double reidentified(List<long[]> originals, List<long[]> rewritten) {
    double found = 0;
    for (int i = 0; i < rewritten.size(); i++) {
      long best = Long.MAX_VALUE;
      int ties = 0;
      boolean ownIsBest = false;
      for (int j = 0; j < originals.size(); j++) {
        if (originals.get(j).length != rewritten.get(i).length) {
          continue;
        }
        long distance = distance(originals.get(j), rewritten.get(i));
        if (distance < best) {
          best = distance;
          ties = 1;
          ownIsBest = j == i;
        } else if (distance == best) {
          ties++;
          ownIsBest |= j == i;
        }
      }
      if (ownIsBest) {
        found += 1.0 / ties;
      }
    }
    return rewritten.isEmpty() ? 0 : found / rewritten.size();
  }

  /** The median absolute difference between original and rewritten intervals, in days. */
  public static double medianAbsoluteIntervalError(List<long[]> originals, List<long[]> rewritten) {
    List<Long> errors = new ArrayList<>();
    for (int i = 0; i < originals.size(); i++) {
      long[] a = originals.get(i);
      long[] b = rewritten.get(i);
      for (int k = 0; k < Math.min(a.length, b.length); k++) {
        errors.add(Math.abs(a[k] - b[k]));
      }
    }
    if (errors.isEmpty()) {
      return 0;
    }
    long[] sorted = errors.stream().mapToLong(Long::longValue).sorted().toArray();
    int middle = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2.0;
  }

  private static long distance(long[] a, long[] b) {
    long sum = 0;
    for (int k = 0; k < a.length; k++) {
      sum += Math.abs(a[k] - b[k]);
    }
    return sum;
  }

  /** For tests and reports: the intervals as text. */
  static String show(long[] intervals) {
    return Arrays.toString(intervals);
  }
}
