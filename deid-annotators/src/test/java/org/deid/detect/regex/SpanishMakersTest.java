package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.detect.regex.RegexCandidates.found;

import org.junit.jupiter.api.Test;

/** Makers and laboratories that Spanish case reports name in prose, with near misses. */
class SpanishMakersTest {

  @Test
  void aMakerBySuffixOfItsTradeName() throws Exception {
    assertThat(found("Se determinó con el analizador cobas de Roche Diagnostics en 2019.", "es"))
        .contains("LOCATION/ORGANIZATION Roche Diagnostics");
    assertThat(found("Resonador Magnetom Vida (Siemens Healthcare GmbH, Erlangen).", "es"))
        .contains("LOCATION/ORGANIZATION Siemens Healthcare GmbH");
    assertThat(found("Prótesis de McGhan Medical Corporation, Santa Bárbara.", "es"))
        .contains("LOCATION/ORGANIZATION McGhan Medical Corporation");
  }

  @Test
  void aLaboratoryByItsPluralHead() throws Exception {
    assertThat(found("Paracetamol 1 g (Laboratorios Cinfa), un comprimido cada 8 horas.", "es"))
        .contains("LOCATION/ORGANIZATION Laboratorios Cinfa");
  }

  @Test
  void aHospitalsLaboratoryOrAnArticleIsNoMaker() throws Exception {
    // Near misses: a hospital's laboratories in a letterhead in capitals, a suffix after an
    // article (INSTITUTION_ES's weaker claim on "Laboratorios Clínicos" is the consensus's to
    // weigh).
    assertThat(found("VIRGEN DE LAS NIEVES · UGC LABORATORIOS CLÍNICOS", "es"))
        .noneMatch(c -> c.startsWith("LOCATION/ORGANIZATION"));
    assertThat(found("según los laboratorios de la zona y la Healthcare local", "es"))
        .noneMatch(c -> c.startsWith("LOCATION/ORGANIZATION"));
  }
}
