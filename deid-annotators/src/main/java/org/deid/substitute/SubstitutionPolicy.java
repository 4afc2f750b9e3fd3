package org.deid.substitute;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.deid.taxonomy.PhiCategory;
import org.deid.taxonomy.PhiSubtype;

/**
 * Which strategy rewrites each PHI category: a default for all, and exceptions per category written
 * {@code CATEGORY=strategy} ({@code DATE=shift}, {@code ID=mask}, {@code COUNTRY=keep}). A key is a
 * category ({@code NAME}, {@code LOCATION}...) or a subtype ({@code COUNTRY}, {@code ZIP}...), the
 * subtype winning. Unknown keys and strategies fail at once with their name.
 */
public final class SubstitutionPolicy {

  private final Strategy fallback;
  private final Map<PhiCategory, Strategy> byCategory;
  private final Map<String, Strategy> bySubtype;

  private SubstitutionPolicy(
      Strategy fallback, Map<PhiCategory, Strategy> byCategory, Map<String, Strategy> bySubtype) {
    this.fallback = fallback;
    this.byCategory = Collections.unmodifiableMap(byCategory);
    this.bySubtype = Map.copyOf(bySubtype);
  }

  /**
   * A policy from a default strategy and {@code KEY=strategy} settings.
   *
   * @throws IllegalArgumentException naming the first unknown key or strategy
   */
  public static SubstitutionPolicy of(String fallback, List<String> settings) {
    Strategy defaultStrategy = Strategy.parse(fallback);
    Map<PhiCategory, Strategy> byCategory = new EnumMap<>(PhiCategory.class);
    Map<String, Strategy> bySubtype = new HashMap<>();
    for (String setting : settings) {
      String[] pair = setting.split("=", 2);
      if (pair.length != 2 || pair[0].isBlank()) {
        throw new IllegalArgumentException(
            "Policy setting '" + setting + "': expected KEY=strategy, e.g. DATE=shift");
      }
      String key = pair[0].trim().toUpperCase(Locale.ROOT);
      Strategy strategy;
      try {
        strategy = Strategy.parse(pair[1]);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("Policy key " + key + ": " + e.getMessage(), e);
      }
      if (isCategory(key)) {
        byCategory.put(PhiCategory.valueOf(key), strategy);
      } else if (isSubtype(key)) {
        bySubtype.put(key, strategy);
      } else {
        throw new IllegalArgumentException(
            "Unknown policy key '"
                + pair[0].trim()
                + "': use a category "
                + List.of(PhiCategory.values())
                + " or a subtype (e.g. COUNTRY, ZIP, BIRTH_DATE)");
      }
    }
    return new SubstitutionPolicy(defaultStrategy, byCategory, bySubtype);
  }

  /**
   * A policy file: one {@code KEY=strategy} a line, {@code #} comments and blank lines ignored, an
   * optional {@code *=strategy} line for the default.
   */
  public static SubstitutionPolicy read(Path file, String fallback) {
    Settings read = readSettings(file, fallback);
    try {
      return of(read.fallback(), read.settings());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
    }
  }

  /**
   * The lines of a policy file as the substitution annotator's parameters take them: the strategy
   * of {@code *=} (or the given fallback) and the other settings, blank lines and comments left
   * out. Nothing is validated here: {@link #read} does that.
   */
  public static Settings readSettings(Path file, String fallback) {
    List<String> settings = new ArrayList<>();
    String defaultStrategy = fallback;
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read policy file " + file, e);
    }
    for (String raw : lines) {
      String line = raw.strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      if (line.startsWith("*=")) {
        defaultStrategy = line.substring(2).strip();
        continue;
      }
      settings.add(line);
    }
    return new Settings(defaultStrategy, List.copyOf(settings));
  }

  /**
   * A policy as parameters: the fallback strategy and the {@code CATEGORY=strategy} settings.
   *
   * @param fallback the strategy of every category the settings do not name
   * @param settings the settings, in file order
   */
  public record Settings(String fallback, List<String> settings) {}

  /** The strategy for a PHI of this category and subtype (either may be null). */
  public Strategy strategyFor(String category, String subtype) {
    if (subtype != null && bySubtype.containsKey(subtype)) {
      return bySubtype.get(subtype);
    }
    if (category != null && isCategory(category)) {
      return byCategory.getOrDefault(PhiCategory.valueOf(category), fallback);
    }
    return fallback;
  }

  private static boolean isCategory(String key) {
    for (PhiCategory category : PhiCategory.values()) {
      if (category.name().equals(key)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isSubtype(String key) {
    for (PhiSubtype subtype : PhiSubtype.values()) {
      if (subtype.name().equals(key)) {
        return true;
      }
    }
    return false;
  }
}
