package org.deid.detect.lexicon;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.deid.taxonomy.PhiSubtype;

/**
 * Finds the maker that a case report names in brackets after its product, before the maker's seat:
 * "(Dacortin 30 mg, Merck, Barcelona)", "(Stratus OCT; Carl Zeiss Meditec, Dublin, CA)", "(Lilly y
 * Dista, Madrid)", "(Endoperox®, Septodont Francia)", or first in the bracket with its trade mark
 * "(Allergan®, Irvine, California, EE.UU.)". MEDDOCAN marks such makers as institutions, and the
 * CRF, which sees a capitalised word before a town, takes them for towns. The seat is a known place
 * right after the maker, then at most three capitalised items up to the closing bracket; the maker
 * is a run of capitalised words that is no known place, after a comma or a semicolon inside the
 * same bracket (a product before it), or right after the opening bracket with a trade mark sign. A
 * country written without a comma after the maker closes the bracket ("Septodont Francia"). Names
 * and places that the other finders saw inside the maker ("Carl" of "Carl Zeiss Meditec") give way
 * to it. A bracket of places alone ("Móstoles, Alcorcón, Madrid") names no maker: the item before
 * the maker is no known place.
 */
final class MakerInBracketsFinder {

  /**
   * The languages whose notes name makers as institutions: MEDDOCAN's Spanish marks them
   * (INSTITUCION), the French schemes do not.
   */
  static final Set<String> LANGUAGES = Set.of("es");

  /** Confidence of a maker before its seat in brackets: meets the consensus quorum alone. */
  static final double CONFIDENCE = 0.88;

  private static final int MAX_MAKER_WORDS = 5;
  private static final int MAX_SEAT_ITEMS = 4;
  private static final int MAX_BRACKET_TOKENS = 20;

  /** Adds the makers before the place hits already in {@code hits} that open a maker's seat. */
  void find(TokenText doc, boolean[] blocked, List<LexiconHit> hits) {
    Map<Integer, LexiconHit> placeAt = new HashMap<>();
    Set<Integer> placeEnds = new HashSet<>();
    for (LexiconHit hit : hits) {
      if (isPlace(hit.subtype())) {
        placeAt.merge(hit.begin(), hit, (a, b) -> a.end() >= b.end() ? a : b);
        placeEnds.add(hit.end());
      }
    }
    List<int[]> makers = new ArrayList<>();
    for (int i = 0; i < doc.size(); i++) {
      LexiconHit seat = placeAt.get(doc.token(i).begin());
      if (seat == null) {
        continue;
      }
      int seatLast = lastTokenOf(doc, i, seat.end());
      if (seatLast < 0 || !closesBracket(doc, placeAt, seatLast)) {
        continue;
      }
      int[] maker =
          makerBefore(doc, placeAt, placeEnds, i, seat.subtype() == PhiSubtype.COUNTRY, seatLast);
      if (maker != null && (makers.isEmpty() || makers.get(makers.size() - 1)[1] < maker[0])) {
        makers.add(maker);
      }
    }
    for (int[] maker : makers) {
      int begin = doc.token(maker[0]).begin();
      int end = doc.token(maker[1]).end();
      hits.removeIf(h -> h.begin() >= begin && h.end() <= end);
      hits.add(new LexiconHit(begin, end, PhiSubtype.ORGANIZATION, null, CONFIDENCE));
      for (int k = maker[0]; k <= maker[1]; k++) {
        blocked[k] = true;
      }
    }
  }

  private static boolean isPlace(PhiSubtype subtype) {
    return subtype == PhiSubtype.CITY
        || subtype == PhiSubtype.REGION
        || subtype == PhiSubtype.COUNTRY;
  }

  /** The last token of the hit starting on token {@code first} and ending at {@code end}. */
  private static int lastTokenOf(TokenText doc, int first, int end) {
    int last = first;
    while (last < doc.size() && doc.token(last).end() < end) {
      last++;
    }
    return last < doc.size() && doc.token(last).end() == end ? last : -1;
  }

