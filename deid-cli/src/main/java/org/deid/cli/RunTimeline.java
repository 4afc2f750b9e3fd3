package org.deid.cli;

import java.io.IOException;
import java.io.Writer;
import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Properties;
import org.deid.pipeline.run.DocumentOutcome;
import org.deid.pipeline.run.ParallelRunner;

/**
 * What a {@code deid run} process says about itself to the end-to-end bench, which starts it: when
 * each note was done (milliseconds since the JVM started) and the process's own counters (CPU, JIT
 * compilers, garbage collector, peak resident memory). Recorded only when the system property
 * {@value #PROPERTY} names a file, written there at the end of the run as Java properties. Counts
 * and times only: no name, no text.
 */
final class RunTimeline implements ParallelRunner.Listener {

  /** The system property naming the file the figures go to. */
  static final String PROPERTY = "deid.bench.figures";

  private final ParallelRunner.Listener listener;
  private final long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
  private long[] doneMillis = new long[1024];
  private int done;

  private RunTimeline(ParallelRunner.Listener listener) {
    this.listener = listener;
  }

  /** The listener itself, or one that also records a timeline when the bench asks for it. */
  static ParallelRunner.Listener around(ParallelRunner.Listener listener) {
    return System.getProperty(PROPERTY) == null ? listener : new RunTimeline(listener);
  }

  @Override
  public void started(long documentsAnnounced) {
    listener.started(documentsAnnounced);
  }

  @Override
  public void heartbeat(int analysing, Duration longest) {
    listener.heartbeat(analysing, longest);
  }

  @Override
  public void documentDone(DocumentOutcome outcome, boolean earlierRun, long chars) {
    listener.documentDone(outcome, earlierRun, chars);
    if (done == doneMillis.length) {
      doneMillis = Arrays.copyOf(doneMillis, 2 * done);
    }
    doneMillis[done++] = System.currentTimeMillis() - jvmStart;
  }

  /** Writes the figures to the file the property names, when the listener records them. */
  static void writeIfRecorded(ParallelRunner.Listener listener) throws IOException {
    if (!(listener instanceof RunTimeline timeline)) {
      return;
    }
    Properties figures = new Properties();
    figures.setProperty("jvm_start_epoch_ms", Long.toString(timeline.jvmStart));
    figures.setProperty("documents", Integer.toString(timeline.done));
    StringBuilder times = new StringBuilder();
    for (int i = 0; i < timeline.done; i++) {
      times.append(i > 0 ? "," : "").append(timeline.doneMillis[i]);
    }
    figures.setProperty("done_ms", times.toString());
    figures.setProperty("process_cpu_ms", Long.toString(OnnxBench.processCpuNanos() / 1_000_000));
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    long jitMillis =
        jit != null && jit.isCompilationTimeMonitoringSupported()
            ? jit.getTotalCompilationTime()
            : -1;
    figures.setProperty("jit_ms", Long.toString(jitMillis));
    long gcMillis = 0;
    long gcCount = 0;
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      gcMillis += Math.max(0, gc.getCollectionTime());
      gcCount += Math.max(0, gc.getCollectionCount());
    }
    figures.setProperty("gc_ms", Long.toString(gcMillis));
    figures.setProperty("gc_count", Long.toString(gcCount));
    figures.setProperty("peak_rss_mb", Long.toString(PipelineBench.peakRssMb()));
    try (Writer out =
        Files.newBufferedWriter(Path.of(System.getProperty(PROPERTY)), StandardCharsets.UTF_8)) {
      figures.store(out, "deid run: figures for the end-to-end bench");
    }
  }
}
