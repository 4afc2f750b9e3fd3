package org.deid.resolve;

import java.util.List;
import java.util.Set;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence in a profession's own words that it is none: the model ran a stretch of prose into a
 * profession ("[y compris le médiastin supérieur]", "[photons 6MV d’un accélérateur linéaire]",
 * "[la TDM de contrôle étaient normaux à 6 mois de recul]"). No word of it is a profession of the
 * lists, the lexicon does not claim it, and it opens with an article or a preposition or holds a
 * number ("agent de maintenance du matériel roulant" stands). A claim backed by a trigger stands.
 */
final class ProfessionOfOrdinaryWords implements NonPhiHeuristic {

  /** Articles, prepositions and pronouns that open no occupation, as written in lower case. */
  private static final Set<String> OPENING_WORDS =
      Set.of(
          "y", "de", "du", "des", "la", "le", "les", "l", "d", "un", "une", "à", "au", "aux", "en",
          "et", "el", "los", "las", "a", "al", "del", "con", "por", "que", "qui");

  private final Gazetteer gazetteer;

  ProfessionOfOrdinaryWords(OrdinaryWords words) {
    this.gazetteer = words.gazetteer();
  }

  @Override
  public Verdict judge(Claim claim) {
    if (!claim.is(PhiCategory.PROFESSION)
        || claim.hasTrigger()
        || claim.sources().contains(Claim.LEXICON_SOURCE)) {
      return Verdict.NONE;
    }
    List<String> words = SpanWords.of(claim.text());
    if (words.isEmpty() || words.stream().anyMatch(this::isListedProfessionWord)) {
      return Verdict.NONE;
    }
    return Verdict.refutedIf(
        OPENING_WORDS.contains(words.get(0))
            || words.stream().anyMatch(w -> w.chars().anyMatch(Character::isDigit)),
        "prose that no profession word holds");
  }

  private boolean isListedProfessionWord(String word) {
    return (gazetteer.flags(word) & (Gazetteer.PROFESSION | Gazetteer.CARE_PROFESSION)) != 0;
  }
}
