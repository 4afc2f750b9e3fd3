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
