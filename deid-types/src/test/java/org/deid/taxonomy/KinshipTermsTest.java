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
  }
}
