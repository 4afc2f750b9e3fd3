package org.deid.cli;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
import org.apache.ctakes.typesystem.type.textspan.Sentence;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.deid.detect.onnx.OnnxAnnotator;
import org.deid.detect.onnx.OnnxModel;
import org.deid.io.StrictUtf8;
import org.deid.pipeline.Detector;
import org.deid.pipeline.options.DetectorOptions;
import org.deid.pipeline.options.LanguageOption;
import org.deid.segment.ClinicalSegmenter;
import org.deid.type.PhiCandidate;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code deid bench}: one-thread throughput of the segmenter and of each detector on its own, over
 * notes segmented once beforehand (detectors read the segmenter's tokens). Prints figures only.
 */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    header = "Measures the speed of each component, or of whole runs.",
    description = {
      "Measures, on one thread, the segmenter and then each detector on its own over the notes",
      "(.txt) of a folder, segmented once beforehand: one warm-up pass, then timed passes (the",
      "best is reported). Prints documents/s and tokens/s (cTAKES tokens, newlines not counted)",
      "by wall clock and by the thread's CPU time; the CPU figure ignores other processes sharing",
      "the machine and time spent in child processes (give the wall figure for a backend that",
      "runs an executable).",
      "",
      "With --pipeline, measures the whole default pipeline as deid run runs it, in steady",
      "state: untimed warm-up passes over the notes (--warmup: how many) on one thread until",
      "the JIT compilers are quiet (compiling less than 5% of a pass's time; at most",
      "--warmup-passes), then --repeat timed rounds: a pass over every note at each --threads",
      "count in turn (a machine whose speed drifts slows each count alike), each pass by a new",
      "reader, engines, writer and checkpoint, as one deid run (time limit included). Prints",
      "docs/s of the best and the median pass, whole and from the first note in to the last",
      "out (without the engines' start-up: the rate of a long run), the notes' PHI density (a",
      "note's cost grows with its PHI: compare rates at like densities), the process's CPU",
      "time per note (all its threads: workers, garbage collector, JIT compiler) and docs per",
      "CPU second, the garbage collector's time, the peak resident memory, each component's",
      "share of the time and ms per note, and the speed-up between the first and the last",
      "thread count (also the median of each round's own). Without --in it generates 250 notes",
      "of MEDDOCAN dev's mean length (3,091 chars); --note-chars joins consecutive notes of",
      "--in to a length (e.g. French dev notes to MEDDOCAN's); --copies makes each timed pass",
      "go over the notes several times (250 notes make passes of a second).",
      "",
      "With --end-to-end, times deid run as a user meets it: each run a new process with this",
      "JVM's options (the launcher's and DEID_JAVA_OPTS) over --notes notes (those of --in, or",
      "generated ones, repeated in turn), --repeat rounds of every --threads count in turn.",
      "Prints per run and as medians: docs/s from the process's start to its exit, when the",
      "first note was done, when the run became steady (from then on every stretch of 5% of the",
      "notes runs at 85% or more of the rate of the run's second half) and that rate, the",
      "process's CPU seconds (per note too), the JIT compilers' and the garbage collector's",
      "seconds and the peak RSS; then the speed-up of the last thread count over the first."
    },
    footer = {
      "",
      "Exit status: 0 when measured; 2 on bad arguments.",
      "",
      "Examples:",
      "  deid bench --lang es --in ../shared/corpora/meddocan/dev",
      "  deid bench --pipeline --lang es --in ../shared/corpora/meddocan/dev \\",
      "      --threads 1,2 --json bench.json",
      "  deid bench --pipeline --lang es --in ../shared/corpora/meddocan/dev \\",
      "      --copies 6 --repeat 4 --warmup 500",
      "  deid bench --pipeline --lang fr --in corpus/fr-dev/brat/dev --note-chars 3091",
      "  deid bench --pipeline --lang fr --threads 1,2 --repeat 5",
      "  deid bench --end-to-end --lang es --in ../shared/corpora/meddocan/train \\",
      "      --notes 6000 --threads 1,2 --repeat 3",
      "  deid bench --lang es --in notes/ --annotators regex,lexicon --repeat 5",
      "  deid bench --lang es --in notes/ --annotators crf \\",
      "      --crf-model models/crf-stock",
      "  deid bench --lang es --in notes/ --annotators regex \\",
      "      --onnx-synthetic bert-base --limit 20",
      "  deid bench --lang es --in ../shared/corpora/meddocan/dev \\",
      "      --scale 1,4,16"
    })
