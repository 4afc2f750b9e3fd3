package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
import org.apache.ctakes.typesystem.type.textspan.Sentence;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.deid.detect.crf.CrfStages.RecordedSentence;
import org.junit.jupiter.api.Test;

/** The public halves of the CRF detector cover every token of every sentence, once. */
class CrfStagesTest {

  @Test
  void theFeatureAndTaggingHalvesCoverEveryTokenOfEverySentence() throws Exception {
    JCas jcas =
        JCasFactory.createText(
            "Nombre: Rosa María Fernández Gil.\nNHC: 4839201.\nFecha de ingreso: 12/03/2016.\n",
            "es");
    CrfTestNotes.segmenterAndRules("es").process(jcas);
    List<List<BaseToken>> sentences = new ArrayList<>();
    for (Sentence sentence : jcas.select(Sentence.class)) {
      List<BaseToken> tokens =
          jcas.select(BaseToken.class)
              .coveredBy(sentence)
              .filter(t -> !(t instanceof NewlineToken))
              .toList();
      if (!tokens.isEmpty()) {
        sentences.add(tokens);
      }
    }
    int tokenCount = sentences.stream().mapToInt(List::size).sum();
    assertThat(sentences).hasSize(3);
    assertThat(tokenCount).isEqualTo(17);

    CrfStages stages = CrfStages.forModel(CrfAnnotator.SPANISH_MODEL);
    List<RecordedSentence> recorded = stages.record(jcas, sentences);
    assertThat(recorded).extracting(RecordedSentence::length).containsExactly(7, 4, 6);
    // Several model attributes a token (shape, affixes, window, candidates...), never none.
    assertThat(recorded)
        .allSatisfy(s -> assertThat(s.attributeCount()).isGreaterThan(3 * s.length()));

    assertThat(stages.features(List.of(jcas), List.of(sentences))).isEqualTo(tokenCount);
    assertThat(stages.tagging(recorded, 0.85)).isEqualTo(tokenCount);
  }
}
