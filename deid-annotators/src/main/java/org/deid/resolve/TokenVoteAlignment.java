package org.deid.resolve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.deid.segment.BoxedCapitals;
import org.deid.segment.SortedOffsets;
import org.deid.type.PhiCandidate;

/**
 * Votes token by token, then re-chunks (the MEDINA/NERDA procedure): each source votes on each
 * token with the candidate that covers it; the policy decides the token; consecutive tokens with
 * the same category form one PHI while some supporting candidate continues from one token to the
 * next, so "28036 Madrid" from two candidates stays two PHI. A PHI's ends are its supporters' ends
 * clipped to its tokens, so a candidate ending inside a token keeps its boundary. Where a boundary
 * source (the most trusted, e.g. the CRF) supports a token, its candidate leads: the PHI follows
 * that candidate's extent, and tokens the other sources add around it form PHI of their own. A
 * boundary source's date, identifier or contact that lies inside another source's candidate of the
 * same category does not lead: a pattern that matched the whole "02/O2/1946" or "94 600 60 00 ext.
 * 7245" knows its extent better than a model that stopped after "02" (recall first); so does, in
 * any category, a claim the policy lets stand alone (a gazetteer's whole entry), a name with the
 * initials a model left out ("F. Cancela"), and a name boxed one capital per box, whose letters a
 * model reads one by one.
 */
public final class TokenVoteAlignment implements SpanAlignment {

  private final List<String> boundarySources;

  /** Token voting where every supporter's extent counts alike. */
  public TokenVoteAlignment() {
    this(List.of());
  }

  /**
   * Token voting where the first of {@code boundarySources} that supports a token leads.
   *
   * @param boundarySources sources whose candidates set PHI boundaries, most trusted first
   */
  public TokenVoteAlignment(List<String> boundarySources) {
    this.boundarySources = List.copyOf(boundarySources);
  }

  @Override
  public List<ResolvedSpan> resolve(
      List<int[]> tokens, List<PhiCandidate> candidates, ConsensusPolicy policy) {
    List<List<PhiCandidate>> covering = candidatesPerToken(tokens, candidates);
    Set<PhiCandidate> yielding = yieldingBoundaries(candidates, policy);
    TrustedExtents trusted =
        new TrustedExtents(
            candidates.stream()
                .filter(c -> boundarySources.contains(c.getSource()) && !yielding.contains(c))
                .toList());
    List<ResolvedSpan> resolved = new ArrayList<>();
    Chunk chunk = null;
    for (int t = 0; t < tokens.size(); t++) {
      Optional<Decision> decision = decide(covering.get(t), policy);
      if (decision.isEmpty()) {
        chunk = close(chunk, resolved, tokens);
        continue;
      }
      Set<PhiCandidate> supporters = candidatesOf(decision.get());
      PhiCandidate lead = lead(decision.get(), yielding);
      if (lead != null) {
        supporters = Set.of(lead); // the trusted source's extent decides, not the union
      } else if (overlapsTrusted(supporters, decision.get().category(), trusted)) {
        // A trusted source spoke on this entity and ended it earlier: its boundary stands.
        chunk = close(chunk, resolved, tokens);
        continue;
      }
      if (chunk != null
          && chunk.lastToken == t - 1
          && chunk.category() == decision.get().category()
          && !Collections.disjoint(chunk.lastSupporters, supporters)) {
        chunk.extend(t, decision.get(), supporters);
      } else {
        close(chunk, resolved, tokens);
        chunk = new Chunk(t, decision.get(), supporters);
      }
    }
    close(chunk, resolved, tokens);
    return resolved;
  }

  private static List<List<PhiCandidate>> candidatesPerToken(
      List<int[]> tokens, List<PhiCandidate> candidates) {
    List<List<PhiCandidate>> covering = new ArrayList<>(tokens.size());
    for (int i = 0; i < tokens.size(); i++) {
      covering.add(new ArrayList<>(2));
    }
    for (PhiCandidate candidate : candidates) {
      for (int t = firstTokenEndingAfter(tokens, candidate.getBegin()); t < tokens.size(); t++) {
        if (tokens.get(t)[0] >= candidate.getEnd()) {
          break;
        }
        covering.get(t).add(candidate);
      }
    }
    return covering;
  }

