package org.deid.detect.regex;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.regex.Matcher;
import org.apache.uima.UimaContext;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.analysis_engine.AnalysisEngineProcessException;
import org.apache.uima.fit.component.JCasAnnotator_ImplBase;
import org.apache.uima.fit.descriptor.ConfigurationParameter;
import org.apache.uima.fit.descriptor.ResourceMetaData;
import org.apache.uima.fit.descriptor.TypeCapability;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.parameter.Sources;
import org.deid.segment.OcrConfusions;
import org.deid.segment.WordSpacing;
import org.deid.taxonomy.PhiCategory;
import org.deid.taxonomy.PhiClass;
import org.deid.type.PhiCandidate;

/**
 * Writes a PHI candidate for every match of the language's pattern files, checked by the pattern's
 * validator (NIR key, DNI/NIE letter, IBAN, Luhn), and for every name announced by a context
 * trigger ({@link NameTriggers}), and for every value of a structured export's field named by its
 * key or its column's header ({@link KeyValueFields}, {@link TableColumns}). Where its own matches
 * overlap, the most confident is kept. Patterns and triggers are data ({@code
 * org/deid/detect/regex/*.tsv}), compiled once per JVM.
 */
@ResourceMetaData(
    name = "deid regex detector",
    description = "Finds PHI with the regular expressions of the language's pattern files.")
@TypeCapability(outputs = "org.deid.type.PhiCandidate")
public final class RegexAnnotator extends JCasAnnotator_ImplBase {

  /** Source id written on every candidate, so annotator-level evaluation can tell it apart. */
  public static final String PARAM_SOURCE = "regexSource";

  @ConfigurationParameter(name = PARAM_SOURCE, mandatory = false, defaultValue = Sources.REGEX)
  private String source;

  /**
   * Language of the patterns to use ({@code fr} or {@code es}); when empty, the CAS's document
   * language decides.
   */
  public static final String PARAM_LANGUAGE = "regexLanguage";

  @ConfigurationParameter(name = PARAM_LANGUAGE, mandatory = false, defaultValue = "")
  private String language;

  /**
   * A folder of pattern files of your own ({@code common.tsv}, {@code fr.tsv}, {@code es.tsv}, in
   * the bundled files' format): each file there is read instead of the bundled one of that name,
   * the others stay bundled. Empty: the bundled patterns alone. A hospital adds the format of its
   * own identifiers this way, without a rebuild.
   */
  public static final String PARAM_PATTERN_LOCATION = "regexPatternLocation";

  @ConfigurationParameter(name = PARAM_PATTERN_LOCATION, mandatory = false, defaultValue = "")
  private String patternLocation;

  /**
   * Whether to match on the text with the letter/digit confusions of scanned notes undone ("2OO3",
   * "T0ledo": {@link OcrConfusions}). Candidates keep the original offsets.
   */
  public static final String PARAM_OCR_CONFUSIONS = "regexOcrConfusions";

  @ConfigurationParameter(name = PARAM_OCR_CONFUSIONS, mandatory = false, defaultValue = "true")
  private boolean ocrConfusions;

  /** Creates a description of this detector for the given language (empty: the CAS's). */
  public static AnalysisEngineDescription createDescription(String language)
      throws ResourceInitializationException {
    return AnalysisEngineFactory.createEngineDescription(
        RegexAnnotator.class, PARAM_LANGUAGE, language);
  }

  @Override
  public void initialize(UimaContext context) throws ResourceInitializationException {
    super.initialize(context);
    if (!patternLocation.isEmpty() && !Files.isDirectory(Path.of(patternLocation))) {
      throw new ResourceInitializationException(
          new IllegalArgumentException(
              PARAM_PATTERN_LOCATION + " " + patternLocation + " is not a folder"));
    }
    if (!language.isEmpty()) {
      try {
        PatternCatalog.of(language, patternLocation);
        NameTriggers.forLanguage(language);
        FieldKeys.forLanguage(language);
      } catch (IllegalArgumentException e) {
        throw new ResourceInitializationException(e);
      }
    }
  }

