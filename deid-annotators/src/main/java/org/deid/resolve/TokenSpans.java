package org.deid.resolve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
import org.apache.uima.jcas.JCas;

/**
 * The offsets of a note's tokens, newlines left out, in the annotation index's order (begin
 * ascending, then end descending). The tokens are read unordered and their offsets sorted: the
 * ordered iteration over a type and its subtypes merges one index per subtype through a heap, at a
 * cost several times the sort's. The unordered iteration gives each subtype's index in turn, each
 * sorted: the runs are merged. Tokens with the same offsets are indistinguishable here, so their
 * order among themselves does not matter.
 */
final class TokenSpans {

  private TokenSpans() {}

  /** The {@code {begin, end}} of each token but newlines, in index order. */
  static List<int[]> of(JCas jcas) {
    long[] keys = new long[16];
    int count = 0;
    for (BaseToken token : jcas.select(BaseToken.class).orderNotNeeded()) {
      if (!(token instanceof NewlineToken)) {
        if (count == keys.length) {
          keys = Arrays.copyOf(keys, count * 2);
        }
        keys[count++] = key(token.getBegin(), token.getEnd());
      }
    }
    keys = sortRuns(keys, count);
    List<int[]> spans = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      int begin = (int) (keys[i] >>> 31);
      int end = Integer.MAX_VALUE - (int) (keys[i] & Integer.MAX_VALUE);
      spans.add(new int[] {begin, end});
    }
    return spans;
  }

  /**
   * The first {@code count} keys in ascending order, by merging the ascending runs they come in,
   * two at a time, from left to right (few runs: one per token type).
   */
  static long[] sortRuns(long[] keys, int count) {
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

  /** A key whose order is the index's: begin ascending, then end descending (offsets >= 0). */
  private static long key(int begin, int end) {
    return (long) begin << 31 | (Integer.MAX_VALUE - end);
  }
}
