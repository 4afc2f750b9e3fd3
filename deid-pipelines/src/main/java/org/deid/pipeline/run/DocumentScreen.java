package org.deid.pipeline.run;

import java.util.Optional;

/**
 * Decides, before any annotator sees it, whether a decoded document can be de-identified: an empty,
 * whitespace-only, NUL-bearing, binary-looking or oversized document is set aside with a reason
 * that names no text. A NUL byte in particular would be copied to the output and split a PHI in
 * two, so that part of it survives the rewrite.
 */
public final class DocumentScreen {

  /** The default largest document, in chars: about 1,000 pages, 500 times a long clinical note. */
  public static final int DEFAULT_MAX_CHARS = 2_000_000;

  /** Share of control characters above which a text is taken for binary content. */
  private static final double BINARY_CONTROL_SHARE = 0.01;

  private final int maxChars;

  /** A screen that sets aside documents longer than {@code maxChars} chars. */
  public DocumentScreen(int maxChars) {
    if (maxChars < 1) {
      throw new IllegalArgumentException("maxChars must be at least 1, not " + maxChars);
    }
    this.maxChars = maxChars;
  }

  /** The reason the text cannot be processed, or empty when it can. */
  public Optional<String> reasonToSetAside(String text) {
    if (text == null || text.isEmpty()) {
      return Optional.of("empty document");
    }
    if (text.length() > maxChars) {
      return Optional.of(
          "too large: " + text.length() + " chars, more than --max-chars " + maxChars);
    }
    int nul = text.indexOf('\0');
    if (nul >= 0) {
      return Optional.of("NUL byte at char offset " + nul + " (binary content or a broken export)");
    }
    int controls = 0;
    boolean blank = true;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isISOControl(c) && !isTextControl(c)) {
        controls++;
      }
      if (blank && !Character.isWhitespace(c) && c != '\uFEFF') {
        blank = false;
      }
    }
    if (blank) {
      return Optional.of("whitespace only");
    }
    if (controls > BINARY_CONTROL_SHARE * text.length()) {
      return Optional.of(
          "binary content: " + controls + " control characters in " + text.length() + " chars");
    }
    return Optional.empty();
  }

  /** Line breaks, tabs and form feeds belong in plain text; other C0/C1 controls do not. */
  private static boolean isTextControl(char c) {
    return c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\u000B' || c == '\u0085';
  }
}