  @Override
  public void process(JCas jcas) throws AnalysisEngineProcessException {
    String original = jcas.getDocumentText();
    if (original == null || original.isEmpty()) {
      return;
    }
    // Same length as the original: every offset found in it is an offset in the CAS.
    String text = ocrConfusions ? OcrConfusions.normalise(original) : original;
    String lang = language.isEmpty() ? jcas.getDocumentLanguage() : language;
    List<Match> matches;
    try {
      PatternCatalog catalog = PatternCatalog.of(lang, patternLocation);
      if (WordSpacing.isDoublySpaced(text)) {
        SingleSpacedText single = SingleSpacedText.of(text);
        matches = single.inNote(matches(single.text(), lang, catalog, true));
      } else {
        matches = matches(text, lang, catalog, true);
        SingleSpacedText single = SingleSpacedText.ofLinesWithDoubledBlanks(text);
        if (single != null) {
          List<Match> across =
              single.acrossDoubledBlanks(matches(single.text(), lang, catalog, true));
          // What the blank cut short ("02  61" read as a date) gives way to the whole reading.
          matches.removeIf(m -> across.stream().anyMatch(a -> a.contains(m)));
          matches.addAll(across);
        }
      }
      addNumbersAcrossLineBreaks(text, lang, catalog, matches);
    } catch (IllegalArgumentException e) {
      throw new AnalysisEngineProcessException(e);
    }
    for (Match match : withoutOverlaps(matches)) {
      PhiCandidate candidate = new PhiCandidate(jcas, match.begin(), match.end());
      candidate.setCategory(match.phiClass().category().name());
      candidate.setSubtype(match.phiClass().optionalSubtype().map(Enum::name).orElse(""));
      match.phiClass().optionalRole().ifPresent(role -> candidate.setRole(role.name()));
      if (!match.label().isEmpty()) {
        candidate.setLabel(match.label());
      }
      candidate.setSource(source);
      candidate.setConfidence(match.confidence());
      candidate.addToIndexes();
    }
  }

  /**
   * The contacts and identifiers that a hard wrap cut inside their digits ("Tel. 913⏎368 000"),
   * read in the lines joined at such cuts, in place of the pieces found on each line.
   */
  private static void addNumbersAcrossLineBreaks(
      String text, String lang, PatternCatalog catalog, List<Match> matches) {
    SingleSpacedText joined = SingleSpacedText.ofLinesWrappedInsideNumbers(text);
    if (joined == null) {
      return;
    }
    List<Match> found = joined.acrossJoins(matches(joined.text(), lang, catalog, true));
    if (found.isEmpty()) {
      return;
    }
    // The note's matches by start: one that overlaps a span starts before its end and less than the
    // longest match's length before its begin.
    NavigableMap<Integer, List<Match>> byStart = new TreeMap<>();
    int longest = 0;
    for (Match m : matches) {
      byStart.computeIfAbsent(m.begin(), b -> new ArrayList<>()).add(m);
      longest = Math.max(longest, m.end() - m.begin());
    }
    List<Match> across = new ArrayList<>();
    for (Match match : found) {
      PhiCategory category = match.phiClass().category();
      // Not when a line holds something else of its own ("NHC 5509321⏎21/05/2023").
      boolean overlapsOther = false;
      for (List<Match> starting :
          byStart.subMap(match.begin() - longest, false, match.end(), false).values()) {
        for (Match m : starting) {
          overlapsOther |= match.begin() < m.end() && m.phiClass().category() != category;
        }
      }
      if ((category == PhiCategory.CONTACT || category == PhiCategory.ID) && !overlapsOther) {
        across.add(match);
      }
    }
    matches.removeIf(m -> across.stream().anyMatch(a -> a.contains(m)));
    matches.addAll(across);
  }

  /**
   * Every match of the language's patterns and name triggers, in pattern order, before overlaps are
   * resolved. With {@code skipImpossibleStarts} false every pattern is tried at every position of
   * the text (the reference the filtered search is tested against).
   */
  static List<Match> matches(String text, String language, boolean skipImpossibleStarts) {
    return matches(text, language, PatternCatalog.of(language, null), skipImpossibleStarts);
  }

  private static List<Match> matches(
      String text, String language, PatternCatalog catalog, boolean skipImpossibleStarts) {
    List<Match> typed = patternMatches(text, catalog, skipImpossibleStarts);
    return BoxedLetters.withBoxedRuns(
        text, catalog, BoxedDigits.withBoxedRuns(text, language, catalog, typed));
  }

  /** The matches of {@link #matches} but those of digits written one per box. */
  static List<Match> patternMatches(String text, PatternCatalog catalog) {
    return patternMatches(text, catalog, true);
  }

