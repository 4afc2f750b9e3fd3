package org.deid.detect.crf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.cleartk.ml.CleartkProcessingException;
import org.cleartk.ml.Feature;
import org.cleartk.ml.encoder.features.FeaturesEncoder;
import org.cleartk.ml.encoder.features.NameNumber;
import org.cleartk.ml.encoder.outcome.OutcomeEncoder;
import org.cleartk.ml.jar.SequenceClassifier_ImplBase;
import third_party.org.chokkan.crfsuite.Attribute;
import third_party.org.chokkan.crfsuite.Item;
import third_party.org.chokkan.crfsuite.ItemSequence;
import third_party.org.chokkan.crfsuite.StringList;
import third_party.org.chokkan.crfsuite.Tagger;

/**
 * Tags sequences with a CRFsuite model in-process (JNI). One instance is shared by every thread:
 * the model bytes are read once, and each thread gets its own CRFsuite tagger (a tagger holds the
 * state of the sequence it tags), so {@link #classify} is thread-safe without locking.
 */
public final class CrfSuiteClassifier
    extends SequenceClassifier_ImplBase<List<NameNumber>, String, String> {

  private final Path modelFile;

  private final ThreadLocal<ThreadTagger> taggers;

  /** A classifier over a CRFsuite model given as the bytes of its file. */
  public CrfSuiteClassifier(
      FeaturesEncoder<List<NameNumber>> featuresEncoder,
      OutcomeEncoder<String, String> outcomeEncoder,
      byte[] model) {
    super(featuresEncoder, outcomeEncoder);
    CrfSuiteLibrary.load();
    try {
      // CRFsuite opens models by file name only.
      modelFile = Files.createTempFile("deid-crf-", ".crfsuite");
      modelFile.toFile().deleteOnExit();
      Files.write(modelFile, model);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write the CRFsuite model to a temporary file", e);
    }
    String path = modelFile.toAbsolutePath().toString();
    taggers = ThreadLocal.withInitial(() -> new ThreadTagger(path));
    taggers.get();
  }

  /** The outcomes of one sequence and, for each, the model's marginal probability of it. */
  public record Tagging(List<String> outcomes, double[] marginals) {}

  @Override
  public List<String> classify(List<List<Feature>> features) throws CleartkProcessingException {
    return tag(features).outcomes();
  }

  /** Tags a sequence, one feature list per token, and gives each outcome its marginal. */
  public Tagging tag(List<List<Feature>> features) throws CleartkProcessingException {
    if (features.isEmpty()) {
      return new Tagging(List.of(), new double[0]);
    }
    ThreadTagger tagger = taggers.get();
    ItemSequence items = tagger.items;
    items.clear();
    for (List<Feature> tokenFeatures : features) {
      tagger.item.clear();
      for (NameNumber feature : featuresEncoder.encodeAll(tokenFeatures)) {
        tagger.attribute.setAttr(feature.name);
        tagger.attribute.setValue(feature.number.doubleValue());
        tagger.item.add(tagger.attribute);
      }
      items.add(tagger.item);
    }
    tagger.tagger.set(items);
    StringList labels = tagger.tagger.viterbi();
    try {
      int size = (int) labels.size();
      List<String> outcomes = new ArrayList<>(size);
      double[] marginals = new double[size];
      for (int i = 0; i < size; i++) {
        String label = labels.get(i);
        outcomes.add(outcomeEncoder.decode(label));
        marginals[i] = tagger.tagger.marginal(label, i);
      }
      return new Tagging(outcomes, marginals);
    } finally {
      labels.delete();
    }
  }

  @Override
  public List<Map<String, Double>> score(List<List<Feature>> features) {
    throw new UnsupportedOperationException("CRF scores: use tag(...) for marginals");
  }

  /** A thread's CRFsuite tagger and the reusable native buffers it fills. */
  private static final class ThreadTagger {
    final Tagger tagger = new Tagger();
    final ItemSequence items = new ItemSequence();
    final Item item = new Item();
    final Attribute attribute = new Attribute();

    ThreadTagger(String modelFile) {
      if (!tagger.open(modelFile)) {
        throw new IllegalStateException("CRFsuite cannot open the model");
      }
    }
  }
}
