package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class NameTriggersTest {

  private static List<String> names(String text, String language) {
    return NameTriggers.forLanguage(language).find(text).stream()
        .sorted((a, b) -> Integer.compare(a.begin(), b.begin()))
        .map(f -> f.phiClass() + " " + text.substring(f.begin(), f.end()))
        .distinct()
        .toList();
  }

  @Test
  void spanishFieldsGiveThePatientsNames() {
    assertThat(names("Nombre:  Ernesto.\nApellidos: Rivera Bueno.\nNHC: 368503.", "es"))
        .containsExactly(
            "NAME/FIRST_NAME(PATIENT) Ernesto", "NAME/LAST_NAME(PATIENT) Rivera Bueno");
  }

  @Test
  void staffAfterMedicoAndRemitidoPorWithATitleSkipped() {
    assertThat(
            names(
                "Médico:Ricardo Galán Suárez NºCol: 28 28 70973.\n"
                    + "Remitido por: Dra. María Merino Viveros Hospital Universitario de Móstoles",
                "es"))
        .containsExactly(
            "NAME/FULL_NAME(STAFF) Ricardo Galán Suárez",
            "NAME/FULL_NAME(STAFF) María Merino Viveros");
  }

  @Test
  void staffByARoleWithAQualifierAFirmaOrANursingTitle() {
    assertThat(
            names(
                "Psiquiatra responsable: Fco. Javier Durán Sayago\n"
                    + "Enfermera referente: Rocío Caballos\nFirma: N. Aldekoa\n"
                    + "Equipo: DUE Ginés Abellán y TES F. Riquelme.",
                "es"))
        .contains(
            "NAME/FULL_NAME(STAFF) Fco. Javier Durán Sayago",
            "NAME/FULL_NAME(STAFF) Rocío Caballos",
            "NAME/FULL_NAME(STAFF) N. Aldekoa",
            "NAME/FULL_NAME(STAFF) Ginés Abellán",
            "NAME/FULL_NAME(STAFF) F. Riquelme");
    // Near miss: a role without a qualifier or colon in running text names nobody.
    assertThat(names("La psiquiatra responsable del caso valoró al paciente.", "es")).isEmpty();
  }

  @Test
  void initialsOfCompoundAndCatalanFirstNamesGoOn() {
    assertThat(names("Comité: Dr. J-P. MORENO, Dr. Ll. SOLER\nAnatomía", "es"))
        .containsExactly("NAME/FULL_NAME(STAFF) J-P. MORENO", "NAME/FULL_NAME(STAFF) Ll. SOLER");
    // Near miss: a hyphenated word with a period after it ends the name and the sentence.
    assertThat(names("Visto por el Dr. Ruiz-Gómez. Ahora bien", "es"))
        .containsExactly("NAME/FULL_NAME(STAFF) Ruiz-Gómez");
  }

  @Test
  void particlesStayInsideANameButNotAtItsEnd() {
    assertThat(names("Remitido por: Dr. Alberto Miján de la Torre. Servicio de", "es"))
        .containsExactly("NAME/FULL_NAME(STAFF) Alberto Miján de la Torre");
  }

  @Test
  void aHospitalOrAStreetNamedAfterADoctorIsNotAName() {
    assertThat(names("Hospital Universitario Doctor Peset. Calle del Dr. Esquerdo, 46", "es"))
        .isEmpty();
  }

  @Test
  void relativesAfterSuHijaAndSaFille() {
    assertThat(names("Acude con su hija Marta. Sin más.", "es"))
        .containsExactly("NAME/FULL_NAME(RELATIVE) Marta");
    assertThat(names("Accompagné de sa fille, Claire Dupont.", "fr"))
        .containsExactly("NAME/FULL_NAME(RELATIVE) Claire Dupont");
  }

  @Test
  void aRelativesNameInAppositionAfterACommaOrInBrackets() {
    assertThat(
            names(
                "Vino con la hermana menor, Yusmary. Estudio a su hija (Wara, 25 años). O neto"
                    + " (Iago, 17 anos) queda.",
                "es"))
        .containsExactly(
            "NAME/FULL_NAME(RELATIVE) Yusmary",
            "NAME/FULL_NAME(RELATIVE) Wara",
            "NAME/FULL_NAME(RELATIVE) Iago");
    // Near miss: family history after a colon lists diseases, not names.
    assertThat(names("Antecedentes familiares. Padre: HTA. Madre: Diabetes tipo 2.", "es"))
        .isEmpty();
  }

  @Test
  void aRelativesWordBeforeAFullStopEndsTheSentence() {
    assertThat(names("Le traitement était administré par son épouse. Malgré le traitement", "fr"))
        .isEmpty();
    assertThat(names("Le traitement était administré par son épouse Claire. Malgré", "fr"))
        .containsExactly("NAME/FULL_NAME(RELATIVE) Claire");
  }

  @Test
  void drMeaningDroitIsNotATrigger() {
    assertThat(names("Douleur du genou Dr. Pas de fièvre. Hémicorps dr parésique.", "fr"))
        .isEmpty();
    assertThat(names("Genou Dr douloureux, vu par le Dr Martin.", "fr"))
        .containsExactly("NAME/FULL_NAME(STAFF) Martin");
  }

  @Test
  void aLowerCaseWordAfterMonsieurIsNotAName() {
    assertThat(names("Monsieur chute dans les escaliers. Madame Durand accompagne.", "fr"))
        .containsExactly("NAME/FULL_NAME Durand");
  }

  @Test
  void frenchPatientFieldAndTitles() {
    assertThat(names("Patient : M. FERREIRA DA SILVA Antonio\nPr Jean-Marc Poulain", "fr"))
        .containsExactly(
            "NAME/FULL_NAME(PATIENT) FERREIRA DA SILVA Antonio",
            "NAME/FULL_NAME(STAFF) Jean-Marc Poulain");
  }

  @Test
  void aNameEndsAtTheLineEndAndBeforeAFieldLabel() {
    assertThat(names("Médico: Ana Ruiz\nServicio: Urología", "es"))
        .containsExactly("NAME/FULL_NAME(STAFF) Ana Ruiz");
  }

  @Test
  void afterADoctorsTitleALetterIsAnInitialNotMonsieur() {
    assertThat(names("OBSERVATION — Dr M. GUERIN (psychiatre de garde)", "fr"))
        .containsExactly("NAME/FULL_NAME(STAFF) M. GUERIN");
    assertThat(names("Patient : M. Dupont", "fr"))
        .containsExactly("NAME/FULL_NAME(PATIENT) Dupont");
  }

  @Test
  void theInitialsOfACompoundFirstName() {
    assertThat(names("Relu par le Dr L.-M. Berthier", "fr"))
        .containsExactly("NAME/FULL_NAME(STAFF) L.-M. Berthier");
    assertThat(names("Validé par Pr F. GIOVANNINI et Dr L. ABDELKADER.", "fr"))
        .contains("NAME/FULL_NAME(STAFF) F. GIOVANNINI", "NAME/FULL_NAME(STAFF) L. ABDELKADER")
        .noneMatch(name -> name.contains(" et "));
    assertThat(names("Opérateur : Dr J.-B. de la Tour d'Auvergne - dicté le 18/03", "fr"))
        .containsExactly("NAME/FULL_NAME(STAFF) J.-B. de la Tour d'Auvergne");
  }
}
