package org.deid.resolve;

import java.util.regex.Pattern;

/**
 * An age said in words or figures ("dos meses", "3 ans", "recién nacida hembra"): a name the
 * evidence refutes is kept as an age when its whole text is one, since a detector that took it for
 * a relative's name saw a person, and the age is what identifies them.
 */
final class AgeInWords {

  /**
   * An age said in words or figures: a count of days to years ("dos meses", "3 ans"), or a newborn
   * ("recién nacida", "nouveau-né"), with at most a sex word after it ("recién nacida hembra").
   */
  private static final Pattern AGE_EXPRESSION =
      Pattern.compile(
          "(?iu)(?:(?:\\d{1,3}|un[oa]?|une?|dos|deux|tres|trois|cuatro|quatre|cinco|cinq|seis|six"
              + "|siete|sept|ocho|huit|nueve|neuf|diez|dix|once|onze|doce|douze)\\s+"
              + "(?:d[ií]as?|jours?|semanas?|semaines?|mes(?:es)?|mois|años?|ans?)"
              + "|reci[eé]n\\s+nacid[oa]s?|nouveau-n[ée]e?s?|nouveau\\s+n[ée]e?s?)"
              + "(?:\\s+(?:de\\s+edad|d'[aâ]ge))?"
              + "(?:\\s+(?:hembra|var[oó]n|macho|mujer|niñ[oa]|fille|garçon|femme|homme))?");

  private AgeInWords() {}

  /** Whether a span's whole text, blanks around it aside, is an age ("dos meses"). */
  static boolean isAgeExpression(String text) {
    return AGE_EXPRESSION.matcher(text.strip()).matches();
  }
}
