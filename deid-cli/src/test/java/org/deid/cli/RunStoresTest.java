package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.deid.synth.SynthLanguage;
import org.deid.synth.SyntheticNoteGenerator;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code deid run} over folders: threads, the bad-input zoo, refusals, resuming, skipped files. */
class RunStoresTest {

  @TempDir Path dir;

  /** The exit status and what the run printed on its error stream. */
  record Run(int exit, String err) {}

  static Run deid(String... args) {
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    PrintStream err = System.err;
    try {
      System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
      int exit = DeidCommand.commandLine().execute(args);
      return new Run(exit, captured.toString(StandardCharsets.UTF_8));
    } finally {
      System.setErr(err);
    }
  }

  /** Every file under a folder, by relative path, with its bytes as text; the checkpoint aside. */
  private static Map<String, String> tree(Path folder) throws IOException {
    Map<String, String> files = new TreeMap<>();
    try (Stream<Path> paths = Files.walk(folder)) {
      for (Path file : paths.filter(Files::isRegularFile).toList()) {
        String name = folder.relativize(file).toString();
        if (!name.startsWith(".")) {
          files.put(name, Files.readString(file, StandardCharsets.ISO_8859_1));
        }
      }
    }
    return files;
  }

  private Path syntheticNotes(int count) throws IOException {
    Path in = Files.createDirectories(dir.resolve("synth"));
    SyntheticNoteGenerator generator = new SyntheticNoteGenerator(SynthLanguage.ES);
    for (int i = 0; i < count; i++) {
      Files.writeString(
          in.resolve(String.format("nota-%03d.txt", i)), generator.generate(11, i, 0).text());
    }
    return in;
  }

  @Test
  void threeThreadsWriteExactlyWhatOneThreadWrites() throws IOException {
    Path in = syntheticNotes(24);
    Path one = dir.resolve("one");
    Path three = dir.resolve("three");
    assertThat(
            deid(
                    "run",
                    "--lang",
                    "es",
                    "--in",
                    in.toString(),
                    "--out",
                    one.toString(),
                    "--threads",
                    "1",
                    "--format",
                    "brat-deid,map")
                .exit())
        .isZero();
    Run run =
        deid(
            "run",
            "--lang",
            "es",
            "--in",
            in.toString(),
            "--out",
            three.toString(),
            "--threads",
            "3",
            "--format",
            "brat-deid,map");
    assertThat(run.exit()).isZero();
    assertThat(run.err()).contains("24 documents in, 24 written, 0 set aside (3 threads");
    Map<String, String> expected = tree(one);
    assertThat(expected).hasSize(24 * 4); // .deid.txt, .map.json, brat-deid/ .txt and .ann
    assertThat(tree(three)).isEqualTo(expected);
  }

  private Path zoo() throws IOException, URISyntaxException {
    Path source = Path.of(getClass().getResource("/zoo").toURI());
    Path in = dir.resolve("zoo");
    try (Stream<Path> paths = Files.walk(source)) {
      for (Path path : paths.toList()) {
        Path target = in.resolve(source.relativize(path).toString());
        if (Files.isDirectory(path)) {
          Files.createDirectories(target);
        } else {
          Files.copy(path, target);
        }
      }
    }
    // Generated here rather than committed: a 50 MB note and a 5 MB note on a single line.
    String line = "Paciente Juan Pérez, DNI 12345678Z, ingresa el 3/03/2020. ";
    try (var writer = Files.newBufferedWriter(in.resolve("huge.txt"))) {
      for (long written = 0; written < 50_000_000; written += line.length() + 1) {
        writer.write(line);
        writer.write('\n');
      }
    }
    Files.writeString(in.resolve("one line.txt"), line.repeat(5_000_000 / line.length()));
    return in;
  }

