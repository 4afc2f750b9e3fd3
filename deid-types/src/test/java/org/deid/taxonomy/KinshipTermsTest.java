package org.deid.taxonomy;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class KinshipTermsTest {

  @Test
  void kinshipNounsAndFamilyLinesAreKinshipExpressionsNamesBesideThemAreNot() {
    assertThat(KinshipTerms.isKinshipExpression("su hija")).isTrue();
    assertThat(KinshipTerms.isKinshipExpression("abuela paterna")).isTrue();
    // MEDDOCAN marks the line alone in "varios familiares por línea paterna".
    assertThat(KinshipTerms.isKinshipExpression("paterna")).isTrue();
    assertThat(KinshipTerms.isKinshipExpression("su hija Lucía")).isFalse();
    assertThat(KinshipTerms.isKinshipExpression("de la")).isFalse();
    // Catalan and Galician notes of Spanish hospitals, and OCR's zero for o.
    assertThat(KinshipTerms.isKinshipExpression("la germana")).isTrue();
    assertThat(KinshipTerms.isKinshipExpression("o seu fillo")).isTrue();
    assertThat(KinshipTerms.isKinshipExpression("su  hij0")).isTrue();
    assertThat(KinshipTerms.isKinshipExpression("ex  pareja")).isTrue();
    assertThat(KinshipTerms.isKinshipExpression("pare Joan")).isFalse();
  }

  @Test
  void aKinshipPhraseIsLowerCaseAndOfTheNotesLanguage() {
    assertThat(KinshipTerms.isKinshipPhrase("su madre", "es")).isTrue();
    assertThat(KinshipTerms.isKinshipPhrase("Su madre", "es")).isTrue();
    assertThat(KinshipTerms.isKinshipPhrase("sa fille", "fr")).isTrue();
    assertThat(KinshipTerms.isKinshipPhrase("hermana", "es")).isTrue();
    // Capitalised kinship words are names; another language's words are not the note's.
    for (String name : new String[] {"Nora", "Nieto", "Pareja", "PRIMO", "Madre", "Su Madre"}) {
      assertThat(KinshipTerms.isKinshipPhrase(name, "es")).as(name).isFalse();
    }
    assertThat(KinshipTerms.isKinshipPhrase("Cousin", "fr")).isFalse();
    assertThat(KinshipTerms.isKinshipPhrase("nora", "es")).isFalse();
    assertThat(KinshipTerms.isKinshipPhrase("sa fille", "es")).isFalse();
    assertThat(KinshipTerms.isKinshipPhrase("su madre", null)).isFalse();
    assertThat(KinshipTerms.isKinshipWord("mayor", "es")).isTrue();
    assertThat(KinshipTerms.isKinshipWord("Mayor", "es")).isFalse();
    // The detection's looser check is unchanged.
    assertThat(KinshipTerms.isKinshipExpression("Nora")).isTrue();
  }
}
