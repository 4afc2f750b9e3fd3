package org.deid.eval.corpus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.apache.uima.jcas.JCas;
import org.deid.eval.EvaluationReport;
import org.deid.eval.Evaluator;
import org.deid.eval.PhiSpan;
import org.deid.eval.leak.TextEdit;
import org.deid.eval.metric.Score;
import org.junit.jupiter.api.Test;

class CorpusEvaluationTest {

  private static final SpanLabels LABELS = SpanLabels.load("meddocan", LabelLevel.LABEL);

  @Test
  void readsResolvedPhiCandidatesBySourceAndReplacementsFromACas() throws Exception {
    SystemOutput output = CasSpans.systemOutput("d1", TinyCas.create(), LABELS);
    assertThat(output.resolved())
        .containsExactly(
            new PhiSpan(0, 4, "NOMBRE_SUJETO_ASISTENCIA"),
            new PhiSpan(21, 30, "CORREO_ELECTRONICO"));
    assertThat(output.candidatesBySource().keySet()).containsExactly("lexicon", "regex");
    assertThat(output.candidatesBySource().get("lexicon"))
        .containsExactly(
            new PhiSpan(0, 4, "NOMBRE_SUJETO_ASISTENCIA"), new PhiSpan(13, 19, "TERRITORIO"));
    assertThat(output.candidatesBySource().get("regex"))
        .containsExactly(new PhiSpan(21, 30, "CORREO_ELECTRONICO"));
    assertThat(output.edits())
        .containsExactly(new TextEdit(0, 4, "[NAME]"), new TextEdit(21, 30, "[CONTACT]"));
  }

  @Test
  void scoresTheResolvedOutputAndEachSourceSideBySide() throws Exception {
    JCas jcas = TinyCas.create();
    GoldDocument gold =
        new GoldDocument("d1", TinyCas.TEXT, CasSpans.phi(jcas.getView("gold"), LABELS, "d1"));
    SystemOutput output = CasSpans.systemOutput("d1", jcas, LABELS);

    CorpusReport report =
        CorpusEvaluation.score(List.of(gold), List.of(output), Evaluator.withoutBootstrap());

    assertThat(counts(report.resolved())).isEqualTo("tp 1 fp 1 fn 1");
    assertThat(report.sources().keySet()).containsExactly("lexicon", "regex");
    assertThat(counts(report.sources().get("lexicon"))).isEqualTo("tp 2 fp 0 fn 0");
    assertThat(counts(report.sources().get("regex"))).isEqualTo("tp 0 fp 1 fn 2");
    // Juan was replaced, Madrid was not: one gold token of two is still in place.
    assertThat(report.resolved().leak().goldTokens()).isEqualTo(2);
    assertThat(report.resolved().leak().leakedTokens()).isEqualTo(1);
    assertThat(report.sources().get("regex").leak()).isNull();
    assertThat(report.documents()).hasSize(1);
  }

  @Test
  void categoryLevelComparesTaxonomyCategories() throws Exception {
    SpanLabels categories = SpanLabels.load("meddocan", LabelLevel.CATEGORY);
    SystemOutput output = CasSpans.systemOutput("d1", TinyCas.create(), categories);
    assertThat(output.candidatesBySource().get("lexicon"))
        .containsExactly(new PhiSpan(0, 4, "NAME"), new PhiSpan(13, 19, "LOCATION"));
  }

  @Test
  void aPredictedDocumentWithoutGoldIsNamed() {
    GoldDocument gold = new GoldDocument("d1", "abc", List.of());
    SystemOutput stray = SystemOutput.resolvedOnly("d9", "abc", List.of());
    assertThatThrownBy(
            () ->
                CorpusEvaluation.score(List.of(gold), List.of(stray), Evaluator.withoutBootstrap()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Document d9 is in the predictions but not in the gold");
  }

  @Test
  void aGoldDocumentWithoutPredictionsIsNamed() {
    GoldDocument gold = new GoldDocument("d1", "abc", List.of());
    assertThatThrownBy(
            () -> CorpusEvaluation.score(List.of(gold), List.of(), Evaluator.withoutBootstrap()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Document d1 is in the gold but not in the predictions");
  }

  @Test
  void differentTextsAreRefused() {
    GoldDocument gold = new GoldDocument("d1", "abc", List.of());
    SystemOutput other = SystemOutput.resolvedOnly("d1", "abcd", List.of());
    assertThatThrownBy(
            () ->
                CorpusEvaluation.score(List.of(gold), List.of(other), Evaluator.withoutBootstrap()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Document d1")
        .hasMessageContaining("differs from the gold text");
  }

  private static String counts(EvaluationReport report) {
    Score micro = report.strict().micro();
    return "tp " + micro.tp() + " fp " + micro.fp() + " fn " + micro.fn();
  }
}
