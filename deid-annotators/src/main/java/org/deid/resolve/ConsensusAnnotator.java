package org.deid.resolve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.apache.uima.UimaContext;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.analysis_engine.AnalysisEngineProcessException;
import org.apache.uima.fit.component.JCasAnnotator_ImplBase;
import org.apache.uima.fit.descriptor.ConfigurationParameter;
import org.apache.uima.fit.descriptor.ResourceMetaData;
import org.apache.uima.fit.descriptor.TypeCapability;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.parameter.Sources;
import org.deid.taxonomy.PhiCategory;
import org.deid.type.NotePhiProbability;
import org.deid.type.PhiCandidate;

/**
 * Reads every PHI candidate, whatever detector wrote it, and writes the resolved {@link Phi}
 * annotations. A policy decides between the sources' votes (MEDINA/NERDA rules, NLNDE weighted
 * vote, or a priority list); an alignment decides what the sources vote on when their boundaries
 * differ (each token, or each group of overlapping candidates). Each PHI records the sources that
 * supported it and the combined confidence.
 */
@ResourceMetaData(
    name = "deid consensus",
    description = "Resolves the PHI candidates of all detectors into PHI annotations.")
@TypeCapability(
    inputs = {"org.deid.type.PhiCandidate", "org.apache.ctakes.typesystem.type.syntax.BaseToken"},
    outputs = "org.deid.type.Phi")
public final class ConsensusAnnotator extends JCasAnnotator_ImplBase {

  /** The policies: {@code medina-nerda}, {@code weighted-vote}, {@code priority}. */
  public static final List<String> POLICIES = List.of("medina-nerda", "weighted-vote", "priority");

  /** The alignments: {@code token} (vote per token, then re-chunk) and {@code span}. */
  public static final List<String> ALIGNMENTS = List.of("token", "span");

  /**
   * How the sources' votes are combined: {@code medina-nerda} (agreement kept, a silent source
   * ignored, disagreements settled by domain), {@code weighted-vote} (NLNDE) or {@code priority}.
   */
  public static final String PARAM_POLICY = "consensusPolicy";

  @ConfigurationParameter(name = PARAM_POLICY, mandatory = false, defaultValue = "medina-nerda")
  private String policyName;

  /**
   * What the sources vote on: {@code token} (each token, then consecutive tokens re-chunked) or
   * {@code span} (each group of overlapping candidates, the PHI being the union of supporters).
   */
  public static final String PARAM_ALIGNMENT = "consensusAlignment";

  @ConfigurationParameter(name = PARAM_ALIGNMENT, mandatory = false, defaultValue = "token")
  private String alignmentName;

  /**
   * token alignment: sources whose candidates set PHI boundaries where they vote, most trusted
   * first; other sources add PHI where these are silent. Empty: every supporter's extent counts.
   */
  public static final String PARAM_BOUNDARY_SOURCES = "consensusBoundarySources";

  @ConfigurationParameter(
      name = PARAM_BOUNDARY_SOURCES,
      mandatory = false,
      defaultValue = {Sources.ONNX, Sources.CRF})
  private String[] boundarySources;

  /** medina-nerda: the contextual sources, most trusted first; the others are rule/CRF sources. */
  public static final String PARAM_CONTEXTUAL_SOURCES = "consensusContextualSources";

  @ConfigurationParameter(
      name = PARAM_CONTEXTUAL_SOURCES,
      mandatory = false,
      defaultValue = {Sources.ONNX, Sources.CRF})
  private String[] contextualSources;

  /**
   * medina-nerda: sources that read the other detectors' candidates as features (the shipped CRFs).
   * Having weighed the rules' claim in its context ("Dossier : 0781931124" is a record number, not
   * a phone), such a source's structured category settles a disagreement between structured
   * categories.
   */
  public static final String PARAM_INFORMED_SOURCES = "consensusInformedSources";

  @ConfigurationParameter(
      name = PARAM_INFORMED_SOURCES,
      mandatory = false,
      defaultValue = {Sources.CRF})
  private String[] informedSources;

  /** medina-nerda: the categories where a contextual source wins a disagreement. */
  public static final String PARAM_CONTEXTUAL_CATEGORIES = "consensusContextualCategories";

