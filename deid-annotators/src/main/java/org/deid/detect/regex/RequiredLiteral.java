package org.deid.detect.regex;

import java.util.regex.Pattern;

/**
 * The longest run of literal characters that every match of a pattern consumes, read from the
 * pattern's source: {@code \p{Lu}[\p{L}]*,?[ ]S\.[ ]?(?:L|A)\.} holds " S." in every match, so a
 * text without " S." from some position on holds no match starting there.
 *
 * <p>Only the pieces every match goes through count: the top level of the pattern, and groups that
 * are neither repeated, optional, alternatives nor look-arounds. A literal is a plain character, an
 * escaped punctuation mark ({@code \.}) or a class of one plain character ({@code [ ]}); anything
 * else, a quantified atom included, ends a run. A pattern compiled with flags that change what a
 * literal matches (case-insensitive, comments, literal, canonical equivalence) or holding inline
 * flags, a top-level alternative or something this reader does not know has none.
 */
final class RequiredLiteral {

  private static final int UNSAFE_FLAGS =
      Pattern.CASE_INSENSITIVE | Pattern.COMMENTS | Pattern.LITERAL | Pattern.CANON_EQ;

  private final String source;
  private int at;
  private final StringBuilder run = new StringBuilder();
  private String longest = "";

  private RequiredLiteral(String source) {
    this.source = source;
  }

  /** The longest literal every match of the pattern holds, or null when none is known. */
  static String of(Pattern pattern) {
    if ((pattern.flags() & UNSAFE_FLAGS) != 0) {
      return null;
    }
    RequiredLiteral reader = new RequiredLiteral(pattern.pattern());
    try {
      if (!reader.sequence(true) || reader.at != reader.source.length()) {
        return null;
      }
    } catch (Unreadable | IndexOutOfBoundsException e) {
      return null;
    }
    reader.endRun();
    return reader.longest.isEmpty() ? null : reader.longest;
  }

  private static final class Unreadable extends RuntimeException {
    Unreadable() {
      super(null, null, false, false);
    }
  }

  /**
   * Reads pieces up to the end of the enclosing group, adding the literals of a mandatory sequence
   * to the runs when {@code mandatory}; false when the sequence has alternatives (a "|").
   */
  private boolean sequence(boolean mandatory) {
    boolean single = true;
    while (at < source.length() && source.charAt(at) != ')') {
      if (source.charAt(at) == '|') {
        at++;
        single = false;
        endRun();
        continue;
      }
      piece(mandatory && single);
    }
    return single;
  }

  /** One atom and its quantifier. */
  private void piece(boolean mandatory) {
    char c = source.charAt(at);
    int literal = -1; // the character of a literal atom
    boolean group = c == '(';
    String longestBefore = null;
    if (group) {
      endRun(); // a group starts a run of its own, which may go on after it
      longestBefore = longest;
    }
    switch (c) {
      case '(' -> group(mandatory);
      case '[' -> literal = characterClass();
      case '\\' -> literal = escape();
      case '.', '^', '$' -> at++;
      case '*', '+', '?', '{' -> throw new Unreadable();
      default -> {
        if (Character.isSurrogate(c)) {
          throw new Unreadable();
        }
        literal = c;
        at++;
      }
    }
    boolean quantified = quantifier();
    if (group && quantified) {
      // What the group added is not in every match: forget it.
      run.setLength(0);
      longest = longestBefore;
    } else if (!group) {
      if (literal >= 0 && mandatory && !quantified) {
        run.append((char) literal);
      } else {
        endRun();
      }
    }
  }

  private void group(boolean mandatory) {
    at++; // (
    boolean inner = mandatory;
    if (source.startsWith("?", at)) {
      if (source.startsWith("?:", at) || source.startsWith("?>", at)) {
        at += 2;
      } else if (source.startsWith("?=", at) || source.startsWith("?!", at)) {
        at += 2;
        inner = false;
      } else if (source.startsWith("?<=", at) || source.startsWith("?<!", at)) {
        at += 3;
        inner = false;
      } else if (source.startsWith("?<", at)) {
        at = source.indexOf('>', at) + 1; // a named group
      } else {
        // Flags for the group only ("(?i:...)"): its literals may match other characters.
        while (source.charAt(at) != ':' && source.charAt(at) != ')') {
          at++;
        }
        if (source.charAt(at) == ')') {
          throw new Unreadable(); // inline flags up to the end of the enclosing group
        }
        at++;
        inner = false;
      }
    }
    String longestBefore = longest;
    if (!sequence(inner) || !inner) {
      // Alternatives, a look-around or other flags: nothing inside is in every match.
      run.setLength(0);
      longest = longestBefore;
    }
    if (at >= source.length() || source.charAt(at) != ')') {
      throw new Unreadable();
    }
    at++;
  }

  /** Skips a class; its character when it is one plain character ("[ ]"), else -1. */
  private int characterClass() {
    int begin = at;
    at = CharacterClassSource.end(source, at);
    if (at < 0) {
      throw new Unreadable();
    }
    if (at - begin == 3) {
      char only = source.charAt(begin + 1);
      if ("^\\[]&-".indexOf(only) < 0 && !Character.isSurrogate(only)) {
        return only;
      }
    }
    return -1;
  }

  /** Skips an escape; the character when it is an escaped punctuation mark, else -1. */
  private int escape() {
    char c = source.charAt(at + 1);
    at += 2;
    if (c < 128 && !Character.isLetterOrDigit(c)) {
      return c;
    }
    switch (c) {
      case 'p', 'P' -> at = source.charAt(at) == '{' ? source.indexOf('}', at) + 1 : at + 1;
      case 'x' -> at = source.charAt(at) == '{' ? source.indexOf('}', at) + 1 : at + 2;
      case 'u' -> at += 4;
      case 'k' -> at = source.indexOf('>', at) + 1;
      case 'd',
          'D',
          's',
          'S',
          'w',
          'W',
          'h',
          'H',
          'v',
          'V',
          't',
          'n',
          'r',
          'f',
          'a',
          'e',
          'b',
          'B',
          'A',
          'z',
          'Z',
          'G' -> {}
      default -> {
        if (!Character.isDigit(c)) {
          throw new Unreadable(); // \Q, \c, \R, \X, named characters
        }
        while (at < source.length() && Character.isDigit(source.charAt(at))) {
          at++;
        }
      }
    }
    return -1;
  }

  /** Skips a quantifier and its lazy or possessive mark; whether there was one. */
  private boolean quantifier() {
    if (at >= source.length()) {
      return false;
    }
    char c = source.charAt(at);
    if (c == '?' || c == '*' || c == '+') {
      at++;
    } else if (c == '{') {
      at = source.indexOf('}', at) + 1;
      if (at == 0) {
        throw new Unreadable();
      }
    } else {
      return false;
    }
    if (at < source.length() && (source.charAt(at) == '?' || source.charAt(at) == '+')) {
      at++;
    }
    return true;
  }

  private void endRun() {
    if (run.length() > longest.length()) {
      longest = run.toString();
    }
    run.setLength(0);
  }
}
