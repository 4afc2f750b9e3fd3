package org.deid.eval;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.deid.eval.leak.LeakRate;
import org.deid.eval.leak.LeakReport;
import org.deid.eval.leak.SubstitutedDocument;
import org.deid.eval.match.MergedSpanMatch;
import org.deid.eval.match.PartialMatch;
import org.deid.eval.match.SpanMatch;
import org.deid.eval.match.SpanMatcher;
import org.deid.eval.match.StrictMatch;
import org.deid.eval.match.TokenCoverage;
import org.deid.eval.metric.BootstrapReport;
import org.deid.eval.metric.BootstrapSettings;
import org.deid.eval.metric.DocumentBootstrap;
import org.deid.eval.metric.DocumentTally;
import org.deid.eval.metric.MatchScores;
import org.deid.eval.metric.NoteLevelMetrics;
import org.deid.eval.metric.Tally;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The entry point: scores a list of documents in every matching mode and, on request, bootstraps
 * intervals and measures leaks after substitution.
 */
public final class Evaluator {

  private static final Logger LOG = LoggerFactory.getLogger(Evaluator.class);

  /** Modes whose micro scores get bootstrap intervals. */
  private static final List<String> BOOTSTRAPPED = List.of("strict", "span", "merged", "token");

  private final BootstrapSettings bootstrap;

  private Evaluator(BootstrapSettings bootstrap) {
    this.bootstrap = bootstrap;
  }

  /** An evaluator that also bootstraps intervals with the given settings. */
  public static Evaluator withBootstrap(BootstrapSettings settings) {
    return new Evaluator(Objects.requireNonNull(settings, "settings"));
  }

  /** An evaluator without bootstrap intervals (faster). */
  public static Evaluator withoutBootstrap() {
    return new Evaluator(null);
  }

  /** Scores the documents; no leak section. */
  public EvaluationReport evaluate(List<EvaluationDocument> documents) {
    return evaluate(documents, null);
  }

  /**
   * Scores the documents and, when {@code substituted} is not null, measures leaks on it.
   *
   * @param documents documents with distinct ids
   * @param substituted the same or other documents after substitution, or null
   */
  public EvaluationReport evaluate(
      List<EvaluationDocument> documents, List<SubstitutedDocument> substituted) {
    checkDistinctIds(documents);
    Map<String, List<DocumentTally>> byMode = new LinkedHashMap<>();
    for (SpanMatcher matcher : matchers()) {
      List<DocumentTally> tallies = new ArrayList<>(documents.size());
      for (EvaluationDocument document : documents) {
        tallies.add(matcher.match(document));
      }
      byMode.put(matcher.name(), tallies);
    }
    BootstrapReport intervals = null;
    if (bootstrap != null && !documents.isEmpty()) {
      Map<String, List<Tally>> micro = new LinkedHashMap<>();
      for (String mode : BOOTSTRAPPED) {
        micro.put(mode, byMode.get(mode).stream().map(DocumentTally::micro).toList());
      }
      intervals = new DocumentBootstrap(bootstrap).estimate(micro);
    }
    LeakReport leak = substituted == null ? null : LeakRate.measure(substituted);
    LOG.info("Evaluated {} documents", documents.size());
    return new EvaluationReport(
        documents.size(),
        MatchScores.of(byMode.get("strict")),
        MatchScores.of(byMode.get("span")),
        MatchScores.of(byMode.get("merged")),
        MatchScores.of(byMode.get("token")),
        MatchScores.of(byMode.get("partial")),
        MatchScores.of(byMode.get("partial_span")),
        NoteLevelMetrics.of(documents),
        intervals,
        leak);
  }

  private static List<SpanMatcher> matchers() {
    return List.of(
        new StrictMatch(),
        new SpanMatch(),
        new MergedSpanMatch(),
        new TokenCoverage(),
        PartialMatch.labelled(),
        PartialMatch.anyLabel());
  }

  private static void checkDistinctIds(List<EvaluationDocument> documents) {
    Set<String> seen = new HashSet<>();
    for (EvaluationDocument document : documents) {
      if (!seen.add(document.id())) {
        throw new IllegalArgumentException("Duplicate document id: " + document.id());
      }
    }
  }
}
