package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The regex detector's search that skips positions where no match can start ({@link MatchStarts})
 * finds exactly what trying every pattern at every position finds: the same matches (span, class,
 * label, confidence, order) before overlaps are resolved, on the bundled examples, the development
 * notes of both languages and notes made here from their lines with unusual characters mixed in.
 */
class FilteredSearchFindsTheSameTest {

  private static final List<String> SNIPPETS =
      List.of(
          "Tel.: + 34 93 693 29 05",
          "Tfno. 34-607819141 / 913456789 y 914567890",
          "Fax: (5982) 487-3837",
          "E-mail: nnavcu@hotmail.com.",
          "Correo: jean-marc.dupont+crh@chu-lyon.aphp.fr,",
          "www.hospital-exemple.es/citas) ",
          "https://www.chu-exemple.fr/services/cardio).",
          "IBAN ES91 2100 0418 4502 0005 1332 ES92",
          "4111 1111 1111 1111",
          "192.168.1.1 fe80::1:2 00:1A:2B:3C:4D:5E",
          "12/03/2024 12-3-24 12.03.2024 12/03 /2024 03/2019 05/25/2008 5/6/8/18",
          "(1938) et al. 1993 Martelin 1980)",
          "DNI 12345678Z X1234567L NIE: Y7654321G",
          "NHC: 368503. Nº Historia: 1234567 CIPA: nhc-150679 NASS 28 12345678 40",
          "Dra. María López  Remitido por: Dr. J. García Pérez",
          "P. REVUELTA, F. X. ALBÓ, M.-C. DUVAL, Ph. GAUTHIER",
          "Patient : M. Dupont, Mme Durand née le 12/03/1950, IPP : 12345678",
          "1 85 05 78 006 084 36 NIR 2A",
          "Calle Miguel Benitez 90, 2º dcha c/ del Abedul 5-7 12 rue de la Paix 75002 Paris",
          "Hospital Universitario La Paz | 24-0031877 | 4401873265 |",
          "Varón de 45 años, su hija Ana, hermana sana de 60 años, a los 22 y 24 años",
          "   1968 apendicectomía\n- 2015: colecistectomía; 2008 HTA, 2012 DM2",
          "feb2024 4mar dic2023 le 12/03 au 15/04 (12/03) en enero de 2019",
          "Sexo: M Edad: 70 años. Âge : 45 ans, âgée de 3 mois",
          "CP 28040 Código postal: 08035 Madrid, Universidad de Talca, CS Zona 4");

  private static final String ODD_CHARACTERS =
      "\u00a0\t\n\r|@.:;,/-()ſ\u212aİıßÉéÀÑñ’•–—ª°º#+ 0123456789\ud83d\ude00\ud835\udc00\u0301";

  @Test
  void spanishPatternsOnRealAndMadeNotes() throws IOException {
    assertSameMatches(
        "es", notes("../examples/es", "../corpus/es-dev/brat/dev", "../corpus/es-dev/brat/test"));
  }

  @Test
  void frenchPatternsOnRealAndMadeNotes() throws IOException {
    assertSameMatches(
        "fr", notes("../examples/fr", "../corpus/fr-dev/brat/dev", "../corpus/fr-dev/brat/test"));
  }

