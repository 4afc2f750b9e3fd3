package org.deid.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceSpecifier;
import org.deid.resolve.ConsensusAnnotator;
import org.deid.type.Phi;
import org.junit.jupiter.api.Test;

/** The default French and Spanish aggregates: what they run, and what they find. */
class DeidPipelineTest {

  private static Object consensusParameter(AnalysisEngineDescription aggregate, String name)
      throws Exception {
    for (ResourceSpecifier delegate : aggregate.getDelegateAnalysisEngineSpecifiers().values()) {
      if (delegate instanceof AnalysisEngineDescription engine
          && ConsensusAnnotator.class.getName().equals(engine.getAnnotatorImplementationName())) {
        // uimaFIT writes every parameter, defaults included, into the settings.
        return engine.getMetaData().getConfigurationParameterSettings().getParameterValue(name);
      }
    }
    throw new AssertionError("no consensus in the aggregate");
  }

  @Test
  void theQuorumIsTwoWithLoneFrenchNamesKeptUnlessTheUserSetsThem() throws Exception {
    for (String language : List.of("fr", "es")) {
      assertThat(
              consensusParameter(
                  DeidPipeline.createAnalysisDescription(language),
                  ConsensusAnnotator.PARAM_CONTEXTUAL_QUORUM))
          .isEqualTo(2);
    }
    assertThat(
            consensusParameter(
                DeidPipeline.createAnalysisDescription("fr"),
                ConsensusAnnotator.PARAM_LONE_NAMES_STAND))
        .isEqualTo(true);
    assertThat(
            consensusParameter(
                DeidPipeline.createAnalysisDescription("es"),
                ConsensusAnnotator.PARAM_LONE_NAMES_STAND))
        .isEqualTo(false);
    AnalysisEngineDescription chosen =
        DeidPipeline.createAnalysisDescription(
            "fr",
            Detector.availableFor("fr"),
            ConsensusAnnotator.PARAM_CONTEXTUAL_QUORUM,
            3,
            ConsensusAnnotator.PARAM_LONE_NAMES_STAND,
            false);
    assertThat(consensusParameter(chosen, ConsensusAnnotator.PARAM_CONTEXTUAL_QUORUM)).isEqualTo(3);
    assertThat(consensusParameter(chosen, ConsensusAnnotator.PARAM_LONE_NAMES_STAND))
        .isEqualTo(false);
  }

  @Test
  void theFrenchPipelineResolvesTheIdentifiersOfAFictitiousLetter() throws Exception {
    String text =
        "Lyon, le 12/04/2024\n"
            + "Cher confrère,\n"
            + "Je vous adresse Mme Nadia Benali, 47 ans, IPP 80456123, pour une dyspnée d'effort"
            + " sous bisoprolol.\n"
            + "Elle habite 8 rue Sala, 69002 Lyon (tél. 06 39 98 14 52).\n"
            + "Bien confraternellement,\n"
            + "Dr Paul Renaud\n";
    JCas jcas = JCasFactory.createText(text, "fr");
    SimplePipeline.runPipeline(jcas, DeidPipeline.createAnalysisDescription("fr"));
    List<String> resolved =
        jcas.select(Phi.class).map(p -> p.getCategory() + " " + p.getCoveredText()).toList();
    assertThat(resolved)
        .contains(
            "DATE 12/04/2024",
            "NAME Nadia",
            "NAME Benali",
            "AGE 47 ans",
            "ID 80456123",
            "CONTACT 06 39 98 14 52",
            "NAME Paul",
            "NAME Renaud")
        .anyMatch(p -> p.startsWith("LOCATION") && p.contains("rue Sala"))
        .noneMatch(p -> p.contains("bisoprolol") || p.contains("dyspnée"));
  }
}
