package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class FieldKeysTest {

  private static List<String> kinds(String key, String language) {
    return FieldKeys.forLanguage(language).lookup(key).stream()
        .map(kind -> kind.phiClass() + " " + kind.shape())
        .toList();
  }

  @Test
  void keysAreFoundWhateverTheirSpelling() {
    assertThat(kinds("Nº PETICIÓN", "es")).containsExactly("ID/VISIT_ID ID");
    assertThat(kinds("APELLIDO2", "es")).containsExactly("NAME/LAST_NAME(PATIENT) NAME");
    assertThat(kinds("F. NAC.", "es")).containsExactly("DATE/BIRTH_DATE DATE");
    assertThat(kinds("NSS (IMSS)", "es")).containsExactly("ID/SOCIAL_SECURITY ID");
    assertThat(kinds("adresse_l2", "fr")).containsExactly("LOCATION/STREET STREET");
  }

  @Test
  void exportedIdentifiersAreReadByTheirParts() {
    assertThat(kinds("cp_ville", "fr")).containsExactly("LOCATION/ZIP ZIP", "LOCATION/CITY PROPER");
    assertThat(kinds("patient.contact_urgence", "fr"))
        .containsExactly("NAME/FULL_NAME(RELATIVE) NAME");
    assertThat(kinds("medecin.nom", "fr")).containsExactly("NAME/LAST_NAME(STAFF) NAME");
    assertThat(kinds("MEDICO_RESPONSABLE", "es")).containsExactly("NAME/FULL_NAME(STAFF) NAME");
    assertThat(kinds("CIP_SNS", "es")).containsExactly("ID/PATIENT_ID ID");
  }

  @Test
  void humanWordingIsNotReadByItsParts() {
    assertThat(kinds("Nom du service", "fr")).isEmpty();
    assertThat(kinds("Nombre del centro", "es")).isEmpty();
    assertThat(kinds("Edad 34", "es")).isEmpty();
    assertThat(kinds("Analyte", "fr")).isEmpty();
  }

  @Test
  void englishExportKeysInBothLanguages() {
    assertThat(kinds("DOB", "fr")).containsExactly("DATE/BIRTH_DATE DATE");
    assertThat(kinds("user", "es")).containsExactly("NAME/FULL_NAME(STAFF) LOGIN");
  }

  @Test
  void anotherLanguageFailsWithItsName() {
    assertThatThrownBy(() -> FieldKeys.forLanguage("de"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'de'");
  }
}
