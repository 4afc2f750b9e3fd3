package org.deid.synth;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
    assertThat(generator.templateNames()).hasSizeGreaterThanOrEqualTo(8);
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
