package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF;
import static org.deid.resolve.TestClaims.CRF_AND_TRIGGER;
import static org.deid.resolve.TestClaims.claim;

import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class MeasurementNotAgeTest {

  private static final MeasurementNotAge MEASUREMENT = new MeasurementNotAge();

  @Test
  void aNumberOverAnyAgeOrInATableRowIsAMeasurement() {
    String labs = "Plaquettes 342 G/L, patiente de 67 ans.";
    assertThat(MEASUREMENT.judge(claim(labs, "342", PhiCategory.AGE, CRF)).isRefuted()).isTrue();
    String table = "Hb | 12 | g/dL | N";
    assertThat(MEASUREMENT.judge(claim(table, "12", PhiCategory.AGE, CRF)).isRefuted()).isTrue();
    // Near misses: an age in prose, an age with its unit, a trigger, a table cell as a date.
    assertThat(MEASUREMENT.judge(claim(labs, "67", PhiCategory.AGE, CRF))).isEqualTo(Verdict.NONE);
    assertThat(MEASUREMENT.judge(claim(labs, "67 ans", PhiCategory.AGE, CRF)))
        .isEqualTo(Verdict.NONE);
    assertThat(MEASUREMENT.judge(claim(table, "12", PhiCategory.AGE, CRF_AND_TRIGGER)))
        .isEqualTo(Verdict.NONE);
    assertThat(MEASUREMENT.judge(claim(table, "12", PhiCategory.DATE, CRF)))
        .isEqualTo(Verdict.NONE);
  }
}
