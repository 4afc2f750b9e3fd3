package org.deid.detect.onnx;

/**
 * A text cut into model tokens, without special tokens: ids, character offsets in the Java string
 * (UTF-16 units, so they index the CAS text exactly) and the word each token belongs to.
 *
 * @param ids the vocabulary ids
 * @param begins each token's first character
 * @param ends each token's end (exclusive)
 * @param words each token's word index (tokens of one word share it; -1 for none)
 */
public record TokenizedText(long[] ids, int[] begins, int[] ends, long[] words) {

  /** The number of tokens. */
  public int size() {
    return ids.length;
  }

  /** Whether token {@code i} starts a word (its word differs from the previous token's). */
  public boolean startsWord(int i) {
    return i == 0 || words[i] < 0 || words[i] != words[i - 1];
  }
}
