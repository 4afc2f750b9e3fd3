package org.deid.resolve;

import java.util.regex.Pattern;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence that a place stands whatever its words look like alone: it is the value of a place field
 * ("CP: 3400", "Localidad/ Provincia: Las palmas", "Ville : Lyon"), whose key says what it is. A
 * place after such a key is upheld: no later heuristic may refute it.
 */
final class PlaceKeyBefore implements NonPhiHeuristic {

  /** Where a field's key starts: the start of the line, a wide gap, a cell's separator. */
  private static final String KEY_START = "(?:^|\\s{2}|[|;]\\s?)\\s*";

  /** The key of a place field, up to its colon, at the start of the line or after a wide gap. */
  private static final Pattern PLACE_KEY_BEFORE =
      Pattern.compile(
          KEY_START
              + "(?i:c\\.?\\s?p\\.?|c[óo]digo\\s+postal|code\\s+postal|localidad"
              + "|provincia|ciudad|municipio|poblaci[óo]n|ville|commune|domicilio|direcci[óo]n"
              + "|adresse|pa[íi]s|pays)[^:\\n]{0,24}:\\s*$");

  /** The key of a country field, up to its colon. */
  private static final Pattern COUNTRY_KEY_BEFORE =
      Pattern.compile(KEY_START + "(?i:pa[íi]s|pays)\\s*:\\s*$");

  @Override
  public Verdict judge(Claim claim) {
    return Verdict.upheldIf(
        claim.is(PhiCategory.LOCATION) && followsPlaceKey(claim.document(), claim.begin()),
        "the value of a place field");
  }

  /**
   * Whether a span is the value of a place field ("CP: 3400", "Localidad/ Provincia: Las palmas"):
   * the field's key says what it is, whatever its words look like alone.
   */
  static boolean followsPlaceKey(String document, int begin) {
    return followsKey(PLACE_KEY_BEFORE, document, begin);
  }

  /** Whether a span is the value of a country field ("País: Venezuela", "Pays : Mali"). */
  static boolean followsCountryKey(String document, int begin) {
    return followsKey(COUNTRY_KEY_BEFORE, document, begin);
  }

  private static boolean followsKey(Pattern key, String document, int begin) {
    int last = SpanWords.lastBeforeSpaces(document, begin);
    if (last < 0 || document.charAt(last) != ':') {
      return false; // every key ends with a colon: no need for the regex
    }
    return key.matcher(SpanWords.lineBefore(document, begin, 48)).find();
  }
}
