package org.deid.detect.regex;

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
  private static final Map<String, List<PhiPattern>> CACHE = new ConcurrentHashMap<>();
  private static final Map<String, MatchStarts.Index> START_INDEXES = new ConcurrentHashMap<>();
  private static final Pattern MACRO_REFERENCE = Pattern.compile("\\$\\{([A-Z][A-Z0-9_]*)}");
  private static final int COLUMNS = 8;

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

  /**
   * The start tables of a language's patterns, in the order of {@link #forLanguage}, joined for one
   * pass over a text.
   */
  static MatchStarts.Index startIndex(String language) {
    List<PhiPattern> patterns = forLanguage(language);
    return START_INDEXES.computeIfAbsent(
        language.toLowerCase(Locale.ROOT),
        key -> MatchStarts.index(patterns.stream().map(PhiPattern::starts).toList()));
  }

  private static List<PhiPattern> compile(String language) {
    Map<String, String> macros = new HashMap<>();
    List<PhiPattern> patterns = new ArrayList<>(read(FOLDER + "common.tsv", macros));
    patterns.addAll(read(FOLDER + language + ".tsv", macros));
    return List.copyOf(patterns);
  }

  private static List<PhiPattern> read(String resource, Map<String, String> macros) {
    List<PhiPattern> patterns = new ArrayList<>();
    for (DataFile.Line line : DataFile.readResource(resource)) {
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
