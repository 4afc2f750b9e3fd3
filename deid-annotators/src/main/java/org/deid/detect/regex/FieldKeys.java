package org.deid.detect.regex;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.deid.data.DataFile;
import org.deid.taxonomy.NameRole;
import org.deid.taxonomy.PhiCategory;
import org.deid.taxonomy.PhiClass;
import org.deid.taxonomy.PhiSubtype;

/**
 * The field names of structured exports ("nom_naissance", "patient.sexe", "FNAC", "Nº PETICIÓN")
 * and what their values are, with the word lists that tell a value from a non-value. Data: {@code
 * org/deid/detect/regex/fields-common.tsv} then {@code fields-{fr,es}.tsv}, whose header documents
 * the format. Loaded once per JVM per language; instances are immutable and thread-safe.
 */
public final class FieldKeys {

  /**
   * What a field holds.
   *
   * @param phiClass the class of its value
   * @param shape what its value looks like
   */
  public record Kind(PhiClass phiClass, ValueShape shape) {

    /** This kind with a patient's name turned into a name of {@code role}. */
    Kind withRole(NameRole role) {
      if (phiClass.category() != PhiCategory.NAME || phiClass.role() != NameRole.PATIENT) {
        return this;
      }
      return new Kind(PhiClass.name(phiClass.subtype(), role), shape);
    }
  }

  private static final String FOLDER = "org/deid/detect/regex/";
  private static final Map<String, FieldKeys> CACHE = new ConcurrentHashMap<>();

  /** The longest name that can be a key: a longer one is not looked up. */
  static final int MAX_KEY_CHARS = 40;

  private static final Pattern PARENTHESIS = Pattern.compile("\\([^)]*\\)");
  private static final Pattern MARKS = Pattern.compile("\\p{M}+");
  private static final Pattern NON_ALNUM = Pattern.compile("[^a-z0-9]+");
  // Every alternative ends with a digit: exact() skips it for a name ending otherwise.
  private static final Pattern INDEX = Pattern.compile("(?:^| )l?\\d{1,2}$|(?<=[a-z])\\d{1,2}$");
  private static final Pattern INDEXED_AFTER_BLANK = Pattern.compile("\\s\\d{1,2}$");
  private static final Pattern LINKING_WORD = Pattern.compile("^(?:de|du|d|del) ");
  private static final Set<String> NUMBER_WORDS = Set.of("n", "no", "num", "numero", "nro", "nr");
  // An exported identifier: no blank inside, words joined by "_" or "." (lookup checks for one).
  private static final Pattern IDENTIFIER = Pattern.compile("[\\p{L}\\d]+(?:[_.][\\p{L}\\d]+)+");

  private final Map<String, Kind> keys;
  private final Map<String, NameRole> prefixes;
  private final Set<String> nonValues;
  private final Set<String> sexWords;
  private final Set<String> titles;
  private final Set<String> particles;
  private final Set<String> nonNames;

  private FieldKeys(
      Map<String, Kind> keys,
      Map<String, NameRole> prefixes,
      Set<String> nonValues,
      Set<String> sexWords,
      Set<String> titles,
      Set<String> particles,
      Set<String> nonNames) {
    this.keys = Map.copyOf(keys);
    this.prefixes = Map.copyOf(prefixes);
    this.nonValues = Set.copyOf(nonValues);
    this.sexWords = Set.copyOf(sexWords);
    this.titles = Set.copyOf(titles);
    this.particles = Set.copyOf(particles);
    this.nonNames = Set.copyOf(nonNames);
  }

  /**
   * The field names of a language ({@code fr} or {@code es}).
   *
   * @throws IllegalArgumentException for another language, or a malformed file
   */
  public static FieldKeys forLanguage(String language) {
    String key = language.toLowerCase(Locale.ROOT);
    if (!PatternCatalog.LANGUAGES.contains(key)) {
      throw new IllegalArgumentException(
          "No field names for language '" + language + "': use one of " + PatternCatalog.LANGUAGES);
    }
    return CACHE.computeIfAbsent(
        key, k -> read(List.of(FOLDER + "fields-common.tsv", FOLDER + "fields-" + k + ".tsv")));
  }

