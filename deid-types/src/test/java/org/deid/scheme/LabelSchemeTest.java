package org.deid.scheme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.deid.taxonomy.NameRole;
import org.deid.taxonomy.PhiClass;
import org.deid.taxonomy.PhiSubtype;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LabelSchemeTest {

  @ParameterizedTest
  @CsvSource({"meddocan, 29", "eds-pseudo, 13", "hcl, 12", "hipaa, 18", "deid-fr, 42"})
  void bundledSchemesHaveTheirPublishedNumberOfLabels(String name, int expected) {
    assertThat(LabelScheme.load(name).labels()).hasSize(expected);
  }

  @ParameterizedTest
  @CsvSource({"meddocan", "eds-pseudo", "hcl", "hipaa", "deid-fr"})
  void everyLabelMapsToTheTaxonomyAndMostComeBack(String name) {
    LabelScheme scheme = LabelScheme.load(name);
    for (String label : scheme.labels()) {
      PhiClass phiClass = scheme.toTaxonomy(label).orElseThrow();
      assertThat(scheme.toLabel(phiClass)).as(label).isPresent();
    }
  }

  @Test
  void meddocanLabelsRoundTripExceptTheInboundOnlyHealthCentre() {
    LabelScheme meddocan = LabelScheme.load("meddocan");
    for (String label : meddocan.labels()) {
      String back = meddocan.toLabel(meddocan.toTaxonomy(label).orElseThrow()).orElseThrow();
      if (label.equals("CENTRO_SALUD")) {
        assertThat(back).isEqualTo("HOSPITAL");
      } else {
        assertThat(back).as(label).isEqualTo(label);
      }
    }
  }

  @Test
  void mostSpecificOutboundRowWins() {
    LabelScheme meddocan = LabelScheme.load("meddocan");
    assertThat(meddocan.toLabel(PhiClass.name(PhiSubtype.LAST_NAME, NameRole.STAFF)))
        .contains("NOMBRE_PERSONAL_SANITARIO");
    assertThat(meddocan.toLabel(PhiClass.name(PhiSubtype.FIRST_NAME, null)))
        .contains("NOMBRE_SUJETO_ASISTENCIA");
    assertThat(meddocan.toLabel(PhiClass.of(PhiSubtype.ZIP))).contains("TERRITORIO");
    assertThat(meddocan.toLabel(PhiClass.of(PhiSubtype.BIRTH_DATE))).contains("FECHAS");
    assertThat(meddocan.toLabel(PhiClass.of(PhiSubtype.NATIONAL_ID)))
        .contains("OTRO_NUMERO_IDENTIF");
  }

  @Test
  void schemesSayWhenTheyCannotExpressAClass() {
    assertThat(LabelScheme.load("eds-pseudo").toLabel(PhiClass.of(PhiSubtype.AGE))).isEmpty();
    assertThat(LabelScheme.load("hipaa").toLabel(PhiClass.of(PhiSubtype.COUNTRY))).isEmpty();
    assertThat(LabelScheme.load("hipaa").toLabel(PhiClass.of(PhiSubtype.CITY)))
        .contains("GEOGRAPHIC_SUBDIVISIONS");
  }

  @Test
  void frenchLabelsMapToNameParts() {
    LabelScheme eds = LabelScheme.load("eds-pseudo");
    assertThat(eds.toTaxonomy("PRENOM")).contains(PhiClass.name(PhiSubtype.FIRST_NAME, null));
    assertThat(eds.toTaxonomy("DATE_NAISSANCE")).contains(PhiClass.of(PhiSubtype.BIRTH_DATE));
    assertThat(eds.toTaxonomy("UNKNOWN")).isEmpty();
  }

  @ParameterizedTest
  @CsvSource({
    "NOM_PATIENT, NOM",
    "PRENOM_PATIENT, PRENOM",
    "NOM_SOIGNANT, NOM",
    "PRENOM_SOIGNANT, PRENOM",
    "NOM_PROCHE, NOM",
    "PRENOM_PROCHE, PRENOM",
    "NOM_AUTRE, NOM",
    "PRENOM_AUTRE, PRENOM",
    "DATE, DATE",
    "DATE_NAISSANCE, DATE_NAISSANCE",
    "ADRESSE, ADRESSE",
    "ZIP, ZIP",
    "VILLE, VILLE",
    "HOPITAL, HOPITAL",
    "TEL, TEL",
    "FAX, TEL",
    "MAIL, MAIL",
    "NIR, SECU",
    "IPP, IPP",
    "NDA, NDA",
    "AGE, -",
    "REGION, -",
    "PAYS, -",
    "SERVICE, -",
    "ORGANISATION, -",
    "LIEU, -",
    "URL, -",
    "IP, -",
    "ID_NATIONAL, -",
    "ID_MUTUELLE, -",
    "RPPS, -",
    "ADELI, -",
    "MATRICULE, -",
    "IBAN, -",
    "ID_DISPOSITIF, -",
    "IMMATRICULATION, -",
    "ID_BIOMETRIQUE, -",
    "ID_AUTRE, -",
    "FINESS, -",
    "PROFESSION, -",
    "SEXE, -",
    "AUTRE, -"
  })
  void deidFrLabelsReachEdsPseudoThroughTheTaxonomy(String label, String edsLabel) {
    PhiClass phiClass = LabelScheme.load("deid-fr").toTaxonomy(label).orElseThrow();
    Optional<String> expected = edsLabel.equals("-") ? Optional.empty() : Optional.of(edsLabel);
    assertThat(LabelScheme.load("eds-pseudo").toLabel(phiClass)).as(label).isEqualTo(expected);
  }

  @Test
  void deidFrLabelsRoundTripExceptTheInboundOnlyIdentifiers() {
    LabelScheme fr = LabelScheme.load("deid-fr");
    for (String label : fr.labels()) {
      String back = fr.toLabel(fr.toTaxonomy(label).orElseThrow()).orElseThrow();
      String expected =
          switch (label) {
            case "ADELI" -> "RPPS";
            case "FINESS" -> "ID_AUTRE";
            default -> label;
          };
      assertThat(back).as(label).isEqualTo(expected);
    }
    assertThat(fr.toLabel(PhiClass.name(PhiSubtype.FULL_NAME, NameRole.RELATIVE)))
        .contains("NOM_PROCHE");
    assertThat(fr.toLabel(PhiClass.name(PhiSubtype.FIRST_NAME, null))).contains("PRENOM_PATIENT");
  }

  @Test
  void anAnnotationsOwnLabelWinsWhenTheSchemeHasIt() {
    LabelScheme meddocan = LabelScheme.load("meddocan");
    assertThat(meddocan.labelFor("CENTRO_SALUD", "LOCATION", "HOSPITAL", null))
        .contains("CENTRO_SALUD");
    assertThat(meddocan.labelFor("NOM", "NAME", "LAST_NAME", "STAFF"))
        .contains("NOMBRE_PERSONAL_SANITARIO");
    assertThat(meddocan.labelFor(null, "NAME", "NOT_A_SUBTYPE", null)).isEmpty();
    assertThat(meddocan.labelFor(null, null, null, null)).isEmpty();
  }

  @Test
  void unknownSchemeNamesTheKnownOnes() {
    assertThatThrownBy(() -> LabelScheme.load("i2b2"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("i2b2")
        .hasMessageContaining("meddocan");
  }

  @Test
  void userSchemeFileLoadsAndBadRowsNameTheirLine(@TempDir Path dir) throws IOException {
    Path good = dir.resolve("mine.tsv");
    Files.writeString(
        good, "# comment\nPATIENT\tNAME\t-\tPATIENT\tboth\nPHONE\tCONTACT\tPHONE\t-\tin\n");
    LabelScheme mine = LabelScheme.load(good.toString());
    assertThat(mine.name()).isEqualTo("mine");
    assertThat(mine.labels()).containsExactly("PATIENT", "PHONE");
    assertThat(mine.toLabel(PhiClass.of(PhiSubtype.PHONE))).isEmpty();

    Path bad = dir.resolve("bad.tsv");
    Files.writeString(bad, "CITY\tLOCATION\tPHONE\t-\tboth\n");
    assertThatThrownBy(() -> LabelScheme.load(bad))
        .hasMessageContaining("bad.tsv:1")
        .hasMessageContaining("PHONE belongs to CONTACT");
  }
}
