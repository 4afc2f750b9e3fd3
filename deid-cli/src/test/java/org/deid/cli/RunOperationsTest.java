package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.uima.cas.impl.XmiCasSerializer;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.deid.io.folder.OutputLock;
import org.deid.testing.UnreadableFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code deid run} as a data engineer operates it: inputs that cannot be read, resuming after
 * {@code --restart}, key errors, a second run on one folder, notes changed or gone.
 */
class RunOperationsTest {

  @TempDir Path dir;

  private static RunStoresTest.Run deid(Path in, Path out, String... more) {
    List<String> args = new ArrayList<>(RunResumeTest.args(in, out));
    args.addAll(List.of(more));
    return RunStoresTest.deid(args.toArray(String[]::new));
  }

  private Path notes(String... namesAndTexts) throws IOException {
    Path in = Files.createDirectories(dir.resolve("in"));
    for (int i = 0; i < namesAndTexts.length; i += 2) {
      Files.writeString(in.resolve(namesAndTexts[i]), namesAndTexts[i + 1]);
    }
    return in;
  }

  @Test
  void unreadableHugeAndDanglingInputsAreAccountedForWithoutTheirNames() throws Exception {
    Path in = notes("nota.txt", "Paciente: Juan Pérez, DNI 12345678Z.\n");
    UnreadableFile.create(in.resolve("informe-Garcia-Lopez.txt"), "Paciente: Ana Garcia.\n");
    try (RandomAccessFile sparse =
        new RandomAccessFile(in.resolve("enorme-Ruiz.txt").toFile(), "rw")) {
      sparse.setLength(3L << 30); // 3 GB, sparse: no disk used
    }
    Files.createSymbolicLink(in.resolve("perdido-Sanz.txt"), dir.resolve("moved-away.txt"));
    Path out = dir.resolve("out");

    RunStoresTest.Run run = deid(in, out);

    assertThat(run.exit()).as(run.err()).isEqualTo(RunCommand.EXIT_SET_ASIDE);
    assertThat(run.err())
        .contains("skipped 1 not read (dangling link)")
        .contains("3 documents in, 1 written, 2 set aside")
        .doesNotContain("Garcia")
        .doesNotContain("Ruiz")
        .doesNotContain("Sanz");
    String report = Files.readString(out.resolve("set-aside.tsv"));
    assertThat(report)
        .contains("\tpermission denied\n")
        .contains("\ttoo large: 3221225472 bytes, more than --max-chars 2000000 chars\n")
        .doesNotContain("Garcia")
        .doesNotContain("Ruiz")
        .doesNotContain(in.toString());
    assertThat(out.resolve("nota.deid.txt")).exists();
  }

  @Test
  void bratAndXmiFilesTooLargeForMaxCharsAreSetAsideFromTheirSizeWithoutTheirNames()
      throws Exception {
    String note = "Paciente: Juan P\u00e9rez, DNI 12345678Z.\n";
    String huge = "Paciente: Ana Ruiz. ".repeat(400); // 8,000 chars, 8,000 bytes
    Path brat = notes("nota.txt", note, "informe-Ruiz.txt", huge);
    Files.writeString(
        brat.resolve("informe-Ruiz.ann"), "T1\tNOMBRE_SUJETO_ASISTENCIA 10 18\tAna Ruiz\n");
    Path xmi = Files.createDirectories(dir.resolve("xmi"));
    writeXmi(xmi.resolve("nota.xmi"), note);
    writeXmi(xmi.resolve("informe-Ruiz.xmi"), huge);
    long xmiBytes = Files.size(xmi.resolve("informe-Ruiz.xmi"));
    assertThat(xmiBytes).isGreaterThan(64L * 100);

    Map<String, String> reasons = new TreeMap<>();
    for (String format : List.of("brat", "xmi")) {
      Path out = dir.resolve(format + "-out");
      RunStoresTest.Run run =
          deid(
              format.equals("brat") ? brat : xmi,
              out,
              "--input-format",
              format,
              "--max-chars",
              "100");
      assertThat(run.exit()).as(run.err()).isEqualTo(RunCommand.EXIT_SET_ASIDE);
      assertThat(run.err())
          .contains("2 documents in, 1 written, 1 set aside")
          .doesNotContain("Ruiz");
      List<String> report = Files.readAllLines(out.resolve("set-aside.tsv"));
      assertThat(report).hasSize(2);
      assertThat(String.join("\n", report)).doesNotContain("Ruiz").doesNotContain("informe");
      reasons.put(format, report.get(1).substring(report.get(1).indexOf('\t') + 1));
      assertThat(out.resolve("nota.deid.txt")).exists();
    }
    // From the size on disk, before any read: not the length of a text read whole.
    assertThat(reasons)
        .containsEntry("brat", "too large: 8000 bytes, more than --max-chars 100 chars")
        .containsEntry(
            "xmi",
            "too large: " + xmiBytes + " bytes of XMI, more than 64 a char of --max-chars 100");
  }

