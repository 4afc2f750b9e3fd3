package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.detect.regex.RegexCandidates.found;

import org.junit.jupiter.api.Test;

class BoxedDigitsTest {

  @Test
  void aNirWrittenOnePerBoxIsAnIdentifierWhetherItsKeyChecksOrNot() throws Exception {
    // 2 85 05 75 123 456 with key 78: not the key of that number (a form copied by hand).
    assertThat(found("N° de sécurité sociale\n2 8 5 0 5 7 5 1 2 3 4 5 6 7 8\n", "fr"))
        .containsExactly("ID/SOCIAL_SECURITY 2 8 5 0 5 7 5 1 2 3 4 5 6 7 8");
    assertThat(found("NIR   1  6  2  0  7  7  5  1  1  3  0  4  5   fin", "fr"))
        .containsExactly("ID/SOCIAL_SECURITY 1  6  2  0  7  7  5  1  1  3  0  4  5");
  }

  @Test
  void boxedDatesWithOrWithoutTheirSeparators() throws Exception {
    assertThat(found("Date de naissance : 1 4 0 3 1 9 7 6\n", "fr"))
        .containsExactly("DATE/BIRTH_DATE 1 4 0 3 1 9 7 6");
    assertThat(found("Fecha: 2 3 . 1 1 . 1 9 7 4 (ingreso)", "es"))
        .containsExactly("DATE/DATE 2 3 . 1 1 . 1 9 7 4");
  }

  @Test
  void fourBoxesAreAYearOrADayAndMonthAfterTheirCue() throws Exception {
    assertThat(found("tabagisme sevré en 1  9  9  8. Opéré", "fr"))
        .containsExactly("DATE/DATE 1  9  9  8");
    assertThat(found("Sevrage de l'oxygène le 0 8 0 4, puis", "fr"))
        .containsExactly("DATE/DATE 0 8 0 4");
    assertThat(found("Scanner cérébral (0 6 / 0 1) : normal", "fr"))
        .containsExactly("DATE/DATE 0 6 / 0 1");
    assertThat(found("Glasgow 3 4 5 6 ; plaquettes 4 5 8 1", "fr")).isEmpty();
  }

  @Test
  void theTownAfterABoxedZip() throws Exception {
    assertThat(found("CS 50 271 - 1 3 3 3 1 MARSEILLE CEDEX 03\n", "fr"))
        .contains("LOCATION/ZIP 1 3 3 3 1", "LOCATION/CITY MARSEILLE");
  }

  @Test
  void boxedPhonesAndZipsOfEachLanguage() throws Exception {
    assertThat(found("Tél 0 6 3 9 9 8 1 2 3 4", "fr"))
        .containsExactly("CONTACT/PHONE 0 6 3 9 9 8 1 2 3 4");
    assertThat(found("Teléfono 6 1 2 3 4 5 6 7 8", "es"))
        .containsExactly("CONTACT/PHONE 6 1 2 3 4 5 6 7 8");
    assertThat(found("CP 7 5 0 1 3 Paris", "fr")).contains("LOCATION/ZIP 7 5 0 1 3");
  }

  @Test
  void otherBoxedRunsAreIdentifiersOfTheirKey() throws Exception {
    assertThat(found("réf. 5 5 1 2 0 9 8 7", "fr")).containsExactly("ID/ID_OTHER 5 5 1 2 0 9 8 7");
    assertThat(found("IPP : 5 5 1 2 0 9 8 7", "fr"))
        .containsExactly("ID/PATIENT_ID 5 5 1 2 0 9 8 7");
  }

  @Test
  void tableRowsScalesAndMeasuresAreNotBoxes() throws Exception {
    assertThat(found("Douleur (EVA) : 0 1 2 3 4 5 6 7 8 9 10", "fr")).isEmpty();
    assertThat(found("Diurèse  0 0 0 0 0 1 0", "fr")).isEmpty();
    assertThat(found("Hb 1 2 , 4 g/dL; plaquettes 2 1 0", "fr")).isEmpty();
    assertThat(found("score 5 / 1 1 ce jour", "fr")).isEmpty();
    assertThat(found("sin cambios: 3 4 5 2", "es")).isEmpty();
  }
}
