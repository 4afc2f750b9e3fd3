package org.deid.eval.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.deid.eval.EvaluationDocument;
import org.deid.eval.EvaluationReport;
import org.deid.eval.PhiSpan;
import org.deid.eval.corpus.CorpusReport;
import org.deid.eval.leak.LeakReport;
import org.deid.eval.metric.BootstrapInterval;
import org.deid.eval.metric.MatchScores;
import org.deid.eval.metric.NoteLevelMetrics;
import org.deid.eval.metric.Score;

/**
 * Writes a corpus report as one self-contained HTML page (inline CSS, JavaScript and SVG; no
 * external address): score tables per mode and per detector, per-label bar charts, and every
 * document's text with true positives, false positives and misses of the resolved output
 * highlighted (strict matching: same offsets and label).
 *
 * <p>The page holds the original text of every document: write it only where the user asked for it.
 */
public final class HtmlReportWriter {

  /** Highlight class of a gold span the system found exactly (offsets and label). */
  public static final String TRUE_POSITIVE = "tp";

  /** Highlight class of a predicted span that matches no gold span exactly. */
  public static final String FALSE_POSITIVE = "fp";

  /** Highlight class of a gold span the system did not find exactly (a miss). */
  public static final String FALSE_NEGATIVE = "fn";

  /** Id of the element the page's script fills in once it ran without error. */
  public static final String STATUS_ELEMENT = "report-status";

  /** Text the script writes into {@link #STATUS_ELEMENT}. */
  public static final String STATUS_READY = "ready";

  private static final List<String> CHART_MODES = List.of("strict", "token");

  /** The page as a string. */
  public String toHtml(CorpusReport report, Map<String, String> settings) {
    StringBuilder html = new StringBuilder(1 << 16);
    html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>deid evaluation report</title>\n<style>\n")
        .append(CSS)
        .append("</style>\n</head>\n<body>\n");
    html.append("<header><h1>deid evaluation report</h1>\n<p class=\"warning\">This page holds")
        .append(" the original text of every document (protected health information): keep it")
        .append(" where the notes themselves may be kept.</p>\n<dl class=\"settings\">");
    html.append(term("documents", Integer.toString(report.resolved().documents())));
    settings.forEach((key, value) -> html.append(term(key, value)));
    html.append("</dl>\n<p id=\"")
        .append(STATUS_ELEMENT)
        .append("\" class=\"status\">Filters need JavaScript.</p></header>\n<main>\n");
    summary(html, report.resolved());
    systems(html, report);
    charts(html, report.resolved());
    perLabel(html, report.resolved());
    documents(html, report.documents());
    html.append("</main>\n<script>\n").append(SCRIPT).append("</script>\n</body>\n</html>\n");
    return html.toString();
  }