public final class BenchCommand implements DeidSubcommand {

  @Mixin private LanguageOption languageOption;

  @Option(
      names = "--in",
      description =
          "Folder of notes (*.txt, recursive); required but with --pipeline, which generates"
              + " MEDDOCAN-sized notes without it.")
  private Path input;

  @Option(
      names = "--pipeline",
      description =
          "Measure the whole default pipeline (reader, segmenter, detectors, consensus,"
              + " substitution, writer) as deid run runs it, after a warm-up, at each --threads"
              + " count: docs/s (best and median pass), CPU ms per note, each component's share"
              + " of the time, peak RSS.")
  private boolean pipeline;

  @Option(
      names = "--end-to-end",
      description =
          "Time deid run as a user runs it: a new process per run (JVM start, class loading and"
              + " the JIT's warm-up included) on --notes notes, at each --threads count, --repeat"
              + " rounds; prints docs/s end to end, when the first note was done, when the run"
              + " became steady and its steady rate, the process's CPU, JIT compile and GC"
              + " seconds, and peak RSS.")
  private boolean endToEnd;

  @Option(
      names = "--notes",
      paramLabel = "N",
      defaultValue = "" + EndToEndBench.DEFAULT_NOTES,
      description =
          "--end-to-end: notes of each run, the notes of --in repeated in turn (default:"
              + " ${DEFAULT-VALUE}).")
  private int notes;

  @Option(
      names = "--threads",
      split = ",",
      paramLabel = "N",
      description = "--pipeline: thread counts to measure (default: 1,2).")
  private List<Integer> threads = new ArrayList<>(List.of(1, 2));

  @Option(
      names = "--warmup",
      paramLabel = "N",
      description =
          "--pipeline: notes of each untimed warm-up pass, on one thread (default: every note;"
              + " 0 for none: a cold JVM).")
  private Integer warmup;

  @Option(
      names = "--warmup-passes",
      paramLabel = "N",
      defaultValue = "40",
      description =
          "--pipeline: most warm-up passes; they stop earlier once the JIT compilers are quiet"
              + " (default: ${DEFAULT-VALUE}).")
  private int warmupPasses;

  @Option(
      names = "--note-chars",
      paramLabel = "CHARS",
      defaultValue = "0",
      description =
          "--pipeline: join consecutive notes (a blank line between) to about this many"
              + " characters each (default: as they are; generated notes: 3091, MEDDOCAN dev's"
              + " mean).")
  private int noteChars;

  @Option(
      names = "--copies",
      paramLabel = "N",
      defaultValue = "1",
      description =
          "--pipeline: each timed pass goes over N copies of the notes (default:"
              + " ${DEFAULT-VALUE}): a pass as long as a stretch of a long run, where a few"
              + " hundred notes make passes of a second.")
  private int copies;

  @Option(
      names = "--jfr",
      paramLabel = "FILE",
      description =
          "--pipeline: record the timed passes (not the warm-up) with Java Flight Recorder, its"
              + " profile settings, into FILE. Start the JVM recording already"
              + " (-XX:StartFlightRecording=settings=profile, as PROFILE_BENCH=1"
              + " scripts/profile.sh does): a recorder started in a warm JVM makes it recompile"
              + " its code during the timed passes.")
  private Path jfr;

  @Option(
      names = "--json",
      paramLabel = "FILE",
      description =
          "--pipeline: also write the figures as JSON (docs_per_second, mb_per_second, threads,"
              + " peak_rss_mb per thread count).")
  private Path json;

  /** The detectors to time, each alone after the segmenter. */
  @Mixin private DetectorOptions detectorOptions;

  @Option(
      names = "--crf-model",
      description = "Other CRF model folders to time as well, repeatable.")
  private List<String> crfModels = new ArrayList<>();

  @Option(
      names = "--onnx-model",
      paramLabel = "DIR",
      description = "ONNX model folders to time (the onnx detector), repeatable.")
  private List<Path> onnxModels = new ArrayList<>();

  @Option(
      names = "--onnx-synthetic",
      paramLabel = "SIZE",
      description =
          "Also time a random-weight encoder of that cost, built by the bench (vocabulary from"
              + " the notes' words): bert-base (12 layers, 768 hidden, 3072 feed-forward).")
  private String onnxSynthetic;

