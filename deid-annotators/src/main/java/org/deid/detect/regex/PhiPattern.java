package org.deid.detect.regex;

import java.util.regex.Pattern;
import org.deid.taxonomy.PhiClass;

/**
 * One compiled pattern of a pattern file.
 *
 * @param name the pattern's name, for tracing which rule fired
 * @param phiClass what a match is (category, subtype, and the role of a name)
 * @param label a label of a corpus scheme written on candidates (e.g. a MEDDOCAN class), or empty
 * @param validator the check the PHI text must pass beyond the pattern
 * @param confidence the confidence written on candidates
 * @param regex the compiled expression; its group {@code phi}, when present, delimits the PHI
 * @param starts the characters a match can start with, read from {@code regex}
 */
public record PhiPattern(
    String name,
    PhiClass phiClass,
    String label,
    Validator validator,
    float confidence,
    Pattern regex,
    MatchStarts starts) {

  /** The name of the optional group that delimits the PHI inside a match. */
  public static final String PHI_GROUP = "phi";

  /** Whether the expression delimits the PHI with a {@code phi} group. */
  public boolean hasPhiGroup() {
    return regex.pattern().contains("(?<" + PHI_GROUP + ">");
  }
}
