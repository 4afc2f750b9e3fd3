package org.deid.detect.lexicon;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import org.apache.lucene.util.fst.FST;
import org.deid.segment.TokenKind;
import org.deid.segment.TokenSpan;

/**
 * One document as the lexicon's finders read it: the text, its folded copy, the tokens and their
 * folded words, with the token tests they share (case, line, sentence start) and the longest
 * gazetteer entry of some kind that starts on a token.
 */
final class TokenText {

  private static final byte CAPITALISED = 1;
  private static final byte ALL_CAPS = 2;

  private final Gazetteer gazetteer;
  private final String text;
  private final char[] folded;
  private final List<TokenSpan> tokens;
  private final String[] words;
  private final BitSet ends;
  private final int[] tokenAtEnd;
  private final FST.BytesReader reader;
  private final byte[] shape; // per token: CAPITALISED, ALL_CAPS
  private final int[] contextKinds; // per token: Gazetteer.contextKinds of its word
  // The gazetteer entries starting on each token, walked once: several finders ask for them.
  private final int[] firstEntry; // per token: index of its first entry below, -1 before its walk
  private final int[] entryCount;
  private int[] entryEnds = new int[64];
  private long[] entryFlags = new long[64];
  private int entries;

  /**
   * A view over a tagged document.
   *
   * @param gazetteer the language's gazetteer
   * @param text the document text
   * @param folded the folded text the gazetteer is matched on, as long as the text
   * @param tokens the tokens, in text order
   * @param words the folded word of each token
   */
  TokenText(
      Gazetteer gazetteer, String text, char[] folded, List<TokenSpan> tokens, String[] words) {
    this.gazetteer = gazetteer;
    this.text = text;
    this.folded = folded;
    this.tokens = tokens;
    this.words = words;
    this.ends = new BitSet(text.length() + 1);
    this.tokenAtEnd = new int[text.length() + 1];
    for (int i = 0; i < tokens.size(); i++) {
      ends.set(tokens.get(i).end());
      tokenAtEnd[tokens.get(i).end()] = i;
    }
    this.reader = gazetteer.newReader();
    this.firstEntry = new int[tokens.size()];
    this.entryCount = new int[tokens.size()];
    Arrays.fill(firstEntry, -1);
    this.shape = new byte[tokens.size()];
    this.contextKinds = new int[tokens.size()];
    for (int i = 0; i < tokens.size(); i++) {
      shape[i] = shapeOf(i);
      contextKinds[i] = gazetteer.contextKinds(words[i]);
    }
  }

  Gazetteer gazetteer() {
    return gazetteer;
  }

  String text() {
    return text;
  }

  int size() {
    return tokens.size();
  }

  TokenSpan token(int i) {
    return tokens.get(i);
  }

  /** The folded word of token i, or "" outside the document. */
  String word(int i) {
    return i >= 0 && i < tokens.size() ? words[i] : "";
  }

  /** The folded text from {@code from} to {@code to}, clipped to the document. */
  String folded(int from, int to) {
    int a = Math.max(0, from);
    int b = Math.min(folded.length, to);
    return a >= b ? "" : new String(folded, a, b - a);
  }

  boolean isKind(int i, TokenKind kind) {
    return i >= 0 && i < tokens.size() && tokens.get(i).kind() == kind;
  }

  boolean isWord(int i) {
    return isKind(i, TokenKind.WORD);
  }

  boolean is(ContextKind kind, int i) {
    return i >= 0 && i < tokens.size() && Gazetteer.isOf(contextKinds[i], kind);
  }

  /** Capitalised ("Jean") or all capitals ("DUPONT"), with at least two letters. */
  boolean isCapitalised(int i) {
    return i >= 0 && i < tokens.size() && (shape[i] & CAPITALISED) != 0;
  }

  /** A word with no lower-case letter. */
  boolean isAllCaps(int i) {
    return i >= 0 && i < tokens.size() && (shape[i] & ALL_CAPS) != 0;
  }

  /** The case tests of token i, read once: the finders ask them of each token many times. */
  private byte shapeOf(int i) {
    if (!isWord(i)) {
      return 0;
    }
    TokenSpan t = tokens.get(i);
    int letters = 0;
    boolean lower = false;
    for (int p = t.begin(); p < t.end(); p++) {
      char c = text.charAt(p);
      if (Character.isLetter(c)) {
        letters++;
      }
      lower |= Character.isLowerCase(c);
    }
    boolean capitalised = letters >= 2 && Character.isUpperCase(text.charAt(t.begin()));
    return (byte) ((capitalised ? CAPITALISED : 0) | (lower ? 0 : ALL_CAPS));
  }

