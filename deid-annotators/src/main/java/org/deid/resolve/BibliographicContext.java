package org.deid.resolve;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence that a name stands in a bibliographic reference or an in-text citation of a published
 * text, where it names an author and no patient or carer: "Kitabchi AE, Umpierrez GE, Miles JM.
 * Hyperglycemic crises. Diabetes Care. 2009;32(7):1335-43", "selon Dupont et al.". Clinical notes
 * hold no such locator, so two pieces of evidence are asked for: a journal locator after the name
 * on its line, and either the author shape of Vancouver lists (initials after the surname) or the
 * name inside the journal's title, right before the locator.
 *
 * <p>As a heuristic of the evidence, it refutes a place or an identifier that stands in a
 * reference; names are asked about by {@link NoPersonContext}, earlier in the order.
 */
final class BibliographicContext implements NonPhiHeuristic {

  /**
   * A journal locator, Vancouver style: year (optionally month and day), volume, then an issue or a
   * page range: "2009;32(7):1335-43", "2008 May;93(5):1541-52", "2018;42 Suppl 1:S109-S114", "2003
   * ; 12 : 34-56". A date's year ("12/03/2019 ; 14:30") and a time are no locator.
   */
  private static final Pattern LOCATOR =
      Pattern.compile(
          "(?<![/.:\\-\\d])\\d{3,4}(?:\\s[A-Z][a-z]{2,8}\\.?(?:\\s\\d{1,2})?)?\\s{0,2};\\s{0,2}"
              + "\\d{1,4}(?:\\s?\\([^()\\n]{1,12}\\)(?:\\s?Suppl\\.?\\s?\\d{0,3})?\\s{0,2}:"
              + "|(?:\\s?Suppl\\.?\\s?\\d{0,3})?\\s{0,2}:\\s{0,2}[A-Za-z]{0,2}\\d{1,6}\\s?[-–])");

  /** Initials after a surname in an author list: "Miles JM,", "Chen E.", "Boschi A et al". */
  private static final Pattern INITIALS_AFTER =
      Pattern.compile("^\\s\\p{Lu}{1,3}(?:\\s?[,.;]|\\s+et\\s+al\\b)");

  /** The name ends with its initials and the list goes on: "Miller JB,", "Freire AX et al". */
  private static final Pattern ENDS_WITH_INITIALS = Pattern.compile("\\s\\p{Lu}{1,3}$");

  /** After a name: the list goes on or ends. */
  private static final Pattern LIST_GOES_ON = Pattern.compile("^(?:\\s?[,.;]|\\s+et\\s+al\\b)");

  /** The name is the initials of the surname before it: "Miles [JM],". */
  private static final Pattern INITIALS = Pattern.compile("\\p{Lu}{1,3}");

  /** A surname right before initials. */
  private static final Pattern SURNAME_BEFORE = Pattern.compile("\\p{Lu}[\\p{L}'’-]+\\s$");

  /** An in-text citation after a name: "et al.", "[16, 17]", "[3-5]". */
  private static final Pattern CITATION_AFTER =
      Pattern.compile(
          "^(?:\\s\\p{Lu}{1,3})?(?:\\s+et\\s+al\\b|\\s?\\[\\d{1,3}(?:\\s?[-,–]\\s?\\d{1,3})*\\])");

  /** A word that introduces an article's authors: "Contributions des auteurs", "On Pubmed". */
  private static final Pattern AUTHORSHIP_CUE =
      Pattern.compile(
          "(?iu)(?<!\\p{L})(?:auteurs?|authors?|autores?|pubmed|google scholar)(?!\\p{L})");

  /** How far after an authorship cue, on its line, the authors' names run. */
  private static final int AUTHORS_CHARS = 400;

  /** How many journal locators make a document a published article: a note holds none. */
  private static final int ARTICLE_LOCATORS = 2;

  /** How far after a name its reference's locator may stand: authors and a title. */
  private static final int AUTHORS_AND_TITLE_CHARS = 300;

  /** How far after a word of a journal's title its locator stands: "Diabetes Care. 2009;32". */
  private static final int JOURNAL_TITLE_CHARS = 40;

