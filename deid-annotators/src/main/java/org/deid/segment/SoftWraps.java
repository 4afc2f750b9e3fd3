package org.deid.segment;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Whether a line break only wraps a line: exports and mail clients hard-wrap prose at 60 to 80
 * columns, and fixed-width exports wrap long header lines, so a name or an address can sit astride
 * a line break ("Centre de⏎Biologie et Pathologie", "Mme Alaoui⏎Khadija"). Such a break does not
 * end a sentence: the detectors that read sentences must see the name whole. A break is a wrap when
 * the line before it ends inside a phrase (no sentence or field punctuation) and either the next
 * line goes on in lower case, the line ends on a word that cannot end a phrase ("de", "des", "y"),
 * or both lines read as prose, the first as long as wrapped prose, and the next line is not a field
 * of its own.
 */
public final class SoftWraps {

  /** A line of prose this long (trimmed) that ends inside a phrase is read as wrapped. */
  static final int WRAPPED_LINE_LENGTH = 60;

  /** Words that cannot end a phrase in French or Spanish: articles, prepositions, conjunctions. */
  private static final Set<String> OPEN_WORDS =
      Set.of(
          "de", "du", "des", "la", "le", "les", "et", "à", "au", "aux", "en", "sur", "par", "pour",
          "avec", "chez", "un", "une", "el", "los", "las", "del", "al", "y", "e", "con", "por",
          "para", "una", "dans", "sous", "entre", "vers");

  /** A field or list item opening a line: "Nom :", "Tel.:", "- ", "• ", "1.", "a)". */
  private static final Pattern OWN_LINE =
      Pattern.compile(
          "(?:[-•*–·|¦>]|\\p{Nd}{1,3}[.)]\\s|\\p{L}[.)]\\s"
              + "|\\p{Nd}[\\p{Nd}/.-]*\\s*(?:->|→|=>|:)"
              + "|[\\p{L}'’ .°º/-]{1,30}?\\s?:(?:\\s|$)).*",
          Pattern.DOTALL);

  private SoftWraps() {}

  /**
   * Whether the line break at {@code [lineEnd, nextStart)} wraps the line {@code [lineStart,
   * lineEnd)} of {@code text} onto the next one.
   */
  static boolean wraps(String text, int lineStart, int lineEnd, int nextStart) {
    int end = lineEnd;
    while (end > lineStart && ClinicalTokenizer.isSpace(text.charAt(end - 1))) {
      end--;
    }
    int start = lineStart;
    while (start < end && ClinicalTokenizer.isSpace(text.charAt(start))) {
      start++;
    }
    if (start == end || nextStart >= text.length()) {
      return false;
    }
    int nextEnd = nextStart;
    while (nextEnd < text.length() && LineBreaks.lengthAt(text, nextEnd) == 0) {
      nextEnd++;
    }
    int next = nextStart;
    while (next < nextEnd && ClinicalTokenizer.isSpace(text.charAt(next))) {
      next++;
    }
    if (next == nextEnd) {
      return false;
    }
    char last = text.charAt(end - 1);
    char first = text.charAt(next);
    boolean openEnd = Character.isLetterOrDigit(last) || ",-'’)".indexOf(last) >= 0;
    if (!openEnd || !(Character.isLetterOrDigit(first) || first == '(')) {
      return false;
    }
    if (OWN_LINE.matcher(text.subSequence(next, nextEnd)).matches()
        || isRecord(text, start, end)
        || isRecord(text, next, nextEnd)) {
      return false;
    }
    if (Character.isLowerCase(first) || last == '-' || last == '\'' || last == '’') {
      return true;
    }
    if (OPEN_WORDS.contains(lastWord(text, start, end).toLowerCase(Locale.ROOT))) {
      return true;
    }
    return end - start >= WRAPPED_LINE_LENGTH
        && isProse(text, start, end)
        && isProse(text, next, nextEnd);
  }

  /**
   * Whether the blank {@code [from, to)} between two words holds one line break, and that break
   * only wraps its line: what reads lines (the CRF's line cues) then reads it as a blank, as the
   * sentence splitter does, so a wrapped name looks as it does on one line.
   */
  public static boolean isWrappedBlank(String text, int from, int to) {
    int lineBreak = -1;
    int length = 0;
    int i = from;
    while (i < to) {
      int n = LineBreaks.lengthAt(text, i);
      if (n > 0) {
        if (lineBreak >= 0) {
          return false;
        }
        lineBreak = i;
        length = n;
      }
      i += Math.max(n, 1);
    }
    if (lineBreak < 0) {
      return false;
    }
    int lineStart = lineBreak;
    while (lineStart > 0 && LineBreaks.lengthAt(text, lineStart - 1) == 0) {
      lineStart--;
    }
    return wraps(text, lineStart, lineBreak, lineBreak + length);
  }

  /** Whether a line is a record of an export: fields joined by ";" or "=" with no blank around. */
  private static boolean isRecord(String text, int start, int end) {
    int joints = 0;
    for (int i = start + 1; i + 1 < end; i++) {
      char c = text.charAt(i);
      if ((c == ';' || c == '=')
          && !ClinicalTokenizer.isSpace(text.charAt(i - 1))
          && !ClinicalTokenizer.isSpace(text.charAt(i + 1))) {
        joints++;
      }
    }
    return joints > 0;
  }

  /**
   * Whether a line reads as running text: no column gap (a tab, three blanks) and most of its words
   * in lower case, unlike a letterhead, a table row or a signature block.
   */
  static boolean isProse(String text, int start, int end) {
    int words = 0;
    int lower = 0;
    int blanks = 0;
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (c == '\t' || (c == ' ' && ++blanks >= 3)) {
        return false;
      }
      if (c != ' ') {
        blanks = 0;
      }
      if (Character.isLetter(c) && (i == start || !Character.isLetterOrDigit(text.charAt(i - 1)))) {
        words++;
        lower += Character.isLowerCase(c) ? 1 : 0;
      }
    }
    return words >= 3 && 2 * lower > words;
  }

  private static String lastWord(String text, int floor, int end) {
    int s = end;
    while (s > floor && Character.isLetter(text.charAt(s - 1))) {
      s--;
    }
    return text.substring(s, end);
  }
}
