package org.deid.detect.crf;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarInputStream;
import org.apache.uima.UimaContext;
import org.apache.uima.fit.factory.initializable.Initializable;
import org.apache.uima.resource.ResourceInitializationException;
import org.cleartk.ml.SequenceClassifier;
import org.cleartk.ml.SequenceClassifierFactory;
import org.cleartk.ml.jar.JarClassifierBuilder;
import org.cleartk.util.ReflectionUtil;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Gives every {@link CrfAnnotator} of a JVM the same classifier for the same model: the model is
 * read once per location and shared, read-only, by all CPE threads. The location (parameter {@link
 * CrfAnnotator#PARAM_MODEL}) is a ClearTK {@code model.jar}, a folder holding one, or {@code
 * classpath:} followed by the resource path of one.
 */
public final class CrfModelFactory implements SequenceClassifierFactory<String>, Initializable {

  /** Prefix of a model location inside the class path. */
  public static final String CLASSPATH_PREFIX = "classpath:";

  private static final Logger LOG = LoggerFactory.getLogger(CrfModelFactory.class);

  private static final Map<String, SequenceClassifier<String>> MODELS = new ConcurrentHashMap<>();

  private static final Map<String, Optional<CrfModelSettings>> SETTINGS = new ConcurrentHashMap<>();

  private static final Map<String, WordClusters> CLUSTERS = new ConcurrentHashMap<>();

  private String location;

  @Override
  public void initialize(UimaContext context) throws ResourceInitializationException {
    Object value = context.getConfigParameterValue(CrfAnnotator.PARAM_MODEL);
    location = value == null ? "" : value.toString().trim();
    if (location.isEmpty()) {
      throw new ResourceInitializationException(
          new IllegalArgumentException(
              "Parameter " + CrfAnnotator.PARAM_MODEL + " must name a CRF model to tag with"));
    }
  }

  @Override
  public SequenceClassifier<String> createClassifier() throws IOException {
    return load(location);
  }

  /** The shared classifier of a model location, loaded on first use. */
  public static SequenceClassifier<String> load(String location) throws IOException {
    String key = normalise(location);
    SequenceClassifier<String> classifier = MODELS.get(key);
    if (classifier != null) {
      return classifier;
    }
    synchronized (MODELS) {
      classifier = MODELS.get(key);
      if (classifier == null) {
        long start = System.nanoTime();
        classifier = read(key);
        MODELS.put(key, classifier);
        LOG.info("Loaded CRF model {} in {} ms", key, (System.nanoTime() - start) / 1_000_000);
      }
      return classifier;
    }
  }

  /**
   * The settings recorded in a model jar (scheme, candidate features); empty for a model that
   * records none.
   */
  public static Optional<CrfModelSettings> settings(String location) throws IOException {
    String key = normalise(location);
    Optional<CrfModelSettings> settings = SETTINGS.get(key);
    if (settings == null) {
      try (InputStream raw = open(key)) {
        settings = CrfModelSettings.readJar(new BufferedInputStream(raw), key);
      }
      SETTINGS.put(key, settings);
    }
    return settings;
  }

  /**
   * The word clusters a model carries (its settings name them), read once per location; empty for a
   * model without cluster features.
   */
  public static Optional<WordClusters> wordClusters(String location) throws IOException {
    Optional<CrfModelSettings> recorded = settings(location);
    if (recorded.isEmpty() || !recorded.get().hasWordClusters()) {
      return Optional.empty();
    }
    String key = normalise(location);
    WordClusters clusters = CLUSTERS.get(key);
    if (clusters == null) {
      synchronized (CLUSTERS) {
        clusters = CLUSTERS.get(key);
        if (clusters == null) {
          try (InputStream raw = open(key)) {
            clusters = recorded.get().readClusters(new BufferedInputStream(raw), key);
          }
          CLUSTERS.put(key, clusters);
          LOG.info("Loaded {} word clusters of CRF model {}", clusters.size(), key);
        }
      }
    }
    return Optional.of(clusters);
  }

  /** Whether a location names a model that exists (a file, a folder with one, or a resource). */
  public static boolean exists(String location) {
    String key = normalise(location);
    if (key.startsWith(CLASSPATH_PREFIX)) {
      return CrfModelFactory.class.getResource(resourcePath(key)) != null;
    }
    return Files.isRegularFile(Path.of(key));
  }

  private static String normalise(String location) {
    if (location.startsWith(CLASSPATH_PREFIX)) {
      return location;
    }
    Path path = Path.of(location).toAbsolutePath().normalize();
    if (Files.isDirectory(path)) {
      path = path.resolve("model.jar");
    }
    return path.toString();
  }

  private static String resourcePath(String key) {
    String path = key.substring(CLASSPATH_PREFIX.length());
    return path.startsWith("/") ? path : "/" + path;
  }

  private static InputStream open(String key) throws IOException {
    if (key.startsWith(CLASSPATH_PREFIX)) {
      InputStream raw = CrfModelFactory.class.getResourceAsStream(resourcePath(key));
      if (raw == null) {
        throw new IOException("No CRF model in the class path at " + key);
      }
      return raw;
    }
    return Files.newInputStream(Path.of(key));
  }

  private static SequenceClassifier<String> read(String key) throws IOException {
    InputStream raw = open(key);
    try (JarInputStream jar = new JarInputStream(new BufferedInputStream(raw))) {
      if (jar.getManifest() == null) {
        throw new IOException("Not a ClearTK model jar: " + key);
      }
      JarClassifierBuilder<?> builder = JarClassifierBuilder.fromManifest(jar.getManifest());
      Object classifier = builder.loadClassifier(jar);
      if (!(classifier instanceof SequenceClassifier<?> sequenceClassifier)) {
        throw new IOException("Not a sequence classifier model: " + key);
      }
      return ReflectionUtil.uncheckedCast(sequenceClassifier);
    }
  }
}
