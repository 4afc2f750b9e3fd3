package org.deid.segment;

import java.util.regex.Pattern;

/**
 * Words written one capital per box, as scanned forms give names ("L E R O U X", "P O U L A I N G E
 * O R G E T T E" with two or three blanks between the words): what the detectors, the consensus and
 * the name splitter must read as words, not as letters and column gaps.
 */
public final class BoxedCapitals {

  /**
   * A boxed word, as a regular expression: three capitals or more, each alone between one blank and
   * the next, as many as follow one another ("L E R O U X", not "L E ROUX" nor the "L E R" of "L E
   * R O U X"), no letter or digit glued before or after.
   */
  public static final String WORD =
      "(?<![\\p{L}\\p{N}])(?:\\p{Lu} (?=\\p{Lu})){2,}+\\p{Lu}(?![\\p{L}\\p{N}])";

  /** {@link #WORD}, compiled: a matcher with transparent bounds reads one from a given offset. */
  public static final Pattern WORD_PATTERN = Pattern.compile(WORD);

  private static final Pattern NAME = Pattern.compile(WORD + "(?: {1,3}" + WORD + ")*");

  /** The widest gap between two boxed words of one name; wider is a column gap. */
  public static final int MAX_WORD_GAP = 3;

  private BoxedCapitals() {}

  /** Whether {@code text} is boxed words and nothing else. */
  public static boolean isName(CharSequence text) {
    return NAME.matcher(text).matches();
  }

  /**
   * Whether the blanks {@code [gapBegin, gapEnd)} of {@code text} join two boxed words: a single
   * capital after a blank before them, a single capital then a blank after them, and at most {@link
   * #MAX_WORD_GAP} of them.
   */
  public static boolean joinsWords(CharSequence text, int gapBegin, int gapEnd) {
    return gapEnd - gapBegin <= MAX_WORD_GAP
        && gapBegin >= 2
        && gapEnd + 1 < text.length()
        && Character.isUpperCase(text.charAt(gapBegin - 1))
        && text.charAt(gapBegin - 2) == ' '
        && Character.isUpperCase(text.charAt(gapEnd))
        && text.charAt(gapEnd + 1) == ' ';
  }
}
