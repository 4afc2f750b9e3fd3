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
   * A word, its lower case ({@link Locale#ROOT}) and its shape ({@link PhiTokenFeatures#shape}),
   * and what a sink found for it before ({@link WordMemo}).
   */
  static final class Word {

    private final String text;

    private final String lower;

    private final String shape;

    /** What a sink found for this word (null: nothing yet); one thread's, as this table. */
    WordMemo memo;

    /** The clusters {@link #clusterPrefixes} were read from (null: none read yet). */
    WordClusters clusters;

    /** The prefixes of this word's cluster in {@link #clusters} (null: no cluster). */
    String[] clusterPrefixes;

    Word(String text, String lower, String shape) {
      this.text = text;
      this.lower = lower;
      this.shape = shape;
    }

    /** A word that is its own lower case and shape (the sentence's bounds, {@code <s>}). */
    Word(String text) {
      this(text, text, text);
    }

    String text() {
      return text;
    }

    String lower() {
      return lower;
    }

    String shape() {
      return shape;
    }
  }

  /** The word before a sentence's first, for the windows: {@code <s>} as word and shape. */
  final Word sentenceStart = new Word("<s>");

  /** The word after a sentence's last: {@code </s>} as word and shape. */
  final Word sentenceEnd = new Word("</s>");

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
