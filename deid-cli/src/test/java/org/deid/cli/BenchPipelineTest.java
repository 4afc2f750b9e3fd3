package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchPipelineTest {

  @TempDir Path dir;

  @Test
  void thePipelineBenchWritesItsFiguresPerThreadCount() throws Exception {
    Path in = Files.createDirectories(dir.resolve("in"));
    // 57 characters, 58 bytes (é is two), three PHI: a name, a DNI and a date.
    String note = "Paciente Juan Pérez, DNI 12345678Z, ingresa el 3/03/2020.";
    for (int i = 0; i < 4; i++) {
      Files.writeString(in.resolve("n" + i + ".txt"), note);
    }
    JsonNode runs =
        benchRuns(in, "--threads", "1,2", "--warmup", "2", "--warmup-passes", "1", "--repeat", "2");
    assertThat(runs).hasSize(2);
    for (int i = 0; i < 2; i++) {
      JsonNode run = runs.get(i);
      assertThat(run.get("threads").asInt()).isEqualTo(i + 1);
      assertThat(run.get("documents").asInt()).isEqualTo(4);
      assertThat(run.get("chars_per_phi").asDouble()).isEqualTo(57.0 / 3);
      // The figures come from the passes' times, written to the millisecond: docs/s of the
      // fastest pass and of the median one (the mean of two), MB/s of the fastest.
      JsonNode passes = run.get("pass_seconds");
      assertThat(passes).hasSize(2);
      double fastest = Math.min(passes.get(0).asDouble(), passes.get(1).asDouble());
      double median = (passes.get(0).asDouble() + passes.get(1).asDouble()) / 2;
      assertThat(run.get("seconds").asDouble()).isCloseTo(fastest, Offset.offset(0.0011));
      // A pass of a few tens of milliseconds: compare times, each rounded to the millisecond.
      assertThat(4 / run.get("docs_per_second").asDouble())
          .isCloseTo(fastest, Offset.offset(0.0006));
      assertThat(4 / run.get("median_docs_per_second").asDouble())
          .isCloseTo(median, Offset.offset(0.0011));
      assertThat(4 * 58 / 1e6 / run.get("mb_per_second").asDouble())
          .isCloseTo(fastest, Offset.offset(0.0006));
      // without the engines' start-up a pass is no slower
      assertThat(run.get("streaming_docs_per_second").asDouble())
          .isGreaterThanOrEqualTo(run.get("docs_per_second").asDouble());
      assertThat(run.get("cpu_ms_per_document").asDouble()).isPositive();
      assertThat(run.get("peak_rss_mb").asLong()).isPositive();
      assertThat(run.get("component_ms").has("deid regex detector")).isTrue();
    }
  }

  @Test
  void theFiguresAreTheFastestAndTheMedianPassesAndThePhiDensityOfTheFirst() {
    // passes of 4, 2 and 3 s over 100 notes, 1000 characters and 10 PHI each; 1 MB a pass
    PipelineBench.Figures figures = figures(1, 4, 2, 3);
    assertThat(figures.bestDocsPerSecond()).isEqualTo(50.0);
    assertThat(figures.medianDocsPerSecond()).isEqualTo(100 / 3.0);
    assertThat(figures.bestStreamingDocsPerSecond()).isEqualTo(100 / 1.5);
    assertThat(figures.medianStreamingDocsPerSecond()).isEqualTo(40.0);
    assertThat(figures.charsPerPhi()).isEqualTo(100.0);
    // an even count of passes: the median is the mean of the middle two
    assertThat(figures(1, 4, 1, 2, 3).medianDocsPerSecond()).isEqualTo(40.0);
  }

  @Test
  void copiesMakeEachTimedPassGoOverTheNotesSeveralTimes() throws Exception {
    Path in = Files.createDirectories(dir.resolve("in"));
    Files.writeString(in.resolve("a.txt"), "Paciente Juan Pérez, DNI 12345678Z.");
    Files.writeString(in.resolve("b.txt"), "Visto por la Dra. Ana Gil el 3/03/2020.");
    JsonNode run =
        benchRuns(in, "--threads", "1", "--warmup", "0", "--repeat", "1", "--copies", "3").get(0);
    assertThat(run.get("documents").asInt()).isEqualTo(6);
    // a pass's megabytes count every copy: 3 times notes of 36 and 39 bytes (é is two)
    assertThat(run.get("mb_per_second").asDouble() * 6 / run.get("docs_per_second").asDouble())
        .isCloseTo(3 * (36 + 39) / 1e6, Offset.offset(1e-6));
    assertThat(
            DeidCommand.commandLine()
                .execute(
                    "bench", "--pipeline", "--lang", "es", "--in", in.toString(), "--copies", "0"))
        .isEqualTo(2);
  }

  @Test
  void theSpeedUpIsPairedByRound() {
    // one-thread passes of 4, 2, 3 s against two-thread passes of 2, 2, 1 s: rounds 2, 1, 3
    PipelineBench.Figures one = figures(1, 4, 2, 3);
    PipelineBench.Figures two = figures(2, 2, 2, 1);
    assertThat(PipelineBench.Figures.roundSpeedUps(one, two)).isEqualTo("2.00 1.00 3.00");
    assertThat(PipelineBench.Figures.pairedSpeedUp(one, two, PipelineBench.Pass::seconds))
        .isEqualTo(2.0);
    // from the first note in to the last out, each pass half a second shorter: rounds 3.5 / 1.5,
    // 1.5 / 1.5, 2.5 / 0.5
    assertThat(PipelineBench.Figures.pairedSpeedUp(one, two, PipelineBench.Pass::streamingSeconds))
        .isCloseTo(3.5 / 1.5, Offset.offset(1e-9));
  }

  private static PipelineBench.Figures figures(int threads, double... seconds) {
    List<PipelineBench.Pass> passes = new ArrayList<>();
    for (double pass : seconds) {
      passes.add(new PipelineBench.Pass(pass, pass, 0, 0, Map.of(), pass - 0.5, 10, 1000));
    }
    return new PipelineBench.Figures(threads, 100, 1.0, passes, 500);
  }

  /** Runs the Spanish pipeline bench on the notes of {@code in} and reads its JSON runs. */
  private JsonNode benchRuns(Path in, String... options) throws Exception {
    Path json = dir.resolve("bench.json");
    List<String> args =
        new ArrayList<>(List.of("bench", "--pipeline", "--lang", "es", "--in", in.toString()));
    args.addAll(List.of(options));
    args.addAll(List.of("--json", json.toString()));
    assertThat(DeidCommand.commandLine().execute(args.toArray(String[]::new))).isZero();
    return new ObjectMapper().readTree(json.toFile()).get("runs");
  }
}
