package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.deid.taxonomy.PhiClass;
import org.deid.taxonomy.PhiSubtype;
import org.junit.jupiter.api.Test;

class SingleSpacedTextTest {

  @Test
  void doubledBlanksBetweenWordsBecomeSingleColumnGapsAndLineStartsStay() {
    String note = "  Jefatura  Provincial  de  Tráfico\nEdad:  66       Sexo:  M";
    SingleSpacedText single = SingleSpacedText.of(note);
    assertThat(single.text()).isEqualTo("  Jefatura Provincial de Tráfico\nEdad: 66       Sexo: M");
  }

  @Test
  void onlyTheLinesWithAStrayDoubledBlankAreReadAgain() {
    String note = "Motif : douleur\nStandard 02  61 91 70 00\nSuite   simple\nvu le 23  mars";
    SingleSpacedText lines = SingleSpacedText.ofLinesWithDoubledBlanks(note);
    assertThat(lines.text()).isEqualTo("Standard 02 61 91 70 00\nvu le 23 mars");
    int begin = lines.text().indexOf("02");
    int end = lines.text().indexOf("\n");
    assertThat(note.substring(lines.noteBegin(begin), lines.noteEnd(end)))
        .isEqualTo("02  61 91 70 00");
    int mars = lines.text().indexOf("mars");
    assertThat(note.substring(lines.noteBegin(mars), lines.noteEnd(mars + 4))).isEqualTo("mars");
    // A column gap of three blanks is no stray pair: no line to read again.
    assertThat(SingleSpacedText.ofLinesWithDoubledBlanks("Suite   simple\nRAS")).isNull();
  }

  @Test
  void offsetsOfTheSingleSpacedTextPointBackIntoTheNote() {
    String note = "ante  la  Jefatura  Provincial  de  Tráfico,  se";
    SingleSpacedText single = SingleSpacedText.of(note);
    int begin = single.text().indexOf("Jefatura");
    int end = single.text().indexOf(",");
    assertThat(note.substring(single.noteBegin(begin), single.noteEnd(end)))
        .isEqualTo("Jefatura  Provincial  de  Tráfico");
  }

  @Test
  void matchesInTheSingleSpacedTextKeepAllButTheirOffsets() {
    String note = "ante  la  Jefatura  Provincial  de  Tráfico,  se";
    SingleSpacedText single = SingleSpacedText.of(note);
    int begin = single.text().indexOf("Jefatura");
    int end = single.text().indexOf(",");
    PhiClass organisation = PhiClass.of(PhiSubtype.ORGANIZATION);
    RegexAnnotator.Match match =
        new RegexAnnotator.Match(begin, end, organisation, "INSTITUCION", 0.95f, 7);
    assertThat(single.inNote(List.of(match)))
        .containsExactly(
            new RegexAnnotator.Match(
                note.indexOf("Jefatura"),
                note.indexOf(","),
                organisation,
                "INSTITUCION",
                0.95f,
                7));
  }
}
