package org.deid.eval.metric;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * What one matching mode found in one document: the micro counts and the counts per label.
 *
 * @param micro counts over all labels, by the mode's own definition
 * @param perLabel counts per label (sorted by label)
 */
public record DocumentTally(Tally micro, Map<String, Tally> perLabel) {

  /** Copies the per-label map into a sorted, unmodifiable one. */
  public DocumentTally {
    perLabel = Collections.unmodifiableSortedMap(new TreeMap<>(perLabel));
  }
}
