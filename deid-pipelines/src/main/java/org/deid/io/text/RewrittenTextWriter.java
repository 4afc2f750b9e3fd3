package org.deid.io.text;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.analysis_engine.AnalysisEngineProcessException;
import org.apache.uima.cas.CASException;
import org.apache.uima.fit.descriptor.ConfigurationParameter;
import org.apache.uima.fit.descriptor.ResourceMetaData;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.dkpro.core.api.io.JCasFileWriter_ImplBase;

/**
 * Writes the rewritten text of each document ({@code NAME.deid.txt}), the one output that holds no
 * original text. A document without the rewritten view is an error: writing the original text in
 * its place would leak it.
 */
@ResourceMetaData(
    name = "deid rewritten-text writer",
    description = "Writes the de-identified text of each document as NAME.deid.txt.")
public final class RewrittenTextWriter extends JCasFileWriter_ImplBase {

  /** The view that holds the rewritten text. */
  public static final String PARAM_SOURCE_VIEW = "rewrittenView";

  @ConfigurationParameter(name = PARAM_SOURCE_VIEW, mandatory = false, defaultValue = "deid")
  private String sourceView;

  /** Extension of the files written. */
  public static final String PARAM_FILENAME_EXTENSION = "rewrittenExtension";

  @ConfigurationParameter(
      name = PARAM_FILENAME_EXTENSION,
      mandatory = false,
      defaultValue = ".deid.txt")
  private String extension;

  /** Creates a writer into the given folder, replacing the input's extension. */
  public static AnalysisEngineDescription createWriterDescription(String folder)
      throws ResourceInitializationException {
    return AnalysisEngineFactory.createEngineDescription(
        RewrittenTextWriter.class,
        PARAM_TARGET_LOCATION,
        folder,
        PARAM_STRIP_EXTENSION,
        true,
        PARAM_OVERWRITE,
        true);
  }

  @Override
  public void process(JCas jcas) throws AnalysisEngineProcessException {
    JCas rewritten;
    try {
      rewritten = jcas.getView(sourceView);
    } catch (CASException e) {
      throw new AnalysisEngineProcessException(
          new IllegalStateException("No view '" + sourceView + "' to write: nothing written", e));
    }
    try (OutputStream out = getOutputStream(jcas, extension)) {
      out.write(rewritten.getDocumentText().getBytes(StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new AnalysisEngineProcessException(e);
    }
  }
}
