package org.deid.resolve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
import org.apache.uima.jcas.JCas;
import org.deid.segment.AscendingRuns;

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
    keys = AscendingRuns.sort(keys, count);
    List<int[]> spans = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      int begin = (int) (keys[i] >>> 31);
      int end = Integer.MAX_VALUE - (int) (keys[i] & Integer.MAX_VALUE);
      spans.add(new int[] {begin, end});
    }
    return spans;
  }

  /** A key whose order is the index's: begin ascending, then end descending (offsets >= 0). */
  private static long key(int begin, int end) {
    return (long) begin << 31 | (Integer.MAX_VALUE - end);
  }
}
