package org.deid.variants;

import java.util.Optional;
import org.deid.io.markup.MarkedSpan;
import org.deid.scheme.LabelScheme;
import org.deid.taxonomy.PhiCategory;
import org.deid.taxonomy.PhiClass;
import org.deid.taxonomy.PhiSubtype;

/**
 * What a family needs to know of a note besides its text: the language of its words and the
 * taxonomy class behind each gold label.
 *
 * @param scheme the label scheme of the gold spans
 * @param language "fr" or "es"
 */
public record VariantContext(LabelScheme scheme, String language) {

  /** Whether the language is French (otherwise Spanish). */
  public boolean french() {
    return "fr".equals(language);
  }

  /** The taxonomy class of a span's label, if the scheme knows it. */
  public Optional<PhiClass> classOf(MarkedSpan span) {
    return scheme.toTaxonomy(span.label());
  }

  /** Whether a span's label belongs to a category. */
  public boolean is(MarkedSpan span, PhiCategory category) {
    return classOf(span).map(phi -> phi.category() == category).orElse(false);
  }

  /** Whether a span's label has a subtype. */
  public boolean is(MarkedSpan span, PhiSubtype subtype) {
    return classOf(span).map(phi -> phi.subtype() == subtype).orElse(false);
  }
}
