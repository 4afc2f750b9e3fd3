package org.deid.cli;

import java.io.PrintStream;
import java.time.Duration;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.deid.pipeline.run.DocumentOutcome;
import org.deid.pipeline.run.ParallelRunner;

/**
 * Progress of a run: a bar (documents, docs/s, ETA) on a terminal, a plain line every interval when
 * the output is not a terminal or the run is under CI. Counts only, never a name or text.
 */
final class RunProgress implements ParallelRunner.Listener, AutoCloseable {

  private static final long LINE_INTERVAL_NANOS = Duration.ofSeconds(10).toNanos();

  private final PrintStream err;
  private final long start = System.nanoTime();
  private long announced = -1;
  private long done;
  private long setAside;
  private long lastLine = start;
  private ProgressBar bar;

  RunProgress(PrintStream err) {
    this.err = err;
  }

  @Override
  public void started(long documentsAnnounced) {
    announced = documentsAnnounced;
    boolean ci = System.getenv("CI") != null;
    if (System.console() != null && !ci) {
      bar =
          new ProgressBarBuilder()
              .setTaskName("deid run")
              .setInitialMax(documentsAnnounced)
              .setStyle(ProgressBarStyle.ASCII)
              .setUnit(" docs", 1)
              .showSpeed()
              .setUpdateIntervalMillis(500)
              .build();
    }
  }

  @Override
  public void documentDone(DocumentOutcome outcome, boolean earlierRun, long chars) {
    done++;
    if (!outcome.written()) {
      setAside++;
    }
    if (bar != null) {
      bar.stepTo(done);
      bar.setExtraMessage(setAside == 0 ? "" : setAside + " set aside");
      return;
    }
    long now = System.nanoTime();
    if (now - lastLine >= LINE_INTERVAL_NANOS) {
      lastLine = now;
      err.println(line(now));
    }
  }

  private String line(long now) {
    double seconds = (now - start) / 1e9;
    double rate = done / Math.max(seconds, 1e-9);
    StringBuilder line = new StringBuilder("deid run: ").append(done);
    if (announced > 0) {
      line.append('/').append(announced);
    }
    line.append(String.format(" documents, %.1f docs/s", rate));
    if (announced > 0 && rate > 0) {
      line.append(", ETA ").append(RunReport.duration((announced - done) / rate));
    }
    if (setAside > 0) {
      line.append(", ").append(setAside).append(" set aside");
    }
    return line.toString();
  }

  @Override
  public void close() {
    if (bar != null) {
      bar.close();
    }
  }
}
