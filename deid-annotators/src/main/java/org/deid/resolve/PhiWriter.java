package org.deid.resolve;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apache.uima.jcas.JCas;
import org.apache.uima.jcas.cas.StringArray;
import org.deid.parameter.Sources;
import org.deid.type.Phi;
import org.deid.type.PhiCandidate;

/**
 * Writes a span the consensus resolved as a {@link Phi} annotation: its category, confidence and
 * sources, and the subtype, role and label of its most trusted supporter.
 */
final class PhiWriter {

  /** The detector whose candidates carry a scheme convention as their label (its patterns). */
  private static final String RULE_SOURCE = Sources.REGEX;

  /** The confidence from which a pattern's label is taken over another supporter's. */
  private static final double STRONG_RULE_LABEL = 0.95;

  private PhiWriter() {}

  /**
   * A PHI takes its subtype, role and label from its most trusted supporter: a boundary source's
   * candidate (it also set the extent), else the most confident one.
   */
  static void add(JCas jcas, ResolvedSpan span, Comparator<PhiCandidate> order) {
    List<PhiCandidate> supporters = new ArrayList<>(span.decision().supporters().size());
    for (Vote vote : span.decision().supporters()) {
      supporters.add(vote.candidate());
    }
    supporters.sort(order); // stable, as the stream's sort was
    String category = span.decision().category().name();
    // Only a candidate of the decided category says which kind of it the PHI is.
    List<PhiCandidate> sameCategory = new ArrayList<>(supporters.size());
    for (PhiCandidate candidate : supporters) {
      if (category.equals(candidate.getCategory())) {
        sameCategory.add(candidate);
      }
    }
    Phi phi = new Phi(jcas, span.begin(), span.end());
    phi.setCategory(category);
    phi.setSubtype(firstNonEmpty(sameCategory, PhiCandidate::getSubtype));
    phi.setRole(firstNonEmpty(sameCategory, PhiCandidate::getRole));
    String convention = conventionLabel(sameCategory, span);
    phi.setLabel(
        convention != null ? convention : firstNonEmpty(sameCategory, PhiCandidate::getLabel));
    phi.setConfidence(span.decision().confidence());
    Set<String> sources = new TreeSet<>(); // sorted: stable output whatever the index order
    supporters.forEach(c -> sources.add(c.getSource()));
    StringArray sourceArray = new StringArray(jcas, sources.size());
    sourceArray.copyFromArray(sources.toArray(String[]::new), 0, 0, sources.size());
    phi.setSources(sourceArray);
    phi.addToIndexes();
  }

  /**
   * The label a rule states for exactly this span with a strong claim: a pattern's label is the
   * scheme's convention for what it matched (MEDDOCAN gives a relative's age to the relative),
   * which a statistical detector's label for the same words does not override. Null if none.
   */
  private static String conventionLabel(List<PhiCandidate> supporters, ResolvedSpan span) {
    for (PhiCandidate c : supporters) {
      String label = c.getLabel();
      if (RULE_SOURCE.equals(c.getSource())
          && c.getConfidence() >= STRONG_RULE_LABEL
          && c.getBegin() == span.begin()
          && c.getEnd() == span.end()
          && label != null
          && !label.isEmpty()) {
        return label;
      }
    }
    return null;
  }

  private static String firstNonEmpty(
      List<PhiCandidate> supporters, java.util.function.Function<PhiCandidate, String> feature) {
    for (PhiCandidate candidate : supporters) {
      String value = feature.apply(candidate);
      if (value != null && !value.isEmpty()) {
        return value;
      }
    }
    return null;
  }
}
