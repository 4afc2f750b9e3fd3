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

  /** What {@code StreetEdges} keeps of the street {@code span} once it begins at its name. */
  private static String named(String text, String span) {
    int begin = text.indexOf(span);
    int end = begin + span.length();
    return text.substring(StreetEdges.begin(text, begin, end), end);
  }

  @Test
  void aBuildingAndAFloorBeforeTheStreetsNameAreLeftOut() {
    assertThat(
            named(
                "Patología Edificio de Gobierno - 4ª Planta Avenida Fuerzas Armadas, 2 E-18014",
                "Edificio de Gobierno - 4ª Planta Avenida Fuerzas Armadas, 2"))
        .isEqualTo("Avenida Fuerzas Armadas, 2");
    assertThat(named("Forense Edifici G, 5a planta Gran Vía, 111.", "5a planta Gran Vía, 111"))
        .isEqualTo("Gran Vía, 111");
    assertThat(
            named("Oncología (9a planta) Avda. Ana de Viya 21", "(9a planta) Avda. Ana de Viya 21"))
        .isEqualTo("Avda. Ana de Viya 21");
    assertThat(named("Urología Planta 11. Xubias de Arriba, 84", "Planta 11. Xubias de Arriba, 84"))
        .isEqualTo("Xubias de Arriba, 84");
  }

  @Test
  void aFloorAfterTheStreetsNumberStays() {
    // Near misses: the address's complement, as MEDDOCAN writes it.
    assertThat(named("Domicilio: Florida 234 piso 5", "Florida 234 piso 5"))
        .isEqualTo("Florida 234 piso 5");
    assertThat(named("Calle 28 No. 13A - Piso 15 Bogotá", "Calle 28 No. 13A - Piso 15 Bogotá"))
        .isEqualTo("Calle 28 No. 13A - Piso 15 Bogotá");
    assertThat(
            named(
                "Loma Colmenar s/n.º Edificio 2. Planta -1",
                "Loma Colmenar s/n.º Edificio 2. Planta -1"))
        .isEqualTo("Loma Colmenar s/n.º Edificio 2. Planta -1");
    // Nor is a floor with nothing capitalised after it a floor before a name.
    assertThat(named("Calle Mayor, 3ª planta izquierda", "Calle Mayor, 3ª planta izquierda"))
        .isEqualTo("Calle Mayor, 3ª planta izquierda");
  }
}
