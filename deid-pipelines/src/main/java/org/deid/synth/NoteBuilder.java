package org.deid.synth;

import java.util.ArrayList;
import java.util.List;
import org.deid.taxonomy.PhiClass;

/**
 * Writes a note's text and its gold spans together, so that every span's offsets are exact by
 * construction. Inside a PHI that is itself assembled from pieces (a hospital named after a city),
 * gold is suppressed so that only the outer span is recorded.
 */
final class NoteBuilder {

  private final StringBuilder text = new StringBuilder();
  private final List<GoldSpan> spans = new ArrayList<>();
  private int suppressed;

  /** Appends text that is not PHI. */
  void append(CharSequence piece) {
    text.append(piece);
  }

  /** Appends a PHI and records its span, unless gold is suppressed here. */
  void appendPhi(String piece, PhiClass phiClass) {
    int begin = text.length();
    text.append(piece);
    record(begin, phiClass);
  }

  /** Records the text written since {@code begin} as one span, unless gold is suppressed. */
  void record(int begin, PhiClass phiClass) {
    if (suppressed == 0 && text.length() > begin) {
      spans.add(new GoldSpan(begin, text.length(), phiClass));
    }
  }

  /** Stops recording spans until the matching {@link #resumeGold()}. */
  void suppressGold() {
    suppressed++;
  }

  /** Undoes one {@link #suppressGold()}. */
  void resumeGold() {
    suppressed--;
  }

  /**
   * Appends text written earlier and records its spans again at their new offsets (offsets in
   * {@code spans} are relative to the start of {@code piece}), unless gold is suppressed here.
   */
  void appendCopy(String piece, List<GoldSpan> spans) {
    int begin = text.length();
    text.append(piece);
    if (suppressed == 0) {
      for (GoldSpan span : spans) {
        this.spans.add(new GoldSpan(begin + span.begin(), begin + span.end(), span.phiClass()));
      }
    }
  }

  /** The spans recorded since span number {@code from}, shifted to start at {@code offset}. */
  List<GoldSpan> spansSince(int from, int offset) {
    List<GoldSpan> copy = new ArrayList<>();
    for (GoldSpan span : spans.subList(from, spans.size())) {
      copy.add(new GoldSpan(span.begin() - offset, span.end() - offset, span.phiClass()));
    }
    return copy;
  }

  /** How many spans are recorded so far. */
  int spanCount() {
    return spans.size();
  }

  /** The current length of the text, to start a span that {@link #record} closes. */
  int length() {
    return text.length();
  }

  /** The text written so far. */
  String text() {
    return text.toString();
  }

  /** The spans recorded so far, in text order. */
  List<GoldSpan> spans() {
    return List.copyOf(spans);
  }
}
