package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class KingsAndClassificationsTest {

  @Test
  void aNameBeforeALetteredClassNumberOrOpeningANamedScaleIsNoPerson() {
    String fracture = "luxation de la tête radiale (Masada IIb). Le raccourcissement";
    int masada = fracture.indexOf("Masada");
    int iib = fracture.indexOf("IIb");
    assertThat(KingsAndClassifications.isOrPrecedesClassNumber(fracture, masada, masada + 6))
        .isTrue();
    assertThat(KingsAndClassifications.isOrPrecedesClassNumber(fracture, iib, iib + 3)).isTrue();
    String sedation = "facilement réveillable (Richmond Agitation Sedation Scale à -2)";
    int richmond = sedation.indexOf("Richmond");
    assertThat(KingsAndClassifications.opensNamedInstrument(sedation, richmond + 8)).isTrue();
    // A surname, or a name before a word of the note, stands.
    String note = "Vu par Marc Ivanov et Rose Martin Test de grossesse négatif";
    assertThat(KingsAndClassifications.isOrPrecedesClassNumber(note, 7, 11)).isFalse();
    assertThat(KingsAndClassifications.opensNamedInstrument(note, note.indexOf(" Martin")))
        .isFalse();
  }

  @Test
  void aRegnalNumberAfterANameMakesItAKingsNameAnInitialDoesNot() {
    String hospital = "hôpital militaire d'instruction Mohammed V (HMIM-V) de Rabat";
    int end = hospital.indexOf("Mohammed") + "Mohammed".length();
    assertThat(KingsAndClassifications.beforeRegnalNumber(hospital, end)).isTrue();
    String chu = "au CHU Hassan II de Fès";
    assertThat(KingsAndClassifications.beforeRegnalNumber(chu, chu.indexOf(" II"))).isTrue();
    String initial = "Karim V. a été revu";
    assertThat(KingsAndClassifications.beforeRegnalNumber(initial, initial.indexOf(" V.")))
        .isFalse();
    String surname = "Karim VIDAL a été revu";
    assertThat(KingsAndClassifications.beforeRegnalNumber(surname, surname.indexOf(" VIDAL")))
        .isFalse();
  }
}
