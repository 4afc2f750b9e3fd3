package org.deid.substitute.privacy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.LocalDate;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The samplers have the scale theory gives them (fixed seed, many draws). */
class PrivacyMechanismsTest {

  private static final int DRAWS = 200_000;

  @Test
  void boundedLaplaceStaysInItsDomainWithTheMeanNoiseTheoryGives() {
    for (double epsilon : new double[] {0.5, 1, 2, 5}) {
      for (int delta : LdpDateMechanism.DELTAS) {
        BoundedLaplace mechanism = new BoundedLaplace(epsilon, delta, 0, delta);
        // The truncation costs privacy: the scale is above the unbounded Δ/ε.
        assertThat(mechanism.scale()).isGreaterThan(delta / epsilon);
        SplittableRandom random = new SplittableRandom(42);
        double value = delta * 0.2;
        double sum = 0;
        for (int i = 0; i < DRAWS; i++) {
          double x = mechanism.sample(value, random);
          assertThat(x).isBetween(0.0, (double) delta);
          sum += Math.abs(x - value);
        }
        double theory = mechanism.meanAbsoluteNoise(value);
        assertThat(sum / DRAWS)
            .as("ε=%s Δ=%d", epsilon, delta)
            .isCloseTo(theory, within(0.05 * theory));
      }
    }
  }

  @Test
  void theBoundedScaleSatisfiesHolohansCondition() {
    double epsilon = 1;
    double delta = 61;
    double b = BoundedLaplace.scaleFor(epsilon, delta, 0, delta);
    double deltaC =
        BoundedLaplace.mass(delta / 2, b, 0, delta) / BoundedLaplace.mass(0, b, 0, delta);
    assertThat(b).isCloseTo(delta / (epsilon - Math.log(deltaC)), within(1e-6 * b));
    // In a wide domain the correction comes from the edge: masses at l and l + Δ.
    double wide = BoundedLaplace.scaleFor(1, 1, 0, 1e6);
    double wideC = BoundedLaplace.mass(1, wide, 0, 1e6) / BoundedLaplace.mass(0, wide, 0, 1e6);
    assertThat(wide).isCloseTo(1 / (1 - Math.log(wideC)), within(1e-6 * wide)).isGreaterThan(1);
  }

  @Test
  void planarLaplaceRadiiHaveMeanTwoOverEpsilon() {
    for (double epsilon : new double[] {0.1, 0.5, 1, 2}) {
      PlanarLaplace mechanism = new PlanarLaplace(epsilon);
      SplittableRandom random = new SplittableRandom(7);
      double sum = 0;
      for (int i = 0; i < DRAWS; i++) {
        sum += mechanism.radius(random);
      }
      double theory = 2 / epsilon;
      assertThat(sum / DRAWS).as("ε=%s", epsilon).isCloseTo(theory, within(0.05 * theory));
    }
    // A moved point lies at the drawn distance, on the sphere.
    double[] moved = new PlanarLaplace(0.05).perturb(45.76, 4.84, new SplittableRandom(3));
    assertThat(PlanarLaplace.distanceKm(45.76, 4.84, moved[0], moved[1])).isPositive();
  }

  @Test
  void lambertWMinusOneInvertsWTimesExpW() {
    for (double z : new double[] {-1 / Math.E + 1e-9, -0.3, -0.2, -0.05, -1e-6}) {
      double w = PlanarLaplace.lambertWMinusOne(z);
      assertThat(w).isLessThanOrEqualTo(-1);
      assertThat(w * Math.exp(w)).isCloseTo(z, within(1e-9));
    }
  }

  @Test
  void ldpDatesKeepTheTimelineAndSpendTheBudget() {
    LocalDate reference = LocalDate.of(2024, 3, 20);
    List<LocalDate> dates =
        List.of(
            LocalDate.of(2024, 3, 10),
            LocalDate.of(1957, 2, 14),
            reference,
            LocalDate.of(2024, 3, 10),
            LocalDate.of(2023, 11, 2));
    LdpDates result =
        new LdpDateMechanism(1.5).perturb(reference.plusDays(100), dates, new SplittableRandom(5));
    assertThat(result.epsilonSpent()).isEqualTo(1.5);
    List<LocalDate> out = result.dates();
    assertThat(out.get(2)).isEqualTo(reference.plusDays(100));
    assertThat(out.get(0)).isEqualTo(out.get(3)); // equal dates stay equal
    assertThat(out.get(2)).isAfter(out.get(0));
    assertThat(out.get(0)).isAfter(out.get(4));
    assertThat(out.get(4)).isAfter(out.get(1));
    // One date alone has no interval: nothing spent.
    assertThat(
            new LdpDateMechanism(1)
                .perturb(reference, List.of(reference), new SplittableRandom(1))
                .epsilonSpent())
        .isZero();
    assertThat(LdpDateMechanism.deltaFor(10)).isEqualTo(61);
    assertThat(LdpDateMechanism.deltaFor(61)).isEqualTo(61);
    assertThat(LdpDateMechanism.deltaFor(62)).isEqualTo(660);
    assertThat(LdpDateMechanism.deltaFor(24_000)).isEqualTo(36_000);
  }
}
