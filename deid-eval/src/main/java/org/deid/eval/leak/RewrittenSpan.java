package org.deid.eval.leak;

import java.util.Objects;
import org.deid.eval.PhiSpan;

/**
 * Where a gold PHI span ended up in the rewritten text.
 *
 * @param gold the gold span, with offsets into the original text
 * @param rewrittenBegin first character of its counterpart in the rewritten text, inclusive
 * @param rewrittenEnd last character of its counterpart in the rewritten text, exclusive
 */
public record RewrittenSpan(PhiSpan gold, int rewrittenBegin, int rewrittenEnd) {

  /** Validates the rewritten offsets. */
  public RewrittenSpan {
    Objects.requireNonNull(gold, "gold");
    if (rewrittenBegin < 0 || rewrittenEnd < rewrittenBegin) {
      throw new IllegalArgumentException(
          "Bad rewritten offsets [" + rewrittenBegin + ", " + rewrittenEnd + ")");
    }
  }
}
