package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AcronymOfAThingTest {

  private static final AcronymOfAThing FR = new AcronymOfAThing(new OrdinaryWords("fr"));

  private static boolean acronym(String text, String name) {
    return FR.holdsAcronymOfAThing(text, name);
  }

  @Test
  void aWordInCapitalsThatTheTextWritesAfterAnArticleIsAnAcronym() {
    String report = "en time-domain (T-D OCT) est estimée à 174 um. Par contre, l'OCT montre";
    assertThat(acronym(report, "OCT")).isTrue();
    assertThat(acronym(report, "T-D OCT")).isTrue();
    assertThat(acronym("Bilan : la TSH, la T4 et le fer sérique. TSH normale", "TSH")).isTrue();
    // Initials or a surname in capitals take no article; "de la" opens a surname.
    assertThat(acronym("Cas 1: MF, 22 ans, G1P0. MF a consulté", "MF")).isFalse();
    assertThat(acronym("Mme DE LA FUENTE, vue avec M. de la FUENTE", "FUENTE")).isFalse();
  }

  @Test
  void anAcronymAfterAnArticleIsFoundAsTheWholeDocumentRegexFindsIt() {
    java.util.Random random = new java.util.Random(13);
    String[] pieces = {
      "l'", "L’", "la ", "de la ", "les ", "une ", "aux ", "OCT", "OCTA", "a", " ", "é"
    };
    for (int trial = 0; trial < 20_000; trial++) {
      StringBuilder text = new StringBuilder();
      for (int i = random.nextInt(6); i > 0; i--) {
        text.append(pieces[random.nextInt(pieces.length)]);
      }
      String document = text.toString();
      boolean expected =
          java.util.regex.Pattern.compile(AcronymOfAThing.ARTICLE + "OCT" + "(?![\\p{L}\\p{N}])")
              .matcher(document)
              .find();
      assertThat(AcronymOfAThing.writesAfterArticle(document, "OCT"))
          .as(document)
          .isEqualTo(expected);
    }
  }

  @Test
  void anArticleRightBeforeAPositionNamesAThingDeLaOpensASurname() {
    String note = "Contrôle par l'IRM demain; vue avec Mme de la Fuente.";
    assertThat(AcronymOfAThing.followsArticle(note, note.indexOf("IRM"))).isTrue();
    assertThat(AcronymOfAThing.followsArticle(note, note.indexOf("Fuente"))).isFalse();
  }
}
