package org.deid.resolve;

import java.util.regex.Pattern;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence that a place stands whatever its words look like alone: it is the value of a place field
 * ("CP: 3400", "Localidad/ Provincia: Las palmas", "Ville : Lyon"), whose key says what it is. A
 * place after such a key is upheld: no later heuristic may refute it.
 */
final class PlaceKeyBefore implements NonPhiHeuristic {

  /** The key of a place field, up to its colon, at the start of the line or after a wide gap. */
  private static final Pattern PLACE_KEY_BEFORE =
      Pattern.compile(
          "(?:^|\\s{2}|[|;]\\s?)\\s*(?i:c\\.?\\s?p\\.?|c[óo]digo\\s+postal|code\\s+postal|localidad"
              + "|provincia|ciudad|municipio|poblaci[óo]n|ville|commune|domicilio|direcci[óo]n"
              + "|adresse|pa[íi]s|pays)[^:\\n]{0,24}:\\s*$");

  @Override
  public Verdict judge(Claim claim) {
    return Verdict.upheldIf(
        claim.is(PhiCategory.LOCATION) && followsPlaceKey(claim.document(), claim.begin()),
        "the value of a place field");
  }

  /** The key of a country field, up to its colon, at the start of the line or after a gap. */
  private static final Pattern COUNTRY_KEY_BEFORE =
      Pattern.compile("(?:^|\\s{2}|[|;]\\s?)\\s*(?i:pa[íi]s|pays)\\s*:\\s*$");

  /** Whether a span is the value of a country field ("País: Venezuela", "Pays : Mali"). */
  static boolean followsCountryKey(String document, int begin) {
    int last = SpanWords.lastBeforeSpaces(document, begin);
    return last >= 0
        && document.charAt(last) == ':'
        && COUNTRY_KEY_BEFORE.matcher(SpanWords.lineBefore(document, begin, 48)).find();
  }

  /**
   * Whether a span is the value of a place field ("CP: 3400", "Localidad/ Provincia: Las palmas"):
   * the field's key says what it is, whatever its words look like alone.
   */
  static boolean followsPlaceKey(String document, int begin) {
    int last = SpanWords.lastBeforeSpaces(document, begin);
    if (last < 0 || document.charAt(last) != ':') {
      return false; // every key ends with a colon: no need for the regex
    }
    return PLACE_KEY_BEFORE.matcher(SpanWords.lineBefore(document, begin, 48)).find();
  }
}
