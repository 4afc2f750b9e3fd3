package org.deid.taxonomy;

import java.util.Locale;
import java.util.Set;

/**
 * Civility and professional titles of French and Spanish ("M.", "Mme", "Dr", "Sra."): words that
 * stand before a person's name and are never part of it in any of the label schemes.
 */
public final class CivilityTitles {

  private static final Set<String> TITLES =
      Set.of(
          "mme",
          "mmes",
          "mlle",
          "mlles",
          "mr",
          "mrs",
          "madame",
          "monsieur",
          "mademoiselle",
          "dr",
          "dre",
          "drs",
          "pr",
          "docteur",
          "professeur",
          "sr",
          "sra",
          "srta",
          "señor",
          "señora",
          "señorita",
          "doña",
          "dña",
          "dra");

  private CivilityTitles() {}

  /**
   * Whether a token is a title. The single letter "M" counts only with its dot ("M." is "Monsieur";
   * a bare "M" may be an initial).
   */
  public static boolean isTitle(String token) {
    String lower = token.toLowerCase(Locale.ROOT);
    if (lower.equals("m.")) {
      return true;
    }
    return TITLES.contains(lower.endsWith(".") ? lower.substring(0, lower.length() - 1) : lower);
  }
}