  /** Writes the page to a UTF-8 file. */
  public void write(CorpusReport report, Map<String, String> settings, Path file) {
    try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      writer.write(toHtml(report, settings));
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write " + file, e);
    }
  }

  private static void summary(StringBuilder html, EvaluationReport report) {
    html.append("<section id=\"summary\"><h2>Resolved output: scores per matching mode</h2>\n")
        .append("<table class=\"scores\"><thead><tr><th>mode</th><th>R</th><th>P</th><th>F1</th>")
        .append("<th>macro R</th><th>macro P</th><th>macro F1</th><th>tp</th><th>fp</th>")
        .append("<th>fn</th></tr></thead><tbody>\n");
    for (Map.Entry<String, MatchScores> mode : ReportRows.modes(report).entrySet()) {
      Score micro = mode.getValue().micro();
      html.append("<tr><th>")
          .append(escape(mode.getKey()))
          .append("</th>")
          .append(cells(micro.recall(), micro.precision(), micro.f1()))
          .append(
              cells(
                  mode.getValue().macro().recall(),
                  mode.getValue().macro().precision(),
                  mode.getValue().macro().f1()))
          .append(counts(micro.tp(), micro.fp(), micro.fn()))
          .append("</tr>\n");
    }
    html.append("</tbody></table>\n<p class=\"note\">strict: same offsets and label;")
        .append(" span: same offsets; merged: MEDDOCAN's merged spans; token: label-blind")
        .append(" alphanumeric tokens; partial: overlap. R = recall (a miss is a leak), P =")
        .append(" precision.</p>\n");
    NoteLevelMetrics note = report.note();
    html.append(
        String.format(
            Locale.ROOT,
            "<p>Notes with PHI flagged: R %s, P %s, specificity %s (tp %d, fp %d, fn %d,"
                + " tn %d).</p>\n",
            ratio(note.recall()),
            ratio(note.precision()),
            ratio(note.specificity()),
            note.tp(),
            note.fp(),
            note.fn(),
            note.tn()));
    LeakReport leak = report.leak();
    if (leak != null) {
      html.append(
          String.format(
              Locale.ROOT,
              "<p id=\"leak\">Leak after substitution: %d of %d gold tokens still in place"
                  + " (<strong>%s</strong>); %d of %d gold strings found verbatim in the"
                  + " rewritten text (%s).</p>\n",
              leak.leakedTokens(),
              leak.goldTokens(),
              ratio(leak.tokenLeakRate()),
              leak.verbatimSpans(),
              leak.goldSpans(),
              ratio(leak.verbatimSpanRate())));
    }
    if (report.bootstrap() != null) {
      html.append("<table class=\"scores\"><caption>Bootstrap ")
          .append(String.format(Locale.ROOT, "%.0f%%", report.bootstrap().confidence() * 100))
          .append(" intervals (")
          .append(report.bootstrap().resamples())
          .append(" resamples)</caption><thead><tr><th>mode</th><th>R</th><th>P</th><th>F1</th>")
          .append("</tr></thead><tbody>\n");
      report
          .bootstrap()
          .perMode()
          .forEach(
              (mode, scores) ->
                  html.append("<tr><th>")
                      .append(escape(mode))
                      .append("</th><td>")
                      .append(interval(scores.recall()))
                      .append("</td><td>")
                      .append(interval(scores.precision()))
                      .append("</td><td>")
                      .append(interval(scores.f1()))
                      .append("</td></tr>\n"));
      html.append("</tbody></table>\n");
    }
    html.append("</section>\n");
  }

  private static void systems(StringBuilder html, CorpusReport report) {
    Map<String, EvaluationReport> systems = new LinkedHashMap<>();
    systems.put(CorpusReports.RESOLVED, report.resolved());
    systems.putAll(report.sources());
    List<String> modes = List.of("strict", "span", "merged", "token");
    html.append("<section id=\"annotators\"><h2>Per annotator (micro)</h2>\n")
        .append("<p class=\"note\">The resolved output, then each detector's candidates scored")
        .append(" on their own: what each annotator adds.</p>\n")
        .append("<table class=\"scores\"><thead><tr><th rowspan=\"2\">system</th>");
    modes.forEach(m -> html.append("<th colspan=\"3\">").append(m).append("</th>"));
    html.append("</tr><tr>");
    modes.forEach(m -> html.append("<th>R</th><th>P</th><th>F1</th>"));
    html.append("</tr></thead><tbody>\n");
    systems.forEach(
        (name, scores) -> {
          html.append("<tr data-system=\"").append(escape(name)).append("\"><th>");
          html.append(escape(name)).append("</th>");
          Map<String, MatchScores> byMode = ReportRows.modes(scores);
          for (String mode : modes) {
            Score micro = byMode.get(mode).micro();
            html.append(cells(micro.recall(), micro.precision(), micro.f1()));
          }
          html.append("</tr>\n");
        });
    html.append("</tbody></table></section>\n");
  }

  private static void charts(StringBuilder html, EvaluationReport report) {
    html.append("<section id=\"charts\"><h2>Per label: recall and precision</h2>\n")
        .append("<div class=\"charts\">");
    for (String mode : CHART_MODES) {
      html.append(barChart(mode, ReportRows.modes(report).get(mode)));
    }
    html.append("</div></section>\n");
  }

  /** Horizontal bars, two per label (recall, then precision), on a 0 to 1 scale. */
  static String barChart(String mode, MatchScores scores) {
    int labelWidth = 250;
    int barWidth = 260;
    int rowHeight = 26;
    int top = 34;
    int height = top + rowHeight * Math.max(1, scores.perLabel().size()) + 10;
    int width = labelWidth + barWidth + 70;
    StringBuilder svg = new StringBuilder();
    svg.append(
        String.format(
            Locale.ROOT,
            "<figure><svg class=\"chart\" data-mode=\"%s\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\""
                + " aria-label=\"per-label recall and precision, %s\">",
            escape(mode),
            width,
            height,
            width,
            height,
            escape(mode)));
    svg.append(
        String.format(
            Locale.ROOT,
            "<text x=\"0\" y=\"14\" class=\"title\">%s</text>"
                + "<rect x=\"%d\" y=\"4\" width=\"12\" height=\"12\" class=\"recall\"/>"
                + "<text x=\"%d\" y=\"14\">recall</text>"
                + "<rect x=\"%d\" y=\"4\" width=\"12\" height=\"12\" class=\"precision\"/>"
                + "<text x=\"%d\" y=\"14\">precision</text>",
            escape(mode),
            labelWidth,
            labelWidth + 16,
            labelWidth + 80,
            labelWidth + 96));
    for (int tick = 0; tick <= 4; tick++) {
      int x = labelWidth + barWidth * tick / 4;
      svg.append(
          String.format(
              Locale.ROOT,
              "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" class=\"grid\"/>",
              x,
              top - 4,
              x,
              height - 8));
    }
    int row = 0;
    for (Map.Entry<String, Score> label : scores.perLabel().entrySet()) {
      int y = top + row * rowHeight;
      Score score = label.getValue();
      svg.append(
          String.format(
              Locale.ROOT,
              "<g class=\"bar\" data-label=\"%s\"><title>%s: R %s, P %s, F1 %s (tp %d, fp %d,"
                  + " fn %d)</title><text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>"
                  + "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"11\" class=\"recall\"/>"
                  + "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"11\" class=\"precision\"/>"
                  + "<text x=\"%d\" y=\"%d\" class=\"value\">%s</text></g>",
              escape(label.getKey()),
              escape(label.getKey()),
              ratio(score.recall()),
              ratio(score.precision()),
              ratio(score.f1()),
              score.tp(),
              score.fp(),
              score.fn(),
              labelWidth - 6,
              y + 16,
              escape(label.getKey()),
              labelWidth,
              y + 2,
              barWidth * score.recall(),
              labelWidth,
              y + 14,
              barWidth * score.precision(),
              labelWidth + barWidth + 6,
              y + 16,
              String.format(Locale.ROOT, "R %.2f", score.recall())));
      row++;
    }
    svg.append("</svg></figure>");
    return svg.toString();
  }

  private static void perLabel(StringBuilder html, EvaluationReport report) {
    html.append("<section id=\"labels\"><h2>Per label (strict)</h2>\n")
        .append("<table class=\"scores\"><thead><tr><th>label</th><th>R</th><th>P</th>")
        .append("<th>F1</th><th>tp</th><th>fp</th><th>fn</th></tr></thead><tbody>\n");
    report
        .strict()
        .perLabel()
        .forEach(
            (label, score) ->
                html.append("<tr><th>")
                    .append(escape(label))
                    .append("</th>")
                    .append(cells(score.recall(), score.precision(), score.f1()))
                    .append(counts(score.tp(), score.fp(), score.fn()))
                    .append("</tr>\n"));
    html.append("</tbody></table></section>\n");
  }

  private static void documents(StringBuilder html, List<EvaluationDocument> documents) {
    html.append("<section id=\"documents\"><h2>Documents</h2>\n")
        .append("<p class=\"legend\">Legend (resolved output, strict matching): ")
        .append("<mark class=\"tp\">true positive</mark> found with the right offsets and label; ")
        .append("<mark class=\"fn\">miss</mark> gold PHI not found exactly (a possible leak); ")
        .append("<mark class=\"fp\">false positive</mark> predicted, not in the gold; ")
        .append("<mark class=\"fn fp\">both</mark> where a miss and a false positive overlap")
        .append(" (wrong boundaries or label). Hover a highlight for its labels.</p>\n")
        .append("<div class=\"filters\"><label>Document id <input id=\"doc-filter\"")
        .append(" type=\"search\" placeholder=\"part of an id\"></label> <label><input")
        .append(" id=\"errors-only\" type=\"checkbox\"> only documents with errors</label>")
        .append(" <span id=\"doc-count\"></span></div>\n");
    boolean openedOne = false;
    for (EvaluationDocument document : documents) {
      List<Highlight> highlights = highlights(document);
      long tp = count(document, TRUE_POSITIVE);
      long fp = count(document, FALSE_POSITIVE);
      long fn = count(document, FALSE_NEGATIVE);
      boolean open = !openedOne && fp + fn > 0;
      openedOne |= open;
      html.append(
          String.format(
              Locale.ROOT,
              "<details class=\"doc\" data-id=\"%s\" data-tp=\"%d\" data-fp=\"%d\""
                  + " data-fn=\"%d\"%s><summary><span class=\"id\">%s</span>"
                  + " <span class=\"counts\">tp %d, fp %d, fn %d</span></summary>"
                  + "<pre class=\"text\">",
              escape(document.id()),
              tp,
              fp,
              fn,
              open ? " open" : "",
              escape(document.id()),
              tp,
              fp,
              fn));
      String text = document.text();
      int cursor = 0;
      for (Highlight highlight : highlights) {
        html.append(escape(text.substring(cursor, highlight.begin())));
        html.append("<mark class=\"")
            .append(String.join(" ", highlight.classes()))
            .append("\" title=\"")
            .append(escape(String.join("; ", highlight.notes())))
            .append("\">")
            .append(escape(text.substring(highlight.begin(), highlight.end())))
            .append("</mark>");
        cursor = highlight.end();
      }
      html.append(escape(text.substring(cursor))).append("</pre></details>\n");
    }
    html.append("</section>\n");
  }

  /** A stretch of text covered by the same gold and predicted spans. */
  record Highlight(int begin, int end, Set<String> classes, List<String> notes) {}

  /**
   * Cuts the text at every span boundary; each piece covered by some span gets the classes of the
   * spans covering it ({@code tp}, {@code fn}, {@code fp}, in that order) and their labels.
   */
  static List<Highlight> highlights(EvaluationDocument document) {
    Set<PhiSpan> gold = new LinkedHashSet<>(document.gold());
    Set<PhiSpan> predicted = new LinkedHashSet<>(document.predicted());
    List<PhiSpan> spans = new ArrayList<>();
    List<String> kinds = new ArrayList<>();
    for (PhiSpan span : gold) {
      spans.add(span);
      kinds.add(predicted.contains(span) ? TRUE_POSITIVE : FALSE_NEGATIVE);
    }
    for (PhiSpan span : predicted) {
      if (!gold.contains(span)) {
        spans.add(span);
        kinds.add(FALSE_POSITIVE);
      }
    }
    TreeSet<Integer> cuts = new TreeSet<>();
    spans.forEach(
        span -> {
          cuts.add(span.begin());
          cuts.add(span.end());
        });
    List<Highlight> highlights = new ArrayList<>();
    Integer begin = cuts.isEmpty() ? null : cuts.first();
    while (begin != null) {
      Integer end = cuts.higher(begin);
      if (end == null) {
        break;
      }
      Set<String> ordered = new LinkedHashSet<>();
      List<String> notes = new ArrayList<>();
      for (String kind : List.of(TRUE_POSITIVE, FALSE_NEGATIVE, FALSE_POSITIVE)) {
        for (int i = 0; i < spans.size(); i++) {
          PhiSpan span = spans.get(i);
          if (kinds.get(i).equals(kind) && span.begin() <= begin && span.end() >= end) {
            ordered.add(kind);
            notes.add(note(kind, span));
          }
        }
      }
      if (!ordered.isEmpty()) {
        highlights.add(new Highlight(begin, end, ordered, notes));
      }
      begin = end;
    }
    return highlights;
  }

  private static String note(String kind, PhiSpan span) {
    String what =
        switch (kind) {
          case TRUE_POSITIVE -> "found";
          case FALSE_NEGATIVE -> "missed gold";
          default -> "false positive";
        };
    return what + " " + span.label() + " [" + span.begin() + ", " + span.end() + ")";
  }

  private static long count(EvaluationDocument document, String kind) {
    Set<PhiSpan> gold = new LinkedHashSet<>(document.gold());
    Set<PhiSpan> predicted = new LinkedHashSet<>(document.predicted());
    return switch (kind) {
      case TRUE_POSITIVE -> gold.stream().filter(predicted::contains).count();
      case FALSE_NEGATIVE -> gold.stream().filter(s -> !predicted.contains(s)).count();
      default -> predicted.stream().filter(s -> !gold.contains(s)).count();
    };
  }

  private static String term(String key, String value) {
    return "<dt>" + escape(key) + "</dt><dd>" + escape(value) + "</dd>";
  }

  private static String cells(double recall, double precision, double f1) {
    return "<td>"
        + ratio(recall)
        + "</td><td>"
        + ratio(precision)
        + "</td><td>"
        + ratio(f1)
        + "</td>";
  }

  private static String counts(long tp, long fp, long fn) {
    return "<td>" + tp + "</td><td>" + fp + "</td><td>" + fn + "</td>";
  }

  private static String ratio(double value) {
    return String.format(Locale.ROOT, "%.4f", value);
  }

  private static String interval(BootstrapInterval interval) {
    return String.format(
        Locale.ROOT, "%.4f [%.4f, %.4f]", interval.estimate(), interval.lower(), interval.upper());
  }

  /** Escapes the five HTML special characters. */
  static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  private static final String CSS =
      """
      body { font-family: system-ui, sans-serif; margin: 1.5em; color: #1d1d1d; }
      h1 { margin: 0 0 .3em; } h2 { border-bottom: 1px solid #ccc; padding-bottom: .2em; }
      .warning { background: #fff4e0; border-left: 4px solid #c77d00; padding: .4em .8em; }
      .settings { display: grid; grid-template-columns: max-content auto; gap: .1em 1em; }
      .settings dt { font-weight: 600; } .settings dd { margin: 0; font-family: monospace; }
      .status { color: #777; font-size: .85em; }
      table.scores { border-collapse: collapse; margin: .5em 0; }
      table.scores th, table.scores td { border: 1px solid #ddd; padding: .2em .6em; }
      table.scores td { text-align: right; font-variant-numeric: tabular-nums; }
      table.scores thead th { background: #f3f3f3; }
      table.scores tbody th { text-align: left; font-weight: 600; }
      .note { color: #555; font-size: .9em; }
      .charts { display: flex; flex-wrap: wrap; gap: 2em; } .charts figure { margin: 0; }
      svg.chart text { font-size: 12px; fill: #222; } svg.chart text.title { font-weight: 700; }
      svg.chart .recall { fill: #2f6db5; } svg.chart .precision { fill: #9cc3ea; }
      svg.chart .grid { stroke: #ddd; } svg.chart text.value { fill: #555; }
      mark { border-radius: 2px; padding: 0 1px; color: inherit; }
      mark.tp { background: #c9efc9; border-bottom: 2px solid #2e8b2e; }
      mark.fn { background: #ffc8c8; border-bottom: 2px solid #c41e1e; }
      mark.fp { background: #ffe7a6; border-bottom: 2px dashed #a86f00; }
      mark.fn.fp { background: linear-gradient(#ffc8c8 55%, #ffe7a6 55%); }
      mark.tp.fp, mark.tp.fn { outline: 1px dashed #a86f00; }
      .filters { margin: .5em 0; } #doc-count { color: #555; margin-left: 1em; }
      details.doc { border: 1px solid #ddd; border-radius: 4px; margin: .3em 0; }
      details.doc summary { cursor: pointer; padding: .3em .6em; background: #fafafa; }
      details.doc .id { font-family: monospace; } details.doc .counts { color: #555; }
      pre.text { white-space: pre-wrap; margin: 0; padding: .6em; font-size: .9em;
        line-height: 1.5; }
      """;

  private static final String SCRIPT =
      """
      (function () {
        var docs = Array.prototype.slice.call(document.querySelectorAll('details.doc'));
        var filter = document.getElementById('doc-filter');
        var errorsOnly = document.getElementById('errors-only');
        var count = document.getElementById('doc-count');
        function apply() {
          var needle = filter.value.trim().toLowerCase();
          var shown = 0;
          docs.forEach(function (d) {
            var errors = Number(d.dataset.fp) + Number(d.dataset.fn);
            var visible = d.dataset.id.toLowerCase().indexOf(needle) >= 0
                && (!errorsOnly.checked || errors > 0);
            d.hidden = !visible;
            if (visible) { shown++; }
          });
          count.textContent = shown + ' of ' + docs.length + ' documents shown';
        }
        filter.addEventListener('input', apply);
        errorsOnly.addEventListener('change', apply);
        apply();
        var status = document.getElementById('report-status');
        status.textContent = 'ready';
        status.dataset.state = 'ready';
      })();
      """;
}
