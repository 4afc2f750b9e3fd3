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
  void mergesRunsIntoTheirSortedOrder() {
    java.util.Random random = new java.util.Random(7);
    for (int n = 0; n < 2_000; n++) {
      int count = random.nextInt(40);
      long[] keys = new long[count + 3];
      for (int i = 0; i < count; i++) {
        keys[i] = random.nextInt(20);
      }
      // Runs, as the unordered iteration gives them, or none at all.
      int cut = count == 0 ? 0 : random.nextInt(count);
      if (random.nextBoolean()) {
        java.util.Arrays.sort(keys, 0, cut);
        java.util.Arrays.sort(keys, cut, count);
      }
      long[] expected = java.util.Arrays.copyOf(keys, count);
      java.util.Arrays.sort(expected);
      long[] sorted = TokenSpans.sortRuns(keys.clone(), count);
      assertThat(java.util.Arrays.copyOf(sorted, count)).isEqualTo(expected);
    }
  }

  @Test
  void aNoteWithoutTokensHasNoSpans() throws Exception {
    JCas jcas = JCasFactory.createText("no segmenter ran", "es");
    assertThat(TokenSpans.of(jcas)).isEmpty();
  }
}
