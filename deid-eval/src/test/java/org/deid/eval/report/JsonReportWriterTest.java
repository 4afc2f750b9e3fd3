package org.deid.eval.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.deid.eval.EvaluationReport;
import org.deid.eval.Evaluator;
import org.deid.eval.MeddocanTinyCases;
import org.deid.eval.leak.LeakReport;
import org.deid.eval.metric.BootstrapSettings;
import org.junit.jupiter.api.Test;

class JsonReportWriterTest {

  private final JsonReportWriter writer = new JsonReportWriter();

  private static JsonNode parse(String json) throws Exception {
    return new ObjectMapper().readTree(json);
  }

  @Test
  void writesStableSnakeCaseKeys() throws Exception {
    EvaluationReport report = Evaluator.withoutBootstrap().evaluate(MeddocanTinyCases.all());
    JsonNode json = parse(writer.toJson(report));

    assertThat(fieldNames(json))
        .containsExactly(
            "documents", "merged", "note", "partial", "partial_span", "span", "strict", "token");
    assertThat(json.at("/strict/micro/precision").asDouble()).isEqualTo(0.375);
    assertThat(json.at("/merged/micro/recall").asDouble())
        .isEqualTo(report.merged().micro().recall());
    assertThat(fieldNames(json.at("/strict/micro")))
        .containsExactly("f1", "fn", "fp", "precision", "recall", "tp", "tp_predicted");
    assertThat(fieldNames(json.at("/strict/macro")))
        .containsExactly("f1", "labels", "precision", "recall");
    assertThat(json.at("/strict/per_label/PAIS/tp").asLong()).isEqualTo(1);
    assertThat(json.at("/strict/per_label/PAIS/fp").asLong()).isEqualTo(1);
    assertThat(fieldNames(json.at("/strict/per_label")))
        .isSortedAccordingTo(String::compareTo)
        .contains("FECHAS", "HOSPITAL", "NOMBRE_PERSONAL_SANITARIO");
    assertThat(json.at("/partial/micro/tp_predicted").isNumber()).isTrue();
    assertThat(fieldNames(json.at("/note")))
        .containsExactly("f1", "fn", "fp", "precision", "recall", "specificity", "tn", "tp");
  }

  @Test
  void includesBootstrapAndLeakWhenPresent() throws Exception {
    EvaluationReport scored =
        Evaluator.withBootstrap(new BootstrapSettings(50, 3L, 0.9))
            .evaluate(MeddocanTinyCases.all());
    EvaluationReport report =
        new EvaluationReport(
            scored.documents(),
            scored.strict(),
            scored.span(),
            scored.merged(),
            scored.token(),
            scored.partial(),
            scored.partialSpan(),
            scored.note(),
            scored.bootstrap(),
            new LeakReport(7, 3, 3.0 / 7, 4, 1, 0.25));
    JsonNode json = parse(writer.toJson(report));
    assertThat(json.at("/bootstrap/resamples").asInt()).isEqualTo(50);
    assertThat(json.at("/bootstrap/confidence").asDouble()).isEqualTo(0.9);
    assertThat(fieldNames(json.at("/bootstrap/per_mode")))
        .containsExactly("merged", "span", "strict", "token");
    assertThat(json.at("/bootstrap/per_mode/strict/f1/estimate").asDouble())
        .isEqualTo(report.strict().micro().f1());
    assertThat(json.at("/bootstrap/per_mode/strict/recall/lower").isNumber()).isTrue();
    assertThat(json.at("/leak/leaked_tokens").asLong()).isEqualTo(3);
    assertThat(json.at("/leak/verbatim_spans").asLong()).isEqualTo(1);
  }

  private static List<String> fieldNames(JsonNode node) {
    List<String> names = new ArrayList<>();
    node.fieldNames().forEachRemaining(names::add);
    return names;
  }
}
