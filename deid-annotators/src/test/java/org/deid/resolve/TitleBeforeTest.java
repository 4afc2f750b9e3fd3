package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF;
import static org.deid.resolve.TestClaims.claim;

import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class TitleBeforeTest {

  @Test
  void aTitleRightBeforeANameOnItsLineUpholdsIt() {
    TitleBefore titles = new TitleBefore();
    String note = "Vue par le Dr jacquet ce jour. Sra. Toledo informada.";
    assertThat(titles.judge(claim(note, "jacquet", PhiCategory.NAME, CRF)))
        .isEqualTo(Verdict.upheld("a title before the name"));
    assertThat(titles.judge(claim(note, "Toledo", PhiCategory.NAME, CRF)).isFinal()).isTrue();
    // Near misses: a title on the line before, a word ending like a title, a place.
    String split = "Adressée par le Dr\nToledo pour avis";
    assertThat(titles.judge(claim(split, "Toledo", PhiCategory.NAME, CRF))).isEqualTo(Verdict.NONE);
    String word = "sous ADN Toledo";
    assertThat(titles.judge(claim(word, "Toledo", PhiCategory.NAME, CRF))).isEqualTo(Verdict.NONE);
    assertThat(titles.judge(claim(note, "Toledo", PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
  }

  @Test
  void aTitleGluedByOcrIsFoundRightBeforeTheName() {
    String note = "Patiente MmeDupont vue ce jour, madameDupont";
    assertThat(TitleBefore.isGluedBefore(note, note.indexOf("Dupont"))).isTrue();
    assertThat(TitleBefore.isGluedBefore("la PoseDupont", 8)).isFalse();
  }
}
