package org.deid.detect.onnx;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.djl.huggingface.tokenizers.jni.CharSpan;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.LongBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A Hugging Face model folder exported to ONNX ({@code model.onnx}, {@code tokenizer.json}, {@code
 * config.json}), loaded once per JVM per folder and settings, and shared by every pipeline thread:
 * an ONNX Runtime session (thread-safe) and a Hugging Face tokenizer (read-only). The tokenizer
 * never downloads anything: DJL runs offline and takes its native library from its own jar.
 */
public final class OnnxModel {

  /** The files a model folder must hold. */
  public static final List<String> FILES = List.of("model.onnx", "tokenizer.json", "config.json");

  private static final Logger LOG = LoggerFactory.getLogger(OnnxModel.class);

  /** The longest command line measured not to crash ONNX Runtime 1.29 (3,919 did, 4,019 not). */
  private static final int MAX_COMMAND_LINE = 3_900;

  private static final Map<Settings, OnnxModel> MODELS = new ConcurrentHashMap<>();

  /** Model types whose position table reserves the first two rows (padding index + 1). */
  private static final Set<String> OFFSET_POSITIONS =
      Set.of("roberta", "camembert", "xlm-roberta", "longformer", "data2vec-text");

  private static final Set<String> KNOWN_INPUTS =
      Set.of("input_ids", "attention_mask", "token_type_ids");

  /**
   * How a model is loaded.
   *
   * @param folder the model folder
   * @param intraOpThreads ONNX Runtime's intra-op threads (0: its default)
   * @param cuda whether to run on the CUDA execution provider
   * @param cudaDevice the CUDA device id
   */
  public record Settings(Path folder, int intraOpThreads, boolean cuda, int cudaDevice) {}

  /**
   * How many batches the cross-document batchers ran, for how many callers' requests and windows.
   *
   * @param calls batches run (each one {@link #run} call: windows of similar length share an ONNX
   *     Runtime call)
   * @param requests pipeline threads' requests served (more than calls when batches were shared)
   * @param windows windows run
   */
  public record BatchCounts(long calls, long requests, long windows) {}

  private record BatchKey(int batchSize, int waitMillis) {}

  private final Map<BatchKey, CrossDocumentBatcher> batchers = new ConcurrentHashMap<>();
  private final Path folder;
  private final OrtEnvironment environment;
  private final OrtSession session;
  private final HuggingFaceTokenizer tokenizer;
  private final String[] labels;
  private final int maxTokens;
  private final long padId;
  private final long[] prefix;
  private final long[] suffix;
  private final boolean typeIds;
  private final String outputName;

  private OnnxModel(Settings settings) throws IOException {
    this.folder = settings.folder();
    for (String file : FILES) {
      if (!Files.isRegularFile(folder.resolve(file))) {
        throw new IOException(
            "Model folder " + folder + " has no " + file + " (needs " + FILES + ")");
      }
    }
    JsonNode config = new ObjectMapper().readTree(folder.resolve("config.json").toFile());
    labels = readLabels(config);
    int positions = config.path("max_position_embeddings").asInt(512);
    if (OFFSET_POSITIONS.contains(config.path("model_type").asText(""))) {
      positions -= 2;
    }
    padId = config.path("pad_token_id").asLong(0);
    tokenizer = loadTokenizer(folder.resolve("tokenizer.json"));
    Encoding plain = tokenizer.encode("a", false, false);
    Encoding special = tokenizer.encode("a", true, false);
    int at = indexOf(special.getIds(), plain.getIds());
    prefix = Arrays.copyOfRange(special.getIds(), 0, Math.max(at, 0));
    suffix =
        Arrays.copyOfRange(
            special.getIds(), Math.max(at, 0) + plain.getIds().length, special.getIds().length);
    maxTokens = positions - prefix.length - suffix.length;
    if (maxTokens < 2) {
      throw new IOException(folder + "/config.json: max_position_embeddings too small");
    }
    checkCommandLine();
    environment = OrtEnvironment.getEnvironment();
    try {
      OrtSession.SessionOptions options = new OrtSession.SessionOptions();
      if (settings.intraOpThreads() > 0) {
        options.setIntraOpNumThreads(settings.intraOpThreads());
      }
      if (settings.cuda()) {
        try {
          options.addCUDA(settings.cudaDevice());
        } catch (OrtException | RuntimeException | UnsatisfiedLinkError e) {
          throw new IOException(
              "The CUDA execution provider is not available in this ONNX Runtime build ("
                  + e.getMessage()
                  + "): put com.microsoft.onnxruntime:onnxruntime_gpu on the class path instead of"
                  + " onnxruntime, with CUDA and cuDNN installed, or run without CUDA",
              e);
        }
      }
      session = environment.createSession(folder.resolve("model.onnx").toString(), options);
    } catch (OrtException e) {
      throw new IOException(
          "Cannot load " + folder.resolve("model.onnx") + ": " + e.getMessage(), e);
    }
    Set<String> inputs = session.getInputNames();
    if (!inputs.contains("input_ids")) {
      throw new IOException(folder + "/model.onnx has no input_ids input (inputs: " + inputs + ")");
    }
    for (String input : inputs) {
      if (!KNOWN_INPUTS.contains(input)) {
        throw new IOException(
            folder
                + "/model.onnx needs input "
                + input
                + ", which deid cannot give: "
                + KNOWN_INPUTS);
      }
    }
    typeIds = inputs.contains("token_type_ids");
    outputName = session.getOutputNames().iterator().next();
  }