  @Override
  public Verdict judge(Claim claim) {
    String text = claim.document();
    if ((claim.is(PhiCategory.LOCATION) || claim.is(PhiCategory.ID))
        && isInReference(text, claim.begin(), claim.end())) {
      return Verdict.refuted("a place or a number of a bibliographic reference");
    }
    return Verdict.refutedIf(
        claim.is(PhiCategory.LOCATION)
            && !claim.hasTrigger()
            && isAuthorOfArticle(text, claim.begin(), claim.end()),
        "an article's authors read as a place");
  }

  /**
   * Whether the name at {@code [begin, end)} is an author or a journal title word of a reference,
   * or an author cited in the text.
   */
  static boolean isReference(String text, int begin, int end) {
    String name = text.substring(begin, end);
    String after = text.substring(end, Math.min(text.length(), end + 24));
    if (CITATION_AFTER.matcher(after).find()) {
      return true;
    }
    int locator = locatorDistance(text, begin, end);
    if (locator < 0) {
      return false;
    }
    if (locator <= JOURNAL_TITLE_CHARS) {
      return true;
    }
    String before = text.substring(Math.max(0, begin - 40), begin);
    return INITIALS_AFTER.matcher(after).find()
        || ENDS_WITH_INITIALS.matcher(name).find() && LIST_GOES_ON.matcher(after).find()
        || INITIALS.matcher(name).matches()
            && SURNAME_BEFORE.matcher(before).find()
            && LIST_GOES_ON.matcher(after).find();
  }

  /**
   * Whether a place or a number at {@code [begin, end)} stands in a reference: a journal locator
   * inside it or after it on its line ("Smith J, Brown K. N Engl J Med. 2019 Mar
   * 7;380(10):901-10"), which no address or identifier of a note has.
   */
  static boolean isInReference(String text, int begin, int end) {
    return locatorDistance(text, begin, end) >= 0;
  }

  /**
   * Whether the name at {@code begin} follows an authorship cue ("Contributions des auteurs",
   * "authors On Pubmed") on its line in a document that is a published article: one with journal
   * locators in its references.
   */
  static boolean isAuthorOfArticle(String text, int begin) {
    return isAuthorOfArticle(text, begin, begin);
  }

  /**
   * Whether the words at {@code [begin, end)}, a place the model read in a list of names, are an
   * article's authors: an authorship cue before their end on their line ("This article [authors On
   * Pubmed Sarra Jouini]"), in a published article.
   */
  static boolean isAuthorOfArticle(String text, int begin, int end) {
    int from = Math.max(0, begin - AUTHORS_CHARS);
    // The line's start within reach, looked for back to the reach only: a note without a
    // carriage return made lastIndexOf('\r') read back to the text's start for every place.
    for (int i = begin - 1; i >= from; i--) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r') {
        from = i + 1;
        break;
      }
    }
    if (!AUTHORSHIP_CUE.matcher(text).region(from, end).find()) {
      return false;
    }
    Matcher locator = LOCATOR.matcher(text);
    int locators = 0;
    while (locators < ARTICLE_LOCATORS && locator.find()) {
      locators++;
    }
    return locators >= ARTICLE_LOCATORS;
  }

  /**
   * How many characters after the name its line's next journal locator starts (0 when the name is
   * inside one, "2008 May;93"), or -1 when none follows within reach.
   */
  private static int locatorDistance(String text, int begin, int end) {
    int from = Math.max(0, begin - 16);
    int to = Math.min(text.length(), end + AUTHORS_AND_TITLE_CHARS + 40);
    for (int i = end; i < to; i++) {
      if (text.charAt(i) == '\n') {
        to = i; // the line ends first (looked for within reach only)
        break;
      }
    }
    Matcher locator = LOCATOR.matcher(text).region(from, to);
    while (locator.find()) {
      if (locator.end() <= begin) {
        continue;
      }
      int distance = Math.max(0, locator.start() - end);
      return distance <= AUTHORS_AND_TITLE_CHARS ? distance : -1;
    }
    return -1;
  }
}
