package org.deid.segment;

/**
 * A half-open character range {@code [begin, end)}: a sentence, or an entity to check against the
 * segmentation.
 *
 * @param begin offset of the first character
 * @param end offset after the last character
 */
public record Span(int begin, int end) {

  /** Checks the offsets. */
  public Span {
    if (begin < 0 || end < begin) {
      throw new IllegalArgumentException("Bad span offsets [" + begin + "," + end + "]");
    }
  }

  /** Whether this span lies inside {@code other}. */
  public boolean within(Span other) {
    return other.begin <= begin && end <= other.end;
  }
}
