package org.deid.resolve;

import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.detect.lexicon.Gazetteer;

/**
 * Evidence that a name is a maker's or a brand's: a maker's suffix after it ("Roche Diagnostics",
 * "Sysmex Corporation"), a trade mark sign ("Roche®"), brackets that hold a maker and its seat
 * ("(Vygon, France)"), or brackets that pair a brand with its drug ("capécitabine (Xeloda)"). One
 * per language (the seats' countries are the gazetteers'); asked by {@link NoPersonContext}.
 */
final class MakersAndBrands {

  /**
   * A maker's suffix after a name, after at most two capitalised words or a bracket: "Roche
   * Diagnostics", "Sysmex Corporation", "Gutstrings(P) Ltd", "Abbott Laboratories". The suffixes
   * are the list {@code maker-suffixes.txt}.
   */
  private static final Pattern MAKER_SUFFIX_AFTER =
      Pattern.compile(
          "(?:\\([A-Z]{1,3}\\))?(?:[ \\t]+\\p{Lu}[\\p{L}-]*(?:\\([A-Z]{1,3}\\))?){0,2}[ \\t]+"
              + "(?:"
              + WordLists.alternatives("maker-suffixes.txt")
              + ")(?![\\p{L}])");

  /** A word and an opening bracket right before a name: "capécitabine (". */
  private static final Pattern BRAND_AFTER_DRUG =
      Pattern.compile("(?<![\\p{L}])(\\p{L}[\\p{L}-]{3,})\\s?\\(\\s?$");

  /** The end of a bracket holding a brand alone: "Xeloda)", "Glivec®)". */
  private static final Pattern CLOSING_AFTER_BRAND = Pattern.compile("\\s?[®™]?\\s?\\)");

  /** A lower-case word in brackets right after a name: "Xeloda (capécitabine)". */
  private static final Pattern DRUG_AFTER_BRAND =
      Pattern.compile("\\s?[®™]?\\s?\\(\\s?(\\p{Ll}[\\p{L}-]{3,})\\s?[),]");

  /** Countries that makers' seats write as codes: "(Abbott, Chicago, USA)". */
  private static final Set<String> COUNTRY_CODES = WordLists.set("country-codes.txt");

  /** A trade mark sign right after a name: "Roche®", "Mindray ™". */
  private static final Pattern TRADE_MARK_AFTER = Pattern.compile("\\s?[®™]");

  private final OrdinaryWords words;

  MakersAndBrands(OrdinaryWords words) {
    this.words = words;
  }

  /**
   * Whether a maker's suffix follows the name on its line, after at most two capitalised words or a
   * bracket: "Roche Diagnostics", "Sysmex Corporation", "Stericat Gutstrings(P) Ltd".
   */
  static boolean precedesMakerSuffix(String document, int end) {
    return SpanWords.startsRightAfter(MAKER_SUFFIX_AFTER, document, end, 60);
  }

  /** Whether a trade mark sign follows the name ("Roche®", "Mindray ™"): a maker or a product. */
  static boolean beforeTradeMark(String document, int end) {
    return SpanWords.startsRightAfter(TRADE_MARK_AFTER, document, end, 2);
  }

  /**
   * Whether a name stands in brackets that end with a country, as a maker's name and seat do:
   * "(Vygon, France)", "(Sysmex Corporation, Kobe, Japon)", "(Roche Diagnostics, Mannheim,
   * Allemagne)". The bracket holds at least two items separated by commas, on one line.
   */
  boolean isMakerInBrackets(String document, int begin, int end) {
    // Each search stays within the bracket's reach of 120 characters: a note of several MB has
    // thousands of names, and a search back to its start for each was quadratic.
    int open = lastIndexWithin(document, '(', Math.max(0, begin - 120), begin);
    if (open < 0
        || lastIndexWithin(document, '\n', open, begin) >= 0
        || lastIndexWithin(document, '\r', open, begin) >= 0
        || lastIndexWithin(document, ')', open, begin) >= 0) {
      return false;
    }
    int close = indexWithin(document, ')', end, Math.min(document.length(), end + 121));
    if (close < 0
        || indexWithin(document, '\n', end, close) >= 0
        || indexWithin(document, '(', end, close) >= 0) {
      return false;
    }
    String inside = document.substring(open + 1, close);
    int comma = inside.lastIndexOf(',');
    if (comma < 0 || open + 1 + comma < end) {
      return false;
    }
    List<String> last = SpanWords.of(inside.substring(comma + 1));
    if (last.isEmpty() || !last.stream().allMatch(w -> Character.isUpperCase(w.codePointAt(0)))) {
      return false;
    }
    return (words.gazetteer().flags(String.join(" ", last)) & Gazetteer.COUNTRY) != 0
        || last.size() == 1 && COUNTRY_CODES.contains(last.get(0));
  }

  /** The last index of {@code c} in {@code [from, to)} of the text, or -1. */
  private static int lastIndexWithin(String text, char c, int from, int to) {
    for (int i = to - 1; i >= from; i--) {
      if (text.charAt(i) == c) {
        return i;
      }
    }
    return -1;
  }

  /** The first index of {@code c} in {@code [from, to)} of the text, or -1. */
  private static int indexWithin(String text, char c, int from, int to) {
    for (int i = from; i < to; i++) {
      if (text.charAt(i) == c) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Whether a name is a drug's brand in brackets after its common name, or before it in brackets:
   * "capécitabine (Xeloda)", "imatinib (Glivec®)", "Xeloda (capécitabine)".
   */
  boolean isBrandOfDrug(String document, int begin, int end) {
    Matcher before = BRAND_AFTER_DRUG.matcher(document).region(Math.max(0, begin - 40), begin);
    if (before.find() && words.isDrugGermOrProduct(before.group(1))) {
      if (SpanWords.startsRightAfter(CLOSING_AFTER_BRAND, document, end, 4)) {
        return true;
      }
    }
    Matcher drug =
        DRUG_AFTER_BRAND.matcher(document).region(end, Math.min(document.length(), end + 40));
    return drug.lookingAt() && words.isDrugGermOrProduct(drug.group(1));
  }
}
