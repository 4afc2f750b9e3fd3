package org.deid.synth;

import java.util.Objects;
import org.deid.taxonomy.PhiClass;

/**
 * One gold PHI of a synthetic note: UTF-16 offsets into the note's text and its taxonomy class.
 *
 * @param begin offset of the first character
 * @param end offset after the last character
 * @param phiClass the taxonomy class (category, subtype and, for names, role)
 */
public record GoldSpan(int begin, int end, PhiClass phiClass) {

  /** Checks that the span is not empty and that a class is given. */
  public GoldSpan {
    Objects.requireNonNull(phiClass, "phiClass");
    if (begin < 0 || end <= begin) {
      throw new IllegalArgumentException("Empty or negative span [" + begin + "," + end + ")");
    }
  }
}
