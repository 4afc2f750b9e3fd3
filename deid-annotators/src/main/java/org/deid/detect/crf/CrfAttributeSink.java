package org.deid.detect.crf;

import java.util.Arrays;

/**
 * Turns the features of a sentence into the state scores of a {@link CrfLattice}: each feature is
 * looked up as the model attribute ClearTK's encoder made of it in training ({@code name_value} for
 * a string, {@code name} with the number as value for a number) from the feature's name and value,
 * without building the attribute's name ({@link CrfSuiteModel#attributeId(String, String, int,
 * int)}). A word's value rows and the ids of its own attributes are kept on the word ({@link
 * WordMemo}): a word met again is looked up nowhere. Not thread-safe: one sink per sequence.
 */
class CrfAttributeSink implements PhiTokenFeatures.FeatureSink {

  private final CrfSuiteModel model;

  private final CrfLattice lattice;

  private final ValueCache words;

  private final ValueCache shapes;

  /** The attributes of the word whose own features are coming, for its memo ({@link WordMemo}). */
  private int[] ownIds = new int[32];

  private double[] ownValues = new double[32];

  /** How many of them so far; -1: no word's own features are coming. */
  private int ownCount = -1;

  /** The ids of the short values looked up lately (affixes, flags). */
  private final CrfShortValues shortValues;

  /** The ids of the bigrams by the row of their pair of words. */
  private final CrfValueRows pairRows;

  /** The rows of the pairs of words looked up lately. */
  private final CrfPairValues pairValues;

  /**
   * The pair of words looked up last and its row: a token's {@code bi+1} is the next token's {@code
   * bi-1}, asked for right after it.
   */
  private String lastFirst;

  private String lastSecond;

  private int lastPairRow;

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
   * #accept} (a word's own attributes replayed from its memo too).
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
    pairRows = model.valueRows(PhiTokenFeatures.PAIR_FEATURES);
    pairValues = new CrfPairValues(pairRows);
    wholeValues = new CrfWholeValues(model);
  }

  @Override
  public void startToken(int position) {
    this.position = position;
  }

  @Override
  public boolean startWord(TokenWords.Word word) {
    if (wordStates != null && lattice.restoreWord(position, word.text(), wordStates)) {
      return false;
    }
    WordMemo memo = memo(word);
    if (!memo.hasOwnAttributes()) {
      ownCount = 0;
      return true;
    }
    // The word's own attributes, added in the order the extractor gives them: the same sums.
    for (int k = 0; k < memo.ownAttributeCount(); k++) {
      accept(memo.ownId(k), memo.ownValue(k));
    }
    storeWordStates(word);
    return false;
  }

  @Override
  public void endWord(TokenWords.Word word) {
    memo(word).recordOwnAttributes(ownIds, ownValues, ownCount);
    ownCount = -1;
    storeWordStates(word);
  }

  private void storeWordStates(TokenWords.Word word) {
    if (wordStates != null) {
      lattice.storeWord(position, word.text(), wordStates);
    }
  }

  /** The word's memo under this sink's model, made (its rows looked up) if it has none yet. */
  private WordMemo memo(TokenWords.Word word) {
    WordMemo memo = word.memo;
    if (memo == null || memo.model != model) {
      memo = new WordMemo(model, words.row(word.lower()), shapes.row(word.shape()));
      word.memo = memo;
    }
    return memo;
  }

  @Override
  public void add(String feature, String value, int from, int to) {
    // The encoder appends nothing from a range that ends before it starts.
    int end = Math.max(from, to);
    if (end - from <= CrfShortValues.MAX_LENGTH) {
      take(shortValues.id(feature, value, from, end), 1.0);
    } else if (from == 0 && to == value.length()) {
      take(wholeValues.id(feature, value), 1.0);
    } else {
      take(model.attributeId(feature, value, from, to), 1.0);
    }
  }

  @Override
  public void addPair(String feature, String first, String second) {
    int pairFeature = PhiTokenFeatures.PAIR_FEATURES.indexOf(feature);
    if (pairFeature < 0) {
      take(model.attributeId(feature, first, second), 1.0);
      return;
    }
    if (first != lastFirst || second != lastSecond) {
      lastPairRow = pairValues.row(first, second);
      lastFirst = first;
      lastSecond = second;
    }
    take(pairRows.id(lastPairRow, pairFeature), 1.0);
  }

  @Override
  public void addWord(int feature, TokenWords.Word word) {
    take(words.rows.id(memo(word).lowerRow, feature), 1.0);
  }

  @Override
  public void addShape(int feature, TokenWords.Word word) {
    take(shapes.rows.id(memo(word).shapeRow, feature), 1.0);
  }

  @Override
  public void add(String feature, int number) {
    // A numeric feature's attribute is its name, which needs no escaping (ours are plain ASCII).
    int slot = feature.hashCode() & (NUMERIC_SLOTS - 1);
    if (numericNames[slot] != feature) {
      numericNames[slot] = feature;
      numericIds[slot] = model.attributeId(feature);
    }
    take(numericIds[slot], number);
  }

  /** The position of the token whose features are coming. */
  int position() {
    return position;
  }

  /**
   * The rows of the values last looked up, for the words that have no memo yet: a new word whose
   * shape (or lower case) was met lately is found by equality, without a probe of the large index.
   * Direct-mapped on the value's hash (which a string caches); a collision only costs a look-up.
   */
  private static final class ValueCache {

    private static final int SIZE = 1024;

    final CrfValueRows rows;

    private final String[] values = new String[SIZE];

    private final int[] hashes = new int[SIZE];

    private final int[] valueRows = new int[SIZE];

    ValueCache(CrfValueRows rows) {
      this.rows = rows;
    }

    /** The row of a value, or -1 when no feature of the family has it. */
    int row(String value) {
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
      return row;
    }
  }

  /** Receives an attribute (model id, -1 unknown): adds its weights to the lattice. */
  void accept(int attribute, double value) {
    lattice.addAttribute(position, attribute, value);
  }

  /** An attribute of a feature: kept for the word's memo if it is one of its own, accepted. */
  private void take(int attribute, double value) {
    if (ownCount >= 0) {
      keepOwn(attribute, value);
    }
    accept(attribute, value);
  }

  /** Keeps an attribute of the word whose own features are coming, for its memo. */
  private void keepOwn(int attribute, double value) {
    if (ownCount == ownIds.length) {
      ownIds = Arrays.copyOf(ownIds, 2 * ownCount);
      ownValues = Arrays.copyOf(ownValues, 2 * ownCount);
    }
    ownIds[ownCount] = attribute;
    ownValues[ownCount] = value;
    ownCount++;
  }
}
