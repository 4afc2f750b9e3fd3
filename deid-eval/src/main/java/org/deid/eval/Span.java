package org.deid.eval;

/**
 * Character offsets without a label; ordered like the MEDDOCAN script orders its {@code (start,
 * end)} tuples: by begin, then by end.
 *
 * @param begin first character, inclusive
 * @param end last character, exclusive
 */
public record Span(int begin, int end) implements Comparable<Span> {

  /** Whether {@code other} lies within this span (both bounds inclusive of equality). */
  public boolean contains(Span other) {
    return other.begin >= begin && other.end <= end;
  }

  /** Whether this span shares at least one character with {@code other}. */
  public boolean overlaps(Span other) {
    return begin < other.end && other.begin < end;
  }

  @Override
  public int compareTo(Span other) {
    int byBegin = Integer.compare(begin, other.begin);
    return byBegin != 0 ? byBegin : Integer.compare(end, other.end);
  }
}
