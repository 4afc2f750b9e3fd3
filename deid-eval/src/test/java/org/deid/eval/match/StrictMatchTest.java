package org.deid.eval.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.deid.eval.EvaluationDocument;
import org.deid.eval.MeddocanTinyCases;
import org.deid.eval.PhiSpan;
import org.deid.eval.metric.DocumentTally;
import org.deid.eval.metric.Tally;
import org.junit.jupiter.api.Test;

class StrictMatchTest {

  private final StrictMatch match = new StrictMatch();

  @Test
  void countsExactSpanAndLabelOnly() {
    DocumentTally tally = match.match(MeddocanTinyCases.t1());
    // Only "España"/PAIS matches; "Juan Pérez", "45" and "Madrid"/PAIS are wrong.
    assertThat(tally.micro()).isEqualTo(Tally.of(1, 3, 4));
    assertThat(tally.perLabel())
        .containsEntry("NOMBRE_SUJETO_ASISTENCIA", Tally.of(0, 1, 2))
        .containsEntry("EDAD_SUJETO_ASISTENCIA", Tally.of(0, 1, 1))
        .containsEntry("TERRITORIO", Tally.of(0, 0, 1))
        .containsEntry("PAIS", Tally.of(1, 1, 0))
        .hasSize(4);
  }

  @Test
  void sameSpanWithAnotherLabelIsOneFalsePositiveAndOneFalseNegative() {
    EvaluationDocument document =
        new EvaluationDocument(
            "d",
            "Madrid",
            List.of(new PhiSpan(0, 6, "TERRITORIO")),
            List.of(new PhiSpan(0, 6, "PAIS")));
    assertThat(match.match(document).micro()).isEqualTo(Tally.of(0, 1, 1));
  }

  @Test
  void duplicatesCountOnceLikeTheScriptsSets() {
    PhiSpan name = new PhiSpan(0, 4, "NAME");
    EvaluationDocument document =
        new EvaluationDocument("d", "Juan", List.of(name, name), List.of(name, name, name));
    assertThat(match.match(document).micro()).isEqualTo(Tally.of(1, 0, 0));
  }

  @Test
  void emptyDocumentCountsNothing() {
    EvaluationDocument document = new EvaluationDocument("d", "", List.of(), List.of());
    DocumentTally tally = match.match(document);
    assertThat(tally.micro()).isEqualTo(Tally.ZERO);
    assertThat(tally.perLabel()).isEmpty();
  }
}
