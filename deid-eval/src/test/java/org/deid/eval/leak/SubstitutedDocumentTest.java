package org.deid.eval.leak;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.deid.eval.PhiSpan;
import org.junit.jupiter.api.Test;

class SubstitutedDocumentTest {

  @Test
  void mapsGoldBoundsThroughEditsOfDifferentLengths() {
    String text = "A: Juan Pérez, B: Madrid, C: 12";
    PhiSpan name = new PhiSpan(3, 13, "NAME");
    PhiSpan city = new PhiSpan(18, 24, "CITY");
    PhiSpan untouched = new PhiSpan(29, 31, "AGE");
    // "Juan Pérez" (10) -> "X" (1): shift -9; "Madrid" (6) -> "Guadalajara" (11): shift +5.
    SubstitutedDocument document =
        SubstitutedDocument.fromEdits(
            "d",
            text,
            List.of(new TextEdit(18, 24, "Guadalajara"), new TextEdit(3, 13, "X")),
            List.of(name, city, untouched));
    assertThat(document.rewrittenText()).isEqualTo("A: X, B: Guadalajara, C: 12");
    assertThat(document.goldPlacements())
        .containsExactly(
            new RewrittenSpan(name, 3, 4),
            new RewrittenSpan(city, 9, 20),
            new RewrittenSpan(untouched, 25, 27));
  }

  @Test
  void boundsInsideAnEditSnapToTheReplacement() {
    String text = "Juan Pérez";
    PhiSpan surname = new PhiSpan(5, 10, "NAME");
    SubstitutedDocument document =
        SubstitutedDocument.fromEdits(
            "d", text, List.of(new TextEdit(0, 10, "[NOM]")), List.of(surname));
    assertThat(document.goldPlacements()).containsExactly(new RewrittenSpan(surname, 0, 5));
  }

  @Test
  void rejectsOverlappingEdits() {
    assertThatThrownBy(
            () ->
                SubstitutedDocument.fromEdits(
                    "d",
                    "abcdef",
                    List.of(new TextEdit(0, 3, "x"), new TextEdit(2, 4, "y")),
                    List.of()))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
