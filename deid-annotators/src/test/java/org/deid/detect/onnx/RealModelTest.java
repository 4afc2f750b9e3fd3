package org.deid.detect.onnx;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.deid.segment.ClinicalSegmenter;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Runs a real exported model when {@code DEID_ONNX_TEST_MODEL} names its folder (e.g. a CamemBERT
 * or XLM-R NER model exported with optimum, labels PER/LOC/ORG/MISC unless {@code
 * DEID_ONNX_TEST_SCHEME} names another scheme); skipped otherwise. Nothing is downloaded.
 */
class RealModelTest {

  @Test
  void aRealModelFindsTheNamesAndPlacesOfANote() throws Exception {
    String folder = System.getenv("DEID_ONNX_TEST_MODEL");
    Assumptions.assumeTrue(
        folder != null && !folder.isBlank(),
        "DEID_ONNX_TEST_MODEL is not set: no real ONNX model to test (see docs/transformer.md)");
    Assumptions.assumeTrue(
        Files.isDirectory(Path.of(folder)), "DEID_ONNX_TEST_MODEL=" + folder + " is not a folder");
    String scheme = System.getenv().getOrDefault("DEID_ONNX_TEST_SCHEME", "wikiner");
    String text =
        "Le patient Jean Dupont, né à Lyon, a été adressé par le Dr Marie Martin à l'hôpital"
            + " Édouard Herriot. "
            + "Suivi prévu à Marseille avec Mme Sophie Bernard. 😀\n".repeat(400);
    JCas jcas = JCasFactory.createText(text, "fr");
    SimplePipeline.runPipeline(
        jcas,
        ClinicalSegmenter.createDescription(ClinicalSegmenter.PARAM_LANGUAGE, "fr"),
        OnnxAnnotator.createDescription(folder, OnnxAnnotator.PARAM_LABEL_SCHEME, scheme));
    List<String> covered = new ArrayList<>();
    for (PhiCandidate candidate : jcas.select(PhiCandidate.class)) {
      assertThat(candidate.getCoveredText()).isEqualTo(candidate.getCoveredText().strip());
      assertThat(candidate.getConfidence()).isBetween(0f, 1f);
      covered.add(candidate.getCoveredText());
    }
    assertThat(covered).contains("Jean Dupont", "Lyon");
    // The repeated sentence spans many windows: each of its names is found once per sentence.
    assertThat(covered.stream().filter(c -> c.contains("Sophie Bernard")).count()).isEqualTo(400);
  }
}
