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
