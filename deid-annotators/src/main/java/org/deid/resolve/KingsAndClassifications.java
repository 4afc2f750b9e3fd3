package org.deid.resolve;

import java.util.regex.Pattern;

/**
 * Evidence in the words after a name that it names a king, a classification or a scale, not a
 * patient or a carer: a regnal number ("Mohammed V", "Hassan II"), a lettered class number ("Masada
 * IIb", "Gustilo IIIb"), or the rest of a named instrument ("Richmond Agitation Sedation Scale").
 * Asked by {@link NoPersonContext}.
 */
final class KingsAndClassifications {

  /**
   * A regnal number after a name ("Mohammed V", "Hassan II"): a king's name, which names hospitals,
   * universities and avenues, not a patient. A lone "I", "V" or "X" followed by a full stop is an
   * initial ("Karim V."), not a number.
   */
  private static final Pattern REGNAL_NUMBER =
      Pattern.compile(
          "\\s(?:I{2,3}|IV|VI{1,3}|IX|XI{1,3}|XIV|XV|XVI|V(?!\\.)|X(?!\\.))(?![\\p{L}\\d])");

  /**
   * A class or type with a lettered roman number after a name ("Masada IIb", "Gustilo IIIb", "Neer
   * Ib"): the authors of a classification; a king's number has no letter.
   */
  private static final Pattern CLASS_NUMBER =
      Pattern.compile("\\s(?:I{1,3}|IV|VI{0,3})[a-c](?![\\p{L}\\d])");

  /** A lettered roman class number alone: "IIb", "IIIa". */
  private static final Pattern LETTERED_CLASS = Pattern.compile("(?:I{1,3}|IV|VI{0,3})[a-c]");

  /**
   * A named instrument after a name, on its line: up to four capitalised words and a scale, score
   * or index ("Richmond Agitation Sedation Scale", "Glasgow Coma Scale", "Bath Ankylosing
   * Spondylitis Functional Index").
   */
  private static final Pattern NAMED_INSTRUMENT_AFTER =
      Pattern.compile(
          "(?:[ \\t-]+\\p{Lu}[\\p{L}-]*){0,4}[ \\t-]+(?:Scale|Score|Index|Inventory"
              + "|Questionnaire|Assessment|Rating)(?![\\p{L}])");

  private KingsAndClassifications() {}

  /** Whether a regnal number follows the name ("Mohammed V", "Hassan II"): a king's name. */
  static boolean beforeRegnalNumber(String document, int end) {
    return SpanWords.startsRightAfter(REGNAL_NUMBER, document, end, 6);
  }

  /**
   * Whether a name is a lettered class number ("IIb" of "Masada IIb"), or such a number follows it:
   * a classification, not a king.
   */
  static boolean isOrPrecedesClassNumber(String document, int begin, int end) {
    return LETTERED_CLASS.matcher(document.substring(begin, end).strip()).matches()
        || beforeClassNumber(document, end);
  }

  /** Whether a lettered class number follows the name ("Masada IIb"): a classification. */
  static boolean beforeClassNumber(String document, int end) {
    return SpanWords.startsRightAfter(CLASS_NUMBER, document, end, 6);
  }

  /**
   * Whether a name opens a named instrument: capitalised words then a scale, score or index on its
   * line ("Richmond Agitation Sedation Scale"). A person is not followed by "Scale"; "Test" or
   * "Status" may open a line of a note and are left out.
   */
  static boolean opensNamedInstrument(String document, int end) {
    return SpanWords.startsRightAfter(NAMED_INSTRUMENT_AFTER, document, end, 80);
  }
}
