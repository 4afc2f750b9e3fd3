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

  /** How many lines a wrapped pipe row may take. */
  private static final int MAX_ROW_LINES = 4;

  /**
   * The lines with each pipe row that an export wrapped onto the next lines joined into one: {begin
   * of its first line, end of its last}. A row goes on while it does not end with a pipe ("| 1 |
   * J.P.C. | 67 | H. de⏎Granollers |"), or onto a line that ends with one without starting with one
   * ("| Nº | NHC | Edat |⏎Diagnòstic | Presenta |"); at most {@value #MAX_ROW_LINES} lines, else
   * the lines stay as they are.
   */
  static List<int[]> withWrappedPipeRowsJoined(String text, List<int[]> lines) {
    List<int[]> joined = new ArrayList<>(lines.size());
    int l = 0;
    while (l < lines.size()) {
      int[] first = trim(text, lines.get(l)[0], lines.get(l)[1]);
      int last = l;
      if (first[1] > first[0] && text.charAt(first[0]) == '|') {
        int candidate = l;
        while (candidate + 1 < lines.size() && candidate - l + 1 < MAX_ROW_LINES) {
          int[] current = trim(text, lines.get(candidate)[0], lines.get(candidate)[1]);
          int[] next = trim(text, lines.get(candidate + 1)[0], lines.get(candidate + 1)[1]);
          boolean open = current[1] == current[0] || text.charAt(current[1] - 1) != '|';
          boolean closingTail =
              next[1] > next[0] && text.charAt(next[0]) != '|' && text.charAt(next[1] - 1) == '|';
          if (next[1] == next[0] || !(open || closingTail)) {
            break;
          }
          candidate++;
          if (!open && closingTail) {
            break; // the tail that closes a row ending with a pipe: nothing more after it
          }
        }
        int[] end = trim(text, lines.get(candidate)[0], lines.get(candidate)[1]);
        if (candidate > l && end[1] > end[0] && text.charAt(end[1] - 1) == '|') {
          last = candidate;
        }
      }
      joined.add(new int[] {lines.get(l)[0], lines.get(last)[1]});
      l = last + 1;
    }
    return joined;
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
