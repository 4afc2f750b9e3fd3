package org.deid.io.brat;

/**
 * A line that deid does not interpret (attribute {@code A}/{@code M}, relation {@code R}, event
 * {@code E}, normalization {@code N}, note {@code #}, equivalence {@code *}, or a blank line), kept
 * verbatim so that parsing and serializing a file loses nothing.
 *
 * @param id the first column, or empty for blank lines and equivalences (which have no id)
 * @param line the whole line, verbatim
 */
public record BratOtherLine(String id, String line) implements BratLine {

  @Override
  public String toLine() {
    return line;
  }
}
