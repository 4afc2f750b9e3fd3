package org.deid.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.deid.eval.leak.SubstitutedDocument;
import org.deid.eval.leak.TextEdit;
import org.deid.eval.metric.BootstrapSettings;
import org.junit.jupiter.api.Test;

class EvaluatorTest {

  @Test
  void noDocumentsGiveAnAllZeroReportWithoutBootstrap() {
    EvaluationReport report =
        Evaluator.withBootstrap(BootstrapSettings.DEFAULT).evaluate(List.of());
    assertThat(report.documents()).isZero();
    assertThat(report.strict().micro().f1()).isZero();
    assertThat(report.bootstrap()).isNull();
    assertThat(report.leak()).isNull();
  }

  @Test
  void noPredictionsAtAllGivePrecisionZeroInEveryMode() {
    EvaluationReport report =
        Evaluator.withoutBootstrap().evaluate(List.of(MeddocanTinyCases.t3()));
    assertThat(report.strict().micro().precision()).isZero();
    assertThat(report.span().micro().precision()).isZero();
    assertThat(report.merged().micro().precision()).isZero();
    assertThat(report.token().micro().precision()).isZero();
    assertThat(report.partial().micro().precision()).isZero();
    assertThat(report.note().recall()).isZero();
  }

  @Test
  void bootstrapsTheFourMainModesAndMeasuresLeaks() {
    SubstitutedDocument rewritten =
        SubstitutedDocument.fromEdits(
            "t3",
            MeddocanTinyCases.T3,
            List.of(new TextEdit(4, 12, "Eva Gil")),
            MeddocanTinyCases.t3().gold());
    EvaluationReport report =
        Evaluator.withBootstrap(new BootstrapSettings(100, 5L, 0.95))
            .evaluate(MeddocanTinyCases.all(), List.of(rewritten));
    assertThat(report.bootstrap().perMode()).containsOnlyKeys("strict", "span", "merged", "token");
    // Hospital Juan XXIII was left alone: 3 of its tokens leak; Ana Ruiz does not.
    assertThat(report.leak().goldTokens()).isEqualTo(5);
    assertThat(report.leak().leakedTokens()).isEqualTo(3);
    assertThat(report.leak().verbatimSpans()).isEqualTo(1);
  }

  @Test
  void rejectsDuplicateIds() {
    assertThatThrownBy(
            () ->
                Evaluator.withoutBootstrap()
                    .evaluate(List.of(MeddocanTinyCases.t1(), MeddocanTinyCases.t1())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("t1");
  }

  @Test
  void rejectsSpansPastTheText() {
    assertThatThrownBy(
            () -> new EvaluationDocument("d", "abc", List.of(new PhiSpan(1, 4, "X")), List.of()))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
