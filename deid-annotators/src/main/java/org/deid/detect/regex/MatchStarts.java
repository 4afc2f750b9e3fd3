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

  /** Characters below this are looked up in the tables; others are always tried. */
  static final int TABLE_SIZE = 0x300;

  /** No filter: every position is tried (a search is a plain {@code find}). */
  public static final MatchStarts EVERYWHERE = new MatchStarts(null, null, null, null, null);

  private final BitSet starts;
  // Characters that must not stand, or one of which must stand, right before a match (a leading
  // (?<![\p{L}]) or (?<=[,;])); null when the pattern says nothing of it.
  private final BitSet forbiddenBefore;
  private final BitSet requiredBefore;
  // A mark every match passes through after a run of lead characters (the "@" of an e-mail address
  // after its local part): a match starts in such a run. Null when the pattern has none.
  private final BitSet lead;
  private final BitSet mark;
  // A mark is worth looking for when it is rare: a few characters at most.
  private static final int MAX_MARK = 4;

  private MatchStarts(
      BitSet starts, BitSet forbiddenBefore, BitSet requiredBefore, BitSet lead, BitSet mark) {
    this.starts = starts;
    this.forbiddenBefore = forbiddenBefore;
    this.requiredBefore = requiredBefore;
    this.lead = lead;
    this.mark = mark;
  }

  /** The possible starts of the pattern's matches, or {@link #EVERYWHERE} when unknown. */
  public static MatchStarts of(Pattern pattern) {
    if ((pattern.flags() & (Pattern.COMMENTS | Pattern.LITERAL | Pattern.CANON_EQ)) != 0) {
      return EVERYWHERE;
    }
    Reader reader = new Reader(pattern.pattern());
    Start start = reader.read();
    if (start == null || start.atoms().isEmpty()) {
      return EVERYWHERE;
    }
    BitSet forbidden = null;
    BitSet required = null;
    for (Before before : start.before()) {
      BitSet table = table(List.of(before.atom()), pattern.flags());
      if (before.negated()) {
        forbidden = forbidden == null ? table : or(forbidden, table);
      } else {
        required = required == null ? table : and(required, table);
      }
    }
    BitSet lead = null;
    BitSet mark = null;
    for (List<List<String>> run : reader.leadsAndMarks()) {
      BitSet runMark = table(run.get(1), pattern.flags());
      if (runMark.cardinality() <= MAX_MARK
          && (mark == null || runMark.cardinality() < mark.cardinality())) {
        mark = runMark;
        lead = table(run.get(0), pattern.flags());
      }
    }
    return new MatchStarts(table(start.atoms(), pattern.flags()), forbidden, required, lead, mark);
  }

  /** The characters of the table that one of the single-character atoms accepts. */
  private static BitSet table(List<String> atoms, int flags) {
    if (atoms.isEmpty()) {
      return new BitSet();
    }
    Matcher matcher = Pattern.compile(String.join("|", atoms), flags).matcher("");
    BitSet table = new BitSet(TABLE_SIZE);
    for (int c = 0; c < TABLE_SIZE; c++) {
      if (matcher.reset(String.valueOf((char) c)).matches()) {
        table.set(c);
      }
    }
    return table;
  }

  private static BitSet or(BitSet a, BitSet b) {
    BitSet both = (BitSet) a.clone();
    both.or(b);
    return both;
  }

  private static BitSet and(BitSet a, BitSet b) {
    BitSet both = (BitSet) a.clone();
    both.and(b);
    return both;
  }

  /** Whether positions are filtered (false: every position is tried). */
  public boolean filters() {
    return starts != null;
  }

  /** Whether a match can start with this character. */
  public boolean mayStartWith(char c) {
    return starts == null || c >= TABLE_SIZE || starts.get(c);
  }

  /** Whether a match can start at this position of the text. */
  public boolean mayStartAt(CharSequence text, int index) {
    if (!mayStartWith(text.charAt(index))) {
      return false;
    }
    if (index == 0 || (forbiddenBefore == null && requiredBefore == null)) {
      return true;
    }
    char before = text.charAt(index - 1);
    if (before >= TABLE_SIZE) {
      return true; // a surrogate, or a character the tables leave out
    }
    return (forbiddenBefore == null || !forbiddenBefore.get(before))
        && (requiredBefore == null || requiredBefore.get(before));
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
    int marked = -1; // positions up to here reach a mark through lead characters
    int next = from;
    while (next < length) {
      int i = next++;
      // mayStartAt, inlined: this loop runs over every character of the text for every pattern.
      char c = text.charAt(i);
      if (c < TABLE_SIZE && !starts.get(c)) {
        continue;
      }
      if (i > 0 && (forbiddenBefore != null || requiredBefore != null)) {
        char before = text.charAt(i - 1);
        if (before < TABLE_SIZE
            && ((forbiddenBefore != null && forbiddenBefore.get(before))
                || (requiredBefore != null && !requiredBefore.get(before)))) {
          continue;
        }
      }
      if (lead != null && i > marked) {
        int end = runEnd(text, i);
        if (end == length) {
          return false; // no mark up to the end: no position from here on can start a match
        }
        if (end < 0) {
          next = -end; // the run ends without a mark at -end - 1: no match starts up to there
          continue;
        }
        marked = end;
      }
      if (matcher.region(i, length).lookingAt()) {
        return true;
      }
    }
    return false;
  }

  /**
   * From {@code i}, the position of the first mark reached through lead characters; the text's
   * length when the text ends first; {@code -(k + 1)} when a character {@code k} that is neither
   * ends the run. Characters beyond the tables count as marks.
   */
  private int runEnd(CharSequence text, int i) {
    int length = text.length();
    for (int j = i; j < length; j++) {
      char c = text.charAt(j);
      if (c >= TABLE_SIZE || mark.get(c)) {
        return j;
      }
      if (!lead.get(c)) {
        return -(j + 1);
      }
    }
    return length;
  }

  /**
   * What a piece of expression can start with.
   *
   * @param nullable whether it can match the empty string
   * @param atoms the single-character atoms its first consumed character can match (with their
   *     inline flags); null: anything
   * @param zeroWidth whether it never consumes a character (look-arounds, anchors)
   * @param oneChar whether it is exactly one single-character atom
   * @param before look-behinds of one character that every match checks at its start
   */
  private record Start(
      boolean nullable,
      List<String> atoms,
      boolean zeroWidth,
      boolean oneChar,
      List<Before> before) {
    static final Start EMPTY = new Start(true, List.of(), true, false, List.of());
  }

  /** A look-behind of one character: {@code (?<!atom)} when negated, else {@code (?<=atom)}. */
  private record Before(String atom, boolean negated) {}

  /**
   * Reads a regular expression's source far enough to list its possible first atoms and the
   * one-character look-behinds at its start. {@link #read()} returns null where it cannot tell.
   */
  private static final class Reader {
    private final String source;
    private int at;
    // The inline flag groups around the current position, outermost first ("i", "-i", "m").
    private final Deque<String> flags = new ArrayDeque<>();
    // Every atom a match consumes, in source order (not those of look-arounds; null for a
    // back-reference), and the top-level pieces with where their atoms begin in that list.
    private final List<String> consumed = new ArrayList<>();
    private final List<Start> rootPieces = new ArrayList<>();
    private final List<Integer> rootPieceAtoms = new ArrayList<>();
    private int groups;
    private int lookarounds;
    private int rootBranches;

    Reader(String source) {
      this.source = source;
    }

    /**
     * What every non-empty match starts with, or null when unknown or when a match may be empty.
     */
    Start read() {
      try {
        Start start = alternation();
        if (at != source.length() || start.nullable || start.atoms == null) {
          return null;
        }
        return start;
      } catch (Unreadable | IndexOutOfBoundsException e) {
        return null;
      }
    }

    /**
     * After {@link #read()}: for each top-level piece that every match goes through after consuming
     * something, the atoms consumed before it (the lead) and its first atoms (the mark), as {lead,
     * mark} pairs.
     */
    List<List<List<String>>> leadsAndMarks() {
      List<List<List<String>>> found = new ArrayList<>();
      if (rootBranches != 1 || at != source.length()) {
        return found;
      }
      for (int k = 1; k < rootPieces.size(); k++) {
        List<String> lead = consumed.subList(rootPieceAtoms.get(0), rootPieceAtoms.get(k));
        if (lead.contains(null)) {
          break;
        }
        Start piece = rootPieces.get(k);
        if (piece.nullable || piece.atoms == null || lead.isEmpty()) {
          continue;
        }
        found.add(List.of(List.copyOf(lead), piece.atoms));
      }
      return found;
    }

    private static final class Unreadable extends RuntimeException {
      Unreadable() {
        super(null, null, false, false);
      }
    }

    private Start alternation() {
      int depth = flags.size();
      Start result = sequence();
      if (groups == 0) {
        rootBranches++;
      }
      while (at < source.length() && source.charAt(at) == '|') {
        at++;
        if (groups == 0) {
          rootBranches++;
        }
        // An inline "(?i)" lasts to the end of its group, across alternatives.
        Start next = sequence();
        result =
            new Start(
                result.nullable || next.nullable,
                union(result.atoms, next.atoms),
                false,
                false,
                List.of());
      }
      while (flags.size() > depth) {
        flags.pop();
      }
      return result;
    }

    private Start sequence() {
      boolean nullable = true;
      boolean zeroWidth = true;
      List<String> atoms = new ArrayList<>();
      List<Before> before = new ArrayList<>();
      Start only = null;
      int pieces = 0;
      while (at < source.length() && source.charAt(at) != '|' && source.charAt(at) != ')') {
        int atomsBefore = consumed.size();
        Start piece = quantified(atom());
        if (groups == 0) {
          rootPieces.add(piece);
          rootPieceAtoms.add(atomsBefore);
        }
        if (nullable) {
          atoms = union(atoms, piece.atoms);
          nullable = piece.nullable;
        }
        if (zeroWidth) { // look-behinds before the first consuming piece check the same position
          before.addAll(piece.before);
          zeroWidth = piece.zeroWidth;
        }
        only = piece;
        pieces++;
      }
      boolean oneChar = pieces == 1 && only.oneChar;
      return new Start(nullable, atoms, zeroWidth, oneChar, before);
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
      if (!quantified) {
        return atom;
      }
      return new Start(optional || atom.nullable, atom.atoms, false, false, List.of());
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
      if (lookarounds == 0) {
        consumed.add(atom);
      }
      return new Start(false, List.of(atom), false, true, List.of());
    }

    private Start group() {
      groups++;
      try {
        return groupBody();
      } finally {
        groups--;
      }
    }

    private Start groupBody() {
      at++; // (
      if (source.startsWith("?", at)) {
        if (source.startsWith("?:", at) || source.startsWith("?>", at)) {
          at += 2;
        } else if (source.startsWith("?=", at) || source.startsWith("?!", at)) {
          at += 2;
          lookaround();
          return Start.EMPTY;
        } else if (source.startsWith("?<=", at) || source.startsWith("?<!", at)) {
          boolean negated = source.charAt(at + 2) == '!';
          at += 3;
          Start behind = lookaround();
          if (!behind.oneChar) {
            return Start.EMPTY;
          }
          return new Start(
              true, List.of(), true, false, List.of(new Before(behind.atoms.get(0), negated)));
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

    /** Reads a look-around's body: what it checks, though it consumes nothing. */
    private Start lookaround() {
      lookarounds++;
      Start body = alternation();
      lookarounds--;
      expect(')');
      return body;
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
        if (lookarounds == 0) {
          consumed.add(null);
        }
        return new Start(true, null, false, false, List.of());
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
