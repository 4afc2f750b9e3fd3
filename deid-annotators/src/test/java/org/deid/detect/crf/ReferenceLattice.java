package org.deid.detect.crf;

/**
 * The straightforward lattice the tagger used before its loops were restructured for speed (full
 * Viterbi scan with back-pointers for every node, dot-product forward-backward in fresh arrays):
 * the reference that {@link CrfLattice} must equal bit for bit.
 */
final class ReferenceLattice {

  private final CrfSuiteModel model;

  private final int length;

  private final int labels;

  /** State scores (log domain), {@code [position * labels + label]}. */
  private final double[] state;

  private double[] marginals;

  /** An empty lattice of {@code length} positions; fill it with {@link #addAttribute}. */
  ReferenceLattice(CrfSuiteModel model, int length) {
    this.model = model;
    this.length = length;
    this.labels = model.labelCount();
    this.state = new double[length * labels];
  }

  /** The number of positions. */
  int length() {
    return length;
  }

  /** Adds an attribute (by model id, negative: unknown, ignored) with its value at a position. */
  void addAttribute(int position, int attribute, double value) {
    if (attribute >= 0) {
      model.addSparseStateScores(attribute, value, state, position * labels);
    }
  }

  /** The label ids of the best path (ties go to the lowest label id, as in CRFsuite). */
  int[] viterbi() {
    int[] path = new int[length];
    if (length == 0) {
      return path;
    }
    double[] previous = new double[labels];
    double[] current = new double[labels];
    int[] back = new int[length * labels];
    double[] into = transposed(model);
    System.arraycopy(state, 0, previous, 0, labels);
    for (int t = 1; t < length; t++) {
      for (int j = 0; j < labels; j++) {
        double max = -Double.MAX_VALUE;
        int argmax = -1;
        int row = j * labels;
        for (int i = 0; i < labels; i++) {
          double score = previous[i] + into[row + i];
          if (max < score) {
            max = score;
            argmax = i;
          }
        }
        if (argmax >= 0) {
          back[t * labels + j] = argmax;
        }
        current[j] = max + state[t * labels + j];
      }
      double[] swap = previous;
      previous = current;
      current = swap;
    }
    double max = -Double.MAX_VALUE;
    path[length - 1] = 0;
    for (int i = 0; i < labels; i++) {
      if (max < previous[i]) {
        max = previous[i];
        path[length - 1] = i;
      }
    }
    for (int t = length - 2; t >= 0; t--) {
      path[t] = back[(t + 1) * labels + path[t + 1]];
    }
    return path;
  }

  /** The marginal probability of a label at a position. */
  double marginal(int position, int label) {
    if (marginals == null) {
      marginals = forwardBackward();
    }
    return marginals[position * labels + label];
  }

  /** Marginals by scaled forward-backward: alpha * beta / scale at every node. */
  private double[] forwardBackward() {
    int size = length * labels;
    double[] expState = new double[size];
    for (int k = 0; k < size; k++) {
      expState[k] = Math.exp(state[k]);
    }
    double[] expTransition = exp(model);
    double[] alpha = new double[size];
    double[] scale = new double[length];
    System.arraycopy(expState, 0, alpha, 0, labels);
    scale[0] = normalise(alpha, 0);
    for (int t = 1; t < length; t++) {
      int row = t * labels;
      int previous = row - labels;
      for (int i = 0; i < labels; i++) {
        double from = alpha[previous + i];
        for (int j = 0; j < labels; j++) {
          alpha[row + j] += from * expTransition[i * labels + j];
        }
      }
      for (int j = 0; j < labels; j++) {
        alpha[row + j] *= expState[row + j];
      }
      scale[t] = normalise(alpha, row);
    }
    double[] beta = new double[size];
    int last = (length - 1) * labels;
    for (int i = 0; i < labels; i++) {
      beta[last + i] = scale[length - 1];
    }
    double[] next = new double[labels];
    for (int t = length - 2; t >= 0; t--) {
      int row = t * labels;
      for (int j = 0; j < labels; j++) {
        next[j] = beta[row + labels + j] * expState[row + labels + j];
      }
      for (int i = 0; i < labels; i++) {
        double dot = 0;
        for (int j = 0; j < labels; j++) {
          dot += expTransition[i * labels + j] * next[j];
        }
        beta[row + i] = dot * scale[t];
      }
    }
    double[] result = new double[size];
    for (int t = 0; t < length; t++) {
      for (int i = 0; i < labels; i++) {
        int k = t * labels + i;
        result[k] = alpha[k] * beta[k] / scale[t];
      }
    }
    return result;
  }

  /** Scales a row of alpha to sum 1 and gives the scale factor (1 for an all-zero row). */
  private double normalise(double[] alpha, int row) {
    double sum = 0;
    for (int j = 0; j < labels; j++) {
      sum += alpha[row + j];
    }
    double scale = sum != 0 ? 1 / sum : 1;
    for (int j = 0; j < labels; j++) {
      alpha[row + j] *= scale;
    }
    return scale;
  }

  private static double[] transposed(CrfSuiteModel model) {
    int count = model.labelCount();
    double[] into = new double[count * count];
    for (int from = 0; from < count; from++) {
      for (int to = 0; to < count; to++) {
        into[to * count + from] = model.transition(from, to);
      }
    }
    return into;
  }

  private static double[] exp(CrfSuiteModel model) {
    int count = model.labelCount();
    double[] exp = new double[count * count];
    for (int from = 0; from < count; from++) {
      for (int to = 0; to < count; to++) {
        exp[from * count + to] = Math.exp(model.transition(from, to));
      }
    }
    return exp;
  }
}