  /**
   * ONNX Runtime 1.29 kills the JVM (a segmentation fault) when the process's command line is
   * longer than about 4 KB, as a long {@code -cp} makes it: fail with a way out instead.
   */
  private static void checkCommandLine() throws IOException {
    Path cmdline = Path.of("/proc/self/cmdline");
    if (Files.isReadable(cmdline) && Files.size(cmdline) == 0) {
      return;
    }
    long length;
    try {
      length = Files.readAllBytes(cmdline).length;
    } catch (IOException | RuntimeException e) {
      return; // not Linux
    }
    if (length > MAX_COMMAND_LINE) {
      throw new IOException(
          "This JVM's command line is "
              + length
              + " bytes long; ONNX Runtime crashes the JVM beyond about 4,000: pass the class path"
              + " in a java @argfile (java @args.txt ...) or through a manifest Class-Path");
    }
  }

  /** The shared model for these settings, loaded on first use. */
  public static OnnxModel load(Settings settings) throws IOException {
    Settings key =
        new Settings(
            settings.folder().toAbsolutePath().normalize(),
            settings.intraOpThreads(),
            settings.cuda(),
            settings.cudaDevice());
    OnnxModel model = MODELS.get(key);
    if (model != null) {
      return model;
    }
    synchronized (MODELS) {
      model = MODELS.get(key);
      if (model == null) {
        long start = System.nanoTime();
        model = new OnnxModel(key);
        MODELS.put(key, model);
        LOG.info(
            "Loaded ONNX model {} ({} labels, windows of {} tokens) in {} ms",
            key.folder(),
            model.labels.length,
            model.maxTokens,
            (System.nanoTime() - start) / 1_000_000);
      }
      return model;
    }
  }

  private static String[] readLabels(JsonNode config) throws IOException {
    JsonNode id2label = config.path("id2label");
    if (!id2label.isObject() || id2label.isEmpty()) {
      throw new IOException("config.json has no id2label");
    }
    String[] labels = new String[id2label.size()];
    for (var field : (Iterable<Map.Entry<String, JsonNode>>) id2label::fields) {
      int id;
      try {
        id = Integer.parseInt(field.getKey());
      } catch (NumberFormatException e) {
        throw new IOException("config.json: id2label key '" + field.getKey() + "' is not a number");
      }
      if (id < 0 || id >= labels.length) {
        throw new IOException(
            "config.json: id2label ids must run from 0 to " + (labels.length - 1));
      }
      labels[id] = field.getValue().asText();
    }
    return labels;
  }

