package org.deid.cli;

import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.deid.pipeline.DocumentRunner;

/** A progress bar on an interactive console; counts only, never document names. */
final class ConsoleProgress implements DocumentRunner.Listener, AutoCloseable {

  private final String task;
  private ProgressBar bar;

  ConsoleProgress(String task) {
    this.task = task;
  }

  @Override
  public void started(long documentsAnnounced) {
    if (System.console() == null) {
      return; // not a terminal (CI, pipes): the closing summary line is enough
    }
    bar =
        new ProgressBarBuilder()
            .setTaskName(task)
            .setInitialMax(documentsAnnounced)
            .setStyle(ProgressBarStyle.ASCII)
            .setUnit(" docs", 1)
            .setUpdateIntervalMillis(500)
            .build();
  }

  @Override
  public void documentDone(int documentsSoFar) {
    if (bar != null) {
      bar.stepTo(documentsSoFar);
    }
  }

  @Override
  public void close() {
    if (bar != null) {
      bar.close();
    }
  }
}
