package org.deid.scheme;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.deid.data.DataFile;
import org.deid.taxonomy.NameRole;
import org.deid.taxonomy.PhiCategory;
import org.deid.taxonomy.PhiClass;
import org.deid.taxonomy.PhiSubtype;

/**
 * A mapping between one corpus's labels and the PHI taxonomy, read from a tab-separated file
 * (format described in {@code org/deid/schemes/meddocan.tsv}). Immutable and thread-safe.
 */
public final class LabelScheme {

  /** The schemes bundled with deid, by the name used on the command line. */
  public static final List<String> BUNDLED =
      List.of("meddocan", "eds-pseudo", "hcl", "hipaa", "deid-fr", "wikiner");

  private static final String RESOURCE_FOLDER = "org/deid/schemes/";
  private static final String NO_LABEL = "-";

  private final String name;
  private final Map<String, PhiClass> inbound;
  private final List<Rule> outbound;

  private LabelScheme(String name, Map<String, PhiClass> inbound, List<Rule> outbound) {
    this.name = name;
    this.inbound = Collections.unmodifiableMap(inbound);
    this.outbound = List.copyOf(outbound);
  }

  /**
   * Loads a bundled scheme by name, or a scheme file when the argument is the path of one.
   *
   * @throws IllegalArgumentException when no such scheme exists, naming the known ones
   */
  public static LabelScheme load(String nameOrPath) {
    String resource = RESOURCE_FOLDER + nameOrPath.toLowerCase(Locale.ROOT) + ".tsv";
    try (InputStream in = LabelScheme.class.getClassLoader().getResourceAsStream(resource)) {
      if (in != null) {
        return parse(nameOrPath.toLowerCase(Locale.ROOT), in, resource);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read label scheme " + resource, e);
    }
    Path file = Path.of(nameOrPath);
    if (Files.isRegularFile(file)) {
      return load(file);
    }
    throw new IllegalArgumentException(
        "Unknown label scheme '" + nameOrPath + "': use one of " + BUNDLED + " or a .tsv file");
  }

  /** Loads a scheme from a file; its name is the file name without extension. */
  public static LabelScheme load(Path file) {
    String fileName = file.getFileName().toString();
    String schemeName = fileName.replaceFirst("\\.tsv$", "");
    try (InputStream in = Files.newInputStream(file)) {
      return parse(schemeName, in, file.toString());
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read label scheme " + file, e);
    }
  }

  private static LabelScheme parse(String name, InputStream in, String origin) throws IOException {
    Map<String, PhiClass> inbound = new LinkedHashMap<>();
    List<Rule> outbound = new ArrayList<>();
    for (DataFile.Line dataLine : DataFile.read(in, origin)) {
      String line = dataLine.text();
      String where = dataLine.where();
      String[] columns = line.split("\t", -1);
      if (columns.length != 5) {
        throw new IllegalArgumentException(where + ": expected 5 tab-separated columns");
      }
      String label = columns[0].trim();
      PhiClass target;
      try {
        target =
            new PhiClass(
                PhiCategory.valueOf(columns[1].trim()),
                unspecified(columns[2]) ? null : PhiSubtype.valueOf(columns[2].trim()),
                unspecified(columns[3]) ? null : NameRole.valueOf(columns[3].trim()));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
      }
      String direction = columns[4].trim();
      boolean inward = direction.equals("both") || direction.equals("in");
      boolean outward = direction.equals("both") || direction.equals("out");
      if (!inward && !outward) {
        throw new IllegalArgumentException(
            where + ": direction must be both, in or out, not '" + direction + "'");
      }
      if (inward) {
        if (label.equals(NO_LABEL)) {
          throw new IllegalArgumentException(where + ": an inbound row needs a label");
        }
        if (inbound.putIfAbsent(label, target) != null) {
          throw new IllegalArgumentException(where + ": label " + label + " is mapped twice");
        }
      }
      if (outward) {
        outbound.add(new Rule(label.equals(NO_LABEL) ? null : label, target));
      }
    }
    return new LabelScheme(name, inbound, outbound);
  }

  private static boolean unspecified(String column) {
    return column.isBlank() || column.trim().equals(NO_LABEL);
  }

  /** The scheme's name (e.g. {@code meddocan}). */
  public String name() {
    return name;
  }

  /** The scheme's labels, in file order. */
  public List<String> labels() {
    return List.copyOf(inbound.keySet());
  }

  /** Whether the label belongs to this scheme. */
  public boolean hasLabel(String label) {
    return inbound.containsKey(label);
  }

  /** The taxonomy class of a label, or empty when the label is not part of the scheme. */
  public Optional<PhiClass> toTaxonomy(String label) {
    return Optional.ofNullable(inbound.get(label));
  }

  /**
   * The label that expresses a taxonomy class: the most specific matching row, then the first in
   * file order; empty when the scheme has no label for it.
   */
  public Optional<String> toLabel(PhiClass phiClass) {
    Rule best = null;
    int bestScore = -1;
    for (Rule rule : outbound) {
      int score = rule.specificityFor(phiClass);
      if (score > bestScore) {
        best = rule;
        bestScore = score;
      }
    }
    return best == null ? Optional.empty() : Optional.ofNullable(best.label());
  }

  /**
   * The label of an annotation in this scheme, from its features: its own label when the scheme has
   * it, else the label of its taxonomy class; empty when neither gives one (a class outside the
   * taxonomy included).
   */
  public Optional<String> labelFor(String label, String category, String subtype, String role) {
    if (label != null && hasLabel(label)) {
      return Optional.of(label);
    }
    if (category == null || category.isEmpty()) {
      return Optional.empty();
    }
    try {
      return toLabel(PhiClass.parse(category, subtype, role));
    } catch (IllegalArgumentException e) {
      return Optional.empty(); // a category, subtype or role outside the taxonomy: nothing to map
    }
  }

  @Override
  public String toString() {
    return "LabelScheme[" + name + ", " + inbound.size() + " labels]";
  }

  /** One outbound row: a pattern over the taxonomy and the label it gives (null: no label). */
  private record Rule(String label, PhiClass pattern) {

    /** -1 when the class does not match, else the number of levels the pattern pins down. */
    int specificityFor(PhiClass phiClass) {
      if (pattern.category() != phiClass.category()) {
        return -1;
      }
      int score = 0;
      if (pattern.subtype() != null) {
        if (pattern.subtype() != phiClass.subtype()) {
          return -1;
        }
        score++;
      }
      if (pattern.role() != null) {
        if (pattern.role() != phiClass.role()) {
          return -1;
        }
        score++;
      }
      return score;
    }
  }
}
