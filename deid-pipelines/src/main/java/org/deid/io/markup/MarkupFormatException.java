package org.deid.io.markup;

/**
 * An inline-markup note that cannot be read. The message names the document, the line, the column
 * and the reason; it never quotes the note's text, which may hold PHI.
 */
public final class MarkupFormatException extends Exception {

  private final String document;
  private final int line;
  private final int column;
  private final String reason;

  /**
   * Creates the exception.
   *
   * @param document the name of the file or document
   * @param line the 1-based line of the markup file
   * @param column the 1-based column (in characters) of the markup line
   * @param reason what is wrong, without document text
   */
  public MarkupFormatException(String document, int line, int column, String reason) {
    super(document + ":" + line + ":" + column + ": " + reason);
    this.document = document;
    this.line = line;
    this.column = column;
    this.reason = reason;
  }

  /** The name of the file or document. */
  public String document() {
    return document;
  }

  /** The 1-based line of the markup file. */
  public int line() {
    return line;
  }

  /** The 1-based column of the markup line. */
  public int column() {
    return column;
  }

  /** What is wrong, without the document name. */
  public String reason() {
    return reason;
  }
}
