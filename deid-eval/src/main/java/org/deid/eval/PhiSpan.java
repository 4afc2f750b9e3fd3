package org.deid.eval;

import java.util.Objects;

/**
 * A gold or predicted PHI mention: character offsets into the document text (UTF-16 code units, as
 * in a UIMA CAS and Java strings; end exclusive) and a label, either a scheme label such as {@code
 * NOMBRE_SUJETO_ASISTENCIA} or a taxonomy category such as {@code NAME}.
 *
 * @param begin first character, inclusive
 * @param end last character, exclusive
 * @param label scheme label or taxonomy category; compared as an exact string
 */
public record PhiSpan(int begin, int end, String label) {

  /** Validates the offsets and the label. */
  public PhiSpan {
    Objects.requireNonNull(label, "label");
    if (begin < 0 || end < begin) {
      throw new IllegalArgumentException("Bad span offsets [" + begin + ", " + end + ")");
    }
  }

  /** The same offsets without a label, as the label-blind modes compare them. */
  public Span span() {
    return new Span(begin, end);
  }

  /** Whether this span shares at least one character with {@code other}. */
  public boolean overlaps(PhiSpan other) {
    return begin < other.end && other.begin < end;
  }
}
