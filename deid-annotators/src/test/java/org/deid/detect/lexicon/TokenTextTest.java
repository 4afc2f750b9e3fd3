package org.deid.detect.lexicon;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.deid.segment.Abbreviations;
import org.deid.segment.ClinicalTokenizer;
import org.deid.segment.TokenSpan;
import org.junit.jupiter.api.Test;

/** The gazetteer entries and case tests that a document's tokens keep for the finders. */
class TokenTextTest {

  private static final String TEXT =
      "Vive en Santiago de Compostela con su hija, camarera de pisos.\nHOSPITAL Clínico";

  private static TokenText doc(Gazetteer gazetteer) {
    List<TokenSpan> tokens = new ClinicalTokenizer(Abbreviations.forLanguage("es")).tokenize(TEXT);
    char[] folded = TextFolding.fold(TEXT);
    String[] words = new String[tokens.size()];
    for (int i = 0; i < words.length; i++) {
      words[i] =
          new String(folded, tokens.get(i).begin(), tokens.get(i).end() - tokens.get(i).begin());
    }
    return new TokenText(gazetteer, TEXT, folded, tokens, words);
  }

  private static int token(TokenText doc, String word) {
    for (int i = 0; i < doc.size(); i++) {
      if (doc.word(i).equals(word)) {
        return i;
      }
    }
    throw new AssertionError(word);
  }

  @Test
  void contextKindsAreTheGazetteersWordLists() {
    for (String language : Gazetteer.LANGUAGES) {
      Gazetteer gazetteer = Gazetteer.forLanguage(language);
      TokenText doc = doc(gazetteer);
      for (ContextKind kind : ContextKind.values()) {
        for (int i = 0; i < doc.size(); i++) {
          assertThat(doc.is(kind, i))
              .as("%s %s %s", language, kind, doc.word(i))
              .isEqualTo(gazetteer.is(kind, doc.word(i)));
        }
        for (String word : gazetteer.contextWords(kind)) {
          assertThat(Gazetteer.isOf(gazetteer.contextKinds(word), kind)).as(word).isTrue();
        }
      }
      assertThat(doc.is(ContextKind.PARTICLE, -1)).isFalse();
      assertThat(doc.is(ContextKind.PARTICLE, doc.size())).isFalse();
    }
  }

  @Test
  void entriesAreTheGazetteerWalkOfEachTokenShortestFirst() {
    Gazetteer gazetteer = Gazetteer.forLanguage("es");
    TokenText doc = doc(gazetteer);
    BitSet ends = new BitSet();
    for (int i = 0; i < doc.size(); i++) {
      ends.set(doc.token(i).end());
    }
    char[] folded = TextFolding.fold(TEXT);
    for (int pass = 0; pass < 2; pass++) { // the second pass reads the kept entries
      for (int i = 0; i < doc.size(); i++) {
        List<String> walked = new ArrayList<>();
        gazetteer.matchesFrom(
            folded,
            doc.token(i).begin(),
            ends,
            gazetteer.newReader(),
            m -> walked.add(m.end() + ":" + m.flags()));
        List<String> kept = new ArrayList<>();
        for (int k = 0; k < doc.entryCount(i); k++) {
          kept.add(doc.entryEnd(i, k) + ":" + doc.entryFlags(i, k));
        }
        assertThat(kept).as("token %d", i).isEqualTo(walked);
      }
    }
    int santiago = token(doc, "santiago");
    long[] flags = new long[1];
    assertThat(doc.longestEntry(santiago, Gazetteer.CITY, flags))
        .isEqualTo(token(doc, "compostela"));
    assertThat(flags[0] & Gazetteer.CITY).isNotZero();
    assertThat(doc.longestEntry(token(doc, "camarera"), Gazetteer.PROFESSION, flags))
        .isEqualTo(token(doc, "pisos"));
    assertThat(doc.longestEntry(token(doc, "con"), Gazetteer.PLACE, flags)).isEqualTo(-1);
  }

  @Test
  void caseTestsPerToken() {
    TokenText doc = doc(Gazetteer.forLanguage("es"));
    int hospital = token(doc, "hospital");
    assertThat(doc.isCapitalised(hospital)).isTrue();
    assertThat(doc.isAllCaps(hospital)).isTrue();
    assertThat(doc.isCapitalised(token(doc, "clinico"))).isTrue();
    assertThat(doc.isAllCaps(token(doc, "clinico"))).isFalse();
    assertThat(doc.isCapitalised(token(doc, "vive"))).isTrue();
    assertThat(doc.isCapitalised(token(doc, "en"))).isFalse();
    assertThat(doc.isAllCaps(token(doc, "."))).isFalse(); // punctuation is no word
    assertThat(doc.isCapitalised(-1)).isFalse();
    assertThat(doc.isAllCaps(doc.size())).isFalse();
  }
}
