package org.deid.segment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.junit.jupiter.api.Test;

class BoundaryAlignmentTest {

  private static final String TEXT = "Patient: Jean Dupont. Né le 03/03/1946.\nVille: Lyon";

  private static Span span(String covered) {
    int begin = TEXT.indexOf(covered);
    return new Span(begin, begin + covered.length());
  }

  @Test
  void countsAlignedStartsEndsAndSentenceCrossings() throws Exception {
    JCas jcas = JCasFactory.createText(TEXT, "fr");
    SimplePipeline.runPipeline(jcas, ClinicalSegmenter.createDescription());
    Span name = span("Jean Dupont");
    Span date = span("03/03/1946");
    Span monthYear = span("03/1946"); // starts inside the date token
    Span partOfName = span("Jean Dup"); // ends inside "Dupont"
    Span acrossLines = span("1946.\nVille"); // starts inside the date token, crosses a line
    Span city = span("Lyon");

    BoundaryAlignment.Result result =
        BoundaryAlignment.measure(
            jcas, List.of(name, date, monthYear, partOfName, acrossLines, city));

    assertThat(result.entities()).isEqualTo(6);
    assertThat(result.alignedStarts()).isEqualTo(4);
    assertThat(result.alignedEnds()).isEqualTo(5);
    assertThat(result.bothAligned()).isEqualTo(3);
    assertThat(result.crossingSentence()).isEqualTo(1);
    assertThat(result.misaligned()).containsExactly(monthYear, partOfName, acrossLines);
    assertThat(result.crossing()).containsExactly(acrossLines);
    assertThat(result.startRate()).isEqualTo(4.0 / 6);
  }

  @Test
  void resultsAddUp() {
    BoundaryAlignment.Result a =
        new BoundaryAlignment.Result(2, 2, 1, 1, 0, List.of(new Span(3, 5)), List.of());
    BoundaryAlignment.Result b =
        new BoundaryAlignment.Result(
            1, 0, 1, 0, 1, List.of(new Span(7, 9)), List.of(new Span(7, 9)));
    BoundaryAlignment.Result sum = BoundaryAlignment.Result.EMPTY.plus(a).plus(b);
    assertThat(sum)
        .isEqualTo(
            new BoundaryAlignment.Result(
                3, 2, 2, 1, 1, List.of(new Span(3, 5), new Span(7, 9)), List.of(new Span(7, 9))));
    assertThat(sum.endRate()).isEqualTo(2.0 / 3);
    assertThat(BoundaryAlignment.Result.EMPTY.bothRate()).isEqualTo(1.0);
  }
}
