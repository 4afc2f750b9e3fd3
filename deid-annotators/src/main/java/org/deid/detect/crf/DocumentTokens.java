package org.deid.detect.crf;

import java.util.ArrayList;
import java.util.List;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.deid.segment.SortedOffsets;

/**
 * The tokens of a document that are not newlines, in the order of the annotation index, with their
 * offsets side by side: a token's position among them, and the tokens a sentence covers, are found
 * by a binary search over the offsets, instead of a map keyed by each token's identity or an
 * iterator of the index per sentence. Not thread-safe: one per note.
 */
final class DocumentTokens {

  private final BaseToken[] tokens;

  private final int[] begins;

  private final int[] ends;

  /**
   * The position after the last one found, tried first: the sentences' tokens are asked for in
   * order, so the binary search is most often skipped.
   */
  private int next;

  /**
   * The tokens, in the order of the annotation index (begin, then longest first), and their offsets
   * (the arrays are kept, not copied).
   */
  DocumentTokens(BaseToken[] tokens, int[] begins, int[] ends) {
    this.tokens = tokens;
    this.begins = begins;
    this.ends = ends;
  }

  /** The begin of the token at a position. */
  int begin(int position) {
    return begins[position];
  }

  /** The end of the token at a position. */
  int end(int position) {
    return ends[position];
  }

  /** The number of tokens. */
  int size() {
    return tokens.length;
  }

  /** The position of a token, or -1 when it is not one of these. */
  int position(BaseToken token) {
    if (next < tokens.length && tokens[next] == token) {
      return next++;
    }
    int begin = token.getBegin();
    for (int k = SortedOffsets.firstAtOrAfter(begins, begin);
        k < tokens.length && begins[k] == begin;
        k++) {
      if (tokens[k] == token) {
        next = k + 1;
        return k;
      }
    }
    return -1;
  }

  /**
   * The tokens within {@code [begin, end]}, in order: what {@code select(BaseToken.class)
   * .coveredBy(...)} of an annotation at those offsets gives, less the newlines.
   */
  List<BaseToken> coveredBy(int begin, int end) {
    List<BaseToken> covered = new ArrayList<>();
    for (int k = SortedOffsets.firstAtOrAfter(begins, begin);
        k < tokens.length && begins[k] <= end;
        k++) {
      if (ends[k] <= end) {
        covered.add(tokens[k]);
      }
    }
    return covered;
  }
}
