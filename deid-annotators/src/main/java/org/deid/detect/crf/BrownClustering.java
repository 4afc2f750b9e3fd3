package org.deid.detect.crf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Brown et al. (1992) word clustering, with the window of active clusters of Liang (2005): words
 * are taken by decreasing frequency; each enters as a cluster of its own among the active ones, and
 * once more than {@code C} are active the two whose merge loses the least mutual information
 * between adjacent clusters (of the class bigram model) are merged; after the last word, the {@code
 * C} active clusters are merged down to one. These last merges make a binary tree over the {@code
 * C} clusters whose paths (left {@code 0}, right {@code 1}) are the bit strings of their words, as
 * in Liang's {@code wcluster}: the words of one cluster share one bit string, and words that share
 * a long prefix occur in similar contexts.
 *
 * <p>The loss of every pair of active clusters is kept in a table and updated, not recomputed, as
 * clusters enter and merge: a pair's loss changes only by the terms of the clusters that changed.
 * Each step costs {@code O(C²)}; a vocabulary of {@code V} words costs {@code O(V C²)}. The result
 * is a function of the sentences alone (ties broken by word and by position): the same text gives
 * the same clusters. Not thread-safe.
 */
public final class BrownClustering {

  /** A word, its bit string and its count in the text. */
  public record Entry(String word, String bits, long count) {}

  private static final Logger LOG = LoggerFactory.getLogger(BrownClustering.class);

  private final int windowSize;

  private final int minCount;

  private final Map<String, Integer> counts = new HashMap<>();

  /** Bigram counts by the words' text, before the vocabulary is fixed. */
  private final Map<String, Map<String, Integer>> bigrams = new HashMap<>();

  /**
   * A clustering with at most {@code windowSize} active clusters (Liang's {@code C}) of the words
   * seen at least {@code minCount} times.
   */
  public BrownClustering(int windowSize, int minCount) {
    if (windowSize < 2) {
      throw new IllegalArgumentException(
          "The number of clusters must be at least 2: " + windowSize);
    }
    if (minCount < 1) {
      throw new IllegalArgumentException("The minimum count must be at least 1: " + minCount);
    }
    this.windowSize = windowSize;
    this.minCount = minCount;
  }

  /** Counts the words of a sentence and its bigrams (none crosses sentences). */
  public void addSentence(List<String> words) {
    String previous = null;
    for (String word : words) {
      counts.merge(word, 1, Integer::sum);
      if (previous != null) {
        bigrams.computeIfAbsent(previous, w -> new HashMap<>()).merge(word, 1, Integer::sum);
      }
      previous = word;
    }
  }

  /** The number of distinct words counted so far. */
  public int distinctWords() {
    return counts.size();
  }

  /**
   * Clusters the words seen {@code minCount} times or more; their entries sorted by bit string,
   * then by decreasing count, then by word.
   */
  public List<Entry> cluster() {
    Merger merger = merger();
    if (merger == null) {
      return List.of();
    }
    for (int w = 0; w < vocabulary.size(); w++) {
      merger.add(w, left.get(w));
      if (merger.active() > windowSize) {
        merger.mergeBest();
      }
      if ((w + 1) % 5000 == 0) {
        LOG.info("Brown clustering: {} of {} words entered", w + 1, vocabulary.size());
      }
    }
    merger.freeze();
    while (merger.active() > 1) {
      merger.mergeBest();
    }
    String[] bits = merger.paths();
    List<Entry> entries = new ArrayList<>(vocabulary.size());
    for (int w = 0; w < vocabulary.size(); w++) {
      entries.add(new Entry(vocabulary.get(w), bits[w], counts.get(vocabulary.get(w))));
    }
    entries.sort(
        Comparator.comparing(Entry::bits)
            .thenComparing(Entry::count, Comparator.reverseOrder())
            .thenComparing(Entry::word));
    return entries;
  }

  /** The vocabulary by decreasing count, then word, once {@link #merger} has fixed it. */
  private List<String> vocabulary;

