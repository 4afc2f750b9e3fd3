package org.deid.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;

/**
 * The notes the micro-benchmarks run on: the {@code .txt} files of the folders named by the system
 * property {@code deid.bench.notes} (comma-separated; default: the Spanish examples and the es-dev
 * test notes of the repository, run from its root), in the language of {@code deid.bench.language}
 * (default Spanish).
 */
public final class BenchNotes {

  /**
   * Language of the notes: the system property {@code deid.bench.language} (default {@code es}).
   */
  public static final String LANGUAGE = System.getProperty("deid.bench.language", "es");

  private BenchNotes() {}

  /** The texts of the notes. */
  public static List<String> texts() {
    String folders = System.getProperty("deid.bench.notes", "examples/es,corpus/es-dev/brat/test");
    List<String> texts = new ArrayList<>();
    for (String folder : folders.split(",")) {
      try (Stream<Path> files = Files.walk(Path.of(folder.trim()))) {
        for (Path file : files.filter(p -> p.toString().endsWith(".txt")).sorted().toList()) {
          texts.add(Files.readString(file, StandardCharsets.UTF_8));
        }
      } catch (IOException e) {
        throw new UncheckedIOException("Cannot read the bench notes in " + folder, e);
      }
    }
    if (texts.isEmpty()) {
      throw new IllegalStateException("No .txt note in deid.bench.notes=" + folders);
    }
    return texts;
  }

  /** One CAS per note, each processed by the given engines in order. */
  public static List<JCas> cases(AnalysisEngineDescription... engines) throws UIMAException {
    AnalysisEngine engine =
        AnalysisEngineFactory.createEngine(AnalysisEngineFactory.createEngineDescription(engines));
    List<JCas> cases = new ArrayList<>();
    for (String text : texts()) {
      JCas jcas = JCasFactory.createText(text, LANGUAGE);
      engine.process(jcas);
      cases.add(jcas);
    }
    engine.destroy();
    return cases;
  }
}
