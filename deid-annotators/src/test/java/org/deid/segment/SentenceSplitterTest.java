package org.deid.segment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class SentenceSplitterTest {

  private static List<String> sentences(String text, String language) {
    SentenceSplitter splitter =
        new SentenceSplitter(Abbreviations.forLanguage(language), Locale.forLanguageTag(language));
    return splitter.split(text).stream().map(s -> text.substring(s.begin(), s.end())).toList();
  }

  @Test
  void linesAlwaysEndSentencesAndBlankLinesGiveNone() {
    assertThat(
            sentences("Vu par le Dr. Dupont. Il va bien.\nTraitement\n\n  Pas de fièvre  ", "fr"))
        .containsExactly("Vu par le Dr. Dupont.", "Il va bien.", "Traitement", "Pas de fièvre");
  }

  @Test
  void initialsInsideNamesDoNotEndSentences() {
    assertThat(
            sentences(
                "Atendido por la Dra. M. López. Ana M. Calvo firma. Tiene hepatitis B. Se deriva.",
                "es"))
        .containsExactly(
            "Atendido por la Dra. M. López.",
            "Ana M. Calvo firma.",
            "Tiene hepatitis B.",
            "Se deriva.");
    assertThat(sentences("Médico: M. Eugenia Palacios", "es"))
        .containsExactly("Médico: M. Eugenia Palacios");
  }

  @Test
  void listNumbersDoNotEndSentences() {
    assertThat(sentences("1. Paracetamol 1 g.\r\n 2. Reposo. Control", "es"))
        .containsExactly("1. Paracetamol 1 g.", "2. Reposo.", "Control");
  }

  @Test
  void emailsAndLowercaseContinuations() {
    assertThat(sentences("Correo: a@b.es. Luego 3 nov. 2020 y p. ej. nada.", "es"))
        .containsExactly("Correo: a@b.es.", "Luego 3 nov. 2020 y p. ej. nada.");
  }

  @Test
  void abbreviationsInCapitalsAndAfterBrackets() {
    assertThat(sentences("Vista por (Dra. Ruiz) y DRA. GÓMEZ. Fin", "es"))
        .containsExactly("Vista por (Dra. Ruiz) y DRA. GÓMEZ.", "Fin");
  }

  @Test
  void breaksOnlyAtWhiteSpaceSoNoTokenIsCut() {
    assertThat(sentences("Ver http://a.es/c?Q=1. Luego", "es"))
        .containsExactly("Ver http://a.es/c?Q=1.", "Luego");
  }
}
