package org.deid.resolve;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.deid.taxonomy.PhiCategory;

/**
 * What a policy decided for a stretch of text: a category, the votes that support it, and a
 * combined confidence in [0, 1].
 *
 * @param category the winning category
 * @param supporters the votes for that category
 * @param confidence the combined confidence
 */
public record Decision(PhiCategory category, List<Vote> supporters, float confidence) {

  /** Copies the supporters. */
  public Decision {
    supporters = List.copyOf(supporters);
  }

  /** A decision for a category, with the noisy-or of its supporters' confidences. */
  public static Decision supportedBy(PhiCategory category, List<Vote> votes) {
    List<Vote> supporters = new ArrayList<>(votes.size());
    for (Vote vote : votes) {
      if (vote.category() == category) {
        supporters.add(vote);
      }
    }
    double missed = 1.0;
    for (Vote vote : supporters) {
      missed *= 1.0 - Math.max(0f, Math.min(1f, vote.confidence()));
    }
    return new Decision(category, supporters, (float) (1.0 - missed));
  }

  /**
   * The decision of the supporters that claim exactly {@code [begin, end)} as a kind that {@code
   * kind} accepts, at this decision's category and confidence: the piece a detector found on its
   * own inside a longer span ("Avenida de la Constitución" inside a hospital's). Null when none
   * does.
   */
  public Decision ofSupportersOn(int begin, int end, Predicate<String> kind) {
    List<Vote> votes = new ArrayList<>(1);
    for (Vote vote : supporters) {
      if (vote.candidate().getBegin() == begin
          && vote.candidate().getEnd() == end
          && vote.candidate().getSubtype() != null
          && kind.test(vote.candidate().getSubtype())) {
        votes.add(vote);
      }
    }
    return votes.isEmpty() ? null : new Decision(category, votes, confidence);
  }
}
