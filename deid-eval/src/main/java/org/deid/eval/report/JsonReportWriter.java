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
import org.deid.eval.EvaluationReport;

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
    try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      writer.write(toJson(report));
      writer.write('\n');
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write " + file, e);
    }
  }
}
