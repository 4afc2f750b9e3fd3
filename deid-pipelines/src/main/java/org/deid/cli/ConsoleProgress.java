package org.deid.cli;

import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.deid.pipeline.DocumentRunner;

/** A progress bar on the console for document runs; counts only, never document names. */
final class ConsoleProgress implements DocumentRunner.Listener, AutoCloseable {

  private final String task;
  private ProgressBar bar;

  ConsoleProgress(String task) {
    this.task = task;
  }

  @Override
  public void started(long documentsAnnounced) {
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
    bar.stepTo(documentsSoFar);
  }

  @Override
  public void close() {
    if (bar != null) {
      bar.close();
    }
  }
}
