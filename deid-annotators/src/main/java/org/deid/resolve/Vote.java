package org.deid.resolve;

import org.deid.taxonomy.PhiCategory;
import org.deid.type.PhiCandidate;

/**
 * One source's say about a stretch of text: the category its candidate gives it.
 *
 * @param source the detector that wrote the candidate
 * @param category the candidate's category
 * @param candidate the candidate itself (for its span, subtype, role, label and confidence)
 */
public record Vote(String source, PhiCategory category, PhiCandidate candidate) {

  /** The vote a candidate casts. */
  public static Vote of(PhiCandidate candidate) {
    return new Vote(
        candidate.getSource() == null ? "" : candidate.getSource(),
        PhiCategory.valueOf(candidate.getCategory()),
        candidate);
  }

  /** The candidate's confidence. */
  public float confidence() {
    return candidate.getConfidence();
  }
}