  /** Per word of the vocabulary, its left neighbours and the bigram counts: {word, count}. */
  private List<List<int[]>> left;

  /** Per word of the vocabulary, its left neighbours and counts (tests). */
  List<int[][]> leftNeighbours() {
    return left.stream().map(l -> l.toArray(int[][]::new)).toList();
  }

  /**
   * Fixes the vocabulary and the bigrams between its words, and makes the merger of its clusters,
   * which no word has entered yet; null for an empty vocabulary.
   */
  Merger merger() {
    vocabulary = new ArrayList<>();
    for (Map.Entry<String, Integer> e : counts.entrySet()) {
      if (e.getValue() >= minCount) {
        vocabulary.add(e.getKey());
      }
    }
    vocabulary.sort(
        Comparator.comparing((String w) -> -counts.get(w))
            .thenComparing(Comparator.naturalOrder()));
    int size = vocabulary.size();
    left = new ArrayList<>(size);
    if (size == 0) {
      return null;
    }
    Map<String, Integer> ids = new HashMap<>();
    for (int i = 0; i < size; i++) {
      ids.put(vocabulary.get(i), i);
    }
    // Bigrams between vocabulary words, by word id: right neighbours and left neighbours.
    int[][] right = new int[size][];
    int[][] rightCounts = new int[size][];
    for (int i = 0; i < size; i++) {
      left.add(new ArrayList<>());
    }
    double total = 0;
    double[] leftMass = new double[size];
    double[] rightMass = new double[size];
    for (int w = 0; w < size; w++) {
      Map<String, Integer> next = bigrams.getOrDefault(vocabulary.get(w), Map.of());
      List<int[]> pairs = new ArrayList<>();
      for (Map.Entry<String, Integer> e : next.entrySet()) {
        Integer v = ids.get(e.getKey());
        if (v != null) {
          pairs.add(new int[] {v, e.getValue()});
        }
      }
      pairs.sort(Comparator.comparingInt(p -> p[0]));
      right[w] = new int[pairs.size()];
      rightCounts[w] = new int[pairs.size()];
      for (int k = 0; k < pairs.size(); k++) {
        int[] p = pairs.get(k);
        right[w][k] = p[0];
        rightCounts[w][k] = p[1];
        left.get(p[0]).add(new int[] {w, p[1]});
        total += p[1];
        leftMass[w] += p[1];
        rightMass[p[0]] += p[1];
      }
    }
    return new Merger(
        Math.min(windowSize, size), size, total, leftMass, rightMass, right, rightCounts);
  }

  /**
   * The active clusters in slots, their class bigram counts, the mutual-information terms and the
   * loss of merging each pair; the merge tree.
   */
  static final class Merger {

    private final int slots;

    private final double total;

    private final double[] wordLeftMass;

    private final double[] wordRightMass;

    private final int[][] right;

    private final int[][] rightCounts;

    /** The slot of each word's cluster (-1: not entered yet). */
    private final int[] slotOfWord;

    /** The words of the cluster in each slot. */
    private final List<List<Integer>> members = new ArrayList<>();

    /** The tree node of the cluster in each slot (-1: free slot). */
    private final int[] node;

    private final double[] leftMass;

    private final double[] rightMass;

    /** Class bigram counts {@code [s * slots + t]}: cluster s followed by cluster t. */
    private final double[] pairCount;

    /** The mutual-information term of each ordered pair of slots. */
    private final double[] term;

    /** Per slot, the sum of the terms in which it takes part. */
    private final double[] slotTerms;

    /** The loss of merging slots s and t, at {@code [s * slots + t]} for s below t. */
    private final double[] loss;

    /** The children of each inner node of the tree ({@code [2n]} and {@code [2n+1]}). */
    private final int[] children;

    private int nodes;

    /** The nodes of the clusters of the window when the last word had entered ({@link #freeze}). */
    private final Map<Integer, Integer> frozen = new HashMap<>();

    /** The node of each word's cluster when the last word had entered. */
    private final int[] clusterOfWord;

    private int active;

    /** Whether every loss is also recomputed from scratch and compared (tests). */
    boolean verify;

