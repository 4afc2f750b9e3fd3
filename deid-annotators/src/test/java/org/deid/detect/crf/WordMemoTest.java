package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.textspan.Sentence;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.junit.jupiter.api.Test;

/**
 * The words' memos ({@link WordMemo}: value rows and own attributes replayed) give each token of
 * real notes the attribute ids and values, in order, that the names the encoder writes give ({@link
 * AttributeNameSink}, no memo, no cache), with one word table for all the notes and the Spanish and
 * French models taking turns on it (a memo made under one model is never read under the other).
 */
class WordMemoTest {

  @Test
  void replaysWhatTheLookUpsGive() throws Exception {
    List<CrfSuiteModel> models = new ArrayList<>();
    List<Set<String>> sources = new ArrayList<>();
    for (String location : List.of(CrfAnnotator.SPANISH_MODEL, CrfAnnotator.FRENCH_MODEL)) {
      models.add(((CrfSuiteClassifier) CrfModelFactory.load(location)).model());
      sources.add(Set.copyOf(CrfModelFactory.settings(location).orElseThrow().candidateSources()));
    }
    AnalysisEngine engine = CrfTestNotes.segmenterAndRules("es");
    TokenWords words = new TokenWords();
    int[] replayed = new int[models.size()];
    int sentences = 0;
    for (Path note :
        CrfTestNotes.notes(Path.of("../examples/es"), Path.of("../corpus/es-dev/brat/test"))) {
      JCas jcas = JCasFactory.createText(Files.readString(note, StandardCharsets.UTF_8), "es");
      engine.process(jcas);
      for (int m = 0; m < models.size(); m++) {
        CrfSuiteModel model = models.get(m);
        PhiTokenFeatures memoised = new PhiTokenFeatures(jcas, sources.get(m), words);
        PhiTokenFeatures plain = new PhiTokenFeatures(jcas, sources.get(m));
        for (Sentence sentence : jcas.select(Sentence.class)) {
          List<BaseToken> tokens = memoised.tokensCoveredBy(sentence.getBegin(), sentence.getEnd());
          if (tokens.isEmpty()) {
            continue;
          }
          List<List<String>> ids = new ArrayList<>();
          int turn = m;
          memoised.extract(
              tokens,
              new CrfAttributeSink(model, new CrfLattice(model, tokens.size())) {
                @Override
                public boolean startWord(TokenWords.Word word) {
                  boolean extract = super.startWord(word);
                  replayed[turn] += extract ? 0 : 1;
                  return extract;
                }

                @Override
                void accept(int attribute, double value) {
                  while (ids.size() <= position()) {
                    ids.add(new ArrayList<>());
                  }
                  ids.get(position()).add(attribute + "=" + value);
                }
              });
          AttributeNameSink names = new AttributeNameSink(model);
          plain.extract(tokens, names);
          assertThat(ids).as("attribute ids of a sentence of %s", note).isEqualTo(names.ids);
          sentences++;
        }
      }
    }
    assertThat(sentences).isGreaterThan(100);
    // Most words were met before, under each model.
    assertThat(replayed[0]).isGreaterThan(1000);
    assertThat(replayed[1]).isGreaterThan(1000);
  }
}
