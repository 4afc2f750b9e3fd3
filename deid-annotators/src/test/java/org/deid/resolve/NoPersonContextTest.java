package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF;
import static org.deid.resolve.TestClaims.CRF_AND_TRIGGER;
import static org.deid.resolve.TestClaims.claim;

import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class NoPersonContextTest {

  private static final NoPersonContext FR = new NoPersonContext(new OrdinaryWords("fr"));

  private static String reason(String text, String name) {
    return FR.judge(claim(text, name, PhiCategory.NAME, CRF)).reason();
  }

  @Test
  void eachContextGivesItsReason() {
    assertThat(reason("au CHU Hassan II de Fès", "Hassan"))
        .isEqualTo("a king's name before its regnal number");
    assertThat(reason("luxation de la tête radiale (Masada IIb). Le", "Masada"))
        .isEqualTo("a lettered class number or its authors");
    assertThat(reason("sur automate (Sysmex Corporation, Kobe, Japon)", "Sysmex"))
        .isEqualTo("a maker before its suffix");
    assertThat(reason("anti-HMB45, anti-Mélan A et anti-desmine", "Mélan"))
        .isEqualTo("glued to a prefix or a unit");
    assertThat(reason("immunoessai (Cobas e411, Roche®) ont conclu", "Roche"))
        .isEqualTo("a trade mark");
    assertThat(reason("réveillable (Richmond Agitation Sedation Scale à -2)", "Richmond"))
        .isEqualTo("a named scale or index");
    assertThat(reason("Bilan : la TSH, la T4 et le fer sérique. TSH normale", "TSH"))
        .isEqualTo("an acronym the note writes after an article");
    assertThat(reason("une aiguille de 24G, 25 mm (Vygon, France). L'anesthésique", "Vygon"))
        .isEqualTo("a maker in brackets with its seat");
    assertThat(reason("chimiothérapie à base de capécitabine (Xeloda) à la dose", "Xeloda"))
        .isEqualTo("a drug's brand");
    assertThat(reason("Kitabchi AE, Umpierrez GE. Diabetes Care. 2009;32(7):1335-43", "Kitabchi"))
        .isEqualTo("an author of a reference");
  }

  @Test
  void aPersonInTheSameShapesOfTextStands() {
    assertThat(
            FR.judge(claim("Revue avec Mme Roche Diane ce jour", "Roche", PhiCategory.NAME, CRF)))
        .isEqualTo(Verdict.NONE);
    assertThat(FR.judge(claim("Karim V. a été revu", "Karim", PhiCategory.NAME, CRF)))
        .isEqualTo(Verdict.NONE);
    assertThat(
            FR.judge(
                claim(
                    "Appel de sa fille (Nadia Roche, Lyon) ce matin",
                    "Nadia",
                    PhiCategory.NAME,
                    CRF)))
        .isEqualTo(Verdict.NONE);
    // A trigger keeps even a king's name; a place is not asked about.
    assertThat(
            FR.judge(claim("au CHU Hassan II de Fès", "Hassan", PhiCategory.NAME, CRF_AND_TRIGGER)))
        .isEqualTo(Verdict.NONE);
    assertThat(FR.judge(claim("au CHU Hassan II de Fès", "Hassan", PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
  }
}
