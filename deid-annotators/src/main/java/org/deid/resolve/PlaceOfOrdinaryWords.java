package org.deid.resolve;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.detect.lexicon.TextFolding;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence in a place's own words that it is no place: one drug, germ, product, unit ("Gy", "UI")
 * or short number (a dose, a count); or ordinary words only with no capitalised word after the
 * first ("hôpital de district", "clinique était normal", "cheval sur l'ombilic"); an article or a
 * preposition alone ("de"), or a word after an elided article opening a sentence
 * ("L'électrocardiogramme"); or in capitals without a facility head ("RESECCION SUBMUCOSA DEL
 * TABIQUE NASAL"). A claim backed by a trigger stands. One per language.
 */
final class PlaceOfOrdinaryWords implements NonPhiHeuristic {

  /** Units and bodies that case reports write in capitals and models take for places. */
  private static final Set<String> NOT_PLACES = WordLists.set("units-not-places.txt");

  /** A number short of a postal code: a dose or a count, not a place. */
  private static final Pattern SHORT_NUMBER = Pattern.compile("\\d{1,4}");

  /** Words that open the name of a care facility ("Hôpital", "Clínica", "CHU"), folded. */
  private static final Set<String> FACILITY_HEADS = WordLists.set("facility-heads.txt");

  /**
   * Articles, prepositions and conjunctions, as written in lower case: alone, no place ("un
   * syndrome [de] Claude Bernard Horner"), whatever the model read in them.
   */
  private static final Set<String> LONE_FUNCTION_WORDS =
      Set.of(
          "de", "du", "des", "la", "le", "les", "et", "en", "à", "au", "aux", "sur", "del", "el",
          "los", "las", "y", "a", "al");

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

  /**
   * A capitalised word after an elided article that opens a sentence ("L'électrocardiogramme à son
   * admission", "D'autre part"): an ordinary word after the apostrophe, no facility's head
   * ("L'Hôpital" before its name on the next line stands) and no place of the gazetteers.
   */
  private boolean isElidedOrdinaryWord(String word) {
    String rest = OrdinaryWords.afterElision(word);
    if (rest == null || !Character.isUpperCase(word.codePointAt(0))) {
      return false;
    }
    return words.isOrdinaryWord(word)
        && !FACILITY_HEADS.contains(TextFolding.key(rest))
        && (words.gazetteer().flags(word) & Gazetteer.PLACE) == 0;
  }

  /** Whether a word, folded, opens the name of a care facility ("hôpital", "CHU"). */
  static boolean isFacilityHead(String word) {
    return FACILITY_HEADS.contains(TextFolding.key(word));
  }

  private boolean refutesPlace(List<String> placeWords) {
    if (placeWords.size() == 1) {
      String word = placeWords.get(0);
      if (words.isDrugGermOrProduct(word)
          || NOT_PLACES.contains(word.toLowerCase(Locale.ROOT))
          || SHORT_NUMBER.matcher(word).matches()
          || LONE_FUNCTION_WORDS.contains(word)
          || isElidedOrdinaryWord(word)) {
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
