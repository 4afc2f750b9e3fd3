package org.deid.detect.crf;

/**
 * Turns the features of a sentence into the state scores of a {@link CrfLattice}: each feature is
 * looked up as the model attribute ClearTK's encoder made of it in training ({@code name_value} for
 * a string, {@code name} with the number as value for a number) from the feature's name and value,
 * without building the attribute's name ({@link CrfSuiteModel#attributeId(String, String, int,
 * int)}). Not thread-safe: one sink per sequence.
 */
class CrfAttributeSink implements PhiTokenFeatures.FeatureSink {

  private final CrfSuiteModel model;

  private final CrfLattice lattice;

  private final ValueCache words;

  private final ValueCache shapes;

  /** The ids of the short values looked up lately (affixes, flags). */
  private final CrfShortValues shortValues;

  /** The ids of the pairs looked up lately (bigrams). */
  private final CrfPairValues pairValues;

  /** The ids of the long values looked up lately (kinds, candidate categories, words). */
  private final CrfWholeValues wholeValues;

  /**
   * The ids of the numeric features' attributes (their names: {@code len}, {@code lpos}), by the
   * name's hash; a slot holds the last name that took it (null: none).
   */
  private final String[] numericNames = new String[NUMERIC_SLOTS];

  private final int[] numericIds = new int[NUMERIC_SLOTS];

  private static final int NUMERIC_SLOTS = 16;

  private int position;

  /** The state scores of the words seen last (null: every attribute goes through accept). */
  private final CrfWordStates wordStates;

  /**
   * A sink that fills {@code lattice}, built over {@code model}, each attribute through {@link
   * #accept}.
   */
  CrfAttributeSink(CrfSuiteModel model, CrfLattice lattice) {
    this(model, lattice, false);
  }

  /**
   * A sink that fills {@code lattice}, built over {@code model}; with {@code reuseWords}, a word
   * seen lately has the state scores of its own features copied ({@link CrfWordStates}), and those
   * attributes do not go through {@link #accept}.
   */
  CrfAttributeSink(CrfSuiteModel model, CrfLattice lattice, boolean reuseWords) {
    this.model = model;
    this.lattice = lattice;
    words = new ValueCache(model.valueRows(PhiTokenFeatures.WORD_FEATURES));
    shapes = new ValueCache(model.valueRows(PhiTokenFeatures.SHAPE_FEATURES));
    wordStates = reuseWords ? new CrfWordStates(model.labelCount()) : null;
    shortValues = new CrfShortValues(model);
    pairValues = new CrfPairValues(model);
    wholeValues = new CrfWholeValues(model);
  }

  @Override
  public void startToken(int position) {
    this.position = position;
  }

  @Override
  public boolean startWord(String word) {
    return wordStates == null || !lattice.restoreWord(position, word, wordStates);
  }

  @Override
  public void endWord(String word) {
    if (wordStates != null) {
      lattice.storeWord(position, word, wordStates);
    }
  }

  @Override
  public void add(String feature, String value, int from, int to) {
    // The encoder appends nothing from a range that ends before it starts.
    int end = Math.max(from, to);
    if (end - from <= CrfShortValues.MAX_LENGTH) {
      accept(shortValues.id(feature, value, from, end), 1.0);
    } else if (from == 0 && to == value.length()) {
      accept(wholeValues.id(feature, value), 1.0);
    } else {
      accept(model.attributeId(feature, value, from, to), 1.0);
    }
  }

  @Override
  public void addPair(String feature, String first, String second) {
    accept(pairValues.id(feature, first, second), 1.0);
  }

  @Override
  public void addWord(int feature, String value) {
    accept(words.id(value, feature), 1.0);
  }

  @Override
  public void addShape(int feature, String value) {
    accept(shapes.id(value, feature), 1.0);
  }

  @Override
  public void add(String feature, int number) {
    // A numeric feature's attribute is its name, which needs no escaping (ours are plain ASCII).
    int slot = feature.hashCode() & (NUMERIC_SLOTS - 1);
    if (numericNames[slot] != feature) {
      numericNames[slot] = feature;
      numericIds[slot] = model.attributeId(feature);
    }
    accept(numericIds[slot], number);
  }

  /** The position of the token whose features are coming. */
  int position() {
    return position;
  }

  /**
   * The rows of the values last looked up: a sentence passes the same word object to every feature
   * of its window, so its row is looked up once, and a word of an earlier sentence or note is found
   * by equality, without a probe of the large index. Direct-mapped on the value's hash (which a
   * string caches); a collision only costs a look-up.
   */
  private static final class ValueCache {

    private static final int SIZE = 1024;

    private final CrfValueRows rows;

    private final String[] values = new String[SIZE];

    private final int[] hashes = new int[SIZE];

    private final int[] valueRows = new int[SIZE];

    ValueCache(CrfValueRows rows) {
      this.rows = rows;
    }

    /** The id of the family's feature {@code feature} with this value, or -1. */
    int id(String value, int feature) {
      int hash = value.hashCode();
      int slot = (hash ^ hash >>> 16) & (SIZE - 1);
      String kept = values[slot];
      int row;
      if (kept == value || hashes[slot] == hash && kept != null && kept.equals(value)) {
        row = valueRows[slot];
      } else {
        row = rows.row(value);
        values[slot] = value;
        hashes[slot] = hash;
        valueRows[slot] = row;
      }
      return rows.id(row, feature);
    }
  }

  /** Receives an attribute (model id, -1 unknown): adds its weights to the lattice. */
  void accept(int attribute, double value) {
    lattice.addAttribute(position, attribute, value);
  }
}
