package org.deid.detect.regex;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The first few characters every match of a pattern starts with, as sequences of character sets
 * read by {@link MatchStarts} ({@code (?i:madre|padre)\s} starts with "madre " or "padre ", in any
 * case the engine folds): a candidate position where none of the sequences stands is no start.
 *
 * <p>Case-insensitive alternations of words are what the engine tries slowest (every alternative
 * folds the text's character again): this check, one table look-up per character, rules most such
 * positions out before the engine is called. The sequences are kept in a tree by their first
 * characters, so a position is read once for all sequences that share a beginning.
 *
 * <p>Characters from {@link MatchStarts#TABLE_SIZE} up (surrogates included) stop the check: the
 * position is tried.
 */
final class MatchPrefixes {

  private static final int WORDS = MatchStarts.TABLE_SIZE / Long.SIZE;

  // One node per distinct sequence beginning: the characters its last set accepts, and what
  // follows.
  private final long[] accepted;
  private final MatchPrefixes[] next;
  private final boolean last; // a whole sequence ends here: the position may start a match

  private MatchPrefixes(long[] accepted, MatchPrefixes[] next, boolean last) {
    this.accepted = accepted;
    this.next = next;
    this.last = last;
  }

  /**
   * The check of the given sequences (each a list of character sets, each set the characters below
   * the table size its atom accepts), or null when one of them is empty (nothing to check).
   */
  static MatchPrefixes of(List<List<BitSet>> sequences) {
    for (List<BitSet> sequence : sequences) {
      if (sequence.isEmpty()) {
        return null;
      }
    }
    return node(null, sequences, 0);
  }

  private static MatchPrefixes node(BitSet set, List<List<BitSet>> sequences, int depth) {
    boolean last = false;
    Map<BitSet, List<List<BitSet>>> byNext = new LinkedHashMap<>();
    for (List<BitSet> sequence : sequences) {
      if (sequence.size() == depth) {
        last = true;
      } else {
        byNext.computeIfAbsent(sequence.get(depth), s -> new ArrayList<>()).add(sequence);
      }
    }
    List<MatchPrefixes> children = new ArrayList<>();
    if (!last) { // past the end of a whole sequence nothing more needs checking
      for (Map.Entry<BitSet, List<List<BitSet>>> child : byNext.entrySet()) {
        children.add(node(child.getKey(), child.getValue(), depth + 1));
      }
    }
    long[] accepted = set == null ? null : Arrays.copyOf(set.toLongArray(), WORDS);
    return new MatchPrefixes(accepted, children.toArray(MatchPrefixes[]::new), last);
  }

  /** Whether one of the sequences stands at {@code index} of the text (or the check gives up). */
  boolean mayStartAt(CharSequence text, int index) {
    return followsFrom(text, index);
  }

  private boolean followsFrom(CharSequence text, int index) {
    if (last) {
      return true;
    }
    if (index >= text.length()) {
      return false; // every sequence still needs a character
    }
    char c = text.charAt(index);
    if (c >= MatchStarts.TABLE_SIZE) {
      return true;
    }
    long bit = 1L << c;
    int word = c >>> 6;
    for (MatchPrefixes child : next) {
      if ((child.accepted[word] & bit) != 0 && child.followsFrom(text, index + 1)) {
        return true;
      }
    }
    return false;
  }
}
