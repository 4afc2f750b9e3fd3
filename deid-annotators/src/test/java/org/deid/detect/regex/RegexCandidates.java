package org.deid.detect.regex;

import java.util.List;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.deid.type.PhiCandidate;

/** The regex detector run on one text, for tests that read its candidates. */
final class RegexCandidates {

  private RegexCandidates() {}

  /** The candidates as "CATEGORY/SUBTYPE text", in the CAS's order. */
  static List<String> found(String text, String language) throws Exception {
    JCas jcas = JCasFactory.createText(text, language);
    SimplePipeline.runPipeline(jcas, RegexAnnotator.createDescription(""));
    return JCasUtil.select(jcas, PhiCandidate.class).stream()
        .map(c -> c.getCategory() + "/" + c.getSubtype() + " " + c.getCoveredText())
        .toList();
  }
}
