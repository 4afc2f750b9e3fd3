package org.deid.resolve;

import java.util.List;
import java.util.Locale;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence that a name the gazetteers alone claim is a sentence start or a title line: every
 * capitalised word of it is an ordinary word that the same note also writes in lower case ("Elle a
 * été traitée ... elle", "Zone de Santé ... centres de santé"). A surname ("Petit", "Blanc"), a
 * first name that is no ordinary word, a word in capitals or an unknown word keeps the name; so
 * does a trigger, and a model's claim ("Gemelo 1:" and "Pare:" are relatives).
 */
final class CapitalisedOrdinaryWord implements NonPhiHeuristic {

  private final OrdinaryWords words;

  CapitalisedOrdinaryWord(OrdinaryWords words) {
    this.words = words;
  }

  @Override
  public Verdict judge(Claim claim) {
    return Verdict.refutedIf(
        claim.is(PhiCategory.NAME)
            && !claim.hasTrigger()
            && claim.isLexiconAlone()
            && isOrdinaryWordWrittenInLowerCase(claim.document(), claim.text()),
        "an ordinary word the note also writes in lower case");
  }

  /**
   * Whether every capitalised word of a name is an ordinary word that the same document also writes
   * in lower case.
   */
  boolean isOrdinaryWordWrittenInLowerCase(String document, String name) {
    List<String> capitalised =
        SpanWords.of(name).stream().filter(w -> Character.isUpperCase(w.codePointAt(0))).toList();
    if (capitalised.isEmpty()) {
      return false;
    }
    for (String word : capitalised) {
      long flags = words.gazetteer().flags(word);
      boolean ordinary =
          (flags & Gazetteer.NAME) == 0
              ? words.vocabulary().contains(word)
              : (flags & Gazetteer.COMMON_WORD) != 0 && (flags & Gazetteer.SURNAME) == 0;
      if (!ordinary
          || word.codePointCount(0, word.length()) < 3
          || word.equals(word.toUpperCase(Locale.ROOT))) {
        return false;
      }
      String lower = word.toLowerCase(Locale.ROOT);
      if (WholeWordSearch.indexOf(document, lower, 0) < 0) {
        return false;
      }
    }
    return true;
  }
}
