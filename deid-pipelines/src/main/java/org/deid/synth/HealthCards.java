package org.deid.synth;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Synthetic numbers of the Spanish regions' individual health cards, in the shapes their cards
 * print: letters from the holder's surnames and digits from the birth date where the real format
 * uses them, the rest random. The shapes are approximations written for this project; no number
 * refers to anyone.
 */
final class HealthCards {

  /** The formats {@code {CIP:variant}} accepts. */
  static final Set<String> VARIANTS = Set.of("cat", "tsi", "nuhsa", "sip", "cipa", "tis", "cipna");

  /** The formats in a fixed order, for a random draw that does not depend on set iteration. */
  private static final List<String> ORDER =
      List.of("cat", "tsi", "nuhsa", "sip", "cipa", "tis", "cipna");

  /** Words that join or precede surnames and give no letter to a card number. */
  private static final Set<String> PARTICLES =
      Set.of("de", "del", "la", "las", "los", "y", "i", "da", "do", "dos", "das", "san");

  private HealthCards() {}

  /** A variant at random. */
  static String randomVariant(SplittableRandom random) {
    return ORDER.get(random.nextInt(ORDER.size()));
  }

  /**
   * A card number in a region's format.
   *
   * @param variant one of {@link #VARIANTS}
   * @param surnames the holder's surnames as written (particles and hyphens allowed)
   */
  static String number(
      String variant, String surnames, LocalDate birth, boolean female, SplittableRandom random) {
    String letters = surnameLetters(surnames);
    String yymmdd =
        two(birth.getYear() % 100) + two(birth.getMonthValue()) + two(birth.getDayOfMonth());
    return switch (variant) {
        // Catalonia: 4 letters, sex digit, birth date, 2 digits, a check digit.
      case "cat" ->
          letters
              + (female ? "1" : "0")
              + yymmdd
              + Identifiers.digits(random, 2)
              + checkDigit(yymmdd);
        // Galicia, Castilla y León and others: 4 letters, birth date, 3 or 6 digits.
      case "tsi" -> letters + yymmdd + Identifiers.digits(random, random.nextBoolean() ? 3 : 6);
        // Andalusia: AN and 10 digits.
      case "nuhsa" -> "AN" + Identifiers.digits(random, 10);
        // Valencia: 7 or 8 digits.
      case "sip" -> Identifiers.digits(random, 7 + random.nextInt(2));
        // Asturias: 10 digits.
      case "cipa" -> (1 + random.nextInt(9)) + Identifiers.digits(random, 9);
        // Basque Country: 4 letters and the birth date.
      case "tis" -> letters + yymmdd;
        // Navarre: NA and 10 digits.
      case "cipna" -> "NA" + Identifiers.digits(random, 10);
      default -> throw new IllegalArgumentException("Unknown health card format " + variant);
    };
  }

  /**
   * The first two letters of the first two surnames, upper case, accents dropped, particles
   * skipped; X fills what a single or one-letter surname lacks.
   */
  static String surnameLetters(String surnames) {
    List<String> words = new ArrayList<>();
    for (String word : surnames.split("[ \\-]+")) {
      String plain = NoteRenderer.slug(word).replaceAll("[^a-z]", "");
      if (!plain.isEmpty() && !PARTICLES.contains(plain) && words.size() < 2) {
        words.add(plain.toUpperCase(Locale.ROOT));
      }
    }
    StringBuilder letters = new StringBuilder();
    for (int i = 0; i < 2; i++) {
      String word = i < words.size() ? words.get(i) : "";
      letters.append(word.length() > 0 ? word.charAt(0) : 'X');
      letters.append(word.length() > 1 ? word.charAt(1) : 'X');
    }
    return letters.toString();
  }

  private static int checkDigit(String digits) {
    int sum = 0;
    for (int i = 0; i < digits.length(); i++) {
      sum += (digits.charAt(i) - '0') * (i + 1);
    }
    return sum % 10;
  }

  private static String two(int value) {
    return value < 10 ? "0" + value : Integer.toString(value);
  }
}
