package org.deid.detect.regex;

/**
 * Where the segments of a field line end: a tab, ";", "|", " · ", " / ", " - " (or an en or em
 * dash), or a run of blanks (two or more; three or more on a double-spaced line, whose dashes may
 * stand between two blanks) that no colon or "=" ends. Written out by hand rather than searched
 * with a regular expression, which tried seven alternatives at every character of every line
 * holding a "-" or a "/"; it finds exactly the matches of {@code
 * \t|;|\||\s·\s|\s/\s|\s[-–—]\s|\s{2,}+(?![:=])} (double-spaced: {@code
 * \t|;|\||\s·\s|\s/\s|\s{1,2}[-–—]\s{1,2}|\s{3,}+(?![:=])}), where {@code \s} is an ASCII blank.
 */
enum FieldSeparators {
  SINGLE_SPACED,
  DOUBLE_SPACED;

  /**
   * The end of the separator that starts at {@code i}, seen within {@code [i, to)}, or -1 when none
   * starts there. The alternatives are tried in the regular expressions' order.
   */
  int endAt(String text, int i, int to) {
    char c = text.charAt(i);
    if (c == '\t' || c == ';' || c == '|') {
      return i + 1;
    }
    if (!isBlank(c)) {
      return -1;
    }
    if (i + 2 < to) {
      char next = text.charAt(i + 1);
      if ((next == '·' || next == '/') && isBlank(text.charAt(i + 2))) {
        return i + 3;
      }
    }
    // The dash: one blank before it, or two on a double-spaced line (greedy: two when there are).
    int dash = this == DOUBLE_SPACED && i + 1 < to && isBlank(text.charAt(i + 1)) ? i + 2 : i + 1;
    if (dash + 1 < to && isDash(text.charAt(dash)) && isBlank(text.charAt(dash + 1))) {
      boolean second = this == DOUBLE_SPACED && dash + 2 < to && isBlank(text.charAt(dash + 2));
      return second ? dash + 3 : dash + 2;
    }
    int run = i + 1;
    while (run < to && isBlank(text.charAt(run))) {
      run++;
    }
    // A run of blanks before a colon or "=" aligns a form's keys on their colons
    // ("PRÉNOM(S)         : NADIA"): it belongs to the field, it does not end it.
    boolean beforeKeySign = run < to && (text.charAt(run) == ':' || text.charAt(run) == '=');
    return run - i >= (this == DOUBLE_SPACED ? 3 : 2) && !beforeKeySign ? run : -1;
  }

  private static boolean isDash(char c) {
    return c == '-' || c == '–' || c == '—';
  }

  /** A blank of {@code \s} without Unicode classes. */
  static boolean isBlank(char c) {
    return c == ' ' || (c >= '\t' && c <= '\r');
  }
}
