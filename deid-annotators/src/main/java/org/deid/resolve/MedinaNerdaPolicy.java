package org.deid.resolve;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.deid.taxonomy.KinshipTerms;
import org.deid.taxonomy.PhiCategory;
import org.deid.type.PhiCandidate;

/**
 * The decision rules of Tchouka et al. 2022 (MEDINA CRF + NERDA transformer), generalised to any
 * number of sources: (1) the sources agree: keep; (2) one source is silent: keep the other's label
 * (recall first); (3) they disagree: a contextual source wins when it proposes a contextual
 * category (names, locations), a structured source wins when it proposes a structured category
 * (dates, IDs, contacts). Which sources and categories are contextual is configuration. With a
 * quorum above 1, a contextual category claimed only by rule sources in a document where a
 * contextual source ran needs that many rule sources to agree: the contextual source's silence
 * there counts against the claim.
 */
public final class MedinaNerdaPolicy implements ConsensusPolicy {

  private final List<String> contextualSources;
  private final Set<PhiCategory> contextualCategories;
  private final int quorum;
  private final List<String> informedSources;
  private final boolean contextualSourceRan;
  private final Map<String, Double> strongClaims;
  private final Set<PhiCategory> singleClaimCategories;

  /**
   * Creates the policy.
   *
   * @param contextualSources contextual sources, most trusted first; every other source counts as a
   *     rule or CRF source
   * @param contextualCategories the categories where contextual sources win
   */
  public MedinaNerdaPolicy(List<String> contextualSources, Set<PhiCategory> contextualCategories) {
    this(contextualSources, contextualCategories, 1, List.of(), false, Map.of(), Set.of());
  }

  /**
   * Creates the policy with a quorum for rule-only claims on contextual categories.
   *
   * @param quorum how many rule sources must agree on a contextual category that no contextual
   *     source supports, in documents where a contextual source ran
   */
  public MedinaNerdaPolicy(
      List<String> contextualSources, Set<PhiCategory> contextualCategories, int quorum) {
    this(contextualSources, contextualCategories, quorum, List.of(), false, Map.of(), Set.of());
  }

  /**
   * Creates the policy with a quorum and sources informed by the rules.
   *
   * @param informedSources sources that read the other detectors' candidates as features, most
   *     trusted first: their structured category settles a disagreement between structured ones
   */
  public MedinaNerdaPolicy(
      List<String> contextualSources,
      Set<PhiCategory> contextualCategories,
      int quorum,
      List<String> informedSources) {
    this(
        contextualSources,
        contextualCategories,
        quorum,
        informedSources,
        false,
        Map.of(),
        Set.of());
  }

  private MedinaNerdaPolicy(
      List<String> contextualSources,
      Set<PhiCategory> contextualCategories,
      int quorum,
      List<String> informedSources,
      boolean contextualSourceRan,
      Map<String, Double> strongClaims,
      Set<PhiCategory> singleClaimCategories) {
    this.contextualSources = List.copyOf(contextualSources);
    this.contextualCategories = Set.copyOf(contextualCategories);
    this.quorum = quorum;
    this.informedSources = List.copyOf(informedSources);
    this.contextualSourceRan = contextualSourceRan;
    this.strongClaims = Map.copyOf(strongClaims);
    this.singleClaimCategories = Set.copyOf(singleClaimCategories);
  }

  /**
   * The same policy where one claim from a source of {@code thresholds} at or above that source's
   * confidence meets the quorum alone (a regex field value needs more than a gazetteer place after
   * its cue). A key {@code source:CATEGORY} sets the confidence of that source's claims of one
   * category, before its plain {@code source} key.
   */
  public MedinaNerdaPolicy withStrongClaims(Map<String, Double> thresholds) {
    return new MedinaNerdaPolicy(
        contextualSources,
        contextualCategories,
        quorum,
        informedSources,
        contextualSourceRan,
        thresholds,
        singleClaimCategories);
  }

  /**
   * The same policy where one rule claim of these contextual categories meets the quorum alone
   * (French names: the lone gazetteer names of staff lists carry recall).
   */
  public MedinaNerdaPolicy withSingleClaimCategories(Set<PhiCategory> categories) {
    return new MedinaNerdaPolicy(
        contextualSources,
        contextualCategories,
        quorum,
        informedSources,
        contextualSourceRan,
        strongClaims,
        categories);
  }

  @Override
  public ConsensusPolicy forDocument(Set<String> sourcesPresent) {
    boolean ran = sourcesPresent.stream().anyMatch(contextualSources::contains);
    return new MedinaNerdaPolicy(
        contextualSources,
        contextualCategories,
        quorum,
        informedSources,
        ran,
        strongClaims,
        singleClaimCategories);
  }

  @Override
  public Optional<Decision> decide(List<Vote> votes) {
    return decideByRules(withoutClaimsShortOfQuorum(votes));
  }

  /**
   * The votes less the claims of a contextual category that no contextual source supports and fewer
   * than {@code quorum} rule sources make, in a document where a contextual source ran. They leave
   * the vote rather than silence the token: a contextual source's own claim there (e.g. the CRF's
   * date inside a place a lexicon alone proposed) still stands.
   */
  private List<Vote> withoutClaimsShortOfQuorum(List<Vote> votes) {
    if (quorum <= 1 || !contextualSourceRan) {
      return votes;
    }
    List<Vote> kept = new ArrayList<>(votes.size());
    for (Vote vote : votes) {
      if (quorumMet(vote.category(), votes)) {
        kept.add(vote);
      }
    }
    return Collections.unmodifiableList(kept);
  }

  private boolean quorumMet(PhiCategory category, List<Vote> votes) {
    if (!contextualCategories.contains(category) || singleClaimCategories.contains(category)) {
      return true;
    }
    int claims = 0;
    for (Vote vote : votes) {
      if (vote.category() == category) {
        claims++;
      }
    }
    if (claims >= quorum) {
      return true;
    }
    for (Vote vote : votes) {
      if (vote.category() == category
          && (contextualSources.contains(vote.source()) || isStrong(vote) || namesAKinship(vote))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a name claim is a kinship word ("su suegro", "la filla"): a relative by the schemes'
   * definition whatever the CRF says, and kept as written by the substitution, so the claim costs
   * no text.
   */
  private static boolean namesAKinship(Vote vote) {
    return vote.category() == PhiCategory.NAME
        && vote.candidate() != null
        && KinshipTerms.isKinshipExpression(vote.candidate().getCoveredText());
  }

  @Override
  public boolean standsAlone(PhiCandidate candidate) {
    return isStrong(Vote.of(candidate));
  }

  private boolean isStrong(Vote vote) {
    Double threshold = strongClaims.get(vote.source() + ":" + vote.category());
    if (threshold == null) {
      threshold = strongClaims.get(vote.source());
    }
    return threshold != null && vote.confidence() >= threshold.floatValue(); // as stored
  }

  /** Whether every vote (one at least) claims the same category. */
  private static boolean oneCategory(List<Vote> votes) {
    PhiCategory first = votes.get(0).category();
    for (Vote vote : votes) {
      if (vote.category() != first) {
        return false;
      }
    }
    return true;
  }

  private Optional<Decision> decideByRules(List<Vote> votes) {
    if (votes.isEmpty()) {
      return Optional.empty();
    }
    if (oneCategory(votes)) {
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
    // Rule 3: an informed source's structured category (it has weighed the rules' claims).
    for (String source : informedSources) {
      for (Vote vote : votes) {
        if (vote.source().equals(source) && !contextualCategories.contains(vote.category())) {
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