  boolean isLowerCase(int i) {
    return isWord(i) && Character.isLowerCase(text.charAt(tokens.get(i).begin()));
  }

  /** Whether nothing but spaces or tabs separates token i from token i + 1. */
  boolean sameLine(int i) {
    if (i < 0 || i + 1 >= tokens.size()) {
      return false;
    }
    for (int p = tokens.get(i).end(); p < tokens.get(i + 1).begin(); p++) {
      char c = text.charAt(p);
      if (c == '\n' || c == '\r') {
        return false;
      }
    }
    return !isKind(i + 1, TokenKind.NEWLINE);
  }

  /** Whether token i is punctuation written as one of the given characters. */
  boolean isPunctuation(int i, String characters) {
    return (isKind(i, TokenKind.PUNCTUATION) || isKind(i, TokenKind.SYMBOL))
        && characters.contains(words[i]);
  }

  /** Whether token i opens a sentence or a line: the previous token ends one, or none is before. */
  boolean opensSentence(int i) {
    int p = i - 1;
    if (p < 0 || isKind(p, TokenKind.NEWLINE) || !sameLine(p)) {
      return true;
    }
    return isPunctuation(p, ".!?;:\u2022*");
  }

  /** A word inside a multi-word proper name: a particle, or "y"/"et"/"i" in institutions. */
  boolean isConnector(int i) {
    if (isKind(i, TokenKind.CONTRACTION)) {
      return is(ContextKind.PARTICLE, i);
    }
    if (!isLowerCase(i) && !(isWord(i) && is(ContextKind.PARTICLE, i))) {
      return false;
    }
    return is(ContextKind.PARTICLE, i)
        || words[i].equals("y")
        || words[i].equals("et")
        || words[i].equals("i");
  }

  /**
   * The last token of the run of capitalised words (with particles, hyphens and numbers inside)
   * that starts at {@code from} on the line, or {@code from - 1} if none starts there.
   */
  int properRun(int from) {
    int last = from - 1;
    for (int i = from; i < tokens.size(); i++) {
      if (i > from && !sameLine(i - 1)) {
        break;
      }
      if (isCapitalised(i) || isKind(i, TokenKind.NUMBER) && last >= from) {
        last = i;
      } else if (!isConnector(i) && !isInnerHyphen(i)) {
        break;
      }
    }
    return last;
  }

  /** A hyphen touching the words on both sides: "Saint-Louis". */
  private boolean isInnerHyphen(int i) {
    return isPunctuation(i, "-\u2010")
        && i > 0
        && i + 1 < tokens.size()
        && tokens.get(i - 1).end() == tokens.get(i).begin()
        && tokens.get(i).end() == tokens.get(i + 1).begin();
  }

  /**
   * The last token of the longest gazetteer entry that starts on token i and carries one of the
   * given flags, or -1; its flags go to {@code flagsOut[0]}.
   */
  int longestEntry(int i, long anyOf, long[] flagsOut) {
    int best = -1;
    for (int k = 0, n = entryCount(i); k < n; k++) {
      if ((entryFlags(i, k) & anyOf) != 0) {
        best = tokenAtEnd[entryEnd(i, k)];
        flagsOut[0] = entryFlags(i, k);
      }
    }
    return best;
  }

  /** How many gazetteer entries start on token i and end on a token end (of one line). */
  int entryCount(int i) {
    walk(i);
    return entryCount[i];
  }

  /** The end offset of the k-th entry starting on token i, shortest first. */
  int entryEnd(int i, int k) {
    return entryEnds[firstEntry[i] + k];
  }

  /** The flags of the k-th entry starting on token i, shortest first. */
  long entryFlags(int i, int k) {
    return entryFlags[firstEntry[i] + k];
  }

  /** The last token of the k-th entry starting on token i. */
  int entryLast(int i, int k) {
    return tokenAtEnd[entryEnd(i, k)];
  }

  private void walk(int i) {
    if (firstEntry[i] >= 0) {
      return;
    }
    firstEntry[i] = entries;
    gazetteer.matchesFrom(folded, tokens.get(i).begin(), ends, reader, this::addEntry);
    entryCount[i] = entries - firstEntry[i];
  }

  private void addEntry(Gazetteer.Match m) {
    if (entries == entryEnds.length) {
      entryEnds = Arrays.copyOf(entryEnds, entries * 2);
      entryFlags = Arrays.copyOf(entryFlags, entries * 2);
    }
    entryEnds[entries] = m.end();
    entryFlags[entries] = m.flags();
    entries++;
  }
}
