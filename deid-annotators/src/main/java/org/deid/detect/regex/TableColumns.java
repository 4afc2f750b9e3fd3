package org.deid.detect.regex;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.deid.taxonomy.NameRole;
import org.deid.taxonomy.PhiCategory;

/**
 * Values in the columns of tables whose header row names the fields: CSV with {@code ;}, tab
 * separated, pipe tables ({@code | N° | Patient | IPP | Âge |}). A header is a line of short labels
 * of which at least two are listed keys ({@link FieldKeys}), or one naming a member of staff or an
 * identifier among three labels or more (a nursing table whose last column is the nurse's
 * initials), followed by a row with as many cells. Each following row, until a blank line or a line
 * of another shape, has its cells labelled by their column's key, when the cell has the key's value
 * shape ({@link ValueShape}): a lab table ({@code Analyte | Result | Unit | Range}) names no field
 * and gives nothing. A table with a kinship column ({@code Parentesco}) holds relatives' names.
 * Stateless and thread-safe.
 */
public final class TableColumns {

  /**
   * Confidence of a value found under its column's header: a strong claim (the consensus takes the
   * regex detector's claims from 0.95 alone), as a column names its field as a key names its value
   * (proxy es-dev dev: staff initials in nursing tables, ids in export tables; MEDDOCAN unchanged).
   */
  static final float CONFIDENCE = 0.95f;

  private static final int MAX_LABEL_CHARS = 40;
  private static final int MAX_RECORD_LINES = 3;
  private static final int MAX_DIGIT_PERCENT = 35;
  private static final Pattern SECTION_TAG = Pattern.compile("\\s*(?:\\[[^\\]]*]|#\\S*)\\s*");

  private TableColumns() {}

  /**
   * The tables of a text: the values under known column headers, and where the headers are.
   *
   * @param values every value found under a known column header, in text order of the tables
   * @param headerLineStarts the offsets of the lines that are the header of a table
   */
  record Tables(List<FieldValue> values, Set<Integer> headerLineStarts) {}

  /** Every value found under a known column header in the text's tables. */
  public static List<FieldValue> find(String text, FieldKeys keys) {
    return read(text, LineCells.lines(text), keys).values();
  }

  /** The offsets of the lines that are the header of a table (where keys are column names). */
  static Set<Integer> headerLineStarts(String text, FieldKeys keys) {
    return read(text, LineCells.lines(text), keys).headerLineStarts();
  }

  /** The tables of a text cut into {@code lines} ({@link LineCells#lines}), read once. */
  static Tables read(String text, List<int[]> physicalLines, FieldKeys keys) {
    List<int[]> lines = LineCells.withWrappedPipeRowsJoined(text, physicalLines);
    RowText rows = new RowText(text);
    List<FieldValue> found = new ArrayList<>();
    Set<Integer> starts = new TreeSet<>();
    int l = 0;
    while (l < lines.size()) {
      int consumed = table(rows, lines, l, keys, found);
      if (consumed > 1) {
        starts.add(lines.get(l)[0]);
      }
      l += Math.max(1, consumed);
    }
    return new Tables(found, starts);
  }

  /**
   * The text that cells are read in: a row wrapped over lines reads its breaks as blanks, so that a
   * name cut by one ("DE LA⏎FUENTE") is read whole. Same length: same offsets. The copy with blanks
   * for breaks is made once, for the first such row; a row on one line reads the note itself.
   * Delimiters, blank lines and rules read the same in either (a break is white space as a blank
   * is).
   */
  private static final class RowText {

    private final String note;
    private String joined;

    RowText(String note) {
      this.note = note;
    }

    /** The note, or its copy with blanks for line breaks when {@code [begin, end)} holds one. */
    String over(int begin, int end) {
      for (int i = begin; i < end; i++) {
        char c = note.charAt(i);
        if (c == '\n' || c == '\r') {
          if (joined == null) {
            joined = note.replace('\n', ' ').replace('\r', ' ');
          }
          return joined;
        }
      }
      return note;
    }
  }

  /** Reads the table whose header is line {@code l}, if it is one; returns the lines read. */
  private static int table(
      RowText rows, List<int[]> lines, int l, FieldKeys keys, List<FieldValue> found) {
    int[] line = lines.get(l);
    String text = rows.over(line[0], line[1]);
    for (LineCells.Delimiter delimiter : LineCells.Delimiter.values()) {
      if (!delimiter.within(text, line[0], line[1])) {
        continue; // one cell at most
      }
      List<int[]> header = LineCells.split(text, line[0], line[1], delimiter);
      if (header.size() < 2) {
        continue;
      }
      List<FieldKeys.Kind> columns = columns(text, header, keys);
      if (columns == null) {
        continue;
      }
      int next = l + 1;
      while (next < lines.size()
          && LineCells.isRule(text, lines.get(next)[0], lines.get(next)[1])) {
        next++;
      }
      if (next >= lines.size() || rowLines(text, lines, next, delimiter, header.size()) == 0) {
        continue;
      }
      boolean relatives =
          columns.stream().anyMatch(kind -> kind != null && kind.shape() == ValueShape.KIN);
      int row = next;
      while (row < lines.size()) {
        if (LineCells.isRule(text, lines.get(row)[0], lines.get(row)[1])) {
          row++;
          continue;
        }
        int taken = rowLines(text, lines, row, delimiter, header.size());
        int[] rowLine = {lines.get(row)[0], lines.get(row + Math.max(taken, 1) - 1)[1]};
        String rowText = rows.over(rowLine[0], rowLine[1]);
        if (taken == 0
            || columns(rowText, LineCells.split(rowText, rowLine[0], rowLine[1], delimiter), keys)
                != null) {
          break; // another shape, or the header of the next table
        }
        List<int[]> cells = LineCells.split(rowText, rowLine[0], rowLine[1], delimiter);
        for (int c = 0; c < cells.size() && c < columns.size(); c++) {
          FieldKeys.Kind kind = columns.get(c);
          if (kind != null) {
            label(
                rowText,
                cells.get(c),
                relatives ? kind.withRole(NameRole.RELATIVE) : kind,
                keys,
                found);
          }
        }
        row += taken;
      }
      return row - l;
    }
    return 1;
  }

