package org.deid.detect.lexicon;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.deid.taxonomy.PhiSubtype;

/**
 * Finds the place that a known place explains or is explained by in brackets: a town before its
 * region or country ("nacido en Sicuani (Cusco)", "Tübingen (Alemania)") and a district after its
 * town ("en Vigo (Teis)", "Caracas (Petare)", "L'Hospitalet (la Florida)"). Neither is in any
 * gazetteer, but one bracket beside a known place makes it a place. The town before the bracket
 * needs a location cue before it ("en", "de", "natural"): "el Prof. Reinhold (Tübingen)" is a name.
 * The bracketed part is a run of capitalised words, not an acronym ("(HUPA)"), a title or the head
 * of a hospital or street.
 */
final class BracketedPlaceFinder {

  /** Confidence of a place beside a bracketed known place: meets the consensus quorum alone. */
  static final double CONFIDENCE = 0.87;

  /** Adds the bracketed places beside the place hits already in {@code hits}. */
  void find(TokenText doc, boolean[] blocked, List<LexiconHit> hits) {
    List<LexiconHit> places =
        hits.stream()
            .filter(hit -> isPlace(hit.subtype()))
            .sorted(Comparator.comparingInt(LexiconHit::begin))
            .toList();
    List<LexiconHit> found = new ArrayList<>();
    int t = 0;
    for (LexiconHit place : places) {
      while (t < doc.size() && doc.token(t).begin() < place.begin()) {
        t++;
      }
      int first = t;
      int last = first;
      while (last + 1 < doc.size() && doc.token(last + 1).end() <= place.end()) {
        last++;
      }
      if (first >= doc.size() || doc.token(first).begin() != place.begin()) {
        continue;
      }
      if (place.subtype() != PhiSubtype.COUNTRY) {
        addDistrictAfter(doc, blocked, last, found);
      }
      addTownBefore(doc, blocked, first, last, found);
    }
    hits.addAll(found);
  }

  private static boolean isPlace(PhiSubtype subtype) {
    return subtype == PhiSubtype.CITY
        || subtype == PhiSubtype.REGION
        || subtype == PhiSubtype.COUNTRY;
  }

  /**
   * "Vigo (Teis)": the capitalised run in brackets right after the place ending on {@code last}.
   */
  private static void addDistrictAfter(
      TokenText doc, boolean[] blocked, int last, List<LexiconHit> found) {
    int open = last + 1;
    if (!doc.isPunctuation(open, "(") || !doc.sameLine(last)) {
      return;
    }
    int first = open + 1;
    int end = doc.properRun(first);
    if (end < first || !doc.isPunctuation(end + 1, ")") || !isNameOfAPlace(doc, first, end)) {
      return;
    }
    add(doc, blocked, first, end, found);
  }

  /**
   * "en Sicuani (Cusco)": the capitalised run right before the bracket that holds the place on
   * {@code first..last}, after a location cue.
   */
  private static void addTownBefore(
      TokenText doc, boolean[] blocked, int first, int last, List<LexiconHit> found) {
    int open = first - 1;
    if (!doc.isPunctuation(open, "(") || !doc.isPunctuation(last + 1, ")")) {
      return;
    }
    int end = open - 1;
    int start = end;
    while (start - 1 >= 0
        && doc.sameLine(start - 1)
        && (doc.isCapitalised(start - 1) || doc.isConnector(start - 1))) {
      start--;
    }
    while (start < end && !doc.isCapitalised(start)) {
      start++; // "en la" before "Florida": the cue's article stays outside
    }
    int cue = start - 1;
    if (end < 0
        || !doc.isCapitalised(start)
        || !doc.isWord(cue)
        || !doc.isLowerCase(cue)
        || !doc.is(ContextKind.LOCATION_CUE, cue)
        || !isNameOfAPlace(doc, start, end)) {
      return;
    }
    add(doc, blocked, start, end, found);
  }

  /** A free run of words that can name a place: no acronym, title, hospital or street head. */
  private static boolean isNameOfAPlace(TokenText doc, int first, int last) {
    int head = first;
    while (head < last && !doc.isCapitalised(head)) {
      head++;
    }
    return !(doc.isAllCaps(head) && head == last)
        && !doc.is(ContextKind.TITLE, head)
        && !doc.is(ContextKind.STAFF_TITLE, head)
        && !doc.is(ContextKind.HOSPITAL_HEAD, head)
        && !doc.is(ContextKind.STREET_HEAD, head)
        && last - first < 5;
  }

  private static void add(
      TokenText doc, boolean[] blocked, int first, int last, List<LexiconHit> found) {
    if (!OrganisationFinder.free(blocked, first, last)) {
      return;
    }
    found.add(
        new LexiconHit(
            doc.token(first).begin(), doc.token(last).end(), PhiSubtype.CITY, null, CONFIDENCE));
    for (int k = first; k <= last; k++) {
      blocked[k] = true;
    }
  }
}
