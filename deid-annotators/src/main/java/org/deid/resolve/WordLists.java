package org.deid.resolve;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.deid.data.DataFile;

/**
 * The word lists of the evidence against claims: resources under {@code org/deid/resolve/}, one
 * entry a line, {@code #} for comments (see the README there). Each heuristic reads its lists into
 * static constants, so that a list is read once per JVM, when the heuristic is first used.
 */
final class WordLists {

  private static final String FOLDER = "org/deid/resolve/";

  /** What an entry of a list joined into a regular expression may hold. */
  private static final Pattern LETTERS = Pattern.compile("\\p{L}+");

  private WordLists() {}

  /** The entries of a list, in the file's order. */
  static List<String> ordered(String name) {
    return DataFile.readResource(FOLDER + name).stream().map(line -> line.text().strip()).toList();
  }

  /** The entries of a list, as a set. */
  static Set<String> set(String name) {
    return Set.copyOf(ordered(name));
  }

  /**
   * The entries of a list joined as the alternatives of a regular expression ({@code a|b|c}), in
   * the file's order.
   *
   * @throws IllegalStateException when an entry is not letters only (a broken build, not a user
   *     error)
   */
  static String alternatives(String name) {
    List<String> entries = ordered(name);
    for (String entry : entries) {
      if (!LETTERS.matcher(entry).matches()) {
        throw new IllegalStateException(
            FOLDER + name + ": an entry must be letters only, not '" + entry + "'");
      }
    }
    return String.join("|", entries);
  }
}
