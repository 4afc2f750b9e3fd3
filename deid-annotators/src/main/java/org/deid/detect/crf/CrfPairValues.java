package org.deid.detect.crf;

/**
 * The rows ({@link CrfValueRows}) of the pairs of lower-cased words ({@code first|second}, the
 * values of the bigram features) that a sink looked up lately. Every token has two bigrams, which
 * the word memo ({@link WordMemo}) does not cover; frequent ones recur from sentence to sentence,
 * and here a hit costs comparing two references (the words are the strings {@link TokenWords} hands
 * out again) instead of a probe of the large index of values and a comparison with its pool. A row
 * is a function of the pair, so a kept row is the index's. Direct-mapped on the words' hashes
 * (which strings cache); a collision only costs a look-up. Not thread-safe: one per sink.
 */
final class CrfPairValues {

  private static final int SIZE = 4096;

  private final CrfValueRows rows;

  private final String[] firsts = new String[SIZE];

  private final String[] seconds = new String[SIZE];

  private final int[] kept = new int[SIZE];

  /** An empty table of the rows of {@code rows}. */
  CrfPairValues(CrfValueRows rows) {
    this.rows = rows;
  }

  /** The row of the value {@code first|second}, or -1. */
  int row(String first, String second) {
    int hash = first.hashCode() * 31 + second.hashCode();
    int slot = (hash ^ hash >>> 16) * 0x9E3779B1 >>> 20 & (SIZE - 1);
    if (same(firsts[slot], first) && same(seconds[slot], second)) {
      return kept[slot];
    }
    int row = rows.row(first, second);
    firsts[slot] = first;
    seconds[slot] = second;
    kept[slot] = row;
    return row;
  }

  /** Whether a kept value equals a value (the same string, most often). */
  private static boolean same(String kept, String value) {
    return kept == value || kept != null && kept.equals(value);
  }
}
