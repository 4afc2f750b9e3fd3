package org.deid.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.ParseException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import jdk.jfr.Configuration;
import jdk.jfr.Recording;
import org.apache.uima.UIMAException;
import org.apache.uima.fit.factory.AggregateBuilder;
import org.deid.io.StrictUtf8;
import org.deid.io.folder.FolderCheckpoint;
import org.deid.io.text.PlainTextReader;
import org.deid.io.text.RewrittenTextWriter;
import org.deid.pipeline.DeidPipeline;
import org.deid.pipeline.run.DocumentOutcome;
import org.deid.pipeline.run.DocumentScreen;
import org.deid.pipeline.run.ParallelRunner;
import org.deid.synth.SynthLanguage;
import org.deid.synth.SyntheticNoteGenerator;

/**
 * {@code deid bench --pipeline}: the whole default pipeline, reader to writer, as {@code deid run}
 * runs it, in steady state: untimed warm-up passes (by default over every note) until the JIT
 * compilers are quiet, then timed passes at each thread count: docs/s (best and median), CPU time
 * per note, each component's share of the time and the peak resident memory. Figures only, never
 * text.
 */
final class PipelineBench {

  /** Notes generated when no folder is given: MEDDOCAN dev's count. */
  static final int GENERATED_NOTES = 250;

  /**
   * Mean length of a MEDDOCAN dev note in characters (772,758 chars in 250 notes): generated notes,
   * shorter one by one, are joined to about this length.
   */
  static final int MEDDOCAN_NOTE_CHARS = 3091;

  /**
   * How a bench goes.
   *
   * @param warmupNotes notes of each untimed warm-up pass (-1: every note; 0: no warm-up)
   * @param warmupPasses most warm-up passes (they stop once the JIT compilers are quiet)
   * @param passes timed passes per thread count
   * @param noteChars 0, or the length (in characters) to join consecutive notes to
   * @param copies how many times each timed pass goes over the notes (copies under other names)
   * @param recording where to write a flight recording of the timed passes, or null
   */
  record Settings(
      int warmupNotes, int warmupPasses, int passes, int noteChars, int copies, Path recording) {
    /** Checks the counts. */
    Settings {
      if (warmupNotes < -1) {
        throw new IllegalArgumentException("--warmup must be 0 or more, not " + warmupNotes);
      }
      if (warmupPasses < 1) {
        throw new IllegalArgumentException(
            "--warmup-passes must be at least 1, not " + warmupPasses);
      }
      if (passes < 1) {
        throw new IllegalArgumentException("--repeat must be at least 1, not " + passes);
      }
      if (noteChars < 0) {
        throw new IllegalArgumentException("--note-chars must be 0 or more, not " + noteChars);
      }
      if (copies < 1) {
        throw new IllegalArgumentException("--copies must be at least 1, not " + copies);
      }
    }
  }

  /**
   * The JIT compilers count as quiet when they compiled for less than this share of a warm-up
   * pass's time: the code the notes run through is compiled, and a longer run would go no faster.
   */
  static final double QUIET_JIT_SHARE = 0.05;

  /**
   * One timed pass over every note.
   *
   * @param seconds wall-clock time
   * @param cpuSeconds the whole process's CPU time (workers, garbage collector, JIT compiler)
   * @param gcSeconds time the garbage collectors report for the pass
   * @param jitSeconds time the JIT compilers report for the pass
   * @param componentMillis time in each component (summed over threads), in pipeline order
   * @param streamingSeconds wall-clock time from the first note taken to the last one written: the
   *     pass without the start-up and shutdown of its engines, as a long run goes
   * @param phi PHI the pass found
   * @param chars characters the pass analysed
   */
  record Pass(
      double seconds,
      double cpuSeconds,
      double gcSeconds,
      double jitSeconds,
      Map<String, Long> componentMillis,
      double streamingSeconds,
      long phi,
      long chars) {}

