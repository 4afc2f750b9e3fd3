package org.deid.detect.crf;

import java.util.Arrays;

/**
 * What a sink found for one word ({@link TokenWords.Word}) under one model: the value rows of its
 * lower case and of its shape ({@link CrfValueRows}), read by every feature of a window that takes
 * the word, and the attribute ids and values of the word's own features ({@code w lw sh len},
 * prefixes, suffixes, flags: a function of the word alone) in the order the extractor gives them. A
 * word met again, in this sentence or a later note, is then looked up nowhere: its rows are read
 * here, its own attributes replayed. Each is what the look-up gives, since an attribute's id is a
 * function of its name and value.
 */
final class WordMemo {

  /** The model whose attributes these are: a word tagged under another starts a new memo. */
  final CrfSuiteModel model;

  /** The row of the word's lower case among the word features' values, or -1. */
  final int lowerRow;

  /** The row of the word's shape among the shape features' values, or -1. */
  final int shapeRow;

  /** The ids of the word's own attributes (-1: unknown), in order; null: not recorded yet. */
  private int[] ids;

  /** Their values, side by side. */
  private double[] values;

  WordMemo(CrfSuiteModel model, int lowerRow, int shapeRow) {
    this.model = model;
    this.lowerRow = lowerRow;
    this.shapeRow = shapeRow;
  }

  /** Whether the word's own attributes are recorded. */
  boolean hasOwnAttributes() {
    return ids != null;
  }

  /** Records the word's own attributes: the first {@code count} of {@code ids} and values. */
  void recordOwnAttributes(int[] ids, double[] values, int count) {
    this.ids = Arrays.copyOf(ids, count);
    this.values = Arrays.copyOf(values, count);
  }

  /** The number of the word's own attributes. */
  int ownAttributeCount() {
    return ids.length;
  }

  /** The id of the word's own attribute {@code k}. */
  int ownId(int k) {
    return ids[k];
  }

  /** The value of the word's own attribute {@code k}. */
  double ownValue(int k) {
    return values[k];
  }
}
