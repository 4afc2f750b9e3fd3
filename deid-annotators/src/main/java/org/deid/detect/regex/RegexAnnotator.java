package org.deid.detect.regex;

import java.util.List;
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
import org.deid.type.PhiCandidate;

/**
 * Writes a PHI candidate for every match of the language's pattern files. Patterns are data ({@code
 * org/deid/detect/regex/*.tsv}), compiled once per JVM.
 */
@ResourceMetaData(
    name = "deid regex detector",
    description = "Finds PHI with the regular expressions of the language's pattern files.")
@TypeCapability(outputs = "org.deid.type.PhiCandidate")
public final class RegexAnnotator extends JCasAnnotator_ImplBase {

  /** Source id written on every candidate, so annotator-level evaluation can tell it apart. */
  public static final String PARAM_SOURCE = "regexSource";

  @ConfigurationParameter(name = PARAM_SOURCE, mandatory = false, defaultValue = "regex")
  private String source;

  /**
   * Language of the patterns to use ({@code fr} or {@code es}); when empty, the CAS's document
   * language decides.
   */
  public static final String PARAM_LANGUAGE = "regexLanguage";

  @ConfigurationParameter(name = PARAM_LANGUAGE, mandatory = false, defaultValue = "")
  private String language;

  /** Creates a description of this detector for the given language (empty: the CAS's). */
  public static AnalysisEngineDescription createDescription(String language)
      throws ResourceInitializationException {
    return AnalysisEngineFactory.createEngineDescription(
        RegexAnnotator.class, PARAM_LANGUAGE, language);
  }

  @Override
  public void initialize(UimaContext context) throws ResourceInitializationException {
    super.initialize(context);
    if (!language.isEmpty()) {
      try {
        PatternCatalog.forLanguage(language);
      } catch (IllegalArgumentException e) {
        throw new ResourceInitializationException(e);
      }
    }
  }

  @Override
  public void process(JCas jcas) throws AnalysisEngineProcessException {
    String text = jcas.getDocumentText();
    if (text == null || text.isEmpty()) {
      return;
    }
    List<PhiPattern> patterns;
    try {
      patterns =
          PatternCatalog.forLanguage(language.isEmpty() ? jcas.getDocumentLanguage() : language);
    } catch (IllegalArgumentException e) {
      throw new AnalysisEngineProcessException(e);
    }
    for (PhiPattern pattern : patterns) {
      Matcher matcher = pattern.regex().matcher(text);
      boolean grouped = pattern.hasPhiGroup();
      while (matcher.find()) {
        int begin = grouped ? matcher.start(PhiPattern.PHI_GROUP) : matcher.start();
        int end = grouped ? matcher.end(PhiPattern.PHI_GROUP) : matcher.end();
        if (begin < 0 || begin == end) {
          continue;
        }
        PhiCandidate candidate = new PhiCandidate(jcas, begin, end);
        candidate.setCategory(pattern.phiClass().category().name());
        candidate.setSubtype(pattern.phiClass().subtype().name());
        candidate.setSource(source);
        candidate.setConfidence(pattern.confidence());
        candidate.addToIndexes();
      }
    }
  }
}
