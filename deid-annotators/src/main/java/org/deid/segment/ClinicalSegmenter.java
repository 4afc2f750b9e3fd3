package org.deid.segment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.ContractionToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
import org.apache.ctakes.typesystem.type.syntax.NumToken;
import org.apache.ctakes.typesystem.type.syntax.PunctuationToken;
import org.apache.ctakes.typesystem.type.syntax.SymbolToken;
import org.apache.ctakes.typesystem.type.syntax.WordToken;
import org.apache.ctakes.typesystem.type.textspan.Sentence;
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
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes cTAKES sentences and tokens for French and Spanish clinical text, with token boundaries
 * that line up with personal data. Tokens or sentences already in the CAS (made by a cTAKES
 * pipeline) are kept, and that part of the work is skipped; each decision is made on its own.
 */
@ResourceMetaData(
    name = "Clinical segmenter",
    description =
        "Sentences and tokens (cTAKES types) for French and Spanish clinical notes; reuses"
            + " existing ones.")
@TypeCapability(
    outputs = {
      "org.apache.ctakes.typesystem.type.textspan.Sentence",
      "org.apache.ctakes.typesystem.type.syntax.WordToken",
      "org.apache.ctakes.typesystem.type.syntax.NumToken",
      "org.apache.ctakes.typesystem.type.syntax.PunctuationToken",
      "org.apache.ctakes.typesystem.type.syntax.SymbolToken",
      "org.apache.ctakes.typesystem.type.syntax.NewlineToken",
      "org.apache.ctakes.typesystem.type.syntax.ContractionToken"
    })
public final class ClinicalSegmenter extends JCasAnnotator_ImplBase {

  /**
   * Language whose abbreviation list applies when the document sets none ("fr" or "es"); empty for
   * the union of both lists. The document language, when it is "fr" or "es", wins.
   */
  public static final String PARAM_LANGUAGE = "segmenterLanguage";

  @ConfigurationParameter(name = PARAM_LANGUAGE, mandatory = false, defaultValue = "")
  private String language;

  /**
   * Optional UTF-8 file of extra abbreviations (one a line, with its period, {@code #} for
   * comments), added to the built-in lists of every language.
   */
  public static final String PARAM_EXTRA_ABBREVIATIONS = "segmenterExtraAbbreviations";

  @ConfigurationParameter(name = PARAM_EXTRA_ABBREVIATIONS, mandatory = false)
  private String extraAbbreviations;

  // cTAKES WordToken.capitalization and NumToken.numType codes.
  private static final int CAPS_NONE = 1;
  private static final int CAPS_MIXED = 2;
  private static final int CAPS_FIRST_ONLY = 3;
  private static final int CAPS_ALL = 4;
  private static final int NUM_TYPE_UNKNOWN = 0;
  private static final int NUM_TYPE_INTEGER = 1;
  private static final int NUM_TYPE_DECIMAL = 2;
  private static final Pattern INTEGER = Pattern.compile("\\p{Nd}+");
  private static final Pattern DECIMAL = Pattern.compile("\\p{Nd}+[.,]\\p{Nd}+");

  private static final Logger LOG = LoggerFactory.getLogger(ClinicalSegmenter.class);

  private final Map<String, ClinicalTokenizer> tokenizers = new HashMap<>();

  private final Map<String, SentenceSplitter> splitters = new HashMap<>();

  private String defaultLanguage;

  /** A description of this engine with the given parameters (name, value pairs). */
  public static AnalysisEngineDescription createDescription(Object... parameters)
      throws ResourceInitializationException {
    return AnalysisEngineFactory.createEngineDescription(ClinicalSegmenter.class, parameters);
  }

  @Override
  public void initialize(UimaContext context) throws ResourceInitializationException {
    super.initialize(context);
    if (!language.isEmpty() && Abbreviations.normalizeLanguage(language) == null) {
      throw new ResourceInitializationException(
          new IllegalArgumentException(
              PARAM_LANGUAGE + " must be \"fr\", \"es\" or empty, not \"" + language + "\""));
    }
    defaultLanguage = Abbreviations.normalizeLanguage(language);
    Path extra = null;
    if (extraAbbreviations != null && !extraAbbreviations.isBlank()) {
      extra = Path.of(extraAbbreviations);
      if (!Files.isReadable(extra)) {
        throw new ResourceInitializationException(
            new IllegalArgumentException(
                PARAM_EXTRA_ABBREVIATIONS + " is not a readable file: " + extraAbbreviations));
      }
    }
    for (String lang : new String[] {"fr", "es", ""}) {
      Abbreviations abbreviations = Abbreviations.forLanguage(lang);
      try {
        if (extra != null) {
          abbreviations = abbreviations.withFile(extra);
        }
      } catch (IOException e) {
        throw new ResourceInitializationException(e);
      }
      tokenizers.put(lang, new ClinicalTokenizer(abbreviations));
      Locale locale = lang.isEmpty() ? Locale.ROOT : Locale.forLanguageTag(lang);
      splitters.put(lang, new SentenceSplitter(abbreviations, locale));
    }
    LOG.debug("Segmenter ready, default language '{}'", language);
  }

