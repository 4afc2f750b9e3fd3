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
  void closedLinesEndSentencesAndBlankLinesGiveNone() {
    assertThat(
            sentences("Vu par le Dr. Dupont. Il va bien.\nTraitement\n\n  Pas de fièvre  ", "fr"))
        .containsExactly("Vu par le Dr. Dupont.", "Il va bien.", "Traitement", "Pas de fièvre");
  }

  @Test
  void aWrappedLineGoesOnAcrossItsLineBreak() {
    // A phrase left open ("de"), a lower-case continuation, a hyphen: the name stays in one piece.
    assertThat(sentences("Adressé au Centre de\nBiologie et Pathologie Est. Revu.", "fr"))
        .containsExactly("Adressé au Centre de\nBiologie et Pathologie Est.", "Revu.");
    assertThat(sentences("Cabinet médical\ndes Arcades", "fr"))
        .containsExactly("Cabinet médical\ndes Arcades");
    assertThat(sentences("Ingresa en el Hospital Virgen de la\nArrixaca", "es"))
        .containsExactly("Ingresa en el Hospital Virgen de la\nArrixaca");
    // Prose wrapped at its width goes on before a capitalised word.
    String prose =
        "Compte rendu adressé aux parents via le médecin traitant, la mère : Mme Alaoui\n"
            + "Khadija, vue ce jour.";
    assertThat(sentences(prose, "fr")).containsExactly(prose);
  }

  @Test
  void fieldsTitlesAndColumnsStayOnTheirLines() {
    // Near misses: a closed line, a field, a list item, a letterhead, a column row.
    assertThat(sentences("Motif :\nsuivi", "fr")).containsExactly("Motif :", "suivi");
    assertThat(sentences("Patient vu en consultation de\nNom : Dupont", "fr"))
        .containsExactly("Patient vu en consultation de", "Nom : Dupont");
    assertThat(sentences("Antécédents de\n- diabète", "fr"))
        .containsExactly("Antécédents de", "- diabète");
    assertThat(
            sentences(
                "HOSPICES CIVILS DE LYON – INSTITUT DE PATHOLOGIE MULTISITE – LYON EST\nExamen",
                "fr"))
        .containsExactly(
            "HOSPICES CIVILS DE LYON – INSTITUT DE PATHOLOGIE MULTISITE – LYON EST", "Examen");
    assertThat(
            sentences(
                "DJEBBAR         Nassim      Chirurgie sénologique      ICM Montpellier\nVIDAL",
                "fr"))
        .hasSize(2);
    assertThat(
            sentences(
                "Il est suivi depuis des années en consultation par son médecin\nDupont, qui le voit.",
                "fr"))
        .hasSize(1);
    // A lone name under a line of prose is as often a signature as a wrap.
    assertThat(
            sentences(
                "Il est suivi depuis des années en consultation par son médecin\nDupont", "fr"))
        .hasSize(2);
    assertThat(sentences("Il est suivi en consultation par\nDupont", "fr")).hasSize(1);
    assertThat(sentences("Il est suivi en consultation\nDupont", "fr")).hasSize(2);
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
