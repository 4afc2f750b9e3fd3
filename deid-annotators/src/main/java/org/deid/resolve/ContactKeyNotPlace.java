package org.deid.resolve;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.deid.taxonomy.PhiCategory;
import org.deid.type.PhiCandidate;

/**
 * A place that a model read in a contact's key and the first digits after it: "Fax: + 34" before
 * "93 567 22 28", a street to the CRF. No place is written so, and its vote on the country code
 * would cut the number that a pattern matched whole ("+ 34 93 567 22 28", the fax MEDDOCAN marks
 * from the code on). Such a candidate is left out of the vote.
 */
final class ContactKeyNotPlace {

  /** A contact's key, then its punctuation and digits, and nothing else. */
  private static final Pattern KEY_AND_DIGITS =
      Pattern.compile(
          "(?i:fax|telefax|tel[ée]?f?(?:ono)?s?|tfno|tlfno?|telf|tlf|m[óo]vil|e-?mail|correo)"
              + "[\\s.:+()-]*[\\d\\s+()-]*");

  private ContactKeyNotPlace() {}

  /**
   * The candidates without the places that are a contact's key and digits; the list itself when
   * none is.
   */
  static List<PhiCandidate> withoutContactKeys(String text, List<PhiCandidate> candidates) {
    List<PhiCandidate> kept = null;
    for (int i = 0; i < candidates.size(); i++) {
      PhiCandidate candidate = candidates.get(i);
      boolean key =
          PhiCategory.LOCATION.name().equals(candidate.getCategory())
              && KEY_AND_DIGITS
                  .matcher(text)
                  .region(candidate.getBegin(), candidate.getEnd())
                  .matches();
      if (key && kept == null) {
        kept = new ArrayList<>(candidates.subList(0, i));
      } else if (!key && kept != null) {
        kept.add(candidate);
      }
    }
    return kept == null ? candidates : kept;
  }
}
