package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.cleartk.ml.jar.JarClassifierBuilder;
import org.deid.segment.ClinicalSegmenter;
import org.deid.type.Phi;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CrfAnnotatorTest {

  @TempDir static Path modelDir;

  /** Text, then gold spans as begin, end, label triples given by the covered strings. */
  private static final String[][] TRAINING = {
    {
      "Nombre: Juan Pérez.\nNHC: 1234567.\n",
      "Juan Pérez",
      "NOMBRE_SUJETO_ASISTENCIA",
      "1234567",
      "ID_SUJETO_ASISTENCIA"
    },
    {
      "Nombre: María García.\nNHC: 7654321.\n",
      "María García",
      "NOMBRE_SUJETO_ASISTENCIA",
      "7654321",
      "ID_SUJETO_ASISTENCIA"
    },
    {
      "Nombre: Pedro Ruiz.\nNHC: 5550001.\n",
      "Pedro Ruiz",
      "NOMBRE_SUJETO_ASISTENCIA",
      "5550001",
      "ID_SUJETO_ASISTENCIA"
    },
  };

  @BeforeAll
  static void trainTinyModel() throws Exception {
    AnalysisEngine engine =
        AnalysisEngineFactory.createEngine(
            AnalysisEngineFactory.createEngineDescription(
                ClinicalSegmenter.createDescription(),
                CrfAnnotator.createTrainingDescription(
                    modelDir.toFile(), CrfSuiteDataWriter.class)));
    for (String[] example : TRAINING) {
      JCas jcas = JCasFactory.createText(example[0], "es");
      JCas gold = jcas.createView("gold");
      gold.setDocumentText(example[0]);
      for (int i = 1; i < example.length; i += 2) {
        int begin = example[0].indexOf(example[i]);
        Phi phi = new Phi(gold, begin, begin + example[i].length());
        phi.setLabel(example[i + 1]);
        phi.addToIndexes();
      }
      engine.process(jcas);
    }
    engine.collectionProcessComplete();
    engine.destroy();
    JarClassifierBuilder.trainAndPackage(modelDir.toFile(), "c2=0.01", "max_iterations=100");
  }

  private static List<String> tag(String text) throws Exception {
    return tag(text, 0.0);
  }

  private static List<String> tag(String text, double outsideThreshold) throws Exception {
    JCas jcas = JCasFactory.createText(text, "es");
    SimplePipeline.runPipeline(
        jcas,
        ClinicalSegmenter.createDescription(),
        CrfAnnotator.createDescription(
            modelDir.toString(), CrfAnnotator.PARAM_OUTSIDE_THRESHOLD, outsideThreshold));
    return jcas.select(PhiCandidate.class).asList().stream()
        .map(
            c ->
                "[%d,%d]%s %s/%s/%s(%s) %s"
                    .formatted(
                        c.getBegin(),
                        c.getEnd(),
                        c.getLabel(),
                        c.getCategory(),
                        c.getSubtype(),
                        c.getRole(),
                        c.getSource(),
                        c.getCoveredText()))
        .toList();
  }

  @Test
  void tagsTheHeaderFieldsOfAnUnseenNote() throws Exception {
    assertThat(tag("Nombre: Ana López.\nNHC: 9876543.\n"))
        .containsExactly(
            "[8,17]NOMBRE_SUJETO_ASISTENCIA NAME//PATIENT(crf) Ana López",
            "[24,31]ID_SUJETO_ASISTENCIA ID/PATIENT_ID/(crf) 9876543");
  }

  @Test
  void aRecallBiasOnlyAddsPhiToTheBestPath() throws Exception {
    String text = "Nombre: Ana López.\nNHC: 9876543.\nAlergias: ninguna.\n";
    List<String> bestPath = tag(text, 0.0);
    List<String> biased = tag(text, 0.9999);
    BitSet covered = coverage(bestPath);
    BitSet more = coverage(biased);
    BitSet lost = (BitSet) covered.clone();
    lost.andNot(more);
    assertThat(lost.isEmpty()).as("positions the bias dropped").isTrue();
    assertThat(more.cardinality()).isGreaterThan(covered.cardinality());
  }

  /** The character positions the tagged candidates cover ("[b,e]..." strings). */
  private static BitSet coverage(List<String> tagged) {
    BitSet covered = new BitSet();
    for (String candidate : tagged) {
      String[] offsets = candidate.substring(1, candidate.indexOf(']')).split(",");
      covered.set(Integer.parseInt(offsets[0]), Integer.parseInt(offsets[1]));
    }
    return covered;
  }

  @Test
  void confidenceIsAProbability() throws Exception {
    JCas jcas = JCasFactory.createText("Nombre: Ana López.\n", "es");
    SimplePipeline.runPipeline(
        jcas,
        ClinicalSegmenter.createDescription(),
        CrfAnnotator.createDescription(modelDir.toString()));
    assertThat(jcas.select(PhiCandidate.class).asList())
        .isNotEmpty()
        .allSatisfy(c -> assertThat(c.getConfidence()).isBetween(0.5f, 1.0f));
  }

  @Test
  void oneModelPerLocationIsSharedAcrossEngines() throws Exception {
    assertThat(CrfModelFactory.load(modelDir.toString()))
        .isSameAs(CrfModelFactory.load(new File(modelDir.toFile(), "model.jar").getPath()));
  }
}
