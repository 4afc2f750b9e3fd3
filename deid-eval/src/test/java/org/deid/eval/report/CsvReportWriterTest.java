package org.deid.eval.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.deid.eval.EvaluationDocument;
import org.deid.eval.EvaluationReport;
import org.deid.eval.Evaluator;
import org.deid.eval.PhiSpan;
import org.junit.jupiter.api.Test;

class CsvReportWriterTest {

  @Test
  void writesOneRowPerModeScopeAndLabel() {
    // Gold "Ana" (0,3) and "Ruiz" (4,8); one prediction "Ana" with the right label.
    EvaluationDocument document =
        new EvaluationDocument(
            "d",
            "Ana Ruiz",
            List.of(new PhiSpan(0, 3, "NAME"), new PhiSpan(4, 8, "NAME")),
            List.of(new PhiSpan(0, 3, "NAME")));
    EvaluationReport report = Evaluator.withoutBootstrap().evaluate(List.of(document));
    String[] lines = new CsvReportWriter().toCsv(report).split("\r\n");
    assertThat(lines[0]).isEqualTo(CsvReportWriter.HEADER);
    // strict: tp 1, fp 0, fn 1 -> P 1, R 0.5, F1 2/3.
    assertThat(lines[1]).isEqualTo("strict,micro,,1,1,0,1,1.0,0.5,0.6666666666666666");
    assertThat(lines[2]).isEqualTo("strict,macro,,,,,,1.0,0.5,0.6666666666666666");
    assertThat(lines[3]).isEqualTo("strict,label,NAME,1,1,0,1,1.0,0.5,0.6666666666666666");
    // merged: "Ana Ruiz" merges on the gold side only; strict intersection {Ana}: tp 1, fn 1.
    assertThat(lines[7]).isEqualTo("merged,micro,,1,1,0,1,1.0,0.5,0.6666666666666666");
    // 6 modes x (micro, macro, one label) + header.
    assertThat(lines).hasSize(19);
  }

  @Test
  void quotesFieldsThatNeedIt() {
    assertThat(CsvReportWriter.quote("NAME")).isEqualTo("NAME");
    assertThat(CsvReportWriter.quote("a,b")).isEqualTo("\"a,b\"");
    assertThat(CsvReportWriter.quote("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
  }
}
