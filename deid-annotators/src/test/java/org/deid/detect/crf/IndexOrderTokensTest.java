package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
import org.apache.ctakes.typesystem.type.syntax.WordToken;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The tokens read unordered and sorted ({@link IndexOrderTokens}) are those of the ordered
 * iteration, in its order, on real notes and where two tokens begin together; the categories of the
 * candidates covering each token, found from them, are those {@code indexCovered} gives.
 */
class IndexOrderTokensTest {

  @ParameterizedTest
  @CsvSource({
    "es, classpath:org/deid/detect/crf/es/model.jar, ../examples/es, ../corpus/es-dev/brat/test",
    "fr, classpath:org/deid/detect/crf/fr/model.jar, ../examples/fr, ../corpus/fr-dev/brat/test"
  })
  void sameTokensAndCandidatesAsTheIndex(
      String language, String modelLocation, String examples, String test) throws Exception {
    Set<String> sources =
        Set.copyOf(CrfModelFactory.settings(modelLocation).orElseThrow().candidateSources());
    AnalysisEngine engine = CrfTestNotes.segmenterAndRules(language);
    int categorised = 0;
    for (Path note : CrfTestNotes.notes(Path.of(examples), Path.of(test))) {
      JCas jcas = JCasFactory.createText(Files.readString(note, StandardCharsets.UTF_8), language);
      engine.process(jcas);
      List<BaseToken> ordered = jcas.select(BaseToken.class).toList();
      assertSame(IndexOrderTokens.read(jcas), ordered);
      // The categories as the features found them before, through indexCovered.
      List<BaseToken> positioned =
          ordered.stream().filter(t -> !(t instanceof NewlineToken)).toList();
      List<Set<String>> expected = new ArrayList<>();
      positioned.forEach(t -> expected.add(null));
      Map<PhiCandidate, List<BaseToken>> covered =
          JCasUtil.indexCovered(jcas, PhiCandidate.class, BaseToken.class);
      for (Map.Entry<PhiCandidate, List<BaseToken>> entry : covered.entrySet()) {
        PhiCandidate candidate = entry.getKey();
        if (!sources.contains(candidate.getSource()) || candidate.getCategory() == null) {
          continue;
        }
        boolean first = true;
        for (BaseToken token : entry.getValue()) {
          int position = positioned.indexOf(token);
          if (position >= 0) {
            if (expected.get(position) == null) {
              expected.set(position, new TreeSet<>());
            }
            expected.get(position).add((first ? "B-" : "I-") + candidate.getCategory());
          }
          first = false;
        }
      }
      PhiTokenFeatures features = new PhiTokenFeatures(jcas, sources);
      for (int p = 0; p < positioned.size(); p++) {
        assertThat(features.candidateCategories(p))
            .as("categories of token %d of %s", p, note)
            .isEqualTo(expected.get(p));
        categorised += expected.get(p) == null ? 0 : 1;
      }
    }
    assertThat(categorised).isGreaterThan(100);
  }

  @Test
  void tokensBeginningTogetherAreReadInOrder() throws Exception {
    JCas jcas = JCasFactory.createText("Ana Gil", "es");
    new WordToken(jcas, 4, 7).addToIndexes();
    new WordToken(jcas, 0, 3).addToIndexes();
    new NewlineToken(jcas, 3, 4).addToIndexes();
    new WordToken(jcas, 0, 7).addToIndexes();
    assertSame(IndexOrderTokens.read(jcas), jcas.select(BaseToken.class).toList());
    assertThat(IndexOrderTokens.read(jcas).tokens[0].getEnd()).isEqualTo(7);
  }

  private static void assertSame(IndexOrderTokens tokens, List<BaseToken> ordered) {
    assertThat(tokens.tokens).hasSize(ordered.size());
    for (int k = 0; k < ordered.size(); k++) {
      assertThat(tokens.tokens[k]).isSameAs(ordered.get(k));
      assertThat(tokens.begins[k]).isEqualTo(ordered.get(k).getBegin());
      assertThat(tokens.ends[k]).isEqualTo(ordered.get(k).getEnd());
    }
  }
}
