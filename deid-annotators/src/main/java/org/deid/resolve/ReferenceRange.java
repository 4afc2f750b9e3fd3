package org.deid.resolve;

import java.util.regex.Pattern;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence that a number a model takes for a phone number or an identifier is a reference range of
 * a lab value: two decimal numbers joined by a hyphen ("VN : 0.030-2.47", "3,5 - 5,1"). No phone
 * number or identifier is written so (one decimal mark in each of two numbers); a date range
 * ("12.03-14.03") is a date, which this does not judge. A trigger keeps the claim.
 */
final class ReferenceRange implements NonPhiHeuristic {

  /** Two decimal numbers, each with one decimal mark, joined by a hyphen or a dash. */
  private static final Pattern DECIMAL_RANGE =
      Pattern.compile("\\d{1,4}[.,]\\d{1,4}\\s?[-–]\\s?\\d{1,4}[.,]\\d{1,4}");

  @Override
  public Verdict judge(Claim claim) {
    return Verdict.refutedIf(
        (claim.is(PhiCategory.CONTACT) || claim.is(PhiCategory.ID))
            && !claim.hasTrigger()
            && DECIMAL_RANGE.matcher(claim.text().strip()).matches(),
        "a reference range of decimal numbers");
  }
}
