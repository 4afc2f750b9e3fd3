package org.deid.eval.corpus;

import java.util.Objects;
import org.deid.io.brat.BratReader;
import org.deid.type.Phi;

/**
 * Where the gold annotations of an XMI document are: a view, an annotation type and, for a type
 * other than {@link Phi}, the string feature that holds the scheme label.
 *
 * @param view the view holding the gold annotations
 * @param typeName the fully qualified annotation type
 * @param labelFeature the feature holding the label (ignored for {@code Phi}, which gives its label
 *     or else its taxonomy class)
 */
public record GoldSelection(String view, String typeName, String labelFeature) {

  /**
   * {@code Phi} in view {@code gold}, as {@code deid run --input-format brat --format xmi} writes.
   */
  public static final GoldSelection DEFAULT =
      new GoldSelection(BratReader.DEFAULT_GOLD_VIEW, Phi.class.getName(), "label");

  /** Checks that every part is given. */
  public GoldSelection {
    Objects.requireNonNull(view, "view");
    Objects.requireNonNull(typeName, "typeName");
    Objects.requireNonNull(labelFeature, "labelFeature");
  }

  /** Whether the gold annotations are deid's own {@code Phi}. */
  public boolean isPhi() {
    return typeName.equals(Phi.class.getName());
  }
}
