package org.deid.eval.corpus;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.deid.eval.EvaluationDocument;
import org.deid.eval.EvaluationReport;
import org.deid.eval.Evaluator;
import org.deid.eval.PhiSpan;
import org.deid.eval.leak.SubstitutedDocument;

/**
 * Pairs gold documents with a system's outputs and scores the resolved PHI and, side by side, each
 * detector's candidates on their own (annotator-level evaluation), plus the leak rate when the
 * outputs hold rewritten text.
 */
public final class CorpusEvaluation {

  private CorpusEvaluation() {}

  /**
   * Scores the outputs against the gold.
   *
   * @param gold gold documents with distinct ids
   * @param outputs one output per gold document (same id and same text)
   * @param evaluator the evaluator (with or without bootstrap)
   * @throws IllegalArgumentException naming the document when an output has no gold document, a
   *     gold document has no output, or their texts differ
   */
  public static CorpusReport score(
      List<GoldDocument> gold, List<SystemOutput> outputs, Evaluator evaluator) {
    Map<String, GoldDocument> goldById = new LinkedHashMap<>();
    for (GoldDocument document : gold) {
      if (goldById.put(document.id(), document) != null) {
        throw new IllegalArgumentException("Document " + document.id() + " is twice in the gold");
      }
    }
    Map<String, SystemOutput> outputById = new TreeMap<>();
    SortedSet<String> sources = new TreeSet<>();
    boolean rewritten = !outputs.isEmpty();
    for (SystemOutput output : outputs) {
      GoldDocument match = goldById.get(output.id());
      if (match == null) {
        throw new IllegalArgumentException(
            "Document " + output.id() + " is in the predictions but not in the gold");
      }
      if (!match.text().equals(output.text())) {
        throw new IllegalArgumentException(
            "Document "
                + output.id()
                + ": the predicted text differs from the gold text (lengths "
                + output.text().length()
                + " and "
                + match.text().length()
                + "), so offsets cannot be compared");
      }
      if (outputById.put(output.id(), output) != null) {
        throw new IllegalArgumentException(
            "Document " + output.id() + " is twice in the predictions");
      }
      sources.addAll(output.candidatesBySource().keySet());
      rewritten &= output.edits() != null;
    }
    for (String id : goldById.keySet()) {
      if (!outputById.containsKey(id)) {
        throw new IllegalArgumentException(
            "Document " + id + " is in the gold but not in the predictions");
      }
    }

    List<EvaluationDocument> resolved = new ArrayList<>();
    List<SubstitutedDocument> substituted = rewritten ? new ArrayList<>() : null;
    Map<String, List<EvaluationDocument>> bySource = new LinkedHashMap<>();
    sources.forEach(source -> bySource.put(source, new ArrayList<>()));
    for (GoldDocument document : goldById.values()) {
      SystemOutput output = outputById.get(document.id());
      resolved.add(
          new EvaluationDocument(
              document.id(), document.text(), document.spans(), output.resolved()));
      for (String source : sources) {
        List<PhiSpan> candidates = output.candidatesBySource().getOrDefault(source, List.of());
        bySource
            .get(source)
            .add(
                new EvaluationDocument(
                    document.id(), document.text(), document.spans(), candidates));
      }
      if (substituted != null) {
        substituted.add(
            SubstitutedDocument.fromEdits(
                document.id(), document.text(), output.edits(), document.spans()));
      }
    }
    EvaluationReport resolvedReport = evaluator.evaluate(resolved, substituted);
    SortedMap<String, EvaluationReport> sourceReports = new TreeMap<>();
    bySource.forEach(
        (source, documents) -> sourceReports.put(source, evaluator.evaluate(documents)));
    return new CorpusReport(resolvedReport, sourceReports, resolved);
  }
}
