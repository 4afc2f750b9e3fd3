package org.deid.cli;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
import org.apache.ctakes.typesystem.type.textspan.Sentence;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.deid.detect.crf.CrfAnnotator;
import org.deid.segment.ClinicalSegmenter;
import org.deid.type.PhiCandidate;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code deid bench}: measures the throughput of the segmenter and of the CRF detector (feature
 * extraction and tagging) on one thread. Prints figures only.
 */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description = {
      "Measures, on one thread, the segmenter and the CRF detector (features + tagging) over the",
      "notes (.txt) of a folder: tokens per second by wall clock and by the thread's CPU time",
      "(the CPU figure ignores other processes sharing the machine, and the time spent in",
      "child processes: give the wall figure for a backend that runs an executable)."
    },
    footer = {
      "",
      "Examples:",
      "  deid bench --lang es --in ../shared/corpora/meddocan/dev",
      "  deid bench --lang es --in notes/ --crf-model models/crf-es --crf-model models/stock"
    })
public final class BenchCommand implements DeidSubcommand {

  @Option(names = "--lang", required = true, description = "Language of the notes: fr or es.")
  private String language;

  @Option(names = "--in", required = true, description = "Folder of notes (*.txt, recursive).")
  private Path input;

  @Option(
      names = "--crf-model",
      description =
          "CRF model(s) to measure, repeatable (default: the shipped model of the language).")
  private List<String> models = new ArrayList<>();

  @Option(
      names = "--limit",
      defaultValue = "0",
      description = "Use at most N notes (default: all).")
  private int limit;

  @Option(
      names = "--repeat",
      defaultValue = "3",
      description = "Timed passes after one warm-up pass; the best is reported (default 3).")
  private int repeat;

  @Override
  public Integer call() throws UIMAException, IOException {
    String lang = language.toLowerCase(Locale.ROOT);
    List<String> texts = readTexts();
    if (texts.isEmpty()) {
      throw new IllegalArgumentException("No .txt notes under " + input);
    }
    if (models.isEmpty()) {
      if (!lang.equals("es")) {
        throw new IllegalArgumentException(
            "No shipped CRF model for " + lang + ": give --crf-model");
      }
      models.add(CrfAnnotator.SPANISH_MODEL);
    }
    List<JCas> documents = new ArrayList<>();
    for (String text : texts) {
      documents.add(JCasFactory.createText(text, lang));
    }
    AnalysisEngine segmenter =
        AnalysisEngineFactory.createEngine(
            ClinicalSegmenter.createDescription(ClinicalSegmenter.PARAM_LANGUAGE, lang));
    long start = System.nanoTime();
    for (JCas jcas : documents) {
      segmenter.process(jcas);
    }
    double segmenterSeconds = (System.nanoTime() - start) / 1e9;
    long tokens = 0;
    long sentences = 0;
    for (JCas jcas : documents) {
      tokens += jcas.select(BaseToken.class).filter(t -> !(t instanceof NewlineToken)).count();
      sentences += jcas.select(Sentence.class).count();
    }
    System.out.printf(
        Locale.ROOT,
        "corpus: %d notes, %d sentences, %d tokens (newlines not counted)%n",
        documents.size(),
        sentences,
        tokens);
    System.out.printf(
        Locale.ROOT, "segmenter (first pass, cold): %.0f tokens/s%n", tokens / segmenterSeconds);
    for (String model : models) {
      AnalysisEngine crf =
          AnalysisEngineFactory.createEngine(CrfAnnotator.createDescription(model));
      Pass best = null;
      for (int pass = 0; pass <= repeat; pass++) {
        Pass timed = timePass(crf, documents);
        if (pass > 0 && (best == null || timed.wallSeconds() < best.wallSeconds())) {
          best = timed;
        }
      }
      crf.destroy();
      System.out.printf(
          Locale.ROOT,
          "crf %s: %.0f tokens/s wall, %.0f tokens/s CPU, %.2f ms per sentence wall,"
              + " %d candidates%n",
          model,
          tokens / best.wallSeconds(),
          tokens / best.cpuSeconds(),
          1000 * best.wallSeconds() / Math.max(1, sentences),
          best.candidates());
    }
    return 0;
  }

  private record Pass(double wallSeconds, double cpuSeconds, long candidates) {}

  private static Pass timePass(AnalysisEngine crf, List<JCas> documents) throws UIMAException {
    for (JCas jcas : documents) {
      jcas.select(PhiCandidate.class).asList().forEach(PhiCandidate::removeFromIndexes);
    }
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long cpu = threads.getCurrentThreadCpuTime();
    long wall = System.nanoTime();
    for (JCas jcas : documents) {
      crf.process(jcas);
    }
    double wallSeconds = (System.nanoTime() - wall) / 1e9;
    double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
    long candidates = 0;
    for (JCas jcas : documents) {
      candidates += jcas.select(PhiCandidate.class).count();
    }
    return new Pass(wallSeconds, cpuSeconds, candidates);
  }

  private List<String> readTexts() throws IOException {
    if (!Files.isDirectory(input)) {
      throw new IllegalArgumentException(input + " is not a folder");
    }
    List<Path> files;
    try (Stream<Path> walk = Files.walk(input)) {
      files = walk.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
    }
    if (limit > 0 && files.size() > limit) {
      files = files.subList(0, limit);
    }
    List<String> texts = new ArrayList<>();
    for (Path file : files) {
      texts.add(Files.readString(file, StandardCharsets.UTF_8));
    }
    return texts;
  }
}
