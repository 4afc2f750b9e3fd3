package org.deid.resolve;

import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence that a day and a month written with a slash are a ratio of two measurements: "la presión
 * intraocular era de 13/11 mmHg", "TA 120/80 mm Hg". The unit after it tells: in MEDDOCAN train and
 * dev, 65 such ratios stand before a unit of {@code units-after-ratios.txt}, and no gold date does.
 */
final class MeasurementNotDate implements NonPhiHeuristic {

  /** Two numbers and a slash, the whole claim: "13/11", not "13/11/2004". */
  private static final Pattern RATIO = Pattern.compile("\\d{1,3}/\\d{1,3}");

  /** A unit right after the claim, at most one blank before it, and no letter glued after it. */
  private static final Pattern UNIT_AFTER =
      Pattern.compile(
          "[ \\t]?(?:"
              + WordLists.ordered("units-after-ratios.txt").stream()
                  .map(Pattern::quote)
                  .collect(Collectors.joining("|"))
              + ")(?![\\p{L}\\p{N}])");

  @Override
  public Verdict judge(Claim claim) {
    return Verdict.refutedIf(
        claim.is(PhiCategory.DATE) && isMeasurement(claim.document(), claim.begin(), claim.end()),
        "a ratio of two measurements before its unit, not a date");
  }

  /** Whether the claim at {@code [begin, end)} is two numbers and a slash before a unit. */
  static boolean isMeasurement(String document, int begin, int end) {
    return RATIO.matcher(document).region(begin, end).matches()
        && UNIT_AFTER.matcher(document).region(end, document.length()).lookingAt();
  }
}
