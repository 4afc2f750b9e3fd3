package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF_AND_LEXICON;
import static org.deid.resolve.TestClaims.LEXICON;
import static org.deid.resolve.TestClaims.claim;

import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class CapitalisedOrdinaryWordTest {

  private static final CapitalisedOrdinaryWord FR =
      new CapitalisedOrdinaryWord(new OrdinaryWords("fr"));

  @Test
  void anOrdinaryWordThatTheNoteAlsoWritesInLowerCaseIsNoPerson() {
    String report =
        "Le diagnostic de vascularite a été retenu. Elle a été traitée par corticoïdes, elle va"
            + " bien.";
    assertThat(FR.isOrdinaryWordWrittenInLowerCase(report, "Elle")).isTrue();
  }

  @Test
  void aSurnameAFirstNameOrACapitalisedWordNeverWrittenInLowerCaseStands() {
    // "Petit" is a surname: a petit nodule elsewhere does not make Petit an ordinary word.
    String note = "Revu par Petit ce jour : petit nodule stable. Appeler Sarra.";
    assertThat(FR.isOrdinaryWordWrittenInLowerCase(note, "Petit")).isFalse();
    assertThat(FR.isOrdinaryWordWrittenInLowerCase(note, "Sarra")).isFalse();
    assertThat(FR.isOrdinaryWordWrittenInLowerCase("Elle a été revue.", "Elle")).isFalse();
  }

  @Test
  void onlyAClaimOfTheLexiconAloneIsJudged() {
    String report = "Elle a été traitée par corticoïdes, elle va bien.";
    assertThat(FR.judge(claim(report, "Elle", PhiCategory.NAME, LEXICON)).isRefuted()).isTrue();
    // Near miss: a model also claims it ("Gemelo 1:" and "Pare:" are relatives).
    assertThat(FR.judge(claim(report, "Elle", PhiCategory.NAME, CRF_AND_LEXICON)))
        .isEqualTo(Verdict.NONE);
  }
}
