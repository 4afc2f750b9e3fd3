package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF;
import static org.deid.resolve.TestClaims.CRF_AND_TRIGGER;
import static org.deid.resolve.TestClaims.LEXICON;
import static org.deid.resolve.TestClaims.claim;

import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class NonPhiEvidenceTest {

  private static final NonPhiEvidence FR = new NonPhiEvidence("fr");
  private static final NonPhiEvidence ES = new NonPhiEvidence("es");

  @Test
  void theHeuristicsAreAskedInTheOrderOfTheRule() {
    assertThat(FR.heuristics().stream().map(h -> h.getClass().getSimpleName()))
        .containsExactly(
            "AbbreviatedGerm",
            "TitleBefore",
            "EponymContext",
            "NoPersonContext",
            "ProductShape",
            "CapitalisedOrdinaryWord",
            "PlaceKeyBefore",
            "ScholarlyNames",
            "BibliographicContext",
            "PublicDates",
            "MeasurementNotAge",
            "MeasurementNotDate",
            "DurationNotAge",
            "ReferenceRange",
            "NameOfOrdinaryWords",
            "PlaceOfOrdinaryWords",
            "DepartmentOfAFacility",
            "CivilStatusNotProfession",
            "ProfessionOfOrdinaryWords",
            "LoneNameInProse");
  }

  @Test
  void aGermsInitialFallsBeforeATitleCouldKeepIt() {
    String culture = "Culture positive à M. tuberculosis, traitement débuté.";
    assertThat(FR.judge(claim(culture, "tuberculosis", PhiCategory.NAME, CRF)).reason())
        .isEqualTo("the initial or the species of a germ");
    // Near miss: a surname after "M." stands, whatever its words.
    String note = "Revu par M. Toutefois ce jour.";
    assertThat(FR.judge(claim(note, "Toutefois", PhiCategory.NAME, CRF)))
        .isEqualTo(Verdict.upheld("a title before the name"));
    assertThat(FR.refutes(claim("Toutefois, il va bien.", "Toutefois", PhiCategory.NAME, CRF)))
        .isTrue();
  }

  @Test
  void aPlaceKeyKeepsAValueThatItsOwnWordsWouldRefute() {
    String form = "CP: 60\nTraitement : 60 mg";
    assertThat(FR.refutes(claim(form, "60", PhiCategory.LOCATION, CRF))).isFalse();
    int dose = form.lastIndexOf("60");
    assertThat(FR.refutes(Claim.alone(form, dose, dose + 2, PhiCategory.LOCATION, CRF))).isTrue();
  }

  @Test
  void aTriggerKeepsANameThatOnlyWordShapeWouldRefuteButNotTheNumberOfALaw() {
    assertThat(
            FR.refutes(
                claim("Toutefois, il va bien.", "Toutefois", PhiCategory.NAME, CRF_AND_TRIGGER)))
        .isFalse();
    String law = "conformément au Décret n°2016-995 relatif aux données";
    assertThat(ES.judge(claim(law, "2016-995", PhiCategory.ID, CRF_AND_TRIGGER)).reason())
        .isEqualTo("the number of a law or a standard");
  }

  @Test
  void aClaimNoHeuristicRefutesStands() {
    String note = "Patiente adressée par le Dr Martin pour une toux. Lyon, le 3 mars 2021.";
    assertThat(FR.judge(claim(note, "Martin", PhiCategory.NAME, LEXICON)).isRefuted()).isFalse();
    assertThat(FR.judge(claim(note, "Lyon", PhiCategory.LOCATION, CRF))).isEqualTo(Verdict.NONE);
    assertThat(FR.judge(claim(note, "3 mars 2021", PhiCategory.DATE, CRF))).isEqualTo(Verdict.NONE);
  }

  @Test
  void aClaimPrintsNoWordOfTheNote() {
    Claim claim = claim("Revu par M. Dupont.", "Dupont", PhiCategory.NAME, CRF);
    assertThat(claim.toString()).doesNotContain("Dupont").contains("NAME");
  }
}
