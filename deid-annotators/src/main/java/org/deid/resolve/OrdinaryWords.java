package org.deid.resolve;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.detect.lexicon.Vocabulary;

/**
 * A language's ordinary words, drugs, germs and products as the evidence tells them from names: a
 * word of the vocabulary that no name list holds, a word with a drug's or a germ's ending, a
 * product code ("Vicryl1", "Imurel®"). One per language, shared by its heuristics.
 */
final class OrdinaryWords {

  /** A letter run with digits or a trade mark sign in it: a product ("Vicryl1", "Imurel®"). */
  private static final Pattern PRODUCT = Pattern.compile(".*(?:[®™]|\\p{L}\\d|\\d\\p{L}).*");

  /**
   * A word of letters with a 0 or 1 between two of them and no other digit ("t0ledo", "l0groño",
   * "cora1ie"): an OCR confusion of o and l, not a product code ("b12", "ca125", "co2").
   */
  private static final Pattern OCR_WORD =
      Pattern.compile(
          "\\p{L}*\\p{L}{2}[01]\\p{L}[\\p{L}01]*|\\p{L}*\\p{L}[01]\\p{L}{2}[\\p{L}01]*");

  private final Vocabulary vocabulary;
  private final Gazetteer gazetteer;

  OrdinaryWords(String language) {
    this.vocabulary = Vocabulary.forLanguage(language);
    this.gazetteer = Gazetteer.forLanguage(language);
  }

  /** The language's gazetteers. */
  Gazetteer gazetteer() {
    return gazetteer;
  }

  /** The language's vocabulary of ordinary word forms. */
  Vocabulary vocabulary() {
    return vocabulary;
  }

  /** Whether the gazetteers hold a word as a first name or a surname. */
  boolean isName(String word) {
    return (gazetteer.flags(word) & Gazetteer.NAME) != 0;
  }

  /**
   * An elided article, pronoun or conjunction glued to the word after it ("l'ombilic",
   * "L'électrocardiogramme", "qu'elle"): the word is as ordinary as what follows the apostrophe.
   */
  private static final Pattern ELIDED =
      Pattern.compile("(?i:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)['’](\\p{L}.*)");

  /**
   * A word of two letters or more that the language's vocabulary holds and no name list does, or a
   * lower-case word that a name list holds but that is also an ordinary word ("de", "la"); or such
   * a word after an elided article ("l'ombilic").
   */
  boolean isOrdinaryWord(String word) {
    if (isOrdinaryWordAsWritten(word)) {
      return true;
    }
    String rest = afterElision(word);
    return rest != null && isOrdinaryWordAsWritten(rest);
  }

  /** The word after an elided article ("ombilic" of "l'ombilic"), or null if none is elided. */
  static String afterElision(String word) {
    Matcher elided = ELIDED.matcher(word);
    return elided.matches() ? elided.group(1) : null;
  }

  private boolean isOrdinaryWordAsWritten(String word) {
    if (word.codePointCount(0, word.length()) < 2) {
      return false;
    }
    long flags = gazetteer.flags(word);
    if ((flags & Gazetteer.NAME) == 0) {
      return vocabulary.contains(word);
    }
    return (flags & Gazetteer.COMMON_WORD) != 0 && word.equals(word.toLowerCase(Locale.ROOT));
  }

  /** A drug, germ or product name, unless a first name or surname of the gazetteers. */
  boolean isDrugGermOrProduct(String word) {
    if (word.length() < 4 || (gazetteer.flags(word) & Gazetteer.NAME) != 0) {
      return false;
    }
    String lower = word.toLowerCase(Locale.ROOT);
    if (OCR_WORD.matcher(lower).matches()) {
      return false; // "T0ledo", "Ecuad0r": a scanned word, its o read as a zero, not a code
    }
    return PRODUCT.matcher(lower).matches() || DrugAndGermEndings.endsLikeDrugOrGerm(lower);
  }
}
