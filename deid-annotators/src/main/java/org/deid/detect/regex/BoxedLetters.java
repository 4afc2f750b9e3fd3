package org.deid.detect.regex;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import org.deid.segment.BoxedCapitals;

/**
 * Names written one capital per box, as scanned forms and some exports give them: "NOM DE NAISSANCE
 * : B E N S A I D", "nom et prénom : P O U L A I N G E O R G E T T E", "NOMBRE: R O S A R I O". The
 * keys and triggers that announce a typed name do not read single letters, so they run again on a
 * copy of the note where the blanks inside each such run are left out (a gap of two or three blanks
 * before the next boxed word stays one blank), offsets mapped back. A run claims nothing by itself:
 * only what a key or trigger of the copy makes of it ("A B O" in a blood group stays text).
 */
final class BoxedLetters {

  /**
   * The least confidence of what a key or trigger finds over a run: the other detectors read single
   * letters and cannot second it, so it stands alone in the consensus.
   */
  static final float CONFIDENCE = 0.95f;

  private BoxedLetters() {}

  /**
   * The matches of a note with those that its boxed names give: a match of the typed text that a
   * run cuts gives way to what the copy finds over the run.
   */
  static List<RegexAnnotator.Match> withBoxedRuns(
      String text, PatternCatalog catalog, List<RegexAnnotator.Match> typed) {
    List<Integer> wordGaps = new ArrayList<>();
    List<int[]> runs = runs(text, wordGaps);
    if (runs.isEmpty()) {
      return typed;
    }
    List<RegexAnnotator.Match> matches = new ArrayList<>();
    for (RegexAnnotator.Match m : typed) {
      if (!CondensedText.cutsARun(m, runs)) {
        matches.add(m);
      }
    }
    CondensedText compact = CondensedText.of(text, runs, wordGaps);
    for (RegexAnnotator.Match m : RegexAnnotator.patternMatches(compact.text(), catalog)) {
      int begin = compact.noteBegin(m.begin());
      int end = compact.noteEnd(m.end());
      for (int[] run : runs) {
        if (begin < run[1] && end > run[0]) {
          matches.add(
              new RegexAnnotator.Match(
                  begin,
                  end,
                  m.phiClass(),
                  m.label(),
                  Math.max(m.confidence(), CONFIDENCE),
                  m.order()));
          break;
        }
      }
    }
    return matches;
  }

  /**
   * The boxed names of a note as {begin, end}: boxed words ({@link BoxedCapitals#WORD}) two to
   * {@link BoxedCapitals#MAX_WORD_GAP} blanks apart; the first blank of each gap between words goes
   * to {@code wordGaps}.
   */
  static List<int[]> runs(String text, List<Integer> wordGaps) {
    List<int[]> runs = new ArrayList<>();
    int n = text.length();
    Matcher word = BoxedCapitals.WORD_PATTERN.matcher(text).useTransparentBounds(true);
    int p = 0;
    while (p < n && word.find(p)) {
      int begin = word.start();
      int runEnd = word.end();
      List<Integer> gaps = new ArrayList<>();
      while (true) {
        int next = runEnd;
        while (next < n && text.charAt(next) == ' ' && next - runEnd < BoxedCapitals.MAX_WORD_GAP) {
          next++;
        }
        if (next - runEnd < 2 || !word.region(next, n).lookingAt()) {
          break;
        }
        gaps.add(runEnd);
        runEnd = word.end();
      }
      runs.add(new int[] {begin, runEnd});
      wordGaps.addAll(gaps);
      p = runEnd;
    }
    return runs;
  }
}
