package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code deid} launcher script, run for real in a copy of the repository's root whose Maven
 * wrapper and {@code java} are stand-ins: one that builds like Maven (quiet under {@code -q}), one
 * that records its process id and arguments, then waits like a long run.
 */
class LauncherTest {

  @TempDir Path dir;

  private Path root;
  private Path recorded;

  private static void script(Path file, String... lines) throws IOException {
    Files.write(file, List.of(lines), StandardCharsets.UTF_8);
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
  }

  private Process launch() throws IOException {
    return launch("");
  }

  /** Starts the launcher; its stand-in Maven first runs {@code buildStep} (a bash line). */
  private Process launch(String buildStep) throws IOException {
    return launch(buildStep, Map.of());
  }

  private Process launch(String buildStep, Map<String, String> environment) throws IOException {
    root = Files.createDirectories(dir.resolve("root"));
    recorded = Files.createDirectories(dir.resolve("recorded"));
    Files.copy(Path.of("..", "deid"), root.resolve("deid"), StandardCopyOption.COPY_ATTRIBUTES);
    script(
        root.resolve("mvnw"),
        "#!/usr/bin/env bash",
        buildStep,
        "for a in \"$@\"; do [[ $a == -q ]] && quiet=1; done",
        "if [[ -z ${quiet:-} ]]; then",
        "  echo '[INFO] Scanning for projects...'",
        "  echo '[INFO] Building deid types 0.1.0-SNAPSHOT                    [1/2]'",
        "  echo '[INFO] Building jar: /somewhere/deid-types-0.1.0-SNAPSHOT.jar'",
        "  echo '[INFO] Building deid cli 0.1.0-SNAPSHOT                      [2/2]'",
        "  echo '[INFO] BUILD SUCCESS'",
        "fi",
        "target=\"$(dirname \"$0\")/deid-cli/target\"",
        "mkdir -p \"$target\"",
        "echo /lib/a.jar:/lib/b.jar > \"$target/launcher.classpath\"",
        "touch \"$target/deid-cli-0.1.0-SNAPSHOT.jar\"");
    Path bin = Files.createDirectories(dir.resolve("bin"));
    // The class-data sharing step: a java that writes the archive it is asked for, and returns.
    script(
        bin.resolve("java"),
        "#!/usr/bin/env bash",
        "for a in \"$@\"; do if [[ $a == -XX:ArchiveClassesAtExit=* ]]; then",
        "  printf '%s\\n' \"$@\" > \"" + recorded.resolve("archive-args") + "\"",
        "  [[ -n ${ARCHIVE_FAILS:-} ]] && exit 1",
        "  echo archive > \"${a#*=}\"; exit 0",
        "fi; done",
        "printf '%s\\n' \"$@\" > \"" + recorded.resolve("args") + "\"",
        "echo $$ > \"" + recorded.resolve("pid.tmp") + "\"",
        "mv \"" + recorded.resolve("pid.tmp") + "\" \"" + recorded.resolve("pid") + "\"",
        "exec sleep 120");
    return relaunch(environment);
  }

  /** Starts the launcher of the root already made, with the stand-ins, as a second run would. */
  private Process relaunch(Map<String, String> environment) throws IOException {
    ProcessBuilder launcher =
        new ProcessBuilder(root.resolve("deid").toString(), "run", "--help")
            .redirectOutput(dir.resolve("stdout").toFile())
            .redirectError(dir.resolve("stderr").toFile());
    launcher.environment().put("PATH", dir.resolve("bin") + ":" + System.getenv("PATH"));
    launcher.environment().putAll(environment);
    return launcher.start();
  }

  /** Runs the launcher until the stand-in java has started, then stops it; returns stderr. */
  private String runToJava(Process launcher) throws Exception {
    try {
      awaitPid(launcher, recorded.resolve("pid"));
    } finally {
      launcher.destroy();
    }
    assertThat(launcher.waitFor(10, TimeUnit.SECONDS)).isTrue();
    Files.delete(recorded.resolve("pid"));
    return Files.readString(dir.resolve("stderr"));
  }

