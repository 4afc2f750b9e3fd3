package org.deid.resolve;

import org.deid.taxonomy.PhiSubtype;

/**
 * The punctuation that closes the sentence or the field after a street, left out of it: the CRF
 * takes the token after an address into the address ("Calle Rivadavia 12, 4 izq..", "Calle Les
 * Glories 155, 1B. .", "Frida Kahlo 180-317, San Pedro"), where MEDDOCAN ends the span on the door
 * or the number. A period after a word of letters stays ("5 Der.", "4 izq."): the side abbreviated,
 * as MEDDOCAN writes it, unless another period follows. A street of punctuation only (a comma that
 * the CRF labelled alone) is no street.
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
    for (int i = begin; i < e; i++) {
      if (Character.isLetterOrDigit(text.charAt(i))) {
        return e;
      }
    }
    return begin;
  }

  /**
   * Whether the period before {@code end} belongs to the street: it ends a word of letters (an
   * abbreviation, "Der.", "izq.") and no other period follows on the line.
   */
  private static boolean keepsPeriod(String text, int begin, int end) {
    int after = end;
    while (after < text.length() && (text.charAt(after) == ' ' || text.charAt(after) == '\t')) {
      after++;
    }
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
