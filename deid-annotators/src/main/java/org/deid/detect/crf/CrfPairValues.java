package org.deid.detect.crf;

/**
 * The attribute ids of the pair features ({@code feature_first|second}: the bigrams of lower-cased
 * words) that a sink looked up lately. Every token has two bigrams, which the word state cache
 * ({@link CrfWordStates}) does not cover; frequent ones recur from sentence to sentence, and here a
 * hit costs comparing three references (the words are the strings {@link TokenWords} hands out
 * again) instead of a probe of the model's large index and a comparison with its pool of values.
 * The id of an attribute is a function of its feature's name and its values, so a kept id is the
 * index's. Direct-mapped on the values' hashes (which strings cache); a collision only costs a
 * look-up. Not thread-safe: one per sink.
 */
final class CrfPairValues {

  private static final int SIZE = 4096;

  private final CrfSuiteModel model;

  /** Per slot, the feature name (compared by identity: the extractor's names are literals). */
  private final String[] features = new String[SIZE];

  private final String[] firsts = new String[SIZE];

  private final String[] seconds = new String[SIZE];

  private final int[] ids = new int[SIZE];

  /** An empty table of the attributes of {@code model}. */
  CrfPairValues(CrfSuiteModel model) {
    this.model = model;
  }

  /** The id of the attribute {@code feature_first|second}, or -1. */
  int id(String feature, String first, String second) {
    int hash = (feature.hashCode() * 31 + first.hashCode()) * 31 + second.hashCode();
    int slot = (hash ^ hash >>> 16) * 0x9E3779B1 >>> 20 & (SIZE - 1);
    if (features[slot] == feature && same(firsts[slot], first) && same(seconds[slot], second)) {
      return ids[slot];
    }
    int id = model.attributeId(feature, first, second);
    features[slot] = feature;
    firsts[slot] = first;
    seconds[slot] = second;
    ids[slot] = id;
    return id;
  }

  /** Whether a kept value equals a value (the same string, most often). */
  private static boolean same(String kept, String value) {
    return kept == value || kept != null && kept.equals(value);
  }
}
