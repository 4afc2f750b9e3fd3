package org.deid.resolve;

import java.util.ArrayList;
import java.util.List;
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
}
