package org.deid.resolve;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.deid.taxonomy.PhiCategory;

/**
 * The decision rules of Tchouka et al. 2022 (MEDINA CRF + NERDA transformer), generalised to any
 * number of sources: (1) the sources agree: keep; (2) one source is silent: keep the other's label
 * (recall first); (3) they disagree: a contextual source wins when it proposes a contextual
 * category (names, locations), a structured source wins when it proposes a structured category
 * (dates, IDs, contacts). Which sources and categories are contextual is configuration.
 */
public final class MedinaNerdaPolicy implements ConsensusPolicy {

  private final List<String> contextualSources;
  private final Set<PhiCategory> contextualCategories;

  /**
   * Creates the policy.
   *
   * @param contextualSources contextual sources, most trusted first; every other source counts as a
   *     rule or CRF source
   * @param contextualCategories the categories where contextual sources win
   */
  public MedinaNerdaPolicy(List<String> contextualSources, Set<PhiCategory> contextualCategories) {
    this.contextualSources = List.copyOf(contextualSources);
    this.contextualCategories = Set.copyOf(contextualCategories);
  }

  @Override
  public Optional<Decision> decide(List<Vote> votes) {
    if (votes.isEmpty()) {
      return Optional.empty();
    }
    if (votes.stream().map(Vote::category).distinct().count() == 1) {
      return Optional.of(Decision.supportedBy(votes.get(0).category(), votes)); // rules 1 and 2
    }
    // Rule 3: the contextual source's contextual category, in the order of trust.
    for (String source : contextualSources) {
      for (Vote vote : votes) {
        if (vote.source().equals(source) && contextualCategories.contains(vote.category())) {
          return Optional.of(Decision.supportedBy(vote.category(), votes));
        }
      }
    }
    // Rule 3: a rule/CRF source's structured category, the most confident first.
    Optional<Vote> structured =
        votes.stream()
            .filter(v -> !contextualSources.contains(v.source()))
            .filter(v -> !contextualCategories.contains(v.category()))
            .max(Comparator.comparingDouble(Vote::confidence));
    if (structured.isPresent()) {
      return Optional.of(Decision.supportedBy(structured.get().category(), votes));
    }
    // Neither side speaks in its own domain: the most confident vote wins.
    Vote best = votes.stream().max(Comparator.comparingDouble(Vote::confidence)).orElseThrow();
    return Optional.of(Decision.supportedBy(best.category(), votes));
  }
}
