package org.deid.io.brat;

/**
 * A brat file that cannot be read as it stands. The message names the document, the line (when
 * there is one) and the reason; it never quotes the document's text, which may hold PHI.
 */
public final class BratFormatException extends Exception {

  private final String document;
  private final int line;
  private final String reason;

  /**
   * Creates the exception.
   *
   * @param document the name of the file or document
   * @param line the 1-based line number, or 0 when the problem is not on one line
   * @param reason what is wrong, without document text
   */
  public BratFormatException(String document, int line, String reason) {
    super(where(document, line) + ": " + reason);
    this.document = document;
    this.line = line;
    this.reason = reason;
  }

  private static String where(String document, int line) {
    return line > 0 ? document + ":" + line : document;
  }

  /** The document and, when there is one, the line: {@code doc.ann:3} or {@code doc.txt}. */
  public String where() {
    return where(document, line);
  }

  /** The name of the file or document. */
  public String document() {
    return document;
  }

  /** The 1-based line number, or 0 when the problem is not on one line. */
  public int line() {
    return line;
  }

  /** What is wrong, without the document name. */
  public String reason() {
    return reason;
  }
}