    /** The largest difference between a kept loss and a recomputed one, when verifying. */
    double largestDrift;

    Merger(
        int window,
        int words,
        double total,
        double[] wordLeftMass,
        double[] wordRightMass,
        int[][] right,
        int[][] rightCounts) {
      this.slots = window + 1;
      this.total = total;
      this.wordLeftMass = wordLeftMass;
      this.wordRightMass = wordRightMass;
      this.right = right;
      this.rightCounts = rightCounts;
      slotOfWord = new int[words];
      clusterOfWord = new int[words];
      Arrays.fill(slotOfWord, -1);
      node = new int[slots];
      Arrays.fill(node, -1);
      for (int s = 0; s < slots; s++) {
        members.add(new ArrayList<>());
      }
      leftMass = new double[slots];
      rightMass = new double[slots];
      pairCount = new double[slots * slots];
      term = new double[slots * slots];
      slotTerms = new double[slots];
      loss = new double[slots * slots];
      // Leaves are nodes 0..words-1; the words-1 inner nodes follow.
      children = new int[4 * words];
      nodes = words;
    }

    int active() {
      return active;
    }

    /** The mutual-information term of a count between masses (0 for no count). */
    private double q(double count, double leftOf, double rightOf) {
      return count <= 0 ? 0 : count / total * Math.log(count * total / (leftOf * rightOf));
    }

    /** Enters a word as a cluster of its own, in the first free slot. */
    void add(int word, List<int[]> leftNeighbours) {
      int s = 0;
      while (node[s] >= 0) {
        s++;
      }
      node[s] = word;
      members.get(s).add(word);
      slotOfWord[word] = s;
      leftMass[s] = wordLeftMass[word];
      rightMass[s] = wordRightMass[word];
      for (int t = 0; t < slots; t++) {
        pairCount[s * slots + t] = 0;
        pairCount[t * slots + s] = 0;
      }
      for (int k = 0; k < right[word].length; k++) {
        int t = slotOfWord[right[word][k]];
        if (t >= 0) {
          pairCount[s * slots + t] += rightCounts[word][k];
        }
      }
      for (int[] neighbour : leftNeighbours) {
        int t = slotOfWord[neighbour[0]];
        if (t >= 0 && t != s) {
          pairCount[t * slots + s] += neighbour[1];
        }
      }
      for (int t = 0; t < slots; t++) {
        if (node[t] >= 0) {
          term[s * slots + t] = q(pairCount[s * slots + t], leftMass[s], rightMass[t]);
          term[t * slots + s] = q(pairCount[t * slots + s], leftMass[t], rightMass[s]);
        }
      }
      // Every other pair's loss takes the terms of the new cluster.
      for (int i = 0; i < slots; i++) {
        if (node[i] < 0 || i == s) {
          continue;
        }
        double withI = term[i * slots + s] + term[s * slots + i];
        for (int j = i + 1; j < slots; j++) {
          if (node[j] < 0 || j == s) {
            continue;
          }
          double merged =
              q(
                      pairCount[i * slots + s] + pairCount[j * slots + s],
                      leftMass[i] + leftMass[j],
                      rightMass[s])
                  + q(
                      pairCount[s * slots + i] + pairCount[s * slots + j],
                      leftMass[s],
                      rightMass[i] + rightMass[j]);
          loss[i * slots + j] += withI + term[j * slots + s] + term[s * slots + j] - merged;
        }
      }
      double own = 0;
      for (int t = 0; t < slots; t++) {
        if (node[t] >= 0) {
          own += term[s * slots + t] + term[t * slots + s];
          if (t != s) {
            slotTerms[t] += term[t * slots + s] + term[s * slots + t];
          }
        }
      }
      slotTerms[s] = own - term[s * slots + s];
      active++;
      for (int t = 0; t < slots; t++) {
        if (node[t] >= 0 && t != s) {
          setLoss(s, t, freshLoss(s, t));
        }
      }
      check();
    }

    private void setLoss(int s, int t) {
      setLoss(s, t, freshLoss(s, t));
    }

