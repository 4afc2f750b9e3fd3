package org.deid.detect.regex;

/**
 * Where a field's key ends and its value begins inside one segment: blanks, then ":", "=", three
 * dots or more, or a blank and two dots or more, then blanks ({@code Sexo : M}, {@code sexe=F},
 * {@code Nombre ...... MEILING}). Written out by hand rather than searched with a regular
 * expression, which was tried at every character after the first "." of a line of prose; it finds
 * exactly the first match of {@code \s*(?::|=|\s?\.{3,}|\s\.{2,})\s*} in a region, where {@code \s}
 * is an ASCII blank.
 *
 * @param start where the separator starts (its leading blanks included)
 * @param end where the value begins (after the trailing blanks)
 */
record KeySeparator(int start, int end) {

  /** The first separator in {@code [begin, end)} of the text, or null. */
  static KeySeparator find(String text, int begin, int end) {
    int blanks = begin; // the start of the blank run before the current character
    for (int i = begin; i < end; i++) {
      char c = text.charAt(i);
      if (KeyValueFields.isBlank(c)) {
        continue;
      }
      // Every match is blanks, then its first other character here: the run's start is where it
      // starts, the leftmost start the search would reach.
      int runStart = blanks;
      blanks = i + 1;
      int after = -1;
      if (c == ':' || c == '=') {
        after = i + 1;
      } else if (c == '.') {
        int dots = i;
        while (dots < end && text.charAt(dots) == '.') {
          dots++;
        }
        // Three dots; or two after a blank the blanks give back ("\s\.{2,}").
        if (dots - i >= 3 || (dots - i == 2 && runStart < i)) {
          after = dots;
        }
      }
      if (after >= 0) {
        while (after < end && KeyValueFields.isBlank(text.charAt(after))) {
          after++;
        }
        return new KeySeparator(runStart, after);
      }
    }
    return null;
  }
}
