package org.deid.detect.lexicon;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.ContractionToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
import org.apache.ctakes.typesystem.type.syntax.NumToken;
import org.apache.ctakes.typesystem.type.syntax.PunctuationToken;
import org.apache.ctakes.typesystem.type.syntax.SymbolToken;
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
import org.deid.segment.TokenKind;
import org.deid.segment.TokenSpan;
import org.deid.type.PhiCandidate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes PHI candidates for names, cities, regions, countries, hospitals, streets, organisations
 * and occupations found with the language's gazetteers on the cTAKES tokens. The gazetteers are
 * compiled once per JVM and shared by every instance ({@link Gazetteer#forLanguage}); each instance
 * keeps its own walker.
 */
@ResourceMetaData(
    name = "deid lexicon detector",
    description =
        "Finds names, places, hospitals, streets, organisations and occupations with the"
            + " language's gazetteers, case- and context-aware.")
@TypeCapability(
    inputs = "org.apache.ctakes.typesystem.type.syntax.BaseToken",
    outputs = "org.deid.type.PhiCandidate")
public final class LexiconAnnotator extends JCasAnnotator_ImplBase {

  /** Source id written on every candidate, so annotator-level evaluation can tell it apart. */
  public static final String PARAM_SOURCE = "lexiconSource";

  @ConfigurationParameter(name = PARAM_SOURCE, mandatory = false, defaultValue = Sources.LEXICON)
  private String source;

  /**
   * Language of the gazetteers to use ({@code fr} or {@code es}); when empty, the CAS's document
   * language decides.
   */
  public static final String PARAM_LANGUAGE = "lexiconLanguage";

  @ConfigurationParameter(name = PARAM_LANGUAGE, mandatory = false, defaultValue = "")
  private String language;

  /**
   * A folder of gazetteer lists of your own ({@code first-names.txt}, {@code surnames.txt}, {@code
   * cities.txt}, {@code organisations.txt}... as in the bundled folder of the language): each file
   * there is read instead of the bundled one of that name, the others stay bundled. Empty: the
   * bundled lists alone. A hospital adds its staff or its services this way, without a rebuild.
   */
  public static final String PARAM_LEXICON_LOCATION = "lexiconLocation";

  @ConfigurationParameter(name = PARAM_LEXICON_LOCATION, mandatory = false, defaultValue = "")
  private String lexiconLocation;

  /**
   * Lowest confidence a hit needs to become a candidate, in [0, 1]. A lone capitalised first name
   * that is also a common word scores 0.35, a known name after a title 0.9.
   */
  public static final String PARAM_MIN_CONFIDENCE = "lexiconMinConfidence";

  @ConfigurationParameter(name = PARAM_MIN_CONFIDENCE, mandatory = false, defaultValue = "0.5")
  private float minConfidence;

  /**
   * Kinds of context that make an occupation a candidate: LABEL, LABEL_AFTER, WORK, STATUS,
   * RELATIVE, PATIENT, APPOSITION, SENTENCE_START, CELL, BRACKETS (see {@code
   * ProfessionFinder.Evidence}); an occupation with none of them scores 0.4. Empty: the language's
   * default, all of them for Spanish and all but WORK, LABEL_AFTER and APPOSITION for French, where
   * the CRF already finds "travaille comme maçon" and "45 ans, agriculteur" in notes and the
   * lexicon's own claims there only raised false alarms on published case reports.
   */
  public static final String PARAM_PROFESSION_EVIDENCE = "lexiconProfessionEvidence";

  @ConfigurationParameter(
      name = PARAM_PROFESSION_EVIDENCE,
      mandatory = false,
      defaultValue = {})
  private String[] professionEvidence;

  /** The evidence a language trusts when {@link #PARAM_PROFESSION_EVIDENCE} is empty. */
  private static final Map<String, Set<ProfessionFinder.Evidence>> DEFAULT_EVIDENCE =
      Map.of(
          "fr",
          EnumSet.complementOf(
              EnumSet.of(
                  ProfessionFinder.Evidence.WORK,
                  ProfessionFinder.Evidence.LABEL_AFTER,
                  ProfessionFinder.Evidence.APPOSITION,
                  ProfessionFinder.Evidence.AFTER_NAME,
                  ProfessionFinder.Evidence.NONE)),
          "es",
          EnumSet.complementOf(EnumSet.of(ProfessionFinder.Evidence.NONE)));

  private Set<ProfessionFinder.Evidence> evidence;

  private static final Logger LOG = LoggerFactory.getLogger(LexiconAnnotator.class);

  private final Map<String, LexiconTagger> taggers = new HashMap<>();

  /**
   * Whether to match on the text with the letter/digit confusions of scanned notes undone ("2OO3",
   * "T0ledo": {@link OcrConfusions}). Candidates keep the original offsets.
   */
  public static final String PARAM_OCR_CONFUSIONS = "lexiconOcrConfusions";

  @ConfigurationParameter(name = PARAM_OCR_CONFUSIONS, mandatory = false, defaultValue = "true")
  private boolean ocrConfusions;

  /** Creates a description of this detector for the given language (empty: the CAS's). */
  public static AnalysisEngineDescription createDescription(String language)
      throws ResourceInitializationException {
    return AnalysisEngineFactory.createEngineDescription(
        LexiconAnnotator.class, PARAM_LANGUAGE, language);
  }

  @Override
  public void initialize(UimaContext context) throws ResourceInitializationException {
    super.initialize(context);
    if (!(minConfidence >= 0 && minConfidence <= 1)) {
      throw new ResourceInitializationException(
          new IllegalArgumentException(
              PARAM_MIN_CONFIDENCE + " must be in [0, 1], not " + minConfidence));
    }
    evidence = EnumSet.noneOf(ProfessionFinder.Evidence.class);
    for (String name : professionEvidence) {
      try {
        ProfessionFinder.Evidence kind = ProfessionFinder.Evidence.valueOf(name.strip());
        if (kind == ProfessionFinder.Evidence.NONE) {
          throw new IllegalArgumentException("NONE is no evidence");
        }
        evidence.add(kind);
      } catch (IllegalArgumentException e) {
        throw new ResourceInitializationException(
            new IllegalArgumentException(
                PARAM_PROFESSION_EVIDENCE
                    + " holds an unknown kind of evidence '"
                    + name
                    + "': use some of LABEL, LABEL_AFTER, WORK, STATUS, RELATIVE, PATIENT,"
                    + " APPOSITION, SENTENCE_START, CELL, BRACKETS",
                e));
      }
    }
    if (!lexiconLocation.isEmpty() && !Files.isDirectory(Path.of(lexiconLocation))) {
      throw new ResourceInitializationException(
          new IllegalArgumentException(
              PARAM_LEXICON_LOCATION + " " + lexiconLocation + " is not a folder"));
    }
    if (!language.isEmpty()) {
      try {
        Gazetteer gazetteer = Gazetteer.forLanguage(language, lexiconLocation);
        LOG.debug(
            "Lexicon '{}': {} entries, automaton {} bytes",
            gazetteer.language(),
            gazetteer.size(),
            gazetteer.ramBytesUsed());
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
    LexiconTagger tagger;
    try {
      String lang = language.isEmpty() ? jcas.getDocumentLanguage() : language;
      tagger =
          taggers.computeIfAbsent(
              lang,
              l -> {
                Gazetteer gazetteer = Gazetteer.forLanguage(l, lexiconLocation);
                return new LexiconTagger(gazetteer, minConfidence, evidenceFor(gazetteer));
              });
    } catch (IllegalArgumentException e) {
      throw new AnalysisEngineProcessException(e);
    }
    List<TokenSpan> tokens = new ArrayList<>();
    for (BaseToken token : jcas.select(BaseToken.class)) {
      if (token.getEnd() > token.getBegin()) {
        tokens.add(new TokenSpan(token.getBegin(), token.getEnd(), kind(token)));
      }
    }
    for (LexiconHit hit : tagger.tag(text, tokens)) {
      if (hit.confidence() < minConfidence) {
        continue;
      }
      PhiCandidate candidate = new PhiCandidate(jcas, hit.begin(), hit.end());
      candidate.setCategory(hit.subtype().category().name());
      candidate.setSubtype(hit.subtype().name());
      if (hit.role() != null) {
        candidate.setRole(hit.role().name());
      }
      candidate.setSource(source);
      candidate.setConfidence((float) hit.confidence());
      candidate.addToIndexes();
    }
  }

  /** The evidence occupations need in a language: the parameter's, or the language's default. */
  private Set<ProfessionFinder.Evidence> evidenceFor(Gazetteer gazetteer) {
    return evidence.isEmpty() ? DEFAULT_EVIDENCE.get(gazetteer.language()) : evidence;
  }

  private static TokenKind kind(BaseToken token) {
    if (token instanceof NumToken) {
      return TokenKind.NUMBER;
    } else if (token instanceof PunctuationToken) {
      return TokenKind.PUNCTUATION;
    } else if (token instanceof SymbolToken) {
      return TokenKind.SYMBOL;
    } else if (token instanceof NewlineToken) {
      return TokenKind.NEWLINE;
    } else if (token instanceof ContractionToken) {
      return TokenKind.CONTRACTION;
    }
    return TokenKind.WORD;
  }
}
