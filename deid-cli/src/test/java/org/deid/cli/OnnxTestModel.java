package org.deid.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.deid.detect.onnx.graph.OnnxGraph;

/**
 * A tiny ONNX token classifier for command-line tests: a WordPiece vocabulary of the test notes'
 * words, and logits that tag Juan Pérez as a person and Madrid as a place, whatever the context.
 */
final class OnnxTestModel {

  private static final List<String> LABELS = List.of("O", "B-PER", "I-PER", "B-LOC", "I-LOC");

  private static final Map<String, Integer> TAGS = Map.of("Juan", 1, "Pérez", 2, "Madrid", 3);

  private OnnxTestModel() {}

  static Path write(Path folder) throws IOException {
    System.setProperty("DJL_CACHE_DIR", folder.resolveSibling("djl-cache").toString());
    List<String> vocab =
        new ArrayList<>(List.of("[PAD]", "[UNK]", "[CLS]", "[SEP]", "Juan", "Pérez", "Madrid"));
    vocab.addAll(List.of("Paciente", ":", ",", "45", "años", ".", "Correo", "Visto", "en", "el"));
    Files.createDirectories(folder);
    Map<String, Object> vocabulary = new LinkedHashMap<>();
    for (int i = 0; i < vocab.size(); i++) {
      vocabulary.put(vocab.get(i), i);
    }
    List<Map<String, Object>> added = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      added.add(
          Map.of(
              "id",
              i,
              "content",
              vocab.get(i),
              "single_word",
              false,
              "lstrip",
              false,
              "rstrip",
              false,
              "normalized",
              false,
              "special",
              true));
    }
    Map<String, Object> tokenizer = new LinkedHashMap<>();
    tokenizer.put("version", "1.0");
    tokenizer.put("added_tokens", added);
    tokenizer.put("pre_tokenizer", Map.of("type", "BertPreTokenizer"));
    tokenizer.put(
        "post_processor",
        Map.of("type", "BertProcessing", "sep", List.of("[SEP]", 3), "cls", List.of("[CLS]", 2)));
    tokenizer.put(
        "model",
        Map.of(
            "type",
            "WordPiece",
            "unk_token",
            "[UNK]",
            "continuing_subword_prefix",
            "##",
            "max_input_chars_per_word",
            100,
            "vocab",
            vocabulary));
    ObjectMapper json = new ObjectMapper();
    json.writeValue(folder.resolve("tokenizer.json").toFile(), tokenizer);
    Map<String, String> id2label = new LinkedHashMap<>();
    for (int i = 0; i < LABELS.size(); i++) {
      id2label.put(String.valueOf(i), LABELS.get(i));
    }
    json.writeValue(
        folder.resolve("config.json").toFile(),
        Map.of("model_type", "bert", "max_position_embeddings", 512, "id2label", id2label));
    float[] table = new float[vocab.size() * LABELS.size()];
    for (int v = 0; v < vocab.size(); v++) {
      table[v * LABELS.size() + TAGS.getOrDefault(vocab.get(v), 0)] = 5f;
    }
    OnnxGraph graph = new OnnxGraph();
    graph.input("input_ids", OnnxGraph.INT64, "batch", "sequence");
    graph.output("logits", OnnxGraph.FLOAT, "batch", "sequence", LABELS.size());
    graph.node(
        "Gather", "logits", List.of(graph.floats(table, vocab.size(), LABELS.size()), "input_ids"));
    graph.write(folder.resolve("model.onnx"));
    return folder;
  }
}
