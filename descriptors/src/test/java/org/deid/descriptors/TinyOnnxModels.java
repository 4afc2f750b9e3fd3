package org.deid.descriptors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.deid.detect.onnx.graph.OnnxGraph;
import org.deid.detect.onnx.graph.SyntheticEncoder;

/**
 * Model folders for the ONNX descriptors, built on the spot (nothing is downloaded): a small random
 * token classifier, and a note classifier with two labels on the same tokenizer.
 */
final class TinyOnnxModels {

  private static final SyntheticEncoder.Sizes TINY = new SyntheticEncoder.Sizes(1, 16, 2, 32, 64);

  private TinyOnnxModels() {}

  /**
   * A token classifier on the synthetic encoder's tokenizer and labels whose logits tag the word
   * "Pérez" as B-PER and every other token O, whatever the context.
   */
  static Path tokenClassifier(Path folder) throws IOException {
    useFolderForNativeLibraries(folder);
    SyntheticEncoder.write(folder, TINY, List.of("Paciente", "Dr", "Pérez"), 7);
    JsonNode vocab =
        new ObjectMapper()
            .readTree(folder.resolve("tokenizer.json").toFile())
            .path("model")
            .path("vocab");
    int labels = SyntheticEncoder.LABELS.size();
    float[] table = new float[vocab.size() * labels];
    for (var entry : (Iterable<Map.Entry<String, JsonNode>>) vocab::fields) {
      int label = entry.getKey().equals("Pérez") ? SyntheticEncoder.LABELS.indexOf("B-PER") : 0;
      table[entry.getValue().asInt() * labels + label] = 5f;
    }
    OnnxGraph graph = new OnnxGraph();
    graph.input("input_ids", OnnxGraph.INT64, "batch", "sequence");
    graph.input("attention_mask", OnnxGraph.INT64, "batch", "sequence");
    graph.output("logits", OnnxGraph.FLOAT, "batch", "sequence", labels);
    graph.node("Gather", "logits", List.of(graph.floats(table, vocab.size(), labels), "input_ids"));
    graph.write(folder.resolve("model.onnx"));
    return folder;
  }

  /** A classifier whose PHI logit is the highest of its tokens' (ReduceMax over the sequence). */
  static Path noteClassifier(Path folder) throws IOException {
    useFolderForNativeLibraries(folder);
    SyntheticEncoder.write(folder, TINY, List.of("Paciente", "Dr", "Pérez"), 7);
    int vocabulary =
        new ObjectMapper()
            .readTree(folder.resolve("tokenizer.json").toFile())
            .path("model")
            .path("vocab")
            .size();
    float[] table = new float[vocabulary * 2];
    OnnxGraph graph = new OnnxGraph();
    graph.input("input_ids", OnnxGraph.INT64, "batch", "sequence");
    graph.input("attention_mask", OnnxGraph.INT64, "batch", "sequence");
    graph.output("logits", OnnxGraph.FLOAT, "batch", 2);
    String perToken = graph.node("Gather", graph.floats(table, vocabulary, 2), "input_ids");
    graph.node(
        "ReduceMax",
        "logits",
        List.of(perToken),
        OnnxGraph.Attribute.ints("axes", 1),
        OnnxGraph.Attribute.of("keepdims", 0L));
    graph.write(folder.resolve("model.onnx"));
    new ObjectMapper()
        .writeValue(
            folder.resolve("config.json").toFile(),
            Map.of(
                "model_type",
                "bert",
                "max_position_embeddings",
                64,
                "id2label",
                Map.of("0", "NO_PHI", "1", "PHI")));
    return folder;
  }

  /** DJL unpacks its native tokenizer from its jar into this test's folder, never the network. */
  private static void useFolderForNativeLibraries(Path folder) {
    System.setProperty("DJL_CACHE_DIR", folder.resolveSibling("djl-cache").toString());
    System.setProperty("ai.djl.offline", "true");
  }
}
