package org.deid.resolve;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.apache.uima.jcas.JCas;
import org.apache.uima.jcas.cas.StringArray;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.parameter.Sources;
import org.deid.taxonomy.PhiCategory;
import org.deid.taxonomy.PhiSubtype;
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
   * candidate (it also set the extent), else the most confident one. A city, region or country
   * takes the kind that the gazetteers {@code places} (null for none) know it by ({@link
   * PlaceKind}).
   */
  static void add(
      JCas jcas,
      ResolvedSpan span,
      Comparator<PhiCandidate> order,
      Gazetteer places,
      Predicate<PhiCandidate> strong) {
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
    String trusted = firstNonEmpty(sameCategory, PhiCandidate::getSubtype);
    PhiCandidate named = strongNamer(sameCategory, span, trusted, strong);
    if (named == null) {
      named = ruleOnTheSpanAlone(sameCategory, span, trusted, strong);
    }
    String subtype =
        named != null
            ? named.getSubtype()
            : isFaxByItsKey(sameCategory, span) ? PhiSubtype.FAX.name() : trusted;
    String kind =
        PhiCategory.LOCATION.name().equals(category)
            ? PlaceKind.of(
                places,
                phi.getCoveredText(),
                subtype,
                () -> PlaceKeyBefore.followsCountryKey(jcas.getDocumentText(), span.begin()))
            : subtype;
    phi.setSubtype(kind);
    String role = firstNonEmpty(sameCategory, PhiCandidate::getRole);
    String label = conventionLabel(sameCategory, span);
    if (!STAFF.equals(role) && isStaffByATitle(sameCategory, span)) {
      // A model's guess of whose name it is does not stand against the title before it: the scheme
      // labels the clinician from the role.
      role = STAFF;
      phi.setRole(role);
      phi.setLabel(label);
    } else {
      phi.setRole(role);
      if (label == null && named != null) {
        label = nonEmpty(named.getLabel());
      } else if (label == null && Objects.equals(kind, trusted)) {
        label = firstNonEmpty(sameCategory, PhiCandidate::getLabel);
      } // else the supporters' labels name the kind they gave it: the scheme labels the new one
      phi.setLabel(label);
    }
    phi.setConfidence(span.decision().confidence());
    Set<String> sources = new TreeSet<>(); // sorted: stable output whatever the index order
    supporters.forEach(c -> sources.add(c.getSource()));
    StringArray sourceArray = new StringArray(jcas, sources.size());
    sourceArray.copyFromArray(sources.toArray(String[]::new), 0, 0, sources.size());
    phi.setSources(sourceArray);
    phi.addToIndexes();
  }

  /** The role of the clinicians' names. */
  private static final String STAFF = "STAFF";

  /**
   * Whether the lexicon, which gives a name the clinician's role only after a clinician's title
   * ("Dr.", "Dra.", "Pr"), says so of exactly this span.
   */
  private static boolean isStaffByATitle(List<PhiCandidate> supporters, ResolvedSpan span) {
    for (PhiCandidate c : supporters) {
      if (Sources.LEXICON.equals(c.getSource())
          && STAFF.equals(c.getRole())
          && c.getBegin() == span.begin()
          && c.getEnd() == span.end()) {
        return true;
      }
    }
    return false;
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

  /**
   * The strong claim ({@code strong}) for exactly this span that names a kind other than a town, a
   * region or a country where the most trusted supporter says {@code subtype}, one of those: the
   * maker in brackets before its seat, "(Dacortin, Merck, Barcelona)", is the gazetteer's
   * organisation whatever town the CRF took it for. Null if none.
   */
  private static PhiCandidate strongNamer(
      List<PhiCandidate> supporters,
      ResolvedSpan span,
      String subtype,
      Predicate<PhiCandidate> strong) {
    if (strong == null || !isTerritory(subtype)) {
      return null;
    }
    for (PhiCandidate c : supporters) {
      if (c.getBegin() == span.begin()
          && c.getEnd() == span.end()
          && c.getSubtype() != null
          && !c.getSubtype().isEmpty()
          && !isTerritory(c.getSubtype())
          && strong.test(c)) {
        return c;
      }
    }
    return null;
  }

  /**
   * The pattern that matched exactly this span with a strong claim ({@code strong}) and names
   * another kind than {@code subtype}, when no supporter of that kind covers exactly the span: the
   * detector that ran the place on ("Delegación Benito Juárez Código Postal", a hospital to the
   * CRF) named the longer words, the pattern these ("Delegación Benito Juárez", a district). Null
   * if none.
   */
  private static PhiCandidate ruleOnTheSpanAlone(
      List<PhiCandidate> supporters,
      ResolvedSpan span,
      String subtype,
      Predicate<PhiCandidate> strong) {
    if (strong == null) {
      return null;
    }
    PhiCandidate rule = null;
    for (PhiCandidate c : supporters) {
      boolean exact = c.getBegin() == span.begin() && c.getEnd() == span.end();
      if (exact && Objects.equals(subtype, c.getSubtype())) {
        return null; // a supporter of the trusted kind says the same of these very words
      }
      if (exact
          && rule == null
          && RULE_SOURCE.equals(c.getSource())
          && c.getSubtype() != null
          && !c.getSubtype().isEmpty()
          && strong.test(c)) {
        rule = c;
      }
    }
    return rule;
  }

  /**
   * Whether a pattern matched exactly this span as a fax with a strong claim: the number right
   * after its key ("Fax: 91 555 12 34") is a fax whatever kind the CRF gives it. After a fax key,
   * MEDDOCAN train and dev write 20 faxes and 2 phones; the CRF, reading the number's shape, says
   * phone.
   */
  private static boolean isFaxByItsKey(List<PhiCandidate> supporters, ResolvedSpan span) {
    for (PhiCandidate c : supporters) {
      if (RULE_SOURCE.equals(c.getSource())
          && PhiSubtype.FAX.name().equals(c.getSubtype())
          && c.getConfidence() >= STRONG_RULE_LABEL
          && c.getBegin() == span.begin()
          && c.getEnd() == span.end()) {
        return true;
      }
    }
    return false;
  }

  private static boolean isTerritory(String subtype) {
    return PhiSubtype.CITY.name().equals(subtype)
        || PhiSubtype.REGION.name().equals(subtype)
        || PhiSubtype.COUNTRY.name().equals(subtype);
  }

  private static String nonEmpty(String value) {
    return value == null || value.isEmpty() ? null : value;
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
