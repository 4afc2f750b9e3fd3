package org.deid.eval.report;

import java.util.Locale;
import java.util.Map;
import org.deid.eval.EvaluationReport;
import org.deid.eval.corpus.CorpusReport;
import org.deid.eval.leak.LeakReport;
import org.deid.eval.metric.BootstrapInterval;
import org.deid.eval.metric.BootstrapScores;
import org.deid.eval.metric.MatchScores;
import org.deid.eval.metric.NoteLevelMetrics;
import org.deid.eval.metric.Score;

/**
 * Renders a report as a fixed-width text table for a terminal: one line per mode (micro and macro
 * scores, recall first: R, P, F1, then counts), the per-label table of one mode, then note level,
 * bootstrap and leak sections when present; for a corpus report, a table of the resolved output and
 * each detector side by side. Returns a string; the caller decides where it goes.
 */
public final class ConsoleTable {

  private static final String MODE_ROW = "%-13s %7s %7s %7s  %7s %7s %7s  %7s %7s %7s%n";
  private static final String SOURCE_ROW = "%-13s %8s %7s %7s  %8s %7s %7s  %8s %7s %7s%n";
  private static final String LABEL_ROW = "%-36s %7s %7s %7s  %7s %7s %7s%n";

  /** The summary of every mode followed by the per-label table of {@code strict}. */
  public String render(EvaluationReport report) {
    return render(report, "strict");
  }

  /** The summary of every mode followed by the per-label table of the named mode. */
  public String render(EvaluationReport report, String perLabelMode) {
    Map<String, MatchScores> modes = ReportRows.modes(report);
    MatchScores detailed = modes.get(perLabelMode);
    if (detailed == null) {
      throw new IllegalArgumentException(
          "Unknown mode: " + perLabelMode + "; known: " + modes.keySet());
    }
    StringBuilder out = new StringBuilder();
    out.append(String.format(Locale.ROOT, "Documents: %d%n%n", report.documents()));
    out.append(
        String.format(
            Locale.ROOT,
            MODE_ROW,
            "mode",
            "R",
            "P",
            "F1",
            "macroR",
            "macroP",
            "macroF1",
            "tp",
            "fp",
            "fn"));
    for (Map.Entry<String, MatchScores> mode : modes.entrySet()) {
      Score micro = mode.getValue().micro();
      out.append(
          String.format(
              Locale.ROOT,
              MODE_ROW,
              mode.getKey(),
              ratio(micro.recall()),
              ratio(micro.precision()),
              ratio(micro.f1()),
              ratio(mode.getValue().macro().recall()),
              ratio(mode.getValue().macro().precision()),
              ratio(mode.getValue().macro().f1()),
              micro.tp(),
              micro.fp(),
              micro.fn()));
    }
    out.append(String.format(Locale.ROOT, "%nPer label (%s)%n", perLabelMode));
    out.append(String.format(Locale.ROOT, LABEL_ROW, "label", "R", "P", "F1", "tp", "fp", "fn"));
    for (Map.Entry<String, Score> label : detailed.perLabel().entrySet()) {
      Score score = label.getValue();
      out.append(
          String.format(
              Locale.ROOT,
              LABEL_ROW,
              label.getKey(),
              ratio(score.recall()),
              ratio(score.precision()),
              ratio(score.f1()),
              score.tp(),
              score.fp(),
              score.fn()));
    }
    NoteLevelMetrics note = report.note();
    out.append(
        String.format(
            Locale.ROOT,
            "%nNotes: R %s  P %s  specificity %s  (tp %d, fp %d, fn %d, tn %d)%n",
            ratio(note.recall()),
            ratio(note.precision()),
            ratio(note.specificity()),
            note.tp(),
            note.fp(),
            note.fn(),
            note.tn()));
    if (report.bootstrap() != null) {
      out.append(
          String.format(
              Locale.ROOT,
              "%nBootstrap %.0f%% CI (%d resamples, seed %d)%n",
              report.bootstrap().confidence() * 100,
              report.bootstrap().resamples(),
              report.bootstrap().seed()));
      for (Map.Entry<String, BootstrapScores> mode : report.bootstrap().perMode().entrySet()) {
        out.append(
            String.format(
                Locale.ROOT,
                "%-13s F1 %s  R %s%n",
                mode.getKey(),
                interval(mode.getValue().f1()),
                interval(mode.getValue().recall())));
      }
    }
    LeakReport leak = report.leak();
    if (leak != null) {
      out.append(
          String.format(
              Locale.ROOT,
              "%nLeak: %d of %d gold tokens in place (%s); %d of %d gold strings verbatim (%s)%n",
              leak.leakedTokens(),
              leak.goldTokens(),
              ratio(leak.tokenLeakRate()),
              leak.verbatimSpans(),
              leak.goldSpans(),
              ratio(leak.verbatimSpanRate())));
      if (!leak.perLabel().isEmpty()) {
        out.append(
            String.format(
                Locale.ROOT,
                "Leak by gold label (kept by policy: ages under 90, countries, sexes, kinship words)%n"
                    + "%-35s %15s %15s%n",
                "label",
                "tokens in place",
                "strings kept"));
        leak.perLabel()
            .forEach(
                (label, l) ->
                    out.append(
                        String.format(
                            Locale.ROOT,
                            "%-35s %7d / %-5d %7d / %-5d%n",
                            label,
                            l.leakedTokens(),
                            l.goldTokens(),
                            l.verbatimSpans(),
                            l.goldSpans())));
      }
    }
    return out.toString();
  }

  /**
   * The resolved output's full table, then one line per system (resolved, then each detector):
   * micro R, P, F1 in the strict and token modes.
   */
  public String render(CorpusReport report) {
    StringBuilder out = new StringBuilder(render(report.resolved()));
    if (report.sources().isEmpty()) {
      return out.toString();
    }
    out.append(String.format(Locale.ROOT, "%nPer annotator (micro; the resolved output first)%n"));
    out.append(
        String.format(
            Locale.ROOT,
            SOURCE_ROW,
            "system",
            "strict R",
            "P",
            "F1",
            "token R",
            "P",
            "F1",
            "merged R",
            "P",
            "F1"));
    sourceRow(out, CorpusReports.RESOLVED, report.resolved());
    report.sources().forEach((source, scores) -> sourceRow(out, source, scores));
    return out.toString();
  }

  private static void sourceRow(StringBuilder out, String name, EvaluationReport report) {
    Score strict = report.strict().micro();
    Score token = report.token().micro();
    Score merged = report.merged().micro();
    out.append(
        String.format(
            Locale.ROOT,
            SOURCE_ROW,
            name,
            ratio(strict.recall()),
            ratio(strict.precision()),
            ratio(strict.f1()),
            ratio(token.recall()),
            ratio(token.precision()),
            ratio(token.f1()),
            ratio(merged.recall()),
            ratio(merged.precision()),
            ratio(merged.f1())));
  }

  private static String ratio(double value) {
    return String.format(Locale.ROOT, "%.4f", value);
  }

  private static String interval(BootstrapInterval interval) {
    return String.format(
        Locale.ROOT, "%.4f [%.4f, %.4f]", interval.estimate(), interval.lower(), interval.upper());
  }
}