  /**
   * One thread count's figures.
   *
   * @param threads processing threads
   * @param documents notes in a pass
   * @param megabytes size of the notes in a pass (MB of UTF-8)
   * @param passes the timed passes, in order
   * @param peakRssMb the process's peak resident memory over the passes (-1: unknown)
   */
  record Figures(int threads, int documents, double megabytes, List<Pass> passes, long peakRssMb) {

    /** The fastest pass's docs/s. */
    double bestDocsPerSecond() {
      return documents / passes.stream().mapToDouble(Pass::seconds).min().orElseThrow();
    }

    /** The median pass's docs/s. */
    double medianDocsPerSecond() {
      return documents / median(passes.stream().mapToDouble(Pass::seconds).sorted().toArray());
    }

    /** The fastest pass's docs/s from the first note taken to the last one written. */
    double bestStreamingDocsPerSecond() {
      return documents / passes.stream().mapToDouble(Pass::streamingSeconds).min().orElseThrow();
    }

    /** The median pass's docs/s from the first note taken to the last one written. */
    double medianStreamingDocsPerSecond() {
      return documents
          / median(passes.stream().mapToDouble(Pass::streamingSeconds).sorted().toArray());
    }

    /**
     * Characters per PHI found: a note's cost grows with its PHI (the CRF's decoding, the
     * consensus, the substitution), so rates compare only between notes of like density. 0 when the
     * notes hold none.
     */
    double charsPerPhi() {
      Pass first = passes.get(0);
      return first.phi() == 0 ? 0 : first.chars() / (double) first.phi();
    }

    /** The median pass's CPU milliseconds per note (all the process's threads). */
    double medianCpuMillisPerDocument() {
      return 1000
          * median(passes.stream().mapToDouble(Pass::cpuSeconds).sorted().toArray())
          / documents;
    }

    /** Notes per second of the process's CPU time, at the median pass's CPU time. */
    double cpuDocsPerSecond() {
      return 1000 / medianCpuMillisPerDocument();
    }

    /** Garbage-collection milliseconds per note, over all passes. */
    double gcMillisPerDocument() {
      return 1000 * passes.stream().mapToDouble(Pass::gcSeconds).sum() / documents / passes.size();
    }

    /** Each component's time summed over the passes, in pipeline order. */
    Map<String, Long> componentMillis() {
      Map<String, Long> all = new LinkedHashMap<>();
      for (Pass pass : passes) {
        pass.componentMillis().forEach((name, ms) -> all.merge(name, ms, Long::sum));
      }
      return all;
    }

    /**
     * The median over the rounds of the speed-up from {@code first} to {@code last}: the ratio of
     * the times of the two passes of one round, run one after the other.
     */
    static double pairedSpeedUp(Figures first, Figures last, ToDoubleFunction<Pass> time) {
      double[] ratios = roundRatios(first, last, time);
      Arrays.sort(ratios);
      return median(ratios);
    }

    /** Each round's whole-pass speed-up, in order. */
    static String roundSpeedUps(Figures first, Figures last) {
      return Arrays.stream(roundRatios(first, last, Pass::seconds))
          .mapToObj(ratio -> String.format(Locale.ROOT, "%.2f", ratio))
          .collect(Collectors.joining(" "));
    }

    /** Each round's ratio of {@code first}'s pass time to {@code last}'s, in order. */
    private static double[] roundRatios(Figures first, Figures last, ToDoubleFunction<Pass> time) {
      int rounds = Math.min(first.passes().size(), last.passes().size());
      double[] ratios = new double[rounds];
      for (int p = 0; p < rounds; p++) {
        ratios[p] =
            time.applyAsDouble(first.passes().get(p)) / time.applyAsDouble(last.passes().get(p));
      }
      return ratios;
    }

    private static double median(double[] sorted) {
      int n = sorted.length;
      return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
  }

  private PipelineBench() {}

