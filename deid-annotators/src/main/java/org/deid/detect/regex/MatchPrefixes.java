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
 * <p>A step of a sequence may be a run of one set ({@code de\s+\d}: "de", blanks, a digit): the
 * check skips the whole run and goes on with the next step. That is exact only when no step that
 * may come right after the run can take a character of it, so a sequence ends at a run where one
 * can.
 *
 * <p>Characters from {@link MatchStarts#TABLE_SIZE} up (surrogates included) stop the check: the
 * position is tried.
 */
final class MatchPrefixes {

  private static final int WORDS = MatchStarts.TABLE_SIZE / Long.SIZE;

  /** How often a step's set is consumed. */
  enum Repeat {
    ONCE,
    ONE_OR_MORE,
    ZERO_OR_MORE
  }

  /** One step of a sequence: characters below the table size its atom accepts, and how often. */
  record Step(BitSet chars, Repeat repeat) {}

  // One node per distinct sequence beginning: the characters its last step accepts, how often,
  // and what follows.
  private final long[] accepted;
  private final Repeat repeat;
  private final MatchPrefixes[] next;
  private final boolean last; // a whole sequence ends here: the position may start a match
  // The characters some child accepts first (null when a child may be empty): most positions
  // fail on one look-up here instead of one per child.
  private final long[] nextFirst;

  private MatchPrefixes(long[] accepted, Repeat repeat, MatchPrefixes[] next, boolean last) {
    this.accepted = accepted;
    this.repeat = repeat;
    this.next = next;
    this.last = last;
    long[] first = new long[WORDS];
    for (MatchPrefixes child : next) {
      if (child.repeat == Repeat.ZERO_OR_MORE) {
        first = null;
        break;
      }
      for (int w = 0; w < WORDS; w++) {
        first[w] |= child.accepted[w];
      }
    }
    this.nextFirst = first;
  }

  /**
   * The check of the given sequences (each a list of steps), or null when one of them is empty
   * (nothing to check).
   */
  static MatchPrefixes of(List<List<Step>> sequences) {
    List<List<Step>> exact = new ArrayList<>();
    for (List<Step> sequence : sequences) {
      List<Step> checked = skippable(sequence);
      if (checked.isEmpty()) {
        return null;
      }
      exact.add(checked);
    }
    return node(null, exact, 0);
  }

  /**
   * The sequence up to the first run that a step right after it (past runs that may be empty) could
   * eat into; such a run that may be empty becomes one character of the run or of the steps that
   * may come right after it.
   */
  private static List<Step> skippable(List<Step> sequence) {
    for (int k = 0; k < sequence.size(); k++) {
      Step run = sequence.get(k);
      if (run.repeat() == Repeat.ONCE) {
        continue;
      }
      BitSet either = (BitSet) run.chars().clone();
      boolean clash = false;
      int j = k + 1;
      for (; j < sequence.size(); j++) {
        Step after = sequence.get(j);
        clash |= after.chars().intersects(run.chars());
        either.or(after.chars());
        if (after.repeat() != Repeat.ZERO_OR_MORE) {
          break;
        }
      }
      if (!clash) {
        continue;
      }
      List<Step> kept = new ArrayList<>(sequence.subList(0, k));
      if (run.repeat() == Repeat.ONE_OR_MORE) {
        kept.add(run);
      } else if (j < sequence.size()) {
        kept.add(new Step(either, Repeat.ONCE));
      }
      return kept;
    }
    return sequence;
  }

  private static MatchPrefixes node(Step step, List<List<Step>> sequences, int depth) {
    boolean last = false;
    Map<Step, List<List<Step>>> byNext = new LinkedHashMap<>();
    for (List<Step> sequence : sequences) {
      if (sequence.size() == depth) {
        last = true;
      } else {
        byNext.computeIfAbsent(sequence.get(depth), s -> new ArrayList<>()).add(sequence);
      }
    }
    List<MatchPrefixes> children = new ArrayList<>();
    if (!last) { // past the end of a whole sequence nothing more needs checking
      for (Map.Entry<Step, List<List<Step>>> child : byNext.entrySet()) {
        children.add(node(child.getKey(), child.getValue(), depth + 1));
      }
    }
    long[] accepted = step == null ? null : Arrays.copyOf(step.chars().toLongArray(), WORDS);
    Repeat repeat = step == null ? Repeat.ONCE : step.repeat();
    return new MatchPrefixes(accepted, repeat, children.toArray(MatchPrefixes[]::new), last);
  }

  /** Whether one of the sequences stands at {@code index} of the text (or the check gives up). */
  boolean mayStartAt(CharSequence text, int index) {
    return followsFrom(text, index);
  }

  private boolean followsFrom(CharSequence text, int index) {
    if (last) {
      return true;
    }
    int length = text.length();
    if (index >= length) {
      return endsWithRun(text, index); // every sequence needs a character, but for empty runs
    }
    char c = text.charAt(index);
    if (c >= MatchStarts.TABLE_SIZE) {
      return true;
    }
    long bit = 1L << c;
    int word = c >>> 6;
    if (nextFirst != null && (nextFirst[word] & bit) == 0) {
      return false;
    }
    for (MatchPrefixes child : next) {
      if (child.repeat == Repeat.ONCE) {
        if ((child.accepted[word] & bit) != 0 && child.followsFrom(text, index + 1)) {
          return true;
        }
      } else if (child.repeat == Repeat.ZERO_OR_MORE || (child.accepted[word] & bit) != 0) {
        int end = child.runEnd(text, index);
        if (end < 0 || child.followsFrom(text, end)) {
          return true; // a character beyond the tables, or the rest follows the run
        }
      }
    }
    return false;
  }

  /** At the text's end: whether a child that may be empty completes a sequence. */
  private boolean endsWithRun(CharSequence text, int index) {
    for (MatchPrefixes child : next) {
      if (child.repeat == Repeat.ZERO_OR_MORE && child.followsFrom(text, index)) {
        return true;
      }
    }
    return false;
  }

  /** Where the run of this node's characters from {@code index} ends; -1 past the tables. */
  private int runEnd(CharSequence text, int index) {
    int length = text.length();
    int i = index;
    while (i < length) {
      char c = text.charAt(i);
      if (c >= MatchStarts.TABLE_SIZE) {
        return -1;
      }
      if ((accepted[c >>> 6] & (1L << c)) == 0) {
        break;
      }
      i++;
    }
    return i;
  }
}
