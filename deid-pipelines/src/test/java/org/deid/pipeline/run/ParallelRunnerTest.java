package org.deid.pipeline.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.uima.analysis_component.JCasAnnotator_ImplBase;
import org.apache.uima.analysis_engine.AnalysisEngineProcessException;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.jcas.JCas;
import org.deid.io.text.PlainTextReader;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ParallelRunnerTest {

  @TempDir Path dir;

  /**
   * Stalls on a note holding "STALL" until released, fails on one holding "FAIL", overflows its
   * stack on one holding "DEEP"; records the threads it runs on.
   */
  public static final class TroubledAnnotator extends JCasAnnotator_ImplBase {
    static volatile CountDownLatch release = new CountDownLatch(1);
    static volatile CountDownLatch stallReturned = new CountDownLatch(1);
    static final Set<String> THREADS = ConcurrentHashMap.newKeySet();
    static volatile Thread stuck;

    @Override
    public void process(JCas jcas) throws AnalysisEngineProcessException {
      THREADS.add(Thread.currentThread().getName());
      String text = jcas.getDocumentText();
      if (text.contains("FAIL")) {
        throw new AnalysisEngineProcessException(new IllegalStateException("refused"));
      }
      if (text.contains("DEEP")) {
        throw new StackOverflowError();
      }
      if (text.contains("LATE ERROR")) {
        stuck = Thread.currentThread();
        try {
          release.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        throw new BrokenVirtualMachineError();
      }
      if (text.contains("AFTER")) {
        Thread late = stuck;
        try {
          if (late != null) {
            late.join(10_000); // until the stuck analysis has thrown and its thread has left
          }
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      if (text.contains("STALL")) {
        try {
          release.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        stallReturned.countDown();
      }
    }
  }

  /** An error no note can cause: the JVM's, which ends the run unless its note was set aside. */
  static final class BrokenVirtualMachineError extends Error {
    private static final long serialVersionUID = 1L;
  }

  /** Records the texts it is given to write. */
  public static final class RecordingWriter extends JCasAnnotator_ImplBase {
    static final Set<String> WRITTEN = ConcurrentHashMap.newKeySet();

    @Override
    public void process(JCas jcas) {
      WRITTEN.add(jcas.getDocumentText());
    }
  }

  @BeforeEach
  void reset() {
    TroubledAnnotator.release = new CountDownLatch(1);
    TroubledAnnotator.stallReturned = new CountDownLatch(1);
    TroubledAnnotator.THREADS.clear();
    TroubledAnnotator.stuck = null;
    RecordingWriter.WRITTEN.clear();
  }

  private ParallelRunner.Result run(int threads, Duration timeout) throws Exception {
    return run(threads, timeout, (outcome, earlier, chars) -> {});
  }

  private ParallelRunner.Result run(int threads, Duration timeout, ParallelRunner.Listener listener)
      throws Exception {
    String[] texts = new String[12];
    for (int i = 0; i < texts.length; i++) {
      texts[i] =
          switch (i) {
            case 3 -> "note 3 STALL";
            case 5 -> "note 5 FAIL";
            case 8 -> "note 8 DEEP";
            default -> "note " + i;
          };
    }
    return run(threads, timeout, listener, texts);
  }

  private ParallelRunner.Result run(
      int threads, Duration timeout, ParallelRunner.Listener listener, String... texts)
      throws Exception {
    Path in = Files.createDirectories(dir.resolve("in"));
    for (int i = 0; i < texts.length; i++) {
      Files.writeString(in.resolve(String.format("n%02d.txt", i)), texts[i]);
    }
    return ParallelRunner.run(
        PlainTextReader.createReaderDescription(in.toString(), "es"),
        AnalysisEngineFactory.createEngineDescription(TroubledAnnotator.class),
        AnalysisEngineFactory.createEngineDescription(RecordingWriter.class),
        new ParallelRunner.Settings(
            threads, new DocumentScreen(DocumentScreen.DEFAULT_MAX_CHARS), timeout, false),
        RunCheckpoint.none(),
        listener);
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2})
  void aStuckNoteIsSetAsideAndAnotherThreadTakesItsPlace(int threads) throws Exception {
    ParallelRunner.Result result = run(threads, Duration.ofMillis(300));

    assertThat(result.documentsIn()).isEqualTo(12);
    assertThat(result.written()).isEqualTo(9);
    assertThat(result.setAside())
        .extracting(DocumentOutcome::reason)
        .anySatisfy(reason -> assertThat(reason).startsWith("timeout"))
        .anySatisfy(reason -> assertThat(reason).contains("refused"))
        .anySatisfy(reason -> assertThat(reason).contains("StackOverflowError"))
        .hasSize(3);
    assertThat(RecordingWriter.WRITTEN)
        .hasSize(9)
        .noneMatch(text -> text.contains("STALL") || text.contains("FAIL"));
    // The analysis runs on the threads that read the notes: no hand-over per note.
    assertThat(TroubledAnnotator.THREADS).containsOnly("deid-worker");
    assertThat(result.streaming()).isPositive();

    // Released late, the stuck analysis ends without its note being written.
    TroubledAnnotator.release.countDown();
    assertThat(TroubledAnnotator.stallReturned.await(10, TimeUnit.SECONDS)).isTrue();
    Thread.sleep(200);
    assertThat(RecordingWriter.WRITTEN).noneMatch(text -> text.contains("STALL"));
  }

  @Test
  void withoutATimeLimitEveryNoteWaitsForItsAnalysis() throws Exception {
    TroubledAnnotator.release.countDown(); // the stalling note only pauses

    ParallelRunner.Result result = run(2, Duration.ZERO);

    assertThat(result.documentsIn()).isEqualTo(12);
    assertThat(result.written()).isEqualTo(10);
    assertThat(result.setAside()).hasSize(2);
    assertThat(RecordingWriter.WRITTEN).anyMatch(text -> text.contains("STALL"));
  }

  @Test
  void aHeartbeatTellsOfALongNoteWhileItsAnalysisRuns() throws Exception {
    List<String> beats = Collections.synchronizedList(new ArrayList<>());
    ParallelRunner.Listener listener =
        new ParallelRunner.Listener() {
          @Override
          public void documentDone(DocumentOutcome outcome, boolean earlierRun, long chars) {}

          @Override
          public void heartbeat(int analysing, Duration longest) {
            beats.add(analysing + " for " + longest.toSeconds() + "s");
            if (analysing == 1 && longest.toMillis() >= 2_000) {
              TroubledAnnotator.release.countDown(); // the stalled note ends once heard of twice
            }
          }
        };

    long start = System.nanoTime();
    ParallelRunner.Result result = run(1, Duration.ZERO, listener);

    assertThat(result.documentsIn()).isEqualTo(12);
    // Beats while the note stalled, the last of them after two seconds of its analysis.
    assertThat(beats.stream().filter(beat -> beat.startsWith("1 for "))).hasSizeGreaterThan(1);
    assertThat(beats).anyMatch(beat -> beat.matches("1 for [2-9]s"));
    assertThat(System.nanoTime() - start)
        .as("released by the heartbeat")
        .isLessThan(25_000_000_000L);
  }

  @Test
  void anErrorThrownByAnAnalysisTheWatchdogSetAsideEndsItsThreadAloneAndTheRunGoesOn()
      throws Exception {
    List<String> timedOut = Collections.synchronizedList(new ArrayList<>());
    ParallelRunner.Listener listener =
        (outcome, earlier, chars) -> {
          if (outcome.reason() != null && outcome.reason().startsWith("timeout")) {
            timedOut.add(outcome.reason());
            TroubledAnnotator.release.countDown(); // the stuck analysis now throws its error
          }
        };

    // Note 1 stalls past the limit, then throws; note 4 waits for that thread to have left, so
    // the error comes while the run still goes.
    ParallelRunner.Result result =
        run(
            1,
            Duration.ofMillis(300),
            listener,
            "note 0",
            "note 1 LATE ERROR",
            "note 2",
            "note 3",
            "note 4 AFTER",
            "note 5");

    assertThat(TroubledAnnotator.stuck).isNotNull();
    assertThat(TroubledAnnotator.stuck.isAlive()).as("the stuck thread has left").isFalse();
    assertThat(timedOut).hasSize(1);
    assertThat(result.documentsIn()).isEqualTo(6);
    assertThat(result.written()).isEqualTo(5);
    assertThat(result.setAside())
        .extracting(DocumentOutcome::reason)
        .containsExactly("timeout: analysis took longer than PT0.3S");
    assertThat(RecordingWriter.WRITTEN)
        .containsExactlyInAnyOrder("note 0", "note 2", "note 3", "note 4 AFTER", "note 5");
  }

  @Test
  void anErrorThrownByAnAnalysisInTimeEndsTheRun() {
    TroubledAnnotator.release.countDown(); // the note throws at once

    assertThatThrownBy(
            () ->
                run(
                    1,
                    Duration.ofSeconds(30),
                    (outcome, earlier, chars) -> {},
                    "note 0",
                    "note 1 LATE ERROR",
                    "note 2"))
        .isInstanceOf(IllegalStateException.class)
        .hasCauseInstanceOf(BrokenVirtualMachineError.class);
    assertThat(RecordingWriter.WRITTEN).doesNotContain("note 1 LATE ERROR", "note 2");
  }
}