  /** Warms up, then times the pipeline at each thread count, and prints the figures. */
  static List<Figures> run(
      String language, Path input, List<Integer> threadCounts, Settings settings, PrintStream out)
      throws IOException, UIMAException {
    Path work = Files.createTempDirectory("deid-bench");
    try {
      NoteSource noteSource = NoteSource.of(language, input, settings.noteChars(), work);
      Path notes = noteSource.folder();
      String source = noteSource.description();
      List<Path> files = noteFiles(notes);
      if (files.isEmpty()) {
        throw new IllegalArgumentException("--in " + input + " holds no .txt file");
      }
      long bytes = 0;
      long chars = 0;
      for (Path file : files) {
        bytes += Files.size(file);
        // Lenient here: a note that is not UTF-8 is the reader's to set aside, not the bench's.
        chars += new String(Files.readAllBytes(file), StandardCharsets.UTF_8).length();
      }
      int warmupNotes =
          settings.warmupNotes() < 0
              ? files.size()
              : Math.min(settings.warmupNotes(), files.size());
      out.printf(
          Locale.ROOT,
          "Pipeline bench: %s: %d notes, %.2f MB, %.0f chars a note on average; %d cores%n",
          source,
          files.size(),
          bytes / 1e6,
          chars / (double) files.size(),
          Runtime.getRuntime().availableProcessors());
      // The warm-up pays for class and model loading and lets the JIT compilers settle, so that
      // the timed passes show the steady state of a long run (millions of notes).
      if (warmupNotes > 0) {
        Path warmup = notes;
        if (warmupNotes < files.size()) {
          warmup = Files.createDirectories(work.resolve("warmup"));
          for (int i = 0; i < warmupNotes; i++) {
            Files.copy(files.get(i), warmup.resolve(String.format("w%05d.txt", i)));
          }
        }
        for (int p = 1; p <= settings.warmupPasses(); p++) {
          long jit = jitMillis();
          long start = System.nanoTime();
          runOnce(language, warmup, work.resolve("out-warmup-" + p), 1);
          double seconds = (System.nanoTime() - start) / 1e9;
          double jitShare = (jitMillis() - jit) / 1e3 / seconds;
          out.printf(
              Locale.ROOT,
              "Warm-up pass %d (untimed, one thread, %d notes): %.1f docs/s, JIT compilers busy"
                  + " %.0f%% of the time%n",
              p,
              warmupNotes,
              warmupNotes / seconds,
              100 * jitShare);
          if (jitShare < QUIET_JIT_SHARE) {
            break;
          }
        }
      }
      // A pass of a few hundred notes lasts a second or less, in which each thread's first notes,
      // engines fresh, weigh; copies make a pass as long as the stretch of a long run it stands
      // for.
      Path timedNotes = notes;
      if (settings.copies() > 1) {
        timedNotes = copies(files, settings.copies(), work.resolve("copies"));
        bytes *= settings.copies();
      }
      out.printf(
          Locale.ROOT,
          "Timed: %d pass(es) over every note per thread count%s%n",
          settings.passes(),
          settings.copies() > 1
              ? String.format(
                  Locale.ROOT,
                  ", each over %d copies of the notes (%d notes)",
                  settings.copies(),
                  settings.copies() * files.size())
              : "");
      List<Figures> all = new ArrayList<>();
      Recording recording = null;
      if (settings.recording() != null) {
        try {
          recording = new Recording(Configuration.getConfiguration("profile"));
        } catch (ParseException e) {
          throw new IOException("The JDK's JFR profile settings do not parse", e);
        }
        recording.start();
      }
      // The passes of the thread counts take turns (1, 2, 1, 2...): a machine whose speed drifts
      // (other jobs, a shared host) slows both alike, and each round gives a paired speed-up.
      List<List<Pass>> passes = new ArrayList<>();
      long[] peakRss = new long[threadCounts.size()];
      int documents = 0;
      for (int t = 0; t < threadCounts.size(); t++) {
        passes.add(new ArrayList<>());
      }
      for (int p = 0; p < settings.passes(); p++) {
        for (int t = 0; t < threadCounts.size(); t++) {
          int threads = threadCounts.get(t);
          System.gc(); // the garbage of the earlier pass is not this pass's to collect
          OnnxBench.resetPeakMemory();
          long cpu = OnnxBench.processCpuNanos();
          long gc = gcMillis();
          long jit = jitMillis();
          long start = System.nanoTime();
          ParallelRunner.Result result =
              runOnce(language, timedNotes, work.resolve("out-" + threads + "-" + p), threads);
          double seconds = (System.nanoTime() - start) / 1e9;
          passes
              .get(t)
              .add(
                  new Pass(
                      seconds,
                      (OnnxBench.processCpuNanos() - cpu) / 1e9,
                      (gcMillis() - gc) / 1e3,
                      (jitMillis() - jit) / 1e3,
                      result.componentMillis(),
                      result.streaming().toNanos() / 1e9,
                      result.phiPerCategory().values().stream().mapToLong(Long::longValue).sum(),
                      result.charsProcessed()));
          peakRss[t] = Math.max(peakRss[t], peakRssMb());
          documents = result.documentsIn();
        }
      }
      for (int t = 0; t < threadCounts.size(); t++) {
        Figures figures =
            new Figures(threadCounts.get(t), documents, bytes / 1e6, passes.get(t), peakRss[t]);
        print(figures, out);
        all.add(figures);
      }
      if (recording != null) {
        recording.stop();
        recording.dump(settings.recording());
        recording.close();
        out.println("Flight recording of the timed passes: " + settings.recording());
      }
      if (all.size() > 1) {
        Figures first = all.get(0);
        Figures last = all.get(all.size() - 1);
        out.printf(
            Locale.ROOT,
            "Speed-up from %d to %d threads: %.2fx (best passes), %.2fx (median passes)%n",
            first.threads(),
            last.threads(),
            last.bestDocsPerSecond() / first.bestDocsPerSecond(),
            last.medianDocsPerSecond() / first.medianDocsPerSecond());
        out.printf(
            Locale.ROOT,
            "  first note in to last out: %.2fx (best passes), %.2fx (median passes)%n",
            last.bestStreamingDocsPerSecond() / first.bestStreamingDocsPerSecond(),
            last.medianStreamingDocsPerSecond() / first.medianStreamingDocsPerSecond());
        out.printf(
            Locale.ROOT,
            "  paired by round (passes run in turns): median %.2fx whole, %.2fx first note in to"
                + " last out; rounds: %s%n",
            Figures.pairedSpeedUp(first, last, Pass::seconds),
            Figures.pairedSpeedUp(first, last, Pass::streamingSeconds),
            Figures.roundSpeedUps(first, last));
      }
      return all;
    } finally {
      deleteTree(work);
    }
  }

