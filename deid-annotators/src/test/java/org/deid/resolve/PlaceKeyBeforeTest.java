package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF;
import static org.deid.resolve.TestClaims.claim;

import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class PlaceKeyBeforeTest {

  @Test
  void aPlaceKeyEndsWithItsColonSpacesAfterItAllowed() {
    assertThat(PlaceKeyBefore.followsPlaceKey("Ciudad:  Madrid", 9)).isTrue();
    assertThat(PlaceKeyBefore.followsPlaceKey("x\nVille : Lyon", 10)).isTrue();
    assertThat(PlaceKeyBefore.followsPlaceKey("Ville Lyon", 6)).isFalse();
    assertThat(PlaceKeyBefore.followsPlaceKey("Nota:\n  Lyon", 8)).isFalse();
  }

  @Test
  void theValueOfAPlaceFieldIsUpheldAPlaceAfterAnotherKeyIsNot() {
    PlaceKeyBefore keys = new PlaceKeyBefore();
    String record = "Domicilio: Las palmas\nDiagnóstico: Las palmas";
    assertThat(keys.judge(claim(record, "Las palmas", PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.upheld("the value of a place field"));
    int second = record.lastIndexOf("Las palmas");
    assertThat(keys.judge(Claim.alone(record, second, second + 10, PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
    // A name after a place key is no place: another heuristic's business.
    assertThat(keys.judge(claim(record, "Las palmas", PhiCategory.NAME, CRF)))
        .isEqualTo(Verdict.NONE);
  }
}
