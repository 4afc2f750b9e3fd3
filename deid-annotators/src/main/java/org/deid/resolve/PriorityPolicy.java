package org.deid.resolve;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.deid.taxonomy.PhiCategory;

/**
 * The baseline: for each category, an order of sources; among the votes, the one whose source comes
 * first in the order of its own category wins. Sources missing from an order come last.
 */
public final class PriorityPolicy implements ConsensusPolicy {

  private final Map<PhiCategory, List<String>> orders;
  private final List<String> defaultOrder;

  /**
   * Creates the policy.
   *
   * @param orders source order per category
   * @param defaultOrder source order for categories without their own
   */
  public PriorityPolicy(Map<PhiCategory, List<String>> orders, List<String> defaultOrder) {
    this.orders = Map.copyOf(orders);
    this.defaultOrder = List.copyOf(defaultOrder);
  }

  @Override
  public Optional<Decision> decide(List<Vote> votes) {
    return votes.stream()
        .min(Comparator.comparingInt(this::rank).thenComparing(v -> -v.confidence()))
        .map(winner -> Decision.supportedBy(winner.category(), votes));
  }

  private int rank(Vote vote) {
    List<String> order = orders.getOrDefault(vote.category(), defaultOrder);
    int position = order.indexOf(vote.source());
    return position < 0 ? Integer.MAX_VALUE : position;
  }
}
