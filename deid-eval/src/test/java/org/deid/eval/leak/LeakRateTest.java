package org.deid.eval.leak;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.eval.TestTexts.span;

import java.util.List;
import org.deid.eval.PhiSpan;
import org.junit.jupiter.api.Test;

class LeakRateTest {

  private static final String TEXT =
      "Paciente: Juan Pérez, nacido el 12/03/1950 en Madrid. Firma: Juan.";

  private static final List<PhiSpan> GOLD =
      List.of(
          span(TEXT, "NAME", "Juan Pérez"),
          span(TEXT, "DATE", "12/03/1950"),
          span(TEXT, "CITY", "Madrid"),
          span(TEXT, "NAME", "Juan", 2));

  @Test
  void countsTokensLeftInPlaceAndStringsLeftAnywhere() {
    SubstitutedDocument document =
        SubstitutedDocument.fromEdits(
            "d",
            TEXT,
            List.of(
                new TextEdit(10, 20, "Pedro Pérez"),
                new TextEdit(32, 42, "12/04/1951"),
                new TextEdit(46, 52, "Sevilla")),
            GOLD);
    assertThat(document.rewrittenText())
        .isEqualTo("Paciente: Pedro Pérez, nacido el 12/04/1951 en Sevilla. Firma: Juan.");
    LeakReport leak = LeakRate.measure(List.of(document));
    // Tokens: Juan Pérez | 12 03 1950 | Madrid | Juan = 7; leaked: Pérez, 12, the second Juan.
    assertThat(leak.goldTokens()).isEqualTo(7);
    assertThat(leak.leakedTokens()).isEqualTo(3);
    assertThat(leak.tokenLeakRate()).isEqualTo(3.0 / 7);
    // Only the untouched "Juan" is still there verbatim; "Juan Pérez" is not.
    assertThat(leak.goldSpans()).isEqualTo(4);
    assertThat(leak.verbatimSpans()).isEqualTo(1);
    assertThat(leak.verbatimSpanRate()).isEqualTo(0.25);
    // By label: the two names hold 3 tokens, 2 in place (Pérez, the second Juan), 1 kept whole.
    assertThat(leak.perLabel()).containsOnlyKeys("CITY", "DATE", "NAME");
    assertThat(leak.perLabel().get("NAME")).isEqualTo(new LeakReport.LabelLeak(3, 2, 2, 1));
    assertThat(leak.perLabel().get("DATE")).isEqualTo(new LeakReport.LabelLeak(3, 1, 1, 0));
    assertThat(leak.perLabel().get("CITY")).isEqualTo(new LeakReport.LabelLeak(1, 0, 1, 0));
  }

  @Test
  void tokensCompareIgnoringCaseButVerbatimDoesNot() {
    String text = "Vive en Madrid.";
    SubstitutedDocument document =
        SubstitutedDocument.fromEdits(
            "d", text, List.of(new TextEdit(8, 14, "MADRID")), List.of(new PhiSpan(8, 14, "CITY")));
    LeakReport leak = LeakRate.measure(List.of(document));
    assertThat(leak.leakedTokens()).isEqualTo(1);
    assertThat(leak.verbatimSpans()).isZero();
  }

  @Test
  void fullyTaggedTextLeaksNothing() {
    String text = "Dr. Ana Ruiz.";
    SubstitutedDocument document =
        SubstitutedDocument.fromEdits(
            "d", text, List.of(new TextEdit(4, 12, "[NOM]")), List.of(new PhiSpan(4, 12, "NAME")));
    assertThat(document.goldPlacements().get(0).rewrittenBegin()).isEqualTo(4);
    assertThat(document.goldPlacements().get(0).rewrittenEnd()).isEqualTo(9);
    LeakReport leak = LeakRate.measure(List.of(document));
    assertThat(leak.goldTokens()).isEqualTo(2);
    assertThat(leak.leakedTokens()).isZero();
    assertThat(leak.tokenLeakRate()).isZero();
  }

  @Test
  void noGoldGivesZeroRates() {
    SubstitutedDocument document = new SubstitutedDocument("d", "Nada.", "Nada.", List.of());
    assertThat(LeakRate.measure(List.of(document))).isEqualTo(new LeakReport(0, 0, 0.0, 0, 0, 0.0));
  }
}
