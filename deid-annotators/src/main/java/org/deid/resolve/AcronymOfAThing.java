package org.deid.resolve;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Evidence that a word in capitals is the acronym of a thing, not a person's initials or surname:
 * the note writes it after an article ("l'OCT", "la TSH", "une IRM"), which no person named by
 * initials takes. One per language (the gazetteers' names are kept); asked by {@link
 * NoPersonContext}, and by the mention propagation for a single name after an article.
 */
final class AcronymOfAThing {

  /** An article right before a word: "l'", "la ", "des ", "au ". */
  static final String ARTICLE =
      "(?<![\\p{L}])(?<!de\\s)(?:[lL]['’]|le\\s|la\\s|les\\s|un\\s|une\\s|du\\s|des\\s|au\\s"
          + "|aux\\s)";

  /** An article right before a position. */
  private static final Pattern ARTICLE_BEFORE = Pattern.compile(ARTICLE + "$");

  /** An article, matched in a region that ends where the word after it starts. */
  private static final Pattern ARTICLE_ALONE = Pattern.compile(ARTICLE);

  /** A word in capitals, short enough for an acronym: "OCT", "TSH", "ECG". */
  private static final Pattern ACRONYM = Pattern.compile("\\p{Lu}{2,6}");

  private final OrdinaryWords words;

  AcronymOfAThing(OrdinaryWords words) {
    this.words = words;
  }

  /**
   * Whether an article stands right before {@code begin} ("l'OCT", "la TSH"; not "de la Fuente"): a
   * thing, not a person, is named there.
   */
  static boolean followsArticle(String document, int begin) {
    return ARTICLE_BEFORE.matcher(document).region(Math.max(0, begin - 8), begin).find();
  }

  /**
   * Whether a name holds an acronym of a thing: a word in capitals, no first name or surname of the
   * gazetteers, that the document writes after an article ("l'OCT", "la TSH", "une IRM"), which no
   * person named by initials or a surname in capitals takes ("T-D [OCT]").
   */
  boolean holdsAcronymOfAThing(String document, String name) {
    for (String word : SpanWords.of(name)) {
      if (ACRONYM.matcher(word).matches()
          && !words.isName(word)
          && writesAfterArticle(document, word)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the document writes a word, whole, right after an article: each occurrence is found by
   * a plain search and only its few characters before are matched (a regex that starts with the
   * article would try every position of the note).
   */
  static boolean writesAfterArticle(String document, String word) {
    Matcher article = ARTICLE_ALONE.matcher(document).useTransparentBounds(true);
    for (int at = WholeWordSearch.indexOf(document, word, 0);
        at >= 0;
        at = WholeWordSearch.indexOf(document, word, at + 1)) {
      // An article is 2 to 4 characters long ("l'", "la ", "des ").
      for (int length = 2; length <= 4 && length <= at; length++) {
        if (article.region(at - length, at).matches()) {
          return true;
        }
      }
    }
    return false;
  }
}
