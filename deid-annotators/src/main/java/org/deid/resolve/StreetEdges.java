package org.deid.resolve;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.taxonomy.PhiSubtype;

/**
 * The punctuation that closes the sentence or the field after a street, left out of it: the CRF
 * takes the token after an address into the address ("Calle Rivadavia 12, 4 izq..", "Calle Les
 * Glories 155, 1B. .", "Frida Kahlo 180-317, San Pedro"), where MEDDOCAN ends the span on the door
 * or the number. A period after a word of letters stays ("5 Der.", "4 izq."): the side abbreviated,
 * as MEDDOCAN writes it, unless another period follows. A street of punctuation only (a comma that
 * the CRF labelled alone) is no street. A comma at the end of a line stays: a hard wrap cut the
 * address there, and its gold goes on over the break ("C/ Dronda,⏎1"). A building and its floor
 * written before the street are left out of it ({@link #begin}).
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
   * A floor written before a street's name, with whatever stands before it on the span (the
   * building): "Edificio de Gobierno - 4ª Planta Avenida Fuerzas Armadas, 2", "5a planta Gran Vía,
   * 111". MEDDOCAN starts such a street at its name: in its train and dev gold, 4 streets follow a
   * floor and none takes it in; the 9 streets holding a floor hold it after their number ("Florida
   * 234 piso 5", "Calle de Serrano 92, piso 3"), a complement of the address that stays.
   */
  private static final Pattern FLOOR_BEFORE_NAME =
      Pattern.compile(
          "(?<![\\p{L}\\p{N}])(?iu:\\d{1,2}\\s?[ªºa°o]\\.?\\s*(?:planta|piso)"
              + "|(?:planta|piso)\\s+-?\\d{1,2}\\.?)(?![\\p{L}\\p{N}])[\\s.,;:)–-]*(?=\\p{Lu})");

  /**
   * The begin of a street once a building and floor written before its name are left out ({@link
   * #FLOOR_BEFORE_NAME}); {@code begin} when none is, or when a number stands before the floor (it
   * is the address's complement then).
   */
  static int begin(String text, int begin, int end) {
    Matcher floor = FLOOR_BEFORE_NAME.matcher(text).region(begin, end);
    int name = begin;
    while (floor.find() && !holdsDigit(text, begin, floor.start())) {
      name = floor.end();
    }
    return name;
  }

  private static boolean holdsDigit(String text, int begin, int end) {
    for (int i = begin; i < end; i++) {
      if (Character.isDigit(text.charAt(i))) {
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
