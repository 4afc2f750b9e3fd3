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
    Files.writeString(in.resolve("vide.txt"), "RAS.\n", StandardCharsets.UTF_8);
    return in;
  }

  private static int deid(String... args) {
    return DeidCommand.commandLine().execute(args);
  }

  private static Stream<String> names(Path folder) throws IOException {
    try (Stream<Path> files = Files.list(folder)) {
      return files
          .map(p -> p.getFileName().toString())
          .filter(name -> !name.startsWith(".")) // the run's checkpoint
          .sorted()
          .toList()
          .stream();
    }
  }

  @Test
  void writesOnlyTheRewrittenTextUnlessAskedForMore() throws IOException {
    Path out = dir.resolve("out");
    assertThat(
            deid(
                "run",
                "--lang",
                "fr",
                "--in",
                notes().toString(),
                "--out",
                out.toString(),
                "--strategy",
                "tag"))
        .isZero();
    assertThat(names(out)).containsExactly("urgences.deid.txt", "vide.deid.txt");
    assertThat(Files.readString(out.resolve("urgences.deid.txt")))
        .isEqualTo("Patient adressé par le Dr [NAME] ([CONTACT]).\nRAS.\n")
        .doesNotContain("cabinet.martin")
        .doesNotContain("Martin");
  }

  @Test
  void byDefaultPhiBecomeSurrogatesInTheirOwnFormAndTheSeedReproducesThem() throws IOException {
    Path in = notes();
    Path first = dir.resolve("first");
    Path second = dir.resolve("second");
    Path other = dir.resolve("other");
    assertThat(deid("run", "--lang", "fr", "--in", in.toString(), "--out", first.toString()))
        .isZero();
    assertThat(deid("run", "--lang", "fr", "--in", in.toString(), "--out", second.toString()))
        .isZero();
    assertThat(
            deid(
                "run",
                "--lang",
                "fr",
                "--in",
                in.toString(),
                "--out",
                other.toString(),
                "--seed",
                "2"))
        .isZero();
    String rewritten = Files.readString(first.resolve("urgences.deid.txt"));
    assertThat(rewritten)
        .matches(
            "Patient adressé par le Dr \\p{Lu}\\p{L}+ \\([a-z]+\\.[a-z]+@[a-z]+\\.fr\\)\\.\\nRAS\\.\\n")
        .doesNotContain("Martin")
        .doesNotContain("martin");
    assertThat(Files.readString(second.resolve("urgences.deid.txt"))).isEqualTo(rewritten);
    assertThat(Files.readString(other.resolve("urgences.deid.txt"))).isNotEqualTo(rewritten);
  }

  @Test
  void noKeyPhiOrSurrogateReachesTheLogsOfAKeyedRun() throws IOException {
    Path in = Files.createDirectories(dir.resolve("keyed"));
    Files.writeString(
        in.resolve("note.txt"),
        "Patient : Jean Dupont, tél. 06 39 98 14 52.\n",
        StandardCharsets.UTF_8);
    Path key = dir.resolve("secret.key");
    String secret = "a-secret-key-nobody-may-log-4821";
    Files.writeString(key, secret, StandardCharsets.UTF_8);
    Path out = dir.resolve("keyed-out");
    java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
    java.io.PrintStream err = System.err;
    java.io.PrintStream stdout = System.out;
    java.io.PrintStream capture = new java.io.PrintStream(captured, true, StandardCharsets.UTF_8);
    int exit;
    try {
      System.setErr(capture);
      System.setOut(capture);
      exit =
          deid(
              "run",
              "--lang",
              "fr",
              "--in",
              in.toString(),
              "--out",
              out.toString(),
              "--scope",
              "corpus",
              "--key-file",
              key.toString());
    } finally {
      System.setErr(err);
      System.setOut(stdout);
    }
    assertThat(exit).isZero();
    String rewritten = Files.readString(out.resolve("note.deid.txt"));
    String surrogateSurname = rewritten.replaceAll("(?s)Patient : \\S+ (\\S+),.*", "$1");
    assertThat(surrogateSurname).isNotBlank().isNotEqualTo("Dupont");
    assertThat(captured.toString(StandardCharsets.UTF_8))
        .contains("1 written")
        .doesNotContain(secret)
        .doesNotContain("Dupont")
        .doesNotContain("06 39 98")
        .doesNotContain(surrogateSurname);
  }

  @Test
  void theSurrogateMapAndTheRewrittenBratAreWrittenWhenAskedFor() throws IOException {
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
            "map,brat-deid",
            "--scheme",
            "eds-pseudo");
    assertThat(exit).isZero();
    String map = Files.readString(out.resolve("urgences.map.json"));
    assertThat(map).contains("\"original\" : \"Martin\"").contains("\"surrogate\"");
    assertThat(Files.getPosixFilePermissions(out.resolve("urgences.map.json")))
        .containsExactlyInAnyOrder(
            java.nio.file.attribute.PosixFilePermission.OWNER_READ,
            java.nio.file.attribute.PosixFilePermission.OWNER_WRITE);
    // brat-deid: the rewritten text, and each PHI's offsets give its surrogate there.
    String rewritten = Files.readString(out.resolve("urgences.deid.txt"));
    assertThat(Files.readString(out.resolve("brat-deid/urgences.txt"))).isEqualTo(rewritten);
    java.util.List<String> spans =
        spansAtOffsets(
            out.resolve("brat-deid/urgences.txt"), out.resolve("brat-deid/urgences.ann"));
    assertThat(spans).isNotEmpty().noneMatch(span -> span.contains("Martin"));
  }

  @Test
  void aPolicyFileWithAnUnknownKeyFailsNamingIt() throws IOException {
    Path policy = dir.resolve("policy.txt");
    Files.writeString(policy, "# dates shifted\nDATE=shift\nTELEPHONE=mask\n");
    java.io.StringWriter err = new java.io.StringWriter();
    CommandLine command = DeidCommand.commandLine();
    command.setErr(new java.io.PrintWriter(err));
    int exit =
        command.execute(
            "run",
            "--lang",
            "fr",
            "--in",
            notes().toString(),
            "--out",
            dir.resolve("out").toString(),
            "--policy",
            policy.toString());
    // The status the help states for a usage or setup error.
    assertThat(exit).isEqualTo(CommandLine.ExitCode.USAGE);
    assertThat(command.getSubcommands().get("run").getUsageMessage())
        .contains("2 on a usage or setup error");
    assertThat(err.toString()).contains("TELEPHONE");
  }

  /** The text of each brat span of an .ann file, read at its offsets in the .txt beside it. */
  private static java.util.List<String> spansAtOffsets(Path txt, Path ann) throws IOException {
    String text = Files.readString(txt, StandardCharsets.UTF_8);
    int[] codePoints = text.codePoints().toArray();
    return Files.readAllLines(ann, StandardCharsets.UTF_8).stream()
        .filter(line -> line.startsWith("T"))
        .map(
            line -> {
              String[] fields = line.split("\t");
              String[] typeAndOffsets = fields[1].split(" ");
              int begin = Integer.parseInt(typeAndOffsets[1]);
              int end = Integer.parseInt(typeAndOffsets[2]);
              String atOffsets = new String(codePoints, begin, end - begin);
              assertThat(atOffsets).as(line).isEqualTo(fields[2]);
              return typeAndOffsets[0] + " " + atOffsets;
            })
        .toList();
  }

  @Test
  void aByteOrderMarkStaysInTheTextSoEveryOffsetIndexesTheFileAsWritten() throws IOException {
    String note = "Nombre: Rosa Gil.\r\nNHC: 4839201.\r\nFecha de ingreso: 12/03/2016.\r\n";
    Path in = Files.createDirectories(dir.resolve("in"));
    Files.writeString(in.resolve("plain.txt"), note, StandardCharsets.UTF_8);
    Files.writeString(in.resolve("marked.txt"), "\uFEFF" + note, StandardCharsets.UTF_8);
    Path out = dir.resolve("out");
    int exit =
        deid(
            "run",
            "--lang",
            "es",
            "--in",
            in.toString(),
            "--out",
            out.toString(),
            "--format",
            "brat,xmi",
            "--scheme",
            "meddocan");
    assertThat(exit).isZero();
    // brat: the written .txt is the file as read, BOM and CRLF included, and every span's offsets
    // give its text there; the two notes give the same spans.
    assertThat(Files.readString(out.resolve("marked.txt"))).isEqualTo("\uFEFF" + note);
    java.util.List<String> marked =
        spansAtOffsets(in.resolve("marked.txt"), out.resolve("marked.ann"));
    java.util.List<String> plain =
        spansAtOffsets(in.resolve("plain.txt"), out.resolve("plain.ann"));
    assertThat(marked).isNotEmpty().isEqualTo(plain).contains("ID_SUJETO_ASISTENCIA 4839201");
    // XMI: the sofa is the text as read, the mark included.
    assertThat(Files.readString(out.resolve("marked.xmi"))).contains("sofaString=\"\uFEFFNombre");
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
    // The XMI holds the original text: its owner alone may read it.
    assertThat(Files.getPosixFilePermissions(out.resolve("urgences.xmi")))
        .containsExactlyInAnyOrder(
            java.nio.file.attribute.PosixFilePermission.OWNER_READ,
            java.nio.file.attribute.PosixFilePermission.OWNER_WRITE);
  }

  @Test
  void everyFileHoldingOriginalTextIsTheOwnersAloneInSubFoldersToo() throws IOException {
    Path in = notes();
    Files.copy(
        in.resolve("urgences.txt"), Files.createDirectories(in.resolve("sub")).resolve("b.txt"));
    Path out = dir.resolve("out");
    int exit =
        deid(
            "run",
            "--lang",
            "fr",
            "--in",
            in.toString(),
            "--out",
            out.toString(),
            "--recursive",
            "--annotators",
            "regex",
            "--format",
            "xmi,brat,brat-deid,map");
    assertThat(exit).isZero();
    java.util.List<Path> originals;
    try (Stream<Path> files = Files.walk(out)) {
      originals =
          files
              .filter(Files::isRegularFile)
              .filter(file -> !out.relativize(file).startsWith("brat-deid"))
              .filter(
                  file -> {
                    String name = file.getFileName().toString();
                    return name.endsWith(".xmi")
                        || name.endsWith(".ann")
                        || name.endsWith(".map.json")
                        || (name.endsWith(".txt") && !name.endsWith(".deid.txt"));
                  })
              .toList();
    }
    assertThat(originals.stream().map(file -> out.relativize(file).toString()))
        .contains("sub/b.xmi", "sub/b.txt", "sub/b.ann", "sub/b.map.json", "urgences.xmi");
    for (Path file : originals) {
      assertThat(Files.getPosixFilePermissions(file))
          .as(out.relativize(file).toString())
          .containsExactlyInAnyOrder(
              java.nio.file.attribute.PosixFilePermission.OWNER_READ,
              java.nio.file.attribute.PosixFilePermission.OWNER_WRITE);
    }
  }

  @Test
  void aBadDocumentIsSetAsideWithItsIdAndTheRunGoesOn() throws IOException {
    Path in = notes();
    Files.write(in.resolve("latin1.txt"), "Fran\u00e7ois".getBytes(StandardCharsets.ISO_8859_1));
    Path out = dir.resolve("out");
    int exit = deid("run", "--lang", "fr", "--in", in.toString(), "--out", out.toString());
    assertThat(exit).isEqualTo(RunCommand.EXIT_SET_ASIDE);
    assertThat(names(out)).containsExactly("set-aside.tsv", "urgences.deid.txt", "vide.deid.txt");
    String report = Files.readString(out.resolve("set-aside.tsv"));
    assertThat(report)
        .matches("document\treason\n\\d{6}-[0-9a-f]{8}\tnot valid UTF-8 .*\n")
        .doesNotContain("latin1")
        .doesNotContain("Fran");
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
