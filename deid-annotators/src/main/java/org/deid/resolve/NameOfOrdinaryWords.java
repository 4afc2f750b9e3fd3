package org.deid.resolve;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.taxonomy.KinshipTerms;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence in a name's own words that it names nobody: in long clinical prose the CRF and the
 * gazetteers take sentence adverbs ("Toutefois"), title lines in capitals ("ASISTENCIA SANITARIA
 * PRIVADA"), drugs ("Clopidogrel", "Imurel®") and germs ("Klebsiella") for names. Refuted: a name
 * made only of ordinary words, drugs, germs or products, or only of pronouns and determiners that
 * open a sentence ("Elle", "Todos"), or one of them before ordinary words ("Le nouveau-né"); a lone
 * country ("France"); a hyphenated eponym ("Gayet-Wernicke"); a full stop or a bracket alone. A
 * kinship expression ("su madre") and a claim backed by a trigger stand. One per language.
 */
final class NameOfOrdinaryWords implements NonPhiHeuristic {

  /** The French pronouns and determiners that open a sentence. */
  private static final Set<String> FUNCTION_WORDS_FR = WordLists.set("function-words-fr.txt");

  /** The Spanish ones: "Ella refiere", "Todos los controles". */
  private static final Set<String> FUNCTION_WORDS_ES = WordLists.set("function-words-es.txt");

  private final Set<String> functionWords;
  private final OrdinaryWords words;

  NameOfOrdinaryWords(String language, OrdinaryWords words) {
    this.functionWords = "es".equals(language) ? FUNCTION_WORDS_ES : FUNCTION_WORDS_FR;
    this.words = words;
  }

  @Override
  public Verdict judge(Claim claim) {
    if (!claim.is(PhiCategory.NAME) || claim.hasTrigger()) {
      return Verdict.NONE;
    }
    String text = claim.text();
    List<String> nameWords = SpanWords.of(text);
    if (nameWords.isEmpty()) {
      return Verdict.refuted("no word"); // a full stop or a bracket alone ("Mr.B.B.")
    }
    if (KinshipTerms.isKinshipExpression(text)) {
      return Verdict.NONE;
    }
    if (nameWords.stream().allMatch(w -> words.isOrdinaryWord(w) || words.isDrugGermOrProduct(w))) {
      return Verdict.refuted("ordinary words, drugs, germs or products");
    }
    if (nameWords.stream().allMatch(w -> functionWords.contains(w.toLowerCase(Locale.ROOT)))) {
      return Verdict.refuted("pronouns or determiners");
    }
    // A determiner opening a sentence before ordinary words: "Le nouveau-né", "Cette patiente".
    if (functionWords.contains(nameWords.get(0).toLowerCase(Locale.ROOT))
        && nameWords.stream().skip(1).allMatch(words::isOrdinaryWord)) {
      return Verdict.refuted("a determiner and ordinary words");
    }
    if (isLoneCountry(nameWords)) {
      return Verdict.refuted("a country alone");
    }
    return Verdict.refutedIf(isHyphenatedEponym(nameWords), "a hyphenated eponym");
  }

  /**
   * Whether a one-word name is a country of the gazetteers ("Vygon, France"): a person named so has
   * a surname or a title beside it.
   */
  private boolean isLoneCountry(List<String> nameWords) {
    return nameWords.size() == 1
        && (words.gazetteer().flags(nameWords.get(0)) & Gazetteer.COUNTRY) != 0;
  }

  /**
   * Whether a name is an eponym by its own words: a hyphenated compound with a part that the eponym
   * list holds ("Gayet-Wernicke", "Creutzfeldt-Jakob").
   */
  private boolean isHyphenatedEponym(List<String> nameWords) {
    for (String word : nameWords) {
      if (word.indexOf('-') < 0) {
        continue;
      }
      for (String part : word.split("-")) {
        if (!part.isEmpty() && (words.gazetteer().flags(part) & Gazetteer.EPONYM) != 0) {
          return true;
        }
      }
    }
    return false;
  }
}
