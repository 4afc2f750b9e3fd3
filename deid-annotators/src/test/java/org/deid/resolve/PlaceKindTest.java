package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import org.deid.detect.lexicon.Gazetteer;
import org.junit.jupiter.api.Test;

class PlaceKindTest {

  private static final Gazetteer ES = Gazetteer.forLanguage("es");

  @Test
  void aNameTheGazetteersHoldAsACountryOnlyIsACountry() {
    // "Montevideo 11600, Uruguay": the CRF reads the address line's last word as a town.
    assertThat(PlaceKind.of(ES, "Uruguay", "CITY")).isEqualTo("COUNTRY");
    assertThat(PlaceKind.of(ES, "India", "REGION")).isEqualTo("COUNTRY");
    assertThat(PlaceKind.of(ES, "México", "CITY")).isEqualTo("COUNTRY");
  }

  @Test
  void aTownOrARegionThatIsNoCountryIsNoCountry() {
    assertThat(PlaceKind.of(ES, "Jaén", "COUNTRY")).isEqualTo("CITY");
    assertThat(PlaceKind.of(ES, "Viena", "COUNTRY")).isEqualTo("CITY");
    assertThat(PlaceKind.of(ES, "Gipuzkoa", "COUNTRY")).isEqualTo("REGION");
  }

  @Test
  void anOrganisationNamedAsAKnownPlaceAndNoListedOrganisationIsThatPlace() {
    assertThat(PlaceKind.of(ES, "San Leandro", "ORGANIZATION")).isEqualTo("CITY");
    assertThat(PlaceKind.of(ES, "L’Hospitalet de Llobregat", "ORGANIZATION")).isEqualTo("CITY");
    // Near misses: an organisation of the lists that a town shares its name with; a maker's name.
    assertThat(PlaceKind.of(ES, "ONCE", "ORGANIZATION")).isEqualTo("ORGANIZATION");
    assertThat(PlaceKind.of(ES, "Allergan", "ORGANIZATION")).isEqualTo("ORGANIZATION");
  }

  @Test
  void anAmbiguousOrUnknownNameAndOtherPlacesKeepTheirSubtype() {
    // Near misses: a country that is also a town ("Venezuela", "Granada"), a name the gazetteers
    // do not hold, a town already a town, and the places that are no territory.
    assertThat(PlaceKind.of(ES, "Venezuela", "CITY")).isEqualTo("CITY");
    assertThat(PlaceKind.of(ES, "Granada", "COUNTRY")).isEqualTo("COUNTRY");
    assertThat(PlaceKind.of(ES, "Tlacoquemécatl", "COUNTRY")).isEqualTo("COUNTRY");
    assertThat(PlaceKind.of(ES, "Jaén", "CITY")).isEqualTo("CITY");
    assertThat(PlaceKind.of(ES, "Uruguay", "STREET")).isEqualTo("STREET");
    assertThat(PlaceKind.of(ES, "India", "HOSPITAL")).isEqualTo("HOSPITAL");
    assertThat(PlaceKind.of(null, "Uruguay", "CITY")).isEqualTo("CITY");
  }
}
