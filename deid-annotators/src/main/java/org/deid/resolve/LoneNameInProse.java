package org.deid.resolve;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.deid.taxonomy.KinshipTerms;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence that a name the lexicon alone claims is a word of medicine (an eponym, a germ, a marker,
 * a scale): it sits inside a sentence of lower-case prose ({@link #sitsInProse}) that names nobody
 * else, no other name backed by the CRF or a trigger in the same sentence ("Vu par Jean Dupont,
 * puis Rose" keeps Rose). A name after a title stands.
 */
final class LoneNameInProse implements NonPhiHeuristic {

  /**
   * Words after which a note names a person without a title ("vue par", "appel avec", "vit chez"):
   * a lone gazetteer name after them keeps its benefit of the doubt.
   */
  private static final Set<String> PERSON_CONTEXT = WordLists.set("person-context-words.txt");

  /**
   * A sentence end: a full stop, a question or exclamation mark before a space, or a line break.
   */
  private static final Pattern SENTENCE_END = Pattern.compile("[.!?](?=\\s)|[\\n\\r]");

  @Override
  public Verdict judge(Claim claim) {
    if (!claim.is(PhiCategory.NAME)
        || !claim.isLexiconAlone()
        || TitleBefore.followsTitle(claim.document(), claim.begin())
        || !sitsInProse(claim.document(), claim.begin(), claim.end())) {
      return Verdict.NONE;
    }
    for (Claim other : claim.noteClaims()) {
      if (other != claim
          && other.is(PhiCategory.NAME)
          && !other.isLexiconAlone()
          && sameSentence(
              claim.document(),
              Math.min(claim.begin(), other.begin()),
              Math.max(claim.end(), other.end()))) {
        return Verdict.NONE;
      }
    }
    return Verdict.refuted("a lone gazetteer name in lower-case prose");
  }

  /**
   * Whether a name sits inside a sentence of lower-case prose: the word before it on its line
   * starts in lower case (an opening bracket or quote may stand between: "réseau Moya", "selon
   * Fletcher", "présence de Candida Albicans"), the name has a lower-case letter (a surname in
   * capitals is a note's signature or table cell) and what follows it is a lower-case word or
   * punctuation, not another capitalised word ("Mohammed V"). A note names a person inside a
   * sentence after a title or a trigger, which the CRF and the rules see, or after a relative ("sa
   * fille Nadia", "fille de Roux") or "par", "avec", "chez", which keep the name: elsewhere a
   * gazetteer hit alone inside a sentence is a word of medicine (an eponym, a germ, a marker, a
   * scale).
   */
  static boolean sitsInProse(String document, int begin, int end) {
    String name = document.substring(begin, end);
    if (name.equals(name.toUpperCase(Locale.ROOT))) {
      return false;
    }
    int p = begin - 1;
    while (p >= 0 && (document.charAt(p) == ' ' || document.charAt(p) == '\u00a0')) {
      p--;
    }
    if (p >= 0 && "(«“\"".indexOf(document.charAt(p)) >= 0) {
      p--;
      while (p >= 0 && (document.charAt(p) == ' ' || document.charAt(p) == '\u00a0')) {
        p--;
      }
    }
    if (p > 0 && "'’".indexOf(document.charAt(p)) >= 0) {
      p--; // an elided article or "de": "l'« Ivy sign »", "d'Amar"
    }
    if (p < 0 || !Character.isLetter(document.charAt(p))) {
      return false;
    }
    int wordBegin = p;
    while (wordBegin > 0
        && (Character.isLetter(document.charAt(wordBegin - 1))
            || document.charAt(wordBegin - 1) == '-')) {
      wordBegin--;
    }
    String before = document.substring(wordBegin, p + 1);
    if (!Character.isLowerCase(before.charAt(0))
        || PERSON_CONTEXT.contains(before)
        || KinshipTerms.isKinshipExpression(before)
        || (before.equals("de")
                || before.equals("du")
                || before.equals("del")
                || before.equals("d"))
            && KinshipTerms.isKinshipExpression(lastWord(document, wordBegin))) {
      return false;
    }
    int q = end;
    while (q < document.length() && (document.charAt(q) == ' ' || document.charAt(q) == '\u00a0')) {
      q++;
    }
    if (q >= document.length()) {
      return true;
    }
    char next = document.charAt(q);
    if (Character.isLetter(next)) {
      return Character.isLowerCase(next);
    }
    return ",;:.)»”\"!?\n\r".indexOf(next) >= 0;
  }

  /**
   * Whether a stretch of text lies within one sentence: no line break and no full stop before a
   * space inside it, at most 200 characters.
   */
  static boolean sameSentence(String document, int begin, int end) {
    return end - begin <= 200 && !SENTENCE_END.matcher(document).region(begin, end).find();
  }

  /** The last word before {@code end} on its line, or "" ("fille" before "de Roux"). */
  private static String lastWord(String document, int end) {
    int p = end - 1;
    while (p >= 0 && (document.charAt(p) == ' ' || document.charAt(p) == '\u00a0')) {
      p--;
    }
    int wordEnd = p + 1;
    while (p >= 0 && Character.isLetter(document.charAt(p))) {
      p--;
    }
    return document.substring(p + 1, wordEnd);
  }
}
