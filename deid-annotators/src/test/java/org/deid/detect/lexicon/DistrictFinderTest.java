package org.deid.detect.lexicon;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Places named after a word for a district or a small settlement, with near-misses. */
class DistrictFinderTest {

  /** The lexicon's strong place candidates of a text, as covered texts. */
  private static List<String> districts(String text, String language) throws Exception {
    return LexiconCandidates.placesAt(text, language, DistrictFinder.CONFIDENCE);
  }

  @Test
  void spanishDistrictsParishesAndHamletsThatNoGazetteerHolds() throws Exception {
    assertThat(districts("Vive sola (barrio de Repélega, cuarto piso con ascensor).", "es"))
        .containsExactly("Repélega");
    assertThat(
            districts(
                "Dirección: en Lieres, parroquia de Llieres, concejo de Siero; barrio de La Cruz.",
                "es"))
        .containsExactly("Llieres", "Siero", "La Cruz");
    assertThat(districts("la pedanía de Sangonera la Verde. Viu al barri del\nRaval.", "es"))
        .containsExactly("Sangonera la Verde", "Raval");
    assertThat(
            districts(
                "Natural de Jipijapa (provincia de Manabí); nacida en Maracaibo, estado Zulia;"
                    + " vive en el sector La Limpia.",
                "es"))
        .containsExactly("Manabí", "Zulia", "La Limpia");
    // Near miss: a state of health is no place.
    assertThat(districts("Llega en estado de shock, provincia sin nombre.", "es")).isEmpty();
  }

  @Test
  void aLowerCaseWordAHospitalOrAnAcronymAfterTheHeadIsNoDistrict() throws Exception {
    assertThat(districts("Colonias en el barrio de la derecha; barrio obrero.", "es")).isEmpty();
    assertThat(districts("Trabaja en el barrio del Hospital Clínico.", "es")).isEmpty();
    assertThat(districts("Reside en el barrio de UCI. Quartier de la gare.", "es")).isEmpty();
  }

  @Test
  void frenchHamletsAndQuarters() throws Exception {
    assertThat(districts("Intervention au quartier de La Source, près du stade.", "fr"))
        .containsExactly("La Source");
    assertThat(districts("Elle vit dans le quartier des Tarterêts depuis 2019.", "fr"))
        .containsExactly("Tarterêts");
  }
}
