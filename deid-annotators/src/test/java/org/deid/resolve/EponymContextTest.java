package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.resolve.TestClaims.CRF;
import static org.deid.resolve.TestClaims.CRF_AND_LEXICON;
import static org.deid.resolve.TestClaims.CRF_AND_TRIGGER;
import static org.deid.resolve.TestClaims.LEXICON;
import static org.deid.resolve.TestClaims.claim;

import java.util.Set;
import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class EponymContextTest {

  private static boolean eponym(String text, String name, Set<String> sources) {
    int begin = text.indexOf(name);
    return EponymContext.isEponym(text, begin, begin + name.length(), sources);
  }

  @Test
  void aLoneLexiconNameAfterAnAnatomicalSurgicalOrStagingHeadIsAnEponym() {
    assertThat(eponym("par une large incision de Mc Burney a été faite", "Mc Burney", LEXICON))
        .isTrue();
    assertThat(
            eponym(
                "l'aqueduc de Sylvius entrainant en amont une hydrocéphalie", "Sylvius", LEXICON))
        .isTrue();
    assertThat(
            eponym("tumeur intra-ligamentaire stade II de Gross. Notre attitude", "Gross", LEXICON))
        .isTrue();
    assertThat(
            eponym(
                "les tests non paramétriques de Mann-Whitney et de Kruskal-Wallis ont été appliqués",
                "Wallis",
                LEXICON))
        .isTrue();
    assertThat(eponym("la cotation de Postel et Merle d’Aubigné", "Postel", LEXICON)).isTrue();
  }

  @Test
  void aPersonAfterAnOrdinaryNounOrASecondDeOrWithSupportIsNoEponym() {
    assertThat(eponym("La fille de Martin est venue le voir.", "Martin", LEXICON)).isFalse();
    assertThat(eponym("Le test de grossesse de Julie est négatif.", "Julie", LEXICON)).isFalse();
    // The wider heads hold whoever claims the name, but a trigger keeps it.
    assertThat(eponym("l'aqueduc de Sylvius entrainant", "Sylvius", Set.of("crf", "lexicon")))
        .isTrue();
    assertThat(eponym("par une incision de Burney", "Burney", CRF_AND_TRIGGER)).isFalse();
  }

  @Test
  void theNamesOfStainsAndEquationsAreEponyms() {
    assertThat(eponym("con tinción de Hematoxilina progresiva de Gill.", "Gill", CRF)).isTrue();
    assertThat(eponym("tras las tinciones de PAS y Ziehl Nielsen no se observan", "Nielsen", CRF))
        .isTrue();
    assertThat(
            eponym(
                "estimadas mediante la ecuación de Harris-Benedict (factor",
                "Harris-Benedict",
                CRF))
        .isTrue();
    // Near miss: a person after "y" with no head of eponyms before the run.
    assertThat(eponym("acude con su madre y Ziehl Nielsen, su tío", "Nielsen", CRF)).isFalse();
  }

  @Test
  void theAuthorsOfAGradeOrAStageAreEponymsWhateverSourceClaimsThem() {
    Set<String> crfAndLexicon = Set.of("crf", "lexicon");
    String report = "carcinome canalaire infiltrant grade II de Scarff Bloom Richardson. Il n'a";
    assertThat(eponym(report, "Richardson", crfAndLexicon)).isTrue();
    assertThat(eponym("un grade de Fuhrman élevé", "Fuhrman", CRF)).isTrue();
    // A name after a plain noun, or after a grade named with a trigger, stands.
    assertThat(eponym("la fille de Scarff Richardson est venue", "Richardson", CRF)).isFalse();
    assertThat(eponym(report, "Richardson", CRF_AND_TRIGGER)).isFalse();
  }

  @Test
  void aDiseaseNamedByOrganAndSuffixMakesTheNameAfterItAnEponym() {
    assertThat(
            eponym(
                "le diagnostic d'encéphalopathie de Gayet-Wernicke était évoqué",
                "Gayet-Wernicke",
                Set.of("crf", "lexicon")))
        .isTrue();
    assertThat(eponym("une thyroïdite de Hashimoto connue", "Hashimoto", CRF)).isTrue();
    assertThat(eponym("Sarcoma: sarcome de Kaposi cutané", "Kaposi", CRF)).isTrue();
    // An ordinary noun with such an ending, or a trigger, keeps the person.
    assertThat(eponym("lors de la visite de Martin hier", "Martin", CRF)).isFalse();
    assertThat(eponym("la conduite de Karim à tenir", "Karim", CRF)).isFalse();
    assertThat(eponym("une thyroïdite de Hashimoto", "Hashimoto", CRF_AND_TRIGGER)).isFalse();
  }

  @Test
  void onlyTextEndingAsDeDuDesDelOrAnElisionMayCarryAnEponymHead() {
    assertThat(EponymContext.mayEndWithDe("maladie de ", 11)).isTrue();
    assertThat(EponymContext.mayEndWithDe("maladie d'", 10)).isTrue();
    assertThat(EponymContext.mayEndWithDe("Stade IIIb DEL\n", 15)).isTrue();
    assertThat(EponymContext.mayEndWithDe("vue par ", 8)).isFalse();
    assertThat(EponymContext.mayEndWithDe("Dr. ", 4)).isFalse();
    assertThat(EponymContext.mayEndWithDe("  ", 2)).isFalse();
  }

  @Test
  void aNameInBracketsAfterALowerCaseWordIsAnEponymWhenTheLexiconAloneClaimsIt() {
    String report = "fracture du poignet (Pouteau-Colles) réduite sous anesthésie";
    EponymContext eponyms = new EponymContext();
    assertThat(eponyms.judge(claim(report, "Pouteau-Colles", PhiCategory.NAME, LEXICON)).reason())
        .isEqualTo("an eponym by the words before it");
    // Near misses: a model backs the name, or the claim is no name.
    assertThat(eponyms.judge(claim(report, "Pouteau-Colles", PhiCategory.NAME, CRF)))
        .isEqualTo(Verdict.NONE);
  }

  @Test
  void aPlaceRightAfterAnEponymHeadIsTheEponym() {
    EponymContext eponyms = new EponymContext();
    String disease = "le diagnostic d'encéphalopathie de Gayet-Wernicke était évoqué";
    assertThat(eponyms.judge(claim(disease, "Gayet", PhiCategory.LOCATION, CRF)).isRefuted())
        .isTrue();
    String drain = "deux lames de delbet et un drain de Redon. Le patient";
    assertThat(
            eponyms.judge(claim(drain, "Redon", PhiCategory.LOCATION, CRF_AND_LEXICON)).isRefuted())
        .isTrue();
    String body = "histiocytes à inclusions (corps de Michaelis et Gutmann). A l'étude";
    assertThat(eponyms.judge(claim(body, "Gutmann", PhiCategory.LOCATION, CRF)).isRefuted())
        .isTrue();
    String factor = "siendo normales o negativos el factor V de Leiden, la resistencia a la";
    assertThat(eponyms.judge(claim(factor, "Leiden", PhiCategory.LOCATION, CRF)).isRefuted())
        .isTrue();
    // Near misses: a place after a facility or an ordinary noun, a trigger, a region in brackets,
    // a factor of risk that names no eponym.
    String risk = "como factor de riesgo vivir en Leiden desde 2010";
    assertThat(eponyms.judge(claim(risk, "Leiden", PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
    String hospital = "transférée au centre hospitalier de Redon pour la suite";
    assertThat(eponyms.judge(claim(hospital, "Redon", PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
    String visit = "au retour d'une visite de Toulouse chez sa fille";
    assertThat(eponyms.judge(claim(visit, "Toulouse", PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
    assertThat(eponyms.judge(claim(drain, "Redon", PhiCategory.LOCATION, CRF_AND_TRIGGER)))
        .isEqualTo(Verdict.NONE);
    String wrist = "fracture du poignet (Pouteau-Colles) réduite sous anesthésie";
    assertThat(eponyms.judge(claim(wrist, "Pouteau-Colles", PhiCategory.LOCATION, LEXICON)))
        .isEqualTo(Verdict.NONE);
    String unit = "la cellule identito-vigilance du GHT Cœur Grand Est";
    assertThat(eponyms.judge(claim(unit, "GHT Cœur Grand Est", PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
    String region = "résidant à Lyon (Rhône) depuis 2010";
    assertThat(eponyms.judge(claim(region, "Rhône", PhiCategory.LOCATION, LEXICON)))
        .isEqualTo(Verdict.NONE);
  }

  @Test
  void aClaimOpeningWithTheDeOfItsHeadIsJudgedFromItsName() {
    EponymContext eponyms = new EponymContext();
    String horner = "un syndrome de Claude Bernard Horner ont régressé, puis une dysphagie";
    assertThat(
            eponyms
                .judge(claim(horner, "de Claude Bernard Horner", PhiCategory.LOCATION, CRF))
                .isRefuted())
        .isTrue();
    // Near misses: a place after "originaire", a facility's "de" with its town.
    String origin = "originaire de Clermont-Ferrand, admise pour une dysphagie";
    assertThat(eponyms.judge(claim(origin, "de Clermont-Ferrand", PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
    String hospital = "au centre hospitalier de Redon pour la suite";
    assertThat(eponyms.judge(claim(hospital, "de Redon", PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
  }

  @Test
  void anAcronymInBracketsOfAnEponymIsTheEponymAndTheRunGoesOnThroughAnElision() {
    EponymContext eponyms = new EponymContext();
    String score =
        "L’évaluation clinique par la cotation de Postel et Merle d’Aubigné (PMA) a retrouvé 16";
    assertThat(eponyms.judge(claim(score, "PMA", PhiCategory.LOCATION, CRF)).isRefuted()).isTrue();
    assertThat(eponyms.judge(claim(score, "Aubigné", PhiCategory.LOCATION, CRF)).isRefuted())
        .isTrue();
    // Near misses: a facility's acronym, initials that do not spell the eponym, a trigger.
    String facility = "adressée au Centre Hospitalier Provincial (CHP) de Kasserine";
    assertThat(eponyms.judge(claim(facility, "CHP", PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
    String other = "la cotation de Postel et Merle d’Aubigné (CHU) a retrouvé 16";
    assertThat(eponyms.judge(claim(other, "CHU", PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
    assertThat(eponyms.judge(claim(score, "PMA", PhiCategory.LOCATION, CRF_AND_TRIGGER)))
        .isEqualTo(Verdict.NONE);
    String town = "opérée à Villeneuve d’Ascq en 2010";
    assertThat(eponyms.judge(claim(town, "Ascq", PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
  }

  @Test
  void aPlaceThatHoldsALowerCaseEponymHeadAndItsNameIsTheEponym() {
    EponymContext eponyms = new EponymContext();
    String horner =
        "les signes cliniques du syndrome de Claude Bernard Horner ont régressé, il n'a plus";
    String runOn = "cliniques du syndrome de Claude Bernard Horner ont régressé";
    assertThat(eponyms.judge(claim(horner, runOn, PhiCategory.LOCATION, CRF)).isRefuted()).isTrue();
    String device = "mise en place d'une prothèse de Bentall au CHU de Nantes";
    assertThat(
            eponyms
                .judge(claim(device, "prothèse de Bentall au CHU", PhiCategory.LOCATION, CRF))
                .isRefuted())
        .isTrue();
    assertThat(eponyms.judge(claim(device, "Bentall", PhiCategory.LOCATION, CRF)).isRefuted())
        .isTrue();
    // Near misses: a facility that capitalises its head, a head without a name, a trigger, a town.
    String institute = "suivie à l'Institut de la Maladie de Parkinson de Lyon";
    String name = "Institut de la Maladie de Parkinson de Lyon";
    assertThat(eponyms.judge(claim(institute, name, PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
    String plain = "le centre du syndrome de détresse respiratoire de Lyon";
    assertThat(
            eponyms.judge(
                claim(
                    plain,
                    "centre du syndrome de détresse respiratoire de Lyon",
                    PhiCategory.LOCATION,
                    CRF)))
        .isEqualTo(Verdict.NONE);
    assertThat(eponyms.judge(claim(horner, runOn, PhiCategory.LOCATION, CRF_AND_TRIGGER)))
        .isEqualTo(Verdict.NONE);
    assertThat(eponyms.judge(claim(device, "CHU de Nantes", PhiCategory.LOCATION, CRF)))
        .isEqualTo(Verdict.NONE);
  }
}
