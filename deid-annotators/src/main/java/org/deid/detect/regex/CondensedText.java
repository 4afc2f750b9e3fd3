package org.deid.detect.regex;

import java.util.List;

/**
 * A copy of a note with the blanks inside some runs left out ("B E N S A I D" read as "BENSAID", "1
 * 4 0 3 1 9 7 6" as "14031976"), and where each of its characters stands in the note, so that
 * patterns written for typed text read what forms write one character per box.
 */
final class CondensedText {

  private final String text;

  /** {@code origin[i]}: the note's offset of character i of {@link #text}. */
  private final int[] origin;

  private CondensedText(String text, int[] origin) {
    this.text = text;
    this.origin = origin;
  }

  /**
   * The note with every blank inside the {@code runs} ({begin, end}, in text order, not
   * overlapping) left out but the first blank of each gap listed in {@code keptBlanks} (offsets in
   * the note, ascending): a gap between two words of a run stays one blank.
   */
  static CondensedText of(String note, List<int[]> runs, List<Integer> keptBlanks) {
    StringBuilder text = new StringBuilder(note.length());
    int[] origin = new int[note.length() + 1];
    int copied = 0;
    int kept = 0;
    for (int[] run : runs) {
      for (int i = copied; i < run[1]; i++) {
        while (kept < keptBlanks.size() && keptBlanks.get(kept) < i) {
          kept++;
        }
        boolean keep = kept < keptBlanks.size() && keptBlanks.get(kept) == i;
        if (i < run[0] || note.charAt(i) != ' ' || keep) {
          origin[text.length()] = i;
          text.append(note.charAt(i));
        }
      }
      copied = run[1];
    }
    for (int i = copied; i < note.length(); i++) {
      origin[text.length()] = i;
      text.append(note.charAt(i));
    }
    return new CondensedText(text.toString(), origin);
  }

  /**
   * Whether a match overlaps one of the {@code runs} ({begin, end}) without covering it whole: a
   * reading of the typed text that the run's blanks cut short ("1 4 0", "B E").
   */
  static boolean cutsARun(RegexAnnotator.Match m, List<int[]> runs) {
    for (int[] run : runs) {
      if (m.begin() < run[1] && m.end() > run[0] && (m.begin() > run[0] || m.end() < run[1])) {
        return true;
      }
    }
    return false;
  }

  /** The condensed text. */
  String text() {
    return text;
  }

  /** The note's offset of the condensed text's character at {@code begin}. */
  int noteBegin(int begin) {
    return origin[begin];
  }

  /** The note's offset after the condensed text's character before {@code end}. */
  int noteEnd(int end) {
    return origin[end - 1] + 1;
  }
}
