package org.deid.io.brat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BratAnnFormatTest {

  private static final String TEXT = "Paciente: Ana García, 45 años.\nNHC 12345 en Madrid.";

  private static final String ANN =
      String.join(
          "\n",
          "T1\tNOMBRE_SUJETO_ASISTENCIA 10 20\tAna García",
          "T2\tEDAD_SUJETO_ASISTENCIA 22 29\t45 años",
          "T3\tOTROS_SUJETO_ASISTENCIA 10 13;22 24\tAna 45",
          "A1\tNegation T2",
          "M2\tConfidence T1 High",
          "R1\tRel Arg1:T1 Arg2:T2",
          "E1\tEvent:T1 Theme:T2",
          "N1\tReference T1 Wikipedia:534366\tAna",
          "#1\tAnnotatorNotes T1\tchecked twice",
          "*\tEquiv T1 T3",
          "",
          "T10\tTERRITORIO 44 50\tMadrid",
          "");

  @Test
  void parseThenSerializeGivesBackEveryLineKind() throws Exception {
    BratDocument parsed = BratAnnFormat.parse("a.ann", ANN);

    assertThat(BratAnnFormat.serialize(parsed)).isEqualTo(ANN);
    assertThat(parsed.lines()).hasSize(12);
    assertThat(parsed.lines())
        .extracting(BratLine::id)
        .containsExactly("T1", "T2", "T3", "A1", "M2", "R1", "E1", "N1", "#1", "", "", "T10");
  }

  @Test
  void keepsWindowsLineSeparatorsAndAMissingFinalNewline() throws Exception {
    String crlf = ANN.strip().replace("\n", "\r\n");

    assertThat(BratAnnFormat.serialize(BratAnnFormat.parse("a.ann", crlf))).isEqualTo(crlf);
    assertThat(BratAnnFormat.serialize(BratAnnFormat.parse("a.ann", ""))).isEmpty();
  }

  @Test
  void readsDiscontinuousSpansAndChecksThemAgainstTheText() throws Exception {
    BratDocument parsed = BratAnnFormat.parse("a.ann", ANN);
    BratAnnFormat.check("a.ann", parsed, TEXT);

    BratTextBound discontinuous = parsed.textBounds().get(2);
    assertThat(discontinuous.number()).isEqualTo(3);
    assertThat(discontinuous.label()).isEqualTo("OTROS_SUJETO_ASISTENCIA");
    assertThat(discontinuous.spans()).containsExactly(new BratSpan(10, 13), new BratSpan(22, 24));
    assertThat(discontinuous.isDiscontinuous()).isTrue();
    assertThat(discontinuous.toLine()).isEqualTo("T3\tOTROS_SUJETO_ASISTENCIA 10 13;22 24\tAna 45");
    assertThat(parsed.textBounds()).extracting(BratTextBound::number).containsExactly(1, 2, 3, 10);
  }

  @Test
  void countsOffsetsInCodePointsAsBratDoes() throws Exception {
    String text = "\uD83D\uDE00 Ana vino.";
    BratDocument parsed = BratAnnFormat.parse("e.ann", "T1\tNOMBRE_SUJETO_ASISTENCIA 2 5\tAna\n");

    BratAnnFormat.check("e.ann", parsed, text);
    assertThatThrownBy(
            () ->
                BratAnnFormat.check(
                    "e.ann",
                    BratAnnFormat.parse("e.ann", "T1\tNOMBRE_SUJETO_ASISTENCIA 3 6\tAna\n"),
                    text))
        .isInstanceOf(BratFormatException.class);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "T1 NOMBRE 0 3 Ana|malformed text-bound",
        "T1\tNOMBRE 0 3|malformed text-bound",
        "T1\tNOMBRE 3 0\tAna|malformed text-bound",
        "T1\tNOMBRE 00 3\tAna|malformed text-bound",
        "T1\tNOMBRE 0 99999999999\tAna|malformed text-bound",
        "Tx\tNOMBRE 0 3\tAna|malformed text-bound",
        "X1\tsomething|malformed line",
        "A1 Negation T1|malformed line"
      })
  void malformedLinesAreErrorsNamingDocumentAndLine(String badLine, String reason) {
    String content = "T9\tFECHAS 0 3\tAna\n" + badLine.replace("\\t", "\t") + "\n";

    assertThatThrownBy(() -> BratAnnFormat.parse("doc7.ann", content))
        .isInstanceOf(BratFormatException.class)
        .hasMessageStartingWith("doc7.ann:2: " + reason)
        .satisfies(e -> assertThat(((BratFormatException) e).line()).isEqualTo(2));
  }

  @Test
  void duplicateIdsAreErrors() {
    String content = "T1\tFECHAS 0 3\tAna\nA1\tNegation T1\nT1\tPAIS 4 8\tvino\n";

    assertThatThrownBy(() -> BratAnnFormat.parse("doc.ann", content))
        .hasMessage("doc.ann:3: duplicate id T1 (first on line 1)");
  }

  @Test
  void offsetsBeyondTheTextAreErrorsNamingTheLine() throws Exception {
    BratDocument parsed =
        BratAnnFormat.parse("doc.ann", "T1\tFECHAS 0 3\tPac\nT2\tTERRITORIO 44 60\tMadrid\n");

    assertThatThrownBy(() -> BratAnnFormat.check("doc.ann", parsed, TEXT))
        .isInstanceOf(BratFormatException.class)
        .hasMessageStartingWith("doc.ann:2: T2: offset 60 out of range");
  }

  @Test
  void textThatDiffersFromTheOffsetsIsAnErrorThatDoesNotQuoteTheText() throws Exception {
    BratDocument parsed =
        BratAnnFormat.parse("doc.ann", "T1\tNOMBRE_SUJETO_ASISTENCIA 10 20\tAna Garcia\n");

    assertThatThrownBy(() -> BratAnnFormat.check("doc.ann", parsed, TEXT))
        .isInstanceOf(BratFormatException.class)
        .hasMessageStartingWith("doc.ann:1: T1: the annotation's text differs")
        .hasMessageNotContaining("Ana")
        .hasMessageNotContaining("Garc");
  }

  @Test
  void aDocumentBuiltInCodeIsWrittenOneLinePerAnnotation() {
    BratDocument built =
        BratDocument.of(
            List.of(
                new BratTextBound("T1", "FECHAS", List.of(new BratSpan(0, 3)), "Pac"),
                new BratOtherLine("#1", "#1\tAnnotatorNotes T1\tok")));

    assertThat(BratAnnFormat.serialize(built))
        .isEqualTo("T1\tFECHAS 0 3\tPac\n#1\tAnnotatorNotes T1\tok\n");
  }
}
