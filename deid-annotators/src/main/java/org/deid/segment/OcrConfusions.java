package org.deid.segment;

import java.util.ArrayList;
import java.util.List;

/**
 * Undoes the letter/digit confusions of scanned notes, one char for one char, so that every offset
 * in the normalised text is an offset in the original. In a number, the letters O/o read as 0 and
 * l/I read as 1 ("2OO3", "3O/O1/1946", "+33 3 53 O1 19 8O", "4O2l877"); in a word, 0 reads as o/O
 * and 1 as l/I ("T0ledo", "añ0s", "Cora1ie", "femenin0"). Clinical codes stay as written ("G1",
 * "C3", "H1N1", "HbA1c", "cT1N0", "O2" next to a unit, "2o" as an ordinal, "3l" as litres).
 *
 * <p>The rules work on runs of letters and digits:
 *
 * <ul>
 *   <li>A run of digits and confusable letters only, with at least one digit, is a number when it
 *       is at least 3 chars long with no fewer digits than letters (or a digit then O's only: "3OO
 *       µg"), or when it belongs to a group of such runs joined by one of {@code / - . : ,} or by
 *       one or two spaces (2 runs joined by punctuation, 3 when a space joins them: a phone number,
 *       not "O2 3 L/min") in which digits are no fewer than letters. A run of 6 or more digits may
 *       carry one other letter at each end (the shape of a DNI or NIE, "l6480392H"). A final o or l
 *       after one or two digits stays (an ordinal, litres) unless the number goes on after it.
 *   <li>A run of at least 2 letters, more letters than digits, whose digits are all 0 or 1 and
 *       whose letters have the case of a word (all lower, all upper, or a capital then lower), is a
 *       word: its 0 reads as o (O among capitals), its 1 between two letters as l (I among
 *       capitals).
 * </ul>
 */
public final class OcrConfusions {

  private static final int MIN_DIGITS_FOR_END_LETTERS = 6;
  private static final int MAX_JOINING_SPACES = 2;

  /** Digits before a final o or l that make an ordinal or a volume ("2o", "10o", "3l"), at most. */
  private static final int MAX_DIGITS_BEFORE_UNIT = 2;

  // The last text each thread normalised, and the result: the regex and lexicon detectors normalise
  // the same note (the CAS's one document text) one after the other.
  private static final ThreadLocal<String[]> LAST = ThreadLocal.withInitial(() -> new String[2]);

  private OcrConfusions() {}

  /**
   * The normalised text, of the same length as {@code text}; {@code text} itself when unchanged.
   */
  public static String normalise(String text) {
    String[] last = LAST.get();
    if (last[0] != text) { // the same instance: a String cannot have changed since
      last[1] = normaliseAnew(text);
      last[0] = text;
    }
    return last[1];
  }

  private static String normaliseAnew(String text) {
    char[] out = null;
    int n = text.length();
    int i = 0;
    // The group of number-shaped runs being gathered: its runs and counts.
    List<int[]> group = new ArrayList<>();
    int groupDigits = 0;
    int groupLetters = 0;
    boolean spaceJoined = false;
    int groupEnd = -1;
    while (i < n) {
      if (!isRunChar(text.charAt(i))) {
        i++;
        continue;
      }
      int begin = i;
      while (i < n && isRunChar(text.charAt(i))) {
        i++;
      }
      int end = i;
      int[] number = numberShape(text, begin, end);
      if (number != null) {
        int joint = group.isEmpty() ? -1 : joint(text, groupEnd, begin);
        if (joint < 0) {
          out = convertGroup(text, out, group, groupDigits, groupLetters, spaceJoined);
          group.clear();
          groupDigits = 0;
          groupLetters = 0;
          spaceJoined = false;
        } else {
          spaceJoined |= joint == 1;
          int[] previous = group.get(group.size() - 1);
          if (previous[2] > 0 && text.lastIndexOf(',', begin) < groupEnd) {
            // Its final o or l is inside the number after all (not a list: "2o, 12o").
            previous[1]++;
            previous[2] = 0;
            groupLetters++;
          }
        }
        group.add(new int[] {number[0], number[1], number[4]});
        groupDigits += number[2];
        groupLetters += number[3];
        groupEnd = end;
        continue;
      }
      out = convertGroup(text, out, group, groupDigits, groupLetters, spaceJoined);
      group.clear();
      groupDigits = 0;
      groupLetters = 0;
      spaceJoined = false;
      out = convertWord(text, out, begin, end);
    }
    out = convertGroup(text, out, group, groupDigits, groupLetters, spaceJoined);
    return out == null ? text : new String(out);
  }

