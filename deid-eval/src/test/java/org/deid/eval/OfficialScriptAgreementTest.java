package org.deid.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.deid.eval.metric.Score;
import org.junit.jupiter.api.Test;

/**
 * The four {@link MeddocanTinyCases} scored by {@link Evaluator}, against what the official
 * MEDDOCAN script (commit 843152c475e7118171028badd16f6342c5560e0f) printed for the same brat
 * files: NER P 0.375 R 0.3333 F1 0.3529; spans strict P 0.5 R 0.4444 F1 0.4706; spans merged P 0.75
 * R 0.6667 F1 0.7059. Its per-document (tp, fp, fn) were, for t1..t4: NER (1,3,4) (0,1,0) (0,0,2)
 * (2,1,0); strict (2,2,3) (0,1,0) (0,0,2) (2,1,0); merged (4,1,1) (0,1,0) (0,0,2) (2,0,0).
 */
class OfficialScriptAgreementTest {

  private final EvaluationReport report =
      Evaluator.withoutBootstrap().evaluate(MeddocanTinyCases.all());

  @Test
  void strictMatchesSubtrackOne() {
    assertCounts(report.strict().micro(), 3, 5, 6);
    assertScores(report.strict().micro(), 0.375, 0.3333, 0.3529);
  }

  @Test
  void spanMatchesSubtrackTwoStrict() {
    assertCounts(report.span().micro(), 4, 4, 5);
    assertScores(report.span().micro(), 0.5, 0.4444, 0.4706);
  }

  @Test
  void mergedMatchesSubtrackTwoMerged() {
    assertCounts(report.merged().micro(), 6, 2, 3);
    assertScores(report.merged().micro(), 0.75, 0.6667, 0.7059);
  }

  @Test
  void aDocumentWithoutPredictionsHasPrecisionZeroAsInTheScript() {
    EvaluationReport t3 = Evaluator.withoutBootstrap().evaluate(List.of(MeddocanTinyCases.t3()));
    // The script printed Precision 0.0, Recall 0.0, F1 0.0 for t3 alone.
    assertThat(t3.strict().micro().precision()).isZero();
    assertThat(t3.merged().micro().recall()).isZero();
    assertThat(t3.merged().micro().f1()).isZero();
  }

  private static void assertCounts(Score score, long tp, long fp, long fn) {
    assertThat(score.tp()).isEqualTo(tp);
    assertThat(score.tpPredicted()).isEqualTo(tp);
    assertThat(score.fp()).isEqualTo(fp);
    assertThat(score.fn()).isEqualTo(fn);
  }

  private static void assertScores(Score score, double precision, double recall, double f1) {
    // The script prints four significant digits.
    assertThat(score.precision()).isCloseTo(precision, within(5e-5));
    assertThat(score.recall()).isCloseTo(recall, within(5e-5));
    assertThat(score.f1()).isCloseTo(f1, within(5e-5));
  }
}
