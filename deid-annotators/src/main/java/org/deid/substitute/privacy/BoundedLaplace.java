package org.deid.substitute.privacy;

import java.util.random.RandomGenerator;

/**
 * The bounded Laplace mechanism of Holohan et al. 2018 ("The Bounded Laplace Mechanism in
 * Differential Privacy"): Laplace noise around the true value, conditioned on the output domain
 * [lower, upper], with a scale {@code b} large enough that the truncation keeps ε-differential
 * privacy: {@code b >= Δ / (ε - ln ΔC(b))}, where ΔC(b) is the largest ratio between the
 * probability masses the domain holds for two inputs at most Δ apart (an edge's and the one Δ
 * inside it, or the centre's). The scale is found by fixed-point iteration from {@code Δ/ε}.
 * Immutable and thread-safe.
 */
public final class BoundedLaplace {

  private final double lower;
  private final double upper;
  private final double scale;

  /**
   * A mechanism over [lower, upper] for a query of sensitivity {@code sensitivity}.
   *
   * @throws IllegalArgumentException when ε is not positive or the domain is empty
   */
  public BoundedLaplace(double epsilon, double sensitivity, double lower, double upper) {
    if (!(epsilon > 0) || !(sensitivity > 0) || !(upper > lower)) {
      throw new IllegalArgumentException(
          "Bounded Laplace needs ε > 0, Δ > 0 and lower < upper, not ε="
              + epsilon
              + ", Δ="
              + sensitivity
              + ", ["
              + lower
              + ", "
              + upper
              + "]");
    }
    this.lower = lower;
    this.upper = upper;
    this.scale = scaleFor(epsilon, sensitivity, lower, upper);
  }

  /** The Laplace scale {@code b} that makes the truncated mechanism ε-DP. */
  static double scaleFor(double epsilon, double sensitivity, double lower, double upper) {
    double b = sensitivity / epsilon;
    for (int i = 0; i < 10_000; i++) {
      double inner = Math.min(lower + sensitivity, (lower + upper) / 2);
      double deltaC = mass(inner, b, lower, upper) / mass(lower, b, lower, upper);
      double denominator = epsilon - Math.log(deltaC);
      double next = denominator > 0 ? sensitivity / denominator : b * 2;
      if (Math.abs(next - b) <= 1e-10 * b) {
        return next;
      }
      b = next;
    }
    return b;
  }

  /** The probability mass that Laplace(q, b) puts on [lower, upper]. */
  static double mass(double q, double b, double lower, double upper) {
    return 1 - 0.5 * (Math.exp(-(q - lower) / b) + Math.exp(-(upper - q) / b));
  }

  /** The scale of the Laplace noise before truncation. */
  public double scale() {
    return scale;
  }

  /** A noisy value for {@code value} (clamped into the domain first), always in the domain. */
  public double sample(double value, RandomGenerator random) {
    double q = Math.min(upper, Math.max(lower, value));
    double from = cdf(lower, q);
    double to = cdf(upper, q);
    double u = from + random.nextDouble() * (to - from);
    double x = inverseCdf(u, q);
    return Math.min(upper, Math.max(lower, x));
  }

  /** The mean absolute noise E|X - value| of the mechanism, by numerical integration. */
  public double meanAbsoluteNoise(double value) {
    double q = Math.min(upper, Math.max(lower, value));
    int steps = 200_000;
    double width = (upper - lower) / steps;
    double sum = 0;
    for (int i = 0; i < steps; i++) {
      double x = lower + (i + 0.5) * width;
      sum += Math.abs(x - q) * Math.exp(-Math.abs(x - q) / scale);
    }
    return sum * width / (2 * scale * mass(q, scale, lower, upper));
  }

  private double cdf(double x, double q) {
    return x < q ? 0.5 * Math.exp((x - q) / scale) : 1 - 0.5 * Math.exp(-(x - q) / scale);
  }

  private double inverseCdf(double u, double q) {
    return u < 0.5 ? q + scale * Math.log(2 * u) : q - scale * Math.log(2 * (1 - u));
  }
}
