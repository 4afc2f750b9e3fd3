package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class DrugAndGermEndingsTest {

  /**
   * The stems as the regular expression that the endings replaced (formerly {@code
   * NonPhiEvidence.DRUG_OR_GERM}): the reference the list is compared with.
   */
  static final Pattern DRUG_OR_GERM =
      Pattern.compile(
          "(?i).*(?:cill?ine|cilina|m[iy]cine|micina|cycline|ciclina|floxacine?|floxacino|oxacine"
              + "|azole?|prazol|conazol|olol|pril|sartan|sart[áa]n|statine?|statina|grel|parine"
              + "|parina|kacine|kacina|citabine|citabina|darabine|tarabine|tarabina|mab|tinib|zomib|platine?|platino|rubicine?|rubicina|tidine?|tidina|setron"
              + "|setr[óo]n|dronate?|dronato|gliptine?|gliptina|phosphamide|fosfamida|navir|ciclovir"
              + "|clovir|triptan|tript[áa]n|lukast|coxib|dipine?|dipino|thiazide|tiazida|zépam"
              + "|zepam|azépam|barbital|amine|amina|profène|profeno|caïne|ca[íi]na|semide|semida"
              + "|sone|sona|solone|solona|méthasone|metasona|diol|coque|coco|coccus|bacter|bacterium"
              + "|bacteria|monas|siella|monella|shigella|legionella|moraxella|gardnerella|ococci|plasma"
              + "|mycose|micosis|virus|bartonella|coxiella|chlamydias?|chlamidias?|clamidias?"
              + "|antrone|antrona)");

  @Test
  void findsTheEndingsOfDrugsAndGerms() {
    assertThat(DrugAndGermEndings.endsWithOne("amoxicilline")).isTrue();
    assertThat(DrugAndGermEndings.endsWithOne("omeprazol")).isTrue();
    assertThat(DrugAndGermEndings.endsWithOne("ondansetrón")).isTrue();
    assertThat(DrugAndGermEndings.endsWithOne("klebsiella")).isTrue();
    assertThat(DrugAndGermEndings.endsWithOne("lidocaïne")).isTrue();
    assertThat(DrugAndGermEndings.endsWithOne("citomegalovirus")).isTrue();
    assertThat(DrugAndGermEndings.endsWithOne("bartonella")).isTrue();
    assertThat(DrugAndGermEndings.endsWithOne("chlamidias")).isTrue();
    assertThat(DrugAndGermEndings.endsWithOne("mitoxantrone")).isTrue();
    assertThat(DrugAndGermEndings.endsWithOne("virués")).isFalse();
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
      assertThat(DrugAndGermEndings.endsLikeDrugOrGerm(lower))
          .as(lower)
          .isEqualTo(DRUG_OR_GERM.matcher(lower).matches());
    }
  }
}
