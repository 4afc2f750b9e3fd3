package org.deid.substitute.privacy;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Tchouka et al. 2022's local differential privacy for a note's dates: the dates are ordered from
 * the note's own date (the reference, its newest) back to the oldest; each interval in days between
 * consecutive dates gets its class (Δ = 61, 660 or 36,000 days for short, medium and long term, the
 * smaller when it fits), the budget ε is split evenly over the intervals, each interval is replaced
 * by a bounded Laplace draw in [0, Δ], and the dates are rebuilt back from the reference (moved by
 * the caller's shift). Equal dates stay equal; the order of the timeline is kept.
 */
public final class LdpDateMechanism {

  /** The interval classes of Tchouka et al., in days. */
  public static final int[] DELTAS = {61, 660, 36_000};

  private final double epsilon;

  /** A mechanism spending {@code epsilon} on each note's dates. */
  public LdpDateMechanism(double epsilon) {
    if (!(epsilon > 0)) {
      throw new IllegalArgumentException("The date budget ε must be positive, not " + epsilon);
    }
    this.epsilon = epsilon;
  }

  /**
   * The perturbed dates, in the input order.
   *
   * @param reference the note's own date, already shifted if the caller shifts it (the newest
   *     rebuilt date); it takes the place of the newest input date
   */
  public LdpDates perturb(LocalDate reference, List<LocalDate> dates, RandomGenerator random) {
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < dates.size(); i++) {
      order.add(i);
    }
    order.sort(Comparator.comparing((Integer i) -> dates.get(i)).reversed());
    List<LocalDate> distinct = new ArrayList<>();
    for (int i : order) {
      if (distinct.isEmpty() || !distinct.get(distinct.size() - 1).equals(dates.get(i))) {
        distinct.add(dates.get(i));
      }
    }
    int intervals = distinct.size() - 1;
    List<LocalDate> rebuilt = new ArrayList<>();
    rebuilt.add(reference);
    double perInterval = intervals > 0 ? epsilon / intervals : 0;
    for (int k = 1; k < distinct.size(); k++) {
      long days = ChronoUnit.DAYS.between(distinct.get(k), distinct.get(k - 1));
      int delta = deltaFor(days);
      long noisy =
          Math.round(
              new BoundedLaplace(perInterval, delta, 0, delta)
                  .sample(Math.min(days, delta), random));
      rebuilt.add(rebuilt.get(k - 1).minusDays(Math.max(1, noisy)));
    }
    List<LocalDate> result = new ArrayList<>(dates.size());
    for (LocalDate date : dates) {
      result.add(rebuilt.get(distinct.indexOf(date)));
    }
    return new LdpDates(reference, result, intervals > 0 ? epsilon : 0);
  }

  /** The smallest class that holds an interval (the largest when none does). */
  public static int deltaFor(long days) {
    for (int delta : DELTAS) {
      if (days <= delta) {
        return delta;
      }
    }
    return DELTAS[DELTAS.length - 1];
  }
}