  @Option(
      names = "--onnx-threads",
      split = ",",
      paramLabel = "N",
      description = "ONNX Runtime intra-op thread counts to time (default: 1,2).")
  private List<Integer> onnxThreads = new ArrayList<>(List.of(1, 2));

  @Option(
      names = "--onnx-cuda",
      description = "Time the ONNX models on the CUDA execution provider too (onnxruntime_gpu).")
  private boolean onnxCuda;

  @Option(
      names = "--onnx-pipeline-threads",
      split = ",",
      paramLabel = "N",
      description =
          "Pipeline thread counts to time the ONNX models with: each thread its own engine on its"
              + " share of the notes, one shared session (default: 1).")
  private List<Integer> onnxPipelineThreads = new ArrayList<>(List.of(1));

  @Option(
      names = "--onnx-batch",
      paramLabel = "N",
      description = "Most windows per ONNX Runtime call (default: the detector's, 8).")
  private Integer onnxBatch;

  @Option(
      names = "--onnx-batch-wait",
      split = ",",
      paramLabel = "MS",
      description =
          "Batching across notes to time with several pipeline threads: 0 (each thread calls"
              + " alone) or the milliseconds a call waits for the other threads' windows"
              + " (default: 0).")
  private List<Integer> onnxBatchWaits = new ArrayList<>(List.of(0));

  @Option(names = "--limit", defaultValue = "0", description = "Use at most N notes (0: all).")
  private int limit;

  @Option(
      names = "--repeat",
      defaultValue = "3",
      description =
          "Timed passes after the warm-up (default: ${DEFAULT-VALUE}); with --pipeline, per"
              + " thread count.")
  private int repeat;

  @Option(
      names = "--scale",
      split = ",",
      paramLabel = "MB",
      description = {
        "Instead of the per-component figures: how the whole default pipeline scales with a",
        "note's length, on notes of these sizes in MB made by joining the notes of --in (time",
        "and peak heap, in all and per MB; 0.1 is a size too). Run it under -Xmx in",
        "DEID_JAVA_OPTS to see the heap a note needs rather than the collector's choice."
      })
  private List<Double> scaleMb = new ArrayList<>();

