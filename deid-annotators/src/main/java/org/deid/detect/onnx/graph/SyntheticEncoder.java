package org.deid.detect.onnx.graph;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.deid.detect.onnx.graph.OnnxGraph.Attribute;

/**
 * Writes a model folder ({@code model.onnx}, {@code tokenizer.json}, {@code config.json}) of a
 * BERT-style token classifier with random weights: word and position embeddings, then {@code
 * layers} post-norm blocks of multi-head self-attention and a GELU feed-forward, then a linear
 * classifier. At BERT-base sizes ({@link #BERT_BASE}) it costs what a fine-tuned CamemBERT or
 * DrBERT costs to run, which is what {@code deid bench} measures; its predictions are noise.
 */
public final class SyntheticEncoder {

  /**
   * The sizes of the encoder.
   *
   * @param layers the number of transformer blocks
   * @param hidden the hidden size
   * @param heads the number of attention heads (dividing {@code hidden})
   * @param feedForward the inner size of the feed-forward
   * @param positions the largest sequence, special tokens included
   */
  public record Sizes(int layers, int hidden, int heads, int feedForward, int positions) {}

  /** BERT-base: 12 layers, 768 hidden, 12 heads, 3072 feed-forward, 512 positions. */
  public static final Sizes BERT_BASE = new Sizes(12, 768, 12, 3072, 512);

  /** The token labels of the synthetic models (WikiNER types in BIO). */
  public static final List<String> LABELS =
      List.of("O", "B-PER", "I-PER", "B-LOC", "I-LOC", "B-ORG", "I-ORG", "B-MISC", "I-MISC");

  /** The special tokens of a BERT WordPiece vocabulary, ids 0 to 3. */
  public static final List<String> WORDPIECE_SPECIALS = List.of("[PAD]", "[UNK]", "[CLS]", "[SEP]");

  private SyntheticEncoder() {}

  /**
   * Writes the folder.
   *
   * @param words whole words of the WordPiece vocabulary (single characters and their {@code ##}
   *     forms are added, so any text tokenizes)
   */
  public static Path write(Path folder, Sizes sizes, Iterable<String> words, long seed)
      throws IOException {
    Files.createDirectories(folder);
    List<String> vocabulary = vocabulary(words);
    writeTokenizer(folder.resolve("tokenizer.json"), vocabulary);
    ObjectMapper json = new ObjectMapper();
    ObjectNode config = json.createObjectNode();
    config.put("model_type", "bert");
    config.put("max_position_embeddings", sizes.positions());
    config.put("hidden_size", sizes.hidden());
    config.put("num_hidden_layers", sizes.layers());
    config.put("pad_token_id", 0);
    ObjectNode id2label = config.putObject("id2label");
    for (int i = 0; i < LABELS.size(); i++) {
      id2label.put(String.valueOf(i), LABELS.get(i));
    }
    json.writerWithDefaultPrettyPrinter()
        .writeValue(folder.resolve("config.json").toFile(), config);
    graph(sizes, vocabulary.size(), new Random(seed)).write(folder.resolve("model.onnx"));
    return folder;
  }

  private static List<String> vocabulary(Iterable<String> words) {
    Set<String> vocabulary = new LinkedHashSet<>(WORDPIECE_SPECIALS);
    Set<String> characters = new LinkedHashSet<>();
    for (String word : words) {
      vocabulary.add(word);
      word.codePoints().forEach(c -> characters.add(Character.toString(c)));
    }
    for (char c = '!'; c <= '~'; c++) {
      characters.add(String.valueOf(c));
    }
    for (String c : characters) {
      vocabulary.add(c);
      vocabulary.add("##" + c);
    }
    return new ArrayList<>(vocabulary);
  }

  private static void writeTokenizer(Path file, List<String> vocabulary) throws IOException {
    new ObjectMapper().writeValue(file.toFile(), wordPieceTokenizer(vocabulary));
  }

  /**
   * A BERT WordPiece {@code tokenizer.json} as Hugging Face tokenizers writes it: the special
   * tokens {@link #WORDPIECE_SPECIALS} at ids 0 to 3, then the rest of the vocabulary.
   *
   * @param vocabulary the whole vocabulary, the specials first
   */
  public static ObjectNode wordPieceTokenizer(List<String> vocabulary) {
    ObjectNode tokenizer = new ObjectMapper().createObjectNode();
    tokenizer.put("version", "1.0");
    tokenizer.putNull("truncation");
    tokenizer.putNull("padding");
    var added = tokenizer.putArray("added_tokens");
    for (int i = 0; i < WORDPIECE_SPECIALS.size(); i++) {
      added
          .addObject()
          .put("id", i)
          .put("content", WORDPIECE_SPECIALS.get(i))
          .put("single_word", false)
          .put("lstrip", false)
          .put("rstrip", false)
          .put("normalized", false)
          .put("special", true);
    }
    tokenizer.putNull("normalizer");
    tokenizer.putObject("pre_tokenizer").put("type", "BertPreTokenizer");
    ObjectNode post = tokenizer.putObject("post_processor");
    post.put("type", "BertProcessing");
    post.putArray("sep").add("[SEP]").add(3);
    post.putArray("cls").add("[CLS]").add(2);
    tokenizer
        .putObject("decoder")
        .put("type", "WordPiece")
        .put("prefix", "##")
        .put("cleanup", true);
    ObjectNode model = tokenizer.putObject("model");
    model.put("type", "WordPiece");
    model.put("unk_token", "[UNK]");
    model.put("continuing_subword_prefix", "##");
    model.put("max_input_chars_per_word", 100);
    ObjectNode ids = model.putObject("vocab");
    for (int i = 0; i < vocabulary.size(); i++) {
      ids.put(vocabulary.get(i), i);
    }
    return tokenizer;
  }

