package org.deid.detect.onnx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.segment.ClinicalSegmenter;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OnnxAnnotatorTest {

  private static final List<String> WORDS =
      List.of(
          "le", "patient", "vu", "par", "Dr", "Jean", "Dupont", "Hélène", "Müller", "Zoë", "à",
          "Paris", "Lyon", "Hôpital", "Édouard", "Herriot", ".", ",", "😀", "note", "Ñuñoa", "##s");

  private static final Map<String, String> LABELS =
      Map.ofEntries(
          Map.entry("Jean", "B-PER"),
          Map.entry("Dupont", "I-PER"),
          // No B- before these: the decoder must repair I- after O into a span.
          Map.entry("Hélène", "I-PER"),
          Map.entry("Müller", "I-PER"),
          Map.entry("Zoë", "B-PER"),
          Map.entry("Paris", "B-LOC"),
          Map.entry("Lyon", "B-LOC"),
          Map.entry("Ñuñoa", "B-LOC"),
          Map.entry("Hôpital", "B-ORG"),
          Map.entry("Édouard", "I-ORG"),
          Map.entry("Herriot", "I-ORG"));

  @TempDir Path temp;

  private static List<String> run(String text, AnalysisEngineDescription engine) throws Exception {
    JCas jcas = JCasFactory.createText(text, "fr");
    SimplePipeline.runPipeline(
        jcas, ClinicalSegmenter.createDescription(ClinicalSegmenter.PARAM_LANGUAGE, "fr"), engine);
    List<String> found = new ArrayList<>();
    for (PhiCandidate c : jcas.select(PhiCandidate.class)) {
      found.add(
          "["
              + c.getBegin()
              + ", "
              + c.getEnd()
              + "]"
              + c.getLabel()
              + "/"
              + c.getCategory()
              + "/"
              + c.getSubtype()
              + "/"
              + c.getSource()
              + " ("
              + c.getCoveredText()
              + ")");
    }
    return found;
  }

  @Test
  void wordPieceSpansSitOnExactOffsetsInAccentedAndMultiByteText() throws Exception {
    Path model = TinyModels.wordPiece(temp.resolve("wp"), WORDS, LABELS, 512, true);
    String text =
        "😀 le patient Hélène Müller vu à Ñuñoa 😀 par Dr Jean Dupont, Hôpital Édouard Herriot.";
    assertThat(run(text, OnnxAnnotator.createDescription(model.toString())))
        .containsExactly(
            "[14, 27]PER/NAME//onnx (Hélène Müller)",
            "[33, 38]LOC/LOCATION/LOCATION_OTHER/onnx (Ñuñoa)",
            "[49, 60]PER/NAME//onnx (Jean Dupont)",
            "[62, 85]ORG/LOCATION/ORGANIZATION/onnx (Hôpital Édouard Herriot)");
  }

  @Test
  void unigramSentencePieceSpansSitOnExactOffsets() throws Exception {
    List<String> pieces =
        List.of(
            "▁le",
            "▁patient",
            "▁vu",
            "▁par",
            "▁Jean",
            "▁Dupont",
            "▁Zoë",
            "▁à",
            "▁Paris",
            "▁Ly",
            "on",
            "▁😀",
            ".",
            ",",
            "▁");
    Map<String, String> labels =
        Map.of(
            "▁Jean", "B-PER", "▁Dupont", "I-PER", "▁Zoë", "B-PER", "▁Paris", "B-LOC", "▁Ly",
            "B-LOC", "on", "I-LOC");
    Path model = TinyModels.unigram(temp.resolve("spm"), pieces, labels, 512);
    String text = "😀 Zoë vu à Paris par Jean Dupont à Lyon.";
    assertThat(run(text, OnnxAnnotator.createDescription(model.toString())))
        .containsExactly(
            "[3, 6]PER/NAME//onnx (Zoë)",
            "[12, 17]LOC/LOCATION/LOCATION_OTHER/onnx (Paris)",
            "[22, 33]PER/NAME//onnx (Jean Dupont)",
            "[36, 40]LOC/LOCATION/LOCATION_OTHER/onnx (Lyon)");
  }

  @Test
  void aModelOf512PositionsReadsA20000TokenNoteWithoutLosingOrDuplicatingASpan() throws Exception {
    Path model = TinyModels.wordPiece(temp.resolve("wp512"), WORDS, LABELS, 512, false);
    StringBuilder text = new StringBuilder();
    List<String> expected = new ArrayList<>();
    int sentence = 0;
    int tokens = 0;
    while (tokens < 20_000) {
      // Sentences of varying length, so that names fall on every position of the windows.
      for (int i = 0; i < sentence % 7; i++) {
        text.append("le ");
        tokens++;
      }
      text.append("patient ");
      int begin = text.length();
      String name = sentence % 3 == 0 ? "Hélène Müller" : "Jean Dupont";
      text.append(name);
      expected.add("[" + begin + ", " + text.length() + "]PER (" + name + ")");
      text.append(" vu à ");
      begin = text.length();
      text.append("Paris");
      expected.add("[" + begin + ", " + text.length() + "]LOC (Paris)");
      text.append(" 😀.\n");
      tokens += 8;
      sentence++;
    }
    OnnxTagger tagger =
        new OnnxTagger(OnnxModel.load(new OnnxModel.Settings(model, 1, false, 0)), 0, 128, 4);
    assertThat(tagger.windowTokens()).isEqualTo(510);
    assertThat(
            OnnxModel.load(new OnnxModel.Settings(model, 1, false, 0))
                .tokenize(text.toString())
                .size())
        .isGreaterThanOrEqualTo(20_000);
    List<String> found =
        tagger.tag(text.toString()).stream()
            .map(
                s ->
                    "["
                        + s.begin()
                        + ", "
                        + s.end()
                        + "]"
                        + s.type()
                        + " ("
                        + text.substring(s.begin(), s.end())
                        + ")")
            .toList();
    assertThat(found).containsExactlyElementsOf(expected);
    // Smaller windows and a different stride give the same spans.
    OnnxTagger small =
        new OnnxTagger(OnnxModel.load(new OnnxModel.Settings(model, 1, false, 0)), 50, 17, 3);
    assertThat(small.tag(text.toString())).isEqualTo(tagger.tag(text.toString()));
  }

  @Test
  void oneSharedModelServesManyThreads() throws Exception {
    Path model = TinyModels.wordPiece(temp.resolve("wp-threads"), WORDS, LABELS, 512, false);
    OnnxModel shared = OnnxModel.load(new OnnxModel.Settings(model, 1, false, 0));
    assertThat(OnnxModel.load(new OnnxModel.Settings(model, 1, false, 0))).isSameAs(shared);
    List<String> texts = new ArrayList<>();
    for (int i = 0; i < 16; i++) {
      texts.add("le patient ".repeat(i * 37) + "Jean Dupont vu à Paris par Hélène Müller.");
    }
    OnnxTagger tagger = new OnnxTagger(shared, 64, 16, 2);
    List<List<OnnxTagger.TaggedSpan>> expected = new ArrayList<>();
    for (String text : texts) {
      expected.add(tagger.tag(text));
    }
    java.util.concurrent.ExecutorService pool =
        java.util.concurrent.Executors.newFixedThreadPool(4);
    try {
      List<java.util.concurrent.Future<List<OnnxTagger.TaggedSpan>>> results = new ArrayList<>();
      for (int round = 0; round < 4; round++) {
        for (String text : texts) {
          results.add(pool.submit(() -> tagger.tag(text)));
        }
      }
      for (int i = 0; i < results.size(); i++) {
        assertThat(results.get(i).get()).isEqualTo(expected.get(i % texts.size()));
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void labelsMapThroughAUserScheme() throws Exception {
    Path model = TinyModels.wordPiece(temp.resolve("wp-scheme"), WORDS, LABELS, 512, false);
    Path scheme = temp.resolve("my-ner.tsv");
    Files.writeString(scheme, "PER\tNAME\t-\tPATIENT\tboth\nLOC\tLOCATION\tCITY\t-\tboth\n");
    AnalysisEngineDescription engine =
        OnnxAnnotator.createDescription(
            model.toString(),
            OnnxAnnotator.PARAM_LABEL_SCHEME,
            scheme.toString(),
            OnnxAnnotator.PARAM_SOURCE,
            "camembert");
    // ORG is not in the user scheme: dropped.
    assertThat(run("Jean Dupont à Lyon, Hôpital Édouard Herriot.", engine))
        .containsExactly(
            "[0, 11]PER/NAME//camembert (Jean Dupont)",
            "[14, 18]LOC/LOCATION/CITY/camembert (Lyon)");
  }

  @Test
  void spansTakeTheWholeCtakesTokensTheyTouch() throws Exception {
    // "Dupont" inside the unknown word "Dupontel" is a sub-word match: the span takes the token.
    Path model = TinyModels.wordPiece(temp.resolve("wp-sub"), WORDS, LABELS, 512, false);
    assertThat(run("vu par Jeans .", OnnxAnnotator.createDescription(model.toString())))
        .containsExactly("[7, 12]PER/NAME//onnx (Jeans)");
  }

  @Test
  void confidenceIsTheMeanSoftmaxOfTheSpansWords() throws Exception {
    Path model = TinyModels.wordPiece(temp.resolve("wp-conf"), WORDS, LABELS, 512, false);
    JCas jcas = JCasFactory.createText("Jean Dupont", "fr");
    SimplePipeline.runPipeline(jcas, OnnxAnnotator.createDescription(model.toString()));
    double expected = Math.exp(5) / (Math.exp(5) + 6);
    assertThat(jcas.select(PhiCandidate.class).single().getConfidence())
        .isCloseTo((float) expected, org.assertj.core.data.Offset.offset(1e-5f));
  }

  @Test
  void aMissingModelFolderFailsWithTheParameterName() {
    assertThatThrownBy(
            () ->
                AnalysisEngineFactory.createEngine(
                    OnnxAnnotator.createDescription(temp.resolve("none").toString())))
        .isInstanceOf(ResourceInitializationException.class)
        .hasStackTraceContaining(OnnxAnnotator.PARAM_MODEL)
        .hasStackTraceContaining("model.onnx");
  }

  @Test
  void cudaOnACpuBuildFailsWithAClearError() throws Exception {
    Path model = TinyModels.wordPiece(temp.resolve("wp-cuda"), WORDS, LABELS, 512, false);
    assertThatThrownBy(
            () ->
                AnalysisEngineFactory.createEngine(
                    OnnxAnnotator.createDescription(
                        model.toString(), OnnxAnnotator.PARAM_CUDA, true)))
        .isInstanceOf(ResourceInitializationException.class)
        .hasStackTraceContaining("CUDA execution provider is not available")
        .hasStackTraceContaining("onnxruntime_gpu");
  }

  @Test
  void theTokenizerRunsOfflineFromTheJarsNativeLibrary() throws Exception {
    Path model = TinyModels.wordPiece(temp.resolve("wp-offline"), WORDS, LABELS, 512, false);
    OnnxModel.load(new OnnxModel.Settings(model, 0, false, 0)).tokenize("Jean");
    assertThat(System.getProperty("ai.djl.offline")).isEqualTo("true");
    try (Stream<Path> files = Files.walk(TinyModels.DJL_CACHE)) {
      assertThat(files.map(p -> p.getFileName().toString())).contains("libtokenizers.so");
    }
  }
}
