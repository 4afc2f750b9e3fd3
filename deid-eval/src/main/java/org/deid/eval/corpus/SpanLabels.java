package org.deid.eval.corpus;

import java.util.Objects;
import java.util.Optional;
import org.deid.scheme.LabelScheme;
import org.deid.taxonomy.PhiClass;

/**
 * Gives gold and predicted annotations the labels they are compared in: at {@link LabelLevel#LABEL}
 * the scheme's labels (a taxonomy class is written with the label the scheme gives it), at {@link
 * LabelLevel#CATEGORY} the taxonomy categories (a scheme label is mapped through the scheme).
 * Immutable and thread-safe.
 */
public final class SpanLabels {

  /**
   * Prefix of the label of a prediction whose taxonomy class the scheme cannot express: it stays a
   * prediction (it counts in the label-blind modes) but never matches a gold label.
   */
  public static final String NO_LABEL_PREFIX = "NO_LABEL:";

  private final String schemeSource;
  private final LabelScheme scheme;
  private final LabelLevel level;

  private SpanLabels(String schemeSource, LabelScheme scheme, LabelLevel level) {
    this.schemeSource = schemeSource;
    this.scheme = scheme;
    this.level = Objects.requireNonNull(level, "level");
  }

  /**
   * Labels in a scheme at a level.
   *
   * @param scheme a bundled scheme's name ({@code meddocan}) or the path of a scheme file
   * @throws IllegalArgumentException when no such scheme exists
   */
  public static SpanLabels load(String scheme, LabelLevel level) {
    return new SpanLabels(scheme, LabelScheme.load(scheme), level);
  }

  /** The scheme as it was named: a bundled scheme's name or a file path (what readers take). */
  public String schemeSource() {
    return schemeSource;
  }

  /** The scheme the labels of the corpus belong to. */
  public LabelScheme scheme() {
    return scheme;
  }

  /** The level labels are compared at. */
  public LabelLevel level() {
    return level;
  }

  /**
   * The comparison label of a corpus label.
   *
   * @param document the document, named in the error
   * @throws IllegalArgumentException when the scheme does not know the label
   */
  public String ofSchemeLabel(String label, String document) {
    Optional<PhiClass> phiClass = scheme.toTaxonomy(label);
    if (phiClass.isEmpty()) {
      throw new IllegalArgumentException(
          "Document "
              + document
              + ": label '"
              + label
              + "' is not part of the "
              + scheme.name()
              + " scheme");
    }
    return level == LabelLevel.LABEL ? label : phiClass.get().category().name();
  }

  /** The comparison label of a taxonomy class. */
  public String ofClass(PhiClass phiClass) {
    if (level == LabelLevel.CATEGORY) {
      return phiClass.category().name();
    }
    return scheme.toLabel(phiClass).orElse(NO_LABEL_PREFIX + phiClass);
  }

  /**
   * The comparison label of a CAS annotation: its label when the scheme knows it, else its taxonomy
   * class (category, subtype, role features).
   *
   * @param document the document, named in the error
   * @throws IllegalArgumentException when the annotation has neither a known label nor a category
   */
  public String ofAnnotation(
      String label, String category, String subtype, String role, String document) {
    if (label != null && !label.isBlank() && scheme.hasLabel(label)) {
      return ofSchemeLabel(label, document);
    }
    if (category == null || category.isBlank()) {
      if (label != null && !label.isBlank()) {
        return ofSchemeLabel(label, document); // fails, naming the unknown label
      }
      throw new IllegalArgumentException(
          "Document " + document + ": an annotation has neither a label nor a category");
    }
    try {
      return ofClass(PhiClass.parse(category, subtype, role));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "Document " + document + ": not a taxonomy class: " + e.getMessage(), e);
    }
  }
}
