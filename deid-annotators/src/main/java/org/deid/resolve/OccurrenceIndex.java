package org.deid.resolve;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Where strings occur in one text that many strings are looked for in: {@link #indexOf} gives what
 * {@link String#indexOf(String, int)} gives. A long text's positions are indexed once by their
 * first two characters, so that each look-up reads the positions that start like the string instead
 * of the whole text (a note of several MB with thousands of names to propagate was quadratic).
 * Shorter texts are searched directly.
 */
final class OccurrenceIndex {

  /** Texts from this length up are indexed. */
  static final int INDEXED_FROM = 1 << 16;

  private static final int BUCKETS = 1 << 16;

  private final String text;
  private final int indexedFrom;
  // Built on the first look-up: positions by bucket of their first two characters, in order.
  private int[] bucketStarts;
  private int[] positions;
  // Words already asked about by containsAlone: a note names the same place many times.
  private final Map<String, Boolean> alone = new HashMap<>();

  OccurrenceIndex(String text) {
    this(text, INDEXED_FROM);
  }

  /** As {@link #OccurrenceIndex(String)}, indexing texts from {@code indexedFrom} characters up. */
  OccurrenceIndex(String text, int indexedFrom) {
    this.text = text;
    this.indexedFrom = indexedFrom;
  }

  /** The first position at or after {@code from} where {@code word} stands, or -1. */
  int indexOf(String word, int from) {
    if (word.length() < 2 || text.length() < indexedFrom) {
      return text.indexOf(word, from);
    }
    if (positions == null) {
      build();
    }
    int bucket = bucket(word.charAt(0), word.charAt(1));
    int start = bucketStarts[bucket];
    int end = bucketStarts[bucket + 1];
    int k = Arrays.binarySearch(positions, start, end, Math.max(from, 0));
    for (k = k < 0 ? -k - 1 : k; k < end; k++) {
      if (text.startsWith(word, positions[k])) {
        return positions[k];
      }
    }
    return -1;
  }

  /** Whether {@code word} stands somewhere in the text with no letter or digit glued to it. */
  boolean containsAlone(String word) {
    return alone.computeIfAbsent(
        word,
        w -> {
          for (int at = indexOf(w, 0); at >= 0; at = indexOf(w, at + 1)) {
            if (standsAlone(text, at, at + w.length())) {
              return true;
            }
          }
          return false;
        });
  }

  /** Whether {@code [begin, end)} of the text has no letter or digit glued to either end. */
  static boolean standsAlone(String text, int begin, int end) {
    return (begin == 0 || !Character.isLetterOrDigit(text.charAt(begin - 1)))
        && (end == text.length() || !Character.isLetterOrDigit(text.charAt(end)));
  }

  private void build() {
    int pairs = text.length() - 1;
    bucketStarts = new int[BUCKETS + 1];
    for (int i = 0; i < pairs; i++) {
      bucketStarts[bucket(text.charAt(i), text.charAt(i + 1)) + 1]++;
    }
    for (int b = 0; b < BUCKETS; b++) {
      bucketStarts[b + 1] += bucketStarts[b];
    }
    int[] next = Arrays.copyOf(bucketStarts, BUCKETS);
    positions = new int[Math.max(pairs, 0)];
    for (int i = 0; i < pairs; i++) {
      positions[next[bucket(text.charAt(i), text.charAt(i + 1))]++] = i;
    }
  }

  private static int bucket(char first, char second) {
    return ((first * 31) ^ second) & (BUCKETS - 1);
  }
}
