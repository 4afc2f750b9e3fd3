package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
import org.apache.ctakes.typesystem.type.syntax.PunctuationToken;
import org.apache.ctakes.typesystem.type.syntax.WordToken;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.deid.segment.ClinicalSegmenter;
import org.junit.jupiter.api.Test;

class TokenSpansTest {

  @Test
  void givesTheOffsetsOfTheOrderedIterationWithoutNewlines() throws Exception {
    JCas jcas =
        JCasFactory.createText(
            "Paciente: Juan Pérez, 45 años.\nNHC 12345 - ingresó el 3/4/2020 en Madrid.\n\nFin",
            "es");
    SimplePipeline.runPipeline(jcas, ClinicalSegmenter.createDescription());
    // Tokens of several types over one span, and nested ones, as a segmenter never makes.
    new WordToken(jcas, 0, 8).addToIndexes();
    new PunctuationToken(jcas, 0, 9).addToIndexes();
    new WordToken(jcas, 2, 4).addToIndexes();
    List<String> expected =
        jcas.select(BaseToken.class).asList().stream()
            .filter(t -> !(t instanceof NewlineToken))
            .map(t -> t.getBegin() + "-" + t.getEnd())
            .toList();
    List<String> spans = TokenSpans.of(jcas).stream().map(s -> s[0] + "-" + s[1]).toList();
    assertThat(expected).hasSizeGreaterThan(20);
    assertThat(spans).isEqualTo(expected);
  }

  @Test
  void aNoteWithoutTokensHasNoSpans() throws Exception {
    JCas jcas = JCasFactory.createText("no segmenter ran", "es");
    assertThat(TokenSpans.of(jcas)).isEmpty();
  }
}