  @ConfigurationParameter(
      name = PARAM_CONTEXTUAL_CATEGORIES,
      mandatory = false,
      defaultValue = {"NAME", "LOCATION", "PROFESSION", "OTHER", "AGE"})
  private String[] contextualCategories;

  /**
   * medina-nerda: how many rule sources must agree on a contextual category (a name, a place) that
   * no contextual source supports, in a document where a contextual source ran; 1 keeps every claim
   * (rule 2 of MEDINA/NERDA as published).
   */
  public static final String PARAM_CONTEXTUAL_QUORUM = "consensusContextualQuorum";

  @ConfigurationParameter(name = PARAM_CONTEXTUAL_QUORUM, mandatory = false, defaultValue = "2")
  private int contextualQuorum;

  /**
   * medina-nerda: the confidence at which one claim of a {@link #PARAM_STRONG_CLAIM_SOURCES} source
   * meets the quorum alone (a gazetteer place after its cue, an occupation after its label); above
   * 1, never.
   */
  public static final String PARAM_STRONG_CLAIM = "consensusStrongClaim";

  @ConfigurationParameter(name = PARAM_STRONG_CLAIM, mandatory = false, defaultValue = "0.85")
  private float strongClaim;

  /**
   * medina-nerda: the sources whose strong claims meet the quorum alone, each as {@code source} (at
   * {@link #PARAM_STRONG_CLAIM}) or {@code source=confidence}, or for one category of a source as
   * {@code source:CATEGORY=confidence}. The gazetteers, and the regex detector's field values and
   * keyed logins (0.95 and up) by default: its lone street and age claims (0.85 to 0.92) cost
   * MEDDOCAN more precision than they gain. The lexicon's occupations stand alone from 0.66, where
   * the context says whose they are (a cell, an apposition): the CRF, which rarely sees one in
   * training, misses most of them (proxy es-dev dev: token recall of occupations 0.72 to 0.85).
   */
  public static final String PARAM_STRONG_CLAIM_SOURCES = "consensusStrongClaimSources";

  @ConfigurationParameter(
      name = PARAM_STRONG_CLAIM_SOURCES,
      mandatory = false,
      defaultValue = {
        Sources.LEXICON,
        Sources.REGEX + "=0.95",
        Sources.LEXICON + ":PROFESSION=0.66"
      })
  private String[] strongClaimSources;

  /**
   * medina-nerda: whether a name that one rule detector alone claims meets the quorum (the French
   * pipeline sets it: lone gazetteer names of staff lists carry recall there); false by default.
   */
  public static final String PARAM_LONE_NAMES_STAND = "consensusLoneNamesStand";

  @ConfigurationParameter(name = PARAM_LONE_NAMES_STAND, mandatory = false, defaultValue = "false")
  private boolean loneNamesStand;

  /** weighted-vote: weights as {@code source=weight}; unlisted sources weigh 1. */
  public static final String PARAM_WEIGHTS = "consensusWeights";

  @ConfigurationParameter(
      name = PARAM_WEIGHTS,
      mandatory = false,
      defaultValue = {"regex=1.0", "lexicon=0.5", "crf=1.0", "onnx=1.0"})
  private String[] weightSettings;

  /** weighted-vote: the summed weight a category needs. */
  public static final String PARAM_THRESHOLD = "consensusThreshold";

  @ConfigurationParameter(name = PARAM_THRESHOLD, mandatory = false, defaultValue = "0.5")
  private float threshold;

  /** weighted-vote: how many sources must vote for a category. */
  public static final String PARAM_MIN_VOTERS = "consensusMinVoters";

  @ConfigurationParameter(name = PARAM_MIN_VOTERS, mandatory = false, defaultValue = "1")
  private int minVoters;

  /**
   * Whether claims without a rule trigger that rest on ordinary words, drugs, germs or products
   * (names), on one drug or germ (places) or on a civil status (professions) are refuted: see
   * NonPhiEvidence. True by default; false keeps every claim.
   */
  public static final String PARAM_REFUTE_NON_PHI = "consensusRefuteNonPhi";

  @ConfigurationParameter(name = PARAM_REFUTE_NON_PHI, mandatory = false, defaultValue = "true")
  private boolean refuteNonPhi;

