package org.deid.eval.corpus;

import java.util.Locale;

/** Which labels gold and predictions are compared in. */
public enum LabelLevel {
  /**
   * The corpus's own labels, as its label scheme spells them ({@code NOMBRE_SUJETO_ASISTENCIA}).
   */
  LABEL,
  /** The taxonomy categories ({@code NAME}, {@code DATE}, ...), whatever the scheme. */
  CATEGORY;

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