  private static HuggingFaceTokenizer loadTokenizer(Path file) throws IOException {
    // Never download: DJL takes libtokenizers from its jar and fails rather than fetch it.
    System.setProperty("ai.djl.offline", "true");
    Map<String, String> options =
        Map.of("addSpecialTokens", "false", "truncation", "false", "padding", "false");
    try {
      return HuggingFaceTokenizer.newInstance(file, options);
    } catch (RuntimeException e) {
      throw new IOException("Cannot read " + file + ": " + e.getMessage(), e);
    }
  }

  private static int indexOf(long[] whole, long[] part) {
    for (int i = 0; i + part.length <= whole.length; i++) {
      if (Arrays.equals(whole, i, i + part.length, part, 0, part.length)) {
        return i;
      }
    }
    return -1;
  }

  /** The model folder. */
  public Path folder() {
    return folder;
  }

  /** The model's labels, by id (from {@code config.json}'s {@code id2label}). */
  public List<String> labels() {
    return List.of(labels);
  }

  /** The most tokens a window can hold, special tokens excluded. */
  public int maxTokens() {
    return maxTokens;
  }

  /** Whether the model takes {@code token_type_ids}. */
  public boolean takesTokenTypeIds() {
    return typeIds;
  }

  /** The batcher shared by the pipeline threads that use these batch settings on this model. */
  CrossDocumentBatcher batcher(int batchSize, int waitMillis) {
    return batchers.computeIfAbsent(
        new BatchKey(batchSize, waitMillis),
        key -> new CrossDocumentBatcher(this, key.batchSize(), key.waitMillis()));
  }

  /** What the cross-document batchers of this model did so far (zeros when none was used). */
  public BatchCounts batchCounts() {
    long calls = 0;
    long requests = 0;
    long windows = 0;
    for (CrossDocumentBatcher batcher : batchers.values()) {
      calls += batcher.calls();
      requests += batcher.requests();
      windows += batcher.windows();
    }
    return new BatchCounts(calls, requests, windows);
  }

  /** Cuts a text into tokens with their offsets in the Java string. */
  public TokenizedText tokenize(String text) {
    Encoding encoding = tokenizer.encode(text, false, false);
    CharSpan[] spans = encoding.getCharTokenSpans();
    int n = spans.length;
    int[] begins = new int[n];
    int[] ends = new int[n];
    for (int i = 0; i < n; i++) {
      // The native library counts Unicode code points; the CAS counts UTF-16 units.
      CharSpan span = spans[i];
      begins[i] = span == null ? (i > 0 ? ends[i - 1] : 0) : span.getStart();
      ends[i] = span == null ? begins[i] : span.getEnd();
    }
    toUtf16(text, begins, ends);
    return new TokenizedText(encoding.getIds(), begins, ends, encoding.getWordIds());
  }

  /** Rewrites code-point offsets as UTF-16 offsets, in place (offsets are non-decreasing). */
  private static void toUtf16(String text, int[] begins, int[] ends) {
    if (text.codePointCount(0, text.length()) == text.length()) {
      return;
    }
    int[] utf16 = new int[text.codePointCount(0, text.length()) + 1];
    int codePoint = 0;
    for (int i = 0; i < text.length(); i += Character.charCount(text.codePointAt(i))) {
      utf16[codePoint++] = i;
    }
    utf16[codePoint] = text.length();
    for (int i = 0; i < begins.length; i++) {
      begins[i] = utf16[Math.min(begins[i], codePoint)];
      ends[i] = utf16[Math.min(ends[i], codePoint)];
    }
  }

  /**
   * Runs the model on a batch of token windows (special tokens added here) and returns the output
   * per window: token classification gives {@code [window][token of the window][label]} softmax
   * probabilities; sequence classification {@code [window][1][label]}. Windows of similar length
   * run in one call, padded to the longest of them; a much shorter one (a note's last window) runs
   * in a call of its own, since padding costs as much as tokens.
   */
  public float[][][] run(List<long[]> windows) throws IOException {
    Integer[] byLength = new Integer[windows.size()];
    for (int i = 0; i < byLength.length; i++) {
      byLength[i] = i;
    }
    Arrays.sort(byLength, (a, b) -> Integer.compare(windows.get(a).length, windows.get(b).length));
    float[][][] out = new float[windows.size()][][];
    int from = 0;
    while (from < byLength.length) {
      int shortest = windows.get(byLength[from]).length;
      int to = from + 1;
      while (to < byLength.length && windows.get(byLength[to]).length <= similarLength(shortest)) {
        to++;
      }
      List<long[]> group = new ArrayList<>(to - from);
      for (int i = from; i < to; i++) {
        group.add(windows.get(byLength[i]));
      }
      float[][][] groupOut = runPadded(group);
      for (int i = from; i < to; i++) {
        out[byLength[i]] = groupOut[i - from];
      }
      from = to;
    }
    return out;
  }

