package org.deid.substitute.privacy;

import java.time.LocalDate;
import java.util.List;

/**
 * A note's dates after {@link LdpDateMechanism}.
 *
 * @param reference the reference the dates were rebuilt from
 * @param dates the new dates, in the order they were given
 * @param epsilonSpent the privacy budget spent on them (0 when there was no interval)
 */
public record LdpDates(LocalDate reference, List<LocalDate> dates, double epsilonSpent) {

  /** Copies the dates. */
  public LdpDates {
    dates = List.copyOf(dates);
  }
}
