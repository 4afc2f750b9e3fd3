package org.deid.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.fit.factory.AggregateBuilder;
import org.deid.io.text.PlainTextReader;
import org.deid.io.text.RewrittenTextWriter;
import org.deid.pipeline.DeidPipeline;
import org.deid.pipeline.run.DocumentOutcome;
import org.deid.pipeline.run.DocumentScreen;
import org.deid.pipeline.run.ParallelRunner;
import org.deid.pipeline.run.RunCheckpoint;
import org.deid.synth.SynthLanguage;
import org.deid.synth.SyntheticNoteGenerator;

/**
 * {@code deid bench --pipeline}: the whole default pipeline, reader to writer, as {@code deid run}
 * runs it, at each thread count: docs/s, MB/s, each component's share of the time and the peak
 * resident memory. Figures only, never text.
 */
final class PipelineBench {

  /** Notes generated when no folder is given: MEDDOCAN dev's count. */
  static final int GENERATED_NOTES = 250;

  /** Notes of the untimed warm-up pass. */
  static final int WARMUP_NOTES = 40;

  /** One thread count's figures. */
  record Figures(
      int threads,
      int documents,
      double seconds,
      double docsPerSecond,
      double mbPerSecond,
      long peakRssMb,
      Map<String, Long> componentMillis) {}

  private PipelineBench() {}

