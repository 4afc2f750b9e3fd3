package org.deid.detect.regex;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.deid.taxonomy.PhiCategory;
import org.deid.taxonomy.PhiClass;
import org.deid.taxonomy.PhiSubtype;

/**
 * The compiled patterns of a language: {@code common.tsv} plus the language's own file. Compiled
 * once per JVM and shared by every annotator instance (compiled patterns are thread-safe).
 */
public final class PatternCatalog {

  /** Languages that have a pattern file. */
  public static final List<String> LANGUAGES = List.of("fr", "es");

  private static final String FOLDER = "org/deid/detect/regex/";
  private static final Map<String, List<PhiPattern>> CACHE = new ConcurrentHashMap<>();

  private PatternCatalog() {}

  /**
   * The patterns for a language ({@code fr} or {@code es}).
   *
   * @throws IllegalArgumentException for another language, or a malformed pattern file
   */
  public static List<PhiPattern> forLanguage(String language) {
    String key = language.toLowerCase(Locale.ROOT);
    if (!LANGUAGES.contains(key)) {
      throw new IllegalArgumentException(
          "No patterns for language '" + language + "': use one of " + LANGUAGES);
    }
    return CACHE.computeIfAbsent(key, PatternCatalog::compile);
  }

  private static List<PhiPattern> compile(String language) {
    List<PhiPattern> patterns = new ArrayList<>(read(FOLDER + "common.tsv"));
    patterns.addAll(read(FOLDER + language + ".tsv"));
    return List.copyOf(patterns);
  }

  private static List<PhiPattern> read(String resource) {
    InputStream in = PatternCatalog.class.getClassLoader().getResourceAsStream(resource);
    if (in == null) {
      throw new IllegalStateException("Missing pattern resource " + resource);
    }
    List<PhiPattern> patterns = new ArrayList<>();
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String line;
      int number = 0;
      while ((line = reader.readLine()) != null) {
        number++;
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        patterns.add(parse(line, resource + ":" + number));
      }
    } catch (IOException e) {
      throw new IllegalStateException("Cannot read pattern resource " + resource, e);
    }
    return patterns;
  }

  private static PhiPattern parse(String line, String where) {
    String[] columns = line.split("\t", 5);
    if (columns.length != 5) {
      throw new IllegalArgumentException(where + ": expected 5 tab-separated columns");
    }
    try {
      PhiSubtype subtype = PhiSubtype.valueOf(columns[2]);
      PhiClass phiClass = new PhiClass(PhiCategory.valueOf(columns[1]), subtype, null);
      float confidence = Float.parseFloat(columns[3]);
      Pattern regex = Pattern.compile(columns[4], Pattern.UNICODE_CHARACTER_CLASS);
      return new PhiPattern(columns[0], phiClass, confidence, regex);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
    }
  }
}
