package org.deid.io.map;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.analysis_engine.AnalysisEngineProcessException;
import org.apache.uima.cas.CASException;
import org.apache.uima.fit.descriptor.ResourceMetaData;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.io.OwnerOnlyFiles;
import org.deid.type.Phi;
import org.dkpro.core.api.io.JCasFileWriter_ImplBase;

/**
 * Writes {@code NAME.map.json}: each PHI of a note with its original text, its surrogate and both
 * offsets. It links surrogates to originals, so it is written only when asked for by name ({@code
 * --format map}) and, where the file system allows, readable by its owner only.
 */
@ResourceMetaData(
    name = "deid surrogate map writer",
    description = "Writes each note's PHI with their surrogates and offsets as NAME.map.json.")
public final class SurrogateMapWriter extends JCasFileWriter_ImplBase {

  private static final String EXTENSION = ".map.json";
  private final ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /** A writer into a folder, replacing the input's extension. */
  public static AnalysisEngineDescription createWriterDescription(String folder)
      throws ResourceInitializationException {
    return AnalysisEngineFactory.createEngineDescription(
        SurrogateMapWriter.class,
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
      rewritten = jcas.getView("deid");
    } catch (CASException e) {
      throw new AnalysisEngineProcessException(e);
    }
    String original = jcas.getDocumentText();
    List<Map<String, Object>> entries = new ArrayList<>();
    for (Phi phi : rewritten.select(Phi.class)) {
      Map<String, Object> entry = new LinkedHashMap<>();
      entry.put("category", phi.getCategory());
      entry.put("subtype", phi.getSubtype());
      entry.put("original", original.substring(phi.getOriginalBegin(), phi.getOriginalEnd()));
      entry.put("surrogate", phi.getSurrogate());
      entry.put("begin", phi.getOriginalBegin());
      entry.put("end", phi.getOriginalEnd());
      entry.put("rewritten_begin", phi.getBegin());
      entry.put("rewritten_end", phi.getEnd());
      entries.add(entry);
    }
    try (OutputStream out = getOutputStream(jcas, EXTENSION)) {
      json.writeValue(out, entries);
    } catch (IOException e) {
      throw new AnalysisEngineProcessException(e);
    }
  }

  /** Opens a file restricted to its owner before anything is written into it. */
  @Override
  protected NamedOutputStream getOutputStream(String relativePath, String extension)
      throws IOException {
    NamedOutputStream out = super.getOutputStream(relativePath, extension);
    OwnerOnlyFiles.restrictOpened(out.getName());
    return out;
  }
}
