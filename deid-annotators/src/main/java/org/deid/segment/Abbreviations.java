package org.deid.segment;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * A set of abbreviations that keep their final period and do not end a sentence ("Dr.", "Sra.",
 * "nov."). Entries are matched exactly, or in all capitals ("DRA.").
 */
public final class Abbreviations {

  private static final String RESOURCE_PATTERN = "abbreviations-%s.txt";

  private static final Set<String> LANGUAGES = Set.of("fr", "es");

  private final Set<String> entries;

  private final Set<String> upperCased = new HashSet<>();

  private Abbreviations(Set<String> entries) {
    this.entries = Set.copyOf(entries);
    for (String each : entries) {
      upperCased.add(each.toUpperCase(Locale.ROOT));
    }
  }

  /**
   * The built-in list for a language: "fr" or "es" (a region suffix such as "fr-FR" is ignored);
   * any other value, or null, gives the union of all built-in lists.
   */
  public static Abbreviations forLanguage(String language) {
    String lang = normalizeLanguage(language);
    Set<String> entries = new HashSet<>();
    for (String each : LANGUAGES) {
      if (lang == null || lang.equals(each)) {
        entries.addAll(readResource(each));
      }
    }
    return new Abbreviations(entries);
  }

  /** The language code the built-in lists know for {@code language}, or null for the union. */
  static String normalizeLanguage(String language) {
    if (language == null) {
      return null;
    }
    String lang = language.toLowerCase(Locale.ROOT);
    int dash = lang.indexOf('-');
    if (dash < 0) {
      dash = lang.indexOf('_');
    }
    if (dash > 0) {
      lang = lang.substring(0, dash);
    }
    return LANGUAGES.contains(lang) ? lang : null;
  }

  /** This set plus the entries of a UTF-8 file, one a line, {@code #} for comments. */
  public Abbreviations withFile(Path file) throws IOException {
    Set<String> all = new HashSet<>(entries);
    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      all.addAll(read(reader));
    }
    return new Abbreviations(all);
  }

  /** Whether {@code text}, with its final period, is a known abbreviation. */
  public boolean contains(CharSequence text) {
    String s = text.toString();
    if (entries.contains(s)) {
      return true;
    }
    // An all-caps header writes "DRA." for "Dra.": accept the upper-case form of any entry.
    return s.length() > 2 && s.equals(s.toUpperCase(Locale.ROOT)) && upperCased.contains(s);
  }

  /** How many entries the set holds. */
  public int size() {
    return entries.size();
  }

  private static Set<String> readResource(String language) {
    String name = String.format(Locale.ROOT, RESOURCE_PATTERN, language);
    try (InputStream in = Abbreviations.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("Missing resource " + name);
      }
      return read(new InputStreamReader(in, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read resource " + name, e);
    }
  }

  private static Set<String> read(Reader reader) throws IOException {
    Set<String> out = new HashSet<>();
    BufferedReader lines = new BufferedReader(reader);
    for (String line = lines.readLine(); line != null; line = lines.readLine()) {
      String entry = line.strip();
      if (!entry.isEmpty() && !entry.startsWith("#")) {
        if (!entry.endsWith(".") || entry.length() < 2) {
          throw new IOException("Abbreviation must end with a period: " + entry);
        }
        out.add(entry);
      }
    }
    return out;
  }
}
