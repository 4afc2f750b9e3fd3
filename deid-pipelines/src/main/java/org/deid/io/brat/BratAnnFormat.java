package org.deid.io.brat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses and writes brat standoff {@code .ann} files, and checks them against their {@code .txt}.
 * Text-bound lines ({@code T}) are parsed; the other kinds ({@code A}, {@code M}, {@code R}, {@code
 * E}, {@code N}, {@code #}, {@code *}) and blank lines are kept verbatim, so that {@code
 * serialize(parse(x))} equals {@code x}. Errors name the document and the line, never the text.
 */
public final class BratAnnFormat {

  /** {@code T<n>\t<LABEL> <begin> <end>[;<begin> <end>...]\t<text>}, offsets without padding. */
  private static final Pattern TEXT_BOUND =
      Pattern.compile(
          "(T[0-9]+)\t(\\S+) ((?:0|[1-9][0-9]*) (?:0|[1-9][0-9]*)"
              + "(?:;(?:0|[1-9][0-9]*) (?:0|[1-9][0-9]*))*)\t(.*)");

  /** Any other kind of line: a one-character kind, the rest of the id, a tab, the content. */
  private static final Pattern OTHER = Pattern.compile("([ARENM#][^\t]*)\t.*");

  private static final Pattern EQUIVALENCE = Pattern.compile("\\*\t.*");

  private BratAnnFormat() {}

  /**
   * Parses the content of a {@code .ann} file.
   *
   * @param document the name to give in errors (the file or document name)
   * @param content the whole file
   * @throws BratFormatException on a malformed line or a duplicate id, naming the line
   */
  public static BratDocument parse(String document, String content) throws BratFormatException {
    String separator = content.contains("\r\n") ? "\r\n" : "\n";
    boolean finalNewline = content.endsWith(separator);
    String body =
        finalNewline ? content.substring(0, content.length() - separator.length()) : content;
    List<BratLine> lines = new ArrayList<>();
    Map<String, Integer> firstLineOfId = new HashMap<>();
    if (!content.isEmpty()) {
      String[] rawLines = body.split(Pattern.quote(separator), -1);
      for (int i = 0; i < rawLines.length; i++) {
        int lineNumber = i + 1;
        BratLine line = parseLine(document, lineNumber, rawLines[i]);
        if (!line.id().isEmpty()) {
          Integer first = firstLineOfId.putIfAbsent(line.id(), lineNumber);
          if (first != null) {
            throw new BratFormatException(
                document,
                lineNumber,
                "duplicate id " + line.id() + " (first on line " + first + ")");
          }
        }
        lines.add(line);
      }
    }
    return new BratDocument(lines, separator, finalNewline);
  }

  private static BratLine parseLine(String document, int lineNumber, String raw)
      throws BratFormatException {
    if (raw.indexOf('\r') >= 0 || raw.indexOf('\n') >= 0) {
      throw new BratFormatException(document, lineNumber, "mixed line separators");
    }
    if (raw.isBlank()) {
      return new BratOtherLine("", raw);
    }
    if (raw.charAt(0) == 'T') {
      return parseTextBound(document, lineNumber, raw);
    }
    Matcher other = OTHER.matcher(raw);
    if (other.matches()) {
      return new BratOtherLine(other.group(1), raw);
    }
    if (EQUIVALENCE.matcher(raw).matches()) {
      return new BratOtherLine("", raw);
    }
    throw new BratFormatException(
        document, lineNumber, "malformed line: not a T, A, M, R, E, N, # or * annotation");
  }

  private static BratTextBound parseTextBound(String document, int lineNumber, String raw)
      throws BratFormatException {
    Matcher matcher = TEXT_BOUND.matcher(raw);
    if (!matcher.matches()) {
      throw new BratFormatException(
          document,
          lineNumber,
          "malformed text-bound annotation: expected T<n>, a tab, LABEL begin end[;begin end...],"
              + " a tab and the text");
    }
    try {
      List<BratSpan> spans = new ArrayList<>();
      for (String fragment : matcher.group(3).split(";")) {
        int space = fragment.indexOf(' ');
        spans.add(
            new BratSpan(
                Integer.parseInt(fragment.substring(0, space)),
                Integer.parseInt(fragment.substring(space + 1))));
      }
      return new BratTextBound(matcher.group(1), matcher.group(2), spans, matcher.group(4));
    } catch (IllegalArgumentException e) {
      // NumberFormatException (offset too large) or a rule of BratSpan/BratTextBound.
      throw new BratFormatException(
          document, lineNumber, "malformed text-bound annotation: " + e.getMessage());
    }
  }

  /** Writes a document back in the {@code .ann} format. */
  public static String serialize(BratDocument ann) {
    StringBuilder out = new StringBuilder();
    List<BratLine> lines = ann.lines();
    for (int i = 0; i < lines.size(); i++) {
      out.append(lines.get(i).toLine());
      if (i < lines.size() - 1 || ann.finalNewline()) {
        out.append(ann.lineSeparator());
      }
    }
    return out.toString();
  }

  /**
   * Checks every text-bound annotation against the text of its {@code .txt} file: each fragment
   * lies inside the text, and the annotation's text equals the fragments' text joined by spaces.
   *
   * @param document the name to give in errors
   * @param ann the parsed {@code .ann} file
   * @param text the text of the {@code .txt} file
   * @throws BratFormatException naming the line of the first annotation that does not fit
   */
  public static void check(String document, BratDocument ann, String text)
      throws BratFormatException {
    CodePointOffsets offsets = new CodePointOffsets(text);
    List<BratLine> lines = ann.lines();
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i) instanceof BratTextBound textBound) {
        checkTextBound(document, i + 1, textBound, text, offsets);
      }
    }
  }

  private static void checkTextBound(
      String document,
      int lineNumber,
      BratTextBound textBound,
      String text,
      CodePointOffsets offsets)
      throws BratFormatException {
    StringBuilder covered = new StringBuilder();
    for (BratSpan span : textBound.spans()) {
      if (span.end() > offsets.codePointLength()) {
        throw new BratFormatException(
            document,
            lineNumber,
            textBound.id()
                + ": offset "
                + span.end()
                + " out of range (the text has "
                + offsets.codePointLength()
                + " characters)");
      }
      if (covered.length() > 0) {
        covered.append(' ');
      }
      covered.append(text, offsets.toChar(span.begin()), offsets.toChar(span.end()));
    }
    if (!covered.toString().equals(textBound.text())) {
      throw new BratFormatException(
          document,
          lineNumber,
          textBound.id()
              + ": the annotation's text differs from the text at offsets "
              + textBound.spans().get(0)
              + (textBound.isDiscontinuous() ? " (and further fragments)" : ""));
    }
  }
}