    private void setLoss(int s, int t, double value) {
      loss[Math.min(s, t) * slots + Math.max(s, t)] = value;
    }

    /** The loss of merging slots i and j, computed from the counts of the active clusters. */
    private double freshLoss(int i, int j) {
      double leftK = leftMass[i] + leftMass[j];
      double rightK = rightMass[i] + rightMass[j];
      double self =
          pairCount[i * slots + i]
              + pairCount[i * slots + j]
              + pairCount[j * slots + i]
              + pairCount[j * slots + j];
      double merged = q(self, leftK, rightK);
      for (int d = 0; d < slots; d++) {
        if (node[d] < 0 || d == i || d == j) {
          continue;
        }
        merged +=
            q(pairCount[i * slots + d] + pairCount[j * slots + d], leftK, rightMass[d])
                + q(pairCount[d * slots + i] + pairCount[d * slots + j], leftMass[d], rightK);
      }
      return slotTerms[i] + slotTerms[j] - term[i * slots + j] - term[j * slots + i] - merged;
    }

    /** Merges the active pair of least loss (first by slots on a tie). */
    void mergeBest() {
      int bestI = -1;
      int bestJ = -1;
      double best = Double.POSITIVE_INFINITY;
      for (int i = 0; i < slots; i++) {
        if (node[i] < 0) {
          continue;
        }
        for (int j = i + 1; j < slots; j++) {
          if (node[j] >= 0 && loss[i * slots + j] < best) {
            best = loss[i * slots + j];
            bestI = i;
            bestJ = j;
          }
        }
      }
      merge(bestI, bestJ);
    }

    /** Merges slot b into slot a. */
    private void merge(int a, int b) {
      double leftK = leftMass[a] + leftMass[b];
      double rightK = rightMass[a] + rightMass[b];
      // How the terms of each other slot change: those with a and b go, those with k come.
      double[] change = new double[slots];
      for (int i = 0; i < slots; i++) {
        if (node[i] < 0 || i == a || i == b) {
          continue;
        }
        double ik = pairCount[i * slots + a] + pairCount[i * slots + b];
        double ki = pairCount[a * slots + i] + pairCount[b * slots + i];
        change[i] =
            q(ik, leftMass[i], rightK)
                + q(ki, leftK, rightMass[i])
                - term[i * slots + a]
                - term[a * slots + i]
                - term[i * slots + b]
                - term[b * slots + i];
      }
      double kk =
          pairCount[a * slots + a]
              + pairCount[a * slots + b]
              + pairCount[b * slots + a]
              + pairCount[b * slots + b];
      for (int i = 0; i < slots; i++) {
        if (node[i] < 0 || i == a || i == b) {
          continue;
        }
        for (int j = i + 1; j < slots; j++) {
          if (node[j] < 0 || j == a || j == b) {
            continue;
          }
          double leftIj = leftMass[i] + leftMass[j];
          double rightIj = rightMass[i] + rightMass[j];
          double ijA = pairCount[i * slots + a] + pairCount[j * slots + a];
          double aIj = pairCount[a * slots + i] + pairCount[a * slots + j];
          double ijB = pairCount[i * slots + b] + pairCount[j * slots + b];
          double bIj = pairCount[b * slots + i] + pairCount[b * slots + j];
          double gone =
              q(ijA, leftIj, rightMass[a])
                  + q(aIj, leftMass[a], rightIj)
                  + q(ijB, leftIj, rightMass[b])
                  + q(bIj, leftMass[b], rightIj);
          double come = q(ijA + ijB, leftIj, rightK) + q(aIj + bIj, leftK, rightIj);
          loss[i * slots + j] += change[i] + change[j] - come + gone;
        }
      }
      // The counts of k in slot a; slot b is freed.
      for (int t = 0; t < slots; t++) {
        if (node[t] < 0 || t == a || t == b) {
          continue;
        }
        pairCount[a * slots + t] += pairCount[b * slots + t];
        pairCount[t * slots + a] += pairCount[t * slots + b];
      }
      pairCount[a * slots + a] = kk;
      leftMass[a] = leftK;
      rightMass[a] = rightK;
      children[2 * nodes] = node[a];
      children[2 * nodes + 1] = node[b];
      node[a] = nodes++;
      node[b] = -1;
      for (int w : members.get(b)) {
        slotOfWord[w] = a;
      }
      members.get(a).addAll(members.get(b));
      members.get(b).clear();
      active--;
      double own = 0;
      for (int t = 0; t < slots; t++) {
        if (node[t] < 0) {
          continue;
        }
        term[a * slots + t] = q(pairCount[a * slots + t], leftMass[a], rightMass[t]);
        term[t * slots + a] = q(pairCount[t * slots + a], leftMass[t], rightMass[a]);
        own += term[a * slots + t] + term[t * slots + a];
        if (t != a) {
          slotTerms[t] += change[t];
        }
      }
      slotTerms[a] = own - term[a * slots + a];
      for (int t = 0; t < slots; t++) {
        if (node[t] >= 0 && t != a) {
          setLoss(a, t);
        }
      }
      check();
    }

