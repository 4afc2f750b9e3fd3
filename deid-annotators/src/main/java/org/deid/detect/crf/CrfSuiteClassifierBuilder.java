package org.deid.detect.crf;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarInputStream;
import java.util.jar.JarOutputStream;
import org.cleartk.ml.encoder.features.NameNumber;
import org.cleartk.ml.jar.JarStreams;
import org.cleartk.ml.jar.SequenceClassifierBuilder_ImplBase;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import third_party.org.chokkan.crfsuite.Attribute;
import third_party.org.chokkan.crfsuite.Item;
import third_party.org.chokkan.crfsuite.ItemSequence;
import third_party.org.chokkan.crfsuite.StringList;
import third_party.org.chokkan.crfsuite.Trainer;

/**
 * Trains a linear-chain CRF with CRFsuite in-process (JNI) from the data {@link CrfSuiteDataWriter}
 * wrote, packages it into ClearTK's {@code model.jar}, and loads it back as a {@link
 * CrfSuiteClassifier}. Training arguments are {@code name=value} pairs: {@code algorithm} (lbfgs,
 * l2sgd, ap, pa, arow; default lbfgs) and any CRFsuite parameter of that algorithm ({@code c1},
 * {@code c2}, {@code max_iterations}, {@code feature.minfreq}, ...).
 */
public final class CrfSuiteClassifierBuilder
    extends SequenceClassifierBuilder_ImplBase<
        CrfSuiteClassifier, List<NameNumber>, String, String> {

  /** Name of the CRFsuite model inside the training directory and the model jar. */
  public static final String MODEL_NAME = "model.crfsuite";

  /** Name of the training data file inside the training directory. */
  public static final String TRAINING_NAME = "training-data.crfsuite";

  private static final Logger LOG = LoggerFactory.getLogger(CrfSuiteClassifierBuilder.class);

  private byte[] model;

  @Override
  public File getTrainingDataFile(File dir) {
    return new File(dir, TRAINING_NAME);
  }

  @Override
  public void trainClassifier(File dir, String... args) throws Exception {
    Map<String, String> settings = parseArguments(args);
    String algorithm = settings.remove("algorithm");
    CrfSuiteLibrary.load();
    Trainer trainer = new LoggingTrainer();
    try {
      if (!trainer.select(algorithm == null ? "lbfgs" : algorithm, "crf1d")) {
        throw new IllegalArgumentException("Unknown CRFsuite algorithm: " + algorithm);
      }
      Set<String> known = new HashSet<>();
      StringList params = trainer.params();
      for (int i = 0; i < params.size(); i++) {
        known.add(params.get(i));
      }
      params.delete();
      for (Map.Entry<String, String> setting : settings.entrySet()) {
        if (!known.contains(setting.getKey())) {
          throw new IllegalArgumentException(
              "Unknown CRFsuite training parameter '"
                  + setting.getKey()
                  + "': use one of "
                  + known);
        }
        trainer.set(setting.getKey(), setting.getValue());
      }
      int sequences = appendTrainingData(trainer, getTrainingDataFile(dir).toPath());
      LOG.info("Training a CRFsuite model on {} sequences with {}", sequences, settings);
      int status = trainer.train(new File(dir, MODEL_NAME).getPath(), -1);
      if (status != 0) {
        throw new IllegalStateException("CRFsuite training failed with status " + status);
      }
    } finally {
      trainer.delete();
    }
  }

  private static Map<String, String> parseArguments(String... args) {
    Map<String, String> settings = new LinkedHashMap<>();
    for (String arg : args) {
      int equals = arg.indexOf('=');
      if (equals <= 0) {
        throw new IllegalArgumentException(
            "CRFsuite training argument '" + arg + "' is not name=value");
      }
      settings.put(arg.substring(0, equals).trim(), arg.substring(equals + 1).trim());
    }
    return settings;
  }

  /** Feeds the sequences of the data file to the trainer, one at a time to bound memory. */
  private static int appendTrainingData(Trainer trainer, Path data) throws IOException {
    int sequences = 0;
    ItemSequence items = new ItemSequence();
    StringList labels = new StringList();
    Item item = new Item();
    Attribute attribute = new Attribute();
    try (BufferedReader reader = Files.newBufferedReader(data, StandardCharsets.UTF_8)) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (line.isEmpty()) {
          if (!items.isEmpty()) {
            trainer.append(items, labels, 0);
            sequences++;
            items.clear();
            labels.clear();
          }
          continue;
        }
        String[] fields = line.split("\t", -1);
        labels.add(CrfSuiteFormat.parse(fields[0]).name());
        item.clear();
        for (int i = 1; i < fields.length; i++) {
          CrfSuiteFormat.Field field = CrfSuiteFormat.parse(fields[i]);
          attribute.setAttr(field.name());
          attribute.setValue(field.weight());
          item.add(attribute);
        }
        items.add(item);
      }
      if (!items.isEmpty()) {
        trainer.append(items, labels, 0);
        sequences++;
      }
    } finally {
      items.delete();
      labels.delete();
      item.delete();
      attribute.delete();
    }
    return sequences;
  }

  @Override
  protected void packageClassifier(File dir, JarOutputStream modelStream) throws IOException {
    super.packageClassifier(dir, modelStream);
    JarStreams.putNextJarEntry(modelStream, MODEL_NAME, new File(dir, MODEL_NAME));
    // After the model, where the loader, which reads its entries in order, does not look.
    File settings = new File(dir, CrfModelSettings.ENTRY);
    if (settings.isFile()) {
      JarStreams.putNextJarEntry(modelStream, CrfModelSettings.ENTRY, settings);
    }
    File clusters = new File(dir, CrfModelSettings.CLUSTERS_ENTRY);
    if (clusters.isFile()) {
      JarStreams.putNextJarEntry(modelStream, CrfModelSettings.CLUSTERS_ENTRY, clusters);
    }
  }

  @Override
  protected void unpackageClassifier(JarInputStream modelStream) throws IOException {
    super.unpackageClassifier(modelStream);
    JarStreams.getNextJarEntry(modelStream, MODEL_NAME);
    model = modelStream.readAllBytes();
  }

  @Override
  protected CrfSuiteClassifier newClassifier() {
    return new CrfSuiteClassifier(featuresEncoder, outcomeEncoder, model);
  }

  /** Sends CRFsuite's progress messages to the log instead of standard output. */
  private static final class LoggingTrainer extends Trainer {
    private final StringBuilder pending = new StringBuilder();

    @Override
    public void message(String message) {
      pending.append(message);
      int newline;
      while ((newline = pending.indexOf("\n")) >= 0) {
        String line = pending.substring(0, newline).strip();
        pending.delete(0, newline + 1);
        if (!line.isEmpty()) {
          LOG.debug("crfsuite: {}", line);
        }
      }
    }
  }
}
