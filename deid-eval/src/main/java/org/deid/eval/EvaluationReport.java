package org.deid.eval;

import org.deid.eval.leak.LeakReport;
import org.deid.eval.metric.BootstrapReport;
import org.deid.eval.metric.MatchScores;
import org.deid.eval.metric.NoteLevelMetrics;

/**
 * Everything an evaluation computes. Serialised by {@link org.deid.eval.report.JsonReportWriter}
 * with snake_case keys ({@code partial_span}, {@code per_label}...).
 *
 * @param documents number of documents scored
 * @param strict same offsets and label (MEDDOCAN subtask 1)
 * @param span same offsets, label ignored (MEDDOCAN subtask 2 strict)
 * @param merged MEDDOCAN subtask 2 merged
 * @param token label-blind token coverage
 * @param partial overlap with the same label
 * @param partialSpan overlap, label ignored
 * @param note note-level detection
 * @param bootstrap confidence intervals; null when not requested
 * @param leak leak rate after substitution; null when no substituted text was given
 */
public record EvaluationReport(
    int documents,
    MatchScores strict,
    MatchScores span,
    MatchScores merged,
    MatchScores token,
    MatchScores partial,
    MatchScores partialSpan,
    NoteLevelMetrics note,
    BootstrapReport bootstrap,
    LeakReport leak) {}
