package org.deid.resolve;

import java.util.List;

/**
 * Endings of international non-proprietary drug names (WHO stems) and of germ names, French and
 * Spanish forms ("-cilline", "-prazol", "-mab", "-bacter"): whether a lower-case word ends with one
 * of them, by a comparison with each ending instead of a regular expression that tries every
 * alternative at every position of the word. The endings are the list {@code
 * drug-and-germ-endings.txt}.
 */
final class DrugAndGermEndings {

  /** The endings, each optional letter and letter class of the stems written out. */
  private static final List<String> ENDINGS = WordLists.ordered("drug-and-germ-endings.txt");

  /** The line terminators, which no word of a drug or a germ holds. */
  private static final String LINE_TERMINATORS = "\n\r\u0085\u2028\u2029";

  private DrugAndGermEndings() {}

  /** Whether a word, already in lower case, ends with a drug's or a germ's ending. */
  static boolean endsWithOne(String lower) {
    for (String ending : ENDINGS) {
      if (lower.endsWith(ending)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a lower-case word is a drug or a germ by its ending: it ends with one, and no line
   * terminator stands in it (the stems' regular expression, {@code .*(?:cill?ine|...)}, whose
   * {@code .*} crosses none, never matched such a word).
   */
  static boolean endsLikeDrugOrGerm(String lower) {
    for (int i = 0; i < lower.length(); i++) {
      if (LINE_TERMINATORS.indexOf(lower.charAt(i)) >= 0) {
        return false;
      }
    }
    return endsWithOne(lower);
  }
}
