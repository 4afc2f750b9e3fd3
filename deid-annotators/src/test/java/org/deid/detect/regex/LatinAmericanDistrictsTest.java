package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.detect.regex.RegexCandidates.found;

import org.junit.jupiter.api.Test;

/** The colonias and delegaciones of Mexican addresses, with the bodies that share their heads. */
class LatinAmericanDistrictsTest {

  @Test
  void aColoniaAndADelegacionBeforeTheirPostalCode() throws Exception {
    assertThat(
            found(
                "Dra. Teresa Sada Ovalle Doctor Vertiz 737 interior 35 Colonia Narvarte."
                    + " Delegación Benito Juárez Código Postal 03020. México, D.F.",
                "es"))
        .contains("LOCATION/CITY Colonia Narvarte", "LOCATION/CITY Delegación Benito Juárez");
    assertThat(found("Consultorio 510, Colonia Valle de las palmas Huixquilucan, Estado", "es"))
        .contains("LOCATION/CITY Colonia Valle de las palmas Huixquilucan");
    assertThat(found("C/ Vicente García Torres Nº 46 Col. San Lucas Coyoacán. 04030", "es"))
        .contains("LOCATION/CITY Col. San Lucas Coyoacán");
  }

  @Test
  void bodiesAndCommonNounsAreNoDistricts() throws Exception {
    // Near misses: a provincial delegation is a body, "de" starts no name, a cologne in lower
    // case, a member's number after "NºCol".
    assertThat(
            found(
                "Remitido a la Delegación Provincial de Sanidad y a la Delegación de Salud."
                    + " Usa colonia Nenuco. NºCol: 28 28 49712. Colonia de vacaciones.",
                "es"))
        .noneMatch(c -> c.startsWith("LOCATION/CITY"));
  }
}
