package org.deid.detect.crf;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Word clusters learnt from unlabelled text ({@link BrownClustering}), as the CRF reads them: each
 * word's bit string, cut into prefixes of a few lengths (Ratinov and Roth 2009: 4, 6, 10, 20), each
 * prefix a feature; a bit string shorter than a length gives itself. A word's cluster is that of
 * the word as written, else that of its lower case. The file has one word a line, {@code word TAB
 * bits TAB count} (the fields of Liang's {@code wcluster} output, the word first). Immutable and
 * thread-safe.
 */
public final class WordClusters {

  /** The prefix lengths taken when a model names none. */
  public static final List<Integer> DEFAULT_PREFIXES = List.of(4, 6, 10, 20);

  /** Per word, the prefix of its bit string at each length, interned. */
  private final Map<String, String[]> prefixes;

  private final List<Integer> lengths;

  private WordClusters(Map<String, String[]> prefixes, List<Integer> lengths) {
    this.prefixes = prefixes;
    this.lengths = lengths;
  }

  /**
   * Reads a clusters file ({@code word TAB bits [TAB count]} a line) and cuts each bit string at
   * {@code lengths}.
   */
  public static WordClusters read(BufferedReader reader, List<Integer> lengths, String location)
      throws IOException {
    if (lengths.isEmpty() || lengths.stream().anyMatch(n -> n < 1)) {
      throw new IllegalArgumentException(
          "Word cluster prefix lengths must be positive: " + lengths);
    }
    Map<String, String[]> prefixes = new HashMap<>();
    // The same prefix of many words is one string.
    Map<String, String> shared = new HashMap<>();
    int number = 0;
    for (String line = reader.readLine(); line != null; line = reader.readLine()) {
      number++;
      if (line.isEmpty()) {
        continue;
      }
      String[] fields = line.split("\t", -1);
      if (fields.length < 2 || fields[0].isEmpty() || !fields[1].matches("[01]+")) {
        throw new IOException(
            "Word clusters " + location + ", line " + number + ": not 'word TAB bits TAB count'");
      }
      String bits = fields[1];
      String[] cut = new String[lengths.size()];
      for (int k = 0; k < cut.length; k++) {
        String prefix = bits.substring(0, Math.min(bits.length(), lengths.get(k)));
        cut[k] = shared.computeIfAbsent(prefix, p -> p);
      }
      prefixes.put(fields[0], cut);
    }
    return new WordClusters(Map.copyOf(prefixes), List.copyOf(lengths));
  }

  /** Writes clustering entries in the file's format, one a line. */
  public static void write(List<BrownClustering.Entry> entries, Writer out) throws IOException {
    for (BrownClustering.Entry entry : entries) {
      out.write(entry.word() + "\t" + entry.bits() + "\t" + entry.count() + "\n");
    }
  }

  /** The prefix lengths, in the order of the features. */
  public List<Integer> lengths() {
    return lengths;
  }

  /** The number of words that have a cluster. */
  public int size() {
    return prefixes.size();
  }

  /**
   * The prefixes of the bit string of a word (as written, else in lower case {@code lower}), one
   * per length; null for a word without a cluster.
   */
  String[] prefixes(String word, String lower) {
    String[] found = prefixes.get(word);
    return found != null || word.equals(lower) ? found : prefixes.get(lower);
  }

  /** As {@link #prefixes(String, String)}, the lower case computed here. */
  public String[] prefixes(String word) {
    return prefixes(word, word.toLowerCase(Locale.ROOT));
  }
}
