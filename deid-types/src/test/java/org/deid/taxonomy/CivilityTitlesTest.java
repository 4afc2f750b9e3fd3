package org.deid.taxonomy;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CivilityTitlesTest {

  @Test
  void titlesWithOrWithoutTheirDotAreTitlesABareInitialAndNamesAreNot() {
    assertThat(CivilityTitles.isTitle("M.")).isTrue();
    assertThat(CivilityTitles.isTitle("Mme")).isTrue();
    assertThat(CivilityTitles.isTitle("Dra.")).isTrue();
    assertThat(CivilityTitles.isTitle("DOCTEUR")).isTrue();
    assertThat(CivilityTitles.isTitle("M")).isFalse(); // "A.M": an initial
    assertThat(CivilityTitles.isTitle("Marie")).isFalse();
    assertThat(CivilityTitles.isTitle("Dupont")).isFalse();
  }
}
