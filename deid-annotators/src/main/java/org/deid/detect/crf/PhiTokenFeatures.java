package org.deid.detect.crf;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
import org.apache.uima.jcas.JCas;
import org.cleartk.ml.Feature;
import org.cleartk.ml.feature.function.CharacterCategoryPatternFunction;
import org.cleartk.ml.feature.function.CharacterCategoryPatternFunction.PatternType;
import org.deid.segment.SoftWraps;
import org.deid.segment.SortedOffsets;
import org.deid.segment.WordSpacing;
import org.deid.type.PhiCandidate;

/**
 * The CRF's features of the tokens of one document: the word and its lower case, shape (ClearTK's
 * character-category pattern), prefixes and suffixes, digit and punctuation flags, the words and
 * shapes of a window of neighbours inside the sentence, line cues (line start, position on the
 * line, the key of a {@code Key: value} header line such as {@code Nombre:} or {@code NHC:}), and
 * optionally the categories of other detectors' candidates covering the token and the prefixes of
 * the bit strings of the word clusters ({@link WordClusters}) of the token and its neighbours.
 *
 * <p>Windows are built from the sentence's token list rather than with ClearTK's {@code
 * Preceding}/{@code Following} extractors: the list skips {@link NewlineToken}s, and each token's
 * own features are computed once instead of once per window position.
 */
final class PhiTokenFeatures {

  /** How far the word window reaches on each side. */
  static final int WORD_WINDOW = 3;

  /** How far the shape window reaches on each side. */
  static final int SHAPE_WINDOW = 2;

  /** How many tokens from a line's start a {@code :} may be to make a header key. */
  private static final int MAX_KEY_TOKENS = 6;

  private static final CharacterCategoryPatternFunction SHAPE =
      new CharacterCategoryPatternFunction(PatternType.REPEATS_MERGED);

  /** The document's tokens but newlines, whose positions index the cues below. */
  private final DocumentTokens documentTokens;

  /** The line cue of each token, by position. */
  private final List<LineCue> lineCues = new ArrayList<>();

  /**
   * The categories of the candidates covering each token ({@code B-} or {@code I-} and the
   * category, sorted), by position, null where none; empty when no token has one.
   */
  private final List<Set<String>> candidates = new ArrayList<>();

  /** The document's text. */
  private final String text;

  /** The fewest blanks of a column gap in this note ({@link WordSpacing}). */
  private final int gapBlanks;

  /** The words of the tokens, kept from note to note by the caller. */
  private final TokenWords tokenWords;

  /** The word clusters whose prefixes are features, or null. */
  private final WordClusters clusters;

  /** How far the cluster window reaches on each side (0: the token's own cluster only). */
  private final int clusterWindow;

  /** The names of the cluster features, {@code [d + clusterWindow][prefix]} ({@code bc4}...). */
  private final String[][] clusterNames;

  /**
   * Where a token sits on its line: its position, the line's leading {@code Key:} (first and last
   * word), the nearest {@code Key:} before it on the line (several fields share a line in many
   * headers: {@code Paciente: X NHC: 123 Edad: 44}) and how far it is, and whether a wide gap (two
   * blanks or more, a tab, a middle dot) separates it from its neighbours.
   */
  private record LineCue(
      int position,
      TokenWords.Word keyFirst,
      TokenWords.Word keyLast,
      boolean afterKey,
      TokenWords.Word nearestKey,
      int keyDistance,
      boolean gapBefore,
      boolean gapAfter) {}

  /**
   * Prepares the document-wide cues.
   *
   * @param candidateSources sources of {@link PhiCandidate}s whose categories become features
   *     (empty: none)
   */
  PhiTokenFeatures(JCas jcas, Set<String> candidateSources) {
    this(jcas, candidateSources, new TokenWords());
  }

  /**
   * Prepares the document-wide cues, with the words of earlier notes ({@code words}, which this
   * fills in turn).
   */
  PhiTokenFeatures(JCas jcas, Set<String> candidateSources, TokenWords words) {
    this(jcas, candidateSources, words, null, 0);
  }

