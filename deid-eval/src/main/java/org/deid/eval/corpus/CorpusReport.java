package org.deid.eval.corpus;

import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.deid.eval.EvaluationDocument;
import org.deid.eval.EvaluationReport;

/**
 * The scores of a system's resolved PHI and of each of its detectors, with the scored documents
 * (for per-document views).
 *
 * @param resolved scores of the resolved {@code Phi} (with the leak rate when there was rewritten
 *     text)
 * @param sources scores of each detector's {@code PhiCandidate}s, by source id
 * @param documents the gold and resolved spans of every document, in id order
 */
public record CorpusReport(
    EvaluationReport resolved,
    SortedMap<String, EvaluationReport> sources,
    List<EvaluationDocument> documents) {

  /** Copies the map and list. */
  public CorpusReport {
    sources = Collections.unmodifiableSortedMap(new TreeMap<>(sources));
    documents = List.copyOf(documents);
  }
}
