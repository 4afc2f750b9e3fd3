package org.deid.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.analysis_engine.metadata.FixedFlow;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceSpecifier;
import org.deid.detect.crf.CrfAnnotator;
import org.deid.detect.crf.CrfModelFactory;
import org.deid.detect.crf.CrfModelSettings;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Trains a small CRF that reads the regex detector's candidates, and runs it in a pipeline. */
class CrfTrainingTest {

  @TempDir static Path temp;

  private static Path model;

  private static CrfTraining.Result result;

  private static final String[] PATIENTS = {
    "Juan Pérez", "María García", "Pedro Ruiz", "Lucía Romero", "Carlos Soto", "Elena Vidal"
  };

  @BeforeAll
  static void train() throws Exception {
    Path corpus = Files.createDirectories(temp.resolve("corpus"));
    for (int i = 0; i < PATIENTS.length; i++) {
      String phone = "91" + (1000000 + 7919 * i);
      String text =
          "Paciente: " + PATIENTS[i] + ".\nTeléfono: " + phone + ".\nRefiere dolor torácico.\n";
      int name = text.indexOf(PATIENTS[i]);
      int number = text.indexOf(phone);
      String ann =
          "T1\tNOMBRE_SUJETO_ASISTENCIA %d %d\t%s\nT2\tNUMERO_TELEFONO %d %d\t%s\n"
              .formatted(name, name + PATIENTS[i].length(), PATIENTS[i], number, number + 9, phone);
      Files.writeString(corpus.resolve("n" + i + ".txt"), text, StandardCharsets.UTF_8);
      Files.writeString(corpus.resolve("n" + i + ".ann"), ann, StandardCharsets.UTF_8);
    }
    model = temp.resolve("model");
    result =
        CrfTraining.train(
            new CrfTraining.Settings(
                "es",
                List.of(corpus),
                "meddocan",
                model,
                CrfTraining.Backend.CRFSUITE_JNI,
                0.0,
                0.01,
                50,
                List.of("regex")));
  }

  @Test
  void theModelJarRecordsItsSchemeAndCandidateFeatures() throws Exception {
    assertThat(result.documents()).isEqualTo(PATIENTS.length);
    assertThat(CrfModelFactory.settings(model.toString()))
        .contains(new CrfModelSettings("meddocan", List.of("regex")));
    assertThat(Files.readString(model.resolve(CrfTraining.SETTINGS_FILE)))
        .contains("\"candidateSources\": [\"regex\"]");
  }

  @Test
  void theCrfsRecallBiasIsSetOnTheBuiltPipeline() throws Exception {
    AnalysisEngineDescription pipeline =
        DeidPipeline.createAnalysisDescription(
            "es", List.of(Detector.REGEX, Detector.CRF), Map.of(Detector.CRF, model.toString()));
    assertThat(
            DeidPipeline.setDelegateParameter(
                pipeline, CrfAnnotator.class, CrfAnnotator.PARAM_OUTSIDE_THRESHOLD, 0.5))
        .isEqualTo(1);
    AnalysisEngineDescription crf =
        pipeline.getDelegateAnalysisEngineSpecifiers().values().stream()
            .map(AnalysisEngineDescription.class::cast)
            .filter(d -> d.getAnnotatorImplementationName().equals(CrfAnnotator.class.getName()))
            .findFirst()
            .orElseThrow();
    assertThat(
            crf.getMetaData()
                .getConfigurationParameterSettings()
                .getParameterValue(CrfAnnotator.PARAM_OUTSIDE_THRESHOLD))
        .isEqualTo(0.5);
    JCas jcas = JCasFactory.createText("Paciente: Ana López.\nTeléfono: 915550123.\n", "es");
    SimplePipeline.runPipeline(jcas, pipeline);
    assertThat(jcas.select(PhiCandidate.class).filter(c -> c.getSource().equals("crf")).count())
        .isPositive();
  }

  @Test
  void aPipelineWithoutTheModelsInputsIsRefusedByName() {
    assertThatThrownBy(
            () ->
                DeidPipeline.createAnalysisDescription(
                    "es", List.of(Detector.CRF), Map.of(Detector.CRF, model.toString())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("reads the candidates of regex")
        .hasMessageContaining("add regex");
  }

  @Test
  void theInputsRunFirstWhateverTheOrderGiven() throws Exception {
    AnalysisEngineDescription pipeline =
        DeidPipeline.createAnalysisDescription(
            "es", List.of(Detector.CRF, Detector.REGEX), Map.of(Detector.CRF, model.toString()));
    List<String> flow =
        List.of(
            ((FixedFlow) pipeline.getAnalysisEngineMetaData().getFlowConstraints()).getFixedFlow());
    Map<String, ResourceSpecifier> delegates = pipeline.getDelegateAnalysisEngineSpecifiers();
    List<String> engines =
        flow.stream()
            .map(key -> ((AnalysisEngineDescription) delegates.get(key)))
            .map(AnalysisEngineDescription::getAnnotatorImplementationName)
            .map(name -> name.substring(name.lastIndexOf('.') + 1))
            .toList();
    assertThat(engines.indexOf("RegexAnnotator")).isLessThan(engines.indexOf("CrfAnnotator"));
    JCas jcas = JCasFactory.createText("Paciente: Ana López.\nTeléfono: 915550123.\n", "es");
    SimplePipeline.runPipeline(jcas, pipeline);
    List<String> crf =
        jcas.select(PhiCandidate.class)
            .filter(c -> c.getSource().equals("crf"))
            .map(c -> c.getLabel() + " " + c.getCoveredText())
            .toList();
    assertThat(crf).contains("NUMERO_TELEFONO 915550123");
  }
}
