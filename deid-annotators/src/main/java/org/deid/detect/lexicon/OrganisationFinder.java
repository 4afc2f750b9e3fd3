package org.deid.detect.lexicon;

import java.util.List;
import org.deid.segment.TokenKind;
import org.deid.taxonomy.PhiSubtype;

/**
 * Finds named organisations with the language's organisation list: bodies named alone ("SNCF",
 * "SERGAS", "Harmonie Mutuelle"), with the place after them when there is one ("CPAM du Finistère",
 * "Conseil départemental de la Haute-Vienne"), and organisations named by a type word and a proper
 * name ("école élémentaire Paul-Éluard", "MECS Les Marronniers", "CEIP Camino Largo"). An acronym
 * of three letters or less counts only in capitals and away from figures ("SEP" in "12 SEP 2023" is
 * a month); a name inside a street or a hospital ("rue de la Poste", "Hôpital de la Croix-Rouge")
 * is left to them.
 */
final class OrganisationFinder {

  /** Confidence of an organisation the list names whole. */
  static final double NAMED = 0.86;

  /** Confidence of a type word followed by a proper name. */
  static final double HEADED = 0.75;

  private static final int SHORT_ACRONYM = 3;
  private static final int MAX_QUOTED_CHARS = 60;

  /** Adds the organisations of a document to {@code hits} and blocks their tokens. */
  void find(TokenText doc, boolean[] blocked, List<LexiconHit> hits) {
    long[] flags = new long[1];
    int i = 0;
    while (i < doc.size()) {
      int last = entry(doc, blocked, i, flags);
      if (last < 0 || insideAnotherName(doc, i)) {
        i++;
        continue;
      }
      boolean named = (flags[0] & Gazetteer.ORGANIZATION) != 0;
      boolean lowerCase = !capitalisedName(doc, i, last);
      int end = doc.token(last).end();
      int extended = -1;
      if (doc.sameLine(last) && doc.isConnector(last + 1)) {
        extended = doc.properRun(last + 1); // "CPAM du Finistère"
      } else if (!named && doc.sameLine(last)) {
        extended = doc.properRun(last + 1); // "collège Jean Moulin"
        if (extended <= last) {
          end = quotedName(doc, end); // "Escuela Primaria "Profr. Rafael Ramírez""
        }
      }
      double confidence;
      if (extended > last && free(blocked, last + 1, extended)) {
        last = extended;
        end = doc.token(last).end();
        confidence = named ? NAMED : HEADED;
      } else if (end > doc.token(last).end()) {
        confidence = HEADED;
      } else if (named && !lowerCase && standsAlone(doc, i, last)) {
        confidence = NAMED;
      } else {
        i++;
        continue;
      }
      while (last + 1 < doc.size() && doc.token(last + 1).end() <= end) {
        last++;
      }
      hits.add(
          new LexiconHit(doc.token(i).begin(), end, PhiSubtype.ORGANIZATION, null, confidence));
      for (int k = i; k <= last; k++) {
        blocked[k] = true;
      }
      i = last + 1;
    }
  }

  /** The last token of the longest organisation entry at token i, all tokens free, or -1. */
  private static int entry(TokenText doc, boolean[] blocked, int i, long[] flags) {
    if (!doc.isWord(i) || blocked[i] || !doc.isCapitalised(i) && !doc.isLowerCase(i)) {
      return -1;
    }
    int last = doc.longestEntry(i, Gazetteer.ORGANIZATION | Gazetteer.ORGANIZATION_HEAD, flags);
    return last >= 0 && free(blocked, i, last) ? last : -1;
  }

  /** "La Poste", "la Poste", "SNCF": a capitalised word, after particles only. */
  private static boolean capitalisedName(TokenText doc, int first, int last) {
    int k = first;
    while (k < last && doc.is(ContextKind.PARTICLE, k)) {
      k++;
    }
    return doc.isCapitalised(k);
  }

  /** Whether no token from first to last is blocked. */
  static boolean free(boolean[] blocked, int first, int last) {
    for (int k = first; k <= last; k++) {
      if (blocked[k]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether a named organisation stands as one: capitalised; a short acronym in capitals, with no
   * figure beside it on its line.
   */
  private static boolean standsAlone(TokenText doc, int first, int last) {
    if (first != last) {
      return true;
    }
    if (doc.token(first).end() - doc.token(first).begin() > SHORT_ACRONYM) {
      return true;
    }
    boolean figureBefore = doc.sameLine(first - 1) && doc.isKind(first - 1, TokenKind.NUMBER);
    boolean figureAfter = doc.sameLine(first) && doc.isKind(first + 1, TokenKind.NUMBER);
    return doc.isAllCaps(first) && !figureBefore && !figureAfter;
  }

  /** "rue de la Poste", "Hôpital de la Croix-Rouge": a street or hospital head before the name. */
  private static boolean insideAnotherName(TokenText doc, int i) {
    int p = i - 1;
    while (p >= 0 && doc.isConnector(p) && doc.sameLine(p)) {
      p--;
    }
    return p >= 0
        && doc.sameLine(p)
        && (doc.is(ContextKind.STREET_HEAD, p) || doc.is(ContextKind.HOSPITAL_HEAD, p));
  }

  /** The end of a quoted name right after {@code end} on its line, or {@code end} if none. */
  private static int quotedName(TokenText doc, int end) {
    String text = doc.text();
    int p = end;
    while (p < text.length() && text.charAt(p) == ' ') {
      p++;
    }
    if (p >= text.length() || "\"«“".indexOf(text.charAt(p)) < 0) {
      return end;
    }
    for (int q = p + 1; q < text.length() && q <= p + MAX_QUOTED_CHARS; q++) {
      char c = text.charAt(q);
      if (c == '\n' || c == '\r') {
        return end;
      }
      if (c == '"' || c == '»' || c == '”') {
        return q > p + 1 && Character.isUpperCase(text.charAt(p + 1)) ? q + 1 : end;
      }
    }
    return end;
  }
}
