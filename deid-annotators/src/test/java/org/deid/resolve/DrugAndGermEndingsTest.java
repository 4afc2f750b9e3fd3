package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class DrugAndGermEndingsTest {

  @Test
  void findsTheEndingsOfDrugsAndGerms() {
    assertThat(DrugAndGermEndings.endsWithOne("amoxicilline")).isTrue();
    assertThat(DrugAndGermEndings.endsWithOne("omeprazol")).isTrue();
    assertThat(DrugAndGermEndings.endsWithOne("ondansetrón")).isTrue();
    assertThat(DrugAndGermEndings.endsWithOne("klebsiella")).isTrue();
    assertThat(DrugAndGermEndings.endsWithOne("lidocaïne")).isTrue();
    assertThat(DrugAndGermEndings.endsWithOne("dupont")).isFalse();
    assertThat(DrugAndGermEndings.endsWithOne("mabel")).isFalse();
    assertThat(DrugAndGermEndings.endsWithOne("")).isFalse();
  }

  @Test
  void agreesWithTheRegularExpressionOnRandomWords() {
    String[] pieces = {
      "a",
      "á",
      "e",
      "é",
      "i",
      "í",
      "ï",
      "o",
      "ó",
      "y",
      "n",
      "m",
      "c",
      "l",
      "s",
      "t",
      "b",
      "r",
      "z",
      "p",
      "k",
      "K",
      "İ",
      "ı",
      "-",
      "\n",
      "\u2028",
      "cill",
      "ine",
      "mab",
      "azol",
      "sart",
      "setr",
      "caï",
      "ca",
      "na",
      "bacter",
      "ella",
      "dipin",
      "statin",
      "zépam",
      "coc",
      "ococci",
      "profène",
      "méthasone",
      "tript",
      "án",
      "ón"
    };
    Random random = new Random(13);
    for (int n = 0; n < 300_000; n++) {
      StringBuilder word = new StringBuilder();
      int count = random.nextInt(6);
      for (int k = 0; k < count; k++) {
        word.append(pieces[random.nextInt(pieces.length)]);
      }
      String lower = word.toString().toLowerCase(java.util.Locale.ROOT);
      assertThat(NonPhiEvidence.endsLikeDrugOrGerm(lower))
          .as(lower)
          .isEqualTo(NonPhiEvidence.DRUG_OR_GERM.matcher(lower).matches());
    }
  }
}
