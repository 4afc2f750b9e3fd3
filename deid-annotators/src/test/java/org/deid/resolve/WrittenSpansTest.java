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

  /** What {@link WrittenSpans#withoutDanglingFunctionWords} writes of {@code span}, or null. */
  private static String withoutDangling(String text, String span, PhiCategory category) {
    int begin = text.indexOf(span);
    ResolvedSpan written =
        WrittenSpans.withoutDanglingFunctionWords(
            text,
            new ResolvedSpan(
                begin, begin + span.length(), new Decision(category, List.of(), 0.9f)));
    return written == null ? null : text.substring(written.begin(), written.end());
  }

  @Test
  void aSpanLeavesOutTheFunctionWordsItRanOnIntoAndIsNoneWhenItIsOnlyThem() {
    String parents = "padres jóvenes (madre de 28 años y padre de 30 años)";
    assertThat(withoutDangling(parents, "madre de", PhiCategory.NAME)).isEqualTo("madre");
    assertThat(withoutDangling("con padres de 74 y 64 años", "padres de 74 y", PhiCategory.NAME))
        .isEqualTo("padres de 74");
    assertThat(withoutDangling("Mujer de raza mestiza", "de", PhiCategory.ID)).isNull();
    assertThat(withoutDangling("Mujer , 43 años", ",", PhiCategory.NAME)).isNull();
  }

  @Test
  void aWrappedNameAnAgesAbbreviationAndAPlaceKeepTheirLastWord() {
    assertThat(
            withoutDangling(
                "Moldovan, conductor de\nautobús", "conductor de", PhiCategory.PROFESSION))
        .isEqualTo("conductor de");
    assertThat(withoutDangling("Varón, 70 a. Dolor", "70 a", PhiCategory.AGE)).isEqualTo("70 a");
    assertThat(withoutDangling("Guzmán Martínez-Valls", "-", PhiCategory.NAME)).isEqualTo("-");
    assertThat(withoutDangling("Hospital de la Paz", "Hospital de", PhiCategory.LOCATION))
        .isEqualTo("Hospital de");
    assertThat(withoutDangling("Dr. Juan Carlos de Luna", "Juan Carlos", PhiCategory.NAME))
        .isEqualTo("Juan Carlos");
  }

  @Test
  void aPhoneNumberLeavesOutTheKeyOfTheNextField() {
    String text = "28034 Madrid. Tel.: 913 368 000 Email autora: cquicios@yahoo.es";
    int begin = text.indexOf("913");
    int end = text.indexOf(" autora");
    ResolvedSpan phone =
        WrittenSpans.withoutFieldKey(
            text, new ResolvedSpan(begin, end, new Decision(PhiCategory.CONTACT, List.of(), 0.9f)));
    assertThat(text.substring(phone.begin(), phone.end())).isEqualTo("913 368 000");
    // Near miss: an address of e-mail is no key ("juan@tel" has no blank before the word).
    String mail = "Correo: juan@tel";
    ResolvedSpan address =
        new ResolvedSpan(8, mail.length(), new Decision(PhiCategory.CONTACT, List.of(), 0.9f));
    assertThat(WrittenSpans.withoutFieldKey(mail, address)).isEqualTo(address);
  }
}
