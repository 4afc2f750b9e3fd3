package org.deid.substitute.surrogate;

import java.util.Locale;

/** The letter case of a word (ALL CAPS, Title, lower), applied to its surrogate. */
enum CaseShape {
  UPPER,
  TITLE,
  LOWER,
  AS_IS;

  static CaseShape of(String word) {
    boolean hasLower = word.chars().anyMatch(Character::isLowerCase);
    boolean hasUpper = word.chars().anyMatch(Character::isUpperCase);
    if (hasUpper && !hasLower && word.codePointCount(0, word.length()) > 1) {
      return UPPER;
    }
    if (!hasUpper && hasLower) {
      return LOWER;
    }
    if (hasUpper && Character.isUpperCase(word.codePointAt(0))) {
      return TITLE;
    }
    return AS_IS;
  }

  String apply(String word) {
    return switch (this) {
      case UPPER -> word.toUpperCase(Locale.ROOT);
      case LOWER -> word.toLowerCase(Locale.ROOT);
      case TITLE ->
          word.isEmpty()
              ? word
              : word.substring(0, 1).toUpperCase(Locale.ROOT)
                  + word.substring(1).toLowerCase(Locale.ROOT);
      case AS_IS -> word;
    };
  }
}
