package org.deid.eval.report;

import java.util.Locale;
import java.util.Map;
import org.deid.eval.EvaluationReport;
import org.deid.eval.leak.LeakReport;
import org.deid.eval.metric.BootstrapInterval;
import org.deid.eval.metric.BootstrapScores;
import org.deid.eval.metric.MatchScores;
import org.deid.eval.metric.NoteLevelMetrics;
import org.deid.eval.metric.Score;

/**
 * Renders a report as a fixed-width text table for a terminal: one line per mode (micro and macro
 * scores, counts), the per-label table of one mode, then note level, bootstrap and leak sections
 * when present. Returns a string; the caller decides where it goes.
 */
public final class ConsoleTable {

  private static final String MODE_ROW = "%-13s %7s %7s %7s  %7s %7s %7s  %7s %7s %7s%n";
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
            "P",
            "R",
            "F1",
            "macroP",
            "macroR",
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
              ratio(micro.precision()),
              ratio(micro.recall()),
              ratio(micro.f1()),
              ratio(mode.getValue().macro().precision()),
              ratio(mode.getValue().macro().recall()),
              ratio(mode.getValue().macro().f1()),
              micro.tp(),
              micro.fp(),
              micro.fn()));
    }
    out.append(String.format(Locale.ROOT, "%nPer label (%s)%n", perLabelMode));
    out.append(String.format(Locale.ROOT, LABEL_ROW, "label", "P", "R", "F1", "tp", "fp", "fn"));
    for (Map.Entry<String, Score> label : detailed.perLabel().entrySet()) {
      Score score = label.getValue();
      out.append(
          String.format(
              Locale.ROOT,
              LABEL_ROW,
              label.getKey(),
              ratio(score.precision()),
              ratio(score.recall()),
              ratio(score.f1()),
              score.tp(),
              score.fp(),
              score.fn()));
    }
    NoteLevelMetrics note = report.note();
    out.append(
        String.format(
            Locale.ROOT,
            "%nNotes: P %s  R %s  specificity %s  (tp %d, fp %d, fn %d, tn %d)%n",
            ratio(note.precision()),
            ratio(note.recall()),
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
    }
    return out.toString();
  }

  private static String ratio(double value) {
    return String.format(Locale.ROOT, "%.4f", value);
  }

  private static String interval(BootstrapInterval interval) {
    return String.format(
        Locale.ROOT, "%.4f [%.4f, %.4f]", interval.estimate(), interval.lower(), interval.upper());
  }
}
