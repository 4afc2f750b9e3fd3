package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.text.Normalizer;
import java.util.List;
import java.util.Locale;
import java.util.Random;
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

  /**
   * The normalisation by regular expressions alone, which the table of Latin-1 characters skips.
   */
  private static String normalisedByRegex(String text) {
    String withoutNotes = text.replaceAll("\\([^)]*\\)", " ");
    String bare = Normalizer.normalize(withoutNotes, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
    return bare.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", " ").trim();
  }

  @Test
  void normalisationIsTheRegexOneOnEveryPairOfLatin1CharactersAndOnRandomText() {
    for (char a = 0; a < 256; a++) {
      for (char b = 0; b < 256; b++) {
        String text = "" + a + b;
        assertThat(FieldKeys.normalise(text))
            .as("U+%04X U+%04X", (int) a, (int) b)
            .isEqualTo(normalisedByRegex(text));
      }
    }
    String alphabet = "aZé É(x)ÑñçÇ  _.-1º°ª²ßÆøÿ\tİıΣσς\u0301ﬁ𝒜Ω";
    Random random = new Random(13);
    for (int n = 0; n < 20_000; n++) {
      StringBuilder text = new StringBuilder();
      for (int k = random.nextInt(12); k > 0; k--) {
        text.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      assertThat(FieldKeys.normalise(text.toString()))
          .as(text.toString())
          .isEqualTo(normalisedByRegex(text.toString()));
    }
  }
}
