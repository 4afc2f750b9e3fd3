package org.deid.detect.onnx;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.deid.detect.onnx.graph.OnnxGraph;
import org.deid.detect.onnx.graph.SyntheticEncoder;

/**
 * Tiny model folders for tests, built on the spot: a hand-written {@code tokenizer.json}
 * (WordPiece, Unigram or byte-level BPE) and an ONNX graph whose logits give each vocabulary entry
 * a chosen label, whatever its context (Gather of a logit table, plus a position table that fails
 * beyond the model's positions, as a real model's would).
 */
final class TinyModels {

  /** Where DJL may put its native library: a fresh folder of this test run, never the network. */
  static final Path DJL_CACHE;

  static {
    try {
      DJL_CACHE = Files.createTempDirectory("deid-djl-cache");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    System.setProperty("DJL_CACHE_DIR", DJL_CACHE.toString());
    System.setProperty("ENGINE_CACHE_DIR", DJL_CACHE.toString());
    System.setProperty("ai.djl.offline", "true");
  }

  static final List<String> NER_LABELS =
      List.of("O", "B-PER", "I-PER", "B-LOC", "I-LOC", "B-ORG", "I-ORG");

  private static final ObjectMapper JSON = new ObjectMapper();

  private TinyModels() {}

  /** The special tokens of a WordPiece (BERT-like) vocabulary, ids 0 to 3. */
  static final List<String> BERT_SPECIALS = SyntheticEncoder.WORDPIECE_SPECIALS;

  /** The special tokens of a Unigram (XLM-R-like) vocabulary, ids 0 to 3. */
  static final List<String> XLMR_SPECIALS = List.of("<s>", "<pad>", "</s>", "<unk>");

  /**
   * A WordPiece token classifier: {@code vocabulary} entries after the specials, each given the
   * label of {@code labelOf} (O when absent).
   */
  static Path wordPiece(
      Path folder,
      List<String> vocabulary,
      Map<String, String> labelOf,
      int positions,
      boolean tokenTypeIds)
      throws IOException {
    List<String> vocab = new ArrayList<>(BERT_SPECIALS);
    vocab.addAll(vocabulary);
    ObjectNode tokenizer = SyntheticEncoder.wordPieceTokenizer(vocab);
    return write(folder, tokenizer, vocab, labelOf, positions, tokenTypeIds, "bert", 0);
  }

  /** A SentencePiece Unigram token classifier (XLM-R-like: Metaspace, {@code <s>...</s>}). */
  static Path unigram(Path folder, List<String> pieces, Map<String, String> labelOf, int positions)
      throws IOException {
    List<String> vocab = new ArrayList<>(XLMR_SPECIALS);
    vocab.addAll(pieces);
    ObjectNode tokenizer = JSON.createObjectNode();
    tokenizer.put("version", "1.0");
    tokenizer.putNull("truncation");
    tokenizer.putNull("padding");
    tokenizer.set("added_tokens", addedTokens(XLMR_SPECIALS));
    tokenizer.putNull("normalizer");
    tokenizer
        .putObject("pre_tokenizer")
        .put("type", "Metaspace")
        .put("replacement", "▁")
        .put("prepend_scheme", "always")
        .put("split", true);
    ObjectNode post = tokenizer.putObject("post_processor");
    post.put("type", "RobertaProcessing");
    post.putArray("sep").add("</s>").add(2);
    post.putArray("cls").add("<s>").add(0);
    post.put("trim_offsets", true);
    post.put("add_prefix_space", true);
    tokenizer
        .putObject("decoder")
        .put("type", "Metaspace")
        .put("replacement", "▁")
        .put("prepend_scheme", "always")
        .put("split", true);
    ObjectNode model = tokenizer.putObject("model");
    model.put("type", "Unigram");
    model.put("unk_id", 3);
    model.put("byte_fallback", false);
    ArrayNode entries = model.putArray("vocab");
    for (int i = 0; i < vocab.size(); i++) {
      // Longer pieces score higher, so whole words win over their parts.
      entries.addArray().add(vocab.get(i)).add(i < 4 ? 0.0 : -10.0 + vocab.get(i).length());
    }
    return write(folder, tokenizer, vocab, labelOf, positions + 2, false, "xlm-roberta", 1);
  }

  /** The special tokens of a byte-level BPE (RoBERTa-like) vocabulary, ids 0 to 3. */
  static final List<String> ROBERTA_SPECIALS = List.of("<s>", "<pad>", "</s>", "<unk>");

  /**
   * A byte-level BPE token classifier (RoBERTa / RoBERTa-BNE-like: ByteLevel pre-tokenizer with a
   * prefix space, ByteLevel decoder, {@code <s>...</s>}, no {@code token_type_ids}). The vocabulary
   * holds the 256 byte symbols, then each of {@code words} as one token with its leading space
   * ({@code "Ġ"} + the word's UTF-8 bytes as symbols), then each of {@code pieces} as a token
   * without it, built by chains of merges that rank words before pieces, so a listed word is always
   * one token and a piece is merged only where no word applies. {@code labelOf} names tokens by
   * their text: {@code " Jean"} for a word, {@code "on"} for a piece.
   */
  static Path byteLevelBpe(
      Path folder,
      List<String> words,
      List<String> pieces,
      Map<String, String> labelOf,
      int positions)
      throws IOException {
    String[] byteSymbol = byteSymbols();
    List<String> vocab = new ArrayList<>(ROBERTA_SPECIALS);
    for (int b = 0; b < 256; b++) {
      vocab.add(byteSymbol[b]);
    }
    Map<String, String> labelOfSymbols = new LinkedHashMap<>();
    List<String> merges = new ArrayList<>();
    List<String> tokens = new ArrayList<>();
    words.forEach(w -> tokens.add(" " + w));
    tokens.addAll(pieces);
    for (String token : tokens) {
      StringBuilder symbols = new StringBuilder();
      for (byte b : token.getBytes(StandardCharsets.UTF_8)) {
        symbols.append(byteSymbol[b & 0xff]);
      }
      String merged = symbols.substring(0, 1);
      for (int i = 1; i < symbols.length(); i++) {
        String merge = merged + " " + symbols.charAt(i);
        merged += symbols.charAt(i);
        if (!merges.contains(merge)) {
          merges.add(merge);
          vocab.add(merged);
        }
      }
      if (labelOf.containsKey(token)) {
        labelOfSymbols.put(merged, labelOf.get(token));
      }
    }
    ObjectNode tokenizer = JSON.createObjectNode();
    tokenizer.put("version", "1.0");
    tokenizer.putNull("truncation");
    tokenizer.putNull("padding");
    tokenizer.set("added_tokens", addedTokens(ROBERTA_SPECIALS));
    tokenizer.putNull("normalizer");
    tokenizer
        .putObject("pre_tokenizer")
        .put("type", "ByteLevel")
        .put("add_prefix_space", true)
        .put("trim_offsets", true)
        .put("use_regex", true);
    ObjectNode post = tokenizer.putObject("post_processor");
    post.put("type", "RobertaProcessing");
    post.putArray("sep").add("</s>").add(2);
    post.putArray("cls").add("<s>").add(0);
    post.put("trim_offsets", true);
    post.put("add_prefix_space", true);
    tokenizer
        .putObject("decoder")
        .put("type", "ByteLevel")
        .put("add_prefix_space", true)
        .put("trim_offsets", true)
        .put("use_regex", true);
    ObjectNode model = tokenizer.putObject("model");
    model.put("type", "BPE");
    model.putNull("dropout");
    model.put("unk_token", "<unk>");
    model.putNull("continuing_subword_prefix");
    model.putNull("end_of_word_suffix");
    model.put("fuse_unk", false);
    model.put("byte_fallback", false);
    ObjectNode ids = model.putObject("vocab");
    for (int i = 0; i < vocab.size(); i++) {
      ids.put(vocab.get(i), i);
    }
    ArrayNode mergeList = model.putArray("merges");
    merges.forEach(mergeList::add);
    return write(folder, tokenizer, vocab, labelOfSymbols, positions + 2, false, "roberta", 1);
  }

  /**
   * GPT-2's reversible map from bytes to printable characters: printable Latin-1 bytes stand for
   * themselves, the others (controls, space) take the code points from 256 up, in byte order.
   */
  static String[] byteSymbols() {
    String[] symbols = new String[256];
    int next = 256;
    for (int b = 0; b < 256; b++) {
      boolean printable = (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || b >= 0xAE;
      symbols[b] = Character.toString(printable ? b : next++);
    }
    return symbols;
  }

  private static ArrayNode addedTokens(List<String> specials) {
    ArrayNode added = JSON.createArrayNode();
    for (int i = 0; i < specials.size(); i++) {
      added
          .addObject()
          .put("id", i)
          .put("content", specials.get(i))
          .put("single_word", false)
          .put("lstrip", false)
          .put("rstrip", false)
          .put("normalized", false)
          .put("special", true);
    }
    return added;
  }

  private static Path write(
      Path folder,
      ObjectNode tokenizer,
      List<String> vocab,
      Map<String, String> labelOf,
      int positions,
      boolean tokenTypeIds,
      String modelType,
      int padId)
      throws IOException {
    Files.createDirectories(folder);
    JSON.writeValue(folder.resolve("tokenizer.json").toFile(), tokenizer);
    ObjectNode config = JSON.createObjectNode();
    config.put("model_type", modelType);
    config.put("max_position_embeddings", positions);
    config.put("pad_token_id", padId);
    ObjectNode id2label = config.putObject("id2label");
    for (int i = 0; i < NER_LABELS.size(); i++) {
      id2label.put(String.valueOf(i), NER_LABELS.get(i));
    }
    JSON.writeValue(folder.resolve("config.json").toFile(), config);
    int labels = NER_LABELS.size();
    float[] table = new float[vocab.size() * labels];
    for (int v = 0; v < vocab.size(); v++) {
      String label = labelOf.getOrDefault(vocab.get(v), "O");
      int index = NER_LABELS.indexOf(label);
      if (index < 0) {
        throw new IllegalArgumentException(label);
      }
      table[v * labels + index] = 5f;
    }
    tokenClassifier(table, vocab.size(), labels, positions, tokenTypeIds)
        .write(folder.resolve("model.onnx"));
    return folder;
  }

  /**
   * logits = Gather(table, input_ids) + Gather(zero positions, Range(0, length)) [+ a zero table
   * gathered by token_type_ids].
   */
  static OnnxGraph tokenClassifier(
      float[] table, int vocab, int labels, int positions, boolean tokenTypeIds) {
    OnnxGraph g = new OnnxGraph();
    g.input("input_ids", OnnxGraph.INT64, "batch", "sequence");
    g.input("attention_mask", OnnxGraph.INT64, "batch", "sequence");
    if (tokenTypeIds) {
      g.input("token_type_ids", OnnxGraph.INT64, "batch", "sequence");
    }
    g.output("logits", OnnxGraph.FLOAT, "batch", "sequence", labels);
    String weights = g.floats(table, vocab, labels);
    String tokenLogits = g.node("Gather", weights, "input_ids");
    String shape = g.node("Shape", "input_ids");
    String length = g.node("Gather", shape, g.longs(new long[] {1}, new long[0]));
    String range =
        g.node(
            "Range",
            g.longs(new long[] {0}, new long[0]),
            length,
            g.longs(new long[] {1}, new long[0]));
    String positionTable = g.floats(new float[positions * labels], positions, labels);
    String positionLogits = g.node("Gather", positionTable, range);
    String sum = g.node("Add", tokenLogits, positionLogits);
    if (tokenTypeIds) {
      String typeTable = g.floats(new float[2 * labels], 2, labels);
      sum = g.node("Add", sum, g.node("Gather", typeTable, "token_type_ids"));
    }
    g.node("Identity", "logits", List.of(sum));
    return g;
  }

  /**
   * A note classifier over a WordPiece vocabulary: P(PHI) is high when any of the {@code phiWords}
   * occurs (ReduceMax over the sequence of a per-token logit table).
   */
  static Path noteClassifier(Path folder, List<String> vocabulary, List<String> phiWords)
      throws IOException {
    Path tokenizerSource = wordPiece(folder, vocabulary, Map.of(), 512, false);
    List<String> vocab = new ArrayList<>(BERT_SPECIALS);
    vocab.addAll(vocabulary);
    float[] table = new float[vocab.size() * 2];
    for (int v = 0; v < vocab.size(); v++) {
      table[v * 2 + 1] = phiWords.contains(vocab.get(v)) ? 4f : -4f;
    }
    OnnxGraph g = new OnnxGraph();
    g.input("input_ids", OnnxGraph.INT64, "batch", "sequence");
    g.input("attention_mask", OnnxGraph.INT64, "batch", "sequence");
    g.output("logits", OnnxGraph.FLOAT, "batch", 2);
    String perToken = g.node("Gather", g.floats(table, vocab.size(), 2), "input_ids");
    g.node(
        "ReduceMax",
        "logits",
        List.of(perToken),
        OnnxGraph.Attribute.ints("axes", 1),
        OnnxGraph.Attribute.of("keepdims", 0L));
    g.write(folder.resolve("model.onnx"));
    Map<String, Object> config = new LinkedHashMap<>();
    config.put("model_type", "bert");
    config.put("max_position_embeddings", 512);
    config.put("id2label", Map.of("0", "NO_PHI", "1", "PHI"));
    JSON.writeValue(tokenizerSource.resolve("config.json").toFile(), config);
    return folder;
  }
}
