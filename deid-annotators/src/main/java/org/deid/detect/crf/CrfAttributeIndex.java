package org.deid.detect.crf;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The attributes of a CRFsuite model written {@code name_value} (ClearTK's encoding of a string
 * feature), by feature name and unescaped value, so that a feature is looked up from the strings it
 * is made of, without building its attribute name. A value's hash is its {@link String#hashCode},
 * which a string caches: a word looked up under several feature names (the window around it) is
 * hashed once.
 *
 * <p>ClearTK's encoder writes the characters outside printable ASCII and {@code \ % =} as {@code
 * %UXXXX} and stops a name at U+FFFF. Only the names that encoding can produce are indexed,
 * decoded, so a lookup here finds exactly what a lookup of the encoded name finds; a value holding
 * U+FFFF is looked up up to it.
 */
final class CrfAttributeIndex {

  private static final char STOP = '\uFFFF';

  /** The digits of an escape, as the encoder writes them. */
  private static final String HEX = "0123456789ABCDEF";

  /**
   * Per slot, side by side: hash, id + 1 (0: empty slot), feature number and value length (one
   * int), value offset. Four ints: a slot never straddles two cache lines.
   */
  private static final int STRIDE = 4;

  /** The value length's bits in a slot's third int (the feature number above them). */
  private static final int LENGTH_BITS = 24;

  private static final int LENGTH_MASK = (1 << LENGTH_BITS) - 1;

  /** The distinct feature names, by feature number: a few dozen, always in cache. */
  private final String[] features;

  /** Every indexed value's characters, one after the other. */
  private final char[] pool;

  /**
   * Per slot, side by side (one cache line), the combined hash of feature and value, the id + 1 of
   * the attribute (0: empty slot), the feature's number with the value's length, and the value's
   * offset in {@link #pool}: a probe reads no string of the index.
   */
  private final int[] entries;

  /**
   * Per slot, a byte of its hash ({@link #tag}; 0: empty slot): a probe reads these (a few tens of
   * kilobytes, which stay in the processor's near caches, where the entries do not) and reads a
   * slot's entry only when its tag matches. Most features of a note are not attributes of the
   * model: their look-up then reads no entry at all.
   */
  private final byte[] tags;

  private final int mask;

  /** Indexes the {@code name_value} attributes among {@code attributes} (ids: array indexes). */
  CrfAttributeIndex(String[] attributes) {
    int capacity = Integer.highestOneBit(Math.max(4, attributes.length * 2)) * 2;
    entries = new int[STRIDE * capacity];
    tags = new byte[capacity];
    mask = capacity - 1;
    Map<String, Integer> featureNumbers = new LinkedHashMap<>();
    StringBuilder values = new StringBuilder();
    for (int a = 0; a < attributes.length; a++) {
      String name = attributes[a];
      int separator = name.indexOf('_');
      String value = separator < 0 ? null : decode(name, separator + 1);
      if (value == null) {
        continue;
      }
      // Interned: the extractor's feature names are literals, found by identity.
      String feature = name.substring(0, separator).intern();
      Integer number = featureNumbers.putIfAbsent(feature, featureNumbers.size());
      int hash = hash(feature.hashCode(), value.hashCode());
      int slot = slot(hash);
      while (entries[STRIDE * slot + 1] != 0) {
        slot = (slot + 1) & mask;
      }
      int e = STRIDE * slot;
      tags[slot] = tag(hash);
      entries[e] = hash;
      entries[e + 1] = a + 1;
      int featureNumber = number == null ? featureNumbers.size() - 1 : number;
      if (value.length() > LENGTH_MASK || featureNumber >= 1 << (31 - LENGTH_BITS)) {
        throw new IllegalArgumentException("Attribute too long or too many features: " + name);
      }
      entries[e + 2] = featureNumber << LENGTH_BITS | value.length();
      entries[e + 3] = values.length();
      values.append(value);
    }
    features = featureNumbers.keySet().toArray(String[]::new);
    pool = new char[values.length()];
    values.getChars(0, values.length(), pool, 0);
  }

