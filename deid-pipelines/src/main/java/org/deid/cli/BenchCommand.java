package org.deid.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.fit.factory.AggregateBuilder;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.deid.pipeline.Detector;
import org.deid.segment.ClinicalSegmenter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code deid bench}: throughput of detectors over a folder of notes. Prints figures only
 * (documents, tokens and characters per second), never text.
 */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description = {
      "Measures how fast detectors run over a folder of .txt notes: one warm-up pass, then",
      "timed passes; prints documents/s, tokens/s (white-space separated) and characters/s.",
      "Only the detectors run unless --with-segmenter adds the segmenter (for detectors that",
      "read tokens and sentences)."
    },
    footer = {
      "",
      "Example:",
      "  deid bench --lang es --annotators regex --in ../shared/corpora/meddocan/dev --repeat 3"
    })
public final class BenchCommand implements DeidSubcommand {

  @Option(names = "--lang", required = true, description = "Language of the notes: fr or es.")
  private String language;

  @Option(names = "--in", required = true, description = "Folder of .txt notes.")
  private Path input;

  @Option(
      names = "--annotators",
      split = ",",
      description = "Detectors to time, comma-separated (default: all available for the language).")
  private List<String> annotators = new ArrayList<>();

  @Option(
      names = "--repeat",
      defaultValue = "3",
      description = "Timed passes over the folder (default: ${DEFAULT-VALUE}).")
  private int repeat;

  @Option(
      names = "--with-segmenter",
      description = "Time the segmenter too (it makes the tokens and sentences detectors read).")
  private boolean withSegmenter;

  @Override
  public Integer call() throws UIMAException, IOException {
    String lang = language.toLowerCase(Locale.ROOT);
    if (!Set.of("fr", "es").contains(lang)) {
      throw new IllegalArgumentException("--lang must be fr or es, not '" + language + "'");
    }
    if (!Files.isDirectory(input)) {
      throw new IllegalArgumentException("--in " + input + " is not a folder");
    }
    if (repeat < 1) {
      throw new IllegalArgumentException("--repeat must be at least 1, not " + repeat);
    }
    List<Detector> detectors =
        annotators.isEmpty()
            ? Detector.availableFor(lang)
            : annotators.stream().map(Detector::parse).toList();
    List<String> texts = new ArrayList<>();
    try (Stream<Path> files = Files.list(input)) {
      for (Path file : files.filter(p -> p.toString().endsWith(".txt")).sorted().toList()) {
        texts.add(Files.readString(file, StandardCharsets.UTF_8));
      }
    }
    if (texts.isEmpty()) {
      throw new IllegalArgumentException("--in " + input + " holds no .txt file");
    }
    AnalysisEngine segmenter =
        AnalysisEngineFactory.createEngine(
            ClinicalSegmenter.createDescription(ClinicalSegmenter.PARAM_LANGUAGE, lang));
    AggregateBuilder builder = new AggregateBuilder();
    for (Detector detector : detectors) {
      builder.add(detector.createDescription(lang));
    }
    AnalysisEngine engine = builder.createAggregate();
    long tokens = texts.stream().mapToLong(BenchCommand::tokens).sum();
    long chars = texts.stream().mapToLong(String::length).sum();
    JCas jcas = JCasFactory.createJCas();

    pass(texts, lang, jcas, segmenter, engine, withSegmenter); // warm-up: loads and JIT-compiles
    long start = System.nanoTime();
    for (int i = 0; i < repeat; i++) {
      pass(texts, lang, jcas, segmenter, engine, withSegmenter);
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    double docs = (double) texts.size() * repeat;
    System.out.printf(
        Locale.ROOT,
        "detectors=%s%s documents=%d tokens=%d chars=%d passes=%d seconds=%.3f%n",
        String.join(",", detectors.stream().map(Detector::id).toList()),
        withSegmenter ? "+segmenter" : "",
        texts.size(),
        tokens,
        chars,
        repeat,
        seconds);
    System.out.printf(
        Locale.ROOT,
        "docs/s=%.1f tokens/s=%.0f chars/s=%.0f ms/doc=%.3f%n",
        docs / seconds,
        tokens * repeat / seconds,
        chars * repeat / seconds,
        seconds * 1000 / docs);
    return 0;
  }

  private static void pass(
      List<String> texts,
      String lang,
      JCas jcas,
      AnalysisEngine segmenter,
      AnalysisEngine engine,
      boolean timeSegmenter)
      throws UIMAException {
    for (String text : texts) {
      jcas.reset();
      jcas.setDocumentText(text);
      jcas.setDocumentLanguage(lang);
      if (timeSegmenter) {
        segmenter.process(jcas);
      }
      engine.process(jcas);
    }
  }

  private static long tokens(String text) {
    long count = 0;
    boolean inToken = false;
    for (int i = 0; i < text.length(); i++) {
      boolean blank = Character.isWhitespace(text.charAt(i));
      if (!blank && !inToken) {
        count++;
      }
      inToken = !blank;
    }
    return count;
  }
}
