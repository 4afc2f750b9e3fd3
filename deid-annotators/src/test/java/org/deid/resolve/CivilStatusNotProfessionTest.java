package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF;
import static org.deid.resolve.TestClaims.CRF_AND_TRIGGER;
import static org.deid.resolve.TestClaims.claim;
import static org.deid.resolve.TestClaims.whole;

import java.util.Set;
import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class CivilStatusNotProfessionTest {

  private static final CivilStatusNotProfession STATUS = new CivilStatusNotProfession();

  private static boolean refutes(String profession, Set<String> sources) {
    return STATUS.judge(whole(profession, PhiCategory.PROFESSION, sources)).isRefuted();
  }

  @Test
  void civilAndObstetricStatusesAreNoProfession() {
    assertThat(refutes("primipare", CRF)).isTrue();
    assertThat(refutes("grande multipare", CRF)).isTrue();
    assertThat(refutes("infirmière", CRF)).isFalse();
  }

  @Test
  void aStatusInACaseReportIsRefutedAnOccupationBesideItOrATriggerStands() {
    String report = "Patiente de 32 ans, casada, maestra de profesión, primigesta.";
    assertThat(STATUS.judge(claim(report, "casada", PhiCategory.PROFESSION, CRF)).isRefuted())
        .isTrue();
    assertThat(STATUS.judge(claim(report, "primigesta", PhiCategory.PROFESSION, CRF)).isRefuted())
        .isTrue();
    assertThat(STATUS.judge(claim(report, "maestra", PhiCategory.PROFESSION, CRF)))
        .isEqualTo(Verdict.NONE);
    assertThat(STATUS.judge(claim(report, "casada", PhiCategory.PROFESSION, CRF_AND_TRIGGER)))
        .isEqualTo(Verdict.NONE);
    assertThat(STATUS.judge(whole(",", PhiCategory.PROFESSION, CRF))).isEqualTo(Verdict.NONE);
  }
}
