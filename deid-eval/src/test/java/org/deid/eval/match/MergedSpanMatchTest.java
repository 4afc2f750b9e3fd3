package org.deid.eval.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.deid.eval.EvaluationDocument;
import org.deid.eval.MeddocanTinyCases;
import org.deid.eval.PhiSpan;
import org.deid.eval.Span;
import org.deid.eval.metric.DocumentTally;
import org.deid.eval.metric.Tally;
import org.junit.jupiter.api.Test;

class MergedSpanMatchTest {

  private final MergedSpanMatch match = new MergedSpanMatch();

  private static List<Span> merge(String text, PhiSpan... spans) {
    return MergedSpanMatch.merge(List.of(spans), text);
  }

  @Test
  void mergesAcrossSpacesAndPunctuationOnly() {
    String text = "Juan Pérez, Madrid.\n España 2 Ana";
    assertThat(
            merge(
                text,
                new PhiSpan(0, 4, "A"),
                new PhiSpan(5, 10, "B"),
                new PhiSpan(12, 18, "C"),
                new PhiSpan(21, 27, "D"),
                new PhiSpan(30, 33, "E")))
        // ", " and ".\n " hold no letter or digit; " 2 " holds a digit.
        .containsExactly(new Span(0, 27), new Span(30, 33));
  }

  @Test
  void gapWithALetterKeepsSpansApart() {
    String text = "Juan y Pérez";
    assertThat(merge(text, new PhiSpan(0, 4, "A"), new PhiSpan(7, 12, "A")))
        .containsExactly(new Span(0, 4), new Span(7, 12));
  }

  @Test
  void touchingAndOverlappingSpansMerge() {
    String text = "abcdefghij";
    assertThat(merge(text, new PhiSpan(0, 3, "A"), new PhiSpan(3, 5, "A")))
        .containsExactly(new Span(0, 5));
    assertThat(merge(text, new PhiSpan(0, 5, "A"), new PhiSpan(3, 8, "A")))
        .containsExactly(new Span(0, 8));
  }

  @Test
  void nestedSpanShortensTheMergeAsTheScriptDoes() {
    // classes.py pushes (x.begin, y.end) even when y ends inside x: (11,30)+(20,24) -> (11,24).
    // The official script gave exactly this for t4's predictions.
    assertThat(
            merge(
                MeddocanTinyCases.T4,
                new PhiSpan(20, 24, "N"),
                new PhiSpan(11, 30, "H"),
                new PhiSpan(34, 42, "F")))
        .containsExactly(new Span(11, 24), new Span(34, 42));
  }

  @Test
  void sortsFirstAndMergesDuplicates() {
    String text = "Ana Ruiz";
    assertThat(merge(text, new PhiSpan(4, 8, "A"), new PhiSpan(0, 3, "A"), new PhiSpan(0, 3, "B")))
        .containsExactly(new Span(0, 8));
  }

  @Test
  void partsOfAMergedMatchAreNeitherFalsePositiveNorFalseNegative() {
    DocumentTally tally = match.match(MeddocanTinyCases.t1());
    // I = {Madrid, España} ∪ {"Juan Pérez", "Madrid, España"}; only "45" / "45 años" stay wrong.
    assertThat(tally.micro()).isEqualTo(Tally.of(4, 1, 1));
    assertThat(tally.perLabel())
        .containsEntry("NOMBRE_SUJETO_ASISTENCIA", Tally.of(2, 0, 0))
        .containsEntry("EDAD_SUJETO_ASISTENCIA", Tally.of(0, 1, 1))
        .containsEntry("TERRITORIO", Tally.of(1, 0, 0))
        .containsEntry("PAIS", Tally.of(1, 0, 0))
        .hasSize(4);
  }

  @Test
  void nestedPredictionInsideAMatchIsNotAFalsePositive() {
    assertThat(match.match(MeddocanTinyCases.t4()).micro()).isEqualTo(Tally.of(2, 0, 0));
  }

  @Test
  void exactMatchesThatAlsoMergeCountThreeTimesAsInTheScript() {
    String text = "Juan Pérez";
    List<PhiSpan> spans = List.of(new PhiSpan(0, 4, "N"), new PhiSpan(5, 10, "N"));
    // Strict intersection {(0,4), (5,10)} plus merged intersection {(0,10)}: |I| = 3.
    DocumentTally tally = match.match(new EvaluationDocument("d", text, spans, spans));
    assertThat(tally.micro()).isEqualTo(Tally.of(3, 0, 0));
    assertThat(tally.perLabel()).containsExactlyEntriesOf(java.util.Map.of("N", Tally.of(2, 0, 0)));
  }

  @Test
  void goldOnlyDocumentIsAllFalseNegatives() {
    // t3's gold merges into one span; the script still counts the two original spans as missed.
    assertThat(match.match(MeddocanTinyCases.t3()).micro()).isEqualTo(Tally.of(0, 0, 2));
  }

  @Test
  void predictionsWithoutGoldAreAllFalsePositives() {
    assertThat(match.match(MeddocanTinyCases.t2()).micro()).isEqualTo(Tally.of(0, 1, 0));
  }
}
