package org.deid.eval.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.deid.eval.EvaluationReport;
import org.deid.eval.corpus.CorpusReport;

/**
 * Writes an {@link EvaluationReport} as JSON. Keys are snake_case and sorted alphabetically inside
 * every object (map keys too), so two reports diff cleanly; absent sections ({@code bootstrap},
 * {@code leak}) are left out.
 */
public final class JsonReportWriter {

  private final ObjectMapper mapper =
      JsonMapper.builder()
          .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
          .enable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
          .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
          .enable(SerializationFeature.INDENT_OUTPUT)
          .serializationInclusion(JsonInclude.Include.NON_NULL)
          .build();

  /** The report as a JSON string. */
  public String toJson(EvaluationReport report) {
    try {
      return mapper.writeValueAsString(report);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("Cannot serialise the evaluation report", e);
    }
  }

  /** Writes the report to a UTF-8 file. */
  public void write(EvaluationReport report, Path file) {
    write(toJson(report), file);
  }

  /**
   * A corpus report as JSON: the resolved output's report at the top level (keys as for an {@link
   * EvaluationReport}), each detector's report under {@code sources.<id>} and the run's settings
   * (scheme, level, folders...) under {@code settings}.
   */
  public String toJson(CorpusReport report, Map<String, String> settings) {
    Map<String, Object> root = new TreeMap<>();
    @SuppressWarnings("unchecked")
    Map<String, Object> resolved = mapper.convertValue(report.resolved(), Map.class);
    root.putAll(resolved);
    root.put(CorpusReports.SOURCES, report.sources());
    root.put("settings", new TreeMap<>(settings));
    try {
      return mapper.writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("Cannot serialise the evaluation report", e);
    }
  }

  /** Writes a corpus report to a UTF-8 file. */
  public void write(CorpusReport report, Map<String, String> settings, Path file) {
    write(toJson(report, settings), file);
  }

  private static void write(String json, Path file) {
    try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      writer.write(json);
      writer.write('\n');
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write " + file, e);
    }
  }
}
