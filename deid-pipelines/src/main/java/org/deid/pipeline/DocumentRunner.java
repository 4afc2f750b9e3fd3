package org.deid.pipeline;

import de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.cas.CAS;
import org.apache.uima.collection.CollectionException;
import org.apache.uima.collection.CollectionReader;
import org.apache.uima.collection.CollectionReaderDescription;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.CollectionReaderFactory;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.apache.uima.util.CasCreationUtils;
import org.apache.uima.util.Progress;
import org.deid.pipeline.RunSummary.SetAsideDocument;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs a reader through an engine one document at a time. A document that fails, in the reader or
 * in the engine, is set aside with its id and the reason, and the run goes on: nothing is lost, and
 * documents in = documents out + documents set aside.
 */
public final class DocumentRunner {

  private static final Logger LOG = LoggerFactory.getLogger(DocumentRunner.class);

  /** Receives each document's outcome, e.g. to show progress. */
  public interface Listener {
    /** Called once before the first document, with the count the reader announces (or -1). */
    default void started(long documentsAnnounced) {}

    /** Called after the engine processed a document, before the CAS is reused. */
    default void documentProcessed(JCas jcas) throws UIMAException {}

    /** Called after each document, processed or set aside. */
    void documentDone(int documentsSoFar);
  }

  private DocumentRunner() {}

  /** Runs every document of the reader through the engine (analysis and writers). */
  public static RunSummary run(
      CollectionReaderDescription readerDescription,
      AnalysisEngineDescription engineDescription,
      Listener listener)
      throws UIMAException, IOException {
    CollectionReader reader = CollectionReaderFactory.createReader(readerDescription);
    AnalysisEngine engine = AnalysisEngineFactory.createEngine(engineDescription);
    CAS cas =
        CasCreationUtils.createCas(
            List.of(reader.getProcessingResourceMetaData(), engine.getMetaData()));
    listener.started(announcedCount(reader));
    int in = 0;
    int out = 0;
    List<SetAsideDocument> setAside = new ArrayList<>();
    try {
      while (reader.hasNext()) {
        cas.reset();
        in++;
        try {
          reader.getNext(cas);
        } catch (CollectionException | IOException | RuntimeException e) {
          setAside.add(new SetAsideDocument("document #" + in, reasonOf(e)));
          LOG.warn("Document #{} set aside by the reader: {}", in, reasonOf(e));
          listener.documentDone(in);
          continue;
        }
        String id = documentId(cas, in);
        try {
          engine.process(cas);
          listener.documentProcessed(cas.getJCas());
          out++;
        } catch (UIMAException | RuntimeException e) {
          setAside.add(new SetAsideDocument(id, reasonOf(e)));
          LOG.warn("Document {} set aside: {}", id, reasonOf(e));
        }
        listener.documentDone(in);
      }
      engine.collectionProcessComplete();
    } finally {
      engine.destroy();
      reader.close();
      reader.destroy();
    }
    return new RunSummary(in, out, setAside);
  }

  private static long announcedCount(CollectionReader reader) {
    Progress[] progress = reader.getProgress();
    return progress == null || progress.length == 0 ? -1 : progress[0].getTotal();
  }

  private static String documentId(CAS cas, int position) {
    try {
      JCas jcas = cas.getJCas();
      DocumentMetaData metadata = JCasUtil.selectSingle(jcas, DocumentMetaData.class);
      if (metadata.getDocumentId() != null) {
        return metadata.getDocumentId();
      }
    } catch (UIMAException | IllegalArgumentException e) {
      LOG.debug("Document #{} has no metadata", position, e);
    }
    return "document #" + position;
  }

  /**
   * The chain of causes' messages, without repeats. Our components never put document text in
   * exception messages, so the reason can be logged and written to the set-aside report.
   */
  public static String reasonOf(Throwable error) {
    StringBuilder reason = new StringBuilder();
    for (Throwable cause = error; cause != null; cause = cause.getCause()) {
      String message = cause.getMessage();
      if (message != null && !message.isBlank() && reason.indexOf(message.strip()) < 0) {
        if (reason.length() > 0) {
          reason.append(": ");
        }
        reason.append(message.strip());
      }
      if (cause.getCause() == cause) {
        break;
      }
    }
    return reason.length() == 0 ? error.getClass().getSimpleName() : reason.toString();
  }
}
