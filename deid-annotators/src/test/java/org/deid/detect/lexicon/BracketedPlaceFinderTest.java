package org.deid.detect.lexicon;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Places found beside a known place in brackets, with near-misses. */
class BracketedPlaceFinderTest {

  /** The lexicon's bracket-found place candidates of a text, as covered texts. */
  private static List<String> bracketed(String text, String language) throws Exception {
    return LexiconCandidates.placesAt(text, language, BracketedPlaceFinder.CONFIDENCE);
  }

  @Test
  void aDistrictInBracketsAfterItsTown() throws Exception {
    assertThat(bracketed("En 2016 se mudó a Caracas (Petare) con su hija.", "es"))
        .containsExactly("Petare");
    assertThat(bracketed("Ha vivido en Valencia (la Malvarrosa) y en Bogotá (Kennedy).", "es"))
        .containsExactly("la Malvarrosa", "Kennedy");
  }

  @Test
  void aTownBeforeItsCountryInBracketsAfterALocationCue() throws Exception {
    assertThat(bracketed("Nace en Tetuán (Marruecos), cuarto de siete hermanos.", "es"))
        .containsExactly("Tetuán");
    assertThat(bracketed("Patiente née à Bignona (Sénégal), arrivée en 2019.", "fr"))
        .containsExactly("Bignona");
  }

  @Test
  void aNameATitleAnAcronymOrAHospitalBesideThePlaceIsNoPlace() throws Exception {
    // Near misses: no cue before the name; a title, an acronym, a hospital in the brackets.
    assertThat(bracketed("Valorado por el Prof. Reinhold (Alemania) en 2019.", "es")).isEmpty();
    assertThat(bracketed("Remitido desde Sevilla (Dr. Castellar).", "es")).isEmpty();
    assertThat(bracketed("Ingresó en Madrid (HUPA) y luego en Sevilla (Hospital Macarena).", "es"))
        .isEmpty();
  }
}
