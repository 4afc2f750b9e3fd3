package org.deid.resolve;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.taxonomy.PhiCategory;
import org.deid.type.PhiCandidate;

/**
 * A facility that a date names: "Hospital 12 de Octubre", "Hospital Universitario 12 de Octubre". A
 * model that reads the date in it may take the whole name for one. A date candidate whose first
 * word opens a care facility's name ({@code facility-heads.txt}), where a detector claims a place
 * over it too, votes for that place instead: its support stays with the name (dropping it would
 * leave the place's claim alone, short of the quorum, and the name unmasked). In MEDDOCAN train and
 * dev, 8 of the 9 such names are marked as hospitals in the gold (the ninth a date, an annotator's
 * slip).
 */
final class FacilityNamedByADate {

  /** The candidate's first word. */
  private static final Pattern FIRST_WORD = Pattern.compile("\\p{L}+");

  private FacilityNamedByADate() {}

  /**
   * The candidates, a date that names a facility a place candidate claims recast as that place (a
   * copy, out of the CAS's indexes); the list itself when there is none.
   */
  static List<PhiCandidate> withDatesNamingFacilitiesAsPlaces(
      String text, List<PhiCandidate> candidates) {
    List<PhiCandidate> recast = null;
    for (int i = 0; i < candidates.size(); i++) {
      PhiCandidate date = candidates.get(i);
      if (!PhiCategory.DATE.name().equals(date.getCategory())
          || !opensWithFacilityHead(text, date.getBegin(), date.getEnd())) {
        continue;
      }
      PhiCandidate place = placeOver(candidates, date);
      if (place != null) {
        if (recast == null) {
          recast = new ArrayList<>(candidates);
        }
        PhiCandidate vote = (PhiCandidate) date.clone();
        vote.setCategory(place.getCategory());
        vote.setSubtype(place.getSubtype());
        vote.setLabel(place.getLabel());
        recast.set(i, vote);
      }
    }
    return recast == null ? candidates : recast;
  }

  /** The first place candidate that overlaps {@code date}, or null. */
  private static PhiCandidate placeOver(List<PhiCandidate> candidates, PhiCandidate date) {
    for (PhiCandidate c : candidates) {
      if (PhiCategory.LOCATION.name().equals(c.getCategory())
          && c.getBegin() < date.getEnd()
          && date.getBegin() < c.getEnd()) {
        return c;
      }
    }
    return null;
  }

  /** Whether {@code [begin, end)} begins with a word that opens a facility's name. */
  static boolean opensWithFacilityHead(String text, int begin, int end) {
    Matcher word = FIRST_WORD.matcher(text).region(begin, end);
    return word.lookingAt() && PlaceOfOrdinaryWords.isFacilityHead(word.group());
  }
}
