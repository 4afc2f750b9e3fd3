package org.deid.detect.regex;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.taxonomy.PhiClass;
import org.deid.taxonomy.PhiSubtype;

/**
 * Digits written one per box, as scanned forms and some exports give identifiers and dates: a NIR
 * "2 8 5 0 5 7 5 1 2 3 4 5 6 7 8", a date of birth "1 4 0 3 1 9 7 6", a date "2 3 . 1 1 . 1 9 7 4".
 * No trigger announces them and no pattern written for typed numbers reads them, so the patterns
 * run again on a copy of the note where the blanks inside each such run are left out (offsets
 * mapped back), and a run that no pattern claims whole is classed by its shape: a valid
 * day-month-year date, a phone of the language, a ZIP before a town, else an identifier (a form's
 * box of 6 digits or more is never a measure). Four boxes are a run only as a year ("1 9 8 7") or
 * as a day and month after a date's cue or around a separator ("le 1 3 0 4", "1 3 / 0 8"); what the
 * copy finds right after a run is kept too (the town after a boxed ZIP). Runs where one digit
 * dominates ("0 0 0 0 0 1") or that count up ("1 2 3 4 5 6", a scale) are rows of a table, not PHI.
 */
final class BoxedDigits {

  /**
   * A box: one digit or capital alone, then more boxes after one or two blanks, a separator between
   * ("Y 2 0 3 8 8 1 7 L", a NIE); a run needs five digits.
   */
  private static final Pattern RUN =
      Pattern.compile(
          "(?<![\\p{L}\\p{N}.,])[\\d\\p{Lu}](?![\\p{L}\\p{N}])"
              + "(?:[ ]{1,2}(?:[./|-][ ]{1,2})?[\\d\\p{Lu}](?![\\p{L}\\p{N}])){3,}(?![\\p{L}]|[.,]\\d)");

  /** Words after which four boxes are a day and month: "le 1 3 0 4", "du 0 3 0 4", "(0 6 0 3". */
  private static final Pattern DATE_CUE_BEFORE =
      Pattern.compile(
          "(?iu)(?:(?<!\\p{L})(?:le|du|au|depuis|en|el|del|al|desde|C\\d{1,2})|\\()[ \\t]{0,2}$");

  private static final Pattern TOWN_AFTER = Pattern.compile("[ \\t]{1,3}\\p{Lu}\\p{L}+");

  private static final float CONFIDENCE = 0.9f;

  private BoxedDigits() {}

  /**
   * The matches of a note with those of its boxed runs: a match of the typed text that a run cuts
   * (a field's value read up to the first blank, "1 4 0") gives way to the run's, whose class it
   * lends when the run has the same category (a date of birth after its key).
   */
  static List<RegexAnnotator.Match> withBoxedRuns(
      String text, String language, PatternCatalog catalog, List<RegexAnnotator.Match> typed) {
    List<int[]> runs = runs(text);
    if (runs.isEmpty()) {
      return typed;
    }
    List<RegexAnnotator.Match> matches = new ArrayList<>();
    List<RegexAnnotator.Match> cut = new ArrayList<>();
    for (RegexAnnotator.Match m : typed) {
      (CondensedText.cutsARun(m, runs) ? cut : matches).add(m);
    }
    matches.addAll(find(text, language, catalog, runs, cut));
    return matches;
  }

  private static List<RegexAnnotator.Match> find(
      String text,
      String language,
      PatternCatalog catalog,
      List<int[]> runs,
      List<RegexAnnotator.Match> cut) {
    CondensedText compact = CondensedText.of(text, runs, List.of());
    List<RegexAnnotator.Match> found = new ArrayList<>();
    List<RegexAnnotator.Match> inCopy = RegexAnnotator.patternMatches(compact.text(), catalog);
    for (int[] run : runs) {
      boolean claimed = false;
      for (RegexAnnotator.Match m : inCopy) {
        int begin = compact.noteBegin(m.begin());
        int end = compact.noteEnd(m.end());
        boolean rightAfter = begin >= run[1] && begin <= run[1] + 3;
        if (begin < run[1] && end > run[0] || rightAfter) {
          PhiClass phiClass = keyed(m.phiClass(), run, cut);
          found.add(
              new RegexAnnotator.Match(begin, end, phiClass, m.label(), m.confidence(), m.order()));
          claimed |= begin <= run[0] && end >= run[1];
        }
      }
      PhiClass shape = claimed ? null : classOf(text, run, language);
      if (shape != null) {
        found.add(
            new RegexAnnotator.Match(run[0], run[1], keyed(shape, run, cut), "", CONFIDENCE, 0));
      }
    }
    return found;
  }