  @Override
  public Integer call() throws UIMAException, IOException, InterruptedException {
    String lang = languageOption.language();
    if (endToEnd) {
      return endToEnd(lang);
    }
    if (pipeline) {
      if (threads.isEmpty() || threads.stream().anyMatch(n -> n < 1)) {
        throw new IllegalArgumentException("--threads must list counts of 1 or more");
      }
      if (input != null && !Files.isDirectory(input)) {
        throw new IllegalArgumentException("--in " + input + " is not a folder");
      }
      if (warmup != null && warmup < 0) {
        throw new IllegalArgumentException("--warmup must be 0 or more, not " + warmup);
      }
      PipelineBench.Settings settings =
          new PipelineBench.Settings(
              warmup == null ? -1 : warmup, warmupPasses, repeat, noteChars, copies, jfr);
      List<PipelineBench.Figures> figures =
          PipelineBench.run(lang, input, threads, settings, System.out);
      if (json != null) {
        PipelineBench.writeJson(json, figures);
      }
      return 0;
    }
    if (input == null) {
      throw new IllegalArgumentException("--in is required (but with --pipeline)");
    }
    if (repeat < 1) {
      throw new IllegalArgumentException("--repeat must be at least 1, not " + repeat);
    }
    if (!scaleMb.isEmpty()) {
      if (scaleMb.stream().anyMatch(mb -> !(mb >= 0.01))) {
        throw new IllegalArgumentException("--scale sizes must be at least 0.01 MB: " + scaleMb);
      }
      ScaleBench.run(lang, readTexts(), scaleMb);
      return 0;
    }
    List<Detector> detectors = detectorOptions.detectors(lang);
    List<JCas> documents = new ArrayList<>();
    for (String text : readTexts()) {
      documents.add(JCasFactory.createText(text, lang));
    }
    AnalysisEngine segmenter =
        AnalysisEngineFactory.createEngine(
            ClinicalSegmenter.createDescription(ClinicalSegmenter.PARAM_LANGUAGE, lang));
    // Warm-up, then timed passes over the same texts in emptied CASes; the best is reported.
    Pass segmentation = null;
    for (int pass = 0; pass <= repeat; pass++) {
      if (pass > 0) {
        for (JCas jcas : documents) {
          String text = jcas.getDocumentText();
          jcas.reset();
          jcas.setDocumentText(text);
          jcas.setDocumentLanguage(lang);
        }
      }
      Pass timed = time(segmenter, documents);
      if (pass > 0 && (segmentation == null || timed.wallSeconds() < segmentation.wallSeconds())) {
        segmentation = timed;
      }
    }
    long tokens = 0;
    long sentences = 0;
    for (JCas jcas : documents) {
      tokens += jcas.select(BaseToken.class).filter(t -> !(t instanceof NewlineToken)).count();
      sentences += jcas.select(Sentence.class).count();
    }
    System.out.printf(
        Locale.ROOT,
        "corpus: %d notes, %d sentences, %d tokens%n",
        documents.size(),
        sentences,
        tokens);
    print("segmenter", segmentation, documents.size(), tokens);
    for (Detector detector : detectors) {
      bench(detector, lang, null, detector.id(), documents, tokens);
    }
    for (String model : crfModels) {
      bench(Detector.CRF, lang, model, "crf " + model, documents, tokens);
    }
    List<Path> models = new ArrayList<>(onnxModels);
    if (onnxSynthetic != null) {
      models.add(OnnxBench.synthetic(onnxSynthetic, documents));
    }
    if (!models.isEmpty()) {
      System.out.println(OnnxBench.hardware());
    }
    if (onnxPipelineThreads.isEmpty() || onnxPipelineThreads.stream().anyMatch(n -> n < 1)) {
      throw new IllegalArgumentException("--onnx-pipeline-threads must list counts of 1 or more");
    }
    if (onnxBatchWaits.isEmpty() || onnxBatchWaits.stream().anyMatch(n -> n < 0)) {
      throw new IllegalArgumentException("--onnx-batch-wait must list values of 0 or more");
    }
    if (onnxBatch != null && onnxBatch < 1) {
      throw new IllegalArgumentException("--onnx-batch must be 1 or more, not " + onnxBatch);
    }
    for (Path model : models) {
      for (int threads : onnxThreads) {
        for (int pipelineThreads : onnxPipelineThreads) {
          // A thread alone never waits for others: one run covers every wait.
          List<Integer> waits = pipelineThreads == 1 ? List.of(0) : onnxBatchWaits;
          for (int wait : waits) {
            benchOnnx(model, new OnnxRun(threads, pipelineThreads, wait, false), documents, tokens);
          }
        }
      }
      if (onnxCuda) {
        benchOnnx(model, new OnnxRun(1, 1, 0, true), documents, tokens);
      }
    }
    return 0;
  }

  private int endToEnd(String lang) throws IOException, InterruptedException {
    if (pipeline) {
      throw new IllegalArgumentException("--end-to-end and --pipeline measure apart: give one");
    }
    if (threads.isEmpty() || threads.stream().anyMatch(n -> n < 1)) {
      throw new IllegalArgumentException("--threads must list counts of 1 or more");
    }
    if (notes < 1 || repeat < 1) {
      throw new IllegalArgumentException("--notes and --repeat must be 1 or more");
    }
    if (input != null && !Files.isDirectory(input)) {
      throw new IllegalArgumentException("--in " + input + " is not a folder");
    }
    List<List<EndToEndBench.Run>> runs =
        EndToEndBench.run(
            lang, input, threads, new EndToEndBench.Settings(notes, repeat, noteChars), System.out);
    if (json != null) {
      EndToEndBench.writeJson(json, runs);
    }
    return 0;
  }

  /**
   * One ONNX configuration to time.
   *
   * @param threads ONNX Runtime intra-op threads
   * @param pipelineThreads engines working at once, each on its share of the notes
   * @param batchWaitMillis batching across notes (0: none)
   * @param cuda whether on the CUDA execution provider
   */
  private record OnnxRun(int threads, int pipelineThreads, int batchWaitMillis, boolean cuda) {
    String name() {
      if (cuda) {
        return "onnx CUDA";
      }
      String name = "onnx " + threads + " ORT thread" + (threads > 1 ? "s" : "");
      if (pipelineThreads > 1) {
        name += " x" + pipelineThreads + (batchWaitMillis > 0 ? " batched" : "");
      }
      return name;
    }
  }

