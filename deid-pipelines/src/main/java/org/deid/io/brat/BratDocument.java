package org.deid.io.brat;

import java.util.List;

/**
 * The content of a brat {@code .ann} file: its lines in file order, and how they are separated, so
 * that {@link BratAnnFormat#serialize} gives back the bytes that were parsed.
 *
 * @param lines the lines, in file order; line {@code i} of the list is line {@code i + 1} of the
 *     file
 * @param lineSeparator {@code "\n"} or {@code "\r\n"}
 * @param finalNewline whether the last line ends with the separator
 */
public record BratDocument(List<BratLine> lines, String lineSeparator, boolean finalNewline) {

  /** Copies the lines and checks the separator. */
  public BratDocument {
    lines = List.copyOf(lines);
    if (!lineSeparator.equals("\n") && !lineSeparator.equals("\r\n")) {
      throw new IllegalArgumentException("A line separator is \\n or \\r\\n");
    }
  }

  /** A document of text-bound annotations only, one per line, each line ending with a newline. */
  public static BratDocument of(List<? extends BratLine> lines) {
    return new BratDocument(List.copyOf(lines), "\n", true);
  }

  /** The text-bound annotations, in file order. */
  public List<BratTextBound> textBounds() {
    return lines.stream()
        .filter(BratTextBound.class::isInstance)
        .map(BratTextBound.class::cast)
        .toList();
  }
}
