package org.deid.detect.crf;

/**
 * The attribute ids of the string features of long values (over {@link CrfShortValues#MAX_LENGTH}
 * characters) that a sink looked up lately, by feature name and value: the token's kind ({@code
 * kind_WordToken}, every token), other detectors' categories ({@code cand0_B-LOCATION}), long
 * words. A hit costs comparing two references (the kinds and categories are the same strings from
 * note to note, the words those {@link TokenWords} hands out again) instead of a probe of the
 * model's large index and a comparison with its pool of values. The id of an attribute is a
 * function of its feature's name and its value, so a kept id is the index's. Direct-mapped on the
 * value's hash (which a string caches); a collision only costs a look-up. Not thread-safe: one per
 * sink.
 */
final class CrfWholeValues {

  private static final int SIZE = 2048;

  private final CrfSuiteModel model;

  /** Per slot, the feature name (compared by identity: the extractor's names are literals). */
  private final String[] features = new String[SIZE];

  private final String[] values = new String[SIZE];

  private final int[] ids = new int[SIZE];

  /** An empty table of the attributes of {@code model}. */
  CrfWholeValues(CrfSuiteModel model) {
    this.model = model;
  }

  /** The id of the attribute {@code feature_value}, or -1. */
  int id(String feature, String value) {
    int hash = feature.hashCode() * 31 + value.hashCode();
    int slot = (hash ^ hash >>> 16) * 0x9E3779B1 >>> 21 & (SIZE - 1);
    String kept = values[slot];
    if (features[slot] == feature && (kept == value || kept != null && kept.equals(value))) {
      return ids[slot];
    }
    int id = model.attributeId(feature, value, 0, value.length());
    features[slot] = feature;
    values[slot] = value;
    ids[slot] = id;
    return id;
  }
}
