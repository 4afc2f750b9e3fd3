package org.deid.eval.corpus;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import org.deid.eval.PhiSpan;
import org.deid.eval.leak.TextEdit;

/**
 * What a de-identification system made of one document: the resolved PHI, each detector's
 * candidates, and the replacements that rewrote the text.
 *
 * @param id document id, as in the gold corpus
 * @param text the original text the offsets point into
 * @param resolved the resolved PHI ({@code Phi} in the text's view), labelled at the comparison
 *     level
 * @param candidatesBySource each detector's candidates ({@code PhiCandidate} grouped by source);
 *     empty when the output holds none
 * @param edits the replacements that turned the text into the rewritten one, or null when the
 *     output holds no rewritten text
 */
public record SystemOutput(
    String id,
    String text,
    List<PhiSpan> resolved,
    SortedMap<String, List<PhiSpan>> candidatesBySource,
    List<TextEdit> edits) {

  /** Copies the lists and maps. */
  public SystemOutput {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(text, "text");
    resolved = List.copyOf(resolved);
    SortedMap<String, List<PhiSpan>> copy = new TreeMap<>();
    for (Map.Entry<String, List<PhiSpan>> entry : candidatesBySource.entrySet()) {
      copy.put(entry.getKey(), List.copyOf(entry.getValue()));
    }
    candidatesBySource = Collections.unmodifiableSortedMap(copy);
    edits = edits == null ? null : List.copyOf(edits);
  }

  /** A system output holding only resolved PHI (e.g. read from a brat folder). */
  public static SystemOutput resolvedOnly(String id, String text, List<PhiSpan> resolved) {
    return new SystemOutput(id, text, resolved, new TreeMap<>(), null);
  }
}
