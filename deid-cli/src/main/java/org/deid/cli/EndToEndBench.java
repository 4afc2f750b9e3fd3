package org.deid.cli;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.function.ToDoubleFunction;

/**
 * {@code deid bench --end-to-end}: {@code deid run} timed as a user meets it, one new JVM per run,
 * start-up, class loading and the JIT's warm-up included. Each run is a process started with this
 * JVM's own options (those the launcher sets, {@code DEID_JAVA_OPTS} included) and class path; it
 * reports, through {@link RunTimeline}, when each note was done and its own counters.
 */
final class EndToEndBench {

  /** Notes of the bench when none is given: what the issue's users ran (MEDDOCAN x 6). */
  static final int DEFAULT_NOTES = 6000;

  /**
   * A window's rate from which on the run counts as steady: this share of the rate of the run's
   * second half, for every window of {@link #WINDOW_SHARE} of the notes that follows.
   */
  static final double STEADY_SHARE = 0.85;

  /** The windows of the steady-state test, as a share of the notes. */
  static final double WINDOW_SHARE = 0.05;

  /**
   * The settings of a bench.
   *
   * @param notes notes of each run (the notes of the input, repeated in turn to this count)
   * @param rounds runs at each thread count, taking turns
   * @param noteChars join consecutive input notes to about this many chars (0: as they are)
   */
  record Settings(int notes, int rounds, int noteChars) {}

  /**
   * One {@code deid run} process.
   *
   * @param threads its {@code --threads}
   * @param notes notes it did
   * @param wallSeconds from the process's start to its exit
   * @param firstDoneSeconds from the JVM's start to the first note done
   * @param steadyAtSeconds from the JVM's start to the steady state (see {@link #steadyAt})
   * @param steadyDocsPerSecond the rate of the run's second half
   * @param cpuSeconds the process's CPU time, all its threads
   * @param jitSeconds the JIT compilers' busy time
   * @param gcSeconds the garbage collector's time
   * @param peakRssMb the process's peak resident memory (-1: unknown)
   */
  record Run(
      int threads,
      int notes,
      double wallSeconds,
      double firstDoneSeconds,
      double steadyAtSeconds,
      double steadyDocsPerSecond,
      double cpuSeconds,
      double jitSeconds,
      double gcSeconds,
      long peakRssMb) {

    @JsonProperty("docs_per_second")
    double docsPerSecond() {
      return notes / wallSeconds;
    }
  }

  private EndToEndBench() {}

  /** Runs the bench and prints each run, then the medians per thread count and the speed-up. */
  static List<List<Run>> run(
      String language, Path input, List<Integer> threadCounts, Settings settings, PrintStream out)
      throws IOException, InterruptedException {
    Path work = Files.createTempDirectory("deid-end-to-end");
    try {
      PipelineBench.NoteSource source =
          PipelineBench.NoteSource.of(language, input, settings.noteChars(), work);
      List<Path> files = PipelineBench.noteFiles(source.folder());
      if (files.isEmpty()) {
        throw new IllegalArgumentException("--in " + input + " holds no .txt file");
      }
      Path notes = repeated(files, settings.notes(), work.resolve("notes"));
      long chars = 0;
      for (Path file : files) {
        chars += new String(Files.readAllBytes(file), StandardCharsets.UTF_8).length();
      }
      List<String> jvmOptions = jvmOptions();
      out.printf(
          Locale.ROOT,
          "End-to-end bench: deid run --lang %s on %d notes (%s: %d distinct notes, %.0f chars a"
              + " note on average, repeated in turn), %d round(s) per thread count; %d cores%n",
          language,
          settings.notes(),
          source.description(),
          files.size(),
          chars / (double) files.size(),
          settings.rounds(),
          Runtime.getRuntime().availableProcessors());
      out.println("JVM options of each run: " + String.join(" ", jvmOptions));
      Path argfile = classPathArgfile(work.resolve("classpath.args"));
      List<List<Run>> runs = new ArrayList<>();
      threadCounts.forEach(t -> runs.add(new ArrayList<>()));
      for (int round = 1; round <= settings.rounds(); round++) {
        for (int i = 0; i < threadCounts.size(); i++) {
          Run run = runOnce(language, notes, threadCounts.get(i), jvmOptions, argfile, work, round);
          runs.get(i).add(run);
          out.println(line("round " + round, run));
        }
      }
      out.println("Medians of the rounds:");
      for (List<Run> same : runs) {
        out.println(line("median", median(same)));
      }
      if (runs.size() > 1) {
        double first = median(runs.get(0), Run::docsPerSecond);
        double last = median(runs.get(runs.size() - 1), Run::docsPerSecond);
        out.printf(
            Locale.ROOT,
            "Speed-up, %d threads against %d, end to end (medians): %.2fx%n",
            threadCounts.get(threadCounts.size() - 1),
            threadCounts.get(0),
            last / first);
      }
      return runs;
    } finally {
      PipelineBench.deleteTree(work);
    }
  }

