package org.deid.resolve;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.deid.detect.lexicon.TextFolding;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence in a place's own words that it is no place: one drug, germ, product, unit ("Gy", "UI")
 * or short number (a dose, a count); or ordinary words only with no capitalised word after the
 * first ("hôpital de district", "clinique était normal"), or in capitals without a facility head
 * ("RESECCION SUBMUCOSA DEL TABIQUE NASAL"). A claim backed by a trigger stands. One per language.
 */
final class PlaceOfOrdinaryWords implements NonPhiHeuristic {

  /** Units and bodies that case reports write in capitals and models take for places. */
  private static final Set<String> NOT_PLACES = WordLists.set("units-not-places.txt");

  /** A number short of a postal code: a dose or a count, not a place. */
  private static final Pattern SHORT_NUMBER = Pattern.compile("\\d{1,4}");

  /** Words that open the name of a care facility ("Hôpital", "Clínica", "CHU"), folded. */
  private static final Set<String> FACILITY_HEADS = WordLists.set("facility-heads.txt");

  private final OrdinaryWords words;

  PlaceOfOrdinaryWords(OrdinaryWords words) {
    this.words = words;
  }

  @Override
  public Verdict judge(Claim claim) {
    if (!claim.is(PhiCategory.LOCATION) || claim.hasTrigger()) {
      return Verdict.NONE;
    }
    List<String> placeWords = SpanWords.of(claim.text());
    return Verdict.refutedIf(
        !placeWords.isEmpty() && refutesPlace(placeWords),
        "a drug, a unit, a number or ordinary words");
  }

  private boolean refutesPlace(List<String> placeWords) {
    if (placeWords.size() == 1) {
      String word = placeWords.get(0);
      if (words.isDrugGermOrProduct(word)
          || NOT_PLACES.contains(word.toLowerCase(Locale.ROOT))
          || SHORT_NUMBER.matcher(word).matches()) {
        return true;
      }
    }
    if (!placeWords.stream().allMatch(words::isOrdinaryWord)) {
      return false;
    }
    boolean laterCapital =
        placeWords.stream().skip(1).anyMatch(w -> Character.isUpperCase(w.codePointAt(0)));
    boolean allCaps = placeWords.stream().allMatch(w -> w.equals(w.toUpperCase(Locale.ROOT)));
    boolean facility = FACILITY_HEADS.contains(TextFolding.key(placeWords.get(0)));
    return placeWords.size() > 1 && (!laterCapital || (allCaps && !facility));
  }
}
