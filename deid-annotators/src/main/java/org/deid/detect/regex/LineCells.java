package org.deid.detect.regex;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A line of a text cut into cells at a delimiter: the trimmed offsets of each cell. Pipe rows ("| a
 * | b |") lose their outer pipes; an empty cell keeps its place (begin == end).
 */
final class LineCells {

  /** The delimiters a table or a field line is cut at. */
  enum Delimiter {
    TAB('\t', "\t"),
    SEMICOLON(';', ";"),
    PIPE('|', "\\|");

    private final char mark;
    private final Pattern pattern;

    Delimiter(char mark, String regex) {
      this.mark = mark;
      this.pattern = Pattern.compile(regex);
    }

    /** Whether {@code text[begin, end)} holds this delimiter (else it is one cell at most). */
    boolean within(String text, int begin, int end) {
      for (int i = begin; i < end; i++) {
        if (text.charAt(i) == mark) {
          return true;
        }
      }
      return false;
    }
  }

  private static final Pattern RULE = Pattern.compile("[\\s|:+=-]*-[\\s|:+=-]*");

  private LineCells() {}

  /** The cells of {@code [begin, end)} cut at {@code delimiter}; one cell when there is none. */
  static List<int[]> split(String text, int begin, int end, Delimiter delimiter) {
    return split(text, begin, end, delimiter.pattern);
  }

  /** The cells of {@code [begin, end)} cut at every match of {@code separator}. */
  static List<int[]> split(String text, int begin, int end, Pattern separator) {
    int[] line = trim(text, begin, end);
    List<int[]> cells = new ArrayList<>();
    if (line[0] == line[1]) {
      return cells;
    }
    int from = line[0];
    int to = line[1];
    if (separator.pattern().equals("\\|")) {
      from += text.charAt(from) == '|' ? 1 : 0;
      to -= to > from && text.charAt(to - 1) == '|' ? 1 : 0;
    }
    Matcher matcher = separator.matcher(text).region(from, to);
    int cellStart = from;
    while (matcher.find()) {
      if (matcher.end() == matcher.start()) {
        continue;
      }
      cells.add(trim(text, cellStart, matcher.start()));
      cellStart = matcher.end();
    }
    cells.add(trim(text, cellStart, to));
    return cells;
  }

  /** The cells of {@code [begin, end)} cut at every separator ({@link FieldSeparators}). */
  static List<int[]> split(String text, int begin, int end, FieldSeparators separators) {
    int[] line = trim(text, begin, end);
    List<int[]> cells = new ArrayList<>();
    if (line[0] == line[1]) {
      return cells;
    }
    int to = line[1];
    int cellStart = line[0];
    int i = line[0];
    while (i < to) {
      int separatorEnd = separators.endAt(text, i, to);
      if (separatorEnd < 0) {
        i++;
      } else {
        cells.add(trim(text, cellStart, i));
        cellStart = separatorEnd;
        i = separatorEnd;
      }
    }
    cells.add(trim(text, cellStart, to));
    return cells;
  }

  /** The cells of {@code [begin, end)} when it holds no delimiter: the trimmed line, or none. */
  static List<int[]> whole(String text, int begin, int end) {
    int[] line = trim(text, begin, end);
    List<int[]> cells = new ArrayList<>(1);
    if (line[0] < line[1]) {
      cells.add(line);
    }
    return cells;
  }

  /** Whether the line is a rule of a drawn table ("|----|:--|", "-----"). */
  static boolean isRule(String text, int begin, int end) {
    int[] line = trim(text, begin, end);
    return line[1] > line[0] && RULE.matcher(text).region(line[0], line[1]).matches();
  }

  /** {@code [begin, end)} without its outer blanks (begin == end when all blank). */
  static int[] trim(String text, int begin, int end) {
    while (begin < end && Character.isWhitespace(text.charAt(begin))) {
      begin++;
    }
    while (end > begin && Character.isWhitespace(text.charAt(end - 1))) {
      end--;
    }
    return new int[] {begin, end};
  }

  /** The offsets of the lines of a text: {begin, end} without the line break. */
  static List<int[]> lines(String text) {
    List<int[]> lines = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        int end = i > start && text.charAt(i - 1) == '\r' ? i - 1 : i;
        lines.add(new int[] {start, end});
        start = i + 1;
      }
    }
    if (start < text.length()) {
      lines.add(new int[] {start, text.length()});
    }
    return lines;
  }
}
