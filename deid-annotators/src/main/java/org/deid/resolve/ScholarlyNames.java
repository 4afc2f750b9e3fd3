package org.deid.resolve;

import java.util.regex.Pattern;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence that a capitalised run names a scale, an index, a set of criteria or a study group of
 * the literature, written in English as French and Spanish case reports cite them: "Bath Ankylosing
 * Spondylitis Disease Activity Index", "European Spondyloarthropathy Study Group". A model reads
 * such runs of capitalised words as an institution or a place; no patient's place or carer has an
 * English head word of this kind.
 */
final class ScholarlyNames implements NonPhiHeuristic {

  /**
   * English head words of scales, indices, criteria and study groups. "College" and "Institute" are
   * left out: they name schools and institutes that may be a patient's or an employer's.
   */
  private static final Pattern HEAD =
      Pattern.compile(
          "(?<!\\p{L})(?:Index|Score|Scale|Study|Group|Society|Criteria|Classification"
              + "|Questionnaire|Assessment|Organi[sz]ation|Trial|Consortium|Registry|Disease"
              + "|Activity|Functional|Syndrome|Committee|Guidelines|Inventory|Survey)(?!\\p{L})");

  /** The next word after a span on its line: "[Bath ... Disease Activity] Index (BASDAI)". */
  private static final Pattern NEXT_WORD = Pattern.compile("^[ \\t]{1,2}\\p{L}+");

  @Override
  public Verdict judge(Claim claim) {
    return Verdict.refutedIf(
        claim.is(PhiCategory.LOCATION)
            && namesScaleOrStudyGroup(claim.document(), claim.begin(), claim.end()),
        "an English name of a scale, an index or a study group");
  }

  /** Whether the span, or the word right after it on its line, holds such a head word. */
  static boolean namesScaleOrStudyGroup(String document, int begin, int end) {
    if (HEAD.matcher(document).region(begin, end).find()) {
      return true;
    }
    var next = NEXT_WORD.matcher(document).region(end, Math.min(document.length(), end + 40));
    return next.lookingAt() && HEAD.matcher(next.group().strip()).matches();
  }
}
