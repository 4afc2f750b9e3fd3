package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.deid.io.folder.FolderCheckpoint;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A folder run killed with kill -9 mid-way (a child JVM) and started again with the same arguments
 * writes exactly what an uninterrupted run writes: no document lost, none recorded twice. The
 * collection's size is {@code -Ddeid.resume.documents} (300 by default; CI may ask for 10,000).
 */
class RunResumeTest {

  private static final int DOCUMENTS = Integer.getInteger("deid.resume.documents", 300);

  @TempDir Path dir;

  private Path notes() throws IOException {
    Path in = Files.createDirectories(dir.resolve("in"));
    String[] names = {"Juan Pérez", "Ana García", "Luis Martín", "Rosa Díaz"};
    for (int i = 0; i < DOCUMENTS; i++) {
      Files.writeString(
          in.resolve(String.format("nota-%05d.txt", i)),
          String.format(
              "Paciente %s, DNI %08dZ, ingresa el %d/03/2020. Tel. 6%08d.%n",
              names[i % names.length], 10_000_000 + i, i % 28 + 1, i),
          StandardCharsets.UTF_8);
    }
    return in;
  }

  /** The arguments of a regex-only run on two threads. */
  static List<String> args(Path in, Path out) {
    return List.of(
        "run",
        "--lang",
        "es",
        "--in",
        in.toString(),
        "--out",
        out.toString(),
        "--annotators",
        "regex",
        "--threads",
        "2");
  }

  private static Map<String, String> tree(Path folder) throws IOException {
    Map<String, String> files = new TreeMap<>();
    try (Stream<Path> paths = Files.walk(folder)) {
      for (Path file : paths.filter(Files::isRegularFile).toList()) {
        String name = folder.relativize(file).toString();
        if (!name.startsWith(".")) {
          files.put(name, Files.readString(file));
        }
      }
    }
    return files;
  }

  private static long recorded(Path out) throws IOException {
    Path checkpoint = FolderCheckpoint.location(out);
    if (!Files.exists(checkpoint)) {
      return 0;
    }
    try (Stream<String> lines = Files.lines(checkpoint)) {
      return lines.filter(line -> !line.startsWith("#")).count();
    } catch (java.io.UncheckedIOException e) {
      return 0; // read while a line was being written
    }
  }

  @Test
  void aRunKilledMidWayAndStartedAgainWritesWhatAnUninterruptedRunWrites() throws Exception {
    Path in = notes();
    Path whole = dir.resolve("whole");
    assertThat(DeidCommand.commandLine().execute(args(in, whole).toArray(String[]::new))).isZero();

    Path resumed = dir.resolve("resumed");
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(DeidCommand.class.getName());
    command.addAll(args(in, resumed));
    Process child =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("child.log").toFile())
            .start();
    long killedAt = -1;
    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
    while (child.isAlive() && System.nanoTime() < deadline) {
      long done = recorded(resumed);
      if (done >= DOCUMENTS / 3) {
        child.destroyForcibly(); // SIGKILL: no shutdown hook, no flush
        killedAt = done;
        break;
      }
      Thread.sleep(5);
    }
    assertThat(child.waitFor(1, TimeUnit.MINUTES)).isTrue();
    assertThat(killedAt).as("killed mid-way").isBetween(1L, DOCUMENTS - 1L);

    assertThat(DeidCommand.commandLine().execute(args(in, resumed).toArray(String[]::new)))
        .isZero();
    assertThat(tree(resumed)).isEqualTo(tree(whole)).hasSize(DOCUMENTS);
    List<String> keys =
        Files.readAllLines(FolderCheckpoint.location(resumed)).stream()
            .filter(line -> !line.startsWith("#"))
            .map(line -> line.split("\t")[0])
            .toList();
    Set<String> distinct = new HashSet<>(keys);
    assertThat(keys).hasSize(DOCUMENTS);
    assertThat(distinct).hasSize(DOCUMENTS);
  }
}
