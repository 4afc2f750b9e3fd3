package org.deid.resolve;

import java.util.regex.Pattern;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence that a date or a number belongs to a public text, not to a patient: the date of a law,
 * decree or regulation ("la loi du 4 mars 2002", "Décret n° 2016-995 du 20 juillet 2016", "Ley
 * 41/2002, de 14 de noviembre", "RD 1299/2006, de 10 de noviembre"), the number of such a text or
 * of a standard ("Décret n°2016-995", "norme ISO 15189", "Real Decreto 1093/2010") or the year of a
 * journal locator ("Chest. 2012;141:e44S"). Notes and exports cite them in their legal notices and
 * reference lists.
 */
final class PublicDates implements NonPhiHeuristic {

  /** A legal text's name and number, then "du"/"de", right before the date on its line. */
  private static final Pattern LEGAL_TEXT_BEFORE =
      Pattern.compile(
          "(?iu)(?<!\\p{L})(?:loi|d[ée]cret|arr[êe]t[ée]|ordonnance|circulaire|directive|r[èe]glement"
              + "|ley|real\\s+decreto|(?-i:RD|R\\.\\s?D\\.)|decreto|orden|resoluci[óo]n|reglamento)"
              + "(?:\\s+(?:org[áa]nica|n[°º]\\.?|no\\.?))?(?:\\s*[\\p{N}][\\p{N}/.-]*)?,?"
              + "\\s+(?:du|de|del)\\s+$");

  /**
   * A journal locator opened by a bare year: "2012;141:e44S-e88S", "2020;40(3):244-253", "2008
   * May;93(5):1541-52". A time after a year ("2012; 14:30") has no page range.
   */
  private static final Pattern LOCATOR_AT_YEAR =
      Pattern.compile(
          "(?:19|20)\\d{2}(?:\\s[A-Z][a-z]{2,8}\\.?(?:\\s\\d{1,2})?)?\\s{0,2};\\s{0,2}\\d{1,4}"
              + "(?:\\s?\\([^()\\n]{1,12}\\))?(?:\\s?Suppl\\.?\\s?\\d{0,3})?\\s{0,2}:\\s{0,2}"
              + "[A-Za-z]{0,2}\\d{1,6}[A-Za-z]?\\s?[-–]");

  /**
   * A legal text's or a standard's name right before its number: "Décret n°", "norme ISO". Not an
   * "ordonnance" or an "orden": a prescription's or an order's number is the patient's.
   */
  private static final Pattern LEGAL_TEXT_BEFORE_NUMBER =
      Pattern.compile(
          "(?iu)(?<!\\p{L})(?:loi|d[ée]cret|arr[êe]t[ée]|circulaire|directive"
              + "|ley|real\\s+decreto|decreto|resoluci[óo]n|reglamento"
              + "|(?:norme|norma|standard)(?:\\s+(?:ISO|NF|EN|UNE|IEC))?|ISO|NF\\s+EN|UNE(?:-EN)?)"
              + "(?:\\s+(?:org[áa]nica|n[°º]\\.?|no\\.?|num[ée]ro))?\\s*[:.]?\\s*$");

  /** How far before the date the legal text's name may start. */
  private static final int LEGAL_NAME_CHARS = 48;

  @Override
  public Verdict judge(Claim claim) {
    if (claim.is(PhiCategory.ID)) {
      return Verdict.refutedIf(
          isPublicNumber(claim.document(), claim.begin()), "the number of a law or a standard");
    }
    return Verdict.refutedIf(
        claim.is(PhiCategory.DATE) && isPublicDate(claim.document(), claim.begin(), claim.end()),
        "the date of a law or a journal locator");
  }

  /** Whether the date at {@code [begin, end)} is a law's or a journal locator's. */
  static boolean isPublicDate(String text, int begin, int end) {
    return LEGAL_TEXT_BEFORE.matcher(text).region(nameStart(text, begin), begin).find()
        || end - begin == 4
            && LOCATOR_AT_YEAR.matcher(text).region(begin, text.length()).lookingAt();
  }

  /** Whether the number at {@code begin} is a law's, a decree's or a standard's. */
  static boolean isPublicNumber(String text, int begin) {
    return LEGAL_TEXT_BEFORE_NUMBER.matcher(text).region(nameStart(text, begin), begin).find();
  }

  /** Where a legal text's name before {@code begin} may start: on its line, within reach. */
  private static int nameStart(String text, int begin) {
    int from = Math.max(0, begin - LEGAL_NAME_CHARS);
    int newline = text.lastIndexOf('\n', begin - 1);
    return newline >= from ? newline + 1 : from;
  }
}
