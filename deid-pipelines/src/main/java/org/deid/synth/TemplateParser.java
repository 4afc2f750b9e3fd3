package org.deid.synth;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses the template language.
 *
 * <ul>
 *   <li>{@code {NAME}}, {@code {NAME#2}}, {@code {NAME:argument}}: a {@link Placeholder}; {@code
 *       {~NAME}} writes it without a gold span.
 *   <li>{@code {@list}}: a line drawn from the list file {@code list.txt}.
 *   <li>{@code [[a|b|c]]}: one option drawn uniformly; options may hold anything, groups nest.
 *   <li>{@code [[?30 text]]}: the text with probability 30%.
 *   <li>{@code [[=name text]]}: the text, kept under a name; {@code {=name}} writes it again with
 *       the same values and gold spans.
 *   <li>A line starting with {@code ?30 }: the rest of the line, its line break included, with
 *       probability 30%.
 *   <li>A line starting with {@code #}: a comment, dropped with its line break.
 *   <li>{@code \x}: the character x as it is (for {@code \{ \[ \| \# \?}).
 * </ul>
 */
final class TemplateParser {

  private static final Pattern SLOT = Pattern.compile("([A-Z_]+)(?:#([1-9][0-9]?))?(?::(.*))?");
  private static final Pattern LIST = Pattern.compile("[a-z0-9_-]+");
  private static final Pattern OPTIONAL_LINE = Pattern.compile("\\?(\\d{1,3}) ");

  private final String source;
  private final String origin;
  private int pos;
  private int line = 1;

  private TemplateParser(String source, String origin) {
    this.source = source;
    this.origin = origin;
  }

  /**
   * Parses a template.
   *
   * @param source the template text
   * @param origin the file name used in error messages
   * @throws TemplateSyntaxException naming the file and line of the first error
   */
  static List<TemplateNode> parse(String source, String origin) {
    return parse(source, origin, 1);
  }

  /** Parses a template that starts at the given line of its file (a line of a list file). */
  static List<TemplateNode> parse(String source, String origin, int firstLine) {
    TemplateParser parser = new TemplateParser(source, origin);
    parser.line = firstLine;
    List<TemplateNode> nodes = parser.sequence(0, false);
    if (parser.pos < source.length()) {
      throw parser.error("']]' or '|' outside [[ ]]");
    }
    return nodes;
  }

  /** The nodes up to the end, or (inside a group) up to '|' or ']]', or (line) a line break. */
  private List<TemplateNode> sequence(int depth, boolean lineOnly) {
    List<TemplateNode> nodes = new ArrayList<>();
    StringBuilder literal = new StringBuilder();
    while (pos < source.length()) {
      char c = source.charAt(pos);
      if (depth == 0 && !lineOnly && atLineStart()) {
        if (c == '#') {
          skipLine();
          continue;
        }
        Matcher optional = OPTIONAL_LINE.matcher(source).region(pos, source.length());
        if (optional.lookingAt()) {
          flush(literal, nodes);
          int percent = percent(optional.group(1));
          pos = optional.end();
          List<TemplateNode> body = new ArrayList<>(sequence(0, true));
          if (pos < source.length() && source.charAt(pos) == '\n') {
            body.add(new TemplateNode.Literal("\n"));
            pos++;
            line++;
          } else if (pos < source.length()) {
            throw error("']]' or '|' outside [[ ]]");
          }
          nodes.add(new TemplateNode.Maybe(percent, body));
          continue;
        }
      }
      if (c == '\n' && lineOnly) {
        break;
      }
      if (depth > 0 && (c == '|' || source.startsWith("]]", pos))) {
        break;
      }
      if (depth == 0 && source.startsWith("]]", pos)) {
        throw error("']]' without '[['");
      }
      if (c == '\\') {
        if (pos + 1 >= source.length()) {
          throw error("'\\' at the end of the file");
        }
        literal.append(source.charAt(pos + 1));
        pos += 2;
      } else if (c == '{') {
        flush(literal, nodes);
        nodes.add(slot());
      } else if (c == '}') {
        throw error("'}' without '{'");
      } else if (source.startsWith("[[", pos)) {
        flush(literal, nodes);
        nodes.add(group(depth, lineOnly));
      } else {
        if (c == '\n') {
          line++;
        }
        literal.append(c);
        pos++;
      }
    }
    flush(literal, nodes);
    return nodes;
  }

  private TemplateNode slot() {
    int close = source.indexOf('}', pos);
    int newline = source.indexOf('\n', pos);
    if (close < 0 || (newline >= 0 && newline < close)) {
      throw error("unclosed '{'");
    }
    String content = source.substring(pos + 1, close);
    boolean gold = true;
    if (content.startsWith("~")) {
      gold = false;
      content = content.substring(1);
    }
    if (content.startsWith("=")) {
      String block = content.substring(1);
      if (!LIST.matcher(block).matches()) {
        throw error("bad block name {" + content + "}");
      }
      pos = close + 1;
      return new TemplateNode.Replay(block, line);
    }
    if (content.startsWith("@")) {
      String list = content.substring(1);
      if (!gold || !LIST.matcher(list).matches()) {
        throw error("bad list name {" + source.substring(pos + 1, close) + "}");
      }
      pos = close + 1;
      return new TemplateNode.ListDraw(list, line);
    }
    Matcher matcher = SLOT.matcher(content);
    if (!matcher.matches()) {
      throw error("bad placeholder {" + content + "}");
    }
    Placeholder placeholder;
    try {
      placeholder = Placeholder.valueOf(matcher.group(1));
    } catch (IllegalArgumentException e) {
      throw error("unknown placeholder {" + matcher.group(1) + "}");
    }
    String argument = matcher.group(3) == null ? "" : matcher.group(3);
    if (!placeholder.accepts(argument)) {
      throw error(
          argument.isEmpty()
              ? "placeholder {" + placeholder + "} needs an argument"
              : "bad argument '" + argument + "' for {" + placeholder + "}");
    }
    int index = matcher.group(2) == null ? 0 : Integer.parseInt(matcher.group(2));
    pos = close + 1;
    return new TemplateNode.Slot(placeholder, index, argument, gold);
  }

  private TemplateNode group(int depth, boolean lineOnly) {
    int openLine = line;
    pos += 2;
    if (pos < source.length() && source.charAt(pos) == '?') {
      int space = source.indexOf(' ', pos);
      if (space < 0 || !source.substring(pos + 1, space).matches("\\d{1,3}")) {
        throw error("expected '[[?PERCENT text]]'");
      }
      int percent = percent(source.substring(pos + 1, space));
      pos = space + 1;
      List<TemplateNode> body = sequence(depth + 1, lineOnly);
      if (source.startsWith("]]", pos)) {
        pos += 2;
        return new TemplateNode.Maybe(percent, body);
      }
      if (pos < source.length() && source.charAt(pos) == '|') {
        throw error("'|' in an optional [[?PERCENT text]]: nest a [[a|b]] inside it");
      }
      throw unclosed(openLine);
    }
    if (pos < source.length() && source.charAt(pos) == '=') {
      int space = source.indexOf(' ', pos);
      int newline = source.indexOf('\n', pos);
      int end = space < 0 || (newline >= 0 && newline < space) ? newline : space;
      if (end < 0 || !LIST.matcher(source.substring(pos + 1, end)).matches()) {
        throw error("expected '[[=name text]]'");
      }
      String name = source.substring(pos + 1, end);
      pos = end;
      if (source.charAt(pos) == ' ') {
        pos++;
      }
      List<TemplateNode> body = sequence(depth + 1, lineOnly);
      if (source.startsWith("]]", pos)) {
        pos += 2;
        return new TemplateNode.Block(name, body);
      }
      if (pos < source.length() && source.charAt(pos) == '|') {
        throw error("'|' in a block [[=name text]]: nest a [[a|b]] inside it");
      }
      throw unclosed(openLine);
    }
    List<List<TemplateNode>> options = new ArrayList<>();
    while (true) {
      options.add(sequence(depth + 1, lineOnly));
      if (pos >= source.length() || source.charAt(pos) == '\n') {
        throw unclosed(openLine);
      }
      if (source.charAt(pos) == '|') {
        pos++;
      } else {
        pos += 2; // "]]"
        return new TemplateNode.Choice(options);
      }
    }
  }

  private int percent(String digits) {
    int percent = Integer.parseInt(digits);
    if (percent > 100) {
      throw error("probability " + percent + "% above 100%");
    }
    return percent;
  }

  private boolean atLineStart() {
    return pos == 0 || source.charAt(pos - 1) == '\n';
  }

  private void skipLine() {
    int newline = source.indexOf('\n', pos);
    pos = newline < 0 ? source.length() : newline + 1;
    line++;
  }

  private static void flush(StringBuilder literal, List<TemplateNode> nodes) {
    if (literal.length() > 0) {
      nodes.add(new TemplateNode.Literal(literal.toString()));
      literal.setLength(0);
    }
  }

  private TemplateSyntaxException unclosed(int openLine) {
    return new TemplateSyntaxException(origin, openLine, "unclosed '[['");
  }

  private TemplateSyntaxException error(String reason) {
    return new TemplateSyntaxException(origin, line, reason);
  }
}
