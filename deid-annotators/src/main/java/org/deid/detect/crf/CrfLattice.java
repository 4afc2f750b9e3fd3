package org.deid.detect.crf;

import java.util.Arrays;

/**
 * Inference over one sequence with a {@link CrfSuiteModel}: the best label path (Viterbi) and the
 * marginal probability of every label at every position (scaled forward-backward), computed as
 * CRFsuite's {@code crf1d_context.c} does, so labels and marginals equal CRFsuite's.
 *
 * <p>The loops are arranged for speed without changing a single floating-point operation: every sum
 * adds the same terms in the same order as the plain loops, and every maximum compares the same
 * scores in the same order, only whole rows of them run side by side (four terms at a time, in
 * loops the JIT vectorises), and Viterbi skips the labels that provably cannot reach the maximum.
 * Buffers are kept between sequences: {@link #reset} a lattice to reuse it. Not thread-safe: one
 * lattice per thread.
 */
final class CrfLattice {

  private final CrfSuiteModel model;

  private final int labels;

  private int length;

  /** State scores (log domain), {@code [position * labels + label]}. */
  private double[] state = new double[0];

  /**
   * The state scores of the position being filled ({@link #filled}), added to in place of its row
   * of {@link #state}, so that an attribute's weights and these scores are indexed alike (a loop
   * the JIT vectorises); written back before the state is read.
   */
  private final double[] filling;

  /** The position whose scores {@link #filling} holds, or -1. */
  private int filled = -1;

  /** Viterbi scores of the best path ending at each node, {@code [position * labels + label]}. */
  private double[] best = new double[0];

  private double[] expState = new double[0];

  private double[] alpha = new double[0];

  private double[] beta = new double[0];

  private double[] scale = new double[0];

  private double[] marginals = new double[0];

  /** The sums of the row of alpha or beta being computed. */
  private final double[] sums;

  /** The best Viterbi score into each label of the row being computed. */
  private final double[] maxima;

  /** The previous labels that may give a node its best Viterbi score (see {@link #contenders}). */
  private final int[] contenders;

  private boolean marginalsReady;

  /** Whether {@link #alpha} and {@link #scale} hold the forward pass of this sequence. */
  private boolean forwardReady;

  /** An empty lattice of no position, to {@link #reset} before use. */
  CrfLattice(CrfSuiteModel model) {
    this(model, 0);
  }

  /** An empty lattice of {@code length} positions; fill it with {@link #addAttribute}. */
  CrfLattice(CrfSuiteModel model, int length) {
    this.model = model;
    this.labels = model.labelCount();
    this.sums = new double[labels];
    this.filling = new double[labels];
    this.contenders = new int[labels];
    this.maxima = new double[labels];
    reset(length);
  }

  /** Empties the lattice for a sequence of {@code length} positions, keeping its buffers. */
  void reset(int length) {
    this.length = length;
    int size = length * labels;
    if (state.length < size) {
      int capacity = Math.max(size, state.length * 2);
      state = new double[capacity];
      best = new double[capacity];
      expState = new double[capacity];
      alpha = new double[capacity];
      beta = new double[capacity];
      marginals = new double[capacity];
      scale = new double[capacity / labels];
    } else {
      Arrays.fill(state, 0, size, 0);
    }
    filled = -1;
    marginalsReady = false;
    forwardReady = false;
  }

  /** The number of positions. */
  int length() {
    return length;
  }

  /** Adds an attribute (by model id, negative: unknown, ignored) with its value at a position. */
  void addAttribute(int position, int attribute, double value) {
    if (attribute >= 0) {
      model.addStateScores(attribute, value, scores(position));
    }
  }

  /** The scores of a position to add to: {@link #filling}, loaded with the position's row. */
  private double[] scores(int position) {
    if (position != filled) {
      settle();
      System.arraycopy(state, position * labels, filling, 0, labels);
      filled = position;
    }
    return filling;
  }

  /** Writes the scores of the position being filled back into {@link #state}. */
  private void settle() {
    if (filled >= 0) {
      System.arraycopy(filling, 0, state, filled * labels, labels);
      filled = -1;
    }
  }

