package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.cleartk.ml.Feature;
import org.deid.segment.ClinicalSegmenter;
import org.junit.jupiter.api.Test;

class PhiTokenFeaturesTest {

  /** The features of every token of the text, each as "name=value" strings, by token text. */
  private static List<List<String>> features(String text) throws Exception {
    JCas jcas = JCasFactory.createText(text, "es");
    SimplePipeline.runPipeline(jcas, ClinicalSegmenter.createDescription());
    List<BaseToken> tokens = new ArrayList<>();
    for (BaseToken token : jcas.select(BaseToken.class)) {
      if (!(token instanceof NewlineToken)) {
        tokens.add(token);
      }
    }
    List<List<String>> all = new ArrayList<>();
    for (List<Feature> token : new PhiTokenFeatures(jcas, Set.of()).extract(tokens)) {
      all.add(token.stream().map(f -> f.getName() + "=" + f.getValue()).toList());
    }
    return all;
  }

  @Test
  void eachFieldOfAHeaderLineKnowsItsOwnKey() throws Exception {
    // Tokens: Paciente : Ana Gil [gap] NHC : 1234567 [gap] Edad : 44
    List<List<String>> tokens = features("Paciente: Ana Gil   NHC: 1234567   Edad: 44\n");
    assertThat(tokens.get(2)).contains("nkey=paciente", "nkey1=paciente", "key1v=paciente");
    assertThat(tokens.get(3)).contains("nkey=paciente", "nkey2=paciente", "gapR=1");
    assertThat(tokens.get(4)).contains("gapL=1").noneMatch(f -> f.startsWith("nkey"));
    assertThat(tokens.get(6)).contains("nkey=nhc", "key1v=paciente");
    assertThat(tokens.get(9)).contains("nkey=edad");
  }

  @Test
  void aWrappedLineReadsAsTheLineUnwrapped() throws Exception {
    // An export hard-wraps inside the place name, once with an indent: the cues must not see it.
    assertThat(features("Vive en Mollet\ndel\n   Vallès con su hija, Nombre: Ana Gil.\n"))
        .isEqualTo(features("Vive en Mollet del Vallès con su hija, Nombre: Ana Gil.\n"));
  }

  @Test
  void aFieldOnItsOwnLineStartsALine() throws Exception {
    // Tokens: Paciente : Ana Gil [break] Edad : 44
    List<List<String>> tokens = features("Paciente: Ana Gil\nEdad: 44\n");
    assertThat(tokens.get(4))
        .contains("lstart=1", "key1k=edad")
        .noneMatch(f -> f.equals("nkey=paciente"));
    assertThat(features("Paciente: Ana Gil\nEdad: 44\n"))
        .isNotEqualTo(features("Paciente: Ana Gil Edad: 44\n"));
  }

  @Test
  void aSentenceHasNoKeyAndNoGap() throws Exception {
    assertThat(features("Refiere dolor desde ayer.\n"))
        .allSatisfy(
            token ->
                assertThat(token)
                    .noneMatch(f -> f.startsWith("nkey") || f.startsWith("gap"))
                    .noneMatch(f -> f.startsWith("key")));
  }

  @Test
  void shapeIsClearTksCharacterCategoryPattern() {
    // Every character alone, then words mixing categories, repeats and surrogate pairs.
    StringBuilder all = new StringBuilder();
    for (int c = Character.MIN_VALUE; c <= Character.MAX_VALUE; c++) {
      String word = String.valueOf((char) c);
      assertThat(PhiTokenFeatures.shape(word)).isEqualTo(PhiTokenFeatures.clearTkShape(word));
      all.append((char) c);
    }
    for (String word :
        List.of(
            "",
            "Madrid",
            "MADRID",
            "28-03-2019",
            "Dr.",
            "jean-pierre",
            "O'Neil",
            "12ºC",
            "\uD83D\uDE00ok",
            "İstanbul",
            "a\u0301b",
            all.toString())) {
      assertThat(PhiTokenFeatures.shape(word)).isEqualTo(PhiTokenFeatures.clearTkShape(word));
    }
    assertThat(PhiTokenFeatures.shape("Madrid")).isEqualTo("LuLl");
  }
}
