package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EndToEndBenchTest {

  @TempDir Path dir;

  /** A run of its own process over the notes repeated to --notes, its figures read back. */
  @Test
  void eachRunIsAProcessOfItsOwnThatReportsEveryNote() throws Exception {
    Path in = Files.createDirectories(dir.resolve("in"));
    Files.writeString(in.resolve("a.txt"), "Paciente Juan Pérez, DNI 12345678Z.");
    Files.writeString(in.resolve("b.txt"), "Visto por la Dra. Ana Gil el 3/03/2020.");
    Path json = dir.resolve("e2e.json");
    int status =
        DeidCommand.commandLine()
            .execute(
                "bench",
                "--end-to-end",
                "--lang",
                "es",
                "--in",
                in.toString(),
                "--notes",
                "5",
                "--threads",
                "1",
                "--repeat",
                "1",
                "--json",
                json.toString());
    assertThat(status).isZero();
    JsonNode run = new ObjectMapper().readTree(json.toFile()).get("end_to_end").get(0);
    JsonNode median = run.get("median");
    assertThat(run.get("runs")).hasSize(1);
    assertThat(median.get("threads").asInt()).isEqualTo(1);
    assertThat(median.get("notes").asInt()).isEqualTo(5); // two notes repeated to five, all done
    double wall = median.get("wall_seconds").asDouble();
    assertThat(median.get("docs_per_second").asDouble())
        .isCloseTo(5 / wall, Offset.offset(0.01 * 5 / wall));
    // the first note is done after the JVM's start and before the process's end
    assertThat(median.get("first_done_seconds").asDouble()).isPositive().isLessThan(wall);
    assertThat(median.get("steady_at_seconds").asDouble())
        .isGreaterThanOrEqualTo(median.get("first_done_seconds").asDouble())
        .isLessThan(wall);
    assertThat(median.get("cpu_seconds").asDouble()).isPositive();
    assertThat(median.get("jit_seconds").asDouble()).isPositive(); // the child's own compilers
    assertThat(median.get("peak_rss_mb").asLong()).isGreaterThan(50);
  }

  @Test
  void aRunIsSteadyFromTheNoteAfterWhichEveryWindowKeepsPace() {
    // 40 notes: one every 100 ms for the first 10 (a cold JVM), then one every 10 ms.
    long[] done = new long[40];
    for (int i = 0; i < 40; i++) {
      done[i] = i < 10 ? 1000 + 100L * i : 1900 + 10L * (i - 9);
    }
    double[] steady = EndToEndBench.steadyAt(done);
    // windows of 2 notes (5%); the last slow window starts at note 8 (1800 -> 1910): steady
    // from note 9's end, at the second half's rate of 100 docs/s.
    assertThat(steady[0]).isEqualTo(1.9);
    assertThat(steady[1]).isEqualTo(100.0);
    // a run at one pace throughout is steady from its first note
    long[] even = new long[40];
    for (int i = 0; i < 40; i++) {
      even[i] = 500 + 20L * i;
    }
    assertThat(EndToEndBench.steadyAt(even)[0]).isEqualTo(0.5);
    assertThat(EndToEndBench.steadyAt(even)[1]).isEqualTo(50.0);
  }

  @Test
  void theNotesAreRepeatedInTurnToTheCountAsked() throws Exception {
    Path a = Files.writeString(dir.resolve("a.txt"), "A");
    Path b = Files.writeString(dir.resolve("b.txt"), "B");
    Path folder = EndToEndBench.repeated(List.of(a, b), 5, dir.resolve("notes"));
    try (Stream<Path> notes = Files.list(folder)) {
      List<String> texts = notes.sorted().map(EndToEndBenchTest::read).toList();
      assertThat(texts).containsExactly("A", "B", "A", "B", "A");
    }
  }

  private static String read(Path path) {
    try {
      return Files.readString(path);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
