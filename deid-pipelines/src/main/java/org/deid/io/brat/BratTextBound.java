package org.deid.io.brat;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A brat text-bound annotation: {@code T<n>\t<LABEL> <begin> <end>[;<begin> <end>...]\t<text>}.
 *
 * @param id the id, {@code T} followed by a number
 * @param label the annotation type
 * @param spans the fragments, in file order (one for a contiguous annotation)
 * @param text the covered text as brat writes it: the fragments joined by a single space
 */
public record BratTextBound(String id, String label, List<BratSpan> spans, String text)
    implements BratLine {

  /** Checks the id, label and spans, and copies the list of spans. */
  public BratTextBound {
    if (!id.matches("T[0-9]{1,9}")) {
      throw new IllegalArgumentException(
          "A text-bound id is T and a number of at most 9 digits, not '" + id + "'");
    }
    if (label.isEmpty() || label.chars().anyMatch(Character::isWhitespace)) {
      throw new IllegalArgumentException("A label is one non-empty word");
    }
    if (spans.isEmpty()) {
      throw new IllegalArgumentException("A text-bound annotation needs at least one span");
    }
    spans = List.copyOf(spans);
    if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
      throw new IllegalArgumentException("The text of a text-bound annotation is one line");
    }
  }

  /** The number in the id ({@code 12} for {@code T12}). */
  public int number() {
    return Integer.parseInt(id.substring(1));
  }

  /** The first code point covered, over all fragments. */
  public int begin() {
    return spans.stream().mapToInt(BratSpan::begin).min().orElseThrow();
  }

  /** The code point just after the last one covered, over all fragments. */
  public int end() {
    return spans.stream().mapToInt(BratSpan::end).max().orElseThrow();
  }

  /** Whether the annotation has more than one fragment. */
  public boolean isDiscontinuous() {
    return spans.size() > 1;
  }

  @Override
  public String toLine() {
    String offsets = spans.stream().map(BratSpan::toString).collect(Collectors.joining(";"));
    return id + '\t' + label + ' ' + offsets + '\t' + text;
  }
}
