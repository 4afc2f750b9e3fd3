package org.deid.detect.crf;

import java.util.Locale;

/**
 * The word of a token, its lower case and its shape, for the words of recent notes, found from the
 * document's text and the token's offsets without building a string. A word met again costs a hash
 * of its characters and a comparison with the kept word, and gets the strings it got before: no
 * substring, lower case or shape is built, and the look-ups of its features hash nothing (a string
 * caches its hash) and find their caches' entries by identity. Direct-mapped on the hash of the
 * characters; a collision only costs building the strings. Not thread-safe: one per annotator.
 */
final class TokenWords {

  /** How many words are kept: the words of several notes, in a few hundred kilobytes. */
  private static final int SIZE = 4096;

  /**
   * A word, its lower case ({@link Locale#ROOT}) and its shape ({@link PhiTokenFeatures#shape}).
   */
  record Word(String text, String lower, String shape) {}

  private final Word[] words = new Word[SIZE];

  /** Per slot, {@link String#hashCode} of the kept word. */
  private final int[] hashes = new int[SIZE];

  /** The word {@code text[begin, end)}. */
  Word of(String text, int begin, int end) {
    int hash = 0;
    for (int i = begin; i < end; i++) {
      hash = 31 * hash + text.charAt(i);
    }
    int slot = (hash ^ hash >>> 16) * 0x9E3779B1 >>> 20 & (SIZE - 1);
    Word kept = words[slot];
    int length = end - begin;
    if (kept != null
        && hashes[slot] == hash
        && kept.text().length() == length
        && text.regionMatches(begin, kept.text(), 0, length)) {
      return kept;
    }
    String word = text.substring(begin, end);
    Word made = new Word(word, word.toLowerCase(Locale.ROOT), PhiTokenFeatures.shape(word));
    words[slot] = made;
    hashes[slot] = hash;
    return made;
  }
}