  /**
   * Whether the seat that ends on token {@code last} goes on to the closing bracket on its line: at
   * most three more items after commas, each a known place or a capitalised run ("California",
   * "CA").
   */
  private static boolean closesBracket(TokenText doc, Map<Integer, LexiconHit> placeAt, int last) {
    int i = last;
    for (int items = 1; items <= MAX_SEAT_ITEMS; items++) {
      if (!doc.sameLine(i)) {
        return false;
      }
      if (doc.isPunctuation(i + 1, ")")) {
        return true;
      }
      if (!doc.isPunctuation(i + 1, ",") || !doc.sameLine(i + 1)) {
        return false;
      }
      int next = i + 2;
      if (next >= doc.size()) {
        return false;
      }
      LexiconHit place = placeAt.get(doc.token(next).begin());
      int itemLast = place != null ? lastTokenOf(doc, next, place.end()) : doc.properRun(next);
      if (itemLast < next) {
        return false;
      }
      i = itemLast;
    }
    return false;
  }

  /**
   * The first and last tokens of the maker before the seat that starts on token {@code seat}, or
   * null: a capitalised run inside a bracket on the seat's line.
   */
  private static int[] makerBefore(
      TokenText doc,
      Map<Integer, LexiconHit> placeAt,
      Set<Integer> placeEnds,
      int seat,
      boolean country,
      int seatLast) {
    int end = seat - 1;
    if (doc.isPunctuation(end, ",")) {
      end--;
    } else if (!country || !doc.isPunctuation(seatLast + 1, ")")) {
      return null; // only a country closing the bracket follows its maker without a comma
    }
    boolean mark = false;
    while (doc.isPunctuation(end, "®™")) {
      mark = true;
      end--;
    }
    if (!doc.isCapitalised(end) || !doc.sameLine(end)) {
      return null;
    }
    int begin = end;
    int words = 1;
    while (begin - 1 >= 0 && doc.sameLine(begin - 1)) {
      int p = begin - 1;
      if (doc.isCapitalised(p)) {
        words++;
      } else if (doc.isPunctuation(p, "®™")) {
        mark = true;
      } else if (!(doc.isPunctuation(p, "-&") || doc.word(p).equals("y"))
          || !doc.isCapitalised(p - 1)) {
        break;
      }
      begin = p;
    }
    if (words > MAX_MAKER_WORDS || !isFreeName(doc, placeAt, begin, end)) {
      return null;
    }
    int before = begin - 1;
    if (!doc.sameLine(before)) {
      return null;
    }
    if (doc.isPunctuation(before, "(")) {
      return mark ? new int[] {begin, end} : null;
    }
    if (before < 1
        || !doc.isPunctuation(before, ",;")
        || placeEnds.contains(doc.token(before - 1).end())) {
      return null; // a list of places ("Móstoles, Alcorcón, Madrid") names no maker
    }
    for (int p = before - 1; p >= 0 && p >= before - MAX_BRACKET_TOKENS; p--) {
      if (!doc.sameLine(p) || doc.isPunctuation(p, ")")) {
        return null;
      }
      if (doc.isPunctuation(p, "(")) {
        return new int[] {begin, end};
      }
    }
    return null;
  }

  /** A run that can name a maker: no known place whole, no title or head of a care place. */
  private static boolean isFreeName(
      TokenText doc, Map<Integer, LexiconHit> placeAt, int first, int last) {
    LexiconHit place = placeAt.get(doc.token(first).begin());
    if (place != null && place.end() == doc.token(last).end()) {
      return false;
    }
    return !doc.is(ContextKind.TITLE, first)
        && !doc.is(ContextKind.STAFF_TITLE, first)
        && !doc.is(ContextKind.HOSPITAL_HEAD, first)
        && !doc.is(ContextKind.STREET_HEAD, first);
  }
}
