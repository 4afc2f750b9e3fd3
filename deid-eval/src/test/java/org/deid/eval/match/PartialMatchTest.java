package org.deid.eval.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.deid.eval.EvaluationDocument;
import org.deid.eval.MeddocanTinyCases;
import org.deid.eval.PhiSpan;
import org.deid.eval.metric.DocumentTally;
import org.deid.eval.metric.Tally;
import org.junit.jupiter.api.Test;

class PartialMatchTest {

  @Test
  void labelledOverlapNeedsTheSameLabel() {
    DocumentTally tally = PartialMatch.labelled().match(MeddocanTinyCases.t1());
    // Gold found: Juan, Pérez (by "Juan Pérez"), "45 años" (by "45"), España; not
    // Madrid/TERRITORIO.
    // Predictions correct: "Juan Pérez", "45", España; not Madrid/PAIS (no PAIS gold overlaps).
    assertThat(tally.micro()).isEqualTo(new Tally(4, 3, 1, 1));
    assertThat(tally.micro().precision()).isEqualTo(0.75);
    assertThat(tally.micro().recall()).isEqualTo(0.8);
    assertThat(tally.perLabel())
        .containsEntry("NOMBRE_SUJETO_ASISTENCIA", new Tally(2, 1, 0, 0))
        .containsEntry("EDAD_SUJETO_ASISTENCIA", new Tally(1, 1, 0, 0))
        .containsEntry("TERRITORIO", new Tally(0, 0, 0, 1))
        .containsEntry("PAIS", new Tally(1, 1, 1, 0))
        .hasSize(4);
  }

  @Test
  void unlabelledOverlapFindsEverythingInT1() {
    DocumentTally tally = PartialMatch.anyLabel().match(MeddocanTinyCases.t1());
    assertThat(tally.micro()).isEqualTo(new Tally(5, 4, 0, 0));
    assertThat(tally.micro().f1()).isEqualTo(1.0);
  }

  @Test
  void touchingIsNotOverlapping() {
    String text = "JuanPérez";
    EvaluationDocument document =
        new EvaluationDocument(
            "d", text, List.of(new PhiSpan(0, 4, "N")), List.of(new PhiSpan(4, 9, "N")));
    assertThat(PartialMatch.anyLabel().match(document).micro()).isEqualTo(new Tally(0, 0, 1, 1));
  }

  @Test
  void oneCharacterOfOverlapIsEnough() {
    String text = "JuanPérez";
    EvaluationDocument document =
        new EvaluationDocument(
            "d", text, List.of(new PhiSpan(0, 4, "N")), List.of(new PhiSpan(3, 9, "N")));
    assertThat(PartialMatch.labelled().match(document).micro()).isEqualTo(new Tally(1, 1, 0, 0));
  }

  @Test
  void noPredictionsGivesPrecisionZero() {
    Tally tally = PartialMatch.labelled().match(MeddocanTinyCases.t3()).micro();
    assertThat(tally).isEqualTo(new Tally(0, 0, 0, 2));
    assertThat(tally.precision()).isZero();
  }

  @Test
  void namesItsModes() {
    assertThat(PartialMatch.labelled().name()).isEqualTo("partial");
    assertThat(PartialMatch.anyLabel().name()).isEqualTo("partial_span");
  }
}