  /** Copies the state scores of the word at a position from {@code words}, if it keeps them. */
  boolean restoreWord(int position, String word, CrfWordStates words) {
    return words.restore(word, scores(position), 0);
  }

  /** Keeps the state scores at a position, the word's own, in {@code words}. */
  void storeWord(int position, String word, CrfWordStates words) {
    words.store(word, scores(position), 0);
  }

  /**
   * The label ids of the best path (ties go to the lowest label id, as in CRFsuite). The forward
   * pass keeps only the best score of each node: the maxima of a row are raised side by side, one
   * previous label (a contender) at a time, in a loop over whole rows that the JIT vectorises; each
   * node still compares the same scores in the same order. The back-pointers are recovered along
   * the best path alone, by the plain scan over the previous labels.
   *
   * <p>The maxima use {@link Math#max}, which differs from the plain scan's {@code if (max <
   * score)} only on NaN (finite weights give none) and on which zero it keeps when the maximum is a
   * zero; the node's score is that maximum plus its state score, which is never -0 (it starts at
   * +0, and a sum never makes -0 of it), so the node's score is the same either way.
   */
  int[] viterbi() {
    settle();
    int[] path = new int[length];
    if (length == 0) {
      return path;
    }
    double[][] from = model.transitionRows();
    System.arraycopy(state, 0, best, 0, labels);
    for (int t = 1; t < length; t++) {
      int previous = (t - 1) * labels;
      int row = t * labels;
      int count = contenders(previous);
      Arrays.fill(maxima, -Double.MAX_VALUE);
      int c = 0;
      for (; c + 4 <= count; c += 4) {
        int i0 = contenders[c];
        int i1 = contenders[c + 1];
        int i2 = contenders[c + 2];
        int i3 = contenders[c + 3];
        raise(
            maxima,
            from[i0],
            best[previous + i0],
            from[i1],
            best[previous + i1],
            from[i2],
            best[previous + i2],
            from[i3],
            best[previous + i3]);
      }
      for (; c < count; c++) {
        int i = contenders[c];
        raise(maxima, from[i], best[previous + i]);
      }
      for (int j = 0; j < labels; j++) {
        best[row + j] = maxima[j] + state[row + j];
      }
    }
    path[length - 1] = firstBest((length - 1) * labels, null, 0);
    double[] into = model.transposedTransitions();
    for (int t = length - 2; t >= 0; t--) {
      path[t] = firstBest(t * labels, into, path[t + 1] * labels);
    }
    return path;
  }

  /**
   * Raises each maximum to {@code score} plus the transition into its label, if higher: for four
   * contenders in turn, with a quarter of the loads and stores of the maxima.
   */
  private static void raise(
      double[] maxima,
      double[] from0,
      double score0,
      double[] from1,
      double score1,
      double[] from2,
      double score2,
      double[] from3,
      double score3) {
    for (int j = 0; j < maxima.length; j++) {
      double m = Math.max(maxima[j], score0 + from0[j]);
      m = Math.max(m, score1 + from1[j]);
      m = Math.max(m, score2 + from2[j]);
      maxima[j] = Math.max(m, score3 + from3[j]);
    }
  }

  /** Raises each maximum to {@code score} plus the transition into its label, if higher. */
  private static void raise(double[] maxima, double[] from, double score) {
    for (int j = 0; j < maxima.length; j++) {
      maxima[j] = Math.max(maxima[j], score + from[j]);
    }
  }

