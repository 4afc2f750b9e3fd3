package org.deid.eval.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.deid.eval.EvaluationReport;
import org.deid.eval.Evaluator;
import org.deid.eval.MeddocanTinyCases;
import org.deid.eval.metric.BootstrapSettings;
import org.junit.jupiter.api.Test;

class ConsoleTableTest {

  @Test
  void showsEveryModeAndThePerLabelTableRecallFirst() {
    EvaluationReport report =
        Evaluator.withBootstrap(new BootstrapSettings(20, 1L, 0.95))
            .evaluate(MeddocanTinyCases.all());
    String table = new ConsoleTable().render(report);
    assertThat(table)
        .contains("Documents: 4")
        .containsPattern("(?m)^mode\\s+R\\s+P\\s+F1\\s+macroR\\s+macroP\\s+macroF1\\s")
        .containsPattern("(?m)^strict\\s+0\\.3333\\s+0\\.3750\\s+0\\.3529\\s")
        .containsPattern("(?m)^merged\\s+0\\.6667\\s+0\\.7500\\s+0\\.7059\\s")
        .containsPattern("(?m)^PAIS\\s+1\\.0000\\s+0\\.5000\\s+0\\.6667\\s+1\\s+1\\s+0$")
        .contains("Notes: R 0.6667  P 0.6667  specificity 0.0000  (tp 2, fp 1, fn 1, tn 0)")
        .contains("Bootstrap 95% CI (20 resamples, seed 1)")
        .doesNotContain("Leak:");
  }

  @Test
  void rejectsAnUnknownMode() {
    EvaluationReport report = Evaluator.withoutBootstrap().evaluate(MeddocanTinyCases.all());
    assertThatThrownBy(() -> new ConsoleTable().render(report, "fuzzy"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("fuzzy");
  }
}
