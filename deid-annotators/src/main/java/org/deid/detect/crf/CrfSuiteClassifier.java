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
    return tag(features, 0);
  }

  /**
   * Tags a sequence as {@link #tag(List)}, then biases it towards recall: a token the best path
   * leaves outside ({@code O}) whose marginal probability of being outside is below {@code
   * outsideThreshold} takes its most probable PHI label instead (an {@code I-} label that would
   * start a chunk becomes {@code B-}). 0 keeps the best path.
   */
  public Tagging tag(List<List<Feature>> features, double outsideThreshold)
      throws CleartkProcessingException {
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
        double marginal = tagger.tagger.marginal(label, i);
        if (outsideThreshold > 0 && OUTSIDE.equals(label) && marginal < outsideThreshold) {
          String best = bestPhiLabel(tagger, i);
          if (best != null) {
            label = best;
            marginal = tagger.tagger.marginal(best, i);
            if (best.startsWith("I-") && !continues(outcomes, i, best.substring(2))) {
              label = "B-" + best.substring(2);
            }
          }
        }
        outcomes.add(outcomeEncoder.decode(label));
        marginals[i] = marginal;
      }
      return new Tagging(outcomes, marginals);
    } finally {
      labels.delete();
    }
  }

  private static final String OUTSIDE = "O";

  /** The PHI label (any but O) with the highest marginal at a position, or null. */
  private static String bestPhiLabel(ThreadTagger tagger, int position) {
    String best = null;
    double bestMarginal = -1;
    for (String candidate : tagger.labels) {
      if (!OUTSIDE.equals(candidate)) {
        double marginal = tagger.tagger.marginal(candidate, position);
        if (marginal > bestMarginal) {
          best = candidate;
          bestMarginal = marginal;
        }
      }
    }
    return best;
  }

  /** Whether the outcome before a position is a chunk of the category (B- or I-). */
  private boolean continues(List<String> outcomes, int position, String category) {
    if (position == 0) {
      return false;
    }
    String previous = outcomes.get(position - 1);
    return previous.equals("B-" + category) || previous.equals("I-" + category);
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
    final List<String> labels = new ArrayList<>();

    ThreadTagger(String modelFile) {
      if (!tagger.open(modelFile)) {
        throw new IllegalStateException("CRFsuite cannot open the model");
      }
      StringList all = tagger.labels();
      try {
        for (int i = 0; i < all.size(); i++) {
          labels.add(all.get(i));
        }
      } finally {
        all.delete();
      }
    }
  }
}
