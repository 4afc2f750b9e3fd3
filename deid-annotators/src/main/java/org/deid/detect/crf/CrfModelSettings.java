package org.deid.detect.crf;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
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
 * its outcomes speak and the detectors whose candidates are among its features.
 *
 * @param scheme the label scheme of the model's outcomes
 * @param candidateSources source ids of the detectors whose candidates are features (run first)
 */
public record CrfModelSettings(String scheme, List<String> candidateSources) {

  /** Name of the settings entry in the model jar and of the file in the training directory. */
  public static final String ENTRY = "deid-crf.properties";

  private static final String SCHEME = "scheme";

  private static final String CANDIDATE_SOURCES = "candidateSources";

  public CrfModelSettings {
    candidateSources = List.copyOf(candidateSources);
  }

  /** Writes the settings into a training directory, where the classifier builder packages them. */
  public void write(Path directory) throws IOException {
    Properties properties = new Properties();
    properties.setProperty(SCHEME, scheme);
    properties.setProperty(CANDIDATE_SOURCES, String.join(",", candidateSources));
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
          String scheme = properties.getProperty(SCHEME, "").trim();
          if (scheme.isEmpty()) {
            throw new IOException("CRF model " + location + ": " + ENTRY + " names no scheme");
          }
          String sources = properties.getProperty(CANDIDATE_SOURCES, "").trim();
          return Optional.of(
              new CrfModelSettings(
                  scheme,
                  sources.isEmpty()
                      ? List.of()
                      : Arrays.stream(sources.split(",")).map(String::trim).toList()));
        }
      }
    }
    return Optional.empty();
  }
}
