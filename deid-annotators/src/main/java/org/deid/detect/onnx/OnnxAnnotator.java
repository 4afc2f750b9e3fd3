package org.deid.detect.onnx;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
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
import org.deid.parameter.Sources;
import org.deid.scheme.LabelScheme;
import org.deid.taxonomy.PhiClass;
import org.deid.type.PhiCandidate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finds PHI with a Hugging Face token-classification model exported to ONNX ({@link OnnxModel}):
 * long notes go through overlapping windows, sub-word tags are decoded into spans at exact
 * character offsets, widened to the cTAKES tokens they touch, and mapped to the taxonomy by a label
 * scheme. Writes one {@link PhiCandidate} per span, source {@code onnx}, confidence the mean
 * softmax probability of its words' tags.
 */
@ResourceMetaData(
    name = "deid ONNX transformer detector",
    description = "Finds PHI with a Hugging Face token-classification model run by ONNX Runtime.")
@TypeCapability(
    inputs = "org.apache.ctakes.typesystem.type.syntax.BaseToken",
    outputs = "org.deid.type.PhiCandidate")
public final class OnnxAnnotator extends JCasAnnotator_ImplBase {

  /** The default source id of the candidates. */
  public static final String SOURCE = Sources.ONNX;

  private static final Logger LOG = LoggerFactory.getLogger(OnnxAnnotator.class);

  /** Entity types already reported as outside the scheme, so each is logged once per JVM. */
  private static final Set<String> UNMAPPED_REPORTED = ConcurrentHashMap.newKeySet();

  /**
   * The model folder: {@code model.onnx}, {@code tokenizer.json} and {@code config.json} (with
   * {@code id2label} and {@code max_position_embeddings}), as exported by Hugging Face optimum.
   * Loaded once per JVM and shared by all threads.
   */
  public static final String PARAM_MODEL = "onnxModel";

  @ConfigurationParameter(name = PARAM_MODEL)
  private String modelFolder;

  /**
   * The label scheme that maps the model's entity types (its tags without B-/I- prefixes) to the
   * taxonomy: a bundled scheme ({@code wikiner}, {@code meddocan}, {@code eds-pseudo}, {@code hcl},
   * ...) or a {@code .tsv} file.
   */
  public static final String PARAM_LABEL_SCHEME = "onnxLabelScheme";

  @ConfigurationParameter(name = PARAM_LABEL_SCHEME, mandatory = false, defaultValue = "wikiner")
  private String labelSchemeName;

  /** Source id written on every candidate. */
  public static final String PARAM_SOURCE = "onnxSource";

  @ConfigurationParameter(name = PARAM_SOURCE, mandatory = false, defaultValue = SOURCE)
  private String source;

  /** Window size in model tokens, special tokens excluded; 0 or above the model's: the model's. */
  public static final String PARAM_WINDOW_TOKENS = "onnxWindowTokens";

  @ConfigurationParameter(name = PARAM_WINDOW_TOKENS, mandatory = false, defaultValue = "0")
  private int windowTokens;

  /**
   * Overlap of consecutive windows in model tokens (at most half a window); each token takes the
   * prediction of the window where it lies nearer the middle.
   */
  public static final String PARAM_STRIDE = "onnxStride";

  @ConfigurationParameter(name = PARAM_STRIDE, mandatory = false, defaultValue = "128")
  private int stride;

  /**
   * The most windows per ONNX Runtime call: a note's windows, and with {@link #PARAM_BATCH_WAIT}
   * those of other pipeline threads' notes too.
   */
  public static final String PARAM_BATCH_SIZE = "onnxBatchSize";

  @ConfigurationParameter(name = PARAM_BATCH_SIZE, mandatory = false, defaultValue = "8")
  private int batchSize;

  /**
   * Batching across notes: above 0, the pipeline threads sharing the model put their windows in one
   * ONNX Runtime call, one call at a time, a call waiting up to this many milliseconds for the
   * other threads' windows; 0: each thread calls ONNX Runtime on its own note's windows.
   */
  public static final String PARAM_BATCH_WAIT = "onnxBatchWaitMillis";

  @ConfigurationParameter(name = PARAM_BATCH_WAIT, mandatory = false, defaultValue = "0")
  private int batchWaitMillis;

  /** ONNX Runtime's intra-op threads for this model (0: ONNX Runtime's default, all cores). */
  public static final String PARAM_THREADS = "onnxThreads";

  @ConfigurationParameter(name = PARAM_THREADS, mandatory = false, defaultValue = "0")
  private int threads;

  /**
   * Whether to run on the CUDA execution provider; needs the {@code onnxruntime_gpu} build of ONNX
   * Runtime on the class path (initialisation fails with a clear error otherwise).
   */
  public static final String PARAM_CUDA = "onnxCuda";

  @ConfigurationParameter(name = PARAM_CUDA, mandatory = false, defaultValue = "false")
  private boolean cuda;

  /** The CUDA device, with {@link #PARAM_CUDA}. */
  public static final String PARAM_CUDA_DEVICE = "onnxCudaDevice";

  @ConfigurationParameter(name = PARAM_CUDA_DEVICE, mandatory = false, defaultValue = "0")
  private int cudaDevice;

