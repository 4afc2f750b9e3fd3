package org.deid.segment;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WordSpacingTest {

  private static final String SCANNED =
      "Vive  c0n  su  esposa  en  Utebo;  dos  hijos  en  Huesca.  Trabajó  c0m0  limpiad0ra"
          + "  en  el  Ayuntamient0  de  Sanlúcar.\nFecha  nac.:  14-1O-1961       Tfno.:  956";

  private static final String TYPED =
      "NHC 5528196   NDIAYE DIOP, Aminata  M  44 años\nVive con su esposa en Utebo; dos hijos en"
          + " Huesca. Trabajó como limpiadora en el Ayuntamiento de Sanlúcar de Barrameda.";

  @Test
  void aScannedNoteWithDoubledBlanksNeedsThreeForAColumnGap() {
    assertThat(WordSpacing.columnGapBlanks(SCANNED)).isEqualTo(3);
  }

  @Test
  void aTypedNoteWithAFewDoubledBlanksBetweenFieldsKeepsTwo() {
    assertThat(WordSpacing.columnGapBlanks(TYPED)).isEqualTo(2);
  }

  @Test
  void theVerdictKeptForTheLastTextIsNeverAnotherText() {
    // Texts in turn, equal copies among them: each answer is the one counted afresh.
    String[] texts = {SCANNED, TYPED, new String(SCANNED), TYPED, SCANNED, "", new String(TYPED)};
    for (String text : texts) {
      assertThat(WordSpacing.isDoublySpaced(text)).isEqualTo(WordSpacing.judge(text));
      assertThat(WordSpacing.isDoublySpaced(text)).isEqualTo(WordSpacing.judge(text));
    }
    assertThat(WordSpacing.isDoublySpaced(SCANNED)).isTrue();
    assertThat(WordSpacing.isDoublySpaced(TYPED)).isFalse();
  }

  @Test
  void aShortNoteIsReadTheUsualWay() {
    assertThat(WordSpacing.columnGapBlanks("Edad  44  años  Sexo  M")).isEqualTo(2);
  }
}
