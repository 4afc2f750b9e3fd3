package org.deid.detect.crf;

import java.util.Arrays;
import java.util.List;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.uima.jcas.JCas;
import org.deid.segment.AscendingRuns;

/**
 * All the tokens of a note (newlines included) in the annotation index's order (begin ascending,
 * then end descending), with their offsets side by side, each read once. The tokens are read
 * unordered, which gives each subtype's index in turn, each sorted, and these runs are merged by
 * their begins: the ordered iteration over a type and its subtypes merges them through a heap, at
 * several times the cost. Where two tokens begin at the same offset (the tokenizer makes none), the
 * order among them would also depend on the index's tie-breaking: the tokens are then read in order
 * instead.
 */
final class IndexOrderTokens {

  final BaseToken[] tokens;

  final int[] begins;

  final int[] ends;

  private IndexOrderTokens(BaseToken[] tokens, int[] begins, int[] ends) {
    this.tokens = tokens;
    this.begins = begins;
    this.ends = ends;
  }

  /** The tokens of the note, in index order. */
  static IndexOrderTokens read(JCas jcas) {
    // About one token in four characters.
    int capacity = Math.max(16, jcas.getDocumentText().length() / 4);
    BaseToken[] read = new BaseToken[capacity];
    int[] readEnds = new int[capacity];
    long[] keys = new long[capacity];
    int count = 0;
    for (BaseToken token : jcas.select(BaseToken.class).orderNotNeeded()) {
      if (count == read.length) {
        read = Arrays.copyOf(read, 2 * count);
        readEnds = Arrays.copyOf(readEnds, 2 * count);
        keys = Arrays.copyOf(keys, 2 * count);
      }
      // Begin in the high half, the reading's index in the low: the sort's order is the begins'.
      keys[count] = (long) token.getBegin() << 32 | count;
      readEnds[count] = token.getEnd();
      read[count] = token;
      count++;
    }
    keys = AscendingRuns.sort(keys, count);
    BaseToken[] tokens = new BaseToken[count];
    int[] begins = new int[count];
    int[] ends = new int[count];
    for (int k = 0; k < count; k++) {
      begins[k] = (int) (keys[k] >>> 32);
      if (k > 0 && begins[k] == begins[k - 1]) {
        return inOrder(jcas.select(BaseToken.class).toList());
      }
      int index = (int) keys[k];
      tokens[k] = read[index];
      ends[k] = readEnds[index];
    }
    return new IndexOrderTokens(tokens, begins, ends);
  }

  private static IndexOrderTokens inOrder(List<BaseToken> ordered) {
    BaseToken[] tokens = ordered.toArray(BaseToken[]::new);
    int[] begins = new int[tokens.length];
    int[] ends = new int[tokens.length];
    for (int k = 0; k < tokens.length; k++) {
      begins[k] = tokens[k].getBegin();
      ends[k] = tokens[k].getEnd();
    }
    return new IndexOrderTokens(tokens, begins, ends);
  }
}
