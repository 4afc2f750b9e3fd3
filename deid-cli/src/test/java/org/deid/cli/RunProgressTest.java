package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The plain progress lines (no terminal): they go on while a long note keeps the threads busy. */
class RunProgressTest {

  @Test
  void aHeartbeatPrintsALineOnceTheIntervalPassedSayingHowLongTheLongestNoteRuns()
      throws Exception {
    ByteArrayOutputStream lines = new ByteArrayOutputStream();
    try (RunProgress progress =
        new RunProgress(
            new PrintStream(lines, true, StandardCharsets.UTF_8), Duration.ofMillis(200))) {
      progress.started(400);
      progress.heartbeat(1, Duration.ofMillis(100)); // within the interval: nothing yet
      assertThat(lines.toString(StandardCharsets.UTF_8)).isEmpty();
      Thread.sleep(250);
      progress.heartbeat(1, Duration.ofSeconds(98));
      progress.heartbeat(1, Duration.ofSeconds(99)); // a line at most every interval
      Thread.sleep(250);
      progress.heartbeat(2, Duration.ofMillis(150)); // notes short of the interval: counts alone
    }
    assertThat(lines.toString(StandardCharsets.UTF_8).lines())
        .hasSize(2)
        .satisfiesExactly(
            first ->
                assertThat(first)
                    .startsWith("deid run: 0/400 documents, 0.0 docs/s")
                    .endsWith(", 1 note under analysis, the longest for 1m38s"),
            second ->
                assertThat(second)
                    .startsWith("deid run: 0/400 documents")
                    .doesNotContain("analysis"));
  }
}
