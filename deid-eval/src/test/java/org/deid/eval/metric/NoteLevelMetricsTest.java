package org.deid.eval.metric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.deid.eval.EvaluationDocument;
import org.deid.eval.MeddocanTinyCases;
import org.deid.eval.PhiSpan;
import org.junit.jupiter.api.Test;

class NoteLevelMetricsTest {

  private static EvaluationDocument empty(String id) {
    return new EvaluationDocument(id, "Sin datos.", List.of(), List.of());
  }

  @Test
  void flagsNotesWithAnyPredictionWhateverItsPlace() {
    // t1 has PHI and is flagged; t2 has none but is flagged; t3 has PHI, not flagged.
    // A prediction in the wrong place still flags the note: n5 counts as a true positive.
    EvaluationDocument wrongPlace =
        new EvaluationDocument(
            "n5", "Juan vino", List.of(new PhiSpan(0, 4, "N")), List.of(new PhiSpan(5, 9, "N")));
    NoteLevelMetrics notes =
        NoteLevelMetrics.of(
            List.of(
                MeddocanTinyCases.t1(),
                MeddocanTinyCases.t2(),
                MeddocanTinyCases.t3(),
                empty("n1"),
                empty("n2"),
                wrongPlace));
    assertThat(notes.tp()).isEqualTo(2);
    assertThat(notes.fp()).isEqualTo(1);
    assertThat(notes.fn()).isEqualTo(1);
    assertThat(notes.tn()).isEqualTo(2);
    assertThat(notes.precision()).isCloseTo(2.0 / 3, within(1e-12));
    assertThat(notes.recall()).isCloseTo(2.0 / 3, within(1e-12));
    assertThat(notes.specificity()).isCloseTo(2.0 / 3, within(1e-12));
    assertThat(notes.f1()).isCloseTo(2.0 / 3, within(1e-12));
  }

  @Test
  void corpusWithoutPhiNorPredictionsIsFullySpecificWithZeroPrecision() {
    NoteLevelMetrics notes = NoteLevelMetrics.of(List.of(empty("a"), empty("b")));
    assertThat(notes.tn()).isEqualTo(2);
    assertThat(notes.specificity()).isEqualTo(1.0);
    assertThat(notes.precision()).isZero();
    assertThat(notes.recall()).isZero();
  }

  @Test
  void noNegativeNotesGivesSpecificityZero() {
    NoteLevelMetrics notes = NoteLevelMetrics.of(List.of(MeddocanTinyCases.t1()));
    assertThat(notes.specificity()).isZero();
    assertThat(notes.recall()).isEqualTo(1.0);
  }
}
