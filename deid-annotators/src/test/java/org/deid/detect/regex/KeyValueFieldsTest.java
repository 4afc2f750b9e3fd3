package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class KeyValueFieldsTest {

  private static List<String> values(String text, String language) {
    return KeyValueFields.find(text, FieldKeys.forLanguage(language)).stream()
        .map(v -> v.phiClass() + " " + text.substring(v.begin(), v.end()))
        .distinct()
        .toList();
  }

  @Test
  void frenchScreenFieldsSeparatedByColonsAndBlankRuns() {
    assertThat(
            values(
                "Nom : PETROVIĆ          Prénom : Dragan\n"
                    + "Né le : 17 V 1964      Âge : 60      Sexe : Masculin\n"
                    + "Profession : vigneron (exploitation familiale)\n"
                    + "Médecin traitant : Dr BONNARDOT Luc - Nuits-Saint-Georges",
                "fr"))
        .containsExactly(
            "NAME/LAST_NAME(PATIENT) PETROVIĆ",
            "NAME/FIRST_NAME(PATIENT) Dragan",
            "DATE/BIRTH_DATE 17 V 1964",
            "AGE/AGE 60",
            "SEX/SEX Masculin",
            "PROFESSION/PROFESSION vigneron",
            "NAME/FULL_NAME(STAFF) BONNARDOT Luc");
  }

  @Test
  void aJobOrASpecialtyAfterAStaffKeyIsNoName() {
    assertThat(
            values(
                "Médico       Adjunto de Cardiología       Colegiado 282874519\n"
                    + "Médico       Marta Ugarte Pino",
                "es"))
        .containsExactly("ID/LICENSE 282874519", "NAME/FULL_NAME(STAFF) Marta Ugarte Pino");
    assertThat(values("Médecin : Praticien hospitalier\nMédecin : Dr LEROUX Anne", "fr"))
        .containsExactly("NAME/FULL_NAME(STAFF) LEROUX Anne");
  }

  @Test
  void exportedKeysWithSemicolonsAndEqualSigns() {
    assertThat(
            values(
                "nom_naissance;BOUAZZA\nsexe;F\nnda_sejour;125006391\ncp_ville;59100;ROUBAIX\n"
                    + "profession;préparatrice en pharmacie\n"
                    + "patient.age=40a\npatient.profession=aide-soignante\n"
                    + "medecin.referent=Pr LEMARCHAND Fabrice RPPS=10004451455\n"
                    + "#EXPORT;SILLAGE;v17.3;EDITE=2025-03-21 07:52;USER=khaddouche",
                "fr"))
        .containsExactly(
            "NAME/LAST_NAME(PATIENT) BOUAZZA",
            "SEX/SEX F",
            "ID/VISIT_ID 125006391",
            "LOCATION/ZIP 59100",
            "LOCATION/CITY ROUBAIX",
            "PROFESSION/PROFESSION préparatrice en pharmacie",
            "AGE/AGE 40a",
            "PROFESSION/PROFESSION aide-soignante",
            "NAME/FULL_NAME(STAFF) LEMARCHAND Fabrice",
            "ID/LICENSE 10004451455",
            "NAME/FULL_NAME(STAFF) khaddouche");
  }

  @Test
  void aPatientFieldOfAnotherPersonTakesThePrefixRole() {
    assertThat(values("medecin.nom=DURAND\npatient.nom=MARTIN", "fr"))
        .containsExactly("NAME/LAST_NAME(STAFF) DURAND", "NAME/LAST_NAME(PATIENT) MARTIN");
  }

  @Test
  void spanishKeysSeparatedByBlanksOrDotLeaders() {
    assertThat(
            values(
                "PACIENTE   DELA CRUZ SANTOS, MARICEL\n"
                    + "NUHSA      AN0618834127       NHC 0874412        Sexo M        Edad 34\n"
                    + "  Nombre ............ MEILING\n"
                    + "  F. nacimiento ..... 9-ago-1971 (52 años)\n"
                    + "Ocupación: operaria de confecciones\n"
                    + "### usuario_export=PALVAREZG; paginas=1/1\n"
                    + "PETICIÓ=HSJD-24-0331852\n"
                    + "ALTA_FIRMADA=S; FIRMANTE=Álvaro Cuervo Prieto; NCOL=333305179",
                "es"))
        .containsExactly(
            "NAME/FULL_NAME(PATIENT) DELA CRUZ SANTOS, MARICEL",
            "ID/PATIENT_ID AN0618834127",
            "ID/PATIENT_ID 0874412",
            "SEX/SEX M",
            "AGE/AGE 34",
            "NAME/FIRST_NAME(PATIENT) MEILING",
            "DATE/BIRTH_DATE 9-ago-1971",
            "PROFESSION/PROFESSION operaria de confecciones",
            "NAME/FULL_NAME(STAFF) PALVAREZG",
            "ID/VISIT_ID HSJD-24-0331852",
            "NAME/FULL_NAME(STAFF) Álvaro Cuervo Prieto",
            "ID/LICENSE 333305179");
  }

  @Test
  void aDescribedRelativeAndATitledStaffMember() {
    assertThat(
            values(
                "contacto=sobrina Begoña Suárez de la Fuente\n"
                    + "Responsable legal\tesposo, Héctor Iván Sandoval Cruz\ttel. +52 1 55 2380 6614\n"
                    + "Validado por: Bact. Luisa Fernanda Ocampo Rivas",
                "es"))
        .containsExactly(
            "NAME/FULL_NAME(RELATIVE) Begoña Suárez de la Fuente",
            "NAME/FULL_NAME(RELATIVE) Héctor Iván Sandoval Cruz",
            "CONTACT/PHONE +52 1 55 2380 6614",
            "NAME/FULL_NAME(STAFF) Luisa Fernanda Ocampo Rivas");
  }

  @Test
  void valuesWithoutTheKeysShapeGiveNothing() {
    assertThat(
            values(
                "Sexe : -\nÂge : NA\nNom : inconnu\nmedecin;labo\nPresenta: fiebre Alta\n"
                    + "Contact : jean.dupont@chu.fr, merci",
                "fr"))
        .isEmpty();
  }

  @Test
  void proseWithAFieldWordIsNotAField() {
    assertThat(
            values(
                "Patiente de 37 ans, âge gestationnel 36 SA. Le nom du traitement est inconnu.\n"
                    + "Sexe masculin, profession non précisée dans le courrier du médecin traitant.",
                "fr"))
        .isEmpty();
  }

  @Test
  void theKeyWordOfAHospitalNameIsNotAKeyBeforeABlank() {
    assertThat(values("JUNTA DE EXTREMADURA · Hospital Universitario de Badajoz", "es")).isEmpty();
  }

  @Test
  void aFormsKeysAlignedOnTheirColonsOrBeforeTheirValues() {
    assertThat(values("  PRÉNOM(S)         : MAËLLE          SEXE : F\n", "fr"))
        .contains("NAME/FIRST_NAME(PATIENT) MAËLLE", "SEX/SEX F");
    assertThat(values("NOM  BAUDOT        PRÉNOM  CHRISTELLE\n", "fr"))
        .contains("NAME/LAST_NAME(PATIENT) BAUDOT", "NAME/FIRST_NAME(PATIENT) CHRISTELLE");
    // Keys in a row are a table's header, whatever their spacing.
    assertThat(values("NOM        PRÉNOM        DDN        SEXE\n", "fr")).isEmpty();
  }

  @Test
  void aHeaderLineIsNotReadAsKeysAndValues() {
    assertThat(values("NSS (IMSS)\tEstado civil\tEscolaridad\tOcupación\tReligión", "es"))
        .isEmpty();
  }

  @Test
  void keysAndValuesAlternatingOnATabbedLabLine() {
    assertThat(
            values(
                "Patient(e)\tNGO BIYONG Esther\tNé(e) le\t1981-07-30\tSexe\tF\n"
                    + "IPP\t4910672385\tN° demande\t25D0418876\tPrélevé le\t02/06/2025 08:10",
                "fr"))
        .containsExactly(
            "NAME/FULL_NAME(PATIENT) NGO BIYONG Esther",
            "DATE/BIRTH_DATE 1981-07-30",
            "SEX/SEX F",
            "ID/PATIENT_ID 4910672385",
            "ID/VISIT_ID 25D0418876");
  }

  @Test
  void compactDatesAgesInTwoUnitsAndDocumentTypes() {
    assertThat(
            values(
                "  Nom : PHAN   Né(e) le : 12janv2025   Âge : 3 mois 2 sem.   Sexe : M\n"
                    + "Documento: CC 52.874.331    HC: 2022-041876",
                "fr"))
        .containsExactly(
            "NAME/LAST_NAME(PATIENT) PHAN",
            "DATE/BIRTH_DATE 12janv2025",
            "AGE/AGE 3 mois 2 sem.",
            "SEX/SEX M");
    assertThat(values("Documento: CC 52.874.331    HC: 2022-041876", "es"))
        .containsExactly("ID/NATIONAL_ID 52.874.331", "ID/PATIENT_ID 2022-041876");
  }

  @Test
  void aDoubleSpacedOcrLineKeepsItsValuesWhole() {
    assertThat(values("Apellidos:  TEJADA  MARTÍNEZ,  ÍÑIGO     NHC:  4O2l877", "es"))
        .containsExactly(
            "NAME/LAST_NAME(PATIENT) TEJADA  MARTÍNEZ,  ÍÑIGO", "ID/PATIENT_ID 4O2l877");
  }

  @Test
  void aCareUnitAfterANurseTitleIsNotAName() {
    assertThat(values("| 08/02 14:00 | IDE USIC | douleur |\n| 09/02 | SF BRUNEEL | RAS |", "fr"))
        .containsExactly("NAME/FULL_NAME(STAFF) BRUNEEL");
  }

  @Test
  void aNestedKeyIsNotTheValueOfTheOuterOne() {
    assertThat(values("   PATIENTE :  Nom : DUBOIS-PERRET    Prénom : Coralie", "fr"))
        .containsExactly(
            "NAME/LAST_NAME(PATIENT) DUBOIS-PERRET", "NAME/FIRST_NAME(PATIENT) Coralie");
  }

  @Test
  void aStreetEndsBeforeTheSentencePeriodButKeepsAnAbbreviation() {
    assertThat(
            values(
                "Dirección: Calle Carpinteros de Ribera, 2. .\nDomicilio: C/ Mayor, 4, 2º dcha.",
                "es"))
        .containsExactly(
            "LOCATION/STREET Calle Carpinteros de Ribera, 2",
            "LOCATION/STREET C/ Mayor, 4, 2º dcha.");
  }
}
