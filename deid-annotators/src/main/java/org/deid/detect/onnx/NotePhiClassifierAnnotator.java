package org.deid.detect.onnx;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
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
import org.deid.type.NotePhiProbability;

/**
 * Runs a Hugging Face sequence-classification model exported to ONNX on each note (in windows, as
 * {@link OnnxAnnotator} does) and writes the note's probability of containing PHI, the highest over
 * its windows, as a {@link NotePhiProbability} over the whole text (Bourdois et al. 2021's note
 * classifier). The consensus may gate on it.
 */
@ResourceMetaData(
    name = "deid ONNX note classifier",
    description = "Writes the probability that a note contains PHI, from an ONNX classifier.")
@TypeCapability(outputs = "org.deid.type.NotePhiProbability")
public final class NotePhiClassifierAnnotator extends JCasAnnotator_ImplBase {

  /** The default source id. */
  public static final String SOURCE = "onnx-note";

  /** Labels read as "no PHI" when {@link #PARAM_POSITIVE_LABEL} is not set. */
  private static final Set<String> NEGATIVE =
      Set.of("0", "o", "no", "none", "negative", "label_0", "no_phi", "nophi", "clean", "false");

  /**
   * The model folder ({@code model.onnx}, {@code tokenizer.json}, {@code config.json}) of a
   * sequence-classification model. Loaded once per JVM and shared by all threads.
   */
  public static final String PARAM_MODEL = "noteClassifierModel";

  @ConfigurationParameter(name = PARAM_MODEL)
  private String modelFolder;

  /**
   * The model's label meaning "contains PHI"; empty: the one label of a two-label model that is not
   * a negative one ({@code 0}, {@code NO}, {@code LABEL_0}, {@code NEGATIVE}, ...).
   */
  public static final String PARAM_POSITIVE_LABEL = "noteClassifierPositiveLabel";

  @ConfigurationParameter(name = PARAM_POSITIVE_LABEL, mandatory = false, defaultValue = "")
  private String positiveLabel;

  /** ONNX Runtime's intra-op threads for this model (0: ONNX Runtime's default). */
  public static final String PARAM_THREADS = "noteClassifierThreads";

  @ConfigurationParameter(name = PARAM_THREADS, mandatory = false, defaultValue = "0")
  private int threads;

  /** Whether to run on the CUDA execution provider (needs {@code onnxruntime_gpu}). */
  public static final String PARAM_CUDA = "noteClassifierCuda";

  @ConfigurationParameter(name = PARAM_CUDA, mandatory = false, defaultValue = "false")
  private boolean cuda;

  /** The most windows per ONNX Runtime call (see the ONNX detector's {@code onnxBatchSize}). */
  public static final String PARAM_BATCH_SIZE = "noteClassifierBatchSize";

  @ConfigurationParameter(name = PARAM_BATCH_SIZE, mandatory = false, defaultValue = "8")
  private int batchSize;

  /**
   * Batching across notes, in milliseconds of wait for other pipeline threads' windows (see the
   * ONNX detector's {@code onnxBatchWaitMillis}); 0: none.
   */
  public static final String PARAM_BATCH_WAIT = "noteClassifierBatchWaitMillis";

  @ConfigurationParameter(name = PARAM_BATCH_WAIT, mandatory = false, defaultValue = "0")
  private int batchWaitMillis;

  private OnnxTagger tagger;
  private int positive;

  /** An engine that classifies notes with the model in {@code modelFolder}. */
  public static AnalysisEngineDescription createDescription(
      String modelFolder, Object... parameters) throws ResourceInitializationException {
    Object[] all = new Object[parameters.length + 2];
    all[0] = PARAM_MODEL;
    all[1] = modelFolder;
    System.arraycopy(parameters, 0, all, 2, parameters.length);
    return AnalysisEngineFactory.createEngineDescription(NotePhiClassifierAnnotator.class, all);
  }

  @Override
  public void initialize(UimaContext context) throws ResourceInitializationException {
    super.initialize(context);
    OnnxAnnotator.require(threads >= 0, PARAM_THREADS, "must be 0 or more");
    OnnxAnnotator.require(batchSize >= 1, PARAM_BATCH_SIZE, "must be 1 or more");
    OnnxAnnotator.require(batchWaitMillis >= 0, PARAM_BATCH_WAIT, "must be 0 or more");
    OnnxModel model = OnnxAnnotator.loadModel(modelFolder, threads, cuda, 0, PARAM_MODEL);
    positive = positiveIndex(model.labels(), positiveLabel);
    tagger = new OnnxTagger(model, 0, 128, batchSize, batchWaitMillis);
  }

  @Override
  public void destroy() {
    if (tagger != null) {
      tagger.close();
    }
    super.destroy();
  }

  private static int positiveIndex(List<String> labels, String wanted)
      throws ResourceInitializationException {
    if (!wanted.isBlank()) {
      int index = labels.indexOf(wanted.trim());
      OnnxAnnotator.require(index >= 0, PARAM_POSITIVE_LABEL, "is not among " + labels);
      return index;
    }
    int found = -1;
    for (int i = 0; i < labels.size(); i++) {
      if (!NEGATIVE.contains(labels.get(i).toLowerCase(Locale.ROOT))) {
        OnnxAnnotator.require(
            found < 0, PARAM_POSITIVE_LABEL, "must name the PHI label among " + labels);
        found = i;
      }
    }
    OnnxAnnotator.require(
        labels.size() == 2 && found >= 0,
        PARAM_POSITIVE_LABEL,
        "must name the PHI label of " + labels);
    return found;
  }

  @Override
  public void process(JCas jcas) throws AnalysisEngineProcessException {
    String text = jcas.getDocumentText() == null ? "" : jcas.getDocumentText();
    float[] probabilities;
    try {
      probabilities = tagger.classify(text);
    } catch (IOException | RuntimeException e) {
      throw new AnalysisEngineProcessException(e);
    }
    NotePhiProbability note = new NotePhiProbability(jcas, 0, text.length());
    note.setProbability(probabilities[positive]);
    note.setSource(SOURCE);
    note.addToIndexes();
  }
}
