package org.deid.eval.corpus;

import de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData;
import java.util.ArrayList;
import java.util.List;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.jcas.JCas;
import org.deid.pipeline.DeidPipeline;
import org.deid.pipeline.Detector;
import org.deid.pipeline.DocumentRunner;

/**
 * Runs a de-identification aggregate over the texts of gold documents and collects what it made:
 * resolved PHI, each detector's candidates, and the rewritten text. The gold annotations never
 * enter the CAS the engine sees.
 */
public final class PipelinePredictions {

  private PipelinePredictions() {}

  /** Listens to the run, e.g. to show progress. */
  @FunctionalInterface
  public interface Progress {
    /** Called after each document with the count done so far. */
    void documentDone(int documentsSoFar);
  }

  /** Runs deid's pipeline for a language with the given detectors. */
  public static List<SystemOutput> run(
      List<GoldDocument> documents,
      String language,
      List<Detector> detectors,
      SpanLabels labels,
      Progress progress)
      throws UIMAException {
    return run(
        documents,
        language,
        DeidPipeline.createAnalysisDescription(language, detectors),
        labels,
        progress);
  }

  /** Looks at each processed CAS before the next document reuses it. */
  @FunctionalInterface
  public interface Processed {
    /** Called after each document with its id and processed CAS. */
    void processed(String id, JCas jcas);
  }

  /**
   * Runs any aggregate that writes {@code PhiCandidate}, {@code Phi} and the {@code deid} view.
   *
   * @throws IllegalArgumentException when a document fails, naming it and the reason
   */
  public static List<SystemOutput> run(
      List<GoldDocument> documents,
      String language,
      AnalysisEngineDescription engineDescription,
      SpanLabels labels,
      Progress progress)
      throws UIMAException {
    return run(documents, language, engineDescription, labels, progress, (id, jcas) -> {});
  }

  /**
   * As {@link #run(List, String, AnalysisEngineDescription, SpanLabels, Progress)}, showing each
   * processed CAS to {@code processed} (e.g. to read its rewritten view).
   */
  public static List<SystemOutput> run(
      List<GoldDocument> documents,
      String language,
      AnalysisEngineDescription engineDescription,
      SpanLabels labels,
      Progress progress,
      Processed processed)
      throws UIMAException {
    AnalysisEngine engine = AnalysisEngineFactory.createEngine(engineDescription);
    List<SystemOutput> outputs = new ArrayList<>(documents.size());
    try {
      JCas jcas = engine.newJCas();
      for (GoldDocument document : documents) {
        jcas.reset();
        jcas.setDocumentText(document.text());
        jcas.setDocumentLanguage(language);
        DocumentMetaData metadata = DocumentMetaData.create(jcas);
        metadata.setDocumentId(document.id());
        try {
          engine.process(jcas);
        } catch (UIMAException | RuntimeException e) {
          throw new IllegalArgumentException(
              "Document " + document.id() + ": the pipeline failed: " + DocumentRunner.reasonOf(e),
              e);
        }
        outputs.add(CasSpans.systemOutput(document.id(), jcas, labels));
        processed.processed(document.id(), jcas);
        progress.documentDone(outputs.size());
      }
      engine.collectionProcessComplete();
    } finally {
      engine.destroy();
    }
    return outputs;
  }
}