  /**
   * Times the onnx detector with a model and a configuration; prints model tokens, the process's
   * CPU time (ONNX Runtime's threads included), windows per session call and peak RSS.
   */
  private void benchOnnx(Path model, OnnxRun run, List<JCas> documents, long tokens)
      throws UIMAException, IOException, InterruptedException {
    OnnxBench.resetPeakMemory();
    List<Object> parameters =
        new ArrayList<>(
            List.of(
                OnnxAnnotator.PARAM_THREADS,
                run.threads(),
                OnnxAnnotator.PARAM_CUDA,
                run.cuda(),
                OnnxAnnotator.PARAM_BATCH_WAIT,
                run.batchWaitMillis()));
    if (onnxBatch != null) {
      parameters.addAll(List.of(OnnxAnnotator.PARAM_BATCH_SIZE, onnxBatch));
    }
    List<AnalysisEngine> engines = new ArrayList<>();
    for (int t = 0; t < run.pipelineThreads(); t++) {
      engines.add(
          AnalysisEngineFactory.createEngine(
              OnnxAnnotator.createDescription(model.toString(), parameters.toArray())));
    }
    long modelTokens = 0;
    OnnxModel loaded = OnnxModel.load(new OnnxModel.Settings(model, run.threads(), run.cuda(), 0));
    for (JCas jcas : documents) {
      modelTokens += loaded.tokenize(jcas.getDocumentText()).size();
    }
    Pass best = null;
    OnnxModel.BatchCounts bestCounts = null;
    for (int pass = 0; pass <= repeat; pass++) {
      for (JCas jcas : documents) {
        jcas.select(PhiCandidate.class).asList().forEach(PhiCandidate::removeFromIndexes);
      }
      OnnxModel.BatchCounts before = loaded.batchCounts();
      Pass timed = engines.size() == 1 ? time(engines.get(0), documents) : time(engines, documents);
      OnnxModel.BatchCounts after = loaded.batchCounts();
      if (pass > 0 && (best == null || timed.wallSeconds() < best.wallSeconds())) {
        best = timed;
        bestCounts =
            new OnnxModel.BatchCounts(
                after.calls() - before.calls(),
                after.requests() - before.requests(),
                after.windows() - before.windows());
      }
    }
    engines.forEach(AnalysisEngine::destroy);
    print(run.name(), best, documents.size(), tokens);
    String batching =
        bestCounts.calls() == 0
            ? "no batching across notes"
            : String.format(
                Locale.ROOT,
                "batches across notes of %.2f notes and %.2f windows on average",
                bestCounts.requests() / (double) bestCounts.calls(),
                bestCounts.windows() / (double) bestCounts.calls());
    System.out.printf(
        Locale.ROOT,
        "%-28s %9.0f model tokens/s wall (%d model tokens), %.1f s process CPU, %s, peak RSS %s,"
            + " model %s%n",
        "",
        modelTokens / best.wallSeconds(),
        modelTokens,
        best.processCpuSeconds(),
        batching,
        OnnxBench.peakMemory(),
        model);
  }

  /**
   * Times a detector alone; the detectors whose candidates it reads (a CRF's candidate features)
   * run before each pass, untimed.
   */
  private void bench(
      Detector detector, String lang, String model, String name, List<JCas> documents, long tokens)
      throws UIMAException {
    AnalysisEngine engine =
        AnalysisEngineFactory.createEngine(detector.createDescription(lang, model));
    List<Detector> inputDetectors = detector.inputsFor(lang, model);
    List<AnalysisEngine> inputs = new ArrayList<>();
    for (Detector input : inputDetectors) {
      inputs.add(AnalysisEngineFactory.createEngine(input.createDescription(lang)));
    }
    Pass best = null;
    for (int pass = 0; pass <= repeat; pass++) {
      for (JCas jcas : documents) {
        jcas.select(PhiCandidate.class).asList().forEach(PhiCandidate::removeFromIndexes);
        for (AnalysisEngine input : inputs) {
          input.process(jcas);
        }
      }
      Pass timed = time(engine, documents);
      if (pass > 0 && (best == null || timed.wallSeconds() < best.wallSeconds())) {
        best = timed; // pass 0 warms up: loads models and lets the JIT compile
      }
    }
    engine.destroy();
    inputs.forEach(AnalysisEngine::destroy);
    if (!inputs.isEmpty()) {
      name +=
          " (after " + String.join("+", inputDetectors.stream().map(Detector::id).toList()) + ")";
    }
    print(name, best, documents.size(), tokens);
  }

