package org.deid.detect.lexicon;

import java.util.List;
import org.deid.segment.TokenKind;
import org.deid.taxonomy.PhiSubtype;

/**
 * Finds the proper name after a word for a part of a town or a small settlement ("barrio de
 * Repélega", "pedanía de Sangonera la Verde", "parroquia de Llieres", "lieu-dit Les Granges"): such
 * names are rarely in any gazetteer, and the head word makes them places whatever they are called.
 * The name may start on the next line (a line broken after "barri del"); it is a run of capitalised
 * words with particles inside, not a hospital, a street or an organisation (those heads stop it).
 */
final class DistrictFinder {

  /**
   * Confidence of a name after a district word: strong enough to meet the consensus quorum alone.
   */
  static final double CONFIDENCE = 0.86;

  /** Adds the districts of a document to {@code hits} and blocks their tokens. */
  void find(TokenText doc, boolean[] blocked, List<LexiconHit> hits) {
    int i = -1;
    while (++i < doc.size()) {
      if (!doc.isWord(i) || !doc.is(ContextKind.DISTRICT_HEAD, i)) {
        continue;
      }
      int first = i + 1;
      while (first < doc.size()
          && first - i <= 3
          && (doc.isLowerCase(first) && doc.isConnector(first)
              || doc.isKind(first, TokenKind.NEWLINE))) {
        first++;
      }
      if (!doc.isCapitalised(first)
          || doc.isAllCaps(first)
          || doc.is(ContextKind.HOSPITAL_HEAD, first)
          || doc.is(ContextKind.STREET_HEAD, first)) {
        continue;
      }
      int last = doc.properRun(first);
      while (last > first && doc.isConnector(last)) {
        last--;
      }
      if (last < first || !OrganisationFinder.free(blocked, first, last)) {
        continue;
      }
      hits.add(
          new LexiconHit(
              doc.token(first).begin(), doc.token(last).end(), PhiSubtype.CITY, null, CONFIDENCE));
      for (int k = first; k <= last; k++) {
        blocked[k] = true;
      }
      i = last;
    }
  }
}