  /** Whether the char continues a run of letters and digits. */
  private static boolean isRunChar(char c) {
    return Character.isLetterOrDigit(c) || Character.getType(c) == Character.NON_SPACING_MARK;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean isNumberConfusion(char c) {
    return c == 'O' || c == 'o' || c == 'l' || c == 'I';
  }

  /**
   * The part of a run that may be a number, {begin, end, digits, confusable letters, 1 when a final
   * o or l was left out as an ordinal or a unit}, or null when the run is not shaped like a number
   * (another letter inside, no digit).
   */
  private static int[] numberShape(String text, int begin, int end) {
    int from = begin;
    int to = end;
    if (!isDigit(text.charAt(from)) && !isNumberConfusion(text.charAt(from))) {
      from++;
    }
    if (to > from && !isDigit(text.charAt(to - 1)) && !isNumberConfusion(text.charAt(to - 1))) {
      to--;
    }
    int digits = 0;
    int letters = 0;
    for (int k = from; k < to; k++) {
      char c = text.charAt(k);
      if (isDigit(c)) {
        digits++;
      } else if (isNumberConfusion(c)) {
        letters++;
      } else {
        return null;
      }
    }
    boolean endLetters = from > begin || to < end;
    if (digits == 0 || (endLetters && digits < MIN_DIGITS_FOR_END_LETTERS)) {
      return null;
    }
    char last = text.charAt(to - 1);
    int kept = 0;
    if (to == end
        && to - from >= 2
        && to - from <= MAX_DIGITS_BEFORE_UNIT + 1
        && (last == 'o' || last == 'l')
        && isDigit(text.charAt(to - 2))) {
      // "2o" (an ordinal), "3l" (litres): the final letter stays, unless a number goes on after it
      // ("02 6l 91 55 09", "1l/11/2024").
      to--;
      letters--;
      kept = 1;
    }
    return new int[] {from, to, digits, letters, kept};
  }

  /**
   * How a number-shaped run starting at {@code begin} joins the previous one ending at {@code
   * previousEnd}: 0 through punctuation, 1 through spaces only, -1 not at all.
   */
  private static int joint(String text, int previousEnd, int begin) {
    int spaces = 0;
    int punctuation = 0;
    for (int k = previousEnd; k < begin; k++) {
      char c = text.charAt(k);
      if (c == ' ') {
        spaces++;
      } else if ("/-.:,".indexOf(c) >= 0) {
        punctuation++;
      } else {
        return -1;
      }
    }
    if (punctuation > 1 || spaces > 2 * MAX_JOINING_SPACES) {
      return -1;
    }
    if (punctuation == 0) {
      return spaces <= MAX_JOINING_SPACES ? 1 : -1;
    }
    return 0;
  }

  private static char[] convertGroup(
      String text, char[] out, List<int[]> group, int digits, int letters, boolean spaceJoined) {
    if (letters == 0 || group.isEmpty()) {
      return out;
    }
    boolean asGroup = group.size() >= (spaceJoined ? 3 : 2) && digits >= letters;
    for (int[] run : group) {
      int runDigits = 0;
      int runLetters = 0;
      for (int k = run[0]; k < run[1]; k++) {
        if (isDigit(text.charAt(k))) {
          runDigits++;
        } else {
          runLetters++;
        }
      }
      // "2OO3", "4O2l877"; and a leading digit before O's only: "3OO µg", "1OO mg".
      boolean alone =
          run[1] - run[0] >= 3
              && (runDigits >= runLetters
                  || (isDigit(text.charAt(run[0])) && onlyZeroLetters(text, run[0], run[1])));
      if (runLetters == 0 || !(asGroup || alone)) {
        continue;
      }
      for (int k = run[0]; k < run[1]; k++) {
        char c = text.charAt(k);
        if (!isDigit(c)) {
          out = set(text, out, k, c == 'O' || c == 'o' ? '0' : '1');
        }
      }
    }
    return out;
  }

  private static boolean onlyZeroLetters(String text, int begin, int end) {
    for (int k = begin; k < end; k++) {
      char c = text.charAt(k);
      if (c == 'l' || c == 'I') {
        return false;
      }
    }
    return true;
  }

  private static char[] convertWord(String text, char[] out, int begin, int end) {
    int letters = 0;
    int digits = 0;
    int upper = 0;
    int lower = 0;
    for (int k = begin; k < end; k++) {
      char c = text.charAt(k);
      if (c == '0' || c == '1') {
        digits++;
      } else if (Character.isDigit(c)) {
        return out; // another digit: a code ("B24")
      } else if (Character.isLetter(c)) {
        letters++;
        if (Character.isUpperCase(c)) {
          upper++;
        } else if (Character.isLowerCase(c)) {
          lower++;
        }
      }
    }
    if (digits == 0 || letters < 2 || letters <= digits) {
      return out;
    }
    int firstLetter = firstLetterAt(text, begin, end);
    boolean capitalised =
        upper == 1 && firstLetter >= 0 && Character.isUpperCase(text.charAt(firstLetter));
    boolean allUpper = lower == 0;
    boolean allLower = upper == 0;
    if (!(allUpper || allLower || capitalised)) {
      return out; // "HbA1c", "cT1N0", "IgG1": a code, not a word
    }
    for (int k = begin; k < end; k++) {
      char c = text.charAt(k);
      if (c != '0' && c != '1') {
        continue;
      }
      boolean inner = k > begin && k + 1 < end;
      if (c == '1' && !inner) {
        continue; // "CD1", "FEV1": a final 1 is a number
      }
      if (c == '0') {
        out = set(text, out, k, allUpper ? 'O' : 'o');
      } else {
        out = set(text, out, k, allUpper ? 'I' : 'l');
      }
    }
    return out;
  }

  private static int firstLetterAt(String text, int begin, int end) {
    for (int k = begin; k < end; k++) {
      if (Character.isLetter(text.charAt(k))) {
        return k;
      }
    }
    return -1;
  }

  private static char[] set(String text, char[] out, int index, char c) {
    char[] target = out == null ? text.toCharArray() : out;
    target[index] = c;
    return target;
  }
}