  @Test
  void everyBadDocumentOfTheZooIsSetAsideByIdAndEveryGoodOneWritten() throws Exception {
    Path in = zoo();
    Path out = dir.resolve("out");
    Run run =
        deid(
            "run",
            "--lang",
            "fr",
            "--in",
            in.toString(),
            "--out",
            out.toString(),
            "--recursive",
            "--threads",
            "2");
    assertThat(run.exit()).isEqualTo(RunCommand.EXIT_SET_ASIDE);
    assertThat(run.err())
        .contains("skipped 2 files not matching *.txt")
        .contains("15 documents in, 6 written, 9 set aside")
        .doesNotContain("latin1")
        .doesNotContain("huge")
        .doesNotContain("Durand");
    assertThat(tree(out).keySet())
        .containsExactlyInAnyOrder(
            "MAJUSCULES.deid.txt",
            "accentué é.deid.txt",
            "bom.deid.txt",
            "crlf.deid.txt",
            "note simple.deid.txt",
            "service/urgences/note imbriquée.deid.txt",
            "set-aside.tsv");
    assertThat(Files.readString(out.resolve("service/urgences/note imbriquée.deid.txt")))
        .doesNotContain("Durand")
        .doesNotContain("06 39 98 14 52");
    List<String> rows = Files.readAllLines(out.resolve("set-aside.tsv"));
    assertThat(rows.get(0)).isEqualTo("document\treason");
    assertThat(rows.subList(1, rows.size()))
        .hasSize(9)
        .allMatch(row -> row.matches("\\d{6}-[0-9a-f]{8}\t.+"))
        .noneMatch(row -> row.contains(".txt"));

    // Asked for by name, the same run names each document and its reason.
    Run named =
        deid(
            "run",
            "--lang",
            "fr",
            "--in",
            in.toString(),
            "--out",
            out.toString(),
            "--recursive",
            "--restart",
            "--log-names");
    assertThat(named.exit()).isEqualTo(RunCommand.EXIT_SET_ASIDE);
    Map<String, String> reasons = new TreeMap<>();
    for (String row : Files.readAllLines(out.resolve("set-aside.tsv")).subList(1, 10)) {
      String[] cells = row.split("\t");
      reasons.put(cells[1], cells[2]);
    }
    assertThat(reasons)
        .containsOnlyKeys(
            "latin1.txt",
            "invalid-utf8.txt",
            "empty.txt",
            "blank.txt",
            "nul.txt",
            "binary.txt",
            "controls.txt",
            "huge.txt",
            "one line.txt");
    assertThat(reasons.get("latin1.txt")).startsWith("not valid UTF-8").contains("iconv");
    assertThat(reasons.get("invalid-utf8.txt")).startsWith("not valid UTF-8");
    assertThat(reasons.get("binary.txt")).startsWith("not valid UTF-8");
    assertThat(reasons.get("empty.txt")).isEqualTo("empty document");
    assertThat(reasons.get("blank.txt")).isEqualTo("whitespace only");
    assertThat(reasons.get("nul.txt")).startsWith("NUL byte at char offset 18");
    assertThat(reasons.get("controls.txt")).startsWith("binary content");
    assertThat(reasons.get("huge.txt")).startsWith("too large: ");
    assertThat(reasons.get("one line.txt")).startsWith("too large: ");
  }

  @Test
  void offsetsOfCrlfAndBomNotesIndexTheOriginalFile() throws Exception {
    Path in = Files.createDirectories(dir.resolve("in"));
    Path source = Path.of(getClass().getResource("/zoo").toURI());
    for (String name : List.of("crlf.txt", "bom.txt")) {
      Files.copy(source.resolve(name), in.resolve(name));
    }
    Path out = dir.resolve("out");
    assertThat(
            deid(
                    "run",
                    "--lang",
                    "fr",
                    "--in",
                    in.toString(),
                    "--out",
                    out.toString(),
                    "--format",
                    "brat")
                .exit())
        .isZero();
    for (String name : List.of("crlf", "bom")) {
      byte[] original = Files.readAllBytes(in.resolve(name + ".txt"));
      assertThat(Files.readAllBytes(out.resolve(name + ".txt"))).isEqualTo(original);
      String text = new String(original, StandardCharsets.UTF_8);
      List<String> spans = new ArrayList<>();
      for (String line : Files.readAllLines(out.resolve(name + ".ann"))) {
        String[] cells = line.split("\t");
        String[] range = cells[1].split(" ");
        int start = text.offsetByCodePoints(0, Integer.parseInt(range[1]));
        int end = text.offsetByCodePoints(0, Integer.parseInt(range[2]));
        assertThat(text.substring(start, end)).as(line).isEqualTo(cells[2]);
        spans.add(cells[2]);
      }
      assertThat(spans).contains("Durand", "06 39 98 14 52");
    }
  }

