package org.deid.synth;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.taxonomy.NameRole;
import org.deid.taxonomy.PhiSubtype;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SyntheticNoteGeneratorTest {

  @TempDir Path temp;

  @ParameterizedTest
  @EnumSource(SynthLanguage.class)
  void theSameSeedGivesTheSameNotesAndAnotherSeedOthers(SynthLanguage language) {
    SyntheticNoteGenerator first = new SyntheticNoteGenerator(language);
    SyntheticNoteGenerator second = new SyntheticNoteGenerator(language);
    for (int number = 1; number <= 40; number++) {
      SyntheticNote note = first.generate(7, number, 0);
      assertThat(second.generate(7, number, 0)).isEqualTo(note);
      assertThat(first.generate(8, number, 0).text()).isNotEqualTo(note.text());
      assertThat(first.generate(7, number, 1).text()).isNotEqualTo(note.text());
    }
  }

  @ParameterizedTest
  @EnumSource(SynthLanguage.class)
  void everySpanLiesOnItsTextWithoutOverlapOrOuterBlanks(SynthLanguage language) {
    SyntheticNoteGenerator generator = new SyntheticNoteGenerator(language);
    List<String> templatesSeen = new ArrayList<>();
    for (int number = 1; number <= 400; number++) {
      SyntheticNote note = generator.generate(11, number, 0);
      templatesSeen.add(note.template());
      assertThat(note.id()).startsWith(language.code() + "-").endsWith("-" + note.template());
      int previousEnd = 0;
      for (GoldSpan span : note.spans()) {
        assertThat(span.begin()).isGreaterThanOrEqualTo(previousEnd);
        assertThat(span.end()).isLessThanOrEqualTo(note.text().length());
        String covered = note.text().substring(span.begin(), span.end());
        assertThat(covered).isEqualTo(covered.strip()).doesNotContain("\n");
        previousEnd = span.end();
      }
    }
    assertThat(templatesSeen).containsAll(generator.templateNames());
    assertThat(generator.templateNames()).hasSizeGreaterThanOrEqualTo(10);
  }

  @Test
  void spanishPhoneSpansLeaveThePlusOutAsMeddocanDoes() {
    SyntheticNoteGenerator generator = new SyntheticNoteGenerator(SynthLanguage.ES);
    int withCountryCode = 0;
    for (int number = 1; number <= 400; number++) {
      SyntheticNote note = generator.generate(5, number, 0);
      for (GoldSpan span : note.spans()) {
        PhiSubtype subtype = span.phiClass().subtype();
        if (subtype == PhiSubtype.PHONE || subtype == PhiSubtype.FAX) {
          String text = note.text().substring(span.begin(), span.end());
          assertThat(text).as(text).matches("\\d.*");
          if (note.text().charAt(span.begin() - 1) == '+') {
            assertThat(text).startsWith("34");
            withCountryCode++;
          }
        }
      }
    }
    assertThat(withCountryCode).isPositive();
  }

  @Test
  void generatedIdentifiersPassTheirChecks() {
    int checked = 0;
    for (SynthLanguage language : SynthLanguage.values()) {
      SyntheticNoteGenerator generator = new SyntheticNoteGenerator(language);
      for (int number = 1; number <= 500; number++) {
        SyntheticNote note = generator.generate(3, number, 0);
        for (GoldSpan span : note.spans()) {
          String text = note.text().substring(span.begin(), span.end());
          String digits = text.replaceAll("[ ./-]", "");
          PhiSubtype subtype = span.phiClass().subtype();
          if (language == SynthLanguage.FR && subtype == PhiSubtype.SOCIAL_SECURITY) {
            assertThat(digits).matches("[12]\\d{14}");
            long body = Long.parseLong(digits.substring(0, 13));
            assertThat(97 - body % 97).isEqualTo(Long.parseLong(digits.substring(13)));
            checked++;
          } else if (language == SynthLanguage.FR && subtype == PhiSubtype.LICENSE) {
            assertThat(digits).matches("10\\d{9}");
            assertThat(luhnValid(digits)).as(digits).isTrue();
            checked++;
          } else if (subtype == PhiSubtype.NATIONAL_ID) {
            assertThat(digits).matches("[XYZ0-9]\\d{7}[A-Z]");
            String number8 = digits.substring(0, 8).replace('X', '0').replace('Y', '1');
            number8 = number8.replace('Z', '2');
            char letter = "TRWAGMYFPDXBNJZSQVHLCKE".charAt(Integer.parseInt(number8) % 23);
            assertThat(digits.charAt(8)).isEqualTo(letter);
            checked++;
          } else if (language == SynthLanguage.ES && subtype == PhiSubtype.SOCIAL_SECURITY) {
            assertThat(digits).matches("\\d{12}");
            // The social security rule: below 10,000,000 the number is added to province x 10^7.
            long province = Long.parseLong(digits.substring(0, 2));
            long affiliate = Long.parseLong(digits.substring(2, 10));
            long body =
                affiliate < 10_000_000L
                    ? affiliate + province * 10_000_000L
                    : province * 100_000_000L + affiliate;
            assertThat(body % 97).isEqualTo(Long.parseLong(digits.substring(10)));
            checked++;
          }
        }
      }
    }
    assertThat(checked).isGreaterThan(100);
  }

  @Test
  void theChecksumHelpersAgreeWithPublishedExamples() {
    // Luhn: 7992739871 -> check digit 3 (the textbook example).
    assertThat(Identifiers.luhnDigit("7992739871")).isEqualTo(3);
    // DNI 12345678 -> Z.
    assertThat(Identifiers.dniLetter(12345678)).isEqualTo('Z');
    // The NIR of the French administration's example: 2 69 05 49 588 157, key 80.
    assertThat(Identifiers.nirKey("2690549588157")).isEqualTo(80);
  }

  @Test
  void anExcludedTextIsRecognisedWhateverItsCaseAndSpacing() throws Exception {
    SyntheticNoteGenerator generator = new SyntheticNoteGenerator(SynthLanguage.ES);
    SyntheticNote note = generator.generate(5, 2, 0);
    Path dev = Files.createDirectories(temp.resolve("dev/sub"));
    Files.writeString(
        dev.resolve("copy.txt"), "  " + note.text().toUpperCase(Locale.ROOT).replace(" ", "\t "));
    DevSetExclusion exclusion = DevSetExclusion.of(List.of(temp.resolve("dev")));
    assertThat(exclusion.size()).isEqualTo(1);
    assertThat(exclusion.excludes(note.text())).isTrue();
    assertThat(exclusion.excludes(generator.generate(5, 3, 0).text())).isFalse();
    assertThat(DevSetExclusion.none().excludes(note.text())).isFalse();
  }

  @Test
  void healthCardNumbersTakeTheirLettersFromTheSurnamesAndTheirShapeFromTheRegion() {
    LocalDate birth = LocalDate.of(1956, 3, 12);
    SplittableRandom random = new SplittableRandom(1);
    assertThat(HealthCards.surnameLetters("de la Fuente Moreno")).isEqualTo("FUMO");
    assertThat(HealthCards.surnameLetters("Font i Serra")).isEqualTo("FOSE");
    assertThat(HealthCards.surnameLetters("Núñez")).isEqualTo("NUXX");
    assertThat(HealthCards.number("cat", "Muñoz Ávila", birth, true, random))
        .matches("MUAV1560312\\d{3}");
    assertThat(HealthCards.number("tsi", "Muñoz Ávila", birth, false, random))
        .matches("MUAV560312(\\d{3}|\\d{6})");
    assertThat(HealthCards.number("tis", "Muñoz Ávila", birth, false, random))
        .isEqualTo("MUAV560312");
    assertThat(HealthCards.number("nuhsa", "Muñoz Ávila", birth, false, random))
        .matches("AN\\d{10}");
    assertThat(HealthCards.number("cipna", "Muñoz Ávila", birth, false, random))
        .matches("NA\\d{10}");
    assertThat(HealthCards.number("cipa", "Muñoz Ávila", birth, false, random))
        .matches("[1-9]\\d{9}");
    assertThat(HealthCards.number("sip", "Muñoz Ávila", birth, false, random)).matches("\\d{7,8}");
  }

  @Test
  void spanishNotesCarryHealthCardsVisitIdsAndInsuranceNumbersWithTheirGold() {
    SyntheticNoteGenerator generator = new SyntheticNoteGenerator(SynthLanguage.ES);
    Map<PhiSubtype, List<String>> seen = new EnumMap<>(PhiSubtype.class);
    List<String> templates = new ArrayList<>();
    for (int number = 1; number <= 600; number++) {
      SyntheticNote note = generator.generate(9, number, 0);
      templates.add(note.template());
      assertThat(note.text()).doesNotContainPattern("\\{|\\}|\\[\\[|\\]\\]|\\n\\?\\d");
      for (GoldSpan span : note.spans()) {
        String text = note.text().substring(span.begin(), span.end());
        if (span.phiClass().subtype() != null) {
          seen.computeIfAbsent(span.phiClass().subtype(), k -> new ArrayList<>()).add(text);
        }
      }
    }
    assertThat(seen.get(PhiSubtype.PATIENT_ID))
        .anyMatch(id -> id.matches("AN\\d{10}"))
        .anyMatch(id -> id.matches("NA\\d{10}"))
        .anyMatch(id -> id.matches("[A-Z]{4}[01]\\d{9}"))
        .anyMatch(id -> id.matches("[A-Z]{4}\\d{9}(\\d{3})?"));
    assertThat(seen.get(PhiSubtype.VISIT_ID))
        .anyMatch(id -> id.matches("\\d{6}-\\d{4}"))
        .anyMatch(id -> id.matches("(MB|GEN|M|H|BQ|CIT|MOL)-?\\d{2}-\\d{4,6}"))
        .anyMatch(id -> id.matches("(RX|TC|RM|ECO|MG)\\d{2}-\\d{7}"))
        .anyMatch(id -> id.matches("[BQC]\\d{2}[-/]\\d{4,5}|AP\\d{2}[-/]\\d{4,5}"));
    assertThat(seen.get(PhiSubtype.HEALTH_PLAN))
        .anyMatch(id -> id.matches("\\d{3}-\\d{6}-\\d{2}"))
        .anyMatch(id -> id.matches("\\d{4} \\d{4} \\d{4} \\d{4}"));
    assertThat(seen.get(PhiSubtype.ORGANIZATION)).isNotEmpty();
    assertThat(seen.get(PhiSubtype.LICENSE))
        .anyMatch(id -> id.matches("\\d{2}/\\d{7}"))
        .anyMatch(id -> id.matches("\\d{2} \\d{2} \\d{5}"));
    assertThat(seen.get(PhiSubtype.FULL_NAME))
        .anyMatch(name -> name.matches("[\\p{Lu} -]+, \\p{Lu}\\p{Ll}.*"))
        .anyMatch(name -> name.matches("[\\p{Lu} -]+, [\\p{Lu} .ª]+"))
        .anyMatch(name -> name.matches("(Fco\\.?|Mª|M\\.ª) .*|.*, (Fco\\.?|Mª|M\\.ª) .*"));
    assertThat(seen.get(PhiSubtype.PROFESSION)).anyMatch(job -> job.contains(" "));
    assertThat(templates)
        .contains(
            "anatomia-patologica",
            "microbiologia",
            "genetica",
            "uci-enfermeria",
            "teleconsulta",
            "atencion-primaria",
            "alta-galicia",
            "radiologia-cabecera",
            "clinica-privada");
  }

  @Test
  void aNumberedKinWordAgreesWithItsRelativeAndStaysTheSame() {
    SyntheticNoteGenerator generator = new SyntheticNoteGenerator(SynthLanguage.ES);
    Pattern kinAndName = Pattern.compile("su (\\p{Ll}+) (\\p{Lu}\\p{Ll}+)");
    int relativesByName = 0;
    for (int number = 1; number <= 400; number++) {
      SyntheticNote note = generator.generate(13, number, 0);
      List<GoldSpan> relatives =
          note.spans().stream()
              .filter(span -> span.phiClass().role() == NameRole.RELATIVE)
              .toList();
      Matcher matcher = kinAndName.matcher(note.text());
      while (matcher.find()) {
        int begin = matcher.start(1);
        int nameBegin = matcher.start(2);
        if (relatives.stream().anyMatch(span -> span.begin() == begin)
            && relatives.stream().anyMatch(span -> span.begin() == nameBegin)) {
          relativesByName++;
        }
      }
    }
    assertThat(relativesByName).isGreaterThan(20);
  }

  @Test
  void aPageHeaderBlockIsRepeatedWithTheSameTextAndTheSameGoldOnEveryPage() {
    SyntheticNoteGenerator generator = new SyntheticNoteGenerator(SynthLanguage.FR);
    int checked = 0;
    for (int number = 1; number <= 400 && checked < 5; number++) {
      SyntheticNote note = generator.generate(17, number, 0);
      if (!note.template().equals("crh-pages")) {
        continue;
      }
      // The running footer holds the patient's name, IPP and date: three pages, three copies.
      List<Integer> starts = new ArrayList<>();
      String footer =
          note.text()
              .lines()
              .filter(l -> l.contains(" - CRH du "))
              .findFirst()
              .get()
              .replaceFirst(" +Page 1/3$", "");
      for (int at = note.text().indexOf(footer);
          at >= 0;
          at = note.text().indexOf(footer, at + 1)) {
        starts.add(at);
      }
      assertThat(starts).hasSize(3);
      List<String> goldPerCopy = new ArrayList<>();
      for (int start : starts) {
        goldPerCopy.add(
            note.spans().stream()
                .filter(s -> s.begin() >= start && s.end() <= start + footer.length())
                .map(s -> (s.begin() - start) + ":" + (s.end() - start) + ":" + s.phiClass())
                .toList()
                .toString());
      }
      assertThat(goldPerCopy.get(0)).contains("PATIENT_ID");
      assertThat(goldPerCopy).containsOnly(goldPerCopy.get(0));
      checked++;
    }
    assertThat(checked).isEqualTo(5);
  }

  @Test
  void messyFrenchLayoutsCarryGoldInTableCellsStaffCapitalsAndBareHospitals() {
    SyntheticNoteGenerator generator = new SyntheticNoteGenerator(SynthLanguage.FR);
    Pattern capsStaff =
        Pattern.compile("\\b(\\p{Lu}(?:h|\\.?-\\p{Lu})?\\.) (\\p{Lu}[\\p{Lu} '-]+\\p{Lu})\\b");
    int tableRows = 0;
    int capsNames = 0;
    int bareHospitals = 0;
    int streetsInWords = 0;
    for (int number = 1; number <= 400; number++) {
      SyntheticNote note = generator.generate(19, number, 0);
      String text = note.text();
      if (note.template().equals("export-dpi")) {
        // The identity row: "| LAST | First | F | 02/03/1977 | 12345678 | 123456789 |".
        String row =
            text.lines().filter(l -> l.matches("\\| \\S.*\\| [MF] +\\| .*")).findFirst().get();
        int rowStart = text.indexOf(row);
        long goldCells =
            note.spans().stream()
                .filter(s -> s.begin() >= rowStart && s.end() <= rowStart + row.length())
                .count();
        assertThat(goldCells).isGreaterThanOrEqualTo(6);
        tableRows++;
      }
      Matcher matcher = capsStaff.matcher(text);
      while (matcher.find()) {
        int first = matcher.start(1);
        int last = matcher.start(2);
        if (note.spans().stream().anyMatch(s -> s.begin() == first && s.end() == matcher.end(1))
            && note.spans().stream()
                .anyMatch(s -> s.begin() == last && s.end() == matcher.end(2))) {
          capsNames++;
        }
      }
      for (GoldSpan span : note.spans()) {
        String covered = text.substring(span.begin(), span.end());
        if (span.phiClass().subtype() == PhiSubtype.HOSPITAL
            && List.of("Lariboisière", "Necker", "Bichat", "Pitié", "Purpan").contains(covered)) {
          bareHospitals++;
        }
        if (span.phiClass().subtype() == PhiSubtype.STREET
            && covered.matches(
                "(un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze"
                    + "|treize|quatorze|quinze|seize|vingt|trente|quarante|cinquante|soixante"
                    + "|cent)[ -].*")) {
          streetsInWords++;
        }
      }
    }
    assertThat(tableRows).isGreaterThan(5);
    assertThat(capsNames).isGreaterThan(50);
    assertThat(bareHospitals).isGreaterThan(3);
    assertThat(streetsInWords).isGreaterThan(5);
  }

  @Test
  void compactPartialAndTwoDigitDatesAreWrittenAsHurriedNotesDo() {
    SplittableRandom random = new SplittableRandom(3);
    LocalDate date = LocalDate.of(1998, 3, 5);
    Set<String> french = new HashSet<>();
    Set<String> spanish = new HashSet<>();
    for (int i = 0; i < 200; i++) {
      french.add(Dates.format(date, "compact", SynthLanguage.FR, random));
      spanish.add(Dates.format(date, "compact", SynthLanguage.ES, random));
    }
    // One compact style for both languages: every glued form occurs, and nothing else.
    assertThat(french).containsExactlyInAnyOrder("5mars", "mars1998", "mars-1998", "5mars98");
    assertThat(spanish)
        .containsExactlyInAnyOrder("5mar", "mar1998", "mar-1998", "5mar98", "marzo1998");
    assertThat(Dates.format(date, "partial", SynthLanguage.FR, random)).isEqualTo("5/3");
    assertThat(Dates.format(date, "partial", SynthLanguage.ES, random)).isEqualTo("5/3");
    assertThat(Dates.format(date, "yy", SynthLanguage.ES, random)).isEqualTo("98");
  }

  @Test
  void spanishMessyLayoutsCarryCapitalisedStaffBareHospitalsAndCompactDatesWithTheirGold()
      throws Exception {
    SyntheticNoteGenerator generator = new SyntheticNoteGenerator(SynthLanguage.ES);
    List<String> bareHospitalNames;
    try (var in =
        getClass()
            .getClassLoader()
            .getResourceAsStream("org/deid/synth/lists/es/hospital-bare.txt")) {
      bareHospitalNames =
          new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)
              .lines()
              .filter(line -> !line.isBlank() && !line.startsWith("#"))
              .toList();
    }
    List<String> capitalisedStaff = new ArrayList<>();
    List<String> bareHospitals = new ArrayList<>();
    List<String> compactDates = new ArrayList<>();
    List<String> templates = new ArrayList<>();
    for (int number = 1; number <= 600; number++) {
      SyntheticNote note = generator.generate(5, number, 0);
      templates.add(note.template());
      assertThat(note.text()).doesNotContainPattern("\\{|\\}|\\[\\[|\\]\\]");
      for (GoldSpan span : note.spans()) {
        String text = note.text().substring(span.begin(), span.end());
        if (span.phiClass().role() == NameRole.STAFF
            && text.matches("\\p{Lu}\\. [\\p{Lu} -]{3,}")) {
          capitalisedStaff.add(text);
        } else if (span.phiClass().subtype() == PhiSubtype.HOSPITAL
            && bareHospitalNames.contains(text)) {
          bareHospitals.add(text);
        } else if (text.matches("\\p{Ll}{3,4}-?\\d{4}|\\d{1,2}\\p{Ll}{3,4}")) {
          compactDates.add(text);
        }
      }
      // A pipe-table cell holds the patient's name as a gold span, with no trigger word before it.
      if (note.template().equals("hce-exportacion")) {
        Matcher cell = Pattern.compile("\\n\\| \\d+ \\| ([^|]+) \\|").matcher(note.text());
        assertThat(cell.find()).isTrue();
        int begin = cell.start(1);
        assertThat(note.spans())
            .anyMatch(span -> span.begin() == begin && span.phiClass().role() == NameRole.PATIENT);
      }
    }
    assertThat(templates)
        .contains(
            "hce-exportacion",
            "informe-paginas",
            "comite-tumores",
            "carta-derivacion",
            "ocr-escaneado",
            "analitica-tablas");
    assertThat(capitalisedStaff).hasSizeGreaterThan(50);
    assertThat(bareHospitals).hasSizeGreaterThan(20);
    assertThat(compactDates).hasSizeGreaterThan(20);
  }

  private static boolean luhnValid(String digits) {
    int sum = 0;
    for (int i = 0; i < digits.length(); i++) {
      int digit = digits.charAt(digits.length() - 1 - i) - '0';
      if (i % 2 == 1) {
        digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      }
      sum += digit;
    }
    return sum % 10 == 0;
  }
}
