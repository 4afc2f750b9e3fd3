package org.deid.detect.crf;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The weights of a CRFsuite 1st-order linear-chain model ({@code crf1d}), read from CRFsuite's
 * binary model file into Java arrays: label names, an attribute-name to id map, each attribute's
 * state features (label, weight) in compressed rows, and the label-to-label transition weights.
 * Immutable once read, so one instance serves every thread.
 *
 * <p>The file format (CRFsuite's {@code crf1d_model.c}): a header of little-endian 32-bit words
 * (magic {@code lCRF}, size, type {@code FOMC}, version, feature, label and attribute counts, then
 * the offsets of the feature table, the label and attribute string databases (CQDB) and the label
 * and attribute feature references); a feature is (type, source, destination, weight) with type 0 a
 * state feature (attribute to label) and 1 a transition (label to label).
 */
public final class CrfSuiteModel {

  private static final int HEADER_WORDS = 12;

  private static final int CHUNK_HEADER = 12;

  private static final int FEATURE_SIZE = 20;

  /** Size of a CQDB header (chunk id, size, flag, byte order, backward size and offset). */
  private static final int CQDB_HEADER = 24;

  private final String[] labels;

  /** Attribute names in an open-addressing table (size a power of two), with their ids. */
  private final String[] attributeNames;

  private final int[] attributeSlots;

  /** The {@code name_value} attributes by feature name and value. */
  private final CrfAttributeIndex attributeIndex;

  /** The attribute names, by id. */
  private final String[] attributes;

  /** The value rows built so far, by family of features. */
  private final Map<List<String>, CrfValueRows> valueRows = new ConcurrentHashMap<>();

  /** Row offsets into {@link #stateFeatures} (in pairs), one row per attribute. */
  private final int[] attributeRows;

  /**
   * The state features of all attributes, row after row, each as two doubles side by side: its
   * label id and its weight, so that adding an attribute's weights reads one stream.
   */
  private final double[] stateFeatures;

  /**
   * Per attribute with many state features, a row of every label's weight (0 where it has none):
   * added to a position's scores in one loop the JIT vectorises; null for an attribute with few
   * (added from {@link #stateFeatures}). Adding 0 leaves a score unchanged (a score starts at +0
   * and a sum never turns it into -0), and each label still receives the attribute's weight once,
   * in the attribute's turn: the sums are the same. A row of its own, not a stretch of one shared
   * array: the loop then indexes the row and the scores alike, which the JIT vectorises.
   */
  private final double[][] denseWeights;

  /** Transition weights, {@code [from * labelCount + to]}. */
  private final double[] transitions;

  /**
   * Transition weights out of each label, {@code [from][to]}, each row an array of its own, for
   * Viterbi's maxima (a loop the JIT vectorises).
   */
  private final double[][] transitionRows;

  /** Transition weights by destination, {@code [to * labelCount + from]}, for Viterbi. */
  private final double[] transposedTransitions;

  /**
   * {@code exp} of the transition weights out of each label, {@code [from][to]}, for the marginals.
   */
  private final double[][] expTransitionRows;

  /** {@code exp} of the transition weights into each label, {@code [to][from]}. */
  private final double[][] transposedExpTransitionRows;

  /**
   * {@code [label * labelCount + other]}: the most the transitions out of {@code label} exceed
   * those out of {@code other}, over all destinations, for Viterbi's bound.
   */
  private final double[] transitionLead;

  private CrfSuiteModel(
      String[] labels,
      String[] attributes,
      int[] attributeRows,
      int[] stateLabels,
      double[] stateWeights,
      double[] transitions) {
    this.labels = labels;
    int capacity = Integer.highestOneBit(Math.max(4, attributes.length * 2)) * 2;
    this.attributeNames = new String[capacity];
    this.attributeSlots = new int[capacity];
    for (int a = 0; a < attributes.length; a++) {
      int slot = slot(attributes[a].hashCode());
      while (attributeNames[slot] != null) {
        slot = (slot + 1) & (capacity - 1);
      }
      attributeNames[slot] = attributes[a];
      attributeSlots[slot] = a;
    }
    this.attributeIndex = new CrfAttributeIndex(attributes);
    this.attributes = attributes;
    this.attributeRows = attributeRows;
    this.stateFeatures = new double[2 * stateWeights.length];
    for (int k = 0; k < stateWeights.length; k++) {
      stateFeatures[2 * k] = stateLabels[k];
      stateFeatures[2 * k + 1] = stateWeights[k];
    }
    int count = labels.length;
    this.denseWeights = new double[attributes.length][];
    for (int a = 0; a < attributes.length; a++) {
      if (dense(attributeRows, stateLabels, a, count)) {
        denseWeights[a] = new double[count];
        for (int k = attributeRows[a]; k < attributeRows[a + 1]; k++) {
          denseWeights[a][stateLabels[k]] = stateWeights[k];
        }
      }
    }
    this.transitions = transitions;
    this.transposedTransitions = new double[count * count];
    this.transitionRows = new double[count][count];
    this.expTransitionRows = new double[count][count];
    this.transposedExpTransitionRows = new double[count][count];
    for (int from = 0; from < count; from++) {
      for (int to = 0; to < count; to++) {
        double weight = transitions[from * count + to];
        transitionRows[from][to] = weight;
        transposedTransitions[to * count + from] = weight;
        expTransitionRows[from][to] = Math.exp(weight);
        transposedExpTransitionRows[to][from] = expTransitionRows[from][to];
      }
    }
    this.transitionLead = new double[count * count];
    for (int label = 0; label < count; label++) {
      for (int other = 0; other < count; other++) {
        double lead = Double.NEGATIVE_INFINITY;
        for (int to = 0; to < count; to++) {
          lead = Math.max(lead, transitions[label * count + to] - transitions[other * count + to]);
        }
        transitionLead[label * count + other] = lead;
      }
    }
  }

  /**
   * Whether an attribute's weights are added as a dense row: it has weights for at least a third of
   * the labels (a scatter then costs more than a vectorised add of them all), each label once.
   */
  private static boolean dense(int[] rows, int[] stateLabels, int attribute, int labelCount) {
    if (3 * (rows[attribute + 1] - rows[attribute]) < labelCount) {
      return false;
    }
    boolean[] seen = new boolean[labelCount];
    for (int k = rows[attribute]; k < rows[attribute + 1]; k++) {
      if (seen[stateLabels[k]]) {
        return false;
      }
      seen[stateLabels[k]] = true;
    }
    return true;
  }

  /**
   * Reads a model from the bytes of a CRFsuite model file.
   *
   * @throws IllegalArgumentException when the bytes are not a CRFsuite crf1d model
   */
  public static CrfSuiteModel read(byte[] file) {
    ByteBuffer buffer = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
    if (file.length < HEADER_WORDS * 4
        || !"lCRF".equals(ascii(file, 0))
        || !"FOMC".equals(ascii(file, 8))) {
      throw new IllegalArgumentException("Not a CRFsuite crf1d model file");
    }
    int labelCount = buffer.getInt(20);
    int attributeCount = buffer.getInt(24);
    int featuresAt = buffer.getInt(28);
    int labelsAt = buffer.getInt(32);
    int attributesAt = buffer.getInt(36);
    int labelRefsAt = buffer.getInt(40);
    int attributeRefsAt = buffer.getInt(44);

    String[] labels = strings(buffer, labelsAt, labelCount);
    String[] attributes = strings(buffer, attributesAt, attributeCount);

    // The header's feature count is not kept up to date by CRFsuite: the chunk's count is.
    int featureCount = buffer.getInt(featuresAt + 8);
    int featureBase = featuresAt + CHUNK_HEADER;
    double[] transitions = new double[labelCount * labelCount];
    for (int l = 0; l < labelCount; l++) {
      int refs = buffer.getInt(labelRefsAt + CHUNK_HEADER + 4 * l);
      int count = refs == 0 ? 0 : buffer.getInt(refs);
      for (int r = 0; r < count; r++) {
        int at = featureBase + FEATURE_SIZE * buffer.getInt(refs + 4 + 4 * r);
        int to = buffer.getInt(at + 8);
        transitions[l * labelCount + to] = buffer.getDouble(at + 12);
      }
    }

    int[] rows = new int[attributeCount + 1];
    int total = 0;
    for (int a = 0; a < attributeCount; a++) {
      rows[a] = total;
      // Offset 0 (the file's magic) marks an attribute without features.
      int refs = buffer.getInt(attributeRefsAt + CHUNK_HEADER + 4 * a);
      total += refs == 0 ? 0 : buffer.getInt(refs);
    }
    rows[attributeCount] = total;
    if (total > featureCount) {
      throw new IllegalArgumentException("Corrupt CRFsuite model: more references than features");
    }
    int[] stateLabels = new int[total];
    double[] stateWeights = new double[total];
    for (int a = 0; a < attributeCount; a++) {
      int refs = buffer.getInt(attributeRefsAt + CHUNK_HEADER + 4 * a);
      for (int r = 0, k = rows[a]; k < rows[a + 1]; r++, k++) {
        int at = featureBase + FEATURE_SIZE * buffer.getInt(refs + 4 + 4 * r);
        stateLabels[k] = buffer.getInt(at + 8);
        stateWeights[k] = buffer.getDouble(at + 12);
      }
    }
    return new CrfSuiteModel(labels, attributes, rows, stateLabels, stateWeights, transitions);
  }

  /** The strings of a CQDB by id, through its backward array (id to record offset). */
  private static String[] strings(ByteBuffer buffer, int cqdbAt, int count) {
    int backwardSize = buffer.getInt(cqdbAt + 16);
    int backwardAt = buffer.getInt(cqdbAt + 20);
    if (backwardSize < count || backwardAt == 0) {
      throw new IllegalArgumentException("CRFsuite model string database has no id index");
    }
    String[] strings = new String[count];
    for (int id = 0; id < count; id++) {
      int record = cqdbAt + buffer.getInt(cqdbAt + backwardAt + 4 * id);
      int keySize = buffer.getInt(record + 4);
      // The key is stored with its terminating NUL.
      strings[id] =
          new String(buffer.array(), record + 8, Math.max(0, keySize - 1), StandardCharsets.UTF_8);
    }
    return strings;
  }

  private static String ascii(byte[] file, int at) {
    return new String(file, at, 4, StandardCharsets.US_ASCII);
  }

  /** The number of labels. */
  public int labelCount() {
    return labels.length;
  }

  /** The labels, by id. */
  public List<String> labels() {
    return List.of(labels);
  }

  /** The name of a label id. */
  public String label(int id) {
    return labels[id];
  }

  /** The id of a label name, or -1. */
  public int labelId(String name) {
    for (int i = 0; i < labels.length; i++) {
      if (labels[i].equals(name)) {
        return i;
      }
    }
    return -1;
  }

  /** The number of attributes. */
  public int attributeCount() {
    return attributeRows.length - 1;
  }

  /**
   * The id of an attribute name, or -1 for an attribute the model never saw. Takes any character
   * sequence (a reused {@link StringBuilder}), so a lookup builds no string.
   */
  public int attributeId(CharSequence name) {
    int hash = 0;
    for (int i = 0; i < name.length(); i++) {
      hash = 31 * hash + name.charAt(i);
    }
    for (int slot = slot(hash); attributeNames[slot] != null; ) {
      if (attributeNames[slot].contentEquals(name)) {
        return attributeSlots[slot];
      }
      slot = (slot + 1) & (attributeNames.length - 1);
    }
    return -1;
  }

  /**
   * The id of the attribute ClearTK's encoder names after a string feature {@code feature} of value
   * {@code value[from, to)}, or -1: the same as {@link #attributeId(CharSequence)} of that name.
   */
  public int attributeId(String feature, String value, int from, int to) {
    return attributeIndex.id(feature, value, from, to);
  }

  /** As {@link #attributeId(String, String, int, int)} for the value {@code first|second}. */
  public int attributeId(String feature, String first, String second) {
    return attributeIndex.id(feature, first, second);
  }

  /**
   * The attribute ids of each value under the features of a family that share their values (built
   * once per family, then shared by every thread).
   */
  CrfValueRows valueRows(List<String> features) {
    return valueRows.computeIfAbsent(List.copyOf(features), f -> new CrfValueRows(attributes, f));
  }

  /** The first slot of a hash ({@link String#hashCode} of the name), its bits mixed. */
  private int slot(int hash) {
    return (hash ^ (hash >>> 16)) * 0x9E3779B1 >>> 8 & (attributeNames.length - 1);
  }

  /**
   * Adds {@code value} times the state weights of an attribute to the label scores {@code scores}
   * (one per label).
   */
  void addStateScores(int attribute, double value, double[] scores) {
    double[] dense = denseWeights[attribute];
    if (dense == null) {
      addSparseStateScores(attribute, value, scores, 0);
    } else if (value == 1.0) {
      // Multiplying by 1 changes no weight.
      for (int label = 0; label < dense.length; label++) {
        scores[label] += dense[label];
      }
    } else {
      for (int label = 0; label < dense.length; label++) {
        scores[label] += dense[label] * value;
      }
    }
  }

  /** As {@link #addStateScores}, from the attribute's state features alone (the reference). */
  void addSparseStateScores(int attribute, double value, double[] scores, int row) {
    int end = 2 * attributeRows[attribute + 1];
    for (int k = 2 * attributeRows[attribute]; k < end; k += 2) {
      scores[row + (int) stateFeatures[k]] += stateFeatures[k + 1] * value;
    }
  }

  /** The transition weight from one label to the next. */
  double transition(int from, int to) {
    return transitions[from * labels.length + to];
  }

  /** The transition weights ({@code [from * labelCount + to]}); do not modify. */
  double[] transitions() {
    return transitions;
  }

  /**
   * The most the transition weights out of one label exceed those out of another, over all
   * destinations ({@code [label * labelCount + other]}); do not modify.
   */
  double[] transitionLead() {
    return transitionLead;
  }

  /** The transition weights out of each label ({@code [from][to]}); do not modify. */
  double[][] transitionRows() {
    return transitionRows;
  }

  /** The transition weights by destination ({@code [to * labelCount + from]}); do not modify. */
  double[] transposedTransitions() {
    return transposedTransitions;
  }

  /**
   * {@code exp} of the transition weights out of each label ({@code [from][to]}); do not modify.
   */
  double[][] expTransitionRows() {
    return expTransitionRows;
  }

  /** {@code exp} of the transition weights into each label ({@code [to][from]}); do not modify. */
  double[][] transposedExpTransitionRows() {
    return transposedExpTransitionRows;
  }
}