  /** Runs the pipeline over the notes once per thread count and prints the figures. */
  static List<Figures> run(String language, Path input, List<Integer> threadCounts, PrintStream out)
      throws IOException, UIMAException {
    Path work = Files.createTempDirectory("deid-bench");
    try {
      Path notes = input != null ? input : generate(language, work.resolve("notes"));
      long bytes = 0;
      try (Stream<Path> files = Files.walk(notes)) {
        for (Path file : files.filter(f -> f.toString().endsWith(".txt")).toList()) {
          bytes += Files.size(file);
        }
      }
      out.printf(
          "Pipeline bench: %s, %.2f MB of notes, %d cores%n",
          input != null ? input : GENERATED_NOTES + " generated notes",
          bytes / 1e6,
          Runtime.getRuntime().availableProcessors());
      // An untimed pass first, so that the first thread count does not pay for class loading,
      // model loading and the JIT alone.
      Path warmup = Files.createDirectories(work.resolve("warmup"));
      try (Stream<Path> files = Files.walk(notes)) {
        int copied = 0;
        for (Path file : files.filter(f -> f.toString().endsWith(".txt")).sorted().toList()) {
          if (copied++ == WARMUP_NOTES) {
            break;
          }
          Files.copy(file, warmup.resolve(copied + ".txt"));
        }
      }
      measure(language, warmup, work.resolve("out-warmup"), 1);
      List<Figures> all = new ArrayList<>();
      for (int threads : threadCounts) {
        resetPeakRss();
        Path output = work.resolve("out-" + threads);
        AnalysisEngineDescription analysis = DeidPipeline.createAnalysisDescription(language);
        AggregateBuilder writers = new AggregateBuilder();
        writers.add(RewrittenTextWriter.createWriterDescription(output.toString()));
        long start = System.nanoTime();
        ParallelRunner.Result result =
            ParallelRunner.run(
                PlainTextReader.createReaderDescription(notes.toString(), language, true, "*.txt"),
                analysis,
                writers.createAggregateDescription(),
                new ParallelRunner.Settings(
                    threads,
                    new DocumentScreen(DocumentScreen.DEFAULT_MAX_CHARS),
                    Duration.ZERO,
                    false),
                RunCheckpoint.none(),
                (DocumentOutcome outcome, boolean earlier, long chars) -> {});
        double seconds = (System.nanoTime() - start) / 1e9;
        Figures figures =
            new Figures(
                threads,
                result.documentsIn(),
                seconds,
                result.documentsIn() / seconds,
                bytes / 1e6 / seconds,
                peakRssMb(),
                result.componentMillis());
        print(figures, out);
        all.add(figures);
      }
      if (all.size() > 1) {
        out.printf(
            "Speed-up from %d to %d threads: %.2fx%n",
            all.get(0).threads(),
            all.get(all.size() - 1).threads(),
            all.get(all.size() - 1).docsPerSecond() / all.get(0).docsPerSecond());
      }
      return all;
    } finally {
      try (Stream<Path> files = Files.walk(work)) {
        for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
          Files.deleteIfExists(file);
        }
      }
    }
  }

  private static void measure(String language, Path notes, Path output, int threads)
      throws IOException, UIMAException {
    AggregateBuilder writers = new AggregateBuilder();
    writers.add(RewrittenTextWriter.createWriterDescription(output.toString()));
    ParallelRunner.run(
        PlainTextReader.createReaderDescription(notes.toString(), language, true, "*.txt"),
        DeidPipeline.createAnalysisDescription(language),
        writers.createAggregateDescription(),
        new ParallelRunner.Settings(
            threads, new DocumentScreen(DocumentScreen.DEFAULT_MAX_CHARS), Duration.ZERO, false),
        RunCheckpoint.none(),
        (DocumentOutcome outcome, boolean earlier, long chars) -> {});
  }

  private static void print(Figures figures, PrintStream out) {
    out.printf(
        Locale.ROOT,
        "%d thread(s): %d documents in %.1f s: %.1f docs/s, %.3f MB/s, peak RSS %d MB%n",
        figures.threads(),
        figures.documents(),
        figures.seconds(),
        figures.docsPerSecond(),
        figures.mbPerSecond(),
        figures.peakRssMb());
    long total = figures.componentMillis().values().stream().mapToLong(Long::longValue).sum();
    for (Map.Entry<String, Long> component : figures.componentMillis().entrySet()) {
      out.printf(
          Locale.ROOT,
          "  %-28s %5.1f%%  (%d ms, all threads)%n",
          component.getKey(),
          100.0 * component.getValue() / Math.max(total, 1),
          component.getValue());
    }
  }

  /** Writes the figures as JSON: one object per thread count. */
  static void writeJson(Path file, List<Figures> all) throws IOException {
    StringBuilder json = new StringBuilder("{\n  \"runs\": [\n");
    for (int i = 0; i < all.size(); i++) {
      Figures figures = all.get(i);
      json.append(
          String.format(
              Locale.ROOT,
              "    {\"threads\": %d, \"documents\": %d, \"seconds\": %.3f,"
                  + " \"docs_per_second\": %.4f, \"mb_per_second\": %.6f, \"peak_rss_mb\": %d,"
                  + " \"component_ms\": {",
              figures.threads(),
              figures.documents(),
              figures.seconds(),
              figures.docsPerSecond(),
              figures.mbPerSecond(),
              figures.peakRssMb()));
      int j = 0;
      for (Map.Entry<String, Long> component : figures.componentMillis().entrySet()) {
        json.append(j++ > 0 ? ", " : "")
            .append('"')
            .append(component.getKey().replace("\\", "\\\\").replace("\"", "\\\""))
            .append("\": ")
            .append(component.getValue());
      }
      json.append("}}").append(i < all.size() - 1 ? ",\n" : "\n");
    }
    json.append("  ]\n}\n");
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    Files.writeString(file, json, StandardCharsets.UTF_8);
  }

  private static Path generate(String language, Path folder) throws IOException {
    Files.createDirectories(folder);
    SyntheticNoteGenerator generator = new SyntheticNoteGenerator(SynthLanguage.of(language));
    for (int i = 0; i < GENERATED_NOTES; i++) {
      Files.writeString(
          folder.resolve(String.format("note-%04d.txt", i)), generator.generate(1, i, 0).text());
    }
    return folder;
  }

  /** Resets the kernel's peak-RSS mark (Linux), so each thread count gets its own peak. */
  private static void resetPeakRss() {
    try {
      Files.writeString(Path.of("/proc/self/clear_refs"), "5");
    } catch (IOException | UnsupportedOperationException e) {
      // Not Linux, or not allowed: the peak then covers the earlier runs too.
    }
  }

  /** The process's peak resident memory in MB (Linux VmHWM), or -1 where unknown. */
  static long peakRssMb() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (line.startsWith("VmHWM:")) {
          return Long.parseLong(line.replaceAll("\\D", "")) / 1024;
        }
      }
    } catch (IOException | NumberFormatException e) {
      return -1;
    }
    return -1;
  }
}