  @Test
  void theSameRunAgainResumesOtherArgumentsOrForeignFilesAreRefusedAndAStaleListGoes()
      throws Exception {
    Path in = Files.createDirectories(dir.resolve("in"));
    Files.writeString(in.resolve("a.txt"), "Vu par le Dr Martin le 3 mars 2020.\n");
    Files.writeString(in.resolve("b.txt"), "");
    Path out = dir.resolve("out");
    String[] args = {"run", "--lang", "fr", "--in", in.toString(), "--out", out.toString()};
    assertThat(deid(args).exit()).isEqualTo(RunCommand.EXIT_SET_ASIDE);
    assertThat(out.resolve("set-aside.tsv")).exists();

    // The same run again processes only what is new: here nothing, and it says so.
    Files.writeString(in.resolve("c.txt"), "Revu le 4 mars 2020.\n");
    Run again = deid(args);
    assertThat(again.exit()).isEqualTo(RunCommand.EXIT_SET_ASIDE);
    assertThat(again.err())
        .contains("resuming: 2 documents finished by an earlier run are skipped")
        .contains("3 documents in, 2 written, 1 set aside, 2 of them finished by an earlier run");
    assertThat(out.resolve("c.deid.txt")).exists();

    Files.writeString(in.resolve("b.txt"), "RAS.\n");
    Run other =
        deid("run", "--lang", "fr", "--in", in.toString(), "--out", out.toString(), "--seed", "9");
    assertThat(other.exit()).isEqualTo(2);
    assertThat(other.err()).contains("other arguments");

    Run restarted =
        deid("run", "--lang", "fr", "--in", in.toString(), "--out", out.toString(), "--restart");
    assertThat(restarted.exit()).isZero();
    assertThat(restarted.err()).contains("3 documents in, 3 written, 0 set aside");
    assertThat(out.resolve("set-aside.tsv")).doesNotExist();

    Path foreign = Files.createDirectories(dir.resolve("foreign"));
    Files.writeString(foreign.resolve("keep.txt"), "x");
    Run refused = deid("run", "--lang", "fr", "--in", in.toString(), "--out", foreign.toString());
    assertThat(refused.exit()).isEqualTo(2);
    assertThat(refused.err()).contains("not empty");
  }

  @Test
  void outInsideInAndAnUnwritableOutAreRefusedBeforeTheFirstDocument() throws IOException {
    Path in = Files.createDirectories(dir.resolve("in"));
    Files.writeString(in.resolve("a.txt"), "Vu par le Dr Martin.\n");
    Run inside =
        deid("run", "--lang", "fr", "--in", in.toString(), "--out", in.resolve("out").toString());
    assertThat(inside.exit()).isEqualTo(2);
    assertThat(inside.err()).contains("inside");
    assertThat(in.resolve("out")).doesNotExist();

    Path file = Files.writeString(dir.resolve("a-file"), "x");
    Run onFile = deid("run", "--lang", "fr", "--in", in.toString(), "--out", file.toString());
    assertThat(onFile.exit()).isEqualTo(2);
    assertThat(onFile.err()).contains("is a file");
    Run under =
        deid("run", "--lang", "fr", "--in", in.toString(), "--out", file.resolve("sub").toString());
    assertThat(under.exit()).isEqualTo(2);
    assertThat(under.err()).contains("not writable").doesNotContain("\tat ");

    Path readOnly = Files.createDirectories(dir.resolve("read-only"));
    readOnly.toFile().setWritable(false);
    Assumptions.assumeFalse(Files.isWritable(readOnly), "root writes into read-only folders");
    Run denied = deid("run", "--lang", "fr", "--in", in.toString(), "--out", readOnly.toString());
    assertThat(denied.exit()).isEqualTo(2);
    assertThat(denied.err()).contains("not writable");
  }