  private static List<Match> patternMatches(
      String text, PatternCatalog catalog, boolean skipImpossibleStarts) {
    String language = catalog.language();
    List<Match> matches =
        catalogMatches(text, catalog, skipImpossibleStarts, MatchStarts.Index.WINDOW);
    for (NameTriggers.Found name :
        NameTriggers.forLanguage(language).find(text, skipImpossibleStarts)) {
      matches.add(new Match(name.begin(), name.end(), name.phiClass(), "", name.confidence(), 0));
    }
    Map<Integer, List<Match>> byStart = new HashMap<>();
    for (Match match : matches) {
      byStart.computeIfAbsent(match.begin(), b -> new ArrayList<>()).add(match);
    }
    Hl7Segments.Read hl7 = Hl7Segments.read(text);
    if (!hl7.lines().isEmpty()) {
      // Inside a segment the fields say what a value is; a pattern across "^" or "|" misreads it.
      matches.removeIf(m -> hl7.crossesDelimiter(text, m.begin(), m.end()));
      for (FieldValue value : hl7.values()) {
        matches.add(
            new Match(value.begin(), value.end(), value.phiClass(), "", value.confidence(), 0));
      }
    }
    FieldKeys keys = FieldKeys.forLanguage(language);
    // The lines and tables are read once for both finders.
    List<int[]> lines = LineCells.lines(text);
    TableColumns.Tables tables = TableColumns.read(text, lines, keys);
    for (List<FieldValue> values :
        List.of(
            KeyValueFields.find(text, lines, keys, tables.headerLineStarts()), tables.values())) {
      for (FieldValue value : values) {
        Match goingOn =
            goesOnPastTheLine(text, value, byStart.getOrDefault(value.begin(), List.of()));
        if (goingOn != null) {
          matches.add(goingOn);
          continue;
        }
        // Last in a tie: a pattern of the same confidence draws the span by the corpus's
        // conventions and carries its label.
        matches.add(
            new Match(
                value.begin(),
                value.end(),
                value.phiClass(),
                "",
                value.confidence(),
                Integer.MAX_VALUE));
      }
    }
    return matches;
  }

  /**
   * The matches of the catalogue's patterns, in pattern order then by position (as searching the
   * whole text pattern by pattern finds them), searched one window of {@code windowChars} after
   * another: a match found in a window may end past it, and the next search of its pattern starts
   * after it.
   */
  static List<Match> catalogMatches(
      String text, PatternCatalog catalog, boolean skipImpossibleStarts, int windowChars) {
    List<PhiPattern> patterns = catalog.patterns();
    int count = patterns.size();
    List<List<Match>> byPattern = new ArrayList<>(Collections.nCopies(count, null));
    Matcher[] matchers = new Matcher[count];
    int[] from = new int[count];
    catalog
        .startIndex()
        .scanByWindow(
            text,
            windowChars,
            (first, candidates) -> {
              for (int p = 0; p < count; p++) {
                PhiPattern pattern = patterns.get(p);
                MatchStarts starts =
                    skipImpossibleStarts ? pattern.starts() : MatchStarts.EVERYWHERE;
                if (!first && starts.searchesEverywhere()) {
                  continue; // its first search went over the whole text
                }
                if (matchers[p] == null) {
                  matchers[p] = pattern.regex().matcher(text);
                }
                from[p] =
                    collect(
                        pattern, starts, matchers[p], text, candidates[p], from[p], byPattern, p);
              }
            });
    List<Match> matches = new ArrayList<>();
    for (List<Match> found : byPattern) {
      if (found != null) {
        for (Match m : found) {
          matches.add(
              new Match(
                  m.begin(), m.end(), m.phiClass(), m.label(), m.confidence(), matches.size()));
        }
      }
    }
    return matches;
  }

  /**
   * A field's value is read to the end of its line, but a wrapped export goes on with it on the
   * next one ("Domicilio: C/ ZAMORA⏎41, 1º A"): when a pattern of the value's class reads it from
   * the same start past a line break, that reading stands for the value, with the value's
   * confidence. Null when none does.
   */
  private static Match goesOnPastTheLine(String text, FieldValue value, List<Match> startingThere) {
    Match longest = null;
    for (Match match : startingThere) {
      if (match.end() > value.end()
          && match.phiClass().equals(value.phiClass())
          && text.substring(value.end(), match.end()).indexOf('\n') >= 0
          && (longest == null || match.end() > longest.end())) {
        longest = match;
      }
    }
    return longest == null
        ? null
        : new Match(
            longest.begin(),
            longest.end(),
            longest.phiClass(),
            longest.label(),
            Math.max(value.confidence(), longest.confidence()),
            Integer.MAX_VALUE);
  }

