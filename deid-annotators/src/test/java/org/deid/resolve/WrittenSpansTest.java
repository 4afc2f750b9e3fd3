package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class WrittenSpansTest {

  private static final Gazetteer SPANISH = Gazetteer.forLanguage("es");

  /** What is written of the span {@code span} of {@code text}, claimed as {@code category}. */
  private static String name(String text, String span, PhiCategory category) {
    int begin = text.indexOf(span);
    ResolvedSpan resolved =
        new ResolvedSpan(begin, begin + span.length(), new Decision(category, List.of(), 0.9f));
    ResolvedSpan written = WrittenSpans.nameWithoutSentencePeriod(text, resolved, SPANISH);
    return text.substring(written.begin(), written.end());
  }

  @Test
  void aNameLeavesTheSentencesPeriodOut() {
    assertThat(
            name(
                "Remitido por: Dr. David Márquez Medina. Secretaría de Servicio",
                "David Márquez Medina.",
                PhiCategory.NAME))
        .isEqualTo("David Márquez Medina");
  }

  @Test
  void anInitialsOrAnAbbreviationsPeriodAndOtherCategoriesKeepIt() {
    assertThat(
            name(
                "Dr. Nikolaos Antoniadis P. Departamento",
                "Nikolaos Antoniadis P.",
                PhiCategory.NAME))
        .isEqualTo("Nikolaos Antoniadis P.");
    assertThat(name("Dr. J.-P. Martin", "J.-P.", PhiCategory.NAME)).isEqualTo("J.-P.");
    assertThat(name("Dr. M. Afonso Rguez. Servicio", "M. Afonso Rguez.", PhiCategory.NAME))
        .isEqualTo("M. Afonso Rguez.");
    assertThat(name("Vive en Av. del Ejército 8, 4 Izq. Madrid", "4 Izq.", PhiCategory.LOCATION))
        .isEqualTo("4 Izq.");
  }
}
