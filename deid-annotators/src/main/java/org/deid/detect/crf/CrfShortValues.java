package org.deid.detect.crf;

/**
 * The attribute ids of the string features of short values (up to four characters: the prefixes and
 * suffixes of words, short words, flags) that a sink looked up lately, by feature name and value. A
 * word met for the first time in a while has its eight affixes looked up, most of them attributes
 * of the model; in this small table, which stays in the processor's caches, a hit costs a
 * comparison of two numbers instead of a probe of the model's large index and a comparison with its
 * pool of values, which a run of the other detectors has evicted from the caches. The id of an
 * attribute is a function of its feature's name and its value, so a kept id is the index's.
 * Direct-mapped; a collision only costs a look-up. Not thread-safe: one per sink.
 */
final class CrfShortValues {

  /** The longest value kept: four characters of 16 bits fill a {@code long}. */
  static final int MAX_LENGTH = 4;

  private static final int SIZE = 4096;

  private final CrfSuiteModel model;

  /** Per slot, the feature name (compared by identity: the extractor's names are literals). */
  private final String[] features = new String[SIZE];

  /** Per slot, the value's characters, 16 bits each, the last in the lowest bits. */
  private final long[] values = new long[SIZE];

  /** Per slot, the value's length. */
  private final byte[] lengths = new byte[SIZE];

  private final int[] ids = new int[SIZE];

  /** An empty table of the attributes of {@code model}. */
  CrfShortValues(CrfSuiteModel model) {
    this.model = model;
  }

  /**
   * The id of the attribute {@code feature_value[from, to)} (at most {@link #MAX_LENGTH}
   * characters, {@code to >= from}), or -1.
   */
  int id(String feature, String value, int from, int to) {
    long packed = 0;
    for (int i = from; i < to; i++) {
      packed = packed << 16 | value.charAt(i);
    }
    int length = to - from;
    long hash = (packed + 31L * feature.hashCode() + length) * 0x9E3779B97F4A7C15L;
    int slot = (int) (hash >>> 52) & (SIZE - 1);
    if (features[slot] == feature && values[slot] == packed && lengths[slot] == length) {
      return ids[slot];
    }
    int id = model.attributeId(feature, value, from, to);
    features[slot] = feature;
    values[slot] = packed;
    lengths[slot] = (byte) length;
    ids[slot] = id;
    return id;
  }
}
