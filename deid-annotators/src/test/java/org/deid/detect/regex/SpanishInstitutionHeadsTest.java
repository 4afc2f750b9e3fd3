package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.detect.regex.RegexCandidates.found;

import org.junit.jupiter.api.Test;

/** Insurers, agencies and health consortia named in Spanish and Catalan notes, with near misses. */
class SpanishInstitutionHeadsTest {

  @Test
  void floorsWithoutANumberAndDoorsInBrackets() throws Exception {
    assertThat(found("Domicilio en calle Mas, 48, entresuelo, 08001 Barcelona.", "es"))
        .contains("LOCATION/STREET calle Mas, 48, entresuelo");
    assertThat(found("Vive en C/ Cortes, 22, 3º izda (puerta B), Bilbao.", "es"))
        .contains("LOCATION/STREET C/ Cortes, 22, 3º izda (puerta B)");
    // MEDDOCAN leaves the period after the side out: "14 1º izda. 41008".
    assertThat(found("C/Antonio Filpo Rojas, 14 1º izda. 41008 Sevilla", "es"))
        .contains("LOCATION/STREET C/Antonio Filpo Rojas, 14 1º izda");
  }

  @Test
  void aBoulevardIsAStreet() throws Exception {
    assertThat(found("Universidad de Málaga Boulevard Louis Pasteur, 32. 29071 Málaga.", "es"))
        .contains("LOCATION/STREET Boulevard Louis Pasteur, 32");
    // Near miss: the word in prose, with no name and number after it.
    assertThat(found("un boulevard arbolado junto al hospital", "es"))
        .noneMatch(c -> c.startsWith("LOCATION/STREET"));
  }

  @Test
  void insurersAgenciesAndConsortia() throws Exception {
    assertThat(found("Informe para la Mutualidad General de Funcionarios Civiles.", "es"))
        .anyMatch(c -> c.startsWith("LOCATION/ORGANIZATION Mutualidad General"));
    assertThat(found("Solicitud a la Agencia Madrileña de Atención Social.", "es"))
        .anyMatch(c -> c.startsWith("LOCATION/ORGANIZATION Agencia Madrileña"));
    assertThat(found("Derivada desde el Consorci Sanitari de Terrassa.", "es"))
        .anyMatch(c -> c.startsWith("LOCATION/ORGANIZATION Consorci Sanitari"));
    // Near misses: the common nouns in lower case.
    assertThat(found("baja tramitada por la mutua de su empresa y la agencia", "es"))
        .noneMatch(c -> c.startsWith("LOCATION"));
  }

  @Test
  void aTownHallAbbreviatedAndABasqueSchool() throws Exception {
    assertThat(found("Ayuda a domicilio:  SÍ [X]  (Ayto. de Murcia)", "es"))
        .contains("LOCATION/ORGANIZATION Ayto. de Murcia");
    assertThat(found("profesora en la ikastola Lauaxeta, pide ser informada", "es"))
        .contains("LOCATION/ORGANIZATION ikastola Lauaxeta");
    // The abbreviation without its seat, a school's name in lower case: nothing.
    assertThat(found("el Ayto. lo gestiona ; en la ikastola del barrio", "es"))
        .noneMatch(c -> c.startsWith("LOCATION/ORGANIZATION"));
  }
}
