package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import org.deid.detect.lexicon.Gazetteer;
import org.junit.jupiter.api.Test;

class PlaceKindTest {

  private static final Gazetteer ES = Gazetteer.forLanguage("es");

  @Test
  void aTownWrittenInDigitsAloneIsItsPostalCode() {
    assertThat(PlaceKind.of(ES, "08907", "CITY", () -> false)).isEqualTo("ZIP");
    assertThat(PlaceKind.of(ES, "08907", "STREET", () -> false)).isEqualTo("STREET");
    assertThat(PlaceKind.of(ES, "089077", "CITY", () -> false)).isEqualTo("CITY");
  }

  @Test
  void aNameTheGazetteersHoldAsACountryOnlyIsACountry() {
    // "Montevideo 11600, Uruguay": the CRF reads the address line's last word as a town.
    assertThat(PlaceKind.of(ES, "Uruguay", "CITY", () -> false)).isEqualTo("COUNTRY");
    assertThat(PlaceKind.of(ES, "India", "REGION", () -> false)).isEqualTo("COUNTRY");
    assertThat(PlaceKind.of(ES, "México", "CITY", () -> false)).isEqualTo("COUNTRY");
  }

  @Test
  void aTownOrARegionThatIsNoCountryIsNoCountry() {
    assertThat(PlaceKind.of(ES, "Jaén", "COUNTRY", () -> false)).isEqualTo("CITY");
    assertThat(PlaceKind.of(ES, "Viena", "COUNTRY", () -> false)).isEqualTo("CITY");
    assertThat(PlaceKind.of(ES, "Gipuzkoa", "COUNTRY", () -> false)).isEqualTo("REGION");
  }

  @Test
  void anOrganisationNamedAsAKnownPlaceAndNoListedOrganisationIsThatPlace() {
    assertThat(PlaceKind.of(ES, "San Leandro", "ORGANIZATION", () -> false)).isEqualTo("CITY");
    assertThat(PlaceKind.of(ES, "L’Hospitalet de Llobregat", "ORGANIZATION", () -> false))
        .isEqualTo("CITY");
    // Near misses: an organisation of the lists that a town shares its name with; a maker's name.
    assertThat(PlaceKind.of(ES, "ONCE", "ORGANIZATION", () -> false)).isEqualTo("ORGANIZATION");
    assertThat(PlaceKind.of(ES, "Allergan", "ORGANIZATION", () -> false)).isEqualTo("ORGANIZATION");
  }

  @Test
  void anAmbiguousOrUnknownNameAndOtherPlacesKeepTheirSubtype() {
    // Near misses: a country that is also a town ("Venezuela", "Granada"), a name the gazetteers
    // do not hold, a town already a town, and the places that are no territory.
    assertThat(PlaceKind.of(ES, "Venezuela", "CITY", () -> false)).isEqualTo("CITY");
    // After a country's key, the country it may be.
    assertThat(PlaceKind.of(ES, "Venezuela", "CITY", () -> true)).isEqualTo("COUNTRY");
    assertThat(PlaceKind.of(ES, "Jaén", "CITY", () -> true)).isEqualTo("CITY");
    assertThat(PlaceKind.of(ES, "Granada", "COUNTRY", () -> false)).isEqualTo("COUNTRY");
    assertThat(PlaceKind.of(ES, "Tlacoquemécatl", "COUNTRY", () -> false)).isEqualTo("COUNTRY");
    assertThat(PlaceKind.of(ES, "Jaén", "CITY", () -> false)).isEqualTo("CITY");
    assertThat(PlaceKind.of(ES, "Uruguay", "STREET", () -> false)).isEqualTo("STREET");
    assertThat(PlaceKind.of(ES, "India", "HOSPITAL", () -> false)).isEqualTo("HOSPITAL");
    assertThat(PlaceKind.of(null, "Uruguay", "CITY", () -> false)).isEqualTo("CITY");
  }
}