  /**
   * Lists in {@link #contenders} the previous labels that may give a node its best score, and gives
   * their number: the best previous label, and every label whose deficit against it is not clearly
   * larger than the most its transitions can exceed the best one's. The others score at most what
   * the best one scores into every destination (rounding is monotonic), so they change no maximum;
   * the back-pointers are recovered by a full scan anyway.
   */
  private int contenders(int previous) {
    double top = -Double.MAX_VALUE;
    int lead = -1;
    for (int i = 0; i < labels; i++) {
      if (top < best[previous + i]) {
        top = best[previous + i];
        lead = i;
      }
    }
    double[] transitionLead = model.transitionLead();
    int count = 0;
    for (int i = 0; i < labels; i++) {
      double score = best[previous + i];
      if (lead >= 0) {
        double margin = transitionLead[i * labels + lead];
        double deficit = top - score;
        // The slack absorbs the rounding of the two differences by a wide margin.
        double slack = 1e-9 * (Math.abs(top) + Math.abs(score) + Math.abs(margin) + 1);
        if (deficit >= margin + slack) {
          continue;
        }
      }
      contenders[count++] = i;
    }
    return count;
  }

  /**
   * The first label reaching the highest {@code best[row + i] + add[at + i]} ({@code add} null: 0),
   * by the plain scan from {@code -Double.MAX_VALUE} (label 0 when no score exceeds it).
   */
  private int firstBest(int row, double[] add, int at) {
    double max = -Double.MAX_VALUE;
    int argmax = 0;
    for (int i = 0; i < labels; i++) {
      double score = add == null ? best[row + i] : best[row + i] + add[at + i];
      if (max < score) {
        max = score;
        argmax = i;
      }
    }
    return argmax;
  }

  /** The marginal probability of a label at a position. */
  double marginal(int position, int label) {
    if (!marginalsReady) {
      forwardBackward();
      marginalsReady = true;
    }
    return marginals[position * labels + label];
  }

  /**
   * Whether the path that keeps one label at every position (the "outside" label: no PHI) has a
   * probability of at least {@code probability}, by a margin that covers the rounding of every
   * computed score. Then, exactly, every position's marginal of that label is at least {@code
   * probability} (every path through it is one of the paths that have it there) and, when {@code
   * probability} is above one half, that path is the only best one, the one {@link #viterbi} finds.
   * Tries a cheap upper bound on the partition function first ({@link #constantPathBoundAtLeast}:
   * enough for 99% of the sentences that pass, in MEDDOCAN dev and fr-dev), then the forward pass
   * ({@link #constantPathForwardAtLeast}), which the marginals reuse.
   */
  boolean constantPathAtLeast(int label, double probability) {
    if (length == 0 || !(probability > 0)) {
      return false;
    }
    return constantPathBoundAtLeast(label, probability)
        || constantPathForwardAtLeast(label, probability);
  }

  /**
   * The exact half of {@link #constantPathAtLeast}: the constant path's score against the partition
   * function of the forward pass.
   */
  boolean constantPathForwardAtLeast(int label, double probability) {
    if (length == 0 || !(probability > 0)) {
      return false;
    }
    settle();
    double score = state[label];
    double stay = model.transition(label, label);
    for (int t = 1; t < length; t++) {
      score += stay + state[t * labels + label];
    }
    double logPartition = logPartition();
    // The slack dwarfs the rounding of the path's sum, of the scaled forward pass and of the
    // marginals (CRFsuite's own differ from these by about 1e-14).
    double slack = 1e-9 * (1 + Math.abs(score) + Math.abs(logPartition));
    return score - logPartition >= Math.log(probability) + slack;
  }