    /** When verifying: compares every kept loss with one computed afresh. */
    private void check() {
      if (!verify) {
        return;
      }
      for (int i = 0; i < slots; i++) {
        for (int j = i + 1; j < slots && node[i] >= 0; j++) {
          if (node[j] >= 0) {
            largestDrift = Math.max(largestDrift, Math.abs(loss[i * slots + j] - freshLoss(i, j)));
          }
        }
      }
    }

    /** The mutual information of the active clusters' bigram model, summed from scratch (tests). */
    double mutualInformation() {
      double sum = 0;
      for (int s = 0; s < slots; s++) {
        for (int t = 0; t < slots; t++) {
          if (node[s] >= 0 && node[t] >= 0) {
            sum += q(pairCount[s * slots + t], leftMass[s], rightMass[t]);
          }
        }
      }
      return sum;
    }

    /** The loss kept for merging two active slots (tests). */
    double keptLoss(int s, int t) {
      return loss[Math.min(s, t) * slots + Math.max(s, t)];
    }

    /** Merges two slots (tests). */
    void mergeSlots(int a, int b) {
      merge(Math.min(a, b), Math.max(a, b));
    }

    /** The bit string of each word, from the root of the single tree left. */
    String[] paths() {
      String[] bits = new String[slotOfWord.length];
      int root = -1;
      for (int s = 0; s < slots; s++) {
        if (node[s] >= 0) {
          root = node[s];
        }
      }
      // The path of each cluster of the window's last state, depth first, without recursion.
      Map<Integer, String> clusterPaths = new HashMap<>();
      List<Integer> stack = new ArrayList<>();
      List<String> prefixes = new ArrayList<>();
      stack.add(root);
      prefixes.add("");
      while (!stack.isEmpty()) {
        int n = stack.remove(stack.size() - 1);
        String prefix = prefixes.remove(prefixes.size() - 1);
        if (frozen.containsKey(n) || n < bits.length) {
          // A single cluster never merged has the empty path: give it "0".
          clusterPaths.put(n, prefix.isEmpty() ? "0" : prefix);
        } else {
          stack.add(children[2 * n]);
          prefixes.add(prefix + "0");
          stack.add(children[2 * n + 1]);
          prefixes.add(prefix + "1");
        }
      }
      for (int w = 0; w < bits.length; w++) {
        bits[w] = clusterPaths.get(clusterOfWord[w]);
      }
      return bits;
    }

    /**
     * Fixes the clusters of the window once every word has entered: the merges that follow build
     * the hierarchy over them, and every word of one of them takes its path (as Liang's {@code
     * wcluster}: the merges inside the window give no bits).
     */
    void freeze() {
      for (int s = 0; s < slots; s++) {
        if (node[s] >= 0) {
          frozen.put(node[s], s);
        }
      }
      for (int w = 0; w < slotOfWord.length; w++) {
        clusterOfWord[w] = node[slotOfWord[w]];
      }
    }
  }
}
