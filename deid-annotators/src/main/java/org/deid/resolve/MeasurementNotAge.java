package org.deid.resolve;

import java.util.regex.Pattern;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence that a bare number a model takes for an age is a measurement: over any age ("342"
 * platelets), or a cell of a table row (a line with two or more "|", tabs or ";"), where an age
 * column is found by its header (the regex detector's claim, which a trigger backs and this never
 * refutes).
 */
final class MeasurementNotAge implements NonPhiHeuristic {

  /** A bare number, as a model may take one for an age. */
  private static final Pattern BARE_NUMBER = Pattern.compile("\\d{1,4}");

  /** The oldest age a note may give: a bare number above it is a measurement. */
  private static final int MAX_AGE = 125;

  @Override
  public Verdict judge(Claim claim) {
    return Verdict.refutedIf(
        claim.is(PhiCategory.AGE)
            && !claim.hasTrigger()
            && isMeasurementNotAge(claim.document(), claim.begin(), claim.end()),
        "a measurement or a table cell, not an age");
  }

  /** Whether a bare number at {@code [begin, end)} is over any age or a cell of a table row. */
  static boolean isMeasurementNotAge(String document, int begin, int end) {
    String value = document.substring(begin, end).strip();
    if (!BARE_NUMBER.matcher(value).matches()) {
      return false;
    }
    if (Integer.parseInt(value) > MAX_AGE) {
      return true;
    }
    int lineBegin = document.lastIndexOf('\n', begin - 1) + 1;
    int lineEnd = document.indexOf('\n', end);
    String line = document.substring(lineBegin, lineEnd < 0 ? document.length() : lineEnd);
    for (char separator : new char[] {'|', '\t', ';'}) {
      if (line.chars().filter(c -> c == separator).count() >= 2) {
        return true;
      }
    }
    return false;
  }
}
