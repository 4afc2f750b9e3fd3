package org.deid.detect.onnx;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a token sequence into overlapping windows of at most {@code size} tokens that start and end
 * on word boundaries, each overlapping the previous by about {@code stride} tokens, and gives each
 * token to exactly one window: the join between two windows is the first word start at or after the
 * middle of their overlap, so every token is read with at least half the overlap of context on each
 * side, and the result does not depend on anything but the text and the two sizes.
 */
public final class WindowPlan {

  /** One window: tokens {@code [begin, end)}, of which {@code [ownBegin, ownEnd)} are its own. */
  public record Window(int begin, int end, int ownBegin, int ownEnd) {

    /** The number of tokens in the window. */
    public int length() {
      return end - begin;
    }
  }

  private WindowPlan() {}

  /**
   * The windows of a tokenized text.
   *
   * @param size the largest window, in tokens (special tokens excluded)
   * @param stride the overlap between consecutive windows, in tokens; below {@code size}
   */
  public static List<Window> plan(TokenizedText text, int size, int stride) {
    if (size < 1 || stride < 0 || stride >= size) {
      throw new IllegalArgumentException(
          "Window size " + size + " and stride " + stride + ": need 0 <= stride < size");
    }
    int n = text.size();
    List<int[]> spans = new ArrayList<>();
    int begin = 0;
    while (begin < n) {
      int end = Math.min(n, begin + size);
      if (end < n) {
        int cut = end;
        while (cut > begin + 1 && !text.startsWord(cut)) {
          cut--;
        }
        // A single word longer than the window is cut inside the word.
        end = cut > begin + 1 ? cut : end;
      }
      spans.add(new int[] {begin, end});
      if (end == n) {
        break;
      }
      int next = Math.max(begin + 1, end - stride);
      while (next > begin + 1 && next < end && !text.startsWord(next)) {
        next--;
      }
      begin = next > begin ? next : end;
    }
    List<Window> windows = new ArrayList<>(spans.size());
    int own = 0;
    for (int i = 0; i < spans.size(); i++) {
      int[] span = spans.get(i);
      int ownEnd = n;
      if (i + 1 < spans.size()) {
        int nextBegin = spans.get(i + 1)[0];
        int join = (nextBegin + span[1]) / 2;
        while (join < span[1] && !text.startsWord(join)) {
          join++;
        }
        ownEnd = Math.max(join, own);
      }
      windows.add(new Window(span[0], span[1], own, ownEnd));
      own = ownEnd;
    }
    return windows;
  }
}
