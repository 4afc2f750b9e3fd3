package org.deid.detect.regex;

import java.util.regex.Pattern;
import org.deid.taxonomy.PhiClass;

/**
 * One compiled pattern of a pattern file.
 *
 * @param name the pattern's name, for tracing which rule fired
 * @param phiClass what a match is
 * @param confidence the confidence written on candidates
 * @param regex the compiled expression; its group {@code phi}, when present, delimits the PHI
 */
public record PhiPattern(String name, PhiClass phiClass, float confidence, Pattern regex) {

  /** The name of the optional group that delimits the PHI inside a match. */
  public static final String PHI_GROUP = "phi";

  /** Whether the expression delimits the PHI with a {@code phi} group. */
  public boolean hasPhiGroup() {
    return regex.pattern().contains("(?<" + PHI_GROUP + ">");
  }
}
