package org.deid.detect.regex;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The characters a match of a pattern can start with, read from the pattern's source, so that a
 * search tries the pattern only where one of them stands instead of at every position of the text.
 *
 * <p>The first consumed character of a match is its first character: look-arounds, anchors and
 * boundaries consume nothing. The analysis collects, through the alternatives, optional parts and
 * groups of the source, every single-character atom (a literal, an escape, a class) that can be
 * consumed first, each with the inline flags in force ({@code (?i:...)}), and asks the pattern's
 * own engine which characters each atom accepts: case folding and Unicode classes are then exactly
 * those of {@link Pattern}. Characters from {@link #TABLE_SIZE} up (surrogates included) are always
 * tried. A pattern that can match the empty string, or whose start the analysis cannot read (a
 * back-reference, a quoted section, comments mode), is tried everywhere, as before.
 *
 * <p>{@link #find} gives exactly what {@code matcher.find(from)} gives on the whole text: the
 * positions are tried in order and {@code lookingAt} on a region that starts there, with
 * transparent bounds (look-behinds see the text before it) and without anchoring bounds ({@code ^}
 * is a real line start), matches as {@code find} does at that position.
 */
public final class MatchStarts {

  /** Characters below this are looked up in the table; others are always tried. */
  static final int TABLE_SIZE = 0x300;

  /** No filter: every position is tried (a search is a plain {@code find}). */
  public static final MatchStarts EVERYWHERE = new MatchStarts(null);

  private final BitSet starts;

  private MatchStarts(BitSet starts) {
    this.starts = starts;
  }

  /** The possible starts of the pattern's matches, or {@link #EVERYWHERE} when unknown. */
  public static MatchStarts of(Pattern pattern) {
    if ((pattern.flags() & (Pattern.COMMENTS | Pattern.LITERAL | Pattern.CANON_EQ)) != 0) {
      return EVERYWHERE;
    }
    List<String> atoms = new Reader(pattern.pattern()).firstAtoms();
    if (atoms == null || atoms.isEmpty()) {
      return EVERYWHERE;
    }
    Pattern first = Pattern.compile(String.join("|", atoms), pattern.flags());
    Matcher matcher = first.matcher("");
    BitSet starts = new BitSet(TABLE_SIZE);
    for (int c = 0; c < TABLE_SIZE; c++) {
      if (matcher.reset(String.valueOf((char) c)).matches()) {
        starts.set(c);
      }
    }
    return new MatchStarts(starts);
  }

  /** Whether positions are filtered (false: every position is tried). */
  public boolean filters() {
    return starts != null;
  }

  /** Whether a match can start with this character. */
  public boolean mayStartWith(char c) {
    return starts == null || c >= TABLE_SIZE || starts.get(c);
  }

  /**
   * Finds the first match starting at or after {@code from}, as {@code matcher.find(from)} would;
   * afterwards the matcher's bounds are transparent and not anchoring.
   *
   * @param matcher a matcher of the analysed pattern over {@code text}
   */
  public boolean find(Matcher matcher, CharSequence text, int from) {
    matcher.useTransparentBounds(true).useAnchoringBounds(false);
    if (starts == null) {
      return matcher.find(from);
    }
    int length = text.length();
    for (int i = from; i < length; i++) {
      char c = text.charAt(i);
      if ((c >= TABLE_SIZE || starts.get(c)) && matcher.region(i, length).lookingAt()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Reads a regular expression's source far enough to list its possible first atoms. Returns null
   * from {@link #firstAtoms()} where it cannot tell.
   */
  private static final class Reader {
    private final String source;
    private int at;
    // The inline flag groups around the current position, outermost first ("i", "-i", "m").
    private final Deque<String> flags = new ArrayDeque<>();

    Reader(String source) {
      this.source = source;
    }

    /** The first atoms of a non-empty match, or null when unknown or when a match may be empty. */
    List<String> firstAtoms() {
      try {
        Start start = alternation();
        if (at != source.length() || start.nullable || start.atoms == null) {
          return null;
        }
        return start.atoms;
      } catch (Unreadable | IndexOutOfBoundsException e) {
        return null;
      }
    }

    /** What a piece of expression can start with; {@code atoms == null}: anything. */
    private record Start(boolean nullable, List<String> atoms) {
      static final Start EMPTY = new Start(true, List.of());
      static final Start ANYTHING = new Start(false, null);
    }

    private static final class Unreadable extends RuntimeException {
      Unreadable() {
        super(null, null, false, false);
      }
    }

    private Start alternation() {
      int depth = flags.size();
      Start result = sequence();
      while (at < source.length() && source.charAt(at) == '|') {
        at++;
        // An inline "(?i)" lasts to the end of its group, across alternatives.
        Start next = sequence();
        result = new Start(result.nullable || next.nullable, union(result.atoms, next.atoms));
      }
      while (flags.size() > depth) {
        flags.pop();
      }
      return result;
    }

    private Start sequence() {
      boolean nullable = true;
      List<String> atoms = new ArrayList<>();
      while (at < source.length() && source.charAt(at) != '|' && source.charAt(at) != ')') {
        Start piece = quantified(atom());
        if (nullable) {
          atoms = union(atoms, piece.atoms);
          nullable = piece.nullable;
        }
      }
      return new Start(nullable, atoms);
    }

    private Start quantified(Start atom) {
      boolean optional = false;
      boolean quantified = false;
      if (at < source.length()) {
        char c = source.charAt(at);
        if (c == '?' || c == '*') {
          optional = true;
          quantified = true;
          at++;
        } else if (c == '+') {
          quantified = true;
          at++;
        } else if (c == '{') {
          int close = source.indexOf('}', at);
          String bounds = source.substring(at + 1, close);
          if (!bounds.matches("\\d+(,\\d*)?")) {
            throw new Unreadable();
          }
          optional = Integer.parseInt(bounds.split(",", -1)[0]) == 0;
          quantified = true;
          at = close + 1;
        }
      }
      if (quantified && at < source.length() && "?+".indexOf(source.charAt(at)) >= 0) {
        at++; // lazy or possessive: the same characters can come first
      }
      return optional ? new Start(true, atom.atoms) : atom;
    }

    private Start atom() {
      char c = source.charAt(at);
      switch (c) {
        case '(':
          return group();
        case '[':
          return single(classEnd());
        case '\\':
          return escape();
        case '^':
        case '$':
          at++;
          return Start.EMPTY;
        case '*':
        case '+':
        case '?':
        case '{':
          throw new Unreadable(); // a quantifier without an atom
        default:
          int begin = at;
          at += Character.charCount(source.codePointAt(at));
          return single(begin);
      }
    }

    /** The atom from {@code begin} to the current position, with the flags in force. */
    private Start single(int begin) {
      String atom = source.substring(begin, at);
      for (String flag : flags) { // innermost first
        atom = "(?" + flag + ":" + atom + ")";
      }
      return new Start(false, List.of(atom));
    }

    private Start group() {
      at++; // (
      if (source.startsWith("?", at)) {
        if (source.startsWith("?:", at) || source.startsWith("?>", at)) {
          at += 2;
        } else if (source.startsWith("?=", at) || source.startsWith("?!", at)) {
          at += 2;
          return lookaround();
        } else if (source.startsWith("?<=", at) || source.startsWith("?<!", at)) {
          at += 3;
          return lookaround();
        } else if (source.startsWith("?<", at)) {
          at = source.indexOf('>', at) + 1; // a named group
        } else {
          return flagGroup();
        }
      }
      Start inner = alternation();
      expect(')');
      return inner;
    }

    private Start lookaround() {
      alternation(); // read past it: it consumes nothing
      expect(')');
      return Start.EMPTY;
    }

    /** {@code (?i:...)} or {@code (?i)} (which lasts to the end of the enclosing group). */
    private Start flagGroup() {
      int begin = at + 1;
      while (at < source.length() && source.charAt(at) != ':' && source.charAt(at) != ')') {
        at++;
      }
      String flag = source.substring(begin, at);
      if (!flag.matches("[imsuU]*(-[imsuU]*)?")) {
        throw new Unreadable(); // comments mode, or something else unknown
      }
      if (source.charAt(at) == ')') {
        at++;
        flags.push(flag);
        return Start.EMPTY;
      }
      at++; // :
      flags.push(flag);
      Start inner = alternation();
      flags.pop();
      expect(')');
      return inner;
    }

    private Start escape() {
      int begin = at;
      char c = source.charAt(at + 1);
      at += 2;
      if ("bBAzZG".indexOf(c) >= 0) {
        return Start.EMPTY; // boundaries and anchors
      }
      if (c == 'k' || Character.isDigit(c)) { // a back-reference: maybe empty, maybe anything
        at = c == 'k' ? source.indexOf('>', at) + 1 : at;
        while (c != 'k' && at < source.length() && Character.isDigit(source.charAt(at))) {
          at++;
        }
        return new Start(true, null);
      }
      if (c == 'p' || c == 'P') {
        if (source.charAt(at) == '{') {
          at = source.indexOf('}', at) + 1;
        } else {
          at++;
        }
      } else if (c == 'u') {
        at += 4;
      } else if (c == 'x') {
        at = source.charAt(at) == '{' ? source.indexOf('}', at) + 1 : at + 2;
      } else if ("dDsSwWhHvVtnrfae".indexOf(c) < 0 && Character.isLetterOrDigit(c)) {
        throw new Unreadable(); // \Q, \c, \R, \X, named characters
      }
      return single(begin);
    }

    /** Reads a character class, nested classes included, and returns its start. */
    private int classEnd() {
      int begin = at;
      int depth = 0;
      do {
        char c = source.charAt(at);
        if (c == '\\') {
          char next = source.charAt(at + 1);
          if (next == 'Q') {
            throw new Unreadable();
          }
          at +=
              (next == 'p' || next == 'P') && source.charAt(at + 2) == '{'
                  ? source.indexOf('}', at) + 1 - at
                  : 2;
          continue;
        }
        if (c == '[') {
          depth++;
          at++;
          if (source.startsWith("^", at)) {
            at++;
          }
          if (source.startsWith("]", at)) {
            throw new Unreadable(); // a leading ']' is read differently by engines
          }
          continue;
        }
        if (c == ']') {
          depth--;
        }
        at++;
      } while (depth > 0);
      return begin;
    }

    private void expect(char c) {
      if (at >= source.length() || source.charAt(at) != c) {
        throw new Unreadable();
      }
      at++;
    }

    private static List<String> union(List<String> a, List<String> b) {
      if (a == null || b == null) {
        return null;
      }
      List<String> all = new ArrayList<>(a);
      all.addAll(b);
      return all;
    }
  }
}
