package org.deid.data;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The data lines of one of deid's text data files (label schemes, pattern files, trigger lists):
 * UTF-8, blank lines and lines starting with {@code #} are comments. Each line keeps the place it
 * comes from, so that an error can name the file and line.
 */
public final class DataFile {

  /**
   * One data line.
   *
   * @param text the line as written (not stripped: tabs separate columns)
   * @param where {@code origin:lineNumber}, for error messages
   */
  public record Line(String text, String where) {}

  private DataFile() {}

  /** Reads the data lines of a stream, closing it. */
  public static List<Line> read(InputStream in, String origin) throws IOException {
    List<Line> lines = new ArrayList<>();
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String text;
      int number = 0;
      while ((text = reader.readLine()) != null) {
        number++;
        if (!text.isBlank() && !text.startsWith("#")) {
          lines.add(new Line(text, origin + ":" + number));
        }
      }
    }
    return lines;
  }

  /**
   * Reads the data lines of a classpath resource shipped with deid.
   *
   * @throws IllegalStateException when the resource is missing (a broken build, not a user error)
   */
  public static List<Line> readResource(String resource) {
    InputStream in = DataFile.class.getClassLoader().getResourceAsStream(resource);
    if (in == null) {
      throw new IllegalStateException("Missing data resource " + resource);
    }
    try {
      return read(in, resource);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read data resource " + resource, e);
    }
  }
}
