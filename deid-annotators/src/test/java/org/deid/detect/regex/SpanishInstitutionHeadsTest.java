package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.detect.regex.RegexCandidates.found;

import org.junit.jupiter.api.Test;

/** Insurers, agencies and health consortia named in Spanish and Catalan notes, with near misses. */
class SpanishInstitutionHeadsTest {

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
}
