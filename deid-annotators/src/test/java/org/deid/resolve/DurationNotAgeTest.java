package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF;
import static org.deid.resolve.TestClaims.CRF_AND_TRIGGER;
import static org.deid.resolve.TestClaims.claim;

import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class DurationNotAgeTest {

  private static final DurationNotAge DURATION = new DurationNotAge();

  @Test
  void yearsAfterAKeyOfDurationAreNoAge() {
    String history = "Destaca además TBC renal hace más de 20 años, con pielonefritis.";
    assertThat(DURATION.judge(claim(history, "20 años", PhiCategory.AGE, CRF)).isRefuted())
        .isTrue();
    String followUp = "Sin recidiva tras un seguimiento de 4 años.";
    // The pattern's "de" trigger does not keep it: the key before it decides.
    assertThat(
            DURATION.judge(claim(followUp, "4 años", PhiCategory.AGE, CRF_AND_TRIGGER)).isRefuted())
        .isTrue();
    String words = "tiene una evolución de más de cinco años.";
    assertThat(DURATION.judge(claim(words, "cinco años", PhiCategory.AGE, CRF)).isRefuted())
        .isTrue();
  }

  @Test
  void theDayOfAStayIsNoAgeButTheDayOfLifeIs() {
    String stay = "Buena evolución postoperatoria, a los 14 días nueva sepsis.";
    assertThat(DURATION.judge(claim(stay, "14 días", PhiCategory.AGE, CRF)).isRefuted()).isTrue();
    String life = "El neonato falleció a los 40 días de vida.";
    assertThat(DURATION.judge(claim(life, "40 días", PhiCategory.AGE, CRF)))
        .isEqualTo(Verdict.NONE);
  }

  @Test
  void agesInProseStand() {
    // Near misses: a person's age after "de", months after "a los", a duration key far from the
    // span, another category.
    String person = "Mujer de 21 años que consultó hace unos días.";
    assertThat(DURATION.judge(claim(person, "21 años", PhiCategory.AGE, CRF)))
        .isEqualTo(Verdict.NONE);
    String months = "A los 15 meses, presenta una masa.";
    assertThat(DURATION.judge(claim(months, "15 meses", PhiCategory.AGE, CRF)))
        .isEqualTo(Verdict.NONE);
    String far = "Tras la cirugía, un varón de 45 años ingresa.";
    assertThat(DURATION.judge(claim(far, "45 años", PhiCategory.AGE, CRF))).isEqualTo(Verdict.NONE);
    assertThat(DURATION.judge(claim("Operado hace 20 años.", "20 años", PhiCategory.DATE, CRF)))
        .isEqualTo(Verdict.NONE);
  }
}