  /**
   * The cheap half of {@link #constantPathAtLeast}: whether a bound on the partition function, not
   * the forward pass, already shows the path that keeps {@code label} to have a probability of at
   * least {@code probability}. The bound is a forward pass, relative to the constant path's score
   * (so the label's own mass starts at 1), in which each transition weight that is small against
   * the label's own ({@code exp} below {@link #SMALL_TRANSITION} times it) is replaced by the
   * largest such weight into the same destination: every term only grows, so every mass is at least
   * the true one, and the sum over the small ones is their total mass times that largest weight,
   * one product per destination. The few large weights (into a name's inside from its beginning,
   * into the label itself) stay exact. The partition function is then at most the constant path's
   * score times the final masses' sum, so its probability is at least the inverse of that sum.
   * Costs one {@code exp} per label and position and a few products (none of the forward pass's
   * square), and stops as soon as the label's own mass, which only grows, is too large.
   */
  boolean constantPathBoundAtLeast(int label, double probability) {
    if (length == 0 || !(probability > 0)) {
      return false;
    }
    settle();
    boundFactors(label);
    // The slack dwarfs the rounding of every step (a few units in the last place each).
    double limit = 1 / probability / (1 + 1e-9 + 1e-12 * length);
    double[] mass = boundMass;
    double[] next = boundNext;
    double base = state[label];
    double others = 0;
    for (int j = 0; j < labels; j++) {
      mass[j] = j == label ? 1 : Math.exp(state[j] - base);
      others += j == label ? 0 : mass[j];
    }
    double own = 1;
    for (int t = 1; t < length; t++) {
      int row = t * labels;
      base = state[row + label];
      double nextOthers = 0;
      double nextOwn = 0;
      for (int j = 0; j < labels; j++) {
        double sum = others * smallest[j];
        for (int k = largeStart[j]; k < largeStart[j + 1]; k++) {
          sum += mass[largeFrom[k]] * largeWeight[k];
        }
        if (j == label) {
          nextOwn = sum;
          next[j] = sum;
        } else {
          double m = sum * Math.exp(state[row + j] - base);
          next[j] = m;
          nextOthers += m;
        }
      }
      double[] swap = mass;
      mass = next;
      next = swap;
      own = nextOwn;
      others = nextOthers;
      if (!(own <= limit)) {
        return false;
      }
    }
    return own + others <= limit;
  }

  /**
   * Transition weights whose {@code exp} is below this fraction of the bound label's own (label to
   * itself) are bounded together by the largest of them into each destination.
   */
  private static final double SMALL_TRANSITION = 0.01;

  /** The label whose bound factors are computed, or -1. */
  private int boundLabel = -1;

  /**
   * Per destination {@code j}, the range {@code [largeStart[j], largeStart[j + 1])} of its large
   * weights ({@code exp(transition(i, j) - transition(label, label))}) and their origins.
   */
  private int[] largeStart;

  private int[] largeFrom;

  private double[] largeWeight;

  /**
   * Per destination {@code j}, the largest of its small weights (relative to the label's own, as
   * the large ones), standing for each of them; applied to the mass on every label but the bound
   * one (the bound label's own weight into {@code j} is always in the large list).
   */
  private double[] smallest;

  private double[] boundMass;

  private double[] boundNext;

  /** Computes the bound's factors for a label, once per lattice and label. */
  private void boundFactors(int label) {
    if (boundLabel == label) {
      return;
    }
    double own = model.transition(label, label);
    largeStart = new int[labels + 1];
    smallest = new double[labels];
    int[] from = new int[labels * labels];
    double[] weight = new double[labels * labels];
    int count = 0;
    for (int j = 0; j < labels; j++) {
      largeStart[j] = count;
      double small = 0;
      for (int i = 0; i < labels; i++) {
        double w = Math.exp(model.transition(i, j) - own);
        if (i == label || w >= SMALL_TRANSITION) {
          from[count] = i;
          weight[count++] = w;
        } else {
          small = Math.max(small, w);
        }
      }
      smallest[j] = small;
    }
    largeStart[labels] = count;
    largeFrom = Arrays.copyOf(from, count);
    largeWeight = Arrays.copyOf(weight, count);
    boundMass = new double[labels];
    boundNext = new double[labels];
    boundLabel = label;
  }

  /**
   * The log of the partition function (the sum over all paths of exp of their score), from the
   * scale factors of the forward pass; NaN when a row of the pass underflowed or overflowed.
   */
  double logPartition() {
    forward();
    double log = 0;
    for (int t = 0; t < length; t++) {
      double s = scale[t];
      if (!(s > 0 && s < Double.POSITIVE_INFINITY) || s == 1 && alphaRowIsZero(t)) {
        return Double.NaN;
      }
      log -= Math.log(s);
    }
    return log;
  }

  /** Whether the forward pass found no mass at all at a position (scale 1 then means nothing). */
  private boolean alphaRowIsZero(int t) {
    for (int j = 0; j < labels; j++) {
      if (alpha[t * labels + j] != 0) {
        return false;
      }
    }
    return true;
  }

