package org.deid.detect.crf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import org.cleartk.ml.CleartkProcessingException;
import org.cleartk.ml.Feature;
import org.cleartk.ml.encoder.features.FeaturesEncoder;
import org.cleartk.ml.encoder.features.NameNumber;
import org.cleartk.ml.encoder.outcome.OutcomeEncoder;
import org.cleartk.ml.jar.SequenceClassifier_ImplBase;

/**
 * Tags sequences with a CRFsuite model in Java: the model file's weights are read once into a
 * {@link CrfSuiteModel} and each sequence is decoded by a {@link CrfLattice} (Viterbi, and
 * forward-backward for the marginals), as CRFsuite itself does, without a JNI crossing per
 * attribute. The instance is immutable and shared by every thread.
 */
public final class CrfSuiteClassifier
    extends SequenceClassifier_ImplBase<List<NameNumber>, String, String> {

  private final CrfSuiteModel crf;

  private final int outside;

  /** A classifier over a CRFsuite model given as the bytes of its file. */
  public CrfSuiteClassifier(
      FeaturesEncoder<List<NameNumber>> featuresEncoder,
      OutcomeEncoder<String, String> outcomeEncoder,
      byte[] model) {
    super(featuresEncoder, outcomeEncoder);
    crf = CrfSuiteModel.read(model);
    outside = crf.labelId(OUTSIDE);
  }

  /** The model's weights. */
  public CrfSuiteModel model() {
    return crf;
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
    return decode(lattice(features), outsideThreshold);
  }

  /** The lattice of a sequence: each token's features encoded as the model's attributes. */
  CrfLattice lattice(List<List<Feature>> features) throws CleartkProcessingException {
    CrfLattice lattice = new CrfLattice(crf, features.size());
    for (int t = 0; t < features.size(); t++) {
      for (NameNumber feature : encode(features.get(t))) {
        lattice.addAttribute(t, crf.attributeId(feature.name), feature.number.doubleValue());
      }
    }
    return lattice;
  }

  /** A token's features as CRFsuite attributes (name, value), as they were written in training. */
  List<NameNumber> encode(List<Feature> features) throws CleartkProcessingException {
    return featuresEncoder.encodeAll(features);
  }

  /** The best path of a filled lattice, biased towards recall as {@link #tag(List, double)}. */
  Tagging decode(CrfLattice lattice, double outsideThreshold) throws CleartkProcessingException {
    return decode(lattice, outsideThreshold, position -> true);
  }

  /**
   * The best path, with the recall bias applied only at the positions it may promote.
   *
   * @param promotable whether the recall bias may turn the token at a position into PHI
   */
  Tagging decode(CrfLattice lattice, double outsideThreshold, IntPredicate promotable)
      throws CleartkProcessingException {
    return decode(lattice, uniform(outsideThreshold, promotable), lattice.viterbi());
  }

  /**
   * The chunks' tagging: as {@link #decode(CrfLattice, double, IntPredicate)}, except for a
   * sequence that is surely outside PHI: when the path that is {@code O} at every position has a
   * probability of at least the threshold and above one half, it is the best path and every
   * position's marginal of {@code O} is at least the threshold, so the recall bias promotes nothing
   * and the outcomes are all {@code O}. That costs a bound on the partition function, or at most
   * the forward pass (no Viterbi, no backward pass), and the marginals, which no chunk reads, are
   * then NaN.
   */
  Tagging decodeChunks(CrfLattice lattice, double outsideThreshold, IntPredicate promotable)
      throws CleartkProcessingException {
    return decodeChunks(lattice, uniform(outsideThreshold, promotable), outsideThreshold);
  }

  /**
   * The recall bias at one position of a sequence: the threshold below which the marginal
   * probability of "outside" turns an outside token into PHI (0: never).
   */
  @FunctionalInterface
  interface RecallBias {
    double thresholdAt(int position);
  }

  private static RecallBias uniform(double outsideThreshold, IntPredicate promotable) {
    return position -> promotable.test(position) ? outsideThreshold : 0;
  }

  /**
   * As {@link #decodeChunks(CrfLattice, double, IntPredicate)}, with a recall bias that may differ
   * from position to position, never above {@code highestThreshold}.
   */
  Tagging decodeChunks(CrfLattice lattice, RecallBias bias, double highestThreshold)
      throws CleartkProcessingException {
    int size = lattice.length();
    if (outside >= 0
        && size > 0
        && lattice.constantPathAtLeast(outside, Math.max(highestThreshold, SURE))) {
      double[] marginals = new double[size];
      Arrays.fill(marginals, Double.NaN);
      return new Tagging(Collections.nCopies(size, outcomeEncoder.decode(OUTSIDE)), marginals);
    }
    return decode(lattice, bias, lattice.viterbi());
  }

  /**
   * The least probability of the all-outside path that makes it the only best path: above one half,
   * every other path has less. Rounding is covered by {@link CrfLattice#constantPathAtLeast}.
   */
  private static final double SURE = 0.5;

  private Tagging decode(CrfLattice lattice, RecallBias bias, int[] path)
      throws CleartkProcessingException {
    int size = path.length;
    List<String> outcomes = new ArrayList<>(size);
    double[] marginals = new double[size];
    for (int i = 0; i < size; i++) {
      int label = path[i];
      double marginal = lattice.marginal(i, label);
      String name = crf.label(label);
      if (label == outside && marginal < bias.thresholdAt(i)) {
        int best = bestPhiLabel(lattice, i);
        if (best >= 0) {
          marginal = lattice.marginal(i, best);
          name = crf.label(best);
          if (name.startsWith("I-") && !continues(outcomes, i, name.substring(2))) {
            name = "B-" + name.substring(2);
          }
        }
      }
      outcomes.add(outcomeEncoder.decode(name));
      marginals[i] = marginal;
    }
    return new Tagging(outcomes, marginals);
  }

  private static final String OUTSIDE = "O";

  /** The PHI label (any but O) with the highest marginal at a position, or -1. */
  private int bestPhiLabel(CrfLattice lattice, int position) {
    int best = -1;
    double bestMarginal = -1;
    for (int label = 0; label < crf.labelCount(); label++) {
      if (label != outside) {
        double marginal = lattice.marginal(position, label);
        if (marginal > bestMarginal) {
          best = label;
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
}
