package org.deid.substitute.surrogate;

import java.util.List;
import org.deid.detect.lexicon.TextFolding;

/**
 * The last resort of every bounded redraw: a surrogate that is guaranteed to differ from the
 * original (case and accents aside), so no loop that runs out of draws writes the original back.
 */
final class Distinct {

  /** Names with different initials: one of them always starts otherwise than a given word. */
  private static final List<String> NAMES = List.of("Marin", "Lopez", "Dubois", "Ferrer", "Vidal");

  private static final List<String> CITIES =
      List.of("Valence", "Segovia", "Dijon", "Lugo", "Albi", "Toledo");

  private Distinct() {}

  /** Whether two texts are the same once case and accents are folded away. */
  static boolean same(String a, String b) {
    return TextFolding.key(a).equals(TextFolding.key(b));
  }

  /**
   * The candidate when it differs from the original, else the original with its last letter or
   * digit moved on by one (a digit for a digit, a letter for a letter of the same case).
   */
  static String from(String original, String candidate) {
    if (!same(original, candidate)) {
      return candidate;
    }
    StringBuilder out = new StringBuilder(candidate);
    for (int i = out.length() - 1; i >= 0; i--) {
      char c = out.charAt(i);
      if (c >= '0' && c <= '9') {
        out.setCharAt(i, (char) ('0' + (c - '0' + 1) % 10));
        return out.toString();
      }
      if (Character.isLetter(c)) {
        char base = Character.isUpperCase(c) ? 'A' : 'a';
        int folded = Character.toLowerCase(TextFolding.key(String.valueOf(c)).charAt(0)) - 'a';
        out.setCharAt(i, (char) (base + (Math.max(0, Math.min(25, folded)) + 1) % 26));
        return out.toString();
      }
    }
    return candidate + "0"; // nothing to change: no letter or digit identifies anybody
  }

  /** A name whose first letter differs from the original's and is not the original. */
  static String name(String original) {
    return pick(NAMES, original);
  }

  /** A city that is not the original and starts with another letter. */
  static String city(String original) {
    return pick(CITIES, original);
  }

  private static String pick(List<String> pool, String original) {
    String key = TextFolding.key(original);
    for (String candidate : pool) {
      String candidateKey = TextFolding.key(candidate);
      if (key.isEmpty() || candidateKey.charAt(0) != key.charAt(0)) {
        return candidate;
      }
    }
    return pool.get(0); // unreachable: the pool's initials differ
  }
}
