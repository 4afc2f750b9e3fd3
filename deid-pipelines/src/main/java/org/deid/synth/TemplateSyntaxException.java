package org.deid.synth;

/**
 * A template or list file that cannot be parsed; the message starts with the file and line ({@code
 * templates/fr/urgences.txt:12: unclosed [[}). Templates hold no PHI, so the message may quote
 * them.
 */
public final class TemplateSyntaxException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /** A syntax error at a line of a template file. */
  public TemplateSyntaxException(String origin, int line, String reason) {
    super(origin + ":" + line + ": " + reason);
  }
}
