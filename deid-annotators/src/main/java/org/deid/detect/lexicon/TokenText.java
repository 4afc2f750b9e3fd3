package org.deid.detect.lexicon;

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

  private final Gazetteer gazetteer;
  private final String text;
  private final char[] folded;
  private final List<TokenSpan> tokens;
  private final String[] words;
  private final BitSet ends;
  private final int[] tokenAtEnd;
  private final FST.BytesReader reader;

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
    return i >= 0 && i < tokens.size() && gazetteer.is(kind, words[i]);
  }

  /** Capitalised ("Jean") or all capitals ("DUPONT"), with at least two letters. */
  boolean isCapitalised(int i) {
    if (!isWord(i)) {
      return false;
    }
    TokenSpan t = tokens.get(i);
    int letters = 0;
    for (int p = t.begin(); p < t.end(); p++) {
      if (Character.isLetter(text.charAt(p))) {
        letters++;
      }
    }
    return letters >= 2 && Character.isUpperCase(text.charAt(t.begin()));
  }

  /** A word with no lower-case letter. */
  boolean isAllCaps(int i) {
    if (!isWord(i)) {
      return false;
    }
    TokenSpan t = tokens.get(i);
    for (int p = t.begin(); p < t.end(); p++) {
      if (Character.isLowerCase(text.charAt(p))) {
        return false;
      }
    }
    return true;
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
    int[] best = {-1};
    gazetteer.matchesFrom(
        folded,
        tokens.get(i).begin(),
        ends,
        reader,
        m -> {
          if ((m.flags() & anyOf) != 0) {
            best[0] = tokenAtEnd[m.end()];
            flagsOut[0] = m.flags();
          }
        });
    return best[0];
  }
}
