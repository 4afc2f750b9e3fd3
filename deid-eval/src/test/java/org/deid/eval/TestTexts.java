package org.deid.eval;

/** Builds spans by quoting the text they cover, so test cases read like annotations. */
public final class TestTexts {

  private TestTexts() {}

  /** The span of the first occurrence of {@code covered} in {@code text}, with a label. */
  public static PhiSpan span(String text, String label, String covered) {
    return span(text, label, covered, 1);
  }

  /** The span of the n-th (from 1) occurrence of {@code covered} in {@code text}. */
  public static PhiSpan span(String text, String label, String covered, int occurrence) {
    int begin = -1;
    for (int i = 0; i < occurrence; i++) {
      begin = text.indexOf(covered, begin + 1);
      if (begin < 0) {
        throw new IllegalArgumentException("Not in text: " + covered);
      }
    }
    return new PhiSpan(begin, begin + covered.length(), label);
  }
}
