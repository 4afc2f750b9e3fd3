package org.deid.resolve;

import java.util.List;
import java.util.Set;
import org.deid.detect.lexicon.TextFolding;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence that a claimed profession is a civil or obstetric status ("célibataire", "primipare",
 * "grande multipare", "casada"), which case reports write where an occupation would stand: every
 * word of it is one. A claim backed by a trigger stands.
 */
final class CivilStatusNotProfession implements NonPhiHeuristic {

  /** Civil or obstetric statuses, folded. */
  private static final Set<String> NOT_PROFESSIONS = WordLists.set("civil-statuses.txt");

  @Override
  public Verdict judge(Claim claim) {
    if (!claim.is(PhiCategory.PROFESSION) || claim.hasTrigger()) {
      return Verdict.NONE;
    }
    List<String> words = SpanWords.of(claim.text());
    return Verdict.refutedIf(
        !words.isEmpty()
            && words.stream().allMatch(w -> NOT_PROFESSIONS.contains(TextFolding.key(w))),
        "a civil or obstetric status");
  }
}
