package org.deid.resolve;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.deid.type.PhiCandidate;

/**
 * Votes once per group of overlapping candidates (the alternative to token voting): each source
 * votes with its most confident, then longest, candidate in the group; the PHI is the union of the
 * supporting candidates' extents.
 */
public final class SpanUnionAlignment implements SpanAlignment {

  @Override
  public List<ResolvedSpan> resolve(
      List<int[]> tokens, List<PhiCandidate> candidates, ConsensusPolicy policy) {
    List<PhiCandidate> sorted = new ArrayList<>(candidates);
    sorted.sort(Comparator.comparingInt(PhiCandidate::getBegin));
    List<ResolvedSpan> resolved = new ArrayList<>();
    List<PhiCandidate> group = new ArrayList<>();
    int groupEnd = -1;
    for (PhiCandidate candidate : sorted) {
      if (!group.isEmpty() && candidate.getBegin() >= groupEnd) {
        decideGroup(group, policy, resolved);
        group.clear();
      }
      group.add(candidate);
      groupEnd = Math.max(groupEnd, candidate.getEnd());
    }
    if (!group.isEmpty()) {
      decideGroup(group, policy, resolved);
    }
    return resolved;
  }

  private static void decideGroup(
      List<PhiCandidate> group, ConsensusPolicy policy, List<ResolvedSpan> resolved) {
    Map<String, Vote> bySource = new LinkedHashMap<>();
    group.stream()
        .sorted(
            Comparator.comparingDouble(PhiCandidate::getConfidence)
                .thenComparingInt(c -> c.getEnd() - c.getBegin())
                .reversed())
        .map(Vote::of)
        .forEach(vote -> bySource.putIfAbsent(vote.source(), vote));
    policy
        .decide(new ArrayList<>(bySource.values()))
        .ifPresent(
            decision -> {
              int begin =
                  decision.supporters().stream()
                      .mapToInt(v -> v.candidate().getBegin())
                      .min()
                      .orElseThrow();
              int end =
                  decision.supporters().stream()
                      .mapToInt(v -> v.candidate().getEnd())
                      .max()
                      .orElseThrow();
              resolved.add(new ResolvedSpan(begin, end, decision));
            });
  }
}