  /**
   * A long note is searched one window after another; windows far shorter than a note (matches
   * cross their edges in every note) find what one search of the whole note finds, in the same
   * order.
   */
  @Test
  void windowByWindowFindsWhatOneSearchFinds() throws IOException {
    for (String language : List.of("es", "fr")) {
      List<String> real =
          notes(
              "../examples/" + language,
              "../corpus/" + language + "-dev/brat/dev",
              "../corpus/" + language + "-dev/brat/test");
      PatternCatalog catalog = PatternCatalog.of(language, null);
      NameTriggers triggers = NameTriggers.forLanguage(language);
      long names = 0;
      for (int i = 0; i < real.size(); i++) {
        String text = real.get(i);
        List<RegexAnnotator.Match> whole =
            RegexAnnotator.catalogMatches(text, catalog, true, Integer.MAX_VALUE);
        List<NameTriggers.Found> wholeNames = triggers.find(text, true, Integer.MAX_VALUE);
        for (int window : List.of(7, 64, 500)) {
          assertThat(RegexAnnotator.catalogMatches(text, catalog, true, window))
              .as("%s note %d, windows of %d", language, i, window)
              .isEqualTo(whole);
          assertThat(triggers.find(text, true, window))
              .as("names in %s note %d, windows of %d", language, i, window)
              .isEqualTo(wholeNames);
        }
        names += wholeNames.size();
      }
      assertThat(names).as("names found in %s", language).isGreaterThan(real.size() / 2);
    }
  }

  private static void assertSameMatches(String language, List<String> real) {
    List<String> texts = new ArrayList<>(real);
    texts.addAll(madeNotes(real, 150, language.hashCode()));
    long matches = 0;
    for (int i = 0; i < texts.size(); i++) {
      String text = texts.get(i);
      List<RegexAnnotator.Match> filtered = RegexAnnotator.matches(text, language, true);
      List<RegexAnnotator.Match> everywhere = RegexAnnotator.matches(text, language, false);
      assertThat(filtered).as("matches in %s note %d", language, i).isEqualTo(everywhere);
      matches += filtered.size();
    }
    // The comparison means something only if the notes give many matches.
    assertThat(matches).isGreaterThan(20L * texts.size() / 10);
  }

  private static List<String> notes(String... folders) throws IOException {
    List<String> texts = new ArrayList<>();
    for (String folder : folders) {
      try (Stream<Path> files = Files.list(Path.of(folder))) {
        for (Path file : files.filter(p -> p.toString().endsWith(".txt")).sorted().toList()) {
          texts.add(Files.readString(file));
        }
      }
    }
    assertThat(texts).hasSizeGreaterThan(40);
    return texts;
  }

  /**
   * Notes of lines taken at random from the real ones and the snippets above, with their case
   * changed, blanks swapped and unusual characters (folding letters, surrogate pairs, a combining
   * accent) put in at random places.
   */
  private static List<String> madeNotes(List<String> real, int count, long seed) {
    Random random = new Random(seed);
    List<String> lines = new ArrayList<>(SNIPPETS);
    for (String text : real) {
      lines.addAll(List.of(text.split("\n")));
    }
    List<String> made = new ArrayList<>();
    for (int n = 0; n < count; n++) {
      StringBuilder note = new StringBuilder();
      int size = 5 + random.nextInt(30);
      for (int l = 0; l < size; l++) {
        String line = lines.get(random.nextInt(lines.size()));
        switch (random.nextInt(6)) {
          case 0 -> line = line.toUpperCase(Locale.ROOT);
          case 1 -> line = line.toLowerCase(Locale.ROOT);
          case 2 -> line = line.replace(' ', random.nextBoolean() ? '\u00a0' : '\n');
          default -> {}
        }
        StringBuilder mixed = new StringBuilder(line);
        for (int k = random.nextInt(4); k > 0 && mixed.length() > 0; k--) {
          int at = random.nextInt(mixed.length());
          if (at > 0 && Character.isLowSurrogate(mixed.charAt(at))) {
            at--;
          }
          int pick = random.nextInt(ODD_CHARACTERS.length());
          if (Character.isLowSurrogate(ODD_CHARACTERS.charAt(pick))) {
            pick--;
          }
          int end = Character.isHighSurrogate(ODD_CHARACTERS.charAt(pick)) ? pick + 2 : pick + 1;
          mixed.insert(at, ODD_CHARACTERS, pick, end);
        }
        note.append(mixed).append(random.nextInt(5) == 0 ? "\n\n" : "\n");
      }
      made.add(note.toString());
    }
    return made;
  }
}
