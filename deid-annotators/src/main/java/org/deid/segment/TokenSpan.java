package org.deid.segment;

/**
 * A token found by {@link ClinicalTokenizer}: character offsets into the text and a kind.
 *
 * @param begin offset of the first character
 * @param end offset after the last character
 * @param kind what the token is
 */
public record TokenSpan(int begin, int end, TokenKind kind) {

  /** Checks the offsets. */
  public TokenSpan {
    if (begin < 0 || end <= begin) {
      throw new IllegalArgumentException("Bad token offsets [" + begin + "," + end + "]");
    }
  }
}