  private static void writeXmi(Path file, String text) throws Exception {
    JCas jcas = JCasFactory.createText(text, "es");
    try (OutputStream out = Files.newOutputStream(file)) {
      XmiCasSerializer.serialize(jcas.getCas(), out);
    }
  }

  @Test
  void aRunStartedWithRestartIsResumedByTheSameArgumentsWithoutIt() throws Exception {
    Path in = notes("a.txt", "Paciente: Juan Pérez.\n", "b.txt", "Tel. 612345678.\n");
    Path out = dir.resolve("out");
    Files.createDirectories(out);
    Files.writeString(out.resolve("old.deid.txt"), "from before");
    assertThat(deid(in, out, "--restart").exit()).isZero();

    RunStoresTest.Run resumed = deid(in, out);

    assertThat(resumed.exit()).as(resumed.err()).isZero();
    assertThat(resumed.err())
        .contains("2 documents in, 2 written, 0 set aside, 2 of them finished by an earlier run");
  }

  @Test
  void aMissingOrShortKeyIsOneLineWithExitTwoBeforeTheOutputFolderIsTouched() throws Exception {
    Path in = notes("a.txt", "Paciente: Juan Pérez.\n");
    Path out = dir.resolve("out");
    Path shortKey = Files.writeString(dir.resolve("short.key"), "0123456789\n");
    Files.setPosixFilePermissions(shortKey, PosixFilePermissions.fromString("rw-------"));
    RunStoresTest.Run tooShort =
        deid(in, out, "--scope", "corpus", "--key-file", shortKey.toString());
    assertThat(tooShort.exit()).isEqualTo(2);
    assertThat(tooShort.err().strip().lines())
        .singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
        .contains("--key-file " + shortKey)
        .contains("must hold at least 16 bytes (it has 10)");
    RunStoresTest.Run missing =
        deid(in, out, "--scope", "patient", "--key-file", dir.resolve("none.key").toString());
    assertThat(missing.exit()).isEqualTo(2);
    assertThat(missing.err().strip().lines()).hasSize(1);
    assertThat(out).doesNotExist();

    // The corrected command runs: nothing of the failed ones is in its way.
    Path key = Files.writeString(dir.resolve("good.key"), "0123456789abcdef-key\n");
    Files.setPosixFilePermissions(key, PosixFilePermissions.fromString("rw-------"));
    RunStoresTest.Run corrected = deid(in, out, "--scope", "corpus", "--key-file", key.toString());
    assertThat(corrected.exit()).as(corrected.err()).isZero();
    assertThat(corrected.err()).doesNotContain("warning");
  }

  @Test
  void aKeyFileIsItsKeyLessOneTrailingLineBreakAndOneOthersMayReadIsWarnedAbout() throws Exception {
    Path in = notes("a.txt", "Paciente: Juan Pérez García, DNI 12345678Z, Tel. 612345678.\n");
    String secret = "0123456789abcdef-key";
    List<String> texts = new ArrayList<>();
    for (String ending : new String[] {"", "\n", "\r\n"}) {
      Path key = Files.writeString(dir.resolve("key" + texts.size()), secret + ending);
      Files.setPosixFilePermissions(key, PosixFilePermissions.fromString("rw-------"));
      Path out = dir.resolve("out" + texts.size());
      RunStoresTest.Run run = deid(in, out, "--scope", "corpus", "--key-file", key.toString());
      assertThat(run.exit()).as(run.err()).isZero();
      assertThat(run.err()).doesNotContain("warning");
      texts.add(Files.readString(out.resolve("a.deid.txt")));
    }
    assertThat(texts.get(0)).doesNotContain("Pérez");
    assertThat(texts).containsOnly(texts.get(0));

    Path open = Files.writeString(dir.resolve("open.key"), secret);
    Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rw-r--r--"));
    RunStoresTest.Run warned =
        deid(in, dir.resolve("out-open"), "--scope", "corpus", "--key-file", open.toString());
    assertThat(warned.exit()).isZero();
    assertThat(warned.err())
        .contains("warning: --key-file " + open + " can be read by other users")
        .doesNotContain(secret);
  }

  /** Holds the lock of an output folder in a process of its own until killed. */
  public static final class LockHolder {
    private LockHolder() {}

    /** Locks the folder {@code args[0]}, says so, and waits. */
    public static void main(String[] args) throws Exception {
      try (OutputLock lock = OutputLock.acquire(Path.of(args[0]))) {
        System.out.println("locked");
        System.out.flush();
        Thread.sleep(120_000);
      }
    }
  }