  /**
   * Prepares the document-wide cues, with word cluster features: the prefixes of the token's bit
   * string ({@code bc4}, {@code bc6}... by length) and of its neighbours' up to {@code
   * clusterWindow} tokens away inside the sentence ({@code bc-1p4}, {@code bc1p4}...); none for a
   * word without a cluster.
   *
   * @param clusters the clusters, or null for no cluster features
   */
  PhiTokenFeatures(
      JCas jcas,
      Set<String> candidateSources,
      TokenWords words,
      WordClusters clusters,
      int clusterWindow) {
    this.clusters = clusters;
    this.clusterWindow = clusters == null ? 0 : clusterWindow;
    this.clusterNames = clusters == null ? null : clusterNames(clusters, this.clusterWindow);
    this.text = jcas.getDocumentText();
    this.gapBlanks = WordSpacing.columnGapBlanks(text);
    this.tokenWords = words;
    IndexOrderTokens all = IndexOrderTokens.read(jcas);
    // A newline has no position: it takes a category no feature reads, as it always did.
    int[] positions = new int[all.tokens.length];
    documentTokens = readLines(all, positions);
    if (!candidateSources.isEmpty()) {
      // In any order: each candidate adds to sorted sets.
      for (PhiCandidate candidate : jcas.select(PhiCandidate.class).orderNotNeeded()) {
        if (candidateSources.contains(candidate.getSource()) && candidate.getCategory() != null) {
          addCandidate(candidate, all, positions);
        }
      }
    }
  }

  /**
   * Adds the category of a candidate to the tokens it covers ({@code B-} on the first, {@code I-}
   * on the others), as {@code indexCovered} gives them: all tokens within its offsets, in order.
   */
  private void addCandidate(PhiCandidate candidate, IndexOrderTokens all, int[] positions) {
    int begin = candidate.getBegin();
    int end = candidate.getEnd();
    int[] begins = all.begins;
    boolean first = true;
    for (int k = SortedOffsets.firstAtOrAfter(begins, begin);
        k < begins.length && begins[k] <= end;
        k++) {
      if (all.ends[k] > end) {
        continue;
      }
      int position = positions[k];
      if (position >= 0) {
        if (candidates.isEmpty()) {
          candidates.addAll(Collections.nCopies(documentTokens.size(), null));
        }
        if (candidates.get(position) == null) {
          candidates.set(position, new TreeSet<>());
        }
        candidates.get(position).add((first ? "B-" : "I-") + candidate.getCategory());
      }
      first = false;
    }
  }

  /**
   * The tokens of the document but newlines, in order, from all its tokens in index order (each
   * one's position among them written in {@code positions}, -1 for a newline); their line cues, in
   * the same order.
   */
  private DocumentTokens readLines(IndexOrderTokens all, int[] positions) {
    int size = 0;
    for (BaseToken token : all.tokens) {
      size += token instanceof NewlineToken ? 0 : 1;
    }
    BaseToken[] tokens = new BaseToken[size];
    int[] begins = new int[size];
    int[] ends = new int[size];
    // The first position of each line (and the size after the last line's).
    int[] lineStarts = new int[all.tokens.length + 2];
    int lines = 0;
    lineStarts[lines++] = 0;
    int count = 0;
    int previousEnd = 0;
    boolean broken = false;
    for (int k = 0; k < all.tokens.length; k++) {
      if (all.tokens[k] instanceof NewlineToken) {
        positions[k] = -1;
        broken = true;
        continue;
      }
      // A break that only wraps the line keeps its line going, as on an unwrapped copy.
      if (count > 0
          && (broken || hasNewline(text, previousEnd, all.begins[k]))
          && !SoftWraps.isWrappedBlank(text, previousEnd, all.begins[k])) {
        lineStarts[lines++] = count;
      }
      broken = false;
      positions[k] = count;
      tokens[count] = all.tokens[k];
      begins[count] = all.begins[k];
      ends[count] = all.ends[k];
      previousEnd = all.ends[k];
      count++;
    }
    lineStarts[lines] = count;
    DocumentTokens read = new DocumentTokens(tokens, begins, ends);
    for (int line = 0; line < lines; line++) {
      closeLine(read, lineStarts[line], lineStarts[line + 1]);
    }
    return read;
  }

