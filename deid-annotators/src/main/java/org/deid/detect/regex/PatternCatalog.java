package org.deid.detect.regex;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.deid.data.DataFile;
import org.deid.taxonomy.NameRole;
import org.deid.taxonomy.PhiCategory;
import org.deid.taxonomy.PhiClass;
import org.deid.taxonomy.PhiSubtype;

/**
 * The compiled patterns of a language: {@code common.tsv} plus the language's own file. Compiled
 * once per JVM and shared by every annotator instance (compiled patterns are thread-safe). The file
 * format (columns, {@code @NAME} macros referenced as {@code ${NAME}}) is documented in the header
 * of {@code common.tsv}.
 */
public final class PatternCatalog {

  /** Languages that have a pattern file. */
  public static final List<String> LANGUAGES = List.of("fr", "es");

  private static final String FOLDER = "org/deid/detect/regex/";
  private static final Map<String, PatternCatalog> CACHE = new ConcurrentHashMap<>();
  private static final Pattern MACRO_REFERENCE = Pattern.compile("\\$\\{([A-Z][A-Z0-9_]*)}");
  private static final int COLUMNS = 8;

  private final String language;

  private final List<PhiPattern> patterns;

  private final MatchStarts.Index startIndex;

  private PatternCatalog(String language, List<PhiPattern> patterns) {
    this.language = language;
    this.patterns = patterns;
    this.startIndex = MatchStarts.index(patterns.stream().map(PhiPattern::starts).toList());
  }

  /**
   * The patterns for a language ({@code fr} or {@code es}), from the bundled files.
   *
   * @throws IllegalArgumentException for another language, or a malformed pattern file
   */
  public static List<PhiPattern> forLanguage(String language) {
    return of(language, null).patterns();
  }

  /**
   * The catalog of a language with the pattern files of a folder of the user's, compiled on first
   * use: {@code common.tsv} and {@code LANGUAGE.tsv} found there are read instead of the bundled
   * ones (same format), a file absent there is the bundled one.
   *
   * @param location the folder, or null (or empty) for the bundled files alone
   * @throws IllegalArgumentException for another language, a location that is no folder, or a
   *     malformed pattern file (naming its file and line)
   */
  public static PatternCatalog of(String language, String location) {
    String lang = language.toLowerCase(Locale.ROOT);
    if (!LANGUAGES.contains(lang)) {
      throw new IllegalArgumentException(
          "No patterns for language '" + language + "': use one of " + LANGUAGES);
    }
    if (location == null || location.isEmpty()) {
      return CACHE.computeIfAbsent(lang, l -> compile(l, null));
    }
    Path folder = Path.of(location);
    if (!Files.isDirectory(folder)) {
      throw new IllegalArgumentException("The pattern location " + location + " is no folder");
    }
    Path key = folder.toAbsolutePath().normalize();
    return CACHE.computeIfAbsent(lang + "\t" + key, k -> compile(lang, key));
  }

  /** The language of the patterns, lower case. */
  public String language() {
    return language;
  }

  /** The patterns, {@code common.tsv}'s first, in file order. */
  public List<PhiPattern> patterns() {
    return patterns;
  }

  /** The start tables of the patterns, in their order, joined for one pass over a text. */
  MatchStarts.Index startIndex() {
    return startIndex;
  }

  private static PatternCatalog compile(String language, Path folder) {
    Map<String, String> macros = new HashMap<>();
    List<PhiPattern> patterns = new ArrayList<>(read(lines(folder, "common.tsv"), macros));
    patterns.addAll(read(lines(folder, language + ".tsv"), macros));
    return new PatternCatalog(language, List.copyOf(patterns));
  }

  /** The data lines of a pattern file: the user's folder's, else the bundled one. */
  private static List<DataFile.Line> lines(Path folder, String name) {
    Path file = folder == null ? null : folder.resolve(name);
    if (file == null || !Files.isRegularFile(file)) {
      return DataFile.readResource(FOLDER + name);
    }
    try (InputStream in = Files.newInputStream(file)) {
      return DataFile.read(in, file.toString());
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read pattern file " + file, e);
    }
  }

  private static List<PhiPattern> read(List<DataFile.Line> lines, Map<String, String> macros) {
    List<PhiPattern> patterns = new ArrayList<>();
    for (DataFile.Line line : lines) {
      if (line.text().startsWith("@")) {
        define(line.text(), line.where(), macros);
      } else {
        patterns.add(parse(expand(line.text(), line.where(), macros), line.where()));
      }
    }
    return patterns;
  }

  private static void define(String line, String where, Map<String, String> macros) {
    String[] columns = line.substring(1).split("\t", 2);
    if (columns.length != 2 || !columns[0].matches("[A-Z][A-Z0-9_]*")) {
      throw new IllegalArgumentException(where + ": expected @NAME<tab>regex, NAME in capitals");
    }
    String body = expand(columns[1], where, macros);
    try {
      Pattern.compile(body);
    } catch (PatternSyntaxException e) {
      throw new IllegalArgumentException(where + ": " + e.getDescription(), e);
    }
    macros.put(columns[0], body);
  }

  private static String expand(String text, String where, Map<String, String> macros) {
    Matcher reference = MACRO_REFERENCE.matcher(text);
    StringBuilder out = new StringBuilder();
    while (reference.find()) {
      String body = macros.get(reference.group(1));
      if (body == null) {
        throw new IllegalArgumentException(where + ": undefined macro " + reference.group(1));
      }
      reference.appendReplacement(out, Matcher.quoteReplacement("(?:" + body + ")"));
    }
    reference.appendTail(out);
    return out.toString();
  }

  private static PhiPattern parse(String line, String where) {
    String[] columns = line.split("\t", COLUMNS);
    if (columns.length != COLUMNS) {
      throw new IllegalArgumentException(
          where + ": expected " + COLUMNS + " tab-separated columns");
    }
    try {
      PhiSubtype subtype = columns[2].equals("-") ? null : PhiSubtype.valueOf(columns[2]);
      PhiClass phiClass =
          new PhiClass(
              PhiCategory.valueOf(columns[1]),
              subtype,
              columns[3].equals("-") ? null : NameRole.valueOf(columns[3]));
      String label = columns[4].equals("-") ? "" : columns[4];
      Validator validator = Validator.parse(columns[5]);
      float confidence = Float.parseFloat(columns[6]);
      Pattern regex = Pattern.compile(columns[7], Pattern.UNICODE_CHARACTER_CLASS);
      return new PhiPattern(
          columns[0], phiClass, label, validator, confidence, regex, MatchStarts.of(regex));
    } catch (PatternSyntaxException e) {
      throw new IllegalArgumentException(where + ": " + e.getDescription(), e);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
    }
  }
}
