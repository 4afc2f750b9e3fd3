package org.deid.resolve;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.deid.taxonomy.PhiCategory;

/**
 * The weighted vote of the NLNDE ensemble (Lange et al. 2019): each source has a weight, the
 * category with the highest summed weight is kept if the sum reaches the threshold and enough
 * sources voted for it. The decision's confidence is the winning sum over the sum of all weights.
 */
public final class WeightedVotePolicy implements ConsensusPolicy {

  private final Map<String, Double> weights;
  private final double defaultWeight;
  private final double threshold;
  private final int minVoters;

  /**
   * Creates the policy.
   *
   * @param weights weight per source
   * @param defaultWeight weight of a source not in {@code weights}
   * @param threshold the summed weight a category needs
   * @param minVoters how many sources must vote for the category
   */
  public WeightedVotePolicy(
      Map<String, Double> weights, double defaultWeight, double threshold, int minVoters) {
    this.weights = Map.copyOf(weights);
    this.defaultWeight = defaultWeight;
    this.threshold = threshold;
    this.minVoters = minVoters;
  }

  @Override
  public Optional<Decision> decide(List<Vote> votes) {
    Map<PhiCategory, Double> sums = new EnumMap<>(PhiCategory.class);
    Map<PhiCategory, Integer> voters = new EnumMap<>(PhiCategory.class);
    for (Vote vote : votes) {
      sums.merge(vote.category(), weightOf(vote.source()), Double::sum);
      voters.merge(vote.category(), 1, Integer::sum);
    }
    PhiCategory best = null;
    for (Map.Entry<PhiCategory, Double> sum : sums.entrySet()) {
      if (best == null || sum.getValue() > sums.get(best)) {
        best = sum.getKey();
      }
    }
    if (best == null || sums.get(best) < threshold || voters.get(best) < minVoters) {
      return Optional.empty();
    }
    double total = weights.values().stream().mapToDouble(Double::doubleValue).sum();
    double share = total > 0 ? Math.min(1.0, sums.get(best) / total) : 1.0;
    Decision supported = Decision.supportedBy(best, votes);
    return Optional.of(new Decision(best, supported.supporters(), (float) share));
  }

  private double weightOf(String source) {
    return weights.getOrDefault(source, defaultWeight);
  }
}
