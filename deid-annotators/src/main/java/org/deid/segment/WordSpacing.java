package org.deid.segment;

/**
 * How many blanks make a column gap in a note. Two blanks between words separate fields in typed
 * headers ("NHC 5528196 Edad 44"), but scanned notes double every blank ("Trabajó como limpiadora
 * en el"): read with the usual rule, every word of such a note would stand alone in a column. When
 * most blanks between two words on a line are doubled, a gap takes three blanks, as a table's
 * columns do in any note.
 */
public final class WordSpacing {

  /** Gaps counted before a note is judged: a short note is read the usual way. */
  private static final int MIN_GAPS = 20;

  /**
   * The last text each thread judged, and the verdict: the regex detector and the CRF's features
   * judge the same note (the CAS's one document text) one after the other.
   */
  private static final ThreadLocal<Verdict> LAST = ThreadLocal.withInitial(Verdict::new);

  private static final class Verdict {
    private String text;
    private boolean doublySpaced;
  }

  private WordSpacing() {}

  /**
   * The fewest blanks of a column gap in {@code text}: 3 when doubled blanks outnumber single ones
   * between words on a line, else 2.
   */
  public static int columnGapBlanks(String text) {
    return isDoublySpaced(text) ? 3 : 2;
  }

  /** Whether doubled blanks outnumber single ones between words on a line (a scanned note). */
  public static boolean isDoublySpaced(String text) {
    Verdict last = LAST.get();
    if (last.text != text) { // the same instance: a String cannot have changed since
      last.doublySpaced = judge(text);
      last.text = text;
    }
    return last.doublySpaced;
  }

  /** {@link #isDoublySpaced}, counted. */
  static boolean judge(String text) {
    int single = 0;
    int doubled = 0;
    int n = text.length();
    int p = 1;
    while (p < n - 1) {
      if (text.charAt(p) != ' ' || text.charAt(p - 1) == ' ' || !isWordEnd(text.charAt(p - 1))) {
        p++;
        continue;
      }
      int q = p;
      while (q < n && text.charAt(q) == ' ') {
        q++;
      }
      if (q < n && Character.isLetterOrDigit(text.charAt(q))) {
        if (q - p == 1) {
          single++;
        } else if (q - p == 2) {
          doubled++;
        }
      }
      p = q;
    }
    return doubled + single >= MIN_GAPS && doubled > single;
  }

  private static boolean isWordEnd(char c) {
    return Character.isLetterOrDigit(c) || c == ',' || c == '.' || c == ';' || c == ':';
  }
}