  private static int firstTokenEndingAfter(List<int[]> tokens, int offset) {
    int low = 0;
    int high = tokens.size();
    while (low < high) {
      int middle = (low + high) >>> 1;
      if (tokens.get(middle)[1] <= offset) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    return low;
  }

  /** One vote per source on a token: its most confident candidate there. */
  private static Optional<Decision> decide(List<PhiCandidate> covering, ConsensusPolicy policy) {
    if (covering.isEmpty()) {
      return Optional.empty();
    }
    if (covering.size() == 1) {
      // One vote: nothing to sort, no other source to keep out.
      List<Vote> votes = new ArrayList<>(1);
      votes.add(Vote.of(covering.get(0)));
      return policy.decide(votes);
    }
    Map<String, Vote> bySource = new LinkedHashMap<>();
    covering.stream()
        .sorted(Comparator.comparingDouble(PhiCandidate::getConfidence).reversed())
        .map(Vote::of)
        .forEach(vote -> bySource.putIfAbsent(vote.source(), vote));
    return policy.decide(new ArrayList<>(bySource.values()));
  }

  private static boolean overlapsTrusted(
      Set<PhiCandidate> supporters,
      org.deid.taxonomy.PhiCategory category,
      TrustedExtents trusted) {
    for (PhiCandidate supporter : supporters) {
      if (trusted.overlaps(supporter.getBegin(), supporter.getEnd(), category.name())) {
        return true;
      }
    }
    return false;
  }

  /**
   * The trusted sources' candidates, sorted by begin, with the furthest end of each prefix: asked
   * for every token, a look-up reads only the candidates that may overlap (a note of several MB has
   * thousands of them, and reading all of them for each token was quadratic).
   */
  private static final class TrustedExtents {
    private final PhiCandidate[] byBegin;
    private final int[] furthestEnd;

    TrustedExtents(List<PhiCandidate> trusted) {
      byBegin = trusted.toArray(new PhiCandidate[0]);
      Arrays.sort(byBegin, Comparator.comparingInt(PhiCandidate::getBegin));
      furthestEnd = new int[byBegin.length];
      int furthest = Integer.MIN_VALUE;
      for (int i = 0; i < byBegin.length; i++) {
        furthest = Math.max(furthest, byBegin[i].getEnd());
        furthestEnd[i] = furthest;
      }
    }

    /** Whether a candidate of {@code category} overlaps {@code [begin, end)}. */
    boolean overlaps(int begin, int end, String category) {
      // The candidates beginning before end, from the last back while one may still end after
      // begin.
      int low = 0;
      int high = byBegin.length;
      while (low < high) {
        int middle = (low + high) >>> 1;
        if (byBegin[middle].getBegin() < end) {
          low = middle + 1;
        } else {
          high = middle;
        }
      }
      for (int i = low - 1; i >= 0 && furthestEnd[i] > begin; i--) {
        if (byBegin[i].getEnd() > begin && category.equals(byBegin[i].getCategory())) {
          return true;
        }
      }
      return false;
    }
  }

  /** The supporting candidate of the most trusted boundary source that leads, or null. */
  private PhiCandidate lead(Decision decision, Set<PhiCandidate> yielding) {
    for (String source : boundarySources) {
      for (Vote vote : decision.supporters()) {
        if (vote.source().equals(source) && !yielding.contains(vote.candidate())) {
          return vote.candidate();
        }
      }
    }
    return null;
  }

  /** Categories whose candidates come from patterns that match them whole. */
  private static final Set<String> PATTERN_CATEGORIES = Set.of("DATE", "ID", "CONTACT");

  /**
   * The boundary sources' candidates that lie strictly inside a candidate of the same category from
   * a source that is not a boundary source: any such date, identifier or contact (patterns match
   * them whole), and a named place that a claim standing alone has whole ("SUMMA 112" from the
   * gazetteer where the CRF said only "112"). Per category, the outer candidates by start with the
   * furthest end so far: one binary search per candidate.
   */
  private Set<PhiCandidate> yieldingBoundaries(
      List<PhiCandidate> candidates, ConsensusPolicy policy) {
    Map<String, List<PhiCandidate>> outerByCategory = new HashMap<>();
    for (PhiCandidate candidate : candidates) {
      String category = candidate.getCategory();
      if (!boundarySources.contains(candidate.getSource())
          && (PATTERN_CATEGORIES.contains(category)
              || namesAPlaceWhole(candidate) && policy.standsAlone(candidate)
              || "NAME".equals(category) && readsANameWhole(candidate, policy))) {
        outerByCategory.computeIfAbsent(category, k -> new ArrayList<>()).add(candidate);
      }
    }
    Set<PhiCandidate> yielding = new HashSet<>();
    for (Map.Entry<String, List<PhiCandidate>> entry : outerByCategory.entrySet()) {
      String category = entry.getKey();
      List<PhiCandidate> outer = new ArrayList<>(entry.getValue());
      outer.sort(Comparator.comparingInt(PhiCandidate::getBegin));
      int[] begins = outer.stream().mapToInt(PhiCandidate::getBegin).toArray();
      int[] furthest = new int[begins.length];
      for (int k = 0; k < begins.length; k++) {
        furthest[k] = Math.max(k > 0 ? furthest[k - 1] : -1, outer.get(k).getEnd());
      }
      for (PhiCandidate inner : candidates) {
        if (category.equals(inner.getCategory())
            && boundarySources.contains(inner.getSource())
            && (furthestEnd(begins, furthest, inner.getBegin() + 1) > inner.getEnd()
                || furthestEnd(begins, furthest, inner.getBegin()) >= inner.getEnd())) {
          yielding.add(inner);
        }
      }
    }
    addNamesShortOfTheirInitials(candidates, yielding);
    return yielding;
  }

  /**
   * The initials of a name ("F. ", "A.-M. "), not "M. ": in French notes "M." is Monsieur more
   * often than an initial.
   */
  private static final Pattern INITIALS =
      Pattern.compile("(?!M\\.)\\p{Lu}\\.(?:-?\\p{Lu}\\.)*[ \\t]?");

  /**
   * Whether a rule's name candidate knows the name's extent better than a model inside it: boxed
   * one capital per box and standing alone (the model reads the boxes one by one).
   */
  private static boolean readsANameWhole(PhiCandidate candidate, ConsensusPolicy policy) {
    return policy.standsAlone(candidate) && BoxedCapitals.isName(candidate.getCoveredText());
  }

  /**
   * The boundary sources' names that a rule's name reads whole with the initials they left out: the
   * rule's candidate ends where theirs ends and only initials come before ("F. Cancela" where the
   * CRF said "Cancela", or "F." and "Cancela" apart).
   */
  private void addNamesShortOfTheirInitials(
      List<PhiCandidate> candidates, Set<PhiCandidate> yielding) {
    Map<Integer, List<PhiCandidate>> ruleNamesByEnd = new HashMap<>();
    for (PhiCandidate candidate : candidates) {
      if ("NAME".equals(candidate.getCategory())
          && !boundarySources.contains(candidate.getSource())) {
        ruleNamesByEnd.computeIfAbsent(candidate.getEnd(), k -> new ArrayList<>()).add(candidate);
      }
    }
    if (ruleNamesByEnd.isEmpty()) {
      return;
    }
    for (PhiCandidate inner : candidates) {
      if (!"NAME".equals(inner.getCategory()) || !boundarySources.contains(inner.getSource())) {
        continue;
      }
      for (PhiCandidate outer : ruleNamesByEnd.getOrDefault(inner.getEnd(), List.of())) {
        if (outer.getBegin() < inner.getBegin()
            && (INITIALS
                    .matcher(outer.getCAS().getDocumentText())
                    .region(outer.getBegin(), inner.getBegin())
                    .matches()
                || endsAtAMiddleInitial(candidates, outer.getBegin(), inner.getBegin()))) {
          yielding.add(inner);
          // What a model named over the initials ("F.", "Mª J.") goes with the name, or its own
          // lead would cut it.
          addBoundaryNamesOver(candidates, outer.getBegin(), inner.getBegin(), yielding);
          break;
        }
      }
    }
  }

  /** A given name and a middle initial, the space after it included ("Pablo L. "). */
  private static final Pattern FIRST_NAMES_AND_MIDDLE_INITIAL =
      Pattern.compile("\\p{Lu}[\\p{L}'-]+(?: \\p{Lu}[\\p{L}'-]+)* \\p{Lu}\\. ");

  /**
   * Whether a boundary source named {@code [begin, end)} apart as given names ending with a middle
   * initial, the model having read the initial's period as a sentence's end ("Pablo L." and "Guzmán
   * Martínez-Valls" where the rule read "Pablo L. Guzmán Martínez-Valls").
   */
  private boolean endsAtAMiddleInitial(List<PhiCandidate> candidates, int begin, int end) {
    if (!FIRST_NAMES_AND_MIDDLE_INITIAL
        .matcher(candidates.get(0).getCAS().getDocumentText())
        .region(begin, end)
        .matches()) {
      return false;
    }
    for (PhiCandidate candidate : candidates) {
      if ("NAME".equals(candidate.getCategory())
          && boundarySources.contains(candidate.getSource())
          && candidate.getBegin() == begin
          && candidate.getEnd() == end - 1) {
        return true;
      }
    }
    return false;
  }

  /** Adds the boundary sources' names over {@code [begin, end)} to {@code yielding}. */
  private void addBoundaryNamesOver(
      List<PhiCandidate> candidates, int begin, int end, Set<PhiCandidate> yielding) {
    for (PhiCandidate candidate : candidates) {
      if ("NAME".equals(candidate.getCategory())
          && boundarySources.contains(candidate.getSource())
          && candidate.getBegin() < end
          && begin < candidate.getEnd()) {
        yielding.add(candidate);
      }
    }
  }

  /**
   * Whether a candidate names a place or an organisation as one entity: not a street line, which
   * runs on over the zip code and the town that the schemes tag apart.
   */
  private static boolean namesAPlaceWhole(PhiCandidate candidate) {
    return "LOCATION".equals(candidate.getCategory()) && !"STREET".equals(candidate.getSubtype());
  }

  /** The furthest end of the candidates that begin before {@code before}, or -1. */
  private static int furthestEnd(int[] begins, int[] furthest, int before) {
    int first = SortedOffsets.firstAtOrAfter(begins, before);
    return first == 0 ? -1 : furthest[first - 1];
  }

  private static Set<PhiCandidate> candidatesOf(Decision decision) {
    Set<PhiCandidate> candidates = new HashSet<>();
    decision.supporters().forEach(vote -> candidates.add(vote.candidate()));
    return candidates;
  }

  private static Chunk close(Chunk chunk, List<ResolvedSpan> resolved, List<int[]> tokens) {
    if (chunk != null) {
      resolved.add(chunk.toSpan(tokens));
    }
    return null;
  }

  /** Consecutive tokens resolved to one PHI. */
  private static final class Chunk {
    private final int firstToken;
    private int lastToken;
    private final Set<PhiCandidate> firstSupporters;
    private Set<PhiCandidate> lastSupporters;
    private final Map<PhiCandidate, Vote> votes = new HashMap<>();
    private final Decision firstDecision;
    private float confidence;

    Chunk(int token, Decision decision, Set<PhiCandidate> supporters) {
      firstToken = token;
      lastToken = token;
      firstSupporters = supporters;
      lastSupporters = supporters;
      firstDecision = decision;
      confidence = decision.confidence();
      decision.supporters().forEach(vote -> votes.put(vote.candidate(), vote));
    }

    org.deid.taxonomy.PhiCategory category() {
      return firstDecision.category();
    }

    void extend(int token, Decision decision, Set<PhiCandidate> supporters) {
      lastToken = token;
      lastSupporters = supporters;
      confidence = Math.max(confidence, decision.confidence());
      decision.supporters().forEach(vote -> votes.putIfAbsent(vote.candidate(), vote));
    }

    ResolvedSpan toSpan(List<int[]> tokens) {
      int begin =
          Math.max(
              tokens.get(firstToken)[0],
              firstSupporters.stream().mapToInt(PhiCandidate::getBegin).min().orElseThrow());
      int end =
          Math.min(
              tokens.get(lastToken)[1],
              lastSupporters.stream().mapToInt(PhiCandidate::getEnd).max().orElseThrow());
      List<Vote> supporters = new ArrayList<>(votes.values());
      supporters.sort(Comparator.comparingInt(v -> v.candidate().getBegin()));
      return new ResolvedSpan(begin, end, new Decision(category(), supporters, confidence));
    }
  }
}
