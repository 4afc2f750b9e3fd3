package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF;
import static org.deid.resolve.TestClaims.CRF_AND_TRIGGER;
import static org.deid.resolve.TestClaims.claim;

import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class ReferenceRangeTest {

  private static final ReferenceRange RANGES = new ReferenceRange();

  private static Verdict judge(String note, String span, PhiCategory category) {
    return RANGES.judge(claim(note, span, category, CRF));
  }

  @Test
  void aRangeOfDecimalNumbersIsNoPhoneNumberNorIdentifier() {
    String note = "GH : 0.032 ng/ml (VN : 0.030-2.47). Kaliémie 4,2 mmol/l (3,5 - 5,1).";
    assertThat(judge(note, "0.030-2.47", PhiCategory.CONTACT).isRefuted()).isTrue();
    assertThat(judge(note, "3,5 - 5,1", PhiCategory.ID).isRefuted()).isTrue();
  }

  @Test
  void phoneNumbersIdentifiersDatesAndTriggeredClaimsStand() {
    String note =
        "Tél. 01.45.67.89.10, dossier 2021-448, séjour du 12.03-14.03, poste 45.12-45.13.";
    assertThat(judge(note, "01.45.67.89.10", PhiCategory.CONTACT)).isEqualTo(Verdict.NONE);
    assertThat(judge(note, "2021-448", PhiCategory.ID)).isEqualTo(Verdict.NONE);
    assertThat(judge(note, "12.03-14.03", PhiCategory.DATE)).isEqualTo(Verdict.NONE);
    assertThat(
            RANGES
                .judge(claim(note, "45.12-45.13", PhiCategory.CONTACT, CRF_AND_TRIGGER))
                .isRefuted())
        .isFalse();
  }
}
