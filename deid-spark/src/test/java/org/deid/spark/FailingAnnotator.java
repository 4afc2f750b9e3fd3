package org.deid.spark;

import org.apache.uima.analysis_engine.AnalysisEngineProcessException;
import org.apache.uima.fit.component.JCasAnnotator_ImplBase;
import org.apache.uima.jcas.JCas;

/** A test engine that fails on a note holding a marker, as a component failing on bad input. */
public final class FailingAnnotator extends JCasAnnotator_ImplBase {

  /** The text that makes this engine fail. */
  static final String MARKER = "<<fail here>>";

  /** The reason of the failure. */
  static final String REASON = "the test engine refuses this note";

  @Override
  public void process(JCas jcas) throws AnalysisEngineProcessException {
    if (jcas.getDocumentText().contains(MARKER)) {
      throw new AnalysisEngineProcessException(new IllegalStateException(REASON));
    }
  }
}