  /**
   * A timed pass.
   *
   * @param wallSeconds elapsed time
   * @param cpuSeconds the CPU time of the threads that called the engines
   * @param processCpuSeconds the whole process's CPU time (ONNX Runtime's own threads, GC)
   * @param candidates candidates the engines wrote
   */
  private record Pass(
      double wallSeconds, double cpuSeconds, double processCpuSeconds, long candidates) {}

  private static Pass time(AnalysisEngine engine, List<JCas> documents) throws UIMAException {
    long before = countCandidates(documents);
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long cpu = threads.getCurrentThreadCpuTime();
    long processCpu = OnnxBench.processCpuNanos();
    long wall = System.nanoTime();
    for (JCas jcas : documents) {
      engine.process(jcas);
    }
    double wallSeconds = (System.nanoTime() - wall) / 1e9;
    double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
    double processCpuSeconds = (OnnxBench.processCpuNanos() - processCpu) / 1e9;
    // only the candidates the timed engine wrote
    long candidates = countCandidates(documents) - before;
    return new Pass(wallSeconds, cpuSeconds, processCpuSeconds, candidates);
  }

  /**
   * Times engines working at once, each on its share of the notes (every n-th), as pipeline threads
   * do; the CPU time is that of the calling threads together.
   */
  private static Pass time(List<AnalysisEngine> engines, List<JCas> documents)
      throws UIMAException, InterruptedException {
    long before = countCandidates(documents);
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    int n = engines.size();
    long[] cpu = new long[n];
    ExecutorService pool = Executors.newFixedThreadPool(n);
    try {
      CountDownLatch start = new CountDownLatch(1);
      List<Future<Void>> done = new ArrayList<>();
      for (int t = 0; t < n; t++) {
        int thread = t;
        done.add(
            pool.submit(
                () -> {
                  start.await();
                  long from = threads.getCurrentThreadCpuTime();
                  for (int d = thread; d < documents.size(); d += n) {
                    engines.get(thread).process(documents.get(d));
                  }
                  cpu[thread] = threads.getCurrentThreadCpuTime() - from;
                  return null;
                }));
      }
      long processCpu = OnnxBench.processCpuNanos();
      long wall = System.nanoTime();
      start.countDown();
      for (Future<Void> future : done) {
        try {
          future.get();
        } catch (ExecutionException e) {
          if (e.getCause() instanceof UIMAException uima) {
            throw uima;
          }
          throw new IllegalStateException(e.getCause());
        }
      }
      double wallSeconds = (System.nanoTime() - wall) / 1e9;
      double processCpuSeconds = (OnnxBench.processCpuNanos() - processCpu) / 1e9;
      long callers = 0;
      for (long c : cpu) {
        callers += c;
      }
      long candidates = countCandidates(documents) - before;
      return new Pass(wallSeconds, callers / 1e9, processCpuSeconds, candidates);
    } finally {
      pool.shutdownNow();
    }
  }

  private static long countCandidates(List<JCas> documents) {
    long count = 0;
    for (JCas jcas : documents) {
      count += jcas.select(PhiCandidate.class).count();
    }
    return count;
  }

  private static void print(String name, Pass pass, int documents, long tokens) {
    System.out.printf(
        Locale.ROOT,
        "%-28s %8.1f docs/s %9.0f tokens/s wall %9.0f tokens/s CPU %7.2f ms/doc %6d candidates%n",
        name,
        documents / pass.wallSeconds(),
        tokens / pass.wallSeconds(),
        tokens / pass.cpuSeconds(),
        1000 * pass.wallSeconds() / documents,
        pass.candidates());
  }

  private List<String> readTexts() throws IOException {
    if (!Files.isDirectory(input)) {
      throw new IllegalArgumentException("--in " + input + " is not a folder");
    }
    List<Path> files;
    try (Stream<Path> walk = Files.walk(input)) {
      files = walk.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
    }
    if (limit > 0 && files.size() > limit) {
      files = files.subList(0, limit);
    }
    if (files.isEmpty()) {
      throw new IllegalArgumentException("--in " + input + " holds no .txt file");
    }
    List<String> texts = new ArrayList<>();
    for (Path file : files) {
      texts.add(StrictUtf8.read(Files.newInputStream(file)));
    }
    return texts;
  }
}
