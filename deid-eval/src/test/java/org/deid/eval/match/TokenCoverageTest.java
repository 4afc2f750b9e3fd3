package org.deid.eval.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.deid.eval.EvaluationDocument;
import org.deid.eval.MeddocanTinyCases;
import org.deid.eval.PhiSpan;
import org.deid.eval.metric.DocumentTally;
import org.deid.eval.metric.Tally;
import org.junit.jupiter.api.Test;

class TokenCoverageTest {

  private final TokenCoverage coverage = new TokenCoverage();

  @Test
  void countsGoldTokensCoveredByAnyPrediction() {
    DocumentTally tally = coverage.match(MeddocanTinyCases.t1());
    // Gold tokens: Juan Pérez 45 años Madrid España; predicted: all but "años"; no extra token.
    assertThat(tally.micro()).isEqualTo(Tally.of(5, 0, 1));
    assertThat(tally.micro().recall()).isEqualTo(5.0 / 6);
    assertThat(tally.perLabel())
        .containsEntry("NOMBRE_SUJETO_ASISTENCIA", Tally.of(2, 0, 0))
        .containsEntry("EDAD_SUJETO_ASISTENCIA", Tally.of(1, 0, 1))
        .containsEntry("TERRITORIO", Tally.of(1, 0, 0))
        .containsEntry("PAIS", Tally.of(1, 0, 0))
        .hasSize(4);
  }

  @Test
  void aPartlyCoveredTokenCountsAsCoveredAndExtraTokensAsFalsePositives() {
    String text = "Sra. García-López vino";
    EvaluationDocument document =
        new EvaluationDocument(
            "d",
            text,
            List.of(new PhiSpan(5, 17, "NAME")),
            // "Gar" touches the token "García"; "vino" is not PHI.
            List.of(new PhiSpan(5, 8, "NAME"), new PhiSpan(18, 22, "CITY")));
    DocumentTally tally = coverage.match(document);
    // Gold tokens García, López; García covered, López missed; vino is a false positive.
    assertThat(tally.micro()).isEqualTo(Tally.of(1, 1, 1));
    assertThat(tally.perLabel())
        .containsEntry("NAME", Tally.of(1, 0, 1))
        .containsEntry("CITY", Tally.of(0, 1, 0));
  }

  @Test
  void documentWithoutPhiOrPredictionsCountsNothing() {
    EvaluationDocument document = new EvaluationDocument("d", "Sin datos.", List.of(), List.of());
    assertThat(coverage.match(document).micro()).isEqualTo(Tally.ZERO);
  }
}
