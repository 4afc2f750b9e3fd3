package org.deid.io.markup;

/**
 * One span written in inline markup, in the offsets of the plain text (UTF-16, end exclusive).
 *
 * @param label the label written between the parentheses
 * @param begin first character of the span in the plain text
 * @param end character just after the span
 * @param line the 1-based line of the markup file where the span opens, for messages
 */
public record MarkedSpan(String label, int begin, int end, int line) {

  /** Checks that the span is non-empty. */
  public MarkedSpan {
    if (begin < 0 || end <= begin) {
      throw new IllegalArgumentException("Empty or reversed span " + begin + " " + end);
    }
  }
}
