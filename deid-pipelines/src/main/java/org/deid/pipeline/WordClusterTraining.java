package org.deid.pipeline;

import java.io.IOException;
import java.io.Writer;
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
import org.deid.detect.crf.BrownClustering;
import org.deid.detect.crf.WordClusters;
import org.deid.segment.ClinicalSegmenter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Learns Brown word clusters ({@link BrownClustering}) from folders of unlabelled notes ({@code
 * .txt}, read in name order): each note is cut into sentences and tokens by the {@link
 * ClinicalSegmenter}, as the CRF sees them, and the clusters file is written for {@code deid train
 * --word-clusters}.
 */
public final class WordClusterTraining {

  private static final Logger LOG = LoggerFactory.getLogger(WordClusterTraining.class);

  /**
   * What to cluster and how.
   *
   * @param language language of the notes (segmenter rules)
   * @param folders folders of {@code .txt} notes (searched recursively)
   * @param clusters the number of active clusters (Liang's C)
   * @param minCount the fewest occurrences of a word that is clustered
   * @param lowercase whether words are clustered in lower case
   * @param output the clusters file to write
   */
  public record Settings(
      String language,
      List<Path> folders,
      int clusters,
      int minCount,
      boolean lowercase,
      Path output) {
    public Settings {
      folders = List.copyOf(folders);
    }
  }

  /** The counts of a clustering run. */
  public record Result(int notes, long tokens, int distinctWords, int clusteredWords) {}

  private WordClusterTraining() {}

  /** Reads the notes, clusters their words and writes the clusters file. */
  public static Result train(Settings settings) throws IOException, UIMAException {
    BrownClustering clustering = new BrownClustering(settings.clusters(), settings.minCount());
    AnalysisEngine segmenter =
        AnalysisEngineFactory.createEngine(
            ClinicalSegmenter.createDescription(
                ClinicalSegmenter.PARAM_LANGUAGE, settings.language()));
    int notes = 0;
    long tokens = 0;
    JCas jcas = JCasFactory.createJCas();
    try {
      for (Path note : notes(settings.folders())) {
        jcas.reset();
        jcas.setDocumentText(Files.readString(note, StandardCharsets.UTF_8));
        jcas.setDocumentLanguage(settings.language());
        segmenter.process(jcas);
        for (Sentence sentence : jcas.select(Sentence.class)) {
          List<String> words = new ArrayList<>();
          for (BaseToken token : jcas.select(BaseToken.class).coveredBy(sentence)) {
            if (!(token instanceof NewlineToken)) {
              String word = token.getCoveredText();
              words.add(settings.lowercase() ? word.toLowerCase(Locale.ROOT) : word);
            }
          }
          clustering.addSentence(words);
          tokens += words.size();
        }
        notes++;
      }
    } finally {
      segmenter.destroy();
    }
    long start = System.nanoTime();
    List<BrownClustering.Entry> entries = clustering.cluster();
    LOG.info(
        "Clustered {} words of {} notes into a tree ({} active clusters) in {} s",
        entries.size(),
        notes,
        settings.clusters(),
        (System.nanoTime() - start) / 1_000_000_000);
    Path parent = settings.output().toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    try (Writer out = Files.newBufferedWriter(settings.output(), StandardCharsets.UTF_8)) {
      WordClusters.write(entries, out);
    }
    return new Result(notes, tokens, clustering.distinctWords(), entries.size());
  }

  private static List<Path> notes(List<Path> folders) throws IOException {
    List<Path> notes = new ArrayList<>();
    for (Path folder : folders) {
      if (!Files.isDirectory(folder)) {
        throw new IllegalArgumentException(folder + " is not a folder");
      }
      try (Stream<Path> files = Files.walk(folder)) {
        files
            .filter(f -> Files.isRegularFile(f) && f.getFileName().toString().endsWith(".txt"))
            .sorted()
            .forEach(notes::add);
      }
    }
    return notes;
  }
}
