package org.deid.resolve;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.deid.taxonomy.PhiCategory;
import org.deid.type.PhiCandidate;

/** Claims for the tests of the evidence: a span of a short text, found by its words. */
final class TestClaims {

  static final Set<String> CRF = Set.of("crf");
  static final Set<String> LEXICON = Set.of("lexicon");
  static final Set<String> CRF_AND_LEXICON = Set.of("crf", "lexicon");
  static final Set<String> CRF_AND_TRIGGER = Set.of("crf", "regex");

  private TestClaims() {}

  /** The first occurrence of {@code span} in {@code text}, claimed alone in its note. */
  static Claim claim(String text, String span, PhiCategory category, Set<String> sources) {
    int begin = text.indexOf(span);
    if (begin < 0) {
      throw new IllegalArgumentException("'" + span + "' is not in the text");
    }
    return Claim.alone(text, begin, begin + span.length(), category, sources);
  }

  /** A whole text claimed alone. */
  static Claim whole(String text, PhiCategory category, Set<String> sources) {
    return Claim.alone(text, 0, text.length(), category, sources);
  }

  /**
   * The claims of one note, each read by the others: for each, the first occurrence of its text,
   * its category and its one source.
   */
  static List<Claim> note(String text, Object... spanCategorySource) throws Exception {
    JCas jcas = JCasFactory.createText(text, "fr");
    List<ResolvedSpan> spans = new ArrayList<>();
    for (int i = 0; i < spanCategorySource.length; i += 3) {
      String span = (String) spanCategorySource[i];
      PhiCategory category = (PhiCategory) spanCategorySource[i + 1];
      int begin = text.indexOf(span);
      PhiCandidate candidate = new PhiCandidate(jcas, begin, begin + span.length());
      candidate.setCategory(category.name());
      candidate.setSource((String) spanCategorySource[i + 2]);
      Decision decision = new Decision(category, List.of(Vote.of(candidate)), 1f);
      spans.add(new ResolvedSpan(begin, begin + span.length(), decision));
    }
    return Claim.ofNote(text, spans);
  }
}
