package org.deid.eval.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.deid.eval.EvaluationDocument;
import org.deid.eval.MeddocanTinyCases;
import org.deid.eval.PhiSpan;
import org.deid.eval.metric.DocumentTally;
import org.deid.eval.metric.Tally;
import org.junit.jupiter.api.Test;

class SpanMatchTest {

  private final SpanMatch match = new SpanMatch();

  @Test
  void ignoresLabels() {
    DocumentTally tally = match.match(MeddocanTinyCases.t1());
    // "Madrid" and "España" match whatever their labels; "Juan Pérez" and "45" do not.
    assertThat(tally.micro()).isEqualTo(Tally.of(2, 2, 3));
    assertThat(tally.perLabel())
        .containsEntry("NOMBRE_SUJETO_ASISTENCIA", Tally.of(0, 1, 2))
        .containsEntry("EDAD_SUJETO_ASISTENCIA", Tally.of(0, 1, 1))
        .containsEntry("TERRITORIO", Tally.of(1, 0, 0))
        .containsEntry("PAIS", Tally.of(1, 0, 0))
        .hasSize(4);
  }

  @Test
  void oneSpanWithTwoLabelsIsOneSpan() {
    EvaluationDocument document =
        new EvaluationDocument(
            "d",
            "Madrid",
            List.of(new PhiSpan(0, 6, "TERRITORIO"), new PhiSpan(0, 6, "PAIS")),
            List.of(new PhiSpan(0, 6, "PAIS")));
    assertThat(match.match(document).micro()).isEqualTo(Tally.of(1, 0, 0));
  }

  @Test
  void noPredictionsGivesOnlyFalseNegatives() {
    assertThat(match.match(MeddocanTinyCases.t3()).micro()).isEqualTo(Tally.of(0, 0, 2));
  }
}