  private static float[] random(Random random, int size, float scale) {
    float[] values = new float[size];
    for (int i = 0; i < size; i++) {
      values[i] = (float) random.nextGaussian() * scale;
    }
    return values;
  }

  private static float[] filled(int size, float value) {
    float[] values = new float[size];
    Arrays.fill(values, value);
    return values;
  }

  private static OnnxGraph graph(Sizes s, int vocabulary, Random random) {
    int h = s.hidden();
    int dh = h / s.heads();
    if (dh * s.heads() != h) {
      throw new IllegalArgumentException("heads must divide the hidden size");
    }
    OnnxGraph g = new OnnxGraph();
    g.input("input_ids", OnnxGraph.INT64, "batch", "sequence");
    g.input("attention_mask", OnnxGraph.INT64, "batch", "sequence");
    g.input("token_type_ids", OnnxGraph.INT64, "batch", "sequence");
    g.output("logits", OnnxGraph.FLOAT, "batch", "sequence", LABELS.size());
    String scalarZero = g.longs(new long[] {0}, new long[0]);
    String scalarOne = g.longs(new long[] {1}, new long[0]);
    String words =
        g.node(
            "Gather", g.floats(random(random, vocabulary * h, 0.02f), vocabulary, h), "input_ids");
    String length = g.node("Gather", g.node("Shape", "input_ids"), scalarOne);
    String range = g.node("Range", scalarZero, length, scalarOne);
    String positions =
        g.node(
            "Gather", g.floats(random(random, s.positions() * h, 0.02f), s.positions(), h), range);
    String types = g.node("Gather", g.floats(random(random, 2 * h, 0.02f), 2, h), "token_type_ids");
    String x = layerNorm(g, g.node("Add", g.node("Add", words, positions), types), h);
    String mask =
        g.node("Cast", null, List.of("attention_mask"), Attribute.of("to", (long) OnnxGraph.FLOAT));
    String maskBias =
        g.node(
            "Mul",
            g.node("Sub", g.floats(new float[] {1f}), mask),
            g.floats(new float[] {-10000f}));
    maskBias = g.node("Unsqueeze", maskBias, g.longs(new long[] {1, 2}, 2));
    String headShape = g.longs(new long[] {0, 0, s.heads(), dh}, 4);
    String mergedShape = g.longs(new long[] {0, 0, h}, 3);
    String scale = g.floats(new float[] {(float) (1 / Math.sqrt(dh))});
    for (int layer = 0; layer < s.layers(); layer++) {
      String q = heads(g, linear(g, x, h, h, random), headShape, 0, 2, 1, 3);
      String k = heads(g, linear(g, x, h, h, random), headShape, 0, 2, 3, 1);
      String v = heads(g, linear(g, x, h, h, random), headShape, 0, 2, 1, 3);
      String scores = g.node("Add", g.node("Mul", g.node("MatMul", q, k), scale), maskBias);
      String attention = g.node("Softmax", null, List.of(scores), Attribute.of("axis", -1L));
      String context =
          g.node(
              "Transpose",
              null,
              List.of(g.node("MatMul", attention, v)),
              Attribute.ints("perm", 0, 2, 1, 3));
      context = g.node("Reshape", context, mergedShape);
      x = layerNorm(g, g.node("Add", x, linear(g, context, h, h, random)), h);
      String inner = gelu(g, linear(g, x, h, s.feedForward(), random));
      x = layerNorm(g, g.node("Add", x, linear(g, inner, s.feedForward(), h, random)), h);
    }
    g.node("Identity", "logits", List.of(linear(g, x, h, LABELS.size(), random)));
    return g;
  }

  private static String linear(OnnxGraph g, String x, int in, int out, Random random) {
    String weight = g.floats(random(random, in * out, 0.02f), in, out);
    return g.node("Add", g.node("MatMul", x, weight), g.floats(new float[out], out));
  }

  private static String heads(OnnxGraph g, String x, String shape, long... perm) {
    return g.node(
        "Transpose", null, List.of(g.node("Reshape", x, shape)), Attribute.ints("perm", perm));
  }

  private static String layerNorm(OnnxGraph g, String x, int h) {
    return g.node(
        "LayerNormalization",
        null,
        List.of(x, g.floats(filled(h, 1f), h), g.floats(new float[h], h)),
        Attribute.of("axis", -1L),
        Attribute.of("epsilon", 1e-12f));
  }

  /** GELU as BERT computes it: 0.5 x (1 + erf(x / sqrt 2)). */
  private static String gelu(OnnxGraph g, String x) {
    String erf = g.node("Erf", g.node("Div", x, g.floats(new float[] {(float) Math.sqrt(2)})));
    String onePlus = g.node("Add", erf, g.floats(new float[] {1f}));
    return g.node("Mul", g.node("Mul", x, onePlus), g.floats(new float[] {0.5f}));
  }
}
