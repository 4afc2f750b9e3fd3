package org.deid.detect.crf;

/**
 * The state scores that the features of a word itself give (the word, its lower case, shape,
 * length, prefixes, suffixes and flags: a function of the word alone), for the words seen last: a
 * word met again has them copied instead of extracted, looked up and added. A token's scores start
 * at zero and these features come first, so the copy holds exactly the sums the additions would
 * make. Direct-mapped on the word's hash; not thread-safe: one per sink.
 */
final class CrfWordStates {

  /** How many words are kept: the frequent words of notes, in a few hundred kilobytes. */
  private static final int SIZE = 512;

  private final int labels;

  private final String[] words = new String[SIZE];

  /** {@code [slot * labels + label]}: the scores of the word in the slot. */
  private final double[] scores;

  /** An empty cache for a model of {@code labels} labels. */
  CrfWordStates(int labels) {
    this.labels = labels;
    this.scores = new double[SIZE * labels];
  }

  /**
   * Copies the scores of a word kept here into {@code state} from {@code row} on, if it is kept.
   */
  boolean restore(String word, double[] state, int row) {
    int slot = slot(word);
    if (!word.equals(words[slot])) {
      return false;
    }
    System.arraycopy(scores, slot * labels, state, row, labels);
    return true;
  }

  /** Keeps the scores of a word, read from {@code state} from {@code row} on. */
  void store(String word, double[] state, int row) {
    int slot = slot(word);
    words[slot] = word;
    System.arraycopy(state, row, scores, slot * labels, labels);
  }

  private static int slot(String word) {
    int hash = word.hashCode();
    return (hash ^ hash >>> 16) * 0x9E3779B1 >>> 23 & (SIZE - 1);
  }
}