  /** Evidence against claims per language, built on first use, shared by a JVM's threads. */
  private static final java.util.Map<String, NonPhiEvidence> EVIDENCE =
      new java.util.concurrent.ConcurrentHashMap<>();

  /**
   * priority: source orders as {@code CATEGORY=source,source,...}; {@code *} gives the order of
   * categories without their own.
   */
  public static final String PARAM_PRIORITIES = "consensusPriorities";

  @ConfigurationParameter(
      name = PARAM_PRIORITIES,
      mandatory = false,
      defaultValue = {
        "*=regex,crf,onnx,lexicon",
        "NAME=onnx,crf,lexicon,regex",
        "LOCATION=onnx,crf,lexicon,regex"
      })
  private String[] prioritySettings;

  /**
   * Gate on a note classifier's output ({@code NotePhiProbability}, e.g. from the ONNX note
   * classifier): a note whose probability of holding PHI is below this gets no PHI at all. 0 (the
   * default) ignores the classifier; a note without a probability is never gated.
   */
  public static final String PARAM_NOTE_GATE = "consensusNoteGate";

  @ConfigurationParameter(name = PARAM_NOTE_GATE, mandatory = false, defaultValue = "0")
  private double noteGate;

  private ConsensusPolicy policy;
  private SpanAlignment alignment;
  private Comparator<PhiCandidate> supporterOrder;

  /** Creates a description with the default policy and alignment. */
  public static AnalysisEngineDescription createDescription(Object... parameters)
      throws ResourceInitializationException {
    return AnalysisEngineFactory.createEngineDescription(ConsensusAnnotator.class, parameters);
  }

  @Override
  public void initialize(UimaContext context) throws ResourceInitializationException {
    super.initialize(context);
    if (noteGate < 0 || noteGate > 1) {
      throw new ResourceInitializationException(
          new IllegalArgumentException(
              PARAM_NOTE_GATE + " must be between 0 and 1, not " + noteGate));
    }
    List<String> trust = Arrays.asList(boundarySources);
    supporterOrder =
        Comparator.<PhiCandidate>comparingInt(
                c -> trust.contains(c.getSource()) ? trust.indexOf(c.getSource()) : trust.size())
            .thenComparing(Comparator.comparingDouble(PhiCandidate::getConfidence).reversed());
    try {
      policy = createPolicy();
      alignment =
          switch (alignmentName) {
            case "token" -> new TokenVoteAlignment(Arrays.asList(boundarySources));
            case "span" -> new SpanUnionAlignment();
            default ->
                throw new IllegalArgumentException(
                    "Unknown "
                        + PARAM_ALIGNMENT
                        + " '"
                        + alignmentName
                        + "': use one of "
                        + ALIGNMENTS);
          };
    } catch (IllegalArgumentException e) {
      throw new ResourceInitializationException(e);
    }
  }

