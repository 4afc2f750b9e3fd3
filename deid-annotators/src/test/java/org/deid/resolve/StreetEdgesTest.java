package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StreetEdgesTest {

  /** What {@code StreetEdges} keeps of the street {@code span}, found in {@code text}. */
  private static String street(String text, String span) {
    int begin = text.indexOf(span);
    return text.substring(begin, StreetEdges.end(text, begin, begin + span.length()));
  }

  @Test
  void theFieldsClosingPeriodsAndACommaAfterTheNumberAreLeftOut() {
    assertThat(
            street(
                "Domicilio: Calle Rivadavia 12, 4 izq..\nLocalidad", "Calle Rivadavia 12, 4 izq."))
        .isEqualTo("Calle Rivadavia 12, 4 izq");
    assertThat(street("Domicilio: Calle Les Glories 155, 1B. .\n", "Calle Les Glories 155, 1B."))
        .isEqualTo("Calle Les Glories 155, 1B");
    assertThat(street("Valle Oriente Frida Kahlo 180-317, San Pedro", "Frida Kahlo 180-317,"))
        .isEqualTo("Frida Kahlo 180-317");
    assertThat(street("C/ Sta Mª Valverde 2 3ºC; 41008 Sevilla", "C/ Sta Mª Valverde 2 3ºC;"))
        .isEqualTo("C/ Sta Mª Valverde 2 3ºC");
  }

  @Test
  void theSideAbbreviatedKeepsItsPeriod() {
    // Near misses: MEDDOCAN writes "5 Der." and "Avda." with their period.
    assertThat(street("Domicilio: Calle Tudela, 27, 4 der.\nLocalidad", "Calle Tudela, 27, 4 der."))
        .isEqualTo("Calle Tudela, 27, 4 der.");
    assertThat(street("Vive en la Avda. Gaspar Aguilar, 90", "Avda. Gaspar Aguilar, 90"))
        .isEqualTo("Avda. Gaspar Aguilar, 90");
  }

  @Test
  void aCommaBeforeAHardWrapStaysForTheAddressGoesOnAfterIt() {
    assertThat(street("Domicilio: C/ Dronda,\n1, 2º izda.", "C/ Dronda,")).isEqualTo("C/ Dronda,");
    // Near miss: the same comma inside the line is left out.
    assertThat(street("Domicilio: C/ Dronda, Madrid", "C/ Dronda,")).isEqualTo("C/ Dronda");
    String lone = "Calle Mayor 3 ,\n28001 Madrid";
    int comma = lone.indexOf(',');
    assertThat(StreetEdges.end(lone, comma, comma + 1)).isEqualTo(comma);
  }

  @Test
  void punctuationAloneIsNoStreet() {
    String text = "Calle Mayor 3 , 28001 Madrid";
    int comma = text.indexOf(',');
    assertThat(StreetEdges.end(text, comma, comma + 1)).isEqualTo(comma);
    int colon = "Dirección: Calle".indexOf(':');
    assertThat(StreetEdges.end("Dirección: Calle", colon, colon + 1)).isEqualTo(colon);
  }
}
