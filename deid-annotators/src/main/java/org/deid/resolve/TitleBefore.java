package org.deid.resolve;

import java.util.regex.Pattern;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence that a name names a person whatever its words: a civility or professional title stands
 * right before it on its line ("Dr jacquet", "Madame jean", "Sra. "). A name after a title is
 * upheld: no later heuristic may refute it. The titles are the list {@code titles.txt}.
 */
final class TitleBefore implements NonPhiHeuristic {

  /** The titles, as the alternatives of a case-blind group. */
  private static final String TITLES = "(?i:" + WordLists.alternatives("titles.txt") + ")";

  /** A title and its optional full stop, then one to three blanks, right before a name. */
  private static final Pattern TITLE_BEFORE =
      Pattern.compile("(?<![\\p{L}])" + TITLES + "\\.?[ \\t]{1,3}$");

  /** A title glued before a name by OCR: "MmeDupont", "DrMartin". */
  private static final Pattern GLUED_TITLE = Pattern.compile("(?<![\\p{L}])" + TITLES + "\\.?$");

  @Override
  public Verdict judge(Claim claim) {
    return Verdict.upheldIf(
        claim.is(PhiCategory.NAME) && followsTitle(claim.document(), claim.begin()),
        "a title before the name");
  }

  /** Whether a title ("Dr", "Madame", "Sra.") stands right before {@code begin} on its line. */
  static boolean followsTitle(String document, int begin) {
    return TITLE_BEFORE.matcher(SpanWords.lineBefore(document, begin, 16)).find();
  }

  /** Whether a title is glued right before {@code begin}, as OCR writes it ("MmeDupont"). */
  static boolean isGluedBefore(String document, int begin) {
    return GLUED_TITLE.matcher(document).region(Math.max(0, begin - 12), begin).find();
  }
}