  /** Marginals by scaled forward-backward: alpha * beta / scale at every node. */
  private void forwardBackward() {
    forward();
    backward();
    for (int t = 0; t < length; t++) {
      for (int i = 0; i < labels; i++) {
        int k = t * labels + i;
        marginals[k] = alpha[k] * beta[k] / scale[t];
      }
    }
  }

  /**
   * Alpha: each node sums, over the previous labels in order, alpha times exp(transition); once per
   * sequence (with the exp of the state scores). The sums of a row are built side by side in {@link
   * #sums}, one previous label at a time (a loop over whole arrays, which the JIT vectorises): each
   * node still adds the same products in the same order, starting from 0.
   */
  private void forward() {
    settle();
    if (forwardReady) {
      return;
    }
    forwardReady = true;
    int size = length * labels;
    for (int k = 0; k < size; k++) {
      expState[k] = Math.exp(state[k]);
    }
    double[][] e = model.expTransitionRows();
    System.arraycopy(expState, 0, alpha, 0, labels);
    scale[0] = normalise(alpha, 0);
    for (int t = 1; t < length; t++) {
      int row = t * labels;
      int previous = row - labels;
      Arrays.fill(sums, 0);
      int i = 0;
      for (; i + 4 <= labels; i += 4) {
        addScaled(
            sums,
            e[i],
            alpha[previous + i],
            e[i + 1],
            alpha[previous + i + 1],
            e[i + 2],
            alpha[previous + i + 2],
            e[i + 3],
            alpha[previous + i + 3]);
      }
      for (; i < labels; i++) {
        addScaled(sums, e[i], alpha[previous + i]);
      }
      for (int j = 0; j < labels; j++) {
        alpha[row + j] = sums[j] * expState[row + j];
      }
      scale[t] = normalise(alpha, row);
    }
  }

  /**
   * Beta: each node sums, over the next labels in order, exp(transition) times the next beta; built
   * side by side as in {@link #forward}, one next label at a time.
   */
  private void backward() {
    double[][] e = model.transposedExpTransitionRows();
    int last = (length - 1) * labels;
    for (int i = 0; i < labels; i++) {
      beta[last + i] = scale[length - 1];
    }
    for (int t = length - 2; t >= 0; t--) {
      int row = t * labels;
      Arrays.fill(sums, 0);
      int next = row + labels;
      // exp(transition) * next == next * exp(transition): a product is commutative, exactly.
      int j = 0;
      for (; j + 4 <= labels; j += 4) {
        addScaled(
            sums,
            e[j],
            beta[next + j] * expState[next + j],
            e[j + 1],
            beta[next + j + 1] * expState[next + j + 1],
            e[j + 2],
            beta[next + j + 2] * expState[next + j + 2],
            e[j + 3],
            beta[next + j + 3] * expState[next + j + 3]);
      }
      for (; j < labels; j++) {
        addScaled(sums, e[j], beta[next + j] * expState[next + j]);
      }
      double s = scale[t];
      for (int i = 0; i < labels; i++) {
        beta[row + i] = sums[i] * s;
      }
    }
  }

  /**
   * Adds four rows, each times its factor, to {@code into}, one after the other: every element
   * receives the same additions in the same order as from four calls of {@link #addScaled(double[],
   * double[], double)}, with a quarter of the loads and stores of {@code into}.
   */
  private static void addScaled(
      double[] into,
      double[] from0,
      double factor0,
      double[] from1,
      double factor1,
      double[] from2,
      double factor2,
      double[] from3,
      double factor3) {
    for (int k = 0; k < into.length; k++) {
      into[k] =
          into[k]
              + factor0 * from0[k]
              + factor1 * from1[k]
              + factor2 * from2[k]
              + factor3 * from3[k];
    }
  }

  /** Adds {@code factor} times {@code from} to {@code into}, both of the length of a row. */
  private static void addScaled(double[] into, double[] from, double factor) {
    for (int k = 0; k < into.length; k++) {
      into[k] += factor * from[k];
    }
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
}
