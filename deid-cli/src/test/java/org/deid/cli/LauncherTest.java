package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
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
    script(
        bin.resolve("java"),
        "#!/usr/bin/env bash",
        "printf '%s\\n' \"$@\" > \"" + recorded.resolve("args") + "\"",
        "echo $$ > \"" + recorded.resolve("pid.tmp") + "\"",
        "mv \"" + recorded.resolve("pid.tmp") + "\" \"" + recorded.resolve("pid") + "\"",
        "exec sleep 120");
    ProcessBuilder launcher =
        new ProcessBuilder(root.resolve("deid").toString(), "run", "--help")
            .redirectOutput(dir.resolve("stdout").toFile())
            .redirectError(dir.resolve("stderr").toFile());
    launcher.environment().put("PATH", bin + ":" + System.getenv("PATH"));
    return launcher.start();
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
    assertThat(args).startsWith("@" + argfile).contains("org.deid.cli.DeidCommand", "run");
    assertThat(Files.readString(argfile))
        .contains("-cp")
        .contains("deid-cli-0.1.0-SNAPSHOT.jar:/lib/a.jar:/lib/b.jar");
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
