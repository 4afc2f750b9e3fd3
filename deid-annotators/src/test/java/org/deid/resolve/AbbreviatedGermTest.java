package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF;
import static org.deid.resolve.TestClaims.CRF_AND_TRIGGER;
import static org.deid.resolve.TestClaims.claim;

import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class AbbreviatedGermTest {

  private static boolean germ(String text, String name) {
    int begin = text.indexOf(name);
    return AbbreviatedGerm.isAbbreviatedGerm(text, begin, begin + name.length());
  }

  @Test
  void theInitialAndTheSpeciesOfAGermAreNoPersonAnInitialBeforeAWordIsOne() {
    String culture = "infection vaginale polymicrobienne à E. coli, Streptocoque et Klebsiella.";
    assertThat(germ(culture, "E.")).isTrue();
    assertThat(germ(culture, "coli")).isTrue();
    assertThat(germ("H. influenzae aux aminopenicillines et N.meningitidis", "N.")).isTrue();
    assertThat(germ("positive, Mycobacterium tuberculosis détectée", "Mycobacterium")).isTrue();
    // A patient named by initials, or a capitalised surname after an initial, is a person.
    assertThat(germ("Premier cas Mme T. est âgée de 29 ans", "T.")).isFalse();
    assertThat(germ("Vu par M. Coli ce jour", "Coli")).isFalse();
  }

  @Test
  void aGermsNameClaimedAsANameIsRefutedUnlessATriggerBacksIt() {
    AbbreviatedGerm germs = new AbbreviatedGerm();
    String culture = "Hémocultures positives à S. aureus sensible, revu par M. Dupont.";
    assertThat(germs.judge(claim(culture, "S. aureus", PhiCategory.NAME, CRF)).reason())
        .isEqualTo("the initial or the species of a germ");
    // Near misses: "M." of Monsieur before a surname, a trigger, another category.
    assertThat(germs.judge(claim(culture, "M. Dupont", PhiCategory.NAME, CRF)))
        .isEqualTo(Verdict.NONE);
    assertThat(germs.judge(claim(culture, "S. aureus", PhiCategory.NAME, CRF_AND_TRIGGER)))
        .isEqualTo(Verdict.NONE);
    assertThat(germs.judge(claim(culture, "S. aureus", PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
  }
}
