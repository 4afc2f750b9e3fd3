package org.deid.detect.lexicon;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.Test;

class MakerInBracketsFinderTest {

  private static List<String> makers(String text) throws Exception {
    return LexiconCandidates.of(text, "es").stream()
        .filter(c -> "ORGANIZATION".equals(c.getSubtype()))
        .filter(c -> Math.abs(c.getConfidence() - MakerInBracketsFinder.CONFIDENCE) < 1e-6)
        .map(PhiCandidate::getCoveredText)
        .toList();
  }

  @Test
  void aMakerBetweenItsProductAndItsSeat() throws Exception {
    assertThat(makers("Se pautó prednisona oral (Dacortin 30 mg, Merck, Barcelona) y colirio."))
        .containsExactly("Merck");
    assertThat(makers("Recibió vancomicina (Diatracin 500 mg, Lilly y Dista, Madrid) en bolo."))
        .containsExactly("Lilly y Dista");
    assertThat(makers("Se realizó una OCT (Stratus OCT; Carl Zeiss Meditec, Dublin, CA) normal."))
        .containsExactly("Carl Zeiss Meditec");
    assertThat(makers("Gentamicina (Gevramycin 40 mg inyectable, Schering-Plough, Madrid) iv."))
        .containsExactly("Schering-Plough");
  }

  @Test
  void aMakerFirstInTheBracketWithItsTradeMark() throws Exception {
    assertThat(makers("Implantes (McGhan® Medical Corporation, Santa Bárbara, California, EE.UU.)"))
        .containsExactly("McGhan® Medical Corporation");
    assertThat(
            makers("Expansor modelo SRV2007 (Allergan®, Irvine, California, EE.UU.), de 750 cc."))
        .containsExactly("Allergan");
  }

  @Test
  void aCountryClosingTheBracketWithoutAComma() throws Exception {
    assertThat(
            makers("Se aplicó peróxido de carbamida (Endoperox®, Septodont Francia) en la pieza."))
        .containsExactly("Septodont");
  }

  @Test
  void placesNamesAndBracketsWithoutASeatAreNoMaker() throws Exception {
    // Near misses: a list of places; a maker first without a trade mark (a person, a town);
    // no seat after the maker; a title; the seat not closing the bracket.
    assertThat(makers("Vive en el sur de la comunidad (Móstoles, Alcorcón, Madrid) con su hija."))
        .isEmpty();
    assertThat(makers("Remitida por su médico (Pérez, Madrid) para valoración.")).isEmpty();
    assertThat(makers("Se pautó colirio (Tobradex, Alcon Cusí) cada 4 horas.")).isEmpty();
    assertThat(makers("Fue valorada en consulta (derivada, Dr. Ruiz, Sevilla) en 2019.")).isEmpty();
    assertThat(makers("Se pautó prednisona (Dacortin, Merck, Barcelona y luego Madrid)."))
        .isEmpty();
  }

  @Test
  void frenchNotesNameNoMakerAsAnInstitution() throws Exception {
    assertThat(
            LexiconCandidates.of("Sonde posée (Foley 16 Ch, Vygon, Écouen) sans incident.", "fr")
                .stream()
                .filter(c -> "ORGANIZATION".equals(c.getSubtype()))
                .map(PhiCandidate::getCoveredText))
        .isEmpty();
  }
}
