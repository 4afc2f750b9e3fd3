package org.deid.pipeline;

import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.cas.CASException;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.apache.uima.util.CasCreationUtils;

/**
 * De-identifies texts held in memory one at a time, with one engine and one CAS reused across them:
 * the rewritten text {@code deid run} writes as {@code NAME.deid.txt}, for callers that are not a
 * folder run (Spark partitions, services). A text the engine fails on is set aside with the reason,
 * and the next one goes on. Not thread-safe: one per thread; models and gazetteers are shared by
 * every instance of the JVM.
 */
public final class TextDeidentifier implements AutoCloseable {

  /** What became of one text: its rewritten text, or the reason it was set aside. */
  public record Outcome(String rewritten, String setAsideReason) {
    /** Whether the text was set aside (no rewritten text). */
    public boolean setAside() {
      return setAsideReason != null;
    }
  }

  private final AnalysisEngine engine;
  private final JCas jcas;
  private final String language;
  private final String rewrittenView;

  /**
   * Creates the engine of an analysis aggregate built by {@link DeidPipeline} (writers are not
   * needed: the rewritten text is returned).
   *
   * @param language the document language the readers of {@code deid run} set ({@code fr}, {@code
   *     es})
   */
  public TextDeidentifier(AnalysisEngineDescription analysis, String language)
      throws ResourceInitializationException {
    if (language == null || language.isBlank()) {
      throw new IllegalArgumentException("language must not be empty");
    }
    this.engine = AnalysisEngineFactory.createEngine(analysis);
    try {
      this.jcas = CasCreationUtils.createCas(engine.getAnalysisEngineMetaData()).getJCas();
    } catch (CASException e) {
      throw new ResourceInitializationException(e);
    }
    this.language = language;
    this.rewrittenView = "deid";
  }

  /**
   * De-identifies one text. Never throws for a bad text: an engine failure is returned as a
   * set-aside outcome whose reason holds no document text.
   */
  public Outcome deidentify(String text) {
    if (text == null) {
      return new Outcome(null, "no text (null)");
    }
    jcas.reset();
    jcas.setDocumentText(text);
    jcas.setDocumentLanguage(language);
    try {
      engine.process(jcas);
      return new Outcome(jcas.getView(rewrittenView).getDocumentText(), null);
    } catch (UIMAException | RuntimeException e) {
      return new Outcome(null, DocumentRunner.reasonOf(e));
    }
  }

  /** Ends the collection and frees the engine. */
  @Override
  public void close() {
    try {
      engine.collectionProcessComplete();
    } catch (UIMAException e) {
      throw new IllegalStateException(DocumentRunner.reasonOf(e), e);
    } finally {
      engine.destroy();
    }
  }
}
