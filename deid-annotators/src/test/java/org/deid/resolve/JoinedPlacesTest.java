package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import org.deid.detect.lexicon.Gazetteer;
import org.junit.jupiter.api.Test;

class JoinedPlacesTest {

  private static final Gazetteer SPANISH = Gazetteer.forLanguage("es");

  /** The two pieces of {@code span} in {@code text}, or the span alone when it stays whole. */
  private static String pieces(String text, String span) {
    int begin = text.indexOf(span);
    int space = JoinedPlaces.splitAt(text, begin, begin + span.length(), SPANISH);
    return space < 0
        ? span
        : text.substring(begin, space) + " | " + text.substring(space + 1, begin + span.length());
  }

  @Test
  void aTownAndItsProvinceWrittenOneAfterTheOtherAreTwoPlaces() {
    assertThat(pieces("C/ La Dehesa s/n. 24411 Ponferrada León e-mail:", "Ponferrada León"))
        .isEqualTo("Ponferrada | León");
    assertThat(pieces("39770 Laredo Cantabria. Tel", "Laredo Cantabria"))
        .isEqualTo("Laredo | Cantabria");
    assertThat(pieces("24411 PONFERRADA LEÓN", "PONFERRADA LEÓN")).isEqualTo("PONFERRADA | LEÓN");
  }

  @Test
  void aPlaceTheGazetteersHoldWholeOrAWordThatIsNoPlaceStaysOne() {
    assertThat(pieces("11510 Puerto Real (Cádiz)", "Puerto Real")).isEqualTo("Puerto Real");
    assertThat(pieces("13002 Ciudad Real, España", "Ciudad Real")).isEqualTo("Ciudad Real");
    assertThat(pieces("15706 Santiago de Compostela", "Santiago de Compostela"))
        .isEqualTo("Santiago de Compostela");
    assertThat(pieces("24411 Ponferrada", "Ponferrada")).isEqualTo("Ponferrada");
    assertThat(pieces("adressé par l'ARS La Réunion le 3 mai", "ARS La Réunion"))
        .isEqualTo("ARS La Réunion");
  }

  @Test
  void aPostalCodeAndTheTownAfterItAreTwoPlaces() {
    String text = "C/ Feixa Llarga, s/n. 08907 L’Hospitalet de Llobregat. e-mail";
    int begin = text.indexOf("08907");
    int end = text.indexOf(". e-mail");
    assertThat(text.substring(begin, JoinedPlaces.postalCodeEnd(text, begin, end)))
        .isEqualTo("08907");
    // Near misses: a number of another length, digits without a town after them.
    String other = "Ref. 089071 Lérida, 08907. Lérida";
    assertThat(JoinedPlaces.postalCodeEnd(other, 5, 18)).isEqualTo(-1);
    assertThat(JoinedPlaces.postalCodeEnd(other, 20, 25)).isEqualTo(-1);
  }
}
