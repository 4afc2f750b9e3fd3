package org.deid.eval.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import org.deid.eval.EvaluationReport;
import org.deid.eval.corpus.CorpusReport;
import org.deid.eval.metric.MacroScores;
import org.deid.eval.metric.MatchScores;
import org.deid.eval.metric.Score;

/**
 * Writes the match scores of a report as CSV (RFC 4180: comma-separated, CRLF line ends, fields
 * quoted when they hold a comma, quote or line break), one row per mode and scope: {@code
 * mode,scope,label,tp,tp_predicted,fp,fn,precision,recall,f1} where scope is {@code micro}, {@code
 * macro} (counts empty) or {@code label}. Numbers use a dot and full precision.
 */
public final class CsvReportWriter {

  /** The header row. */
  public static final String HEADER = "mode,scope,label,tp,tp_predicted,fp,fn,precision,recall,f1";

  /** The header row of a corpus report: {@link #HEADER} after a {@code system} column. */
  public static final String CORPUS_HEADER = "system," + HEADER;

  /** The report as CSV text. */
  public String toCsv(EvaluationReport report) {
    StringBuilder csv = new StringBuilder(HEADER).append("\r\n");
    for (Map.Entry<String, MatchScores> mode : ReportRows.modes(report).entrySet()) {
      MatchScores scores = mode.getValue();
      row(csv, mode.getKey(), "micro", "", scores.micro());
      MacroScores macro = scores.macro();
      csv.append(mode.getKey())
          .append(",macro,,,,,,")
          .append(number(macro.precision()))
          .append(',')
          .append(number(macro.recall()))
          .append(',')
          .append(number(macro.f1()))
          .append("\r\n");
      for (Map.Entry<String, Score> label : scores.perLabel().entrySet()) {
        row(csv, mode.getKey(), "label", label.getKey(), label.getValue());
      }
    }
    return csv.toString();
  }

  /** Writes the CSV to a UTF-8 file. */
  public void write(EvaluationReport report, Path file) {
    write(toCsv(report), file);
  }

  /**
   * A corpus report as CSV: the rows of the resolved output (system {@code resolved}), then those
   * of each detector (system = its source id), each row led by the system.
   */
  public String toCsv(CorpusReport report) {
    StringBuilder csv = new StringBuilder(CORPUS_HEADER).append("\r\n");
    appendRows(csv, CorpusReports.RESOLVED, report.resolved());
    report.sources().forEach((source, scores) -> appendRows(csv, source, scores));
    return csv.toString();
  }

  /** Writes a corpus report as CSV to a UTF-8 file. */
  public void write(CorpusReport report, Path file) {
    write(toCsv(report), file);
  }

  private void appendRows(StringBuilder csv, String system, EvaluationReport report) {
    String rows = toCsv(report);
    for (String line : rows.substring(rows.indexOf("\r\n") + 2).split("\r\n")) {
      csv.append(quote(system)).append(',').append(line).append("\r\n");
    }
  }

  private static void write(String csv, Path file) {
    try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      writer.write(csv);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write " + file, e);
    }
  }

  private static void row(StringBuilder csv, String mode, String scope, String label, Score s) {
    csv.append(mode)
        .append(',')
        .append(scope)
        .append(',')
        .append(quote(label))
        .append(',')
        .append(s.tp())
        .append(',')
        .append(s.tpPredicted())
        .append(',')
        .append(s.fp())
        .append(',')
        .append(s.fn())
        .append(',')
        .append(number(s.precision()))
        .append(',')
        .append(number(s.recall()))
        .append(',')
        .append(number(s.f1()))
        .append("\r\n");
  }

  /** Quotes a field when CSV requires it, doubling inner quotes. */
  static String quote(String field) {
    if (field.indexOf(',') < 0
        && field.indexOf('"') < 0
        && field.indexOf('\n') < 0
        && field.indexOf('\r') < 0) {
      return field;
    }
    return '"' + field.replace("\"", "\"\"") + '"';
  }

  private static String number(double value) {
    return String.format(Locale.ROOT, "%s", value);
  }
}
