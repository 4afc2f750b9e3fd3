package org.deid.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.deid.io.brat.BratAnnFormat;
import org.deid.io.brat.BratTextBound;
import org.deid.io.markup.InlineMarkupConverter;
import org.deid.io.markup.InlineMarkupFormat;
import org.deid.io.markup.MarkedDocument;
import org.deid.scheme.LabelScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class FormatVariantsTest {

  private static final VariantContext FR = new VariantContext(LabelScheme.load("deid-fr"), "fr");
  private static final VariantContext ES = new VariantContext(LabelScheme.load("meddocan"), "es");

  // A French note with every kind of PHI the families rewrite, in several layouts.
  private static final String FR_NOTE =
      """
      COMPTE RENDU D'HOSPITALISATION
      Nom : [DUPONT](NOM_PATIENT)
      Prénom : [Hélène](PRENOM_PATIENT)
      Née le : [14/07/1962](DATE_NAISSANCE)
      IPP : [8812345](IPP)
      NIR : [2620775113045](NIR)
      Adresse : [12 rue des Lilas](ADRESSE), [75013](ZIP) [Paris](VILLE)
      Téléphone : [06 39 98 12 34](TEL)
      Madame [Hélène](PRENOM_PATIENT) [Dupont](NOM_PATIENT), [61 ans](AGE), a été hospitalisée du \
      [3/2/2024](DATE) au [12.02.2024](DATE) dans le service de cardiologie de l'hôpital \
      [Lariboisière](HOPITAL) pour une douleur thoracique apparue le [1er février](DATE). \
      Le bilan du [05/02/2024](DATE) RAPPORT joint. Suivi par le Dr [Vincent](PRENOM_SOIGNANT) \
      [Morel](NOM_SOIGNANT) et le Pr [Jean-Marc](PRENOM_SOIGNANT) [Caron](NOM_SOIGNANT), \
      avec Mme [Nadia](PRENOM_SOIGNANT) [Petit](NOM_SOIGNANT), infirmière.
      Dr [Vincent](PRENOM_SOIGNANT) [MOREL](NOM_SOIGNANT)
      """;

  private static final String ES_NOTE =
      """
      Datos del paciente:
      Nombre: [María José García Pérez](NOMBRE_SUJETO_ASISTENCIA)
      DNI: [12345678Z](ID_SUJETO_ASISTENCIA)
      NHC: [0987654](ID_SUJETO_ASISTENCIA)
      Domicilio: [C/ Mayor 12, 3º B](CALLE)
      Fecha de nacimiento: [02/11/1950](FECHAS)
      Teléfono: [612 345 678](NUMERO_TELEFONO)
      Médico: [Juan Carlos Martínez](NOMBRE_PERSONAL_SANITARIO)
      Paciente de [73 años](EDAD_SUJETO_ASISTENCIA) que ingresa el [15/03/2024](FECHAS) en el \
      [Hospital Universitario 12 de Octubre](HOSPITAL) de [Madrid](TERRITORIO). Le atiende la \
      Dra. [Lucía Romero](NOMBRE_PERSONAL_SANITARIO). Alta el [20.03.2024](FECHAS) ALTA.
      """;

  private record Note(MarkedDocument document, VariantContext context) {}

  private static Note noteOf(String markup, VariantContext context) throws Exception {
    return new Note(InlineMarkupConverter.read("note.txt", markup, context.scheme()), context);
  }

  private static List<Note> notes() throws Exception {
    return List.of(noteOf(FR_NOTE, FR), noteOf(ES_NOTE, ES));
  }

  private static MarkedDocument rewrite(String families, Note note, long seed) {
    return new FormatVariants(FormatVariants.parse(families), note.context(), seed)
        .rewrite("note.txt", note.document());
  }

  static List<String> families() {
    return new ArrayList<>(FormatVariants.FAMILIES.keySet());
  }

  @ParameterizedTest
  @MethodSource("families")
  void everyFamilyKeepsEachSpanOnTheRewrittenFormOfItsPhi(String family) throws Exception {
    for (Note note : notes()) {
      for (long seed = 1; seed <= 30; seed++) {
        MarkedDocument before = note.document();
        MarkedDocument after = rewrite(family, note, seed);
        int originals = before.spans().size();
        assertThat(after.spans().size()).isGreaterThanOrEqualTo(originals);
        for (int i = 0; i < originals; i++) {
          String was = before.covered(before.spans().get(i));
          String now = after.covered(after.spans().get(i));
          assertThat(after.spans().get(i).label()).isEqualTo(before.spans().get(i).label());
          assertThat(sameUnderFamily(family, was, now))
              .as("%s, seed %d: '%s' became '%s'", family, seed, was, now)
              .isTrue();
        }
        for (int i = originals; i < after.spans().size(); i++) {
          assertThat(family).isEqualTo("lists");
          String added = after.covered(after.spans().get(i));
          String surname = added.replaceFirst("^(\\p{L}\\.-?)+ ?", "");
          assertThat(before.text())
              .as("a listed name repeats one of the note")
              .contains(surname.isEmpty() ? added.substring(0, 1) : surname);
        }
      }
    }
  }

  // Whether a span's new text is its old text in the family's layout, and nothing else.
  private static boolean sameUnderFamily(String family, String was, String now) {
    return switch (family) {
      case "caps" -> now.equals(was) || now.equals(was.toUpperCase(Locale.ROOT));
      case "wrapped" -> now.replace('\n', ' ').equals(was);
      case "glued", "tables" -> now.equals(was);
      case "spaced-digits" ->
          now.equals(was)
              || digits(now).equals(digits(was))
                  && now.matches("\\+?\\d(( {1,2}[./|()-])? {1,2}\\d)+");
      case "date-separators" -> now.equals(was) || dayMonthYear(now).equals(dayMonthYear(was));
      case "ocr" -> ocrBlind(now).equals(ocrBlind(was));
      case "lists" -> now.equals(was) || now.equals(Lists.initialOf(was)) || initialled(was, now);
      case "boxed-names" ->
          now.equals(was)
              || now.replace(" ", "").equals(was.replace(" ", "").toUpperCase(Locale.ROOT))
                  && now.matches("\\p{Lu}( \\p{Lu}|   \\p{Lu})*");
      default -> throw new IllegalArgumentException(family);
    };
  }

  private static String digits(String text) {
    return text.replaceAll("\\D", "");
  }

  // "14 juillet 1962", "14jul1962", "14|07|1962" -> "14-7-1962"
  private static String dayMonthYear(String date) {
    String lower = date.toLowerCase(Locale.ROOT);
    for (int m = 1; m <= 12; m++) {
      for (String name :
          List.of(
              MonthNames.full(true, m),
              MonthNames.full(false, m),
              MonthNames.abbreviated(true, m),
              MonthNames.abbreviated(false, m),
              MonthNames.compact(m))) {
        if (lower.matches(
            "\\d{1,2} ?(de )?" + java.util.regex.Pattern.quote(name) + " ?(de )?\\d{2,4}")) {
          String[] numbers = lower.split("\\D+");
          return Integer.parseInt(numbers[0]) + "-" + m + "-" + numbers[numbers.length - 1];
        }
      }
    }
    String[] parts = date.trim().split("[^0-9]+");
    if (parts.length == 1 && parts[0].length() >= 6) {
      String d = parts[0];
      return Integer.parseInt(d.substring(0, 2))
          + "-"
          + Integer.parseInt(d.substring(2, 4))
          + "-"
          + d.substring(4);
    }
    return Integer.parseInt(parts[0]) + "-" + Integer.parseInt(parts[1]) + "-" + parts[2];
  }

  // The text with every confusion the OCR family makes folded to one form.
  private static String ocrBlind(String text) {
    return text.replace("Ã©", "é")
        .replace("rn", "m")
        .replaceAll(" +", " ")
        .replace('l', '1')
        .replace('O', '0')
        .replaceAll("[éèê]", "e")
        .replace('à', 'a')
        .replace('á', 'a')
        .replace('ó', 'o')
        .replace('í', 'i')
        .replace('ñ', 'n');
  }

  // "Vincent Morel" -> "V. Morel"
  private static boolean initialled(String was, String now) {
    int space = was.indexOf(' ');
    return space > 0 && now.equals(Lists.initialOf(was.substring(0, space)) + was.substring(space));
  }

  @Test
  void spacedDigitsWritesEachDigitInItsOwnBox() throws Exception {
    String text = rewrite("spaced-digits", notes().get(0), 1).text();
    assertThat(text).containsPattern("NIR : 2 {1,2}6 {1,2}2 {1,2}0 {1,2}7 {1,2}7");
    assertThat(text).containsPattern("IPP : 8 {1,2}8 {1,2}1 {1,2}2");
    assertThat(text).as("ages are not identifiers").contains("61 ans");
  }

  @Test
  void boxedNamesWriteTheNamesOfFieldsOneCapitalPerBox() throws Exception {
    String text = rewrite("boxed-names", notes().get(0), 1).text();
    assertThat(text).contains("Nom : D U P O N T\n", "Prénom : H É L È N E\n");
    assertThat(text).as("names in prose stay typed").contains("Madame Hélène Dupont");
  }

  @Test
  void dateSeparatorsDrawsEveryFormOverSeeds() throws Exception {
    StringBuilder all = new StringBuilder();
    for (long seed = 1; seed <= 100; seed++) {
      all.append(rewrite("date-separators", notes().get(0), seed).text());
      all.append(rewrite("date-separators", notes().get(1), seed).text());
    }
    assertThat(all.toString())
        .contains("14|07|1962", "14.07.1962", "14071962", "14 juillet 1962", "14jul1962")
        .contains("de marzo de 2024")
        .containsPattern("\\d / \\d")
        .as("a date in words is left as it is")
        .contains("1er février");
  }

  @Test
  void capitalsWriteWholeLinesUpperCase() throws Exception {
    boolean capitalLine = false;
    for (long seed = 1; seed <= 10; seed++) {
      String text = rewrite("caps", notes().get(0), seed).text();
      assertThat(text).hasSameSizeAs(notes().get(0).document().text());
      capitalLine |= text.contains("PRÉNOM : HÉLÈNE") || text.contains("MADAME HÉLÈNE DUPONT");
    }
    assertThat(capitalLine).isTrue();
  }

  @Test
  void gluedRemovesSpacesAroundColonsAndAfterDates() throws Exception {
    String text = rewrite("glued", notes().get(0), 1).text();
    assertThat(text).contains("Nom:DUPONT", "IPP:8812345", "Adresse:12 rue des Lilas");
    boolean dateGlued = false;
    for (long seed = 1; seed <= 20; seed++) {
      dateGlued |= rewrite("glued", notes().get(0), seed).text().contains("05/02/2024RAPPORT");
    }
    assertThat(dateGlued).isTrue();
  }

  @Test
  void wrappedCutsLinesAtEightyColumns() throws Exception {
    String text = rewrite("wrapped", notes().get(0), 3).text();
    assertThat(text.lines().mapToInt(String::length).max().orElse(0)).isLessThanOrEqualTo(80);
    assertThat(text.lines().count()).isGreaterThan(FR_NOTE.lines().count());
  }

  @Test
  void tablesTurnKeyValueBlocksIntoRowsUnderAHeader() throws Exception {
    StringBuilder all = new StringBuilder();
    for (long seed = 1; seed <= 12; seed++) {
      all.append(rewrite("tables", notes().get(0), seed).text());
      all.append(rewrite("tables", notes().get(1), seed).text());
    }
    assertThat(all.toString())
        .contains("| Champ | Valeur |\n|---|---|\n| Nom | DUPONT |")
        .contains("¦ Nom ¦ DUPONT ¦")
        .contains("Champ\tValeur\nNom\tDUPONT")
        .contains("| DNI | 12345678Z |");
  }

  @Test
  void ocrMisreadsSomeCharacters() throws Exception {
    String text = rewrite("ocr", notes().get(0), 1).text();
    assertThat(text).isNotEqualTo(notes().get(0).document().text());
    assertThat(ocrBlind(text)).isEqualTo(ocrBlind(notes().get(0).document().text()));
  }

  @Test
  void listsGatherTheStaffWithInitials() throws Exception {
    MarkedDocument after = rewrite("lists", notes().get(0), 1);
    assertThat(after.text()).contains("Équipe : V. Morel, J.-M. Caron, N. Petit, V. MOREL\n");
    MarkedDocument es = rewrite("lists", notes().get(1), 1);
    assertThat(es.text()).contains("Equipo: J. Carlos Martínez, L. Romero");
  }

  @Test
  void familiesCombineAndTheCorpusIsWrittenAsValidBrat(@TempDir Path dir) throws Exception {
    Path gold = dir.resolve("gold/test");
    Files.createDirectories(gold);
    MarkedDocument note = notes().get(0).document();
    Files.writeString(gold.resolve("a.txt"), note.text(), StandardCharsets.UTF_8);
    Files.writeString(
        gold.resolve("a.ann"),
        BratAnnFormat.serialize(InlineMarkupConverter.toBrat(note)),
        StandardCharsets.UTF_8);
    FormatVariants all =
        new FormatVariants(FormatVariants.parse(String.join(",", families())), FR, 7);
    FormatVariants.Summary summary = all.rewriteCorpus(dir.resolve("gold"), dir.resolve("out"));
    assertThat(summary.documents()).isEqualTo(1);
    assertThat(summary.spansRewritten()).isGreaterThan(10);
    String text = Files.readString(dir.resolve("out/test/a.txt"), StandardCharsets.UTF_8);
    var ann =
        BratAnnFormat.parse(
            "a.ann", Files.readString(dir.resolve("out/test/a.ann"), StandardCharsets.UTF_8));
    BratAnnFormat.check("a.ann", ann, text);
    for (BratTextBound bound : ann.textBounds()) {
      if (bound.isDiscontinuous()) {
        continue; // a span across a line break: check() compared its fragments
      }
      int begin = text.offsetByCodePoints(0, bound.begin());
      int end = text.offsetByCodePoints(0, bound.end());
      assertThat(text.substring(begin, end)).isEqualTo(bound.text());
    }
    // Same seed, same bytes.
    all.rewriteCorpus(dir.resolve("gold"), dir.resolve("again"));
    assertThat(Files.readString(dir.resolve("again/test/a.txt"), StandardCharsets.UTF_8))
        .isEqualTo(text);
  }

  @Test
  void anUnknownFamilyIsNamedWithTheKnownOnes() {
    assertThatThrownBy(() -> FormatVariants.parse("spaced-digits,bold"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'bold'")
        .hasMessageContaining("spaced-digits, date-separators");
  }

  @Test
  void anEditAcrossASpanBoundaryIsRefused() throws Exception {
    MarkedDocument note = InlineMarkupFormat.parse("n", "Nom : [DUPONT](NOM_PATIENT) ok");
    NoteEditor editor = new NoteEditor(note);
    assertThat(editor.replace(4, 8, "x")).isFalse();
    assertThat(editor.insert(6, "<")).isTrue();
    assertThat(editor.insert(12, ">")).isTrue();
    assertThat(editor.replace(7, 9, "UU")).isTrue();
    assertThat(editor.replace(8, 10, "VV")).as("overlaps an edit").isFalse();
    MarkedDocument after = editor.apply();
    assertThat(after.text()).isEqualTo("Nom : <DUUONT> ok");
    assertThat(after.covered(after.spans().get(0))).isEqualTo("DUUONT");
  }
}