  /** The runs as JSON: per thread count, the medians and each run (snake_case names). */
  static void writeJson(Path file, List<List<Run>> runs) throws IOException {
    List<Map<String, Object>> counts = new ArrayList<>();
    for (List<Run> same : runs) {
      counts.add(Map.of("median", median(same), "runs", same));
    }
    new ObjectMapper()
        .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
        .writerWithDefaultPrettyPrinter()
        .writeValue(file.toFile(), Map.of("end_to_end", counts));
  }

  private static String line(String label, Run run) {
    return String.format(
        Locale.ROOT,
        "  %-8s %d thread(s): %6.1f docs/s end to end (%.1f s), first note done at %.1f s,"
            + " steady from %.1f s at %.1f docs/s; CPU %.1f s (%.2f ms/note), JIT compilers"
            + " %.1f s, GC %.1f s, peak RSS %s",
        label,
        run.threads(),
        run.docsPerSecond(),
        run.wallSeconds(),
        run.firstDoneSeconds(),
        run.steadyAtSeconds(),
        run.steadyDocsPerSecond(),
        run.cpuSeconds(),
        1000 * run.cpuSeconds() / run.notes(),
        run.jitSeconds(),
        run.gcSeconds(),
        run.peakRssMb() < 0 ? "n/a" : run.peakRssMb() + " MB");
  }

  /** A run whose every figure is the median of the runs' (they share a thread count). */
  static Run median(List<Run> runs) {
    return new Run(
        runs.get(0).threads(),
        runs.get(0).notes(),
        median(runs, Run::wallSeconds),
        median(runs, Run::firstDoneSeconds),
        median(runs, Run::steadyAtSeconds),
        median(runs, Run::steadyDocsPerSecond),
        median(runs, Run::cpuSeconds),
        median(runs, Run::jitSeconds),
        median(runs, Run::gcSeconds),
        Math.round(median(runs, r -> r.peakRssMb())));
  }

  static double median(List<Run> runs, ToDoubleFunction<Run> figure) {
    double[] values = runs.stream().mapToDouble(figure).sorted().toArray();
    int n = values.length;
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
  }

  /**
   * When a run became steady, in seconds since the JVM started: the first note done from which on
   * every window of {@link #WINDOW_SHARE} of the notes goes at least {@link #STEADY_SHARE} of the
   * second half's rate; and that rate. {@code doneMillis}: each note's end, in order.
   */
  static double[] steadyAt(long[] doneMillis) {
    int n = doneMillis.length;
    if (n < 2) {
      return new double[] {n == 0 ? 0 : doneMillis[0] / 1e3, 0};
    }
    int half = n / 2;
    double steadyRate = (n - 1 - half) * 1e3 / Math.max(1, doneMillis[n - 1] - doneMillis[half]);
    int window = Math.max(1, (int) Math.round(n * WINDOW_SHARE));
    int steady = 0;
    for (int i = n - 1 - window; i >= 0; i--) {
      double rate = window * 1e3 / Math.max(1, doneMillis[i + window] - doneMillis[i]);
      if (rate < STEADY_SHARE * steadyRate) {
        steady = i + 1;
        break;
      }
    }
    return new double[] {doneMillis[Math.min(steady, n - 1)] / 1e3, steadyRate};
  }