  private LabelScheme scheme;
  private OnnxTagger tagger;

  /** An engine that tags with the model in {@code modelFolder}, with further parameters. */
  public static AnalysisEngineDescription createDescription(
      String modelFolder, Object... parameters) throws ResourceInitializationException {
    Object[] all = new Object[parameters.length + 2];
    all[0] = PARAM_MODEL;
    all[1] = modelFolder;
    System.arraycopy(parameters, 0, all, 2, parameters.length);
    return AnalysisEngineFactory.createEngineDescription(OnnxAnnotator.class, all);
  }

  @Override
  public void initialize(UimaContext context) throws ResourceInitializationException {
    super.initialize(context);
    require(windowTokens >= 0, PARAM_WINDOW_TOKENS, "must be 0 or more");
    require(stride >= 0, PARAM_STRIDE, "must be 0 or more");
    require(batchSize >= 1, PARAM_BATCH_SIZE, "must be 1 or more");
    require(batchWaitMillis >= 0, PARAM_BATCH_WAIT, "must be 0 or more");
    require(threads >= 0, PARAM_THREADS, "must be 0 or more");
    require(cudaDevice >= 0, PARAM_CUDA_DEVICE, "must be 0 or more");
    try {
      scheme = LabelScheme.load(labelSchemeName);
    } catch (IllegalArgumentException e) {
      throw new ResourceInitializationException(
          new IllegalArgumentException("Bad " + PARAM_LABEL_SCHEME + ": " + e.getMessage(), e));
    }
    OnnxModel model = loadModel(modelFolder, threads, cuda, cudaDevice, PARAM_MODEL);
    tagger = new OnnxTagger(model, windowTokens, stride, batchSize, batchWaitMillis);
  }

  @Override
  public void destroy() {
    if (tagger != null) {
      tagger.close();
    }
    super.destroy();
  }

  /** Loads a shared model, failing with the parameter's name. */
  static OnnxModel loadModel(
      String folder, int threads, boolean cuda, int cudaDevice, String parameter)
      throws ResourceInitializationException {
    if (folder == null || folder.isBlank()) {
      throw new ResourceInitializationException(
          new IllegalArgumentException("Parameter " + parameter + " must name a model folder"));
    }
    try {
      return OnnxModel.load(new OnnxModel.Settings(Path.of(folder), threads, cuda, cudaDevice));
    } catch (IOException | RuntimeException e) {
      throw new ResourceInitializationException(
          new IllegalArgumentException("Bad " + parameter + ": " + e.getMessage(), e));
    }
  }

  static void require(boolean condition, String parameter, String what)
      throws ResourceInitializationException {
    if (!condition) {
      throw new ResourceInitializationException(
          new IllegalArgumentException("Parameter " + parameter + " " + what));
    }
  }

  @Override
  public void process(JCas jcas) throws AnalysisEngineProcessException {
    String text = jcas.getDocumentText();
    if (text == null || text.isEmpty()) {
      return;
    }
    List<OnnxTagger.TaggedSpan> spans;
    try {
      spans = tagger.tag(text);
    } catch (IOException | RuntimeException e) {
      throw new AnalysisEngineProcessException(e);
    }
    List<BaseToken> tokens =
        jcas.select(BaseToken.class).filter(t -> !(t instanceof NewlineToken)).toList();
    for (OnnxTagger.TaggedSpan span : spans) {
      Optional<PhiClass> phiClass = scheme.toTaxonomy(span.type());
      if (phiClass.isEmpty()) {
        if (UNMAPPED_REPORTED.add(scheme.name() + "\t" + span.type())) {
          LOG.warn(
              "ONNX model type {} is not in label scheme {}: its spans are dropped",
              span.type(),
              scheme.name());
        }
        continue;
      }
      int[] aligned = alignToTokens(tokens, span.begin(), span.end());
      PhiCandidate candidate = new PhiCandidate(jcas, aligned[0], aligned[1]);
      candidate.setSource(source);
      candidate.setLabel(span.type());
      candidate.setConfidence((float) span.confidence());
      candidate.setCategory(phiClass.get().category().name());
      candidate.setSubtype(phiClass.get().optionalSubtype().map(Enum::name).orElse(""));
      candidate.setRole(phiClass.get().optionalRole().map(Enum::name).orElse(""));
      candidate.addToIndexes();
    }
  }

  /**
   * Widens a character span to the tokens it overlaps, so that the consensus's token votes see
   * whole tokens; the span itself when no token overlaps it.
   */
  static int[] alignToTokens(List<BaseToken> tokens, int begin, int end) {
    int alignedBegin = begin;
    int alignedEnd = end;
    int low = 0;
    int high = tokens.size();
    while (low < high) {
      int mid = (low + high) >>> 1;
      if (tokens.get(mid).getEnd() <= begin) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    for (int i = low; i < tokens.size() && tokens.get(i).getBegin() < end; i++) {
      alignedBegin = Math.min(alignedBegin, tokens.get(i).getBegin());
      alignedEnd = Math.max(alignedEnd, tokens.get(i).getEnd());
    }
    return new int[] {alignedBegin, alignedEnd};
  }
}
