package org.deid.detect.crf;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.cleartk.ml.Feature;
import org.cleartk.ml.feature.function.CharacterCategoryPatternFunction;
import org.cleartk.ml.feature.function.CharacterCategoryPatternFunction.PatternType;
import org.deid.type.PhiCandidate;

/**
 * The CRF's features of the tokens of one document: the word and its lower case, shape (ClearTK's
 * character-category pattern), prefixes and suffixes, digit and punctuation flags, the words and
 * shapes of a window of neighbours inside the sentence, line cues (line start, position on the
 * line, the key of a {@code Key: value} header line such as {@code Nombre:} or {@code NHC:}), and
 * optionally the categories of other detectors' candidates covering the token.
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

  private final Map<BaseToken, LineCue> lineCues = new IdentityHashMap<>();

  private final Map<BaseToken, Set<String>> candidates = new IdentityHashMap<>();

  /**
   * Where a token sits on its line: its position, the line's leading {@code Key:} (first and last
   * word), the nearest {@code Key:} before it on the line (several fields share a line in many
   * headers: {@code Paciente: X NHC: 123 Edad: 44}) and how far it is, and whether a wide gap (two
   * blanks or more, a tab, a middle dot) separates it from its neighbours.
   */
  private record LineCue(
      int position,
      String keyFirst,
      String keyLast,
      boolean afterKey,
      String nearestKey,
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
    readLines(jcas);
    if (!candidateSources.isEmpty()) {
      Map<PhiCandidate, List<BaseToken>> covered =
          JCasUtil.indexCovered(jcas, PhiCandidate.class, BaseToken.class);
      for (Map.Entry<PhiCandidate, List<BaseToken>> entry : covered.entrySet()) {
        PhiCandidate candidate = entry.getKey();
        if (!candidateSources.contains(candidate.getSource()) || candidate.getCategory() == null) {
          continue;
        }
        boolean first = true;
        for (BaseToken token : entry.getValue()) {
          candidates
              .computeIfAbsent(token, t -> new TreeSet<>())
              .add((first ? "B-" : "I-") + candidate.getCategory());
          first = false;
        }
      }
    }
  }

  private void readLines(JCas jcas) {
    String text = jcas.getDocumentText();
    List<BaseToken> line = new ArrayList<>();
    int previousEnd = 0;
    for (BaseToken token : jcas.select(BaseToken.class)) {
      if (token instanceof NewlineToken) {
        closeLine(text, line);
        previousEnd = token.getEnd();
        continue;
      }
      if (hasNewline(text, previousEnd, token.getBegin())) {
        closeLine(text, line);
      }
      line.add(token);
      previousEnd = token.getEnd();
    }
    closeLine(text, line);
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
   * Whether the text between two tokens separates fields: two blanks or more, or a tab (a middle
   * dot between fields is a token of its own, checked by the caller).
   */
  private static boolean isWideGap(String text, int from, int to) {
    return to - from >= 2 || (to - from == 1 && text.charAt(from) == '\t');
  }

  private void closeLine(String text, List<BaseToken> line) {
    int colon = -1;
    for (int i = 1; i < Math.min(line.size(), MAX_KEY_TOKENS); i++) {
      if (":".equals(line.get(i).getCoveredText())) {
        colon = i;
        break;
      }
    }
    String keyFirst = colon < 0 ? null : lower(line.get(0).getCoveredText());
    String keyLast = colon < 0 ? null : lower(line.get(colon - 1).getCoveredText());
    String nearestKey = null;
    int nearestColon = -1;
    for (int i = 0; i < line.size(); i++) {
      BaseToken token = line.get(i);
      boolean gapBefore =
          i > 0 && isWideGap(text, line.get(i - 1).getEnd(), token.getBegin())
              || i > 0 && "·".equals(line.get(i - 1).getCoveredText());
      boolean gapAfter =
          i + 1 < line.size() && isWideGap(text, token.getEnd(), line.get(i + 1).getBegin())
              || i + 1 < line.size() && "·".equals(line.get(i + 1).getCoveredText());
      lineCues.put(
          token,
          new LineCue(
              i,
              keyFirst,
              keyLast,
              colon >= 0 && i > colon,
              nearestKey,
              nearestColon < 0 ? 0 : Math.min(i - nearestColon, 4),
              gapBefore,
              gapAfter));
      if (":".equals(token.getCoveredText()) && i > 0) {
        nearestKey = lower(line.get(i - 1).getCoveredText());
        nearestColon = i;
      } else if (gapAfter || "·".equals(token.getCoveredText())) {
        // A new field starts after a wide gap: the previous key no longer speaks for it.
        nearestKey = null;
        nearestColon = -1;
      }
    }
    line.clear();
  }

  /** The features of each token of a sentence, in order. */
  List<List<Feature>> extract(List<BaseToken> tokens) {
    int size = tokens.size();
    String[] words = new String[size];
    String[] lowers = new String[size];
    String[] shapes = new String[size];
    for (int i = 0; i < size; i++) {
      words[i] = tokens.get(i).getCoveredText();
      lowers[i] = lower(words[i]);
      shapes[i] = shape(words[i]);
    }
    List<List<Feature>> sentence = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      List<Feature> features = new ArrayList<>(64);
      String word = words[i];
      features.add(new Feature("w", word));
      features.add(new Feature("lw", lowers[i]));
      features.add(new Feature("sh", shapes[i]));
      features.add(new Feature("len", Math.min(word.length(), 12)));
      for (int n = 1; n <= 4 && n <= word.length(); n++) {
        features.add(new Feature("p" + n, lowers[i].substring(0, n)));
        features.add(new Feature("s" + n, lowers[i].substring(word.length() - n)));
      }
      addFlags(features, word);
      features.add(new Feature("kind", tokens.get(i).getClass().getSimpleName()));
      for (int d = -WORD_WINDOW; d <= WORD_WINDOW; d++) {
        if (d == 0) {
          continue;
        }
        int j = i + d;
        String neighbour = j < 0 ? "<s>" : j >= size ? "</s>" : lowers[j];
        features.add(new Feature("lw" + d, neighbour));
        if (Math.abs(d) <= SHAPE_WINDOW) {
          features.add(new Feature("sh" + d, j < 0 ? "<s>" : j >= size ? "</s>" : shapes[j]));
        }
      }
      features.add(new Feature("bi-1", (i > 0 ? lowers[i - 1] : "<s>") + "|" + lowers[i]));
      features.add(new Feature("bi+1", lowers[i] + "|" + (i + 1 < size ? lowers[i + 1] : "</s>")));
      addLineCues(features, tokens.get(i));
      for (int d = -1; d <= 1; d++) {
        int j = i + d;
        if (j >= 0 && j < size) {
          for (String category : candidates.getOrDefault(tokens.get(j), Set.of())) {
            features.add(new Feature("cand" + d, category));
          }
        }
      }
      sentence.add(features);
    }
    return sentence;
  }

  private void addLineCues(List<Feature> features, BaseToken token) {
    LineCue cue = lineCues.get(token);
    if (cue == null) {
      return;
    }
    features.add(new Feature("lpos", Math.min(cue.position(), 4)));
    if (cue.position() == 0) {
      features.add(new Feature("lstart", "1"));
    }
    if (cue.keyFirst() != null) {
      String where = cue.afterKey() ? "v" : "k";
      features.add(new Feature("key1" + where, cue.keyFirst()));
      features.add(new Feature("key2" + where, cue.keyLast()));
    }
    if (cue.nearestKey() != null) {
      features.add(new Feature("nkey", cue.nearestKey()));
      features.add(new Feature("nkey" + cue.keyDistance(), cue.nearestKey()));
    }
    if (cue.gapBefore()) {
      features.add(new Feature("gapL", "1"));
    }
    if (cue.gapAfter()) {
      features.add(new Feature("gapR", "1"));
    }
  }

  private static void addFlags(List<Feature> features, String word) {
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
      features.add(new Feature("digit", allDigits ? "all" : "some"));
    }
    if (letter && Character.isUpperCase(word.charAt(0))) {
      features.add(new Feature("cap", allUpper && word.length() > 1 ? "all" : "init"));
    } else if (upper) {
      features.add(new Feature("cap", "mixed"));
    }
    if (punctuation) {
      features.add(new Feature("punct", "1"));
    }
  }

  private static String shape(String word) {
    List<?> shape = SHAPE.apply(new Feature(null, word));
    return ((Feature) shape.get(0)).getValue().toString();
  }

  private static String lower(String word) {
    return word.toLowerCase(Locale.ROOT);
  }
}
