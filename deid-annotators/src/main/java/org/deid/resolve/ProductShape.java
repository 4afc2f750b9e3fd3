package org.deid.resolve;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence that a name has the shape of a product, a test or a code rather than a person: a piece
 * of a longer word ("BenchMark"), an inner capital ("IgA", "GeneXpert"; not "McDonald"), a trade
 * mark after it ("GeneXpert®"), a hyphenated word mixing capitals and lower case ("Bili-IRM"), or a
 * word glued to a lower-case prefix ("anti-Mélan") or by a slash to a short token ("Ag/Ab"). A name
 * that a model also claims is read with its context ({@link #hasProductShapeInContext}); a trigger
 * keeps the name.
 */
final class ProductShape implements NonPhiHeuristic {

  /** A lower-case prefix glued by a hyphen before a name: "anti-[Mélan] A", "post-[Whipple]". */
  private static final Pattern GLUED_PREFIX = Pattern.compile("(?<![\\p{L}-])\\p{Ll}{2,}-$");

  /**
   * A short token glued by a slash before or after a name: "Ag/[Ab]", "[El]/Ul": a unit or a test.
   */
  private static final Pattern GLUED_SLASH_BEFORE = Pattern.compile("(?<![\\p{L}])\\p{L}{1,3}/$");

  private static final Pattern GLUED_SLASH_AFTER = Pattern.compile("/\\p{L}{1,3}(?![\\p{L}])");

  /** A lower-case letter then a capital inside a word: "IgA", "GeneXpert", "ManNum". */
  private static final Pattern CAMEL_CASE = Pattern.compile("\\p{Ll}\\p{Lu}");

  /** Surnames written with an inner capital: "McDonald", "MacGregor", "DeSouza", "LeBlanc". */
  private static final Pattern CAMEL_CASE_SURNAME =
      Pattern.compile("(?:Mc|Mac|De|Le|La|Di|Da|Du|Van|Von|Fitz|Ben|Abd|Abu)\\p{Lu}\\p{Ll}+");

  /** A hyphenated word with a part in capitals and a part in lower case: "Bili-IRM", "Anti-HBs". */
  private static final Pattern MIXED_COMPOUND =
      Pattern.compile(
          "(?:\\p{Lu}\\p{Ll}+(?:-\\p{L}+)*-\\p{Lu}{2,}|\\p{Lu}{2,}(?:-\\p{L}+)*-\\p{Lu}\\p{Ll}+)"
              + "(?![\\p{L}-])");

  @Override
  public Verdict judge(Claim claim) {
    if (!claim.is(PhiCategory.NAME) || claim.hasTrigger()) {
      return Verdict.NONE;
    }
    return Verdict.refutedIf(
        claim.isLexiconAlone()
            ? hasProductShape(claim.document(), claim.begin(), claim.end())
            : hasProductShapeInContext(claim.document(), claim.begin(), claim.end()),
        "the shape of a product, a test or a code");
  }

  /**
   * Whether a name is glued to a lower-case prefix by a hyphen ("anti-Mélan", "post-Whipple") or to
   * a token of one to three letters by a slash ("Ag/Ab", "El/Ul"): a marker, a test or a unit.
   */
  static boolean isGluedToATerm(String document, int begin, int end) {
    return GLUED_PREFIX.matcher(document).region(Math.max(0, begin - 12), begin).find()
        || GLUED_SLASH_BEFORE.matcher(document).region(Math.max(0, begin - 5), begin).find()
        || SpanWords.startsRightAfter(GLUED_SLASH_AFTER, document, end, 5);
  }

  /**
   * Whether a name has the shape of a product, a test or a code rather than a person: a piece of a
   * longer word ("BenchMark"), an inner capital ("IgA", "GeneXpert"; not "McDonald"), a trade mark
   * after it ("GeneXpert®"), or a hyphenated word mixing capitals and lower case ("Bili-IRM").
   */
  static boolean hasProductShape(String document, int begin, int end) {
    if (begin > 0 && Character.isLetterOrDigit(document.charAt(begin - 1))
        || end < document.length() && Character.isLetterOrDigit(document.charAt(end))) {
      return true;
    }
    return hasProductShapeWithinItsWords(document, begin, end);
  }

  /**
   * Whether a name that a model also claims has the shape of a product: a piece of a word cut where
   * a lower-case letter meets a capital ("[Gene]Xpert", "Gene[Xpert]") or a digit a letter
   * ("-3[DS]"), unless a title is glued before it ("MmeDupont", as OCR writes it); an inner
   * capital, a trade mark or a hyphenated word mixing capitals and lower case. A piece of a word
   * cut after a hyphen ("[C-]M.") is an initial of a compound first name.
   */
  static boolean hasProductShapeInContext(String document, int begin, int end) {
    if (begin >= end) {
      return false;
    }
    if (begin > 0) {
      char before = document.charAt(begin - 1);
      char first = document.charAt(begin);
      if (Character.isDigit(before) && Character.isLetter(first)
          || Character.isLowerCase(before)
              && Character.isUpperCase(first)
              && !TitleBefore.isGluedBefore(document, begin)) {
        return true;
      }
    }
    if (end < document.length()) {
      char last = document.charAt(end - 1);
      char after = document.charAt(end);
      if (Character.isLowerCase(last) && Character.isUpperCase(after)
          || Character.isLetter(last) && Character.isDigit(after)
          || Character.isDigit(last) && Character.isLetter(after)) {
        return true;
      }
    }
    return hasProductShapeWithinItsWords(document, begin, end);
  }

  private static boolean hasProductShapeWithinItsWords(String document, int begin, int end) {
    if (end < document.length() && "®™".indexOf(document.charAt(end)) >= 0) {
      return true;
    }
    if (isGluedToATerm(document, begin, end)) {
      return true;
    }
    for (String word : SpanWords.of(document.substring(begin, end))) {
      if (CAMEL_CASE.matcher(word).find() && !CAMEL_CASE_SURNAME.matcher(word).matches()
          || MIXED_COMPOUND.matcher(word).matches()) {
        return true; // "IgA", "La [Bili-IRM]"
      }
    }
    int compoundBegin = begin;
    while (compoundBegin > 0
        && (Character.isLetter(document.charAt(compoundBegin - 1))
            || document.charAt(compoundBegin - 1) == '-')) {
      compoundBegin--;
    }
    Matcher compound =
        MIXED_COMPOUND
            .matcher(document)
            .region(compoundBegin, Math.min(document.length(), end + 24));
    return compound.lookingAt() && compound.end() >= end;
  }
}