  /** Waits, while the launcher runs, for a stand-in to write its process id to {@code file}. */
  private static long awaitPid(Process launcher, Path file) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!Files.exists(file) && System.nanoTime() < deadline) {
      assertThat(launcher.isAlive()).as("the launcher is running").isTrue();
      Thread.sleep(20);
    }
    return Long.parseLong(Files.readString(file).strip());
  }

  @Test
  void theFirstBuildShowsMavenModuleLinesAndJavaTakesTheLaunchersPlace() throws Exception {
    Process launcher = launch();
    try {
      // exec: java is the launcher's own process, so a signal to deid reaches the JVM.
      assertThat(awaitPid(launcher, recorded.resolve("pid"))).isEqualTo(launcher.pid());
    } finally {
      launcher.destroy(); // SIGTERM, as a kill or a scheduler sends
    }
    assertThat(launcher.waitFor(10, TimeUnit.SECONDS)).isTrue();
    assertThat(launcher.toHandle().isAlive()).isFalse();

    String err = Files.readString(dir.resolve("stderr"));
    assertThat(err)
        .contains("deid: building the project")
        .contains("deid: Building deid types 0.1.0-SNAPSHOT")
        .contains("deid: Building deid cli 0.1.0-SNAPSHOT")
        .doesNotContain("Scanning")
        .doesNotContain("Building jar");
    // The class path's @argfile stays beside the build, for the next run: no trap to remove it.
    List<String> args = Files.readAllLines(recorded.resolve("args"));
    Path argfile = root.resolve("deid-cli/target/launcher.argfile");
    assertThat(args).contains("@" + argfile, "org.deid.cli.DeidCommand", "run", "--help");
    assertThat(args.indexOf("@" + argfile)).isLessThan(args.indexOf("org.deid.cli.DeidCommand"));
    // JVM options before the class: the JIT's inlining limits, then the archive made just before
    // by a run over the bundled Spanish examples, with the same class path.
    assertThat(args).contains("-XX:FreqInlineSize=100", "-XX:InlineSmallCode=1000");
    String archiveOption =
        args.stream().filter(a -> a.startsWith("-XX:SharedArchiveFile=")).findFirst().orElseThrow();
    Path archive = Path.of(archiveOption.substring(archiveOption.indexOf('=') + 1));
    assertThat(archive.getParent()).isEqualTo(root.resolve("deid-cli/target"));
    assertThat(archive).hasContent("archive");
    assertThat(args.indexOf(archiveOption)).isLessThan(args.indexOf("@" + argfile));
    List<String> archiveArgs = Files.readAllLines(recorded.resolve("archive-args"));
    assertThat(archiveArgs)
        .contains("@" + argfile, "org.deid.cli.DeidCommand", "run", "--lang", "es")
        .contains(root.resolve("examples/es").toString());
    assertThat(err).contains("deid: preparing the class-data sharing archive");
    assertThat(Files.readString(argfile))
        .contains("-cp")
        .contains("deid-cli-0.1.0-SNAPSHOT.jar:/lib/a.jar:/lib/b.jar");
  }

  @Test
  void withoutClassDataSharingTheJvmStartsWithoutAnArchive() throws Exception {
    Process launcher = launch("", Map.of("DEID_CDS", "off"));
    try {
      awaitPid(launcher, recorded.resolve("pid"));
    } finally {
      launcher.destroy();
    }
    assertThat(launcher.waitFor(10, TimeUnit.SECONDS)).isTrue();
    assertThat(recorded.resolve("archive-args")).doesNotExist();
    assertThat(Files.readAllLines(recorded.resolve("args")))
        .noneMatch(a -> a.startsWith("-XX:SharedArchiveFile="))
        .contains("org.deid.cli.DeidCommand");
  }

  @Test
  void anArchiveThatCannotBeMadeIsNotTriedAgainUntilTheNextBuild() throws Exception {
    Map<String, String> failing = Map.of("ARCHIVE_FAILS", "1");
    String first = runToJava(launch("", failing));
    assertThat(first).contains("deid: no class-data sharing archive (it could not be made)");
    assertThat(Files.readAllLines(recorded.resolve("args")))
        .noneMatch(a -> a.startsWith("-XX:SharedArchiveFile="));
    // The next run neither tries nor says anything of it.
    Files.delete(recorded.resolve("archive-args"));
    String second = runToJava(relaunch(failing));
    assertThat(recorded.resolve("archive-args")).doesNotExist();
    assertThat(second).doesNotContain("class-data sharing");
    // A jar built since: the archive is tried again, and made this time.
    Path jar = root.resolve("deid-cli/target/deid-cli-0.1.0-SNAPSHOT.jar");
    Files.setLastModifiedTime(jar, FileTime.fromMillis(System.currentTimeMillis() + 5000));
    runToJava(relaunch(Map.of()));
    assertThat(recorded.resolve("archive-args")).exists();
    assertThat(Files.readAllLines(recorded.resolve("args")))
        .anyMatch(a -> a.startsWith("-XX:SharedArchiveFile="));
  }

  @Test
  void aSignalToTheLauncherDuringTheBuildStopsTheBuildToo() throws Exception {
    Path pid = dir.resolve("recorded/maven.pid");
    Process launcher =
        launch("echo $$ > '" + pid + ".tmp'; mv '" + pid + ".tmp' '" + pid + "'; exec sleep 120");
    ProcessHandle maven = ProcessHandle.of(awaitPid(launcher, pid)).orElseThrow();
    launcher.destroy(); // SIGTERM, mid-build
    assertThat(launcher.waitFor(10, TimeUnit.SECONDS)).isTrue();
    assertThat(maven.onExit().get(10, TimeUnit.SECONDS).isAlive()).isFalse();
    assertThat(recorded.resolve("pid")).as("java never started").doesNotExist();
  }
}
