package org.deid.resolve;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence that a name is the initial or the species of a germ ("E. coli", "N.meningitidis", "S.
 * aureus", "Mycobacterium tuberculosis"), which a model takes for an initial and a surname. Asked
 * first, before a title could keep the name: "M. tuberculosis" opens with the initial of a genus,
 * not with "M." of "Monsieur". A trigger keeps the name.
 */
final class AbbreviatedGerm implements NonPhiHeuristic {

  /**
   * A germ named by the initial of its genus and its species: a lower-case species of the list
   * {@code germ-species.txt} or with a Latin ending ("-ae", "-ii", "-ensis"); or by its genus and a
   * species of the list. "Mme T. est" is no germ.
   */
  private static final String SPECIES = "(?:" + WordLists.alternatives("germ-species.txt") + ")";

  private static final Pattern ABBREVIATED_GERM =
      Pattern.compile(
          "(?<![\\p{L}.])(?:\\p{Lu}\\.\\s?(?:"
              + SPECIES
              + "|\\p{Ll}{2,}(?:ae|ii|ensis))|\\p{Lu}\\p{Ll}{2,}\\s"
              + SPECIES
              + ")(?![\\p{L}])");

  @Override
  public Verdict judge(Claim claim) {
    return Verdict.refutedIf(
        claim.is(PhiCategory.NAME)
            && !claim.hasTrigger()
            && isAbbreviatedGerm(claim.document(), claim.begin(), claim.end()),
        "the initial or the species of a germ");
  }

  /**
   * Whether a name is the initial or the species of a germ ("E. coli", "N.meningitidis"): the span
   * lies inside the germ's name.
   */
  static boolean isAbbreviatedGerm(String document, int begin, int end) {
    Matcher germ =
        ABBREVIATED_GERM
            .matcher(document)
            .region(Math.max(0, begin - 24), Math.min(document.length(), end + 40));
    while (germ.find()) {
      if (germ.start() <= begin && germ.end() >= end) {
        return true;
      }
    }
    return false;
  }
}