  @Test
  void aSecondRunOnOneOutputFolderIsRefusedNamingTheProcessThatHoldsIt() throws Exception {
    Path in = notes("a.txt", "Paciente: Juan Pérez.\n");
    Path out = Files.createDirectories(dir.resolve("out"));
    Process holder =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                LockHolder.class.getName(),
                out.toString())
            .redirectErrorStream(true)
            .start();
    try (java.io.BufferedReader said =
        new java.io.BufferedReader(
            new java.io.InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8))) {
      assertThat(said.readLine()).isEqualTo("locked");
      RunStoresTest.Run second = deid(in, out);
      assertThat(second.exit()).isEqualTo(2);
      assertThat(second.err().strip().lines())
          .singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
          .contains("in use by another deid run (process " + holder.pid() + ")");
      assertThat(out.resolve("a.deid.txt")).doesNotExist();
    } finally {
      holder.destroyForcibly();
      holder.waitFor();
    }
    // The lock goes with its process, however it ended: the file left behind blocks nothing.
    RunStoresTest.Run after = deid(in, out);
    assertThat(after.exit()).as(after.err()).isZero();
  }

  @Test
  void changedNotesAreProcessedAgainAndVanishedOnesReportedThenRemovedByRestart() throws Exception {
    Path in =
        notes(
            "informe-Garcia.txt", "Paciente: Ana García, DNI 12345678Z.\n",
            "b.txt", "Paciente: Juan Pérez.\n",
            "c.txt", "Tel. 612345678.\n");
    Files.write(
        in.resolve("latin1.txt"), "Paciente: Jos\u00e9.\n".getBytes(StandardCharsets.ISO_8859_1));
    Path out = dir.resolve("out");
    assertThat(deid(in, out, "--format", "brat").exit()).isEqualTo(RunCommand.EXIT_SET_ASIDE);

    // b.txt rewritten, latin1.txt converted to UTF-8: both are processed again, by count alone.
    Files.writeString(in.resolve("b.txt"), "Paciente: Rosa Díaz.\n");
    Files.writeString(in.resolve("latin1.txt"), "Paciente: José.\n");
    RunStoresTest.Run resumed = deid(in, out, "--format", "brat");
    assertThat(resumed.exit()).as(resumed.err()).isZero();
    assertThat(resumed.err())
        .contains(
            "4 documents in, 4 written, 0 set aside, 2 of them finished by an earlier run,"
                + " 2 changed since an earlier run and processed again")
        .doesNotContain("b.txt")
        .doesNotContain("latin1");
    assertThat(Files.readString(out.resolve("b.txt"))).isEqualTo("Paciente: Rosa Díaz.\n");
    assertThat(out.resolve("set-aside.tsv")).doesNotExist();

    // A note gone from --in: its outputs stay, and the run says how many.
    Files.delete(in.resolve("informe-Garcia.txt"));
    RunStoresTest.Run gone = deid(in, out, "--format", "brat");
    assertThat(gone.exit()).as(gone.err()).isZero();
    assertThat(gone.err())
        .contains("3 documents in, 3 written")
        .contains("1 notes an earlier run finished are no longer in --in")
        .doesNotContain("Garcia");
    assertThat(out.resolve("informe-Garcia.txt")).exists();

    // --restart starts over: no output of the vanished note is left, its original text included.
    RunStoresTest.Run restarted = deid(in, out, "--format", "brat", "--restart");
    assertThat(restarted.exit()).as(restarted.err()).isZero();
    assertThat(restarted.err())
        .contains("3 documents in, 3 written, 0 set aside (")
        .contains("those of 1 notes no longer in --in");
    try (java.util.stream.Stream<Path> files = Files.walk(out)) {
      assertThat(files.map(file -> out.relativize(file).toString()))
          .noneMatch(name -> name.contains("Garcia"))
          .contains("b.txt", "b.ann", "b.deid.txt", "latin1.deid.txt");
    }
  }

  @Test
  void aWriterFailureIsSetAsideWithoutThePathItsMessageHolds() throws Exception {
    Path in = notes("informe-Garcia.txt", "Paciente: Ana García.\n", "b.txt", "RAS.\n");
    Path out = Files.createDirectories(dir.resolve("out"));
    Files.createDirectories(out.resolve("informe-Garcia.deid.txt")); // no file can be written there
    RunStoresTest.Run run = deid(in, out, "--restart");
    assertThat(run.exit()).as(run.err()).isEqualTo(RunCommand.EXIT_SET_ASIDE);
    assertThat(run.err())
        .contains("2 documents in, 1 written, 1 set aside")
        .doesNotContain("Garcia");
    assertThat(Files.readString(out.resolve("set-aside.tsv")))
        .contains("\twriting failed: ")
        .contains("--log-names shows it")
        .doesNotContain("Garcia");
  }
}
