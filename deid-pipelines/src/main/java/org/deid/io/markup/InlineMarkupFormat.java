package org.deid.io.markup;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads and writes notes annotated in inline markup: {@code [Dupont](NOM_PATIENT)} marks the text
 * {@code Dupont} with the label {@code NOM_PATIENT}; everything else is the note's text, verbatim.
 *
 * <p>The rules, strict so that a typing slip is an error and not a wrong gold span:
 *
 * <ul>
 *   <li>{@code [} opens a span and {@code ]} closes it; the closing bracket is followed at once by
 *       {@code (LABEL)}, the label being an upper-case letter then upper-case letters, digits or
 *       underscores.
 *   <li>A span holds at least one character, starts and ends with a character that is not white
 *       space, stays on one line and holds no other span.
 *   <li>A backslash escapes the next character when it is one of {@code [ ] ( ) \}; a backslash
 *       before any other character is an error. Parentheses need no escape outside a label.
 *   <li>Everything outside spans (line breaks, tabs, other characters) is copied as it stands.
 * </ul>
 *
 * Errors name the document, the line and the column of the markup, never its text.
 */
public final class InlineMarkupFormat {

  private static final String ESCAPABLE = "[]()\\";

  private InlineMarkupFormat() {}

  /**
   * Parses one note.
   *
   * @param document the name to give in errors (the file name)
   * @param markup the whole note in inline markup
   * @throws MarkupFormatException naming the line and column of the first error
   */
  public static MarkedDocument parse(String document, String markup) throws MarkupFormatException {
    return new Parser(document, markup).parse();
  }

  /**
   * Writes a note in inline markup, escaping brackets, parentheses and backslashes of the text, so
   * that {@link #parse} gives the same text and spans back.
   *
   * @throws IllegalArgumentException when spans overlap, are out of range, cross a line, start or
   *     end with white space, or have a label that the markup cannot hold
   */
  public static String write(MarkedDocument document) {
    String text = document.text();
    StringBuilder out = new StringBuilder(text.length() + 32 * document.spans().size());
    int at = 0;
    for (MarkedSpan span : document.spans()) {
      if (span.begin() < at || span.end() > text.length()) {
        throw new IllegalArgumentException(
            "Span " + span.begin() + " " + span.end() + " overlaps another or lies out of range");
      }
      String covered = text.substring(span.begin(), span.end());
      if (covered.indexOf('\n') >= 0
          || covered.indexOf('\r') >= 0
          || Character.isWhitespace(covered.charAt(0))
          || Character.isWhitespace(covered.charAt(covered.length() - 1))) {
        throw new IllegalArgumentException(
            "Span " + span.begin() + " " + span.end() + " crosses a line or has outer white space");
      }
      if (!isLabel(span.label())) {
        throw new IllegalArgumentException("Label '" + span.label() + "' cannot be written");
      }
      escape(text, at, span.begin(), out);
      out.append('[');
      escape(text, span.begin(), span.end(), out);
      out.append("](").append(span.label()).append(')');
      at = span.end();
    }
    escape(text, at, text.length(), out);
    return out.toString();
  }

  private static void escape(String text, int from, int to, StringBuilder out) {
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (ESCAPABLE.indexOf(c) >= 0) {
        out.append('\\');
      }
      out.append(c);
    }
  }

  /** Whether a label can be written in markup: an upper-case letter, then [A-Z0-9_]*. */
  static boolean isLabel(String label) {
    if (label.isEmpty() || label.charAt(0) < 'A' || label.charAt(0) > 'Z') {
      return false;
    }
    return label
        .chars()
        .allMatch(c -> (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_');
  }

  /** One pass over the markup, keeping the line and column for messages. */
  private static final class Parser {
    private final String document;
    private final String markup;
    private final StringBuilder text;
    private final List<MarkedSpan> spans = new ArrayList<>();
    private int position;
    private int line = 1;
    private int lineStart;

    Parser(String document, String markup) {
      this.document = document;
      this.markup = markup;
      this.text = new StringBuilder(markup.length());
    }

    MarkedDocument parse() throws MarkupFormatException {
      while (position < markup.length()) {
        char c = markup.charAt(position);
        if (c == '[') {
          span();
        } else if (c == ']') {
          throw error(position, "']' closes no span (write \\] for a bracket of the text)");
        } else {
          character(false);
        }
      }
      return new MarkedDocument(text.toString(), spans);
    }

    /** Reads {@code [text](LABEL)} starting at the opening bracket. */
    private void span() throws MarkupFormatException {
      int open = position;
      int spanLine = line;
      position++;
      int begin = text.length();
      while (true) {
        if (position >= markup.length()) {
          throw error(open, "'[' is never closed");
        }
        char c = markup.charAt(position);
        if (c == ']') {
          break;
        }
        if (c == '[') {
          throw error(position, "nested markup: '[' inside a span (write \\[ for a bracket)");
        }
        if (c == '\n' || c == '\r') {
          throw error(open, "a span cannot cross a line break");
        }
        character(true);
      }
      int end = text.length();
      if (end == begin) {
        throw error(open, "empty span");
      }
      if (Character.isWhitespace(text.charAt(begin))
          || Character.isWhitespace(text.charAt(end - 1))) {
        throw error(open, "a span cannot start or end with white space");
      }
      position++;
      if (position >= markup.length() || markup.charAt(position) != '(') {
        throw error(position, "expected '(LABEL)' right after ']'");
      }
      int close = markup.indexOf(')', position);
      int newline = markup.indexOf('\n', position);
      if (close < 0 || (newline >= 0 && newline < close)) {
        throw error(position, "the label's ')' is missing");
      }
      String label = markup.substring(position + 1, close);
      if (!isLabel(label)) {
        throw error(
            position + 1, "a label is an upper-case letter then upper-case letters, digits or _");
      }
      spans.add(new MarkedSpan(label, begin, end, spanLine));
      position = close + 1;
    }

    /** Copies one character of text, resolving an escape; counts lines outside spans. */
    private void character(boolean inSpan) throws MarkupFormatException {
      char c = markup.charAt(position);
      if (c == '\\') {
        if (position + 1 >= markup.length() || ESCAPABLE.indexOf(markup.charAt(position + 1)) < 0) {
          throw error(position, "a backslash escapes only [ ] ( ) or \\");
        }
        text.append(markup.charAt(position + 1));
        position += 2;
        return;
      }
      text.append(c);
      position++;
      if (c == '\n' && !inSpan) {
        line++;
        lineStart = position;
      }
    }

    private MarkupFormatException error(int at, String reason) {
      return new MarkupFormatException(document, line, at - lineStart + 1, reason);
    }
  }
}