  @Test
  void aMissingModelFolderIsAUsageErrorBeforeAnyOutput() throws IOException {
    Path in = Files.createDirectories(dir.resolve("in"));
    Files.writeString(in.resolve("a.txt"), "Vu par le Dr Martin.\n");
    for (String option : new String[] {"--onnx-model", "--note-classifier"}) {
      Path out = dir.resolve("out" + option);
      Run run =
          deid(
              "run",
              "--lang",
              "fr",
              "--in",
              in.toString(),
              "--out",
              out.toString(),
              option,
              dir.resolve("no-such-model").toString());
      assertThat(run.exit()).as(option).isEqualTo(2);
      assertThat(run.err())
          .contains(option + " ")
          .contains("is not a folder")
          .doesNotContain("\tat ");
      assertThat(out).doesNotExist();
    }
  }

  @Test
  void anUnreachableDatabaseIsASetupErrorWithTheExitStatusTheHelpStates() throws IOException {
    int port;
    try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
      port = socket.getLocalPort(); // closed again: nothing listens there
    }
    String url = "jdbc:postgresql://127.0.0.1:" + port + "/ehr?user=deid";
    Path in = Files.createDirectories(dir.resolve("in"));
    Files.writeString(in.resolve("a.txt"), "Vu par le Dr Martin.\n");
    Run out = deid("run", "--lang", "fr", "--in", in.toString(), "--out", url, "--out-table", "t");
    assertThat(out.exit()).isEqualTo(2);
    assertThat(out.err()).contains("Cannot open the target table t").doesNotContain("\tat ");
    Run from =
        deid(
            "run",
            "--lang",
            "fr",
            "--in",
            url,
            "--in-table",
            "notes",
            "--out",
            dir.resolve("o").toString());
    assertThat(from.exit()).isEqualTo(2);
    assertThat(from.err()).contains("Cannot read the notes of --in").doesNotContain("\tat ");
    assertThat(dir.resolve("o")).doesNotExist();
  }

  @Test
  void skippedFilesAndSubFoldersAreCountedAndAPatternTakesOtherNames() throws IOException {
    Path in = Files.createDirectories(dir.resolve("in"));
    Files.writeString(in.resolve("a.txt"), "Vu par le Dr Martin.\n");
    Files.writeString(in.resolve("B.TXT"), "Vu par le Dr Martin.\n");
    Files.writeString(in.resolve("c"), "Vu par le Dr Martin.\n");
    Files.writeString(in.resolve("d.note"), "Vu par le Dr Martin.\n");
    Files.writeString(Files.createDirectories(in.resolve("sub")).resolve("e.txt"), "RAS.\n");
    Run run =
        deid("run", "--lang", "fr", "--in", in.toString(), "--out", dir.resolve("o1").toString());
    assertThat(run.exit()).isZero();
    assertThat(run.err())
        .contains("skipped 2 files not matching *.txt (see --pattern) and 1 sub-folders")
        .contains("2 documents in, 2 written");
    Run notes =
        deid(
            "run",
            "--lang",
            "fr",
            "--in",
            in.toString(),
            "--out",
            dir.resolve("o2").toString(),
            "--pattern",
            "*.note",
            "--recursive");
    assertThat(notes.exit()).isZero();
    assertThat(notes.err())
        .contains("skipped 4 files not matching *.note")
        .contains("1 documents in, 1 written");
    assertThat(tree(dir.resolve("o2")).keySet()).containsExactly("d.deid.txt");
  }
}