  /** Each strong-claim source with the confidence its claims need. */
  private Map<String, Double> strongClaimThresholds() {
    Map<String, Double> thresholds = new java.util.LinkedHashMap<>();
    for (String entry : strongClaimSources) {
      int equals = entry.indexOf('=');
      if (equals < 0) {
        thresholds.put(entry.strip(), (double) strongClaim);
        continue;
      }
      try {
        thresholds.put(
            entry.substring(0, equals).strip(),
            Double.parseDouble(entry.substring(equals + 1).strip()));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            PARAM_STRONG_CLAIM_SOURCES + ": not source or source=confidence: '" + entry + "'", e);
      }
    }
    return thresholds;
  }

  private ConsensusPolicy createPolicy() {
    return switch (policyName) {
      case "medina-nerda" ->
          new MedinaNerdaPolicy(
                  Arrays.asList(contextualSources),
                  categories(contextualCategories),
                  contextualQuorum,
                  Arrays.asList(informedSources))
              .withStrongClaims(strongClaimThresholds())
              .withSingleClaimCategories(loneNamesStand ? Set.of(PhiCategory.NAME) : Set.of());
      case "weighted-vote" -> {
        if (minVoters < 1) {
          throw new IllegalArgumentException(PARAM_MIN_VOTERS + " must be at least 1");
        }
        Map<String, Double> weights = new HashMap<>();
        for (String setting : weightSettings) {
          String[] pair = keyValue(PARAM_WEIGHTS, setting);
          weights.put(pair[0], Double.parseDouble(pair[1]));
        }
        yield new WeightedVotePolicy(weights, 1.0, threshold, minVoters);
      }
      case "priority" -> {
        Map<PhiCategory, List<String>> orders = new EnumMap<>(PhiCategory.class);
        List<String> defaultOrder = List.of();
        for (String setting : prioritySettings) {
          String[] pair = keyValue(PARAM_PRIORITIES, setting);
          List<String> order = Arrays.stream(pair[1].split(",")).map(String::trim).toList();
          if (pair[0].equals("*")) {
            defaultOrder = order;
          } else {
            orders.put(category(PARAM_PRIORITIES, pair[0]), order);
          }
        }
        yield new PriorityPolicy(orders, defaultOrder);
      }
      default ->
          throw new IllegalArgumentException(
              "Unknown " + PARAM_POLICY + " '" + policyName + "': use one of " + POLICIES);
    };
  }

  private static String[] keyValue(String parameter, String setting) {
    String[] pair = setting.split("=", 2);
    if (pair.length != 2 || pair[0].isBlank() || pair[1].isBlank()) {
      throw new IllegalArgumentException(parameter + ": expected KEY=VALUE, not '" + setting + "'");
    }
    return new String[] {pair[0].trim(), pair[1].trim()};
  }

  private static Set<PhiCategory> categories(String[] names) {
    Set<PhiCategory> categories = EnumSet.noneOf(PhiCategory.class);
    for (String name : names) {
      categories.add(category(PARAM_CONTEXTUAL_CATEGORIES, name));
    }
    return categories;
  }

  private static PhiCategory category(String parameter, String name) {
    try {
      return PhiCategory.valueOf(name.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          parameter
              + ": unknown category '"
              + name
              + "'; use one of "
              + Arrays.toString(PhiCategory.values()),
          e);
    }
  }

  @Override
  public void process(JCas jcas) throws AnalysisEngineProcessException {
    if (noteGate > 0
        && jcas.select(NotePhiProbability.class).anyMatch(p -> p.getProbability() < noteGate)) {
      return; // the note classifier says this note holds no PHI
    }
    List<PhiCandidate> candidates = new ArrayList<>();
    for (PhiCandidate candidate : JCasUtil.select(jcas, PhiCandidate.class)) {
      if (candidate.getCategory() == null || candidate.getEnd() <= candidate.getBegin()) {
        continue;
      }
      try {
        PhiCategory.valueOf(candidate.getCategory());
      } catch (IllegalArgumentException e) {
        throw new AnalysisEngineProcessException(
            new IllegalStateException(
                "Candidate of source "
                    + candidate.getSource()
                    + " has unknown category "
                    + candidate.getCategory(),
                e));
      }
      candidates.add(ColumnGaps.cut(jcas.getDocumentText(), candidate));
    }
    candidates =
        FacilityNamedByADate.withDatesNamingFacilitiesAsPlaces(jcas.getDocumentText(), candidates);
    candidates = ContactKeyNotPlace.withoutContactKeys(jcas.getDocumentText(), candidates);
    if (candidates.isEmpty()) {
      return;
    }
    Set<String> sourcesPresent = new TreeSet<>();
    candidates.forEach(c -> sourcesPresent.add(String.valueOf(c.getSource())));
    ConsensusPolicy documentPolicy = policy.forDocument(sourcesPresent);
    NonPhiEvidence evidence = evidenceFor(jcas.getDocumentLanguage());
    String text = jcas.getDocumentText();
    List<ResolvedSpan> resolved = alignment.resolve(tokens(jcas), candidates, documentPolicy);
    boolean[] refuted = new boolean[resolved.size()];
    if (evidence != null) {
      // Each span's sources, once: a lone name in prose reads those of every other span.
      List<Claim> claims = Claim.ofNote(text, resolved);
      for (int i = 0; i < resolved.size(); i++) {
        refuted[i] = evidence.refutes(claims.get(i));
      }
    }
    String language = jcas.getDocumentLanguage();
    Gazetteer places =
        language != null && Gazetteer.LANGUAGES.contains(language)
            ? Gazetteer.forLanguage(language)
            : null;
    resolved = NameCutAtAHyphen.rejoined(text, resolved);
    resolved = JoinedPlaces.withTownsAfterStreets(text, resolved, places);
    int previousEnd = 0;
    // Where a piece that opens the kept place after it begins ("[centre du] [cancer de Dakar]"):
    // the two are written as one.
    int pieceBegin = -1;
    Decision pieceDecision = null;
    for (int i = 0; i < resolved.size(); i++) {
      boolean kept = !refuted[i] || continuesKeptNeighbour(text, resolved, refuted, i);
      if (kept
          && refuted[i]
          && PlaceOfOrdinaryWords.isLoneFunctionWord(text, resolved.get(i))
          && !followsKeptPlace(text, resolved, refuted, i)) {
        continue; // "originaire [de] Kasserine": the preposition is no piece of the place
      }
      if (kept && opensNextKeptSpan(text, resolved, refuted, i)) {
        if (pieceBegin < 0) {
          pieceBegin = resolved.get(i).begin();
          // A facility's head alone says less of the place than the name after it.
          pieceDecision =
              isLoneFacilityHead(text, resolved.get(i)) ? null : resolved.get(i).decision();
        }
        continue;
      }
      if (kept) {
        ResolvedSpan current = resolved.get(i);
        if (pieceBegin >= 0) {
          // The opening piece's decision: "[Santiago de] [Chile]" is a town, not the country.
          current =
              new ResolvedSpan(
                  pieceBegin,
                  current.end(),
                  pieceDecision != null ? pieceDecision : current.decision());
          pieceBegin = -1;
        }
        ResolvedSpan span =
            WrittenSpans.withoutClosingPunctuation(
                text,
                WrittenSpans.streetWithTitle(
                    text, WrittenSpans.withWeekday(text, current, previousEnd), previousEnd));
        if (span != null) {
          span =
              WrittenSpans.withoutDanglingFunctionWords(
                  text,
                  WrittenSpans.nameWithoutSentencePeriod(
                      text, WrittenSpans.withoutFieldKey(text, span), places));
        }
        if (span == null) {
          continue;
        }
        if (InitialsNotPlace.isPersonsInitials(text, span)) {
          span = span.in(PhiCategory.NAME);
        }
        for (ResolvedSpan facilityPiece : WrittenSpans.facilityPieces(text, span, places)) {
          for (ResolvedSpan piece : JoinedPlaces.pieces(text, facilityPiece, places)) {
            ResolvedSpan written = WrittenSpans.withoutTrailingProse(text, piece);
            if (written != null) {
              PhiWriter.add(jcas, written, supporterOrder, places, documentPolicy::standsAlone);
            }
          }
        }
        previousEnd = span.end();
      } else if (describesAge(text, resolved.get(i))) {
        PhiWriter.add(
            jcas,
            resolved.get(i).in(PhiCategory.AGE),
            supporterOrder,
            places,
            documentPolicy::standsAlone);
        previousEnd = resolved.get(i).end();
      }
    }
    PatientNameMentions.apply(jcas, candidates);
  }

  /** Whether a refuted name is an age in words ("dos meses"): it is kept, as an age. */
  private static boolean describesAge(String text, ResolvedSpan span) {
    return span.decision().category() == PhiCategory.NAME
        && AgeInWords.isAgeExpression(text.substring(span.begin(), span.end()));
  }

  /**
   * Whether a place is the opening piece of the kept place right after it ("[centre du] [cancer de
   * Dakar]", "[CHU/][JRB Antananarivo]", "[Nord du] [Sénégal]", "[cliniques] [universitaires de
   * Lubumbashi]"): it ends with a preposition or a slash, or is a facility's head alone, and only
   * blanks stand between them, on one line; or both are streets with a period at most between them
   * ("[Pa.] [De Los Navegantes 22 3A]", "[C BIZKARRETA, 1]. [Bajo A]").
   */
  private static boolean opensNextKeptSpan(
      String text, List<ResolvedSpan> spans, boolean[] refuted, int i) {
    ResolvedSpan span = spans.get(i);
    if (i + 1 >= spans.size()
        || refuted[i + 1]
        || span.decision().category() != PhiCategory.LOCATION
        || spans.get(i + 1).decision().category() != PhiCategory.LOCATION) {
      return false;
    }
    ResolvedSpan next = spans.get(i + 1);
    if (span.end() > next.begin() || text.substring(span.end(), next.begin()).contains("\n")) {
      return false;
    }
    String gap = text.substring(span.end(), next.begin());
    if (StreetEdges.continuesOnTheLine(text.substring(span.begin(), span.end()), gap)
        && StreetEdges.isStreet(span)
        && StreetEdges.isStreet(next)) {
      return true; // "C/ Antonio Acuña. Nº 10 5ºA izq": one address, cut at its period
    }
    if (!gap.isBlank()) {
      return false;
    }
    return OPENING_PIECE_END.matcher(text.substring(span.begin(), span.end())).find()
        || isLoneFacilityHead(text, span);
  }

  /** Whether a place is a facility's head alone ("des [cliniques] [universitaires de X]"). */
  private static boolean isLoneFacilityHead(String text, ResolvedSpan span) {
    String place = text.substring(span.begin(), span.end());
    return span.decision().category() == PhiCategory.LOCATION
        && place.chars().noneMatch(Character::isWhitespace)
        && PlaceOfOrdinaryWords.isFacilityHead(place);
  }

  /** Whether a kept place ends right before a span, blanks or a line break between ("CH⏎[de]"). */
  private static boolean followsKeptPlace(
      String text, List<ResolvedSpan> spans, boolean[] refuted, int i) {
    if (i == 0 || refuted[i - 1]) {
      return false;
    }
    ResolvedSpan previous = spans.get(i - 1);
    return previous.decision().category() == PhiCategory.LOCATION
        && previous.end() <= spans.get(i).begin()
        && text.substring(previous.end(), spans.get(i).begin()).isBlank();
  }

  /**
   * How the opening piece of a place ends: a preposition or article ("du", "d'"), a slash, or the
   * abbreviated first word of a name ("[Nvo] [León]", "[Sta] [Coloma]").
   */
  private static final Pattern OPENING_PIECE_END =
      Pattern.compile("(?:(?<![\\p{L}])(?:de|du|des|d['’]|del|la|le|les|Nvo|Nva|Sta|Sto|Pto)|/)$");

  /**
   * Whether a refuted span is a piece of a longer PHI of the same category that the detectors cut
   * in two (the number after a street): a kept span with only spaces, commas or hyphens between
   * them. Such a piece is not refuted on its own words, which alone look ordinary.
   */
  private static boolean continuesKeptNeighbour(
      String text, List<ResolvedSpan> spans, boolean[] refuted, int i) {
    ResolvedSpan span = spans.get(i);
    if (DepartmentOfAFacility.namesADepartment(text, span.begin(), span.end())) {
      return false; // refuted on what it names, not on words that alone look ordinary
    }
    for (int j = Math.max(0, i - 1); j <= Math.min(spans.size() - 1, i + 1); j++) {
      ResolvedSpan other = spans.get(j);
      if (j == i || refuted[j] || other.decision().category() != span.decision().category()) {
        continue;
      }
      int gapBegin = Math.min(span.end(), other.end());
      int gapEnd = Math.max(span.begin(), other.begin());
      if (gapBegin <= gapEnd
          && gapEnd - gapBegin <= 3
          && text.substring(gapBegin, gapEnd)
              .chars()
              .allMatch(c -> c == ' ' || c == ',' || c == '-')) {
        return true;
      }
    }
    return false;
  }

  private NonPhiEvidence evidenceFor(String language) {
    if (!refuteNonPhi || language == null || !Gazetteer.LANGUAGES.contains(language)) {
      return null;
    }
    return EVIDENCE.computeIfAbsent(language, NonPhiEvidence::new);
  }

  /** Token offsets, newlines left out; whitespace-separated runs when no segmenter ran. */
  private static List<int[]> tokens(JCas jcas) {
    List<int[]> tokens = TokenSpans.of(jcas);
    if (tokens.isEmpty()) {
      java.util.regex.Matcher run =
          java.util.regex.Pattern.compile("\\S+").matcher(jcas.getDocumentText());
      while (run.find()) {
        tokens.add(new int[] {run.start(), run.end()});
      }
    }
    return tokens;
  }
}
