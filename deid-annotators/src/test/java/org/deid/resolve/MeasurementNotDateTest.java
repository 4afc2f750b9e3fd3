package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF;
import static org.deid.resolve.TestClaims.claim;

import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class MeasurementNotDateTest {

  private static final MeasurementNotDate MEASUREMENT = new MeasurementNotDate();

  @Test
  void aRatioBeforeItsUnitIsAMeasurement() {
    String eye = "La presión intraocular (PIO) era de 13/11 mmHg. TA 120/80 mm Hg.";
    assertThat(MEASUREMENT.judge(claim(eye, "13/11", PhiCategory.DATE, CRF)).isRefuted()).isTrue();
    assertThat(MEASUREMENT.judge(claim(eye, "120/80", PhiCategory.DATE, CRF)).isRefuted()).isTrue();
  }

  @Test
  void aDateBeforeAWordAFullDateOrAnotherCategoryStays() {
    String visits =
        "Revisión el 13/11 mostró 5 mg/dl. Ingreso 13/11/2004 mg. Vive en el 13/11 mgr.";
    assertThat(MEASUREMENT.judge(claim(visits, "13/11", PhiCategory.DATE, CRF)))
        .isEqualTo(Verdict.NONE);
    assertThat(MEASUREMENT.judge(claim(visits, "13/11/2004", PhiCategory.DATE, CRF)))
        .isEqualTo(Verdict.NONE);
    String glued = "Vive en el 13/11 mgr.";
    assertThat(MEASUREMENT.judge(claim(glued, "13/11", PhiCategory.DATE, CRF)))
        .isEqualTo(Verdict.NONE);
    String eye = "PIO 13/11 mmHg.";
    assertThat(MEASUREMENT.judge(claim(eye, "13/11", PhiCategory.ID, CRF))).isEqualTo(Verdict.NONE);
  }
}
