package org.deid.detect.lexicon;

import java.util.List;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.deid.segment.ClinicalSegmenter;
import org.deid.type.PhiCandidate;

/** The lexicon detector's candidates on a text, as the finders' tests read them. */
final class LexiconCandidates {

  private LexiconCandidates() {}

  /** The candidates of the language's lexicon on a segmented text. */
  static List<PhiCandidate> of(String text, String language) throws Exception {
    JCas jcas = JCasFactory.createText(text, language);
    SimplePipeline.runPipeline(
        jcas, ClinicalSegmenter.createDescription(), LexiconAnnotator.createDescription(""));
    return List.copyOf(JCasUtil.select(jcas, PhiCandidate.class));
  }

  /** The covered texts of the place candidates found with exactly this confidence. */
  static List<String> placesAt(String text, String language, double confidence) throws Exception {
    return of(text, language).stream()
        .filter(c -> "LOCATION".equals(c.getCategory()))
        .filter(c -> Math.abs(c.getConfidence() - confidence) < 1e-6)
        .map(PhiCandidate::getCoveredText)
        .toList();
  }
}
