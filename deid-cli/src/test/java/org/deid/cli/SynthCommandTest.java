package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.deid.synth.SynthLanguage;
import org.deid.synth.SyntheticNote;
import org.deid.synth.SyntheticNoteGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SynthCommandTest {

  @TempDir Path dir;

  private static int deid(String... args) {
    return DeidCommand.commandLine().execute(args);
  }

  private static List<String> files(Path folder) throws IOException {
    try (Stream<Path> files = Files.list(folder)) {
      return files.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  @Test
  void theSameSeedWritesByteIdenticalBrat() throws IOException {
    Path empty = Files.createDirectories(dir.resolve("none"));
    for (String run : List.of("a", "b")) {
      assertThat(
              deid(
                  "synth",
                  "--lang",
                  "fr",
                  "--count",
                  "5",
                  "--seed",
                  "9",
                  "--out",
                  dir.resolve(run).toString(),
                  "--exclude",
                  empty.toString()))
          .isZero();
    }
    List<String> names = files(dir.resolve("a"));
    assertThat(names)
        .hasSize(10)
        .allMatch(name -> name.matches("fr-0000[1-5]-[a-z-]+\\.(txt|ann)"));
    assertThat(files(dir.resolve("b"))).isEqualTo(names);
    for (String name : names) {
      assertThat(Files.readAllBytes(dir.resolve("b").resolve(name)))
          .isEqualTo(Files.readAllBytes(dir.resolve("a").resolve(name)));
    }
    String ann = Files.readString(dir.resolve("a").resolve(names.get(0)));
    assertThat(ann)
        .matches(
            "(?s)T1\t(NOM|PRENOM|DATE|DATE_NAISSANCE|ADRESSE|VILLE|ZIP|HOPITAL"
                + "|IPP|NDA|SECU|TEL|MAIL) .*");
  }

  @Test
  void aFolderThatHoldsFilesIsRefused() throws IOException {
    Path out = Files.createDirectories(dir.resolve("used"));
    Files.writeString(out.resolve("fr-00001-urgences.txt"), "x");
    assertThat(deid("synth", "--lang", "fr", "--count", "1", "--out", out.toString()))
        .isEqualTo(picocli.CommandLine.ExitCode.USAGE);
    assertThat(files(out)).containsExactly("fr-00001-urgences.txt");
    Path file = Files.writeString(dir.resolve("a-file"), "x");
    assertThat(deid("synth", "--lang", "fr", "--count", "1", "--out", file.toString()))
        .isEqualTo(picocli.CommandLine.ExitCode.USAGE);
    assertThat(file).hasContent("x");
  }

  @Test
  void aNoteEqualToAnExcludedOneIsDrawnAgain() throws IOException {
    SyntheticNote second = new SyntheticNoteGenerator(SynthLanguage.ES).generate(4, 2, 0);
    Path dev = Files.createDirectories(dir.resolve("dev"));
    Files.writeString(dev.resolve("dev-note.txt"), second.text());
    Path out = dir.resolve("out");
    assertThat(
            deid(
                "synth",
                "--lang",
                "es",
                "--count",
                "3",
                "--seed",
                "4",
                "--out",
                out.toString(),
                "--exclude",
                dev.toString()))
        .isZero();
    List<String> texts =
        files(out).stream()
            .filter(name -> name.endsWith(".txt"))
            .map(name -> read(out.resolve(name)))
            .toList();
    assertThat(texts).hasSize(3).doesNotContain(second.text());
    assertThat(files(out)).filteredOn(name -> name.startsWith("es-00002-")).hasSize(2);
  }

  @Test
  void layoutVariantsRewriteTheirShareOfTheNotesWithExactGold() throws IOException {
    Path out = dir.resolve("boxed");
    Path plain = dir.resolve("plain");
    Path empty = Files.createDirectories(dir.resolve("none"));
    String[] common = {
      "synth", "--lang", "fr", "--count", "40", "--seed", "4", "--exclude", empty.toString()
    };
    assertThat(deid(concat(common, "--out", plain.toString()))).isZero();
    assertThat(
            deid(
                concat(
                    common,
                    "--out",
                    out.toString(),
                    "--variants",
                    "spaced-digits,caps",
                    "--variants-share",
                    "0.5")))
        .isZero();
    int changed = 0;
    for (String name : files(plain)) {
      if (!Files.readString(plain.resolve(name)).equals(Files.readString(out.resolve(name)))) {
        changed++;
      }
    }
    // About half of the 40 notes (txt and ann both change), never all or none.
    assertThat(changed).isBetween(20, 60);
    assertThat(
            deid(
                "corpus-check",
                "--lang",
                "fr",
                "--scheme",
                "eds-pseudo",
                "--min-alignment",
                "0.99",
                out.toString()))
        .isZero();
    assertThat(
            deid(
                concat(
                    common,
                    "--out",
                    dir.resolve("x").toString(),
                    "--format",
                    "xmi",
                    "--variants",
                    "caps")))
        .isEqualTo(picocli.CommandLine.ExitCode.USAGE);
  }

  private static String[] concat(String[] first, String... more) {
    String[] all = Arrays.copyOf(first, first.length + more.length);
    System.arraycopy(more, 0, all, first.length, more.length);
    return all;
  }

  @ParameterizedTest
  @CsvSource({"fr,eds-pseudo", "es,meddocan"})
  void aGeneratedCorpusPassesTheCorpusCheck(String language, String scheme) throws IOException {
    Path out = dir.resolve(language);
    Path empty = Files.createDirectories(dir.resolve("none"));
    assertThat(
            deid(
                "synth",
                "--lang",
                language,
                "--count",
                "60",
                "--seed",
                "2",
                "--out",
                out.toString(),
                "--exclude",
                empty.toString()))
        .isZero();
    // Labels in the scheme, lossless brat round trip, every gold boundary on a token boundary.
    assertThat(
            deid(
                "corpus-check",
                "--lang",
                language,
                "--scheme",
                scheme,
                "--min-alignment",
                "1.0",
                out.toString()))
        .isZero();
  }

  @Test
  void xmiKeepsTheGoldView() throws IOException {
    Path out = dir.resolve("xmi");
    assertThat(
            deid(
                "synth",
                "--lang",
                "es",
                "--count",
                "2",
                "--out",
                out.toString(),
                "--format",
                "xmi",
                "--exclude",
                Files.createDirectories(dir.resolve("e")).toString()))
        .isZero();
    List<String> names = files(out);
    assertThat(names).contains("TypeSystem.xml").hasSize(3);
    String xmi =
        read(out.resolve(names.stream().filter(n -> n.endsWith(".xmi")).findFirst().get()));
    assertThat(xmi).contains("sofaID=\"gold\"").contains(":Phi ");
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
