package org.deid.detect.regex;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a match of a pattern can start, read from the pattern's source, so that a search tries the
 * pattern only there instead of at every position of the text.
 *
 * <p>The analysis walks the source (alternatives, optional parts, groups, inline flags) and
 * collects necessary conditions on a match starting at a position:
 *
 * <ul>
 *   <li>its first character: one of the single-character atoms (a literal, an escape, a class) that
 *       can be consumed first (look-arounds, anchors and boundaries consume nothing);
 *   <li>its first two characters, for a pattern whose matches are two characters long at least
 *       ({@code (?i:madre|padre)} starts with "ma" or "pa", not "me");
 *   <li>its first few characters (up to {@link #MAX_PREFIX_LENGTH}), checked at each candidate
 *       before the engine is called ({@link MatchPrefixes}: {@code (?i:madre|padre)\s} starts with
 *       "madre" or "padre" then a blank);
 *   <li>the character before it, from one-character look-behinds at the start of the pattern
 *       ({@code (?<![\p{L}])}, {@code (?<=[;,])});
 *   <li>a rare mark every match goes through after a run of lead characters (the "@" of an e-mail
 *       address after its local part): a position in a run that ends without one is no start.
 *   <li>characters every match consumes in a row ({@link RequiredLiteral}: " S." in a company's
 *       "Cerer, S.A."): no match starts after their last occurrence in the text.
 * </ul>
 *
 * <p>Each atom keeps the inline flags in force ({@code (?i:...)}) and the pattern's own engine says
 * which characters it accepts, so case folding and Unicode classes are exactly those of {@link
 * Pattern}. Characters from {@link #TABLE_SIZE} up (pairs: from 0x100 up), surrogates included,
 * satisfy every condition. A pattern that can match the empty string, or whose start the analysis
 * cannot read (a back-reference first, a quoted section, comments mode), is tried everywhere.
 *
 * <p>An {@link Index} joins the first-character and character-before tables of several patterns
 * (per character, the set of patterns that may start with it, and that may start after it), so that
 * one pass over a text lists every pattern's candidate positions.
 *
 * <p>{@link #find} gives exactly what {@code matcher.find(from)} gives on the whole text: the
 * candidate positions are tried in order and {@code lookingAt} on a region that starts there, with
 * transparent bounds (look-behinds see the text before it) and without anchoring bounds ({@code ^}
 * is a real line start), matches as {@code find} does at that position.
 */
public final class MatchStarts {

  /** Characters below this are looked up in the tables; others are always tried. */
  static final int TABLE_SIZE = 0x300;

  /** No filter: every position is tried (a search is a plain {@code find}). */
  public static final MatchStarts EVERYWHERE =
      new MatchStarts(null, null, null, null, null, null, null, null);

  private final BitSet starts;
  // Characters that must not stand, or one of which must stand, right before a match (a leading
  // (?<![\p{L}]) or (?<=[,;])); null when the pattern says nothing of it.
  private final BitSet forbiddenBefore;
  private final BitSet requiredBefore;
  // A mark every match passes through after a run of lead characters (the "@" of an e-mail address
  // after its local part): a match starts in such a run. Null when the pattern has none.
  private final BitSet lead;
  private final BitSet mark;
  // The lead and mark joined into one byte per character (RUN_*), read by runEnd for every
  // candidate position of such a pattern: one array load instead of two BitSet look-ups.
  private final byte[] run;
  private static final byte RUN_END = 0;
  private static final byte RUN_LEAD = 1;
  private static final byte RUN_MARK = 2;
  // A mark is worth looking for when it is rare: a few characters at most.
  private static final int MAX_MARK = 4;
  // The first two characters of a match, both below PAIR_SIZE: bit (c1 * PAIR_SIZE + c2). Null
  // when a match may be one character long or the analysis cannot tell.
  private static final int PAIR_SIZE = 0x100;
  private final long[] pairs;
  // The first characters of every match, checked at a candidate before the engine is called; null
  // when they say no more than the first two characters.
  private final MatchPrefixes prefixes;
  // Characters every match consumes in a row (RequiredLiteral), or null: no match starts after
  // their last occurrence in the text.
  private final String literal;
  // Prefixes of matches worth checking before the engine is called (MatchPrefixes): up to this
  // many characters, and up to this many sequences per pattern.
  private static final int MAX_PREFIX_LENGTH = 8;
  private static final int MAX_PREFIXES = 2048;
  // The table of each atom, by pattern flags and atom: atoms recur across patterns.
  private static final Map<String, BitSet> ATOM_TABLES = new ConcurrentHashMap<>();

  private MatchStarts(
      BitSet starts,
      BitSet forbiddenBefore,
      BitSet requiredBefore,
      BitSet lead,
      BitSet mark,
      long[] pairs,
      MatchPrefixes prefixes,
      String literal) {
    this.literal = literal;
    this.pairs = pairs;
    this.prefixes = prefixes;
    this.starts = starts;
    this.forbiddenBefore = forbiddenBefore;
    this.requiredBefore = requiredBefore;
    this.lead = lead;
    this.mark = mark;
    this.run = lead == null ? null : runTable(lead, mark);
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
    long[] pairs = null;
    if (start.one() != null && start.one().isEmpty() && start.pairs() != null) {
      pairs = new long[PAIR_SIZE * PAIR_SIZE / Long.SIZE];
      for (Pair pair : start.pairs()) {
        long[] seconds = table(pair.seconds(), pattern.flags()).get(0, PAIR_SIZE).toLongArray();
        BitSet firsts = table(pair.firsts(), pattern.flags());
        for (int c = firsts.nextSetBit(0); c >= 0 && c < PAIR_SIZE; c = firsts.nextSetBit(c + 1)) {
          for (int w = 0; w < seconds.length; w++) {
            pairs[c * (PAIR_SIZE / Long.SIZE) + w] |= seconds[w];
          }
        }
      }
    }
    return new MatchStarts(
        table(start.atoms(), pattern.flags()),
        forbidden,
        required,
        lead,
        mark,
        pairs,
        prefixes(start.prefixes(), pattern.flags()),
        RequiredLiteral.of(pattern));
  }

  /** The check of the prefixes, when one of three characters or more says more than the pairs. */
  private static MatchPrefixes prefixes(List<Prefix> prefixes, int flags) {
    if (prefixes == null || prefixes.stream().allMatch(p -> p.atoms().size() < 3)) {
      return null;
    }
    List<List<MatchPrefixes.Step>> sequences = new ArrayList<>();
    for (Prefix prefix : prefixes) {
      sequences.add(
          prefix.atoms().stream()
              .map(
                  step -> new MatchPrefixes.Step(table(List.of(step.atom()), flags), step.repeat()))
              .toList());
    }
    return MatchPrefixes.of(sequences);
  }

  private static byte[] runTable(BitSet lead, BitSet mark) {
    byte[] table = new byte[TABLE_SIZE];
    for (int c = 0; c < TABLE_SIZE; c++) {
      table[c] = mark.get(c) ? RUN_MARK : lead.get(c) ? RUN_LEAD : RUN_END;
    }
    return table;
  }

  /** The characters of the table that one of the single-character atoms accepts. */
  private static BitSet table(List<String> atoms, int flags) {
    BitSet table = new BitSet(TABLE_SIZE);
    for (String atom : atoms) {
      table.or(ATOM_TABLES.computeIfAbsent(flags + ":" + atom, key -> atomTable(atom, flags)));
    }
    return table;
  }

  private static BitSet atomTable(String atom, int flags) {
    Matcher matcher = Pattern.compile(atom, flags).matcher("");
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

  /**
   * Whether the search tries every position ({@link #find} is then a plain {@code find} over the
   * whole text, whatever the candidates).
   */
  public boolean searchesEverywhere() {
    return starts == null;
  }

  /** Whether a match can start with this character. */
  public boolean mayStartWith(char c) {
    return starts == null || c >= TABLE_SIZE || starts.get(c);
  }

  /**
   * Whether a match can start at this position of the text, by its first characters and the one
   * right before (the lead and mark, which look further, are left to {@link #find}).
   */
  public boolean mayStartAt(CharSequence text, int index) {
    char c = text.charAt(index);
    if (!mayStartWith(c)) {
      return false;
    }
    if (pairs != null) {
      if (index + 1 == text.length()) {
        return false;
      }
      char second = text.charAt(index + 1);
      if (c < PAIR_SIZE
          && second < PAIR_SIZE
          && (pairs[c * (PAIR_SIZE / Long.SIZE) + (second >>> 6)] & (1L << second)) == 0) {
        return false;
      }
    }
    if (prefixes != null && !prefixes.mayStartAt(text, index)) {
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
   * @param candidates this pattern's positions from {@link Index#scan} over {@code text}: only they
   *     are tried, so after a scan of one window of the text the search ends at its end
   */
  public boolean find(Matcher matcher, CharSequence text, int from, Candidates candidates) {
    matcher.useTransparentBounds(true).useAnchoringBounds(false);
    if (starts == null) {
      return matcher.find(from);
    }
    int length = text.length();
    if (candidates.lastLiteral == Candidates.UNKNOWN) {
      // Once per text: a long note's matches would each search it again from its end.
      candidates.lastLiteral = literal == null ? length : text.toString().lastIndexOf(literal);
    }
    int lastLiteral = candidates.lastLiteral;
    int marked = -1; // positions up to here reach a mark through lead characters
    int[] positions = candidates.positions;
    int count = candidates.count;
    int k = Arrays.binarySearch(positions, 0, count, from);
    for (k = k < 0 ? -k - 1 : k; k < count; k++) {
      int i = positions[k]; // its first character and the one before it allow a start
      if (i > lastLiteral) {
        return false; // a match from here on would hold the literal after its last occurrence
      }
      if (pairs != null) {
        if (i + 1 == length) {
          return false; // a match is two characters long at least
        }
        char c = text.charAt(i);
        char second = text.charAt(i + 1);
        if (c < PAIR_SIZE
            && second < PAIR_SIZE
            && (pairs[c * (PAIR_SIZE / Long.SIZE) + (second >>> 6)] & (1L << second)) == 0) {
          continue;
        }
      }
      if (lead != null && i > marked) {
        int end = runEnd(text, i);
        if (end == length) {
          return false; // no mark up to the end: no position from here on can start a match
        }
        if (end < 0) {
          // The run ends without a mark at -end - 1: no match starts up to there.
          while (k + 1 < count && positions[k + 1] < -end) {
            k++;
          }
          continue;
        }
        marked = end;
      }
      if (prefixes != null && !prefixes.mayStartAt(text, i)) {
        continue;
      }
      if (matcher.region(i, length).lookingAt()) {
        return true;
      }
    }
    return false;
  }

  /** Builds the index of several patterns' starts, to scan a text once for all of them. */
  public static Index index(List<MatchStarts> patterns) {
    return new Index(patterns);
  }

  /**
   * The positions of a text (or of a window of it) where one pattern's first character and the one
   * before allow it.
   */
  public static final class Candidates {
    private static final int UNKNOWN = -2;
    private int[] positions = new int[16];
    private int count;
    // Where the pattern's required literal last stands in the whole text (-1: nowhere), read by
    // the first search of the text.
    private int lastLiteral = UNKNOWN;

    private void add(int position) {
      if (count == positions.length) {
        positions = Arrays.copyOf(positions, count * 2);
      }
      positions[count++] = position;
    }

    /** How many positions. */
    public int size() {
      return count;
    }
  }

  /**
   * The start tables of several patterns, joined so that one pass over a text gives each pattern
   * its candidate positions: per character, the set of patterns that may start with it, and the set
   * that may start right after it.
   */
  public static final class Index {
    /** Characters of a text scanned at once by a search one window after another. */
    public static final int WINDOW = 1 << 16;

    private final List<MatchStarts> patterns;
    private final int words;
    private final long[] first; // [c * words + w]: patterns that may start with c
    private final long[] after; // [b * words + w]: patterns that may start right after b
    private final long[] filtered; // the patterns with tables (the others search everywhere)
    // Grown once per thread rather than from 16 positions for every note.
    private final ThreadLocal<Candidates[]> reused;

    private Index(List<MatchStarts> patterns) {
      this.patterns = List.copyOf(patterns);
      words = (patterns.size() + Long.SIZE - 1) / Long.SIZE;
      first = new long[TABLE_SIZE * words];
      after = new long[TABLE_SIZE * words];
      filtered = new long[words];
      int count = patterns.size();
      reused =
          ThreadLocal.withInitial(
              () -> {
                Candidates[] candidates = new Candidates[count];
                for (int p = 0; p < count; p++) {
                  candidates[p] = new Candidates();
                }
                return candidates;
              });
      for (int p = 0; p < patterns.size(); p++) {
        MatchStarts pattern = patterns.get(p);
        if (pattern.starts == null) {
          continue;
        }
        int w = p / Long.SIZE;
        long bit = 1L << p;
        filtered[w] |= bit;
        for (int c = 0; c < TABLE_SIZE; c++) {
          if (pattern.starts.get(c)) {
            first[c * words + w] |= bit;
          }
          boolean allowed =
              (pattern.forbiddenBefore == null || !pattern.forbiddenBefore.get(c))
                  && (pattern.requiredBefore == null || pattern.requiredBefore.get(c));
          if (allowed) {
            after[c * words + w] |= bit;
          }
        }
      }
    }

    /**
     * Each pattern's candidate positions in the text, in the order of the patterns given (empty for
     * a pattern searched everywhere). Characters from {@link #TABLE_SIZE} up, and the text's start,
     * allow every pattern. The arrays are the calling thread's, reused by its next scan of this
     * index: read them before scanning again.
     */
    public Candidates[] scan(CharSequence text) {
      return scan(text, 0, text.length());
    }

    /** What a search one window after another does with each window's candidates. */
    @FunctionalInterface
    public interface WindowSearch {
      /**
       * Searches the patterns in one window; {@code first} says whether it is the text's first (a
       * pattern searched everywhere is searched whole then, and skipped after).
       */
      void search(boolean first, Candidates[] candidates);
    }

    /** Scans the text {@code windowChars} characters at a time and hands each window's scan on. */
    public void scanByWindow(CharSequence text, int windowChars, WindowSearch search) {
      int length = text.length();
      for (int window = 0; window < length; window += windowChars) {
        search.search(window == 0, scan(text, window, Math.min(length, window + windowChars)));
      }
    }

    /**
     * As {@link #scan(CharSequence)}, the positions {@code [from, to)} of the text only: a long
     * note is searched one window after another ({@link #WINDOW}), so that the positions held at
     * once stay bounded (all patterns' positions in a 4 MB note took 200 MB). A scan from 0 starts
     * a new text.
     */
    public Candidates[] scan(CharSequence text, int from, int to) {
      Candidates[] candidates = reused.get();
      for (Candidates c : candidates) {
        c.count = 0;
        if (from == 0) {
          c.lastLiteral = Candidates.UNKNOWN;
        }
      }
      for (int i = from; i < to; i++) {
        char c = text.charAt(i);
        int firstRow = c < TABLE_SIZE ? c * words : -1;
        char before = i > 0 ? text.charAt(i - 1) : Character.MAX_VALUE;
        int afterRow = before < TABLE_SIZE ? before * words : -1;
        for (int w = 0; w < words; w++) {
          long set = filtered[w];
          if (firstRow >= 0) {
            set &= first[firstRow + w];
          }
          if (afterRow >= 0) {
            set &= after[afterRow + w];
          }
          while (set != 0) {
            int p = w * Long.SIZE + Long.numberOfTrailingZeros(set);
            candidates[p].add(i);
            set &= set - 1;
          }
        }
      }
      return candidates;
    }
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
      byte kind = c >= TABLE_SIZE ? RUN_MARK : run[c];
      if (kind == RUN_MARK) {
        return j;
      }
      if (kind == RUN_END) {
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
   * @param one the atoms of a match that consumes exactly one character (empty: none can; null:
   *     unknown)
   * @param pairs the first two characters a match of two or more can start with (null: unknown)
   * @param prefixes the atoms every match starts with, one sequence per way (null: unknown)
   */
  private record Start(
      boolean nullable,
      List<String> atoms,
      boolean zeroWidth,
      boolean oneChar,
      List<Before> before,
      List<String> one,
      List<Pair> pairs,
      List<Prefix> prefixes) {
    static final Start EMPTY =
        new Start(
            true, List.of(), true, false, List.of(), List.of(), List.of(), List.of(Prefix.NONE));

    /** A piece that consumes nothing, checking the given look-behinds. */
    static Start zeroWidth(List<Before> before) {
      return new Start(
          true, List.of(), true, false, before, List.of(), List.of(), List.of(Prefix.NONE));
    }
  }

  /**
   * The first atoms of a match, in order; {@code whole} when they are all the piece consumes (what
   * follows the piece may then extend them).
   */
  private record Prefix(List<PrefixAtom> atoms, boolean whole) {
    static final Prefix NONE = new Prefix(List.of(), true);

    Prefix cut() {
      return whole ? new Prefix(atoms, false) : this;
    }
  }

  /** One atom of a prefix, consumed once or as a run of any length ({@code \\s+}, {@code \\d*}). */
  private record PrefixAtom(String atom, MatchPrefixes.Repeat repeat) {}

  /** Two consecutive characters: one of {@code firsts}, then one of {@code seconds}. */
  private record Pair(List<String> firsts, List<String> seconds) {}

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
                List.of(),
                union(result.one, next.one),
                union(result.pairs, next.pairs),
                alternatives(result.prefixes, next.prefixes));
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
      List<String> one = new ArrayList<>(); // the atoms when the pieces so far consumed one char
      List<Pair> pairs = new ArrayList<>();
      List<Prefix> prefixes = List.of(Prefix.NONE);
      while (at < source.length() && source.charAt(at) != '|' && source.charAt(at) != ')') {
        int atomsBefore = consumed.size();
        Start piece = quantified(atom());
        prefixes = followedBy(prefixes, piece.prefixes);
        if (groups == 0) {
          rootPieces.add(piece);
          rootPieceAtoms.add(atomsBefore);
        }
        pairs = union(pairs, pairs(one, piece.atoms));
        List<String> oneAfter = piece.nullable ? one : List.of();
        if (nullable) {
          pairs = union(pairs, piece.pairs);
          oneAfter = union(oneAfter, piece.one);
          atoms = union(atoms, piece.atoms);
          nullable = piece.nullable;
        }
        one = oneAfter;
        if (zeroWidth) { // look-behinds before the first consuming piece check the same position
          before.addAll(piece.before);
          zeroWidth = piece.zeroWidth;
        }
        only = piece;
        pieces++;
      }
      boolean oneChar = pieces == 1 && only.oneChar;
      return new Start(nullable, atoms, zeroWidth, oneChar, before, one, pairs, prefixes);
    }

    private Start quantified(Start atom) {
      boolean optional = false;
      boolean quantified = false;
      boolean repeated = false;
      boolean twoRounds = false; // at least two rounds
      if (at < source.length()) {
        char c = source.charAt(at);
        if (c == '?' || c == '*') {
          optional = true;
          quantified = true;
          repeated = c == '*';
          at++;
        } else if (c == '+') {
          quantified = true;
          repeated = true;
          at++;
        } else if (c == '{') {
          int close = source.indexOf('}', at);
          String bounds = source.substring(at + 1, close);
          if (!bounds.matches("\\d+(,\\d*)?")) {
            throw new Unreadable();
          }
          String[] limits = bounds.split(",", -1);
          optional = Integer.parseInt(limits[0]) == 0;
          twoRounds = Integer.parseInt(limits[0]) >= 2;
          int most = limits.length == 1 ? Integer.parseInt(limits[0]) : -1;
          if (limits.length == 2 && !limits[1].isEmpty()) {
            most = Integer.parseInt(limits[1]);
          }
          repeated = most < 0 || most >= 2;
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
      // Two rounds of one character each make a pair too.
      List<Pair> pairs = repeated ? union(atom.pairs, pairs(atom.one, atom.atoms)) : atom.pairs;
      // At least two rounds of a piece that consumes something consume two characters or more.
      List<String> one = twoRounds && !atom.nullable ? List.of() : atom.one;
      List<Prefix> prefixes;
      if (repeated && atom.oneChar) {
        // A run of one atom: the check skips it whole, and what follows can still be checked.
        MatchPrefixes.Repeat run =
            optional ? MatchPrefixes.Repeat.ZERO_OR_MORE : MatchPrefixes.Repeat.ONE_OR_MORE;
        prefixes = List.of(new Prefix(List.of(new PrefixAtom(atom.atoms.get(0), run)), true));
      } else {
        // A second round may follow the first: what comes after is no longer known.
        prefixes = repeated ? cut(atom.prefixes) : atom.prefixes;
        if (optional) {
          prefixes = alternatives(List.of(Prefix.NONE), prefixes);
        }
      }
      return new Start(
          optional || atom.nullable, atom.atoms, false, false, List.of(), one, pairs, prefixes);
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
      return new Start(
          false,
          List.of(atom),
          false,
          true,
          List.of(),
          List.of(atom),
          List.of(),
          List.of(new Prefix(List.of(new PrefixAtom(atom, MatchPrefixes.Repeat.ONCE)), true)));
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
          return Start.zeroWidth(List.of(new Before(behind.atoms.get(0), negated)));
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
        return new Start(true, null, false, false, List.of(), null, null, null);
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
      at = CharacterClassSource.end(source, at);
      if (at < 0) {
        throw new Unreadable();
      }
      return begin;
    }

    private void expect(char c) {
      if (at >= source.length() || source.charAt(at) != c) {
        throw new Unreadable();
      }
      at++;
    }

    /** The prefixes of one piece or another (null when either is unknown, or too many). */
    private static List<Prefix> alternatives(List<Prefix> a, List<Prefix> b) {
      if (a == null || b == null) {
        return null;
      }
      Set<Prefix> all = new LinkedHashSet<>(a);
      all.addAll(b);
      return all.size() > MAX_PREFIXES ? null : List.copyOf(all);
    }

    /** The prefixes {@code piece}'s extend: where a prefix is its pieces' whole text. */
    private static List<Prefix> followedBy(List<Prefix> prefixes, List<Prefix> piece) {
      if (piece == null) {
        return cut(prefixes);
      }
      Set<Prefix> longer = new LinkedHashSet<>();
      for (Prefix prefix : prefixes) {
        if (!prefix.whole()) {
          longer.add(prefix);
          continue;
        }
        for (Prefix after : piece) {
          List<PrefixAtom> atoms = new ArrayList<>(prefix.atoms());
          atoms.addAll(after.atoms());
          boolean whole = after.whole();
          if (atoms.size() > MAX_PREFIX_LENGTH) {
            atoms = atoms.subList(0, MAX_PREFIX_LENGTH);
            whole = false;
          }
          longer.add(new Prefix(List.copyOf(atoms), whole));
          if (longer.size() > MAX_PREFIXES) {
            return cut(prefixes); // too many ways: the prefixes so far still hold, only shorter
          }
        }
      }
      return List.copyOf(longer);
    }

    private static List<Prefix> cut(List<Prefix> prefixes) {
      return prefixes == null ? null : prefixes.stream().map(Prefix::cut).distinct().toList();
    }

    private static <T> List<T> union(List<T> a, List<T> b) {
      if (a == null || b == null) {
        return null;
      }
      if (b.isEmpty()) {
        return a;
      }
      List<T> all = new ArrayList<>(a);
      all.addAll(b);
      return all;
    }

    /** The pairs of a character among {@code firsts} then one among {@code seconds}. */
    private static List<Pair> pairs(List<String> firsts, List<String> seconds) {
      if ((firsts != null && firsts.isEmpty()) || (seconds != null && seconds.isEmpty())) {
        return List.of();
      }
      if (firsts == null || seconds == null) {
        return null;
      }
      return List.of(new Pair(firsts, seconds));
    }
  }
}