  @Override
  public void process(JCas jcas) throws AnalysisEngineProcessException {
    String text = jcas.getDocumentText();
    if (text == null) {
      return;
    }
    String lang = Abbreviations.normalizeLanguage(jcas.getDocumentLanguage());
    if (lang == null) {
      lang = defaultLanguage == null ? "" : defaultLanguage;
    }
    boolean hasSentences = !jcas.select(Sentence.class).isEmpty();
    boolean hasTokens = !jcas.select(BaseToken.class).isEmpty();
    if (!hasSentences) {
      List<Span> sentences = splitters.get(lang).split(text);
      int number = 0;
      for (Span s : sentences) {
        Sentence sentence = new Sentence(jcas, s.begin(), s.end());
        sentence.setSentenceNumber(number++);
        sentence.addToIndexes();
      }
    }
    if (!hasTokens) {
      int number = 0;
      for (TokenSpan t : tokenizers.get(lang).tokenize(text)) {
        BaseToken token = create(jcas, t, text);
        token.setTokenNumber(number++);
        token.addToIndexes();
      }
    }
    LOG.debug(
        "Segmented a document: sentences {}, tokens {}",
        hasSentences ? "kept" : "made",
        hasTokens ? "kept" : "made");
  }

  private static BaseToken create(JCas jcas, TokenSpan t, String text) {
    switch (t.kind()) {
      case WORD:
        WordToken word = new WordToken(jcas, t.begin(), t.end());
        word.setCapitalization(capitalization(text, t.begin(), t.end()));
        word.setNumPosition(numPosition(text, t.begin(), t.end()));
        return word;
      case NUMBER:
        NumToken num = new NumToken(jcas, t.begin(), t.end());
        num.setNumType(numType(text.substring(t.begin(), t.end())));
        return num;
      case PUNCTUATION:
        return new PunctuationToken(jcas, t.begin(), t.end());
      case SYMBOL:
        return new SymbolToken(jcas, t.begin(), t.end());
      case NEWLINE:
        return new NewlineToken(jcas, t.begin(), t.end());
      case CONTRACTION:
        return new ContractionToken(jcas, t.begin(), t.end());
      default:
        throw new IllegalStateException("Unknown token kind " + t.kind());
    }
  }

  /** The capitalization code of text[begin, end), read in place (no string per token). */
  private static int capitalization(String s, int begin, int end) {
    int upper = 0;
    int letters = 0;
    for (int i = begin; i < end; i++) {
      char c = s.charAt(i);
      if (Character.isLetter(c)) {
        letters++;
        if (Character.isUpperCase(c)) {
          upper++;
        }
      }
    }
    if (upper == 0) {
      return CAPS_NONE;
    }
    if (upper == letters) {
      return CAPS_ALL;
    }
    return upper == 1 && Character.isUpperCase(s.charAt(begin)) ? CAPS_FIRST_ONLY : CAPS_MIXED;
  }

  /**
   * Where digits sit in the word text[begin, end), as cTAKES codes it: 0 none, 1 first, 2 middle, 3
   * last.
   */
  private static int numPosition(String s, int begin, int end) {
    int first = -1;
    for (int i = begin; i < end && first < 0; i++) {
      if (Character.isDigit(s.charAt(i))) {
        first = i;
      }
    }
    if (first < 0) {
      return 0;
    }
    if (first == begin) {
      return 1;
    }
    return Character.isDigit(s.charAt(end - 1)) ? 3 : 2;
  }

  private static int numType(String s) {
    if (INTEGER.matcher(s).matches()) {
      return NUM_TYPE_INTEGER;
    }
    return DECIMAL.matcher(s).matches() ? NUM_TYPE_DECIMAL : NUM_TYPE_UNKNOWN;
  }
}
