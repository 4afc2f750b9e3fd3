package org.deid.segment;

import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Splits clinical text into sentences: every line break ends one unless it only wraps the line
 * ({@link SoftWraps}), and inside a line the JDK's {@link BreakIterator} proposes boundaries that
 * are dropped after a known abbreviation ("Dr."), an initial inside a name ("Dra. M. López", "Ana
 * M. Calvo") or a list number ("1."). Sentences are trimmed of surrounding white space; blank lines
 * give none. Not thread-safe: use one per thread.
 */
public final class SentenceSplitter {

  /** A list bullet or number standing alone before a period: "1.", "a)". */
  private static final Pattern BULLET = Pattern.compile("(?:\\p{Nd}{1,3}|\\p{L})[.)]");

  /** A single capital letter with its period: an initial. */
  private static final Pattern INITIAL = Pattern.compile("\\p{Lu}\\.");

  /** A capitalised word, such as a first name before a middle initial. */
  private static final Pattern CAPITALISED = Pattern.compile("\\p{Lu}\\p{Ll}+");

  private final Abbreviations abbreviations;

  private final BreakIterator breaker;

  /** A splitter that does not break after the given abbreviations. */
  public SentenceSplitter(Abbreviations abbreviations, Locale locale) {
    this.abbreviations = Objects.requireNonNull(abbreviations, "abbreviations");
    this.breaker = BreakIterator.getSentenceInstance(Objects.requireNonNull(locale, "locale"));
  }

  /** The sentences of {@code text}, in order. */
  public List<Span> split(String text) {
    List<Span> sentences = new ArrayList<>();
    int paragraphStart = 0;
    int lineStart = 0;
    int i = 0;
    int n = text.length();
    while (i <= n) {
      int lineBreak = i < n ? LineBreaks.lengthAt(text, i) : 1;
      if (lineBreak > 0) {
        int next = i + lineBreak;
        if (i < n && SoftWraps.wraps(text, lineStart, i, next)) {
          // A wrapped line goes on: its sentence may too ("Centre de⏎Biologie").
          lineStart = next;
        } else {
          splitLines(text, paragraphStart, i, sentences);
          paragraphStart = next;
          lineStart = next;
        }
        i = next;
      } else {
        i++;
      }
    }
    return sentences;
  }

  /** Splits {@code [begin, end)}, one line or lines joined by wraps, into sentences. */
  private void splitLines(String text, int begin, int end, List<Span> out) {
    if (begin == end) {
      return;
    }
    // The wraps read as blanks: the iterator breaks after a line break, not after a blank.
    char[] line = text.substring(begin, end).toCharArray();
    for (int k = 0; k < line.length; k++) {
      if (LineBreaks.lengthAt(text, begin + k) > 0) {
        line[k] = ' ';
      }
    }
    breaker.setText(new String(line));
    int start = 0;
    for (int b = breaker.next(); b != BreakIterator.DONE; b = breaker.next()) {
      int at = begin + b;
      // Only a break after white space: then no token straddles it ("http://a.es/?Q=1").
      if (at < end
          && (!ClinicalTokenizer.isSpace(text.charAt(at - 1))
              || keepsGoing(text, begin + start, at))) {
        continue;
      }
      add(text, begin + start, at, out);
      start = b;
    }
  }

  /** Whether the proposed boundary at {@code at} should be dropped. */
  private boolean keepsGoing(String text, int rawStart, int at) {
    int sentenceStart = rawStart;
    while (sentenceStart < at && ClinicalTokenizer.isSpace(text.charAt(sentenceStart))) {
      sentenceStart++;
    }
    int end = at;
    while (end > sentenceStart && ClinicalTokenizer.isSpace(text.charAt(end - 1))) {
      end--;
    }
    int wordStart = lastWordStart(text, sentenceStart, end);
    String last = text.substring(wordStart, end);
    if (abbreviations.contains(last)) {
      return true;
    }
    if (wordStart == sentenceStart && BULLET.matcher(last).matches()) {
      return true;
    }
    if (INITIAL.matcher(last).matches() && wordStart > sentenceStart) {
      int prevEnd = wordStart;
      while (prevEnd > sentenceStart && ClinicalTokenizer.isSpace(text.charAt(prevEnd - 1))) {
        prevEnd--;
      }
      String previous = text.substring(lastWordStart(text, sentenceStart, prevEnd), prevEnd);
      // "Dra. M. López", "J. M. Pérez", "Ana M. Calvo", "Médico: M. Eugenia": a name goes on.
      return abbreviations.contains(previous)
          || INITIAL.matcher(previous).matches()
          || CAPITALISED.matcher(previous).matches()
          || previous.endsWith(":");
    }
    return false;
  }

  /** Start of the last white-space-delimited word before {@code end}, opening brackets skipped. */
  private static int lastWordStart(String text, int floor, int end) {
    int s = end;
    while (s > floor && !ClinicalTokenizer.isSpace(text.charAt(s - 1))) {
      s--;
    }
    while (s < end - 1 && "([{\"«“'".indexOf(text.charAt(s)) >= 0) {
      s++;
    }
    return s;
  }

  private static void add(String text, int begin, int end, List<Span> out) {
    int b = begin;
    int e = end;
    while (b < e && ClinicalTokenizer.isSpace(text.charAt(b))) {
      b++;
    }
    while (e > b && ClinicalTokenizer.isSpace(text.charAt(e - 1))) {
      e--;
    }
    if (b < e) {
      out.add(new Span(b, e));
    }
  }
}
