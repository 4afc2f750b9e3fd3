package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.LEXICON;
import static org.deid.resolve.TestClaims.claim;

import java.util.List;
import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class LoneNameInProseTest {

  private static boolean inProse(String text, String name) {
    int begin = text.indexOf(name);
    return LoneNameInProse.sitsInProse(text, begin, begin + name.length());
  }

  @Test
  void aNameInsideASentenceOfLowerCaseProseIsAWordOfMedicine() {
    assertThat(inProse("le développement d'un réseau Moya formé de fines anastomoses", "Moya"))
        .isTrue();
    assertThat(inProse("de haut risque selon Fletcher, exprimant les CD34", "Fletcher")).isTrue();
    assertThat(
            inProse("a révélé la présence de Candida Albicans. Le diagnostic", "Candida Albicans"))
        .isTrue();
    assertThat(
            inProse("facilement réveillable (Richmond Agitation Sedation Scale à -2)", "Richmond"))
        .isFalse(); // a capitalised word follows: the run is judged whole
  }

  @Test
  void aNameAfterARelativeParAvecChezALineStartOrInCapitalsIsNoProse() {
    assertThat(inProse("Appeler sa fille Nadia au numéro indiqué", "Nadia")).isFalse();
    assertThat(inProse("Elle vit avec la fille de Roux, à domicile", "Roux")).isFalse();
    assertThat(inProse("patiente adressée par Fletcher pour bilan", "Fletcher")).isFalse();
    assertThat(inProse("hébergée chez Karim depuis mars", "Karim")).isFalse();
    assertThat(inProse("Compte rendu\nFletcher a été revu ce jour", "Fletcher")).isFalse();
    assertThat(inProse("Équipe de garde : interne DURAND, externe", "DURAND")).isFalse();
    assertThat(inProse("hôpital militaire d'instruction Mohammed V de Rabat", "Mohammed"))
        .isFalse();
  }

  @Test
  void aLoneGazetteerNameInProseFallsUnlessAModelsNameSharesItsSentence() throws Exception {
    LoneNameInProse prose = new LoneNameInProse();
    String report = "de haut risque selon Fletcher, exprimant les CD34";
    assertThat(prose.judge(claim(report, "Fletcher", PhiCategory.NAME, LEXICON)).reason())
        .isEqualTo("a lone gazetteer name in lower-case prose");

    // A model's name in the same sentence keeps the lone one: the sentence names persons.
    String note = "Patient vu par Jean Dupont ce matin, puis selon Fletcher à revoir.";
    List<Claim> claims =
        TestClaims.note(
            note, "Jean Dupont", PhiCategory.NAME, "crf", "Fletcher", PhiCategory.NAME, "lexicon");
    assertThat(prose.judge(claims.get(1))).isEqualTo(Verdict.NONE);
    List<Claim> alone = TestClaims.note(note, "Fletcher", PhiCategory.NAME, "lexicon");
    assertThat(prose.judge(alone.get(0)).isRefuted()).isTrue();
    // Near misses: after a title, or claimed by a model too.
    String titled = "de haut risque selon Dr Fletcher, exprimant les CD34";
    assertThat(prose.judge(claim(titled, "Fletcher", PhiCategory.NAME, LEXICON)))
        .isEqualTo(Verdict.NONE);
    assertThat(prose.judge(claim(report, "Fletcher", PhiCategory.NAME, TestClaims.CRF_AND_LEXICON)))
        .isEqualTo(Verdict.NONE);
  }
}