  /**
   * The value of an encoded name from {@code from} on, or null when ClearTK's encoder cannot have
   * written it (a raw character it escapes, or an escape it would not write).
   */
  private static String decode(String name, int from) {
    StringBuilder value = new StringBuilder(name.length() - from);
    int i = from;
    while (i < name.length()) {
      char c = name.charAt(i);
      if (c == '%') {
        if (i + 6 > name.length() || name.charAt(i + 1) != 'U') {
          return null;
        }
        int code = 0;
        for (int k = i + 2; k < i + 6; k++) {
          int digit = HEX.indexOf(name.charAt(k));
          if (digit < 0) {
            return null;
          }
          code = code * 16 + digit;
        }
        char decoded = (char) code;
        if (!escaped(decoded) || decoded == STOP) {
          return null;
        }
        value.append(decoded);
        i += 6;
      } else if (escaped(c)) {
        return null;
      } else {
        value.append(c);
        i++;
      }
    }
    return value.toString();
  }

  /** Whether ClearTK's encoder writes a character as {@code %UXXXX}. */
  static boolean escaped(char c) {
    return c < 33 || c > 126 || c == '\\' || c == '%' || c == '=';
  }

  private static int hash(int featureHash, int valueHash) {
    return featureHash * 0x9E3779B1 + valueHash;
  }

  private int slot(int hash) {
    return (hash ^ (hash >>> 16)) * 0x85EBCA6B >>> 7 & mask;
  }

  /** The id of the attribute {@code feature_value[from, to)}, or -1. */
  int id(String feature, String value, int from, int to) {
    // The encoder appends nothing from a range that ends before it starts.
    int end = Math.max(from, to);
    int length = end - from;
    int hash;
    if (from == 0 && end == value.length()) {
      hash = value.hashCode();
    } else {
      hash = 0;
      for (int i = from; i < end; i++) {
        hash = 31 * hash + value.charAt(i);
      }
    }
    int full = hash(feature.hashCode(), hash);
    byte tag = tag(full);
    for (int slot = slot(full); tags[slot] != 0; slot = (slot + 1) & mask) {
      int e = STRIDE * slot;
      if (tags[slot] == tag
          && entries[e] == full
          && (entries[e + 2] & LENGTH_MASK) == length
          && sameFeature(features[entries[e + 2] >>> LENGTH_BITS], feature)
          && pooled(entries[e + 3], value, from, end)) {
        return entries[e + 1] - 1;
      }
    }
    int stop = value.indexOf(STOP, from);
    return stop >= 0 && stop < end ? id(feature, value, from, stop) : -1;
  }

  /** The id of the attribute {@code feature_first|second}, or -1. */
  int id(String feature, String first, String second) {
    int hash = 31 * first.hashCode() + '|';
    for (int i = 0; i < second.length(); i++) {
      hash *= 31;
    }
    hash += second.hashCode();
    int length = first.length() + 1 + second.length();
    int full = hash(feature.hashCode(), hash);
    byte tag = tag(full);
    for (int slot = slot(full); tags[slot] != 0; slot = (slot + 1) & mask) {
      int e = STRIDE * slot;
      if (tags[slot] != tag) {
        continue;
      }
      int offset = entries[e + 3];
      if (entries[e] == full
          && (entries[e + 2] & LENGTH_MASK) == length
          && sameFeature(features[entries[e + 2] >>> LENGTH_BITS], feature)
          && pool[offset + first.length()] == '|'
          && pooled(offset, first, 0, first.length())
          && pooled(offset + first.length() + 1, second, 0, second.length())) {
        return entries[e + 1] - 1;
      }
    }
    int stop = first.indexOf(STOP);
    if (stop >= 0) {
      return id(feature, first, 0, stop);
    }
    stop = second.indexOf(STOP);
    if (stop >= 0) {
      String value = first + "|" + second.substring(0, stop);
      return id(feature, value, 0, value.length());
    }
    return -1;
  }

  /** A slot's tag: the seven high bits of the hash, and a bit that makes it never 0. */
  private static byte tag(int hash) {
    return (byte) (hash >>> 25 | 0x80);
  }

  /** Whether the pool holds {@code value[from, to)} from {@code offset} on. */
  private boolean pooled(int offset, String value, int from, int to) {
    for (int i = from, k = offset; i < to; i++, k++) {
      if (pool[k] != value.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  private static boolean sameFeature(String indexed, String feature) {
    return indexed == feature || indexed.equals(feature);
  }
}
