package org.deid.resolve;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.deid.parameter.Sources;
import org.deid.taxonomy.PhiCategory;

/**
 * A span that the consensus resolved and that the evidence may refute: where it lies in its note,
 * its category, the sources that support it, and the note's other claims (a lone name in prose
 * reads them). Its {@link #toString} holds no word of the note.
 */
final class Claim {

  /** The source whose claims rest on a trigger or a checked format ("Dr", "Nombre:"). */
  static final String TRIGGER_SOURCE = Sources.REGEX;

  /** The source id of the gazetteer detector. */
  static final String LEXICON_SOURCE = Sources.LEXICON;

  private static final Set<String> LEXICON_ALONE = Set.of(LEXICON_SOURCE);

  private final String document;
  private final int begin;
  private final int end;
  private final PhiCategory category;
  private final Set<String> sources;
  private final List<Claim> noteClaims;

  private Claim(
      String document,
      int begin,
      int end,
      PhiCategory category,
      Set<String> sources,
      List<Claim> noteClaims) {
    this.document = document;
    this.begin = begin;
    this.end = end;
    this.category = category;
    this.sources = sources;
    this.noteClaims = noteClaims;
  }

  /** The claims of a note's resolved spans, in their order, each span's sources read once. */
  static List<Claim> ofNote(String document, List<ResolvedSpan> spans) {
    List<Claim> claims = new ArrayList<>(spans.size());
    List<Claim> view = Collections.unmodifiableList(claims);
    for (ResolvedSpan span : spans) {
      Set<String> sources = new TreeSet<>();
      span.decision().supporters().forEach(v -> sources.add(v.candidate().getSource()));
      claims.add(
          new Claim(document, span.begin(), span.end(), span.decision().category(), sources, view));
    }
    return view;
  }

  /** A claim alone in its note. */
  static Claim alone(
      String document, int begin, int end, PhiCategory category, Set<String> sources) {
    List<Claim> claims = new ArrayList<>(1);
    Claim claim = new Claim(document, begin, end, category, sources, claims);
    claims.add(claim);
    return claim;
  }

  /** The note's text. */
  String document() {
    return document;
  }

  /** Where the span begins in the note. */
  int begin() {
    return begin;
  }

  /** Where the span ends in the note. */
  int end() {
    return end;
  }

  /** The span's text. */
  String text() {
    return document.substring(begin, end);
  }

  /** The category the consensus decided. */
  PhiCategory category() {
    return category;
  }

  /** Whether the category is this one. */
  boolean is(PhiCategory wanted) {
    return category == wanted;
  }

  /** The sources that support the span. */
  Set<String> sources() {
    return sources;
  }

  /** Whether a rule trigger backs the claim: such a claim is refuted only by a few heuristics. */
  boolean hasTrigger() {
    return sources.contains(TRIGGER_SOURCE);
  }

  /** Whether the gazetteers alone claim the span. */
  boolean isLexiconAlone() {
    return sources.equals(LEXICON_ALONE);
  }

  /** Every claim of the note, this one included, in their order. */
  List<Claim> noteClaims() {
    return noteClaims;
  }

  @Override
  public String toString() {
    return category + "[" + begin + ", " + end + ")" + sources;
  }
}