  /** The categories of the candidates covering the token at a position, or null (for tests). */
  Set<String> candidateCategories(int position) {
    return candidates.isEmpty() ? null : candidates.get(position);
  }

  /** The tokens within {@code [begin, end]} but newlines, as {@code coveredBy} gives them. */
  List<BaseToken> tokensCoveredBy(int begin, int end) {
    return documentTokens.coveredBy(begin, end);
  }

  private static boolean hasNewline(String text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (text.charAt(i) == '\n') {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the text between two tokens separates fields: two blanks or more (three in a note whose
   * words are doubly spaced), or a tab (a middle dot between fields is a token of its own, checked
   * by the caller).
   */
  private boolean isWideGap(String text, int from, int to) {
    // A line break inside a line is a wrap (see readLines): a blank, never a column gap.
    return (to - from >= gapBlanks || text.charAt(from) == '\t') && !hasNewline(text, from, to);
  }

  /** Whether the text of the token at a position is the single character {@code c}. */
  private boolean is(DocumentTokens tokens, int position, char c) {
    int begin = tokens.begin(position);
    return tokens.end(position) - begin == 1 && text.charAt(begin) == c;
  }

  /** Adds the cues of the tokens of a line, positions {@code [from, to)} of the document. */
  private void closeLine(DocumentTokens tokens, int from, int to) {
    int size = to - from;
    int colon = -1;
    for (int i = 1; i < Math.min(size, MAX_KEY_TOKENS); i++) {
      if (is(tokens, from + i, ':')) {
        colon = i;
        break;
      }
    }
    TokenWords.Word keyFirst = colon < 0 ? null : word(tokens, from);
    TokenWords.Word keyLast = colon < 0 ? null : word(tokens, from + colon - 1);
    TokenWords.Word nearestKey = null;
    int nearestColon = -1;
    for (int i = 0; i < size; i++) {
      int p = from + i;
      boolean gapBefore =
          i > 0 && isWideGap(text, tokens.end(p - 1), tokens.begin(p))
              || i > 0 && is(tokens, p - 1, '·');
      boolean gapAfter =
          i + 1 < size && isWideGap(text, tokens.end(p), tokens.begin(p + 1))
              || i + 1 < size && is(tokens, p + 1, '·');
      lineCues.add(
          new LineCue(
              i,
              keyFirst,
              keyLast,
              colon >= 0 && i > colon,
              nearestKey,
              nearestColon < 0 ? 0 : Math.min(i - nearestColon, 4),
              gapBefore,
              gapAfter));
      if (is(tokens, p, ':') && i > 0) {
        nearestKey = word(tokens, p - 1);
        nearestColon = i;
      } else if (gapAfter || is(tokens, p, '·')) {
        // A new field starts after a wide gap: the previous key no longer speaks for it.
        nearestKey = null;
        nearestColon = -1;
      }
    }
  }

  /**
   * Where the features of a sentence go, token after token: a string feature is a name and a value,
   * a numeric one a name and a number. ClearTK {@link Feature}s for training ({@link
   * #extract(List)}), or the model's attribute ids for tagging ({@link CrfAttributeSink}), without
   * building a string per feature.
   */
  interface FeatureSink {
    /** The features that follow belong to the token at {@code position} of the sentence. */
    void startToken(int position);

    /** A string feature whose value is {@code value[from, to)}. */
    void add(String name, String value, int from, int to);

    /** A string feature whose value is {@code first + "|" + second}. */
    void addPair(String name, String first, String second);

    /** A numeric feature. */
    void add(String name, int number);

    /**
     * The features of the word itself follow ({@code w lw sh len}, prefixes, suffixes, flags: a
     * function of the word alone), unless this returns false: the sink has their effect already.
     */
    default boolean startWord(TokenWords.Word word) {
      return true;
    }

    /** The features of the word itself, announced by {@link #startWord}, are all written. */
    default void endWord(TokenWords.Word word) {}

    /** A string feature. */
    default void add(String name, String value) {
      add(name, value, 0, value.length());
    }

    /**
     * A string feature named {@code WORD_FEATURES.get(feature)} whose value is a word's lower case,
     * which other features of the sentence also take: a sink may look the value up once for all of
     * them.
     */
    default void addWord(int feature, TokenWords.Word word) {
      add(WORD_FEATURES.get(feature), word.lower());
    }

    /** As {@link #addWord} for a word's shape, named {@code SHAPE_FEATURES.get(feature)}. */
    default void addShape(int feature, TokenWords.Word word) {
      add(SHAPE_FEATURES.get(feature), word.shape());
    }
  }

  /**
   * The features whose values are lower-cased words, by number: the word window ({@code lw-3} to
   * {@code lw3} at {@code d + WORD_WINDOW}; no {@code lw0}), the word ({@link #LOWER}), then the
   * line's keys ({@link #KEYS}: {@code key1v key1k key2v key2k nkey nkey0 ... nkey4}).
   */
  static final List<String> WORD_FEATURES =
      names(
          windowNames("lw", WORD_WINDOW),
          "lw",
          "key1v",
          "key1k",
          "key2v",
          "key2k",
          "nkey",
          "nkey0",
          "nkey1",
          "nkey2",
          "nkey3",
          "nkey4");

  /** The number of {@code lw} in {@link #WORD_FEATURES}. */
  private static final int LOWER = 2 * WORD_WINDOW + 1;

  private static final int KEY1V = LOWER + 1;

  private static final int KEY1K = LOWER + 2;

  private static final int KEY2V = LOWER + 3;

  private static final int KEY2K = LOWER + 4;

  private static final int NKEY = LOWER + 5;

  /** The number of {@code nkey0}, followed by {@code nkey1} to {@code nkey4}. */
  private static final int NKEY0 = LOWER + 6;

  /**
   * The features whose values are shapes, by number: the shape window ({@code sh-3} to {@code sh3}
   * at {@code d + WORD_WINDOW}; no {@code sh0}), then the token's own shape ({@code sh}).
   */
  static final List<String> SHAPE_FEATURES = names(windowNames("sh", WORD_WINDOW), "sh");

  /** The number of {@code sh} in {@link #SHAPE_FEATURES}. */
  private static final int OWN_SHAPE = 2 * WORD_WINDOW + 1;

  /**
   * The simple name of each token class: {@link Class#getSimpleName} goes through the class's
   * reflection data, which the garbage collector may clear, each time.
   */
  private static final ClassValue<String> KINDS =
      new ClassValue<>() {
        @Override
        protected String computeValue(Class<?> type) {
          return type.getSimpleName();
        }
      };

  /**
   * The bigram features: the pair of a token and the next is the {@code bi+1} of the one and the
   * {@code bi-1} of the other.
   */
  static final List<String> PAIR_FEATURES = List.of("bi-1", "bi+1");

  private static final String[] CANDIDATE_NAMES = {"cand-1", "cand0", "cand1"};

  private static final String[] PREFIX_NAMES = {"p1", "p2", "p3", "p4"};

  private static final String[] SUFFIX_NAMES = {"s1", "s2", "s3", "s4"};

  /** The names of the cluster features by distance and prefix length, interned. */
  private static String[][] clusterNames(WordClusters clusters, int window) {
    List<Integer> lengths = clusters.lengths();
    String[][] names = new String[2 * window + 1][lengths.size()];
    for (int d = -window; d <= window; d++) {
      for (int k = 0; k < lengths.size(); k++) {
        String name = d == 0 ? "bc" + lengths.get(k) : "bc" + d + "p" + lengths.get(k);
        names[d + window][k] = name.intern();
      }
    }
    return names;
  }

  /** The prefixes of a word's cluster, kept on the word (null: no cluster, or no clusters). */
  private String[] clusterPrefixes(TokenWords.Word word) {
    if (clusters == null) {
      return null;
    }
    if (word.clusters != clusters) {
      word.clusterPrefixes = clusters.prefixes(word.text(), word.lower());
      word.clusters = clusters;
    }
    return word.clusterPrefixes;
  }

  private void addClusters(FeatureSink sink, String[] names, String[] prefixes) {
    if (prefixes != null) {
      for (int k = 0; k < prefixes.length; k++) {
        sink.add(names[k], prefixes[k]);
      }
    }
  }

  private static List<String> names(String[] window, String... others) {
    List<String> names = new ArrayList<>(List.of(window));
    names.addAll(List.of(others));
    return List.copyOf(names);
  }

  private static String[] windowNames(String prefix, int reach) {
    String[] names = new String[2 * reach + 1];
    for (int d = -reach; d <= reach; d++) {
      // Interned, as the literal names: the attribute index finds them by identity.
      names[d + reach] = (prefix + d).intern();
    }
    return names;
  }

  /** The features of each token of a sentence, in order, as ClearTK features. */
  List<List<Feature>> extract(List<BaseToken> tokens) {
    List<List<Feature>> sentence = new ArrayList<>(tokens.size());
    extract(
        tokens,
        new FeatureSink() {
          private List<Feature> features;

          @Override
          public void startToken(int position) {
            features = new ArrayList<>(64);
            sentence.add(features);
          }

          @Override
          public void add(String name, String value, int from, int to) {
            features.add(new Feature(name, value.substring(from, to)));
          }

          @Override
          public void addPair(String name, String first, String second) {
            features.add(new Feature(name, first + "|" + second));
          }

          @Override
          public void add(String name, int number) {
            features.add(new Feature(name, number));
          }
        });
    return sentence;
  }

  /** Writes the features of each token of a sentence, in order, into a sink. */
  void extract(List<BaseToken> tokens, FeatureSink sink) {
    int size = tokens.size();
    TokenWords.Word[] words = new TokenWords.Word[size];
    int[] positions = new int[size];
    for (int i = 0; i < size; i++) {
      positions[i] = documentTokens.position(tokens.get(i));
      words[i] = positions[i] >= 0 ? word(documentTokens, positions[i]) : word(tokens.get(i));
    }
    TokenWords.Word start = tokenWords.sentenceStart;
    TokenWords.Word end = tokenWords.sentenceEnd;
    for (int i = 0; i < size; i++) {
      sink.startToken(i);
      TokenWords.Word tokenWord = words[i];
      String word = tokenWord.text();
      String lowerWord = tokenWord.lower();
      if (sink.startWord(tokenWord)) {
        sink.add("w", word);
        sink.addWord(LOWER, tokenWord);
        sink.addShape(OWN_SHAPE, tokenWord);
        sink.add("len", Math.min(word.length(), 12));
        for (int n = 1; n <= 4 && n <= word.length(); n++) {
          sink.add(PREFIX_NAMES[n - 1], lowerWord, 0, n);
          sink.add(SUFFIX_NAMES[n - 1], lowerWord, word.length() - n, lowerWord.length());
        }
        addFlags(sink, word);
        if (clusters != null) {
          addClusters(sink, clusterNames[clusterWindow], clusterPrefixes(tokenWord));
        }
        sink.endWord(tokenWord);
      }
      sink.add("kind", KINDS.get(tokens.get(i).getClass()));
      for (int d = -WORD_WINDOW; d <= WORD_WINDOW; d++) {
        if (d == 0) {
          continue;
        }
        int j = i + d;
        TokenWords.Word neighbour = j < 0 ? start : j >= size ? end : words[j];
        sink.addWord(d + WORD_WINDOW, neighbour);
        if (Math.abs(d) <= SHAPE_WINDOW) {
          sink.addShape(d + WORD_WINDOW, neighbour);
        }
      }
      for (int d = -clusterWindow; d <= clusterWindow; d++) {
        int j = i + d;
        if (d != 0 && j >= 0 && j < size) {
          addClusters(sink, clusterNames[d + clusterWindow], clusterPrefixes(words[j]));
        }
      }
      sink.addPair("bi-1", i > 0 ? words[i - 1].lower() : start.lower(), lowerWord);
      sink.addPair("bi+1", lowerWord, i + 1 < size ? words[i + 1].lower() : end.lower());
      addLineCues(sink, positions[i]);
      for (int d = -1; d <= 1 && !candidates.isEmpty(); d++) {
        int j = i + d;
        Set<String> categories =
            j >= 0 && j < size && positions[j] >= 0 ? candidates.get(positions[j]) : null;
        if (categories != null) {
          for (String category : categories) {
            sink.add(CANDIDATE_NAMES[d + 1], category);
          }
        }
      }
    }
  }

  /** The line cues of the token at a position of the document (-1: none). */
  private void addLineCues(FeatureSink sink, int position) {
    if (position < 0) {
      return;
    }
    LineCue cue = lineCues.get(position);
    sink.add("lpos", Math.min(cue.position(), 4));
    if (cue.position() == 0) {
      sink.add("lstart", "1");
    }
    if (cue.keyFirst() != null) {
      boolean after = cue.afterKey();
      sink.addWord(after ? KEY1V : KEY1K, cue.keyFirst());
      sink.addWord(after ? KEY2V : KEY2K, cue.keyLast());
    }
    if (cue.nearestKey() != null) {
      sink.addWord(NKEY, cue.nearestKey());
      sink.addWord(NKEY0 + cue.keyDistance(), cue.nearestKey());
    }
    if (cue.gapBefore()) {
      sink.add("gapL", "1");
    }
    if (cue.gapAfter()) {
      sink.add("gapR", "1");
    }
  }

  private static void addFlags(FeatureSink sink, String word) {
    boolean digit = false;
    boolean allDigits = true;
    boolean upper = false;
    boolean allUpper = true;
    boolean letter = false;
    boolean punctuation = true;
    for (int k = 0; k < word.length(); k++) {
      char c = word.charAt(k);
      boolean isDigit = Character.isDigit(c);
      boolean isLetter = Character.isLetter(c);
      digit |= isDigit;
      allDigits &= isDigit;
      letter |= isLetter;
      upper |= Character.isUpperCase(c);
      allUpper &= !isLetter || Character.isUpperCase(c);
      punctuation &= !isDigit && !isLetter;
    }
    if (digit) {
      sink.add("digit", allDigits ? "all" : "some");
    }
    if (letter && Character.isUpperCase(word.charAt(0))) {
      sink.add("cap", allUpper && word.length() > 1 ? "all" : "init");
    } else if (upper) {
      sink.add("cap", "mixed");
    }
    if (punctuation) {
      sink.add("punct", "1");
    }
  }

  /**
   * ClearTK's character-category pattern of a word, repeats merged ({@code Lu Ll} for "Madrid"):
   * what {@link CharacterCategoryPatternFunction} gives, computed without its feature objects. Its
   * code for a character depends only on {@link Character#getType}: the table holds ClearTK's own
   * code for each type.
   */
  static String shape(String word) {
    StringBuilder shape = new StringBuilder(8);
    String previous = null;
    for (int i = 0; i < word.length(); i++) {
      String code = CATEGORY_CODES[Character.getType(word.charAt(i))];
      if (!code.equals(previous)) {
        shape.append(code);
      }
      previous = code;
    }
    return shape.toString();
  }

  /** The shape ClearTK's function gives a word, for the table and the tests. */
  static String clearTkShape(String word) {
    List<?> shape = SHAPE.apply(new Feature(null, word));
    return ((Feature) shape.get(0)).getValue().toString();
  }

  /** ClearTK's code of each {@link Character#getType}, read from ClearTK on one character of it. */
  private static final String[] CATEGORY_CODES = categoryCodes();

  private static String[] categoryCodes() {
    // A type no char has (17) stays null: it is never looked up.
    String[] codes = new String[Character.FINAL_QUOTE_PUNCTUATION + 1];
    for (int c = Character.MIN_VALUE; c <= Character.MAX_VALUE; c++) {
      int type = Character.getType((char) c);
      if (codes[type] == null) {
        codes[type] = clearTkShape(String.valueOf((char) c));
      }
    }
    return codes;
  }

  /** A token's word (its covered text), lower case and shape. */
  private TokenWords.Word word(BaseToken token) {
    return tokenWords.of(text, token.getBegin(), token.getEnd());
  }

  /** The word of the token at a position of the document. */
  private TokenWords.Word word(DocumentTokens tokens, int position) {
    return tokenWords.of(text, tokens.begin(position), tokens.end(position));
  }
}
