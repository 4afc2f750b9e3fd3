package org.deid.resolve;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The words of a span and the blanks around a position, as the heuristics of evidence read them.
 */
final class SpanWords {

  /** Words of a span: letter runs with their inner hyphens, apostrophes and digits. */
  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}®™]+(?:[-'’][\\p{L}\\p{N}]+)*");

  private SpanWords() {}

  /** The words of a text: "Dupont-Martin", "Imurel®", "d'Aubigné". */
  static List<String> of(String text) {
    List<String> words = new ArrayList<>();
    Matcher word = WORD.matcher(text);
    while (word.find()) {
      words.add(word.group());
    }
    return words;
  }

  /** The offset of the last character before {@code from} that is no space, or -1. */
  static int lastBeforeSpaces(String document, int from) {
    int last = from - 1;
    while (last >= 0 && isSpaceOrLineEnd(document.charAt(last))) {
      last--;
    }
    return last;
  }

  /**
   * The offset of the first character at or after {@code from} that is no blank (space or tab; a
   * line break stops), or the document's length.
   */
  static int firstAfterBlanks(String document, int from) {
    int first = from;
    while (first < document.length()
        && (document.charAt(first) == ' ' || document.charAt(first) == '\t')) {
      first++;
    }
    return first;
  }

  /**
   * The offset of the last character before {@code from} that is no blank (space or tab; a line
   * break stops), or -1.
   */
  static int lastBeforeBlanks(String document, int from) {
    int last = from - 1;
    while (last >= 0 && (document.charAt(last) == ' ' || document.charAt(last) == '\t')) {
      last--;
    }
    return last;
  }

  /** {@code \s} or a line terminator (where {@code $} may match before the last one). */
  static boolean isSpaceOrLineEnd(char c) {
    return " \t\n\u000B\f\r\u0085\u2028\u2029".indexOf(c) >= 0;
  }

  /**
   * Whether a pattern matches right at {@code end} (where a span ends), within {@code reach}
   * characters: a regnal number, a maker's suffix, a trade mark after a name.
   */
  static boolean startsRightAfter(Pattern pattern, String document, int end, int reach) {
    return pattern
        .matcher(document)
        .region(end, Math.min(document.length(), end + reach))
        .lookingAt();
  }

  /**
   * The text before {@code begin} on its line, at most {@code reach} characters: what a title or a
   * field's key before a span is looked for in.
   */
  static String lineBefore(String document, int begin, int reach) {
    String before = document.substring(Math.max(0, begin - reach), begin);
    int newline = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
    return before.substring(newline + 1);
  }
}