  /** The kind of each column, or null when the cells are not a header. */
  private static List<FieldKeys.Kind> columns(String text, List<int[]> header, FieldKeys keys) {
    List<FieldKeys.Kind> columns = new ArrayList<>();
    int labels = 0;
    int cells = 0;
    int known = 0;
    FieldKeys.Kind only = null;
    for (int c = 0; c < header.size(); c++) {
      int[] cell = header.get(c);
      String label = text.substring(cell[0], cell[1]);
      if (label.isEmpty() || (c == 0 && SECTION_TAG.matcher(label).matches())) {
        columns.add(null);
        continue;
      }
      cells++;
      String normalised = FieldKeys.normalise(label);
      boolean labelLike = isLabel(label, normalised);
      labels += labelLike ? 1 : 0;
      List<FieldKeys.Kind> kinds = labelLike ? keys.lookup(label) : List.of();
      FieldKeys.Kind kind = kinds.isEmpty() ? null : kinds.get(0);
      if (kind != null) {
        known++;
        only = kind;
      }
      columns.add(kind);
    }
    if (labels < cells || cells < 2) {
      return null;
    }
    boolean isHeader = known >= 2 || (known == 1 && cells >= 3 && namesStaffOrId(only));
    return isHeader ? columns : null;
  }

  /**
   * Whether a cell reads as a column label: short, no key/value sign, not a value (a date, a
   * number, a code): it starts with a letter and has few digits ("NPM1mut/ABL1 x 100", "PNN J1").
   */
  static boolean isLabel(String label) {
    return isLabel(label, FieldKeys.normalise(label));
  }

  private static boolean isLabel(String label, String normalised) {
    long digits = label.chars().filter(Character::isDigit).count();
    return label.length() <= MAX_LABEL_CHARS
        && label.indexOf(':') < 0
        && label.indexOf('=') < 0
        && !normalised.isEmpty()
        && Character.isLetter(normalised.charAt(0))
        && digits * 100 <= MAX_DIGIT_PERCENT * label.length();
  }

  private static boolean namesStaffOrId(FieldKeys.Kind kind) {
    return kind.phiClass().category() == PhiCategory.ID || kind.phiClass().role() == NameRole.STAFF;
  }

  /**
   * How many lines row {@code l} takes: 1 when it has as many cells as the header, more when a tab
   * or semicolon record too short on its line is completed by the next lines (a wrapped export:
   * "0934417;DE LA⏎FUENTE;M;88"), exactly to the header's count; 0 when it is no row.
   */
  private static int rowLines(
      String text, List<int[]> lines, int l, LineCells.Delimiter delimiter, int headerCells) {
    if (isRow(text, lines.get(l), delimiter, headerCells)) {
      return 1;
    }
    if (LineCells.trim(text, lines.get(l)[0], lines.get(l)[1])[0] == lines.get(l)[1]) {
      return 0; // a blank line ends the table
    }
    if (delimiter == LineCells.Delimiter.PIPE) {
      return 0; // pipe rows are joined before (LineCells.withWrappedPipeRowsJoined)
    }
    int begin = lines.get(l)[0];
    for (int more = 1; more < MAX_RECORD_LINES && l + more < lines.size(); more++) {
      int end = lines.get(l + more)[1];
      if (LineCells.trim(text, lines.get(l + more)[0], end)[0] == end) {
        return 0; // a blank line ends the table
      }
      int cells = LineCells.split(text, begin, end, delimiter).size();
      if (cells == headerCells) {
        return more + 1;
      }
      if (cells > headerCells) {
        return 0;
      }
    }
    return 0;
  }

  /** Whether a line has as many cells as the header (one more or less for a stray semicolon). */
  private static boolean isRow(
      String text, int[] line, LineCells.Delimiter delimiter, int headerCells) {
    List<int[]> cells = LineCells.split(text, line[0], line[1], delimiter);
    int slack = delimiter == LineCells.Delimiter.SEMICOLON ? 1 : 0;
    return cells.size() >= 2 && Math.abs(cells.size() - headerCells) <= slack;
  }

  private static void label(
      String text, int[] cell, FieldKeys.Kind kind, FieldKeys keys, List<FieldValue> found) {
    if (cell[0] == cell[1] || keys.isNonValue(text.substring(cell[0], cell[1]))) {
      return;
    }
    int[] span = kind.shape().span(text, cell[0], cell[1], keys);
    if (span != null) {
      found.add(
          new FieldValue(span[0], span[1], kind.phiClass(), kind.shape().confidence(CONFIDENCE)));
    }
  }
}
