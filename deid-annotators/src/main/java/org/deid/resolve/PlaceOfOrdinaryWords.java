package org.deid.resolve;

import java.util.ArrayList;
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

  /** Germ species, folded: the second word of a binomial ("Candida albicans"). */
  private static final Set<String> GERM_SPECIES = WordLists.set("germ-species.txt");

  /** "mise en place de", "en place": the place of a phrase, not a street. */
  private static final Pattern EN_BEFORE = Pattern.compile("(?<![\\p{L}])en\\s+$");

  @Override
  public Verdict judge(Claim claim) {
    if (!claim.is(PhiCategory.LOCATION) || claim.hasTrigger()) {
      return Verdict.NONE;
    }
    List<String> placeWords = SpanWords.of(claim.text());
    if (!placeWords.isEmpty() && isPhrasePlace(claim, placeWords)) {
      return Verdict.refuted("the word place of a phrase (mise en place de)");
    }
    return Verdict.refutedIf(
        !placeWords.isEmpty() && refutesPlace(claim, placeWords),
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

  /** Whether a place is an article or a preposition alone ("originaire [de] Kasserine"). */
  static boolean isLoneFunctionWord(String text, ResolvedSpan span) {
    return span.decision().category() == PhiCategory.LOCATION
        && LONE_FUNCTION_WORDS.contains(text.substring(span.begin(), span.end()).strip());
  }

  /** Whether a word, folded, opens the name of a care facility ("hôpital", "CHU"). */
  static boolean isFacilityHead(String word) {
    return FACILITY_HEADS.contains(TextFolding.key(word));
  }

  /** "mise en [place de Pop-Otowick]": the word "place" after "en" opens no street. */
  private static boolean isPhrasePlace(Claim claim, List<String> placeWords) {
    return placeWords.get(0).equals("place")
        && EN_BEFORE
            .matcher(claim.document().substring(Math.max(0, claim.begin() - 12), claim.begin()))
            .find();
  }

  /**
   * A germ or a drug by its parts: a compound of drugs ("Sulfamethoxazole-Trimethoprime"), a virus
   * in the units' list with its type ("VIH-1", "SARS-CoV"), a binomial whose second word is a germ
   * species ("Candida Albicans"); or eponyms only, no place of the gazetteers among them
   * ("Kruskall-Wallis", "Cotrel Dubousset").
   */
  private boolean isGermDrugOrEponym(List<String> placeWords) {
    List<String> parts = new ArrayList<>();
    for (String word : placeWords) {
      parts.addAll(List.of(word.split("-")));
    }
    String last = placeWords.get(placeWords.size() - 1);
    if (placeWords.size() == 2 && GERM_SPECIES.contains(TextFolding.key(last))) {
      return true;
    }
    if (placeWords.size() == 1 && parts.size() > 1) {
      String first = parts.get(0).toLowerCase(Locale.ROOT);
      if (NOT_PLACES.contains(first)
          || parts.stream().allMatch(p -> words.isDrugGermOrProduct(p) || isNumber(p))) {
        return true;
      }
    }
    Gazetteer gazetteer = words.gazetteer();
    return parts.stream()
        .allMatch(
            p ->
                (gazetteer.flags(p) & Gazetteer.EPONYM) != 0
                    && (gazetteer.flags(p) & Gazetteer.PLACE) == 0);
  }

  private static boolean isNumber(String part) {
    return SHORT_NUMBER.matcher(part).matches();
  }

  /** Heads of a care unit's name, which a line break may cut from it ("l'[unité]⏎Kangourou"). */
  private static final Set<String> UNIT_HEADS =
      Set.of("unite", "service", "pole", "batiment", "secteur", "unidad", "servicio", "planta");

  /** Facilities' acronyms among their heads: never an ordinary word, whatever the case. */
  private static final Set<String> FACILITY_ACRONYMS =
      Set.of("ch", "chu", "chr", "chi", "chru", "ehpad", "ghu");

  /**
   * One ordinary word in lower case ("au niveau du [pavillon]", "des [cliniques] universitaires de
   * Lubumbashi": a facility's head alone names nothing), no unit's head ("l'[unité] Kangourou"), no
   * facility's acronym written in lower case ("[ch] montluçon 2022": its town read as a date) and
   * no place of the gazetteers.
   */
  private boolean isLowerCaseOrdinaryWord(String word) {
    String key = TextFolding.key(word);
    return Character.isLowerCase(word.codePointAt(0))
        && words.isOrdinaryWord(word)
        && !UNIT_HEADS.contains(key)
        && !FACILITY_ACRONYMS.contains(key)
        && (words.gazetteer().flags(word) & Gazetteer.PLACE) == 0;
  }

  /**
   * Whether a claim stands inside a line of prose: a line break neither right before nor right
   * after it. A word at a line's edge may be a head or a name that a wrapped line cut from the rest
   * of a facility's name ("l'[hôpital]⏎Foch", "[chambre]⏎12", "pavillon⏎[Pasteur]").
   */
  private static boolean insideALine(Claim claim) {
    String document = claim.document();
    int before = SpanWords.lastBeforeBlanks(document, claim.begin());
    int after = SpanWords.firstAfterBlanks(document, claim.end());
    return before >= 0
        && !isLineEnd(document.charAt(before))
        && after < document.length()
        && !isLineEnd(document.charAt(after));
  }

  private static boolean isLineEnd(char c) {
    return c == '\n' || c == '\r';
  }

  private boolean refutesPlace(Claim claim, List<String> placeWords) {
    if (insideALine(claim)
        && (isGermDrugOrEponym(placeWords)
            || placeWords.size() == 1 && isLowerCaseOrdinaryWord(placeWords.get(0)))) {
      return true;
    }
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
