package org.deid.resolve;

import java.util.Locale;
import java.util.regex.Pattern;
import org.deid.parameter.Sources;
import org.deid.taxonomy.PhiCategory;

/**
 * A place that is a person's initials: "J S, sexe masculin, âgé de 46 ans", "A.M est une
 * parturiente". Case reports and notes write patients and staff so; a model unsure of two lone
 * capitals may call them a place, and a place's surrogate then reads oddly where a name stood. Two
 * or three single capitals, each apart from the next by a dot or a space, are the person's
 * initials; the initials of a facility ("C.H.U.") and a rule's place stay as they are.
 */
final class InitialsNotPlace {

  /** Two or three single capitals apart by dots or spaces: "J S", "A.M", "B. R.". */
  private static final Pattern INITIALS =
      Pattern.compile("\\p{Lu}(?:(?:\\.\\s?|\\s)\\p{Lu}){1,2}\\.?");

  private InitialsNotPlace() {}

  /** Whether a resolved place is a person's initials. */
  static boolean isPersonsInitials(String text, ResolvedSpan span) {
    if (span.decision().category() != PhiCategory.LOCATION
        || span.decision().supporters().stream()
            .anyMatch(v -> Sources.REGEX.equals(v.candidate().getSource()))) {
      return false;
    }
    String place = text.substring(span.begin(), span.end());
    if (!INITIALS.matcher(place).matches()) {
      return false;
    }
    String letters = place.replaceAll("[^\\p{L}]", "").toLowerCase(Locale.ROOT);
    return !PlaceOfOrdinaryWords.isFacilityHead(letters);
  }
}
