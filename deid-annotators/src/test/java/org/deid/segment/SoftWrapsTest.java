package org.deid.segment;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SoftWrapsTest {

  /** Whether the blank after the first occurrence of {@code word} is a wrapped one. */
  private static boolean wrappedAfter(String text, String word) {
    int from = text.indexOf(word) + word.length();
    int to = from;
    while (to < text.length() && Character.isWhitespace(text.charAt(to))) {
      to++;
    }
    return SoftWraps.isWrappedBlank(text, from, to);
  }

  @Test
  void aBreakInsideAPhraseIsAWrappedBlank() {
    assertThat(wrappedAfter("Professora a Mollet\ndel\nVallès; dos fills.", "Mollet")).isTrue();
    assertThat(wrappedAfter("Professora a Mollet\ndel\nVallès; dos fills.", "del")).isTrue();
    assertThat(wrappedAfter("albergue de la\r\n  Liga contra el Cáncer", "la")).isTrue();
  }

  @Test
  void fieldsBlankLinesAndSentenceEndsAreNot() {
    // The next line is a field of its own, a paragraph follows, the sentence has ended.
    assertThat(wrappedAfter("Paciente: Ana Gil\nEdad: 44", "Gil")).isFalse();
    assertThat(wrappedAfter("vive con su hija de\n\nsiempre", "de")).isFalse();
    assertThat(wrappedAfter("Vive sola.\ndesde 2019", "sola.")).isFalse();
    assertThat(wrappedAfter("Vive en Mollet del Vallès", "Mollet")).isFalse();
  }
}