  /**
   * A field name or value as the lists write it: lower case, accents and parenthesised parts
   * dropped, every run of other characters than letters and digits one space.
   */
  public static String normalise(String text) {
    String fast = normaliseLatin1(text);
    return fast != null ? fast : normaliseSlowly(text);
  }

  /**
   * Per Latin-1 character, what {@link #normaliseSlowly} makes of it alone: its letters and digits
   * (accents dropped, lower case: "É" gives "e"), or the empty string for a character it turns into
   * a space. Latin-1 holds no combining mark and no character whose decomposition or lower case
   * depends on its neighbours, so a text of Latin-1 characters without a parenthesis is normalised
   * character by character.
   */
  private static final String[] LATIN1 = latin1Table();

  private static String[] latin1Table() {
    String[] table = new String[256];
    for (char c = 0; c < 256; c++) {
      table[c] = normaliseSlowly("a" + c + "a").replace(" ", "").replaceFirst("^a", "");
      table[c] = table[c].substring(0, table[c].length() - 1);
    }
    return table;
  }

  /** {@link #normaliseSlowly} by table, or null for a text it cannot do: not Latin-1, or "(". */
  private static String normaliseLatin1(String text) {
    StringBuilder out = null;
    boolean gap = false;
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c > 0xFF || c == '(') {
        return null;
      }
      String mapped = LATIN1[c];
      if (mapped.isEmpty()) {
        gap = true;
        continue;
      }
      if (out == null) {
        out = new StringBuilder(n);
      } else if (gap) {
        out.append(' ');
      }
      gap = false;
      out.append(mapped);
    }
    return out == null ? "" : out.toString();
  }

  /**
   * The normalisation by regular expressions, of which {@link #LATIN1} is the character by
   * character table: a rule that looks at a character's neighbours must also make {@link
   * #normaliseLatin1} refuse the texts it applies to (as it refuses "(").
   */
  private static String normaliseSlowly(String text) {
    String withoutNotes = PARENTHESIS.matcher(text).replaceAll(" ");
    String bare =
        MARKS.matcher(Normalizer.normalize(withoutNotes, Normalizer.Form.NFD)).replaceAll("");
    return NON_ALNUM.matcher(bare.toLowerCase(Locale.ROOT)).replaceAll(" ").trim();
  }

  /**
   * What the field named {@code name} holds, one kind per value cell ("cp_ville" holds a zip code
   * then a city), or an empty list when the name is not a known field. A human-readable name must
   * be a listed one, give or take an index or a number word; an exported identifier ("patient.nom",
   * "medico_ap", "CIP_SNS") may also be read by its parts.
   */
  public List<Kind> lookup(String name) {
    if (name.length() > MAX_KEY_CHARS) {
      return List.of();
    }
    String normalised = normalise(name);
    // An index is glued or joined to its name ("tel_1", "APELLIDO2"), not written after a blank
    // ("Edad 34" is a key and its value).
    boolean indexed = !INDEXED_AFTER_BLANK.matcher(name.strip()).find();
    Kind kind = exact(normalised, indexed);
    if (kind != null) {
      return List.of(kind);
    }
    // An identifier has a "_" or "." inside: most names have neither.
    if ((name.indexOf('_') < 0 && name.indexOf('.') < 0)
        || !IDENTIFIER.matcher(name.strip()).matches()) {
      return List.of();
    }
    String[] words = normalised.split(" ");
    NameRole role = prefixes.get(words[0]);
    if (role != null && words.length > 1) {
      Kind rest = exact(String.join(" ", List.of(words).subList(1, words.length)));
      if (rest != null) {
        return List.of(rest.withRole(role));
      }
    }
    List<Kind> parts = new ArrayList<>();
    for (String word : words) {
      Kind part = exact(word);
      if (part == null) {
        parts.clear();
        break;
      }
      parts.add(part);
    }
    if (parts.size() > 1) {
      return List.copyOf(parts);
    }
    for (int end = words.length - 1; end > 0; end--) {
      Kind head = exact(String.join(" ", List.of(words).subList(0, end)));
      if (head != null) {
        return List.of(head);
      }
    }
    return List.of();
  }

  /** Whether {@code text} names a known field. */
  public boolean isKey(String text) {
    return !lookup(text).isEmpty();
  }

  private Kind exact(String normalised) {
    return exact(normalised, true);
  }

  private Kind exact(String normalised, boolean indexed) {
    if (normalised.isEmpty()) {
      return null;
    }
    Kind kind = keys.get(normalised);
    // Every form of an index ends with a digit.
    if (kind == null && indexed && isDigit(normalised.charAt(normalised.length() - 1))) {
      String withoutIndex = INDEX.matcher(normalised).replaceFirst("").trim();
      kind = withoutIndex.isEmpty() ? null : keys.get(withoutIndex);
    }
    if (kind == null) {
      int blank = normalised.indexOf(' ');
      if (blank > 0 && NUMBER_WORDS.contains(normalised.substring(0, blank))) {
        // "Nº PETICIÓN", "N° de prélèvement": the number word, then "de", go.
        String rest = LINKING_WORD.matcher(normalised.substring(blank + 1)).replaceFirst("");
        kind = exact(rest, indexed);
      }
    }
    return kind;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  /** Whether a value is one that never identifies anyone ("-", "NA", "inconnu"). */
  boolean isNonValue(String value) {
    String normalised = normalise(value);
    return normalised.isEmpty() || nonValues.contains(normalised);
  }

  /** Whether a word is a value of a sex field ("F", "Masculin", "Varón"). */
  boolean isSexWord(String word) {
    return sexWords.contains(normalise(word));
  }

  /** Whether a word is a title skipped before a name ("Dr", "Mme", "SF"). */
  boolean isTitle(String word) {
    return titles.contains(normalise(word));
  }

  /** Whether a lower-case word may sit inside a name ("de", "van"). */
  boolean isParticle(String word) {
    return particles.contains(word.toLowerCase(Locale.ROOT));
  }

  /** Whether a word makes a capitalised value not a person's name ("FISIOTERAPIA"). */
  boolean isNonName(String word) {
    return nonNames.contains(normalise(word));
  }

  private static FieldKeys read(List<String> resources) {
    Map<String, Kind> keys = new HashMap<>();
    Map<String, NameRole> prefixes = new HashMap<>();
    Set<String> nonValues = new HashSet<>();
    Set<String> sexWords = new HashSet<>();
    Set<String> titles = new HashSet<>();
    Set<String> particles = new HashSet<>();
    Set<String> nonNames = new HashSet<>();
    for (String resource : resources) {
      for (DataFile.Line line : DataFile.readResource(resource)) {
        String[] columns = line.text().split("\t");
        try {
          switch (columns[0]) {
            case "key" -> keys.put(normaliseListed(columns, 6), kind(columns));
            case "prefix" ->
                prefixes.put(normaliseListed(columns, 3), NameRole.valueOf(columns[2]));
            case "none" -> nonValues.add(value(columns));
            case "sex" -> sexWords.add(value(columns));
            case "title" -> titles.add(value(columns));
            case "particle" -> particles.add(value(columns));
            case "nonname" -> nonNames.add(value(columns));
            default -> throw new IllegalArgumentException("unknown kind '" + columns[0] + "'");
          }
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException(line.where() + ": " + e.getMessage(), e);
        }
      }
    }
    return new FieldKeys(keys, prefixes, nonValues, sexWords, titles, particles, nonNames);
  }

  private static String normaliseListed(String[] columns, int expected) {
    if (columns.length != expected) {
      throw new IllegalArgumentException("expected " + expected + " tab-separated columns");
    }
    String name = normalise(columns[1]);
    if (!name.equals(columns[1])) {
      throw new IllegalArgumentException("'" + columns[1] + "' is not normalised: " + name);
    }
    return name;
  }

  private static String value(String[] columns) {
    if (columns.length != 2) {
      throw new IllegalArgumentException("expected 2 tab-separated columns");
    }
    // Particles keep their case-folded spelling; the other lists are compared normalised.
    String normalised = normalise(columns[1]);
    return normalised.isEmpty() ? columns[1] : normalised;
  }

  private static Kind kind(String[] columns) {
    PhiCategory category = PhiCategory.valueOf(columns[2]);
    PhiSubtype subtype = columns[3].equals("-") ? null : PhiSubtype.valueOf(columns[3]);
    NameRole role = columns[4].equals("-") ? null : NameRole.valueOf(columns[4]);
    return new Kind(new PhiClass(category, subtype, role), ValueShape.valueOf(columns[5]));
  }
}