  /**
   * Adds the pattern's matches from {@code from} among the candidates to its list ({@code
   * byPattern.get(p)}, made on its first match); returns where its next search starts.
   */
  private static int collect(
      PhiPattern pattern,
      MatchStarts starts,
      Matcher matcher,
      String text,
      MatchStarts.Candidates candidates,
      int searchFrom,
      List<List<Match>> byPattern,
      int p) {
    // Lookarounds see past a shortened region (validSpan), and "$" is only the text's end: the
    // search sets transparent, non-anchoring bounds.
    boolean grouped = pattern.hasPhiGroup();
    int from = searchFrom;
    while (from < text.length() && starts.find(matcher, text, from, candidates)) {
      int start = matcher.start();
      int[] span = validSpan(pattern, matcher, grouped, text);
      if (span == null) {
        from = start + 1; // a rejected match may hide a valid one starting inside it
        continue;
      }
      from = Math.max(span[2], start + 1);
      if (byPattern.get(p) == null) {
        byPattern.set(p, new ArrayList<>());
      }
      // The order is given when the patterns' matches are joined.
      byPattern
          .get(p)
          .add(
              new Match(
                  span[0], span[1], pattern.phiClass(), pattern.label(), pattern.confidence(), 0));
    }
    return from;
  }

  /**
   * The PHI span and match end of the current match ({begin, end, matchEnd}), or null. When the
   * validator rejects a match that a greedy repetition made too long ("ES91 2100 ... 1332 ES92"),
   * the longest shorter match ending before a blank that passes is taken.
   */
  private static int[] validSpan(
      PhiPattern pattern, Matcher matcher, boolean grouped, String text) {
    int start = matcher.start();
    int end = matcher.end();
    int[] span = phiSpan(matcher, grouped);
    if (span == null || pattern.validator().accepts(text.substring(span[0], span[1]))) {
      return span;
    }
    if (pattern.validator() != Validator.NONE) {
      for (int cut = end - 1; cut > start; cut--) {
        if (Character.isWhitespace(text.charAt(cut)) && matcher.region(start, cut).lookingAt()) {
          span = phiSpan(matcher, grouped);
          if (span != null && pattern.validator().accepts(text.substring(span[0], span[1]))) {
            return span;
          }
        }
      }
    }
    return null;
  }

  private static int[] phiSpan(Matcher matcher, boolean grouped) {
    int begin = grouped ? matcher.start(PhiPattern.PHI_GROUP) : matcher.start();
    int end = grouped ? matcher.end(PhiPattern.PHI_GROUP) : matcher.end();
    return begin < 0 || begin == end ? null : new int[] {begin, end, matcher.end()};
  }

  /**
   * One detector speaks once per stretch of text: where matches overlap, the most confident wins,
   * then the longest, then the first pattern in file order (the consensus would otherwise merge
   * them into one wider span).
   */
  private static List<Match> withoutOverlaps(List<Match> matches) {
    List<Match> ranked = new ArrayList<>(matches);
    ranked.sort(
        Comparator.comparingDouble((Match m) -> -m.confidence())
            .thenComparingInt(m -> m.begin() - m.end())
            .thenComparingInt(Match::order));
    TreeMap<Integer, Match> kept = new TreeMap<>();
    for (Match match : ranked) {
      Map.Entry<Integer, Match> before = kept.lowerEntry(match.end());
      if (before == null || before.getValue().end() <= match.begin()) {
        kept.put(match.begin(), match);
      }
    }
    return new ArrayList<>(kept.values());
  }

  /** A match before overlaps are resolved; {@code order} keeps file order among equals. */
  record Match(int begin, int end, PhiClass phiClass, String label, float confidence, int order) {

    /** Whether {@code other} lies inside this match and is shorter. */
    boolean contains(Match other) {
      return begin <= other.begin && other.end <= end && end - begin > other.end - other.begin;
    }
  }
}