  private static Run runOnce(
      String language,
      Path notes,
      int threads,
      List<String> jvmOptions,
      Path argfile,
      Path work,
      int round)
      throws IOException, InterruptedException {
    String name = "run-" + round + "-" + threads;
    Path figuresFile = work.resolve(name + ".properties");
    Path log = work.resolve(name + ".log");
    Path output = work.resolve(name + "-out");
    List<String> command = new ArrayList<>();
    command.add(javaCommand());
    command.addAll(jvmOptions);
    command.add("@" + argfile);
    command.add("-D" + RunTimeline.PROPERTY + "=" + figuresFile);
    command.add(DeidCommand.class.getName());
    command.addAll(
        List.of(
            "run",
            "--lang",
            language,
            "--in",
            notes.toString(),
            "--out",
            output.toString(),
            "--threads",
            Integer.toString(threads)));
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    builder.redirectOutput(log.toFile());
    long start = System.nanoTime();
    Process process = builder.start();
    int status = process.waitFor();
    double wallSeconds = (System.nanoTime() - start) / 1e9;
    if ((status != 0 && status != RunCommand.EXIT_SET_ASIDE) || !Files.exists(figuresFile)) {
      List<String> lines = Files.readAllLines(log);
      throw new IllegalStateException(
          "deid run ("
              + threads
              + " thread(s)) ended with status "
              + status
              + ": "
              + String.join("\n", lines.subList(Math.max(0, lines.size() - 20), lines.size())));
    }
    Properties figures = new Properties();
    try (Reader in = Files.newBufferedReader(figuresFile, StandardCharsets.UTF_8)) {
      figures.load(in);
    }
    long[] done = doneMillis(figures.getProperty("done_ms", ""));
    double[] steady = steadyAt(done);
    PipelineBench.deleteTree(output);
    return new Run(
        threads,
        done.length,
        wallSeconds,
        done.length == 0 ? 0 : done[0] / 1e3,
        steady[0],
        steady[1],
        Long.parseLong(figures.getProperty("process_cpu_ms")) / 1e3,
        Long.parseLong(figures.getProperty("jit_ms")) / 1e3,
        Long.parseLong(figures.getProperty("gc_ms")) / 1e3,
        Long.parseLong(figures.getProperty("peak_rss_mb")));
  }

  private static long[] doneMillis(String list) {
    if (list.isEmpty()) {
      return new long[0];
    }
    long[] done = Arrays.stream(list.split(",")).mapToLong(Long::parseLong).toArray();
    Arrays.sort(done); // threads report in turn, a few ms apart
    return done;
  }

  /** This JVM's options, but those that would clash in a second JVM (debugger, recorder). */
  static List<String> jvmOptions() {
    List<String> options = new ArrayList<>();
    for (String option : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      if (option.startsWith("-agentlib:jdwp")
          || option.startsWith("-XX:StartFlightRecording")
          || option.startsWith("-Djava.class.path=")
          || option.startsWith("-D" + RunTimeline.PROPERTY + "=")) {
        continue;
      }
      options.add(option);
    }
    return options;
  }

  private static String javaCommand() {
    return ProcessHandle.current()
        .info()
        .command()
        .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
  }

  /**
   * The class path in a java argument file: a long command line crashes ONNX Runtime (see the
   * launcher), and the class path alone makes one.
   */
  private static Path classPathArgfile(Path file) throws IOException {
    String classPath = System.getProperty("java.class.path");
    String quoted = classPath.replace("\\", "\\\\").replace("\"", "\\\"");
    Files.writeString(file, "-cp\n\"" + quoted + "\"\n", StandardCharsets.UTF_8);
    return file;
  }

  /** {@code count} notes in one folder, the files repeated in turn, linked where links work. */
  static Path repeated(List<Path> files, int count, Path folder) throws IOException {
    Files.createDirectories(folder);
    for (int i = 0; i < count; i++) {
      Path file = files.get(i % files.size()).toAbsolutePath();
      Path note = folder.resolve(String.format("note%07d.txt", i));
      try {
        Files.createSymbolicLink(note, file);
      } catch (UnsupportedOperationException | IOException e) {
        Files.copy(file, note);
      }
    }
    return folder;
  }
}
