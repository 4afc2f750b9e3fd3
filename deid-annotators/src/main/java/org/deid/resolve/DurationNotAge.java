package org.deid.resolve;

import java.util.regex.Pattern;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence that a span taken for an age is a duration: the time a thing has lasted or since it
 * happened ("hace más de 20 años", "tras un seguimiento de 4 años", "luego de 6 años") or a day of
 * a stay ("a los 14 días, nueva sepsis"). In the MEDDOCAN train and dev notes, none of the 203
 * spans of years or months after such a key and none of the 100 of days after "a los" is an age.
 * The key decides whatever supports the claim: the pattern that reads "de 20 años" as an age cannot
 * see the "más" before it.
 */
final class DurationNotAge implements NonPhiHeuristic {

  /** A span of time: a number, in digits or words, and its unit. */
  private static final Pattern TIME_SPAN =
      Pattern.compile(
          "(?iU)(?:\\d{1,3}|\\p{L}+(?:\\s+y\\s+\\p{L}+)?)\\s+(?:años|meses|semanas|días|dias)");

  /**
   * A key of duration right before the span, alone ("hace") or before "de" ("seguimiento de"), with
   * the hedge a note may add ("casi", "más de").
   */
  private static final Pattern DURATION_KEY =
      Pattern.compile(
          "(?iU)(?<!\\p{L})(?:"
              + WordLists.alternatives("duration-keys-es.txt")
              + "|(?:"
              + WordLists.alternatives("duration-nouns-es.txt")
              + ")\\s+de)(?:\\s+(?:un|una|casi|unos|unas|aproximadamente|alrededor\\s+de|más\\s+de"
              + "|mas\\s+de|menos\\s+de))*\\s+$");

  /** "a los" right before a number of days: the day of a stay, unless "de vida" follows. */
  private static final Pattern DAY_OF_A_STAY_KEY = Pattern.compile("(?iU)(?<!\\p{L})a\\s+los\\s+$");

  private static final Pattern DAYS = Pattern.compile("(?iU)\\d{1,3}\\s+(?:días|dias)");

  private static final Pattern OF_LIFE = Pattern.compile("(?iU)^\\s+de\\s+(?:vida|edad)(?!\\p{L})");

  /** How far before the span a key may start. */
  private static final int KEY_REACH = 60;

  @Override
  public Verdict judge(Claim claim) {
    if (!claim.is(PhiCategory.AGE)) {
      return Verdict.NONE;
    }
    String text = claim.text();
    String document = claim.document();
    String before = document.substring(Math.max(0, claim.begin() - KEY_REACH), claim.begin());
    if (TIME_SPAN.matcher(text).matches() && DURATION_KEY.matcher(before).find()) {
      return Verdict.refuted("a duration, not an age");
    }
    String after = document.substring(claim.end(), Math.min(document.length(), claim.end() + 20));
    return Verdict.refutedIf(
        DAYS.matcher(text).matches()
            && DAY_OF_A_STAY_KEY.matcher(before).find()
            && !OF_LIFE.matcher(after).find(),
        "a day of a stay, not an age");
  }
}
