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
}
