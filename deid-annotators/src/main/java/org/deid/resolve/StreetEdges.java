package org.deid.resolve;

import org.deid.taxonomy.PhiSubtype;

/**
 * The punctuation that closes the sentence or the field after a street, left out of it: the CRF
 * takes the token after an address into the address ("Calle Rivadavia 12, 4 izq..", "Calle Les
 * Glories 155, 1B. .", "Frida Kahlo 180-317, San Pedro"), where MEDDOCAN ends the span on the door
 * or the number. A period after a word of letters stays ("5 Der.", "4 izq."): the side abbreviated,
 * as MEDDOCAN writes it, unless another period follows. A street of punctuation only (a comma that
 * the CRF labelled alone) is no street. A comma at the end of a line stays: a hard wrap cut the
 * address there, and its gold goes on over the break ("C/ Dronda,⏎1").
 */
final class StreetEdges {

  private StreetEdges() {}

  /** Whether a resolved span is a street: one of its supporters says so. */
  static boolean isStreet(ResolvedSpan span) {
    for (Vote vote : span.decision().supporters()) {
      if (PhiSubtype.STREET.name().equals(vote.candidate().getSubtype())) {
        return true;
      }
    }
    return false;
  }

  /**
   * The end of a street once the punctuation that closes it is left out; {@code begin} when it
   * holds punctuation only.
   */
  static int end(String text, int begin, int end) {
    if (end > begin
        && text.charAt(end - 1) == ','
        && endsLine(text, end)
        && holdsLetterOrDigit(text, begin, end)) {
      return end; // a hard wrap after the comma: the street goes on ("C/ Dronda,⏎1")
    }
    int e = end;
    while (e > begin) {
      char last = text.charAt(e - 1);
      if (last == ',' || last == ';' || last == ':') {
        e--;
      } else if (last == '.' && !keepsPeriod(text, begin, e)) {
        e--;
      } else if (Character.isWhitespace(last)) {
        e--;
      } else {
        break;
      }
    }
    return holdsLetterOrDigit(text, begin, e) ? e : begin;
  }

  /**
   * Whether a piece of a street goes on, as one address, in the street right after it on the line:
   * one period ends the piece or stands between them, blanks around it ("C BIZKARRETA, 1. Bajo A",
   * "Pa. De Los Navegantes 22 3A"). MEDDOCAN writes such an address as one span, and never writes
   * two streets one after the other; pieces with blanks alone between them stay apart.
   */
  static boolean continuesOnTheLine(String piece, String gap) {
    String joint = (piece.endsWith(".") ? "." : "") + gap;
    return holdsLetterOrDigit(piece, 0, piece.length())
        && joint.chars().allMatch(c -> c == '.' || c == ' ' || c == '\t')
        && joint.chars().filter(c -> c == '.').count() == 1;
  }

  private static boolean holdsLetterOrDigit(String text, int begin, int end) {
    for (int i = begin; i < end; i++) {
      if (Character.isLetterOrDigit(text.charAt(i))) {
        return true;
      }
    }
    return false;
  }

  /** Whether only blanks stand between {@code from} and a line break. */
  private static boolean endsLine(String text, int from) {
    int p = SpanWords.firstAfterBlanks(text, from);
    return p < text.length() && (text.charAt(p) == '\n' || text.charAt(p) == '\r');
  }

  /**
   * Whether the period before {@code end} belongs to the street: it ends a word of letters (an
   * abbreviation, "Der.", "izq.") and no other period follows on the line.
   */
  private static boolean keepsPeriod(String text, int begin, int end) {
    int after = SpanWords.firstAfterBlanks(text, end);
    if (after < text.length() && text.charAt(after) == '.') {
      return false;
    }
    int wordBegin = end - 1;
    while (wordBegin > begin
        && !Character.isWhitespace(text.charAt(wordBegin - 1))
        && text.charAt(wordBegin - 1) != ',') {
      wordBegin--;
    }
    String word = text.substring(wordBegin, end - 1);
    return !word.isEmpty() && word.chars().allMatch(Character::isLetter);
  }
}
