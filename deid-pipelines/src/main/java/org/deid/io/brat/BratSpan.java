package org.deid.io.brat;

/**
 * One fragment of a brat text-bound annotation, in the offsets of the {@code .ann} file: Unicode
 * code points of the {@code .txt} file, end exclusive.
 *
 * @param begin first code point of the fragment
 * @param end code point just after the fragment
 */
public record BratSpan(int begin, int end) {

  /** Checks that the fragment is non-empty and starts at or after the beginning of the text. */
  public BratSpan {
    if (begin < 0 || end <= begin) {
      throw new IllegalArgumentException("Empty or reversed span " + begin + " " + end);
    }
  }

  @Override
  public String toString() {
    return begin + " " + end;
  }
}
