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

  /** The interval of the plain lines. */
  static final Duration LINE_INTERVAL = Duration.ofSeconds(10);

  private final long lineInterval;
  private final PrintStream err;
  private final long start = System.nanoTime();
  private long announced = -1;
  private long done;
  private long setAside;
  private long lastLine = start;
  private ProgressBar bar;

  RunProgress(PrintStream err) {
    this(err, LINE_INTERVAL);
  }

  /** Progress with plain lines at most every {@code interval}, and at least while a note runs. */
  RunProgress(PrintStream err, Duration interval) {
    this.err = err;
    this.lineInterval = interval.toNanos();
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
    if (now - lastLine >= lineInterval) {
      lastLine = now;
      err.println(line(now));
    }
  }

  /**
   * Keeps the progress going while notes are long to analyse: a plain line once the interval has
   * passed without one, saying how long the longest note under analysis has run once that is longer
   * than the interval; on a terminal, the same in the bar's message. No name, no text.
   */
  @Override
  public void heartbeat(int analysing, Duration longest) {
    String running =
        analysing == 0 || longest.toNanos() < lineInterval
            ? ""
            : analysing
                + (analysing == 1 ? " note" : " notes")
                + " under analysis, the longest for "
                + RunReport.duration(longest.toMillis() / 1e3);
    if (bar != null) {
      String aside = setAside == 0 ? "" : setAside + " set aside";
      bar.setExtraMessage(
          aside.isEmpty() || running.isEmpty() ? aside + running : aside + ", " + running);
      return;
    }
    long now = System.nanoTime();
    if (now - lastLine >= lineInterval) {
      lastLine = now;
      err.println(line(now) + (running.isEmpty() ? "" : ", " + running));
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
