package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.deid.type.Phi;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.Test;

class ConsensusAnnotatorTest {

  private static void candidate(
      JCas jcas, int begin, int end, String category, String source, float confidence) {
    PhiCandidate candidate = new PhiCandidate(jcas, begin, end);
    candidate.setCategory(category);
    candidate.setSource(source);
    candidate.setConfidence(confidence);
    candidate.addToIndexes();
  }

  private static List<String> resolve(JCas jcas) throws Exception {
    SimplePipeline.runPipeline(jcas, ConsensusAnnotator.createDescription());
    return JCasUtil.select(jcas, Phi.class).stream()
        .map(
            p ->
                "[%d,%d]%s %s %s"
                    .formatted(
                        p.getBegin(),
                        p.getEnd(),
                        p.getCategory(),
                        List.of(p.getSources().toArray()),
                        p.getCoveredText()))
        .toList();
  }

  @Test
  void overlappingCandidatesBecomeOnePhiWithTheMostConfidentLabelAndAllSources() throws Exception {
    JCas jcas = JCasFactory.createText("Vu par le Dr Jean Dupont le 3 mars.", "fr");
    candidate(jcas, 13, 17, "NAME", "lexicon", 0.6f);
    candidate(jcas, 13, 24, "NAME", "crf", 0.9f);
    candidate(jcas, 18, 24, "LOCATION", "lexicon", 0.3f);
    candidate(jcas, 28, 34, "DATE", "regex", 0.95f);
    assertThat(resolve(jcas))
        .containsExactly("[13,24]NAME [crf, lexicon] Jean Dupont", "[28,34]DATE [regex] 3 mars");
  }

  @Test
  void adjacentCandidatesStaySeparate() throws Exception {
    JCas jcas = JCasFactory.createText("28036 Madrid", "es");
    candidate(jcas, 0, 5, "LOCATION", "regex", 0.9f);
    candidate(jcas, 5, 12, "LOCATION", "lexicon", 0.8f);
    assertThat(resolve(jcas))
        .containsExactly("[0,5]LOCATION [regex] 28036", "[5,12]LOCATION [lexicon]  Madrid");
  }

  @Test
  void noCandidateNoPhi() throws Exception {
    JCas jcas = JCasFactory.createText("Sin hallazgos.", "es");
    assertThat(resolve(jcas)).isEmpty();
  }
}
