package org.deid.detect.crf;

import java.util.List;
import java.util.Set;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.uima.jcas.JCas;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.detect.lexicon.Vocabulary;
import org.deid.taxonomy.CivilityTitles;

/**
 * The CRF's recall bias, position by position: one threshold on the marginal probability of
 * "outside" for every token, and a higher one for a capitalised word inside a line that is no
 * ordinary word of the note's language ("Tepatitlán", "Jinámar", "Rebagliati"). Where the model
 * hesitates on such a word, it is more often a name or a place it has not seen than anything else:
 * the ordinary capitalised words of clinical notes (services, tests, table headings) are in the
 * vocabulary, and a word that opens a line or a table cell is left to the common threshold, as are
 * eponyms: those of the gazetteers and those hyphenated to another capitalised word
 * ("Gayet-Wernicke", "Kruskal-Wallis"), which prose on medicine has many more of than notes have
 * patients so named. A civility title ("M.", "Dr") is never promoted.
 */
final class UnknownWordBias {

  private final double outsideThreshold;
  private final double unknownWordThreshold;
  private final Set<String> languages;

  /**
   * @param outsideThreshold the threshold of every token (0: no bias)
   * @param unknownWordThreshold the threshold of unknown capitalised words, never below the other;
   *     none where the other is 0 (the best path kept)
   * @param languages the languages whose notes take it (French and Spanish have a vocabulary)
   */
  UnknownWordBias(double outsideThreshold, double unknownWordThreshold, Set<String> languages) {
    this.languages = Set.copyOf(languages);
    this.outsideThreshold = outsideThreshold;
    this.unknownWordThreshold =
        outsideThreshold > 0 ? Math.max(outsideThreshold, unknownWordThreshold) : 0;
  }

  /** The highest threshold of any position in a note: what a sentence surely outside must pass. */
  double highestThreshold(JCas jcas) {
    return takes(jcas.getDocumentLanguage()) ? unknownWordThreshold : outsideThreshold;
  }

  /** Whether the notes of a language take the higher threshold: given, and with a vocabulary. */
  private boolean takes(String language) {
    return unknownWordThreshold > outsideThreshold
        && languages.contains(language)
        && Gazetteer.LANGUAGES.contains(language);
  }

  /** The bias over one sentence's tokens of a note. */
  CrfSuiteClassifier.RecallBias at(JCas jcas, List<BaseToken> tokens) {
    String language = jcas.getDocumentLanguage();
    boolean known = takes(language);
    Vocabulary vocabulary = known ? Vocabulary.forLanguage(language) : null;
    Gazetteer gazetteer = known ? Gazetteer.forLanguage(language) : null;
    String text = jcas.getDocumentText();
    return position -> {
      String word = tokens.get(position).getCoveredText();
      if (CivilityTitles.isTitle(word)) {
        return 0;
      }
      BaseToken token = tokens.get(position);
      boolean unknown =
          vocabulary != null
              && position > 0
              && isCapitalised(word)
              && !opensCell(text, token.getBegin())
              && !inEponymPair(text, token.getBegin(), token.getEnd())
              && !vocabulary.contains(word)
              && (gazetteer.flags(word) & Gazetteer.EPONYM) == 0;
      return unknown ? unknownWordThreshold : outsideThreshold;
    };
  }

  /** A capital, then at least one lower-case letter: "Jinámar", not "IMSS" nor "B". */
  static boolean isCapitalised(String word) {
    if (word.length() < 2 || !Character.isUpperCase(word.charAt(0))) {
      return false;
    }
    for (int k = 1; k < word.length(); k++) {
      if (Character.isLowerCase(word.charAt(k))) {
        return true;
      }
    }
    return false;
  }

  /** Whether a hyphen joins the word to a capitalised word before or after it. */
  static boolean inEponymPair(String text, int begin, int end) {
    boolean after =
        begin >= 2 && text.charAt(begin - 1) == '-' && Character.isLetter(text.charAt(begin - 2));
    boolean before =
        end + 1 < text.length()
            && text.charAt(end) == '-'
            && Character.isUpperCase(text.charAt(end + 1));
    return after || before;
  }

  /** Whether only blanks stand between a line's start, a tab or a table's bar and this offset. */
  static boolean opensCell(String text, int begin) {
    int p = begin - 1;
    while (p >= 0 && text.charAt(p) == ' ') {
      p--;
    }
    return p < 0 || text.charAt(p) == '\n' || text.charAt(p) == '|' || text.charAt(p) == '\t';
  }
}
