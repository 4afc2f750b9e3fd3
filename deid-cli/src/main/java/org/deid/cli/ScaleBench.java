package org.deid.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Locale;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.deid.pipeline.DeidPipeline;

/**
 * How the whole default analysis (segmenter, detectors, consensus, substitution) scales with the
 * length of one note: notes of the given sizes are made at bench time by joining the corpus's notes
 * end to end, each is de-identified on one thread, and the time and the peak heap are printed, per
 * MB as well, so that a cost that grows faster than the text shows at once.
 */
final class ScaleBench {

  private static final int MB = 1_000_000;

  private ScaleBench() {}

  /** Runs the default pipeline of {@code language} on a note of each size (MB of characters). */
  static void run(String language, List<String> texts, List<Double> sizesMb) throws UIMAException {
    AnalysisEngine engine =
        AnalysisEngineFactory.createEngine(DeidPipeline.createAnalysisDescription(language));
    // Warm-up: loads the models and lets the JIT compile the hot paths.
    JCas warmUp = JCasFactory.createText(note(texts, MB / 5), language);
    engine.process(warmUp);
    warmUp = null;
    double firstSecondsPerMb = 0;
    // The heap the collector may grow to: under a small -Xmx the peak is what a note needs.
    System.out.printf(
        Locale.ROOT,
        "max heap %.0f MB%n",
        ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getMax() / 1e6);
    for (double size : sizesMb) {
      JCas jcas = JCasFactory.createText(note(texts, (int) Math.round(size * MB)), language);
      double megabytes = jcas.getDocumentText().length() / (double) MB;
      System.gc();
      List<MemoryPoolMXBean> heap =
          ManagementFactory.getMemoryPoolMXBeans().stream()
              .filter(p -> p.getType() == MemoryType.HEAP)
              .toList();
      heap.forEach(MemoryPoolMXBean::resetPeakUsage);
      ThreadMXBean threads = ManagementFactory.getThreadMXBean();
      long cpu = threads.getCurrentThreadCpuTime();
      long wall = System.nanoTime();
      engine.process(jcas);
      double wallSeconds = (System.nanoTime() - wall) / 1e9;
      double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
      long peak = heap.stream().mapToLong(p -> p.getPeakUsage().getUsed()).sum();
      double secondsPerMb = cpuSeconds / megabytes;
      if (firstSecondsPerMb == 0) {
        firstSecondsPerMb = secondsPerMb;
      }
      System.out.printf(
          Locale.ROOT,
          "one note of %5.1f MB: %7.1f s wall %7.1f s CPU %6.2f s CPU/MB (%.2fx the first size)"
              + "  peak heap %6.0f MB (%5.0f MB per MB)%n",
          megabytes,
          wallSeconds,
          cpuSeconds,
          secondsPerMb,
          secondsPerMb / firstSecondsPerMb,
          peak / 1e6,
          peak / 1e6 / megabytes);
      jcas.release();
    }
    engine.destroy();
  }

  /** The notes joined end to end, separated by a blank line, until {@code chars} characters. */
  private static String note(List<String> texts, int chars) {
    StringBuilder note = new StringBuilder(chars + 100_000);
    while (note.length() < chars) {
      for (String text : texts) {
        note.append(text).append("\n\n");
        if (note.length() >= chars) {
          break;
        }
      }
    }
    return note.toString();
  }
}