  /** The longest window worth padding a window of {@code length} tokens to: 20% or 16 more. */
  private static int similarLength(int length) {
    return Math.max(length + 16, length + length / 5);
  }

  /** Runs windows in one session call, padded to the longest. */
  private float[][][] runPadded(List<long[]> windows) throws IOException {
    int batch = windows.size();
    int longest = 0;
    for (long[] window : windows) {
      longest = Math.max(longest, window.length);
    }
    int width = longest + prefix.length + suffix.length;
    long[] ids = new long[batch * width];
    long[] mask = new long[batch * width];
    Arrays.fill(ids, padId);
    for (int b = 0; b < batch; b++) {
      long[] window = windows.get(b);
      int at = b * width;
      System.arraycopy(prefix, 0, ids, at, prefix.length);
      System.arraycopy(window, 0, ids, at + prefix.length, window.length);
      System.arraycopy(suffix, 0, ids, at + prefix.length + window.length, suffix.length);
      Arrays.fill(mask, at, at + prefix.length + window.length + suffix.length, 1L);
    }
    long[] shape = {batch, width};
    List<OnnxTensor> tensors = new ArrayList<>(3);
    try {
      OnnxTensor idTensor = OnnxTensor.createTensor(environment, LongBuffer.wrap(ids), shape);
      tensors.add(idTensor);
      Map<String, OnnxTensor> inputs = new HashMap<>();
      inputs.put("input_ids", idTensor);
      if (session.getInputNames().contains("attention_mask")) {
        OnnxTensor maskTensor = OnnxTensor.createTensor(environment, LongBuffer.wrap(mask), shape);
        tensors.add(maskTensor);
        inputs.put("attention_mask", maskTensor);
      }
      if (typeIds) {
        OnnxTensor types =
            OnnxTensor.createTensor(environment, LongBuffer.wrap(new long[batch * width]), shape);
        tensors.add(types);
        inputs.put("token_type_ids", types);
      }
      try (OrtSession.Result result = session.run(inputs, Set.of(outputName))) {
        Object value = result.get(0).getValue();
        float[][][] out = new float[batch][][];
        if (value instanceof float[][][] logits) {
          for (int b = 0; b < batch; b++) {
            int length = windows.get(b).length;
            out[b] = new float[length][];
            for (int t = 0; t < length; t++) {
              out[b][t] = softmax(logits[b][prefix.length + t]);
            }
          }
        } else if (value instanceof float[][] logits) {
          for (int b = 0; b < batch; b++) {
            out[b] = new float[][] {softmax(logits[b])};
          }
        } else {
          throw new IOException(
              folder + "/model.onnx: output " + outputName + " is not float logits");
        }
        return out;
      }
    } catch (OrtException e) {
      throw new IOException("ONNX Runtime failed on " + folder + ": " + e.getMessage(), e);
    } finally {
      tensors.forEach(OnnxTensor::close);
    }
  }

  private float[] softmax(float[] logits) {
    if (logits.length != labels.length) {
      throw new IllegalStateException(
          folder
              + ": model gives "
              + logits.length
              + " logits, config.json names "
              + labels.length);
    }
    float max = Float.NEGATIVE_INFINITY;
    for (float v : logits) {
      max = Math.max(max, v);
    }
    float[] p = new float[logits.length];
    double sum = 0;
    for (int i = 0; i < logits.length; i++) {
      p[i] = (float) Math.exp(logits[i] - max);
      sum += p[i];
    }
    for (int i = 0; i < p.length; i++) {
      p[i] /= (float) sum;
    }
    return p;
  }
}