  // The class of a typed match that the run cut, when of the same category: its key knew more
  // ("Date de naissance :" makes the run a birth date).
  private static PhiClass keyed(PhiClass phiClass, int[] run, List<RegexAnnotator.Match> cut) {
    for (RegexAnnotator.Match m : cut) {
      boolean overlaps = m.begin() < run[1] && m.end() > run[0];
      if (overlaps && m.phiClass().category() == phiClass.category()) {
        return m.phiClass();
      }
    }
    return phiClass;
  }

  /** The boxed runs of a note, as {begin, end} offsets, tables' rows and scales left out. */
  static List<int[]> runs(String text) {
    List<int[]> runs = new ArrayList<>();
    if (text.indexOf(' ') < 0) {
      return runs;
    }
    Matcher run = RUN.matcher(text);
    while (run.find()) {
      String digits = run.group().replaceAll("\\D", "");
      boolean separated = run.group().matches(".*[./|-].*");
      if (digits.length() >= 5 && !tableRow(digits)
          || digits.length() == 4
              && run.group().matches("[\\d ./|-]+")
              && (digits.startsWith("19")
                  || digits.startsWith("20")
                  || validDayMonth(digits)
                      && (separated
                          || DATE_CUE_BEFORE
                              .matcher(text)
                              .region(Math.max(0, run.start() - 12), run.start())
                              .find()))) {
        runs.add(new int[] {run.start(), run.end()});
      }
    }
    return runs;
  }

  // One digit in three quarters of the boxes, or digits counting up or down by one.
  private static boolean tableRow(String digits) {
    int[] counts = new int[10];
    boolean counting = true;
    for (int i = 0; i < digits.length(); i++) {
      counts[digits.charAt(i) - '0']++;
      if (i > 0 && Math.abs(digits.charAt(i) - digits.charAt(i - 1)) != 1) {
        counting = false;
      }
    }
    for (int count : counts) {
      if (count * 4 >= digits.length() * 3) {
        return true;
      }
    }
    return counting;
  }

  private static PhiClass classOf(String text, int[] run, String language) {
    String digits = text.substring(run[0], run[1]).replaceAll("\\D", "");
    int n = digits.length();
    if ((n == 8 || n == 6) && validDate(digits) || n == 4) {
      return PhiClass.of(PhiSubtype.DATE);
    }
    boolean french = "fr".equals(language);
    if (french && n == 10 && digits.charAt(0) == '0'
        || !french && n == 9 && "6789".indexOf(digits.charAt(0)) >= 0) {
      return PhiClass.of(PhiSubtype.PHONE);
    }
    if (n == 5) {
      return TOWN_AFTER.matcher(text).region(run[1], text.length()).lookingAt()
          ? PhiClass.of(PhiSubtype.ZIP)
          : null;
    }
    if (french && (n == 13 || n == 15) && (digits.charAt(0) == '1' || digits.charAt(0) == '2')) {
      return PhiClass.of(PhiSubtype.SOCIAL_SECURITY);
    }
    return PhiClass.of(PhiSubtype.ID_OTHER);
  }

  // DDMM: a day of a month.
  private static boolean validDayMonth(String digits) {
    int day = Integer.parseInt(digits.substring(0, 2));
    int month = Integer.parseInt(digits.substring(2, 4));
    return day >= 1 && day <= 31 && month >= 1 && month <= 12;
  }

  // DDMMYYYY with a year from 1900 to 2099, or DDMMYY.
  private static boolean validDate(String digits) {
    int day = Integer.parseInt(digits.substring(0, 2));
    int month = Integer.parseInt(digits.substring(2, 4));
    boolean year = digits.length() == 6 || digits.startsWith("19", 4) || digits.startsWith("20", 4);
    return day >= 1 && day <= 31 && month >= 1 && month <= 12 && year;
  }
}
