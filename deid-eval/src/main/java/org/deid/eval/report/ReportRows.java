package org.deid.eval.report;

import java.util.LinkedHashMap;
import java.util.Map;
import org.deid.eval.EvaluationReport;
import org.deid.eval.metric.MatchScores;

/** The matching modes of a report in their reporting order, keyed by their JSON names. */
final class ReportRows {

  private ReportRows() {}

  static Map<String, MatchScores> modes(EvaluationReport report) {
    Map<String, MatchScores> modes = new LinkedHashMap<>();
    modes.put("strict", report.strict());
    modes.put("span", report.span());
    modes.put("merged", report.merged());
    modes.put("token", report.token());
    modes.put("partial", report.partial());
    modes.put("partial_span", report.partialSpan());
    return modes;
  }
}
