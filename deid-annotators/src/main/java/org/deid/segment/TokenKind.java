package org.deid.segment;

/** The kind of a token, one per cTAKES {@code BaseToken} subtype the segmenter writes. */
public enum TokenKind {
  /** Letters, possibly with digits, inner hyphens or apostrophes; also e-mails and URLs. */
  WORD,
  /** Digits, possibly with inner separators: decimals, dates, times, dotted phone numbers. */
  NUMBER,
  /** Punctuation marks; a run of the same mark (an ellipsis) is one token. */
  PUNCTUATION,
  /** Any other visible character: symbols, currency, math signs. */
  SYMBOL,
  /** One line break ({@code \n}, {@code \r\n}, {@code \r} and the Unicode line separators). */
  NEWLINE,
  /**
   * A French elided article or pronoun with its apostrophe ({@code l'}, {@code d'}, {@code qu'}).
   */
  CONTRACTION
}
