package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class RunCommandTest {

  @TempDir Path dir;

  private Path notes() throws IOException {
    Path in = Files.createDirectories(dir.resolve("in"));
    Files.writeString(
        in.resolve("urgences.txt"),
        "Patient adressé par le Dr Martin (cabinet.martin@exemple.fr).\nRAS.\n",
        StandardCharsets.UTF_8);
    Files.writeString(in.resolve("vide.txt"), "", StandardCharsets.UTF_8);
    return in;
  }

  private static int deid(String... args) {
    return DeidCommand.commandLine().execute(args);
  }

  private static Stream<String> names(Path folder) throws IOException {
    try (Stream<Path> files = Files.list(folder)) {
      return files.map(p -> p.getFileName().toString()).sorted().toList().stream();
    }
  }

  @Test
  void writesOnlyTheRewrittenTextUnlessAskedForMore() throws IOException {
    Path out = dir.resolve("out");
    assertThat(deid("run", "--lang", "fr", "--in", notes().toString(), "--out", out.toString()))
        .isZero();
    assertThat(names(out)).containsExactly("urgences.deid.txt", "vide.deid.txt");
    assertThat(Files.readString(out.resolve("urgences.deid.txt")))
        .isEqualTo("Patient adressé par le Dr [NAME] ([CONTACT]).\nRAS.\n")
        .doesNotContain("cabinet.martin")
        .doesNotContain("Martin");
  }

  @Test
  void xmiIsWrittenWhenAskedForByName() throws IOException {
    Path out = dir.resolve("out");
    int exit =
        deid(
            "run",
            "--lang",
            "fr",
            "--in",
            notes().toString(),
            "--out",
            out.toString(),
            "--format",
            "xmi");
    assertThat(exit).isZero();
    assertThat(names(out)).contains("urgences.xmi", "urgences.deid.txt", "TypeSystem.xml");
    assertThat(Files.readString(out.resolve("urgences.xmi"))).contains("cabinet.martin@exemple.fr");
  }

  @Test
  void aBadDocumentIsSetAsideWithItsNameAndTheRunGoesOn() throws IOException {
    Path in = notes();
    Files.write(in.resolve("latin1.txt"), "Fran\u00e7ois".getBytes(StandardCharsets.ISO_8859_1));
    Path out = dir.resolve("out");
    int exit = deid("run", "--lang", "fr", "--in", in.toString(), "--out", out.toString());
    assertThat(exit).isEqualTo(RunCommand.EXIT_SET_ASIDE);
    assertThat(names(out)).containsExactly("set-aside.tsv", "urgences.deid.txt", "vide.deid.txt");
    String report = Files.readString(out.resolve("set-aside.tsv"));
    assertThat(report).contains("latin1.txt").contains("not valid UTF-8").doesNotContain("Fran");
  }

  @Test
  void unknownDetectorOrLanguageIsAUsageErrorNamingIt() throws IOException {
    CommandLine commandLine = DeidCommand.commandLine();
    java.io.StringWriter err = new java.io.StringWriter();
    commandLine.setErr(new java.io.PrintWriter(err));
    int exit =
        commandLine.execute(
            "run",
            "--lang",
            "fr",
            "--in",
            notes().toString(),
            "--out",
            dir.resolve("o").toString(),
            "--annotators",
            "regex,bert");
    assertThat(exit).isNotZero();
    assertThat(err.toString()).contains("bert").contains("regex");
  }

  @Test
  void outputFolderMustNotBeTheInputFolder() throws IOException {
    Path in = notes();
    assertThat(deid("run", "--lang", "fr", "--in", in.toString(), "--out", in.toString()))
        .isNotZero();
    assertThat(names(in)).containsExactly("urgences.txt", "vide.txt");
  }
}
