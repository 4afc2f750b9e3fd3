package org.deid.detect.crf;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The attribute ids of a value under each feature of a family whose features share their values (a
 * lower-cased word is the value of {@code lw}, of {@code lw-1} for the next token, {@code lw1} for
 * the previous one...): one look-up of the value gives its ids under all of them. A value is found
 * exactly as {@link CrfAttributeIndex} finds it (the same decoding, the same stop at U+FFFF), so
 * its row holds, for each feature, what a look-up of that feature and value gives.
 */
final class CrfValueRows {

  /** The feature name under which the values are indexed, by row. */
  private static final String ROW = "row";

  /** The values of the family's attributes, each under {@link #ROW}, id: its row. */
  private final CrfAttributeIndex values;

  /** {@code [row * width + feature]}: the attribute id, or -1. */
  private final int[] ids;

  private final int width;

  /** The rows of the values of {@code features} among {@code attributes} (ids: array indexes). */
  CrfValueRows(String[] attributes, List<String> features) {
    width = features.size();
    Map<String, Integer> rows = new HashMap<>();
    Map<String, Integer> numbers = new HashMap<>();
    for (int f = 0; f < width; f++) {
      numbers.put(features.get(f), f);
    }
    // Rows by encoded value: the index decodes them (and skips what the encoder cannot write).
    for (String name : attributes) {
      int separator = name.indexOf('_');
      if (separator >= 0 && numbers.containsKey(name.substring(0, separator))) {
        rows.putIfAbsent(name.substring(separator + 1), rows.size());
      }
    }
    String[] keys = new String[rows.size()];
    int[] table = new int[rows.size() * width];
    Arrays.fill(table, -1);
    for (Map.Entry<String, Integer> row : rows.entrySet()) {
      keys[row.getValue()] = ROW + "_" + row.getKey();
    }
    for (int a = 0; a < attributes.length; a++) {
      String name = attributes[a];
      int separator = name.indexOf('_');
      Integer feature = separator < 0 ? null : numbers.get(name.substring(0, separator));
      if (feature != null) {
        table[rows.get(name.substring(separator + 1)) * width + feature] = a;
      }
    }
    values = new CrfAttributeIndex(keys);
    ids = table;
  }

  /** The row of a value, or -1 when no feature of the family has it. */
  int row(String value) {
    return values.id(ROW, value, 0, value.length());
  }

  /** The row of the value {@code first|second}, or -1 when no feature of the family has it. */
  int row(String first, String second) {
    return values.id(ROW, first, second);
  }

  /** The id of the attribute {@code features[feature]_value} for the value's row, or -1. */
  int id(int row, int feature) {
    return row < 0 ? -1 : ids[row * width + feature];
  }
}
