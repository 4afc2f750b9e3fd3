package org.deid.detect.regex;

import java.util.ArrayList;
import java.util.List;

/**
 * A scanned note's text with each doubled blank between two words made single, and where each of
 * its characters stands in the note. The patterns are written for typed text ("Jefatura Provincial
 * de Tráfico", "Nº RI 2318844"); a scan that doubles every blank would otherwise slip past every
 * pattern that allows one. Runs of three blanks or more stay: they are the note's column gaps. The
 * same view joins the lines that an export wrapped inside a number ("Tel. 913⏎368 000"), for the
 * same reason.
 */
final class SingleSpacedText {

  private final String text;

  /** {@code origin[i]}: the note's offset of character i of {@link #text}. */
  private final int[] origin;

  /** The offsets in {@link #text} of the blanks that stand for a line break; empty for none. */
  private final List<Integer> joins;

  private SingleSpacedText(String text, int[] origin) {
    this(text, origin, List.of());
  }

  private SingleSpacedText(String text, int[] origin, List<Integer> joins) {
    this.text = text;
    this.origin = origin;
    this.joins = joins;
  }

  /**
   * The lines of {@code note} that a line break cuts inside a run of digits (a digit ends one, a
   * digit starts the next), each pair joined by a blank in place of the break, the other lines left
   * out; null when there is none. A hard-wrapped export cuts a phone number or an identifier as it
   * cuts words.
   */
  static SingleSpacedText ofLinesWrappedInsideNumbers(String note) {
    StringBuilder text = null;
    int[] origin = null;
    List<Integer> joins = null;
    int n = note.length();
    int lineStart = 0;
    boolean joinedToPrevious = false;
    while (lineStart < n) {
      int lineEnd = note.indexOf('\n', lineStart);
      lineEnd = lineEnd < 0 ? n : lineEnd;
      int contentEnd =
          lineEnd > lineStart && note.charAt(lineEnd - 1) == '\r' ? lineEnd - 1 : lineEnd;
      boolean cutInsideNumber =
          contentEnd > lineStart
              && lineEnd + 1 < n
              && Character.isDigit(note.charAt(contentEnd - 1))
              && Character.isDigit(note.charAt(lineEnd + 1));
      if (cutInsideNumber || joinedToPrevious) {
        if (text == null) {
          text = new StringBuilder();
          origin = new int[n + 1];
          joins = new ArrayList<>();
        }
        for (int p = lineStart; p < contentEnd; p++) {
          origin[text.length()] = p;
          text.append(note.charAt(p));
        }
        if (contentEnd < n) {
          origin[text.length()] = contentEnd;
          if (cutInsideNumber) {
            joins.add(text.length());
          }
          text.append(cutInsideNumber ? ' ' : '\n');
        }
      }
      joinedToPrevious = cutInsideNumber;
      lineStart = lineEnd + 1;
    }
    return text == null ? null : new SingleSpacedText(text.toString(), origin, joins);
  }

  /**
   * Matches found in the joined lines that span one of their joins, with the note's offsets: what
   * the line break hid from the patterns.
   */
  List<RegexAnnotator.Match> acrossJoins(List<RegexAnnotator.Match> matches) {
    List<RegexAnnotator.Match> across = new ArrayList<>();
    for (RegexAnnotator.Match m : matches) {
      for (int join : joins) {
        if (m.begin() < join && join < m.end() - 1) {
          across.add(m);
          break;
        }
      }
    }
    return inNote(across);
  }

  /** The single-spaced view of {@code note}. */
  static SingleSpacedText of(String note) {
    StringBuilder text = new StringBuilder(note.length());
    int[] origin = new int[note.length()];
    int n = note.length();
    int p = 0;
    while (p < n) {
      char c = note.charAt(p);
      origin[text.length()] = p;
      text.append(c);
      // The second blank of a pair between two words is left out.
      p += isDoubledBlank(note, p) ? 2 : 1;
    }
    return new SingleSpacedText(text.toString(), origin);
  }

  /** Whether a pair of blanks, neither run on, starts at p between two non-blank characters. */
  private static boolean isDoubledBlank(String note, int p) {
    return note.charAt(p) == ' '
        && p > 0
        && p + 2 < note.length()
        && note.charAt(p + 1) == ' '
        && !Character.isWhitespace(note.charAt(p - 1))
        && !Character.isWhitespace(note.charAt(p + 2));
  }

  /** The single-spaced text. */
  String text() {
    return text;
  }

  /**
   * The single-spaced view of the lines of {@code note} that hold a doubled blank between two
   * words, each followed by its line break, the other lines left out; null when there is none. A
   * note typed with single blanks and a stray pair here and there is read again only where the pair
   * stands, not whole.
   */
  static SingleSpacedText ofLinesWithDoubledBlanks(String note) {
    StringBuilder text = null;
    int[] origin = null;
    int n = note.length();
    int lineStart = 0;
    while (lineStart < n) {
      int lineEnd = note.indexOf('\n', lineStart);
      lineEnd = lineEnd < 0 ? n : lineEnd;
      if (holdsDoubledBlank(note, lineStart, lineEnd)) {
        if (text == null) {
          text = new StringBuilder();
          origin = new int[n + 1];
        }
        int p = lineStart;
        int last = Math.min(lineEnd + 1, n); // the line break too: patterns end at it
        while (p < last) {
          origin[text.length()] = p;
          text.append(note.charAt(p));
          p += p < lineEnd && isDoubledBlank(note, p) ? 2 : 1;
        }
      }
      lineStart = lineEnd + 1;
    }
    return text == null ? null : new SingleSpacedText(text.toString(), origin);
  }

  private static boolean holdsDoubledBlank(String note, int from, int to) {
    for (int p = note.indexOf("  ", from); p >= 0 && p < to; p = note.indexOf("  ", p + 1)) {
      if (isDoubledBlank(note, p)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Matches found in the single-spaced text that span one of its collapsed blanks, with the note's
   * offsets: what a scanner's stray doubled blank hid from the patterns ("02 61 91 70 00", "39
   * ans"), the matches without one being found in the note itself.
   */
  List<RegexAnnotator.Match> acrossDoubledBlanks(List<RegexAnnotator.Match> matches) {
    List<RegexAnnotator.Match> across = new ArrayList<>();
    for (RegexAnnotator.Match m : matches) {
      if (noteEnd(m.end()) - noteBegin(m.begin()) > m.end() - m.begin()) {
        across.add(m);
      }
    }
    return inNote(across);
  }

  /** Matches found in the single-spaced text, with the note's offsets. */
  List<RegexAnnotator.Match> inNote(List<RegexAnnotator.Match> matches) {
    List<RegexAnnotator.Match> inNote = new ArrayList<>(matches.size());
    for (RegexAnnotator.Match m : matches) {
      inNote.add(
          new RegexAnnotator.Match(
              noteBegin(m.begin()),
              noteEnd(m.end()),
              m.phiClass(),
              m.label(),
              m.confidence(),
              m.order()));
    }
    return inNote;
  }

  /** The note's offset of a begin offset in the single-spaced text. */
  int noteBegin(int begin) {
    return origin[begin];
  }

  /** The note's offset of an end offset in the single-spaced text. */
  int noteEnd(int end) {
    return origin[end - 1] + 1;
  }
}