  /**
   * The notes a bench runs on: those of {@code --in}, or joined to {@code noteChars} chars, or
   * generated at MEDDOCAN dev's mean length when there is no input.
   *
   * @param folder where the notes are
   * @param description what they are, for the bench's first line
   */
  record NoteSource(Path folder, String description) {
    static NoteSource of(String language, Path input, int noteChars, Path work) throws IOException {
      if (input == null) {
        int chars = noteChars > 0 ? noteChars : MEDDOCAN_NOTE_CHARS;
        return new NoteSource(
            generate(language, chars, work.resolve("notes")), GENERATED_NOTES + " generated notes");
      }
      if (noteChars > 0) {
        return new NoteSource(
            join(readTexts(input), noteChars, work.resolve("notes")),
            input + ", notes joined to " + noteChars + " chars");
      }
      return new NoteSource(input, input.toString());
    }
  }

  /** Deletes a folder and everything in it, if it exists. */
  static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    }
  }

  /**
   * One run as {@code deid run --out} goes by default: each note analysed on its own thread within
   * the time limit, written, then recorded in the folder's checkpoint.
   */
  private static ParallelRunner.Result runOnce(
      String language, Path notes, Path output, int threads) throws IOException, UIMAException {
    AggregateBuilder writers = new AggregateBuilder();
    writers.add(RewrittenTextWriter.createWriterDescription(output.toString()));
    Files.createDirectories(output);
    try (FolderCheckpoint checkpoint = FolderCheckpoint.open(output, "bench")) {
      ParallelRunner.Result result =
          ParallelRunner.run(
              PlainTextReader.createReaderDescription(notes.toString(), language, true, "*.txt"),
              DeidPipeline.createAnalysisDescription(language),
              writers.createAggregateDescription(),
              new ParallelRunner.Settings(
                  threads,
                  new DocumentScreen(DocumentScreen.DEFAULT_MAX_CHARS),
                  Duration.ofSeconds(RunCommand.DEFAULT_TIMEOUT_SECONDS),
                  false),
              checkpoint,
              (DocumentOutcome outcome, boolean earlier, long chars) -> {});
      checkpoint.complete();
      return result;
    }
  }

  private static long gcMillis() {
    long total = 0;
    for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
      total += Math.max(0, collector.getCollectionTime());
    }
    return total;
  }

  /** Time the JIT compilers spent so far (summed over their threads), or 0 where unknown. */
  private static long jitMillis() {
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    return jit != null && jit.isCompilationTimeMonitoringSupported()
        ? jit.getTotalCompilationTime()
        : 0;
  }

  private static void print(Figures figures, PrintStream out) {
    StringBuilder each = new StringBuilder();
    for (Pass pass : figures.passes()) {
      each.append(each.length() == 0 ? "" : ", ")
          .append(
              String.format(
                  Locale.ROOT,
                  "%.1f (CPU %.1f, JIT %.1f ms/doc)",
                  figures.documents() / pass.seconds(),
                  1000 * pass.cpuSeconds() / figures.documents(),
                  1000 * pass.jitSeconds() / figures.documents()));
    }
    out.printf(
        Locale.ROOT,
        "%d thread(s), %d documents a pass: %.1f docs/s best, %.1f median, %.3f MB/s best%n"
            + "  passes: %s%n",
        figures.threads(),
        figures.documents(),
        figures.bestDocsPerSecond(),
        figures.medianDocsPerSecond(),
        figures.megabytes() * figures.bestDocsPerSecond() / figures.documents(),
        each);
    out.printf(
        Locale.ROOT,
        "  first note in to last out (no engine start-up): %.1f docs/s best, %.1f median;"
            + " %s%n",
        figures.bestStreamingDocsPerSecond(),
        figures.medianStreamingDocsPerSecond(),
        figures.charsPerPhi() > 0
            ? String.format(Locale.ROOT, "one PHI every %.0f chars", figures.charsPerPhi())
            : "no PHI found");
    out.printf(
        Locale.ROOT,
        "  process CPU %.2f ms/doc (median pass; %.1f docs per CPU second), GC %.2f ms/doc,"
            + " peak RSS %d MB%n",
        figures.medianCpuMillisPerDocument(),
        figures.cpuDocsPerSecond(),
        figures.gcMillisPerDocument(),
        figures.peakRssMb());
    Map<String, Long> components = figures.componentMillis();
    long total = components.values().stream().mapToLong(Long::longValue).sum();
    long notes = (long) figures.documents() * figures.passes().size();
    for (Map.Entry<String, Long> component : components.entrySet()) {
      out.printf(
          Locale.ROOT,
          "  %-28s %5.1f%%  %6.3f ms/doc (all threads, all passes)%n",
          component.getKey(),
          100.0 * component.getValue() / Math.max(total, 1),
          component.getValue() / (double) Math.max(notes, 1));
    }
  }

  /** Writes the figures as JSON: one object per thread count. */
  static void writeJson(Path file, List<Figures> all) throws IOException {
    StringBuilder json = new StringBuilder("{\n  \"runs\": [\n");
    for (int i = 0; i < all.size(); i++) {
      Figures figures = all.get(i);
      double best = figures.bestDocsPerSecond();
      json.append(
          String.format(
              Locale.ROOT,
              "    {\"threads\": %d, \"documents\": %d, \"seconds\": %.3f,"
                  + " \"docs_per_second\": %.4f, \"median_docs_per_second\": %.4f,"
                  + " \"streaming_docs_per_second\": %.4f,"
                  + " \"median_streaming_docs_per_second\": %.4f, \"chars_per_phi\": %.1f,"
                  + " \"mb_per_second\": %.6f, \"cpu_ms_per_document\": %.4f,"
                  + " \"gc_ms_per_document\": %.4f, \"peak_rss_mb\": %d, \"pass_seconds\": [",
              figures.threads(),
              figures.documents(),
              figures.documents() / best,
              best,
              figures.medianDocsPerSecond(),
              figures.bestStreamingDocsPerSecond(),
              figures.medianStreamingDocsPerSecond(),
              figures.charsPerPhi(),
              figures.megabytes() * best / figures.documents(),
              figures.medianCpuMillisPerDocument(),
              figures.gcMillisPerDocument(),
              figures.peakRssMb()));
      for (int p = 0; p < figures.passes().size(); p++) {
        json.append(p > 0 ? ", " : "")
            .append(String.format(Locale.ROOT, "%.3f", figures.passes().get(p).seconds()));
      }
      json.append("], \"component_ms\": {");
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

  /** The notes of a folder (*.txt, recursive), in name order, as the reader finds them. */
  static List<Path> noteFiles(Path folder) throws IOException {
    try (Stream<Path> walk = Files.walk(folder)) {
      return walk.filter(f -> f.toString().endsWith(".txt") && Files.isRegularFile(f))
          .sorted()
          .toList();
    }
  }

  private static List<String> readTexts(Path folder) throws IOException {
    List<String> texts = new ArrayList<>();
    for (Path file : noteFiles(folder)) {
      try (InputStream in = Files.newInputStream(file)) {
        texts.add(StrictUtf8.read(in));
      }
    }
    return texts;
  }

  /** Generated notes, joined to about {@code chars} characters each. */
  private static Path generate(String language, int chars, Path folder) throws IOException {
    SyntheticNoteGenerator generator = new SyntheticNoteGenerator(SynthLanguage.of(language));
    List<String> joined = new ArrayList<>();
    StringBuilder note = new StringBuilder();
    for (int i = 1; joined.size() < GENERATED_NOTES; i++) {
      String next = generator.generate(1, i, 0).text();
      if (note.length() > 0 && !closerWith(note.length(), next.length(), chars)) {
        joined.add(note.toString());
        note.setLength(0);
      }
      note.append(note.length() > 0 ? "\n\n" : "").append(next);
    }
    return write(joined, folder);
  }

  /** The notes, consecutive ones joined (by a blank line) to about {@code chars} each. */
  private static Path join(List<String> texts, int chars, Path folder) throws IOException {
    List<String> joined = new ArrayList<>();
    StringBuilder note = new StringBuilder();
    for (String text : texts) {
      if (note.length() > 0 && !closerWith(note.length(), text.length(), chars)) {
        joined.add(note.toString());
        note.setLength(0);
      }
      note.append(note.length() > 0 ? "\n\n" : "").append(text);
    }
    if (note.length() > 0) {
      joined.add(note.toString());
    }
    return write(joined, folder);
  }

  /** {@code copies} copies of every note, under names of their own, in one folder. */
  private static Path copies(List<Path> files, int copies, Path folder) throws IOException {
    Files.createDirectories(folder);
    for (int c = 0; c < copies; c++) {
      for (int i = 0; i < files.size(); i++) {
        Files.copy(files.get(i), folder.resolve(String.format("copy%02d-note%05d.txt", c, i)));
      }
    }
    return folder;
  }

  /** Whether adding a note of {@code next} chars brings a note of {@code length} closer. */
  private static boolean closerWith(int length, int next, int target) {
    return Math.abs(length + 2 + next - target) < Math.abs(length - target);
  }

  private static Path write(List<String> notes, Path folder) throws IOException {
    Files.createDirectories(folder);
    for (int i = 0; i < notes.size(); i++) {
      Files.writeString(folder.resolve(String.format("note-%04d.txt", i)), notes.get(i));
    }
    return folder;
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
