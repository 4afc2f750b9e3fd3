package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.deid.segment.ClinicalSegmenter;
import org.junit.jupiter.api.Test;

/**
 * The recall bias per position: higher at a capitalised word inside a line that the language does
 * not know, the common one at ordinary words, cell openers and eponyms, none at titles.
 */
class UnknownWordBiasTest {

  private static final double COMMON = 0.85;
  private static final double UNKNOWN = 0.95;
  private static final Set<String> SPANISH = Set.of("es");

  private static final String NOTE =
      "Ama de casa, orig. de Tepatitlán, vive en Jinámar con el Dr. Ruiz.\n"
          + "| Plaquetas | 198 |\n"
          + "Valorada por el Servicio de Neurología: encefalopatía de Gayet-Wernicke, signo de"
          + " Babinski.\n";

  @Test
  void unknownCapitalisedWordsInsideALineTakeTheHigherThreshold() throws Exception {
    JCas jcas = segmented(NOTE, "es");
    UnknownWordBias bias = new UnknownWordBias(COMMON, UNKNOWN, SPANISH);
    assertThat(thresholdOf(jcas, bias, "Tepatitlán")).isEqualTo(UNKNOWN);
    assertThat(thresholdOf(jcas, bias, "Jinámar")).isEqualTo(UNKNOWN);
    assertThat(thresholdOf(jcas, bias, "Ruiz")).isEqualTo(UNKNOWN);
  }

  @Test
  void ordinaryWordsCellOpenersAndEponymsKeepTheCommonOne() throws Exception {
    JCas jcas = segmented(NOTE, "es");
    UnknownWordBias bias = new UnknownWordBias(COMMON, UNKNOWN, SPANISH);
    assertThat(thresholdOf(jcas, bias, "Ama")).isEqualTo(COMMON); // a line's first word
    assertThat(thresholdOf(jcas, bias, "casa")).isEqualTo(COMMON); // lower case
    assertThat(thresholdOf(jcas, bias, "Plaquetas")).isEqualTo(COMMON); // a table cell's first
    assertThat(thresholdOf(jcas, bias, "Servicio")).isEqualTo(COMMON); // an ordinary word
    assertThat(thresholdOf(jcas, bias, "Neurología")).isEqualTo(COMMON);
    assertThat(thresholdOf(jcas, bias, "Gayet")).isEqualTo(COMMON); // hyphenated eponyms
    assertThat(thresholdOf(jcas, bias, "Wernicke")).isEqualTo(COMMON);
    assertThat(thresholdOf(jcas, bias, "Babinski")).isEqualTo(COMMON); // a gazetteer eponym
    assertThat(thresholdOf(jcas, bias, "Dr.")).isZero(); // a title is never promoted
  }

  @Test
  void noHigherThresholdWhereItIsOffOrTheBiasIsOffOrTheLanguageNotTaken() throws Exception {
    JCas spanish = segmented(NOTE, "es");
    assertThat(thresholdOf(spanish, new UnknownWordBias(COMMON, 0, SPANISH), "Tepatitlán"))
        .isEqualTo(COMMON);
    assertThat(thresholdOf(spanish, new UnknownWordBias(0, UNKNOWN, SPANISH), "Tepatitlán"))
        .isZero();
    assertThat(new UnknownWordBias(0, UNKNOWN, SPANISH).highestThreshold(spanish)).isZero();
    assertThat(new UnknownWordBias(COMMON, UNKNOWN, SPANISH).highestThreshold(spanish))
        .isEqualTo(UNKNOWN);
    assertThat(thresholdOf(spanish, new UnknownWordBias(COMMON, UNKNOWN, Set.of("fr")), "Jinámar"))
        .isEqualTo(COMMON);
    JCas english = segmented(NOTE, "en");
    UnknownWordBias noVocabulary = new UnknownWordBias(COMMON, UNKNOWN, Set.of("en"));
    assertThat(thresholdOf(english, noVocabulary, "Tepatitlán")).isEqualTo(COMMON);
    assertThat(noVocabulary.highestThreshold(english)).isEqualTo(COMMON);
  }

  private static JCas segmented(String text, String language) throws Exception {
    JCas jcas = JCasFactory.createText(text, language);
    SimplePipeline.runPipeline(jcas, ClinicalSegmenter.createDescription());
    return jcas;
  }

  /** The threshold at the first token with this text, its line to the note's end as sentence. */
  private static double thresholdOf(JCas jcas, UnknownWordBias bias, String word) {
    List<BaseToken> tokens =
        jcas.select(BaseToken.class).filter(t -> !t.getCoveredText().isBlank()).toList();
    // Tokens of the line holding the word, as the CRF sees a sentence.
    int at = -1;
    for (int i = 0; i < tokens.size() && at < 0; i++) {
      if (tokens.get(i).getCoveredText().equals(word)) {
        at = i;
      }
    }
    assertThat(at).as(word).isNotNegative();
    int lineStart = at;
    while (lineStart > 0
        && !jcas.getDocumentText()
            .substring(tokens.get(lineStart - 1).getEnd(), tokens.get(lineStart).getBegin())
            .contains("\n")) {
      lineStart--;
    }
    List<BaseToken> line = tokens.subList(lineStart, tokens.size());
    return bias.at(jcas, line).thresholdAt(at - lineStart);
  }
}
