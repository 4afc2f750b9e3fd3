package org.deid.substitute.privacy;

import java.util.random.RandomGenerator;

/**
 * The planar Laplace mechanism of geo-indistinguishability (Andrés et al. 2013): a point moved by a
 * uniform angle and a radius drawn through the inverse of the radius CDF, {@code r = -(W₋₁((p -
 * 1)/e) + 1)/ε}, W₋₁ the lower branch of the Lambert W function. The radius has mean 2/ε (in the
 * unit ε is given per: here kilometres). Immutable and thread-safe.
 */
public final class PlanarLaplace {

  private static final double EARTH_RADIUS_KM = 6371.0;

  private final double epsilonPerKm;

  /** A mechanism with ε per kilometre (mean displacement 2/ε km). */
  public PlanarLaplace(double epsilonPerKm) {
    if (!(epsilonPerKm > 0)) {
      throw new IllegalArgumentException("Planar Laplace needs ε > 0, not " + epsilonPerKm);
    }
    this.epsilonPerKm = epsilonPerKm;
  }

  /** A radius in kilometres. */
  public double radius(RandomGenerator random) {
    double p = random.nextDouble();
    return -(lambertWMinusOne((p - 1) / Math.E) + 1) / epsilonPerKm;
  }

  /** A noisy point {latitude, longitude} in degrees around the given one. */
  public double[] perturb(double latitude, double longitude, RandomGenerator random) {
    double theta = random.nextDouble() * 2 * Math.PI;
    double r = radius(random);
    double dLat = (r * Math.cos(theta)) / EARTH_RADIUS_KM;
    double dLon = (r * Math.sin(theta)) / (EARTH_RADIUS_KM * Math.cos(Math.toRadians(latitude)));
    return new double[] {latitude + Math.toDegrees(dLat), longitude + Math.toDegrees(dLon)};
  }

  /** The great-circle distance in kilometres between two points in degrees. */
  public static double distanceKm(double lat1, double lon1, double lat2, double lon2) {
    double p1 = Math.toRadians(lat1);
    double p2 = Math.toRadians(lat2);
    double dp = p2 - p1;
    double dl = Math.toRadians(lon2 - lon1);
    double a =
        Math.sin(dp / 2) * Math.sin(dp / 2)
            + Math.cos(p1) * Math.cos(p2) * Math.sin(dl / 2) * Math.sin(dl / 2);
    return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
  }

  /** W₋₁(z) for z in [-1/e, 0), by Halley's iteration from a series start near the branch point. */
  static double lambertWMinusOne(double z) {
    if (z < -1 / Math.E || z >= 0) {
      throw new IllegalArgumentException("W-1 is defined on [-1/e, 0), not " + z);
    }
    if (z == -1 / Math.E) {
      return -1;
    }
    double w;
    if (z < -0.25) {
      double p = -Math.sqrt(2 * (Math.E * z + 1));
      w = -1 + p - p * p / 3 + 11 * p * p * p / 72;
    } else {
      double l1 = Math.log(-z);
      double l2 = Math.log(-l1);
      w = l1 - l2 + l2 / l1;
    }
    for (int i = 0; i < 100; i++) {
      double e = Math.exp(w);
      double f = w * e - z;
      double next = w - f / (e * (w + 1) - (w + 2) * f / (2 * w + 2));
      if (Math.abs(next - w) <= 1e-15 * Math.abs(next)) {
        return next;
      }
      w = next;
    }
    return w;
  }
}
