package org.deid.detect.crf;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.jar.JarEntry;
import java.util.jar.JarInputStream;

/**
 * What a CRF model needs at tagging time besides its weights, stored inside its {@code model.jar}
 * so that the model cannot be run with other settings than it was trained with: the label scheme
 * its outcomes speak, the detectors whose candidates are among its features, and the word clusters
 * whose bit-string prefixes are among them (the clusters file itself is an entry of the jar).
 *
 * @param scheme the label scheme of the model's outcomes
 * @param candidateSources source ids of the detectors whose candidates are features (run first)
 * @param wordClusters the name of the jar entry holding the word clusters ({@link WordClusters}),
 *     empty for a model without cluster features
 * @param clusterPrefixes the lengths of the bit-string prefixes that are features
 * @param clusterWindow how far from the token the neighbours' clusters are features (0: its own
 *     only)
 */
public record CrfModelSettings(
    String scheme,
    List<String> candidateSources,
    String wordClusters,
    List<Integer> clusterPrefixes,
    int clusterWindow) {

  /** Name of the settings entry in the model jar and of the file in the training directory. */
  public static final String ENTRY = "deid-crf.properties";

  /** Name of the word clusters entry in the model jar and of the file in the training directory. */
  public static final String CLUSTERS_ENTRY = "deid-word-clusters.tsv";

  private static final String SCHEME = "scheme";

  private static final String CANDIDATE_SOURCES = "candidateSources";

  private static final String WORD_CLUSTERS = "wordClusters";

  private static final String CLUSTER_PREFIXES = "wordClusterPrefixes";

  private static final String CLUSTER_WINDOW = "wordClusterWindow";

  public CrfModelSettings {
    candidateSources = List.copyOf(candidateSources);
    clusterPrefixes = List.copyOf(clusterPrefixes);
    if (clusterWindow < 0) {
      throw new IllegalArgumentException("Negative word cluster window: " + clusterWindow);
    }
  }

  /** The settings of a model without word cluster features. */
  public CrfModelSettings(String scheme, List<String> candidateSources) {
    this(scheme, candidateSources, "", List.of(), 0);
  }

  /** Whether the model's features include word clusters. */
  public boolean hasWordClusters() {
    return !wordClusters.isEmpty();
  }

  /** Writes the settings into a training directory, where the classifier builder packages them. */
  public void write(Path directory) throws IOException {
    Properties properties = new Properties();
    properties.setProperty(SCHEME, scheme);
    properties.setProperty(CANDIDATE_SOURCES, String.join(",", candidateSources));
    if (hasWordClusters()) {
      properties.setProperty(WORD_CLUSTERS, wordClusters);
      properties.setProperty(
          CLUSTER_PREFIXES,
          String.join(",", clusterPrefixes.stream().map(String::valueOf).toList()));
      properties.setProperty(CLUSTER_WINDOW, String.valueOf(clusterWindow));
    }
    Files.createDirectories(directory);
    try (OutputStream out = Files.newOutputStream(directory.resolve(ENTRY))) {
      properties.store(out, "deid CRF model settings");
    }
  }

  /**
   * Reads the settings from a model jar's stream; empty for a jar without them (a model trained
   * before they were recorded, which then uses no candidate features).
   */
  static Optional<CrfModelSettings> readJar(InputStream raw, String location) throws IOException {
    try (JarInputStream jar = new JarInputStream(raw)) {
      for (JarEntry entry = jar.getNextJarEntry(); entry != null; entry = jar.getNextJarEntry()) {
        if (entry.getName().equals(ENTRY)) {
          Properties properties = new Properties();
          properties.load(jar);
          return Optional.of(parse(properties, location));
        }
      }
    }
    return Optional.empty();
  }

  private static CrfModelSettings parse(Properties properties, String location) throws IOException {
    String scheme = properties.getProperty(SCHEME, "").trim();
    if (scheme.isEmpty()) {
      throw new IOException("CRF model " + location + ": " + ENTRY + " names no scheme");
    }
    String clusters = properties.getProperty(WORD_CLUSTERS, "").trim();
    List<Integer> prefixes = List.of();
    int window = 0;
    try {
      if (!clusters.isEmpty()) {
        prefixes =
            list(properties.getProperty(CLUSTER_PREFIXES, "")).stream()
                .map(Integer::valueOf)
                .toList();
        window = Integer.parseInt(properties.getProperty(CLUSTER_WINDOW, "0").trim());
      }
      return new CrfModelSettings(
          scheme, list(properties.getProperty(CANDIDATE_SOURCES, "")), clusters, prefixes, window);
    } catch (IllegalArgumentException e) {
      throw new IOException("CRF model " + location + ": bad " + ENTRY + ": " + e.getMessage(), e);
    }
  }

  private static List<String> list(String value) {
    String trimmed = value.trim();
    return trimmed.isEmpty()
        ? List.of()
        : Arrays.stream(trimmed.split(",")).map(String::trim).toList();
  }

  /** Reads the word clusters these settings name from a model jar's stream. */
  WordClusters readClusters(InputStream raw, String location) throws IOException {
    try (JarInputStream jar = new JarInputStream(raw)) {
      for (JarEntry entry = jar.getNextJarEntry(); entry != null; entry = jar.getNextJarEntry()) {
        if (entry.getName().equals(wordClusters)) {
          BufferedReader reader =
              new BufferedReader(new InputStreamReader(jar, StandardCharsets.UTF_8));
          return WordClusters.read(reader, clusterPrefixes, location + "!" + wordClusters);
        }
      }
    }
    throw new IOException("CRF model " + location + " has no word clusters entry " + wordClusters);
  }
}
