package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.Test;

class RegexAnnotatorTest {

  private static List<String> detect(String text, String language) throws Exception {
    JCas jcas = JCasFactory.createText(text, language);
    SimplePipeline.runPipeline(jcas, RegexAnnotator.createDescription(""));
    return JCasUtil.select(jcas, PhiCandidate.class).stream()
        .map(
            c ->
                "[%d,%d]%s/%s(%s) %s"
                    .formatted(
                        c.getBegin(),
                        c.getEnd(),
                        c.getCategory(),
                        c.getSubtype(),
                        c.getSource(),
                        c.getCoveredText()))
        .toList();
  }

  @Test
  void emailEndsBeforeTheSentencePeriod() throws Exception {
    assertThat(detect("Remitido por: E-mail: nnavcu@hotmail.com.", "es"))
        .containsExactly("[22,40]CONTACT/EMAIL(regex) nnavcu@hotmail.com");
  }

  @Test
  void emailWithDotsPlusAndSubdomains() throws Exception {
    assertThat(detect("Contact : jean-marc.dupont+crh@chu-lyon.aphp.fr, merci", "fr"))
        .containsExactly("[10,47]CONTACT/EMAIL(regex) jean-marc.dupont+crh@chu-lyon.aphp.fr");
  }

  @Test
  void urlWithoutItsClosingPunctuation() throws Exception {
    assertThat(detect("Voir https://www.chu-exemple.fr/services/cardio).", "fr"))
        .containsExactly("[5,47]CONTACT/URL(regex) https://www.chu-exemple.fr/services/cardio");
  }

  @Test
  void noEmailInClinicalShorthand() throws Exception {
    assertThat(detect("Paracétamol 1 g @ 8h, 12h et 20h. TA 12/8. Sat 98 % AA.", "fr")).isEmpty();
  }

  @Test
  void unknownLanguageFailsAtInitialisationWithItsName() {
    assertThatThrownBy(
            () ->
                AnalysisEngineFactory.createEngine(
                    RegexAnnotator.class, RegexAnnotator.PARAM_LANGUAGE, "de"))
        .isInstanceOf(ResourceInitializationException.class)
        .hasStackTraceContaining("'de'");
  }
}
