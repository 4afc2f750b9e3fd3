package org.deid.eval.privacy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.deid.eval.PhiSpan;
import org.deid.eval.corpus.GoldDocument;
import org.deid.eval.corpus.LabelLevel;
import org.deid.eval.corpus.SpanLabels;
import org.deid.substitute.SubstitutionAnnotator;
import org.deid.substitute.SubstitutionPolicy;
import org.junit.jupiter.api.Test;

/** Issue #32: the measure examines every gold name string, kinship words included. */
class GoldSubstitutionTest {

  private static GoldDocument document(String text, String... labelAndText) {
    List<PhiSpan> spans = new ArrayList<>();
    int from = 0;
    for (int i = 0; i < labelAndText.length; i += 2) {
      int begin = text.indexOf(labelAndText[i + 1], from);
      spans.add(new PhiSpan(begin, begin + labelAndText[i + 1].length(), labelAndText[i]));
      from = begin + 1;
    }
    return new GoldDocument("d1", text, spans);
  }

  @Test
  void everyGoldNameStringIsExaminedKinshipWordOrNot() throws Exception {
    GoldDocument gold =
        document(
            "Nombre: Nora . Apellidos: Nieto . Acude su madre. Vive en García. Sexo: varón.",
            "NOMBRE_SUJETO_ASISTENCIA",
            "Nora",
            "NOMBRE_SUJETO_ASISTENCIA",
            "Nieto",
            "FAMILIARES_SUJETO_ASISTENCIA",
            "su madre",
            "PAIS",
            "García",
            "SEXO_SUJETO_ASISTENCIA",
            "varón");
    GoldSubstitution.Result result =
        GoldSubstitution.run(
            List.of(gold),
            "es",
            SubstitutionAnnotator.createDescription(),
            SubstitutionPolicy.of("surrogate", List.of("COUNTRY=keep", "SEX=keep")),
            SpanLabels.load("meddocan", LabelLevel.CATEGORY));
    int[] names = result.verbatimByCategory().get("NAME");
    // "Nora", "Nieto" and "su madre" are examined; only "su madre" stays, shown apart.
    assertThat(names[1]).isEqualTo(3);
    assertThat(names[3]).isEqualTo(1);
    assertThat(names[0]).isZero();
    // "García" labelled a country is no country: examined, and replaced; "varón" is a sex word.
    assertThat(result.verbatimByCategory().get("LOCATION")[1]).isEqualTo(1);
    assertThat(result.verbatimByCategory()).doesNotContainKey("SEX");
    assertThat(result.verbatim()).isZero();
  }
}
