package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
}
