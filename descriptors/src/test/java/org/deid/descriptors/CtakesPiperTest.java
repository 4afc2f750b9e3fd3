package org.deid.descriptors;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.ctakes.core.pipeline.PipelineBuilder;
import org.apache.ctakes.core.pipeline.PiperFileReader;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.textspan.Sentence;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceSpecifier;
import org.apache.uima.resource.metadata.NameValuePair;
import org.deid.pipeline.DeidPipeline;
import org.deid.type.NotePhiProbability;
import org.deid.type.Phi;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped piper files run inside cTAKES as a cTAKES user runs them: cTAKES's own {@code
 * PiperFileReader} loads its default tokenizer pipeline, then deid's file, on a bundled example
 * note. deid reuses cTAKES's sentences and tokens, finds the PHI and writes the rewritten view.
 */
class CtakesPiperTest {

  private static final String CTAKES_TOKENIZER =
      "org/apache/ctakes/core/pipeline/DefaultTokenizerPipeline.piper";

  private static AnalysisEngineDescription piperPipeline(String... piperFiles) throws Exception {
    PiperFileReader reader = new PiperFileReader();
    for (String piper : piperFiles) {
      assertThat(reader.loadPipelineFile(piper)).as(piper).isTrue();
    }
    PipelineBuilder builder = reader.getBuilder();
    return builder.getAnalysisEngineDesc();
  }

  @Test
  void theSpanishPiperFindsThePhiOfAnExampleOnCtakesTokens() throws Exception {
    String text = Files.readString(Path.of("../examples/es/receta.txt"), StandardCharsets.UTF_8);

    JCas tokenizedOnly = JCasFactory.createText(text, "es");
    SimplePipeline.runPipeline(tokenizedOnly, piperPipeline(CTAKES_TOKENIZER));
    List<int[]> ctakesTokens = spans(tokenizedOnly.select(BaseToken.class).asList());
    List<int[]> ctakesSentences = spans(tokenizedOnly.select(Sentence.class).asList());
    assertThat(ctakesTokens).hasSizeGreaterThan(50);

    JCas jcas = JCasFactory.createText(text, "es");
    SimplePipeline.runPipeline(
        jcas, piperPipeline(CTAKES_TOKENIZER, "org/deid/desc/ctakes/DeidSpanish.piper"));

    // deid's segmenter kept cTAKES's tokens and sentences: same spans, none added.
    assertThat(spans(jcas.select(BaseToken.class).asList()))
        .usingElementComparator(CtakesPiperTest::compare)
        .containsExactlyElementsOf(ctakesTokens);
    assertThat(spans(jcas.select(Sentence.class).asList()))
        .usingElementComparator(CtakesPiperTest::compare)
        .containsExactlyElementsOf(ctakesSentences);

    List<Phi> phi = jcas.select(Phi.class).asList();
    assertThat(phi).isNotEmpty();
    Set<String> categories = new HashSet<>();
    phi.forEach(p -> categories.add(p.getCategory()));
    assertThat(categories).contains("NAME", "DATE");
    JCas rewritten = jcas.getView("deid");
    for (Phi found : phi) {
      // The default policy keeps ages under 90, sexes and countries.
      boolean kept =
          List.of("AGE", "SEX").contains(found.getCategory())
              || "COUNTRY".equals(found.getSubtype());
      if (found.getCoveredText().length() >= 4 && !kept) {
        assertThat(rewritten.getDocumentText())
            .as("a PHI of category %s is rewritten", found.getCategory())
            .doesNotContain(found.getCoveredText());
      }
    }
    assertThat(rewritten.select(Phi.class).asList()).hasSameSizeAs(phi);
  }

  @TempDir Path temp;

  /** The lines docs/transformer.md gives a cTAKES user, with models built by the test. */
  @Test
  void theOnnxLinesOfTheDocsRunInCtakes() throws Exception {
    Path tagger = TinyOnnxModels.tokenClassifier(temp.resolve("onnx-model"));
    Path classifier = TinyOnnxModels.noteClassifier(temp.resolve("note-classifier"));
    Path piper = temp.resolve("deid-onnx.piper");
    Files.writeString(
        piper,
        String.join(
            "\n",
            "add org.deid.segment.ClinicalSegmenter segmenterLanguage=es",
            "add org.deid.detect.regex.RegexAnnotator regexLanguage=es",
            "add org.deid.detect.onnx.OnnxAnnotator onnxModel="
                + tagger
                + " onnxLabelScheme=wikiner onnxThreads=1",
            "add org.deid.detect.onnx.NotePhiClassifierAnnotator noteClassifierModel=" + classifier,
            "add org.deid.resolve.ConsensusAnnotator consensusContextualQuorum=1",
            ""));
    JCas jcas = JCasFactory.createText("Paciente remitido por el Dr Pérez.", "es");
    SimplePipeline.runPipeline(jcas, piperPipeline(CTAKES_TOKENIZER, piper.toString()));
    assertThat(
            jcas.select(PhiCandidate.class)
                .filter(c -> c.getSource().equals("onnx"))
                .map(c -> c.getCoveredText() + "/" + c.getCategory())
                .toList())
        .containsExactly("Pérez/NAME");
    assertThat(jcas.select(NotePhiProbability.class).single().getProbability()).isEqualTo(0.5f);
    assertThat(jcas.select(Phi.class).map(Phi::getCoveredText).toList()).contains("Pérez");
  }

  @Test
  void deidParameterNamesAreDistinctAcrossComponentsSoCtakesSetReachesOne() throws Exception {
    for (String language : List.of("fr", "es")) {
      Map<String, String> owner = new HashMap<>();
      AnalysisEngineDescription aggregate = DeidPipeline.createAnalysisDescription(language);
      for (Map.Entry<String, ResourceSpecifier> delegate :
          aggregate.getDelegateAnalysisEngineSpecifiers().entrySet()) {
        AnalysisEngineDescription engine = (AnalysisEngineDescription) delegate.getValue();
        String component = engine.getAnnotatorImplementationName();
        if (!component.startsWith("org.deid.")) {
          continue;
        }
        for (NameValuePair pair :
            engine.getMetaData().getConfigurationParameterSettings().getParameterSettings()) {
          String name = pair.getName();
          if (isClearTkSetting(name)) {
            continue; // the CRF's ClearTK base-class settings, written on its add line
          }
          String previous = owner.putIfAbsent(name, component);
          assertThat(previous)
              .as("%s: parameter %s of %s is also %s's", language, name, component, previous)
              .isNull();
        }
      }
    }
  }

  private static boolean isClearTkSetting(String name) {
    return name.equals("isTraining")
        || name.equals("classifierFactoryClassName")
        || name.equals("dataWriterFactoryClassName");
  }

  private static List<int[]> spans(List<? extends org.apache.uima.jcas.tcas.Annotation> list) {
    return list.stream().map(a -> new int[] {a.getBegin(), a.getEnd()}).toList();
  }

  private static int compare(int[] a, int[] b) {
    return a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]);
  }
}
