package org.deid.detect.onnx;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class WindowPlanTest {

  private static TokenizedText text(long[] words) {
    int n = words.length;
    return new TokenizedText(new long[n], new int[n], new int[n], words);
  }

  @Test
  void windowsCoverEveryTokenOnceAndCutOnWordStarts() {
    Random random = new Random(7);
    for (int trial = 0; trial < 200; trial++) {
      int n = 1 + random.nextInt(3000);
      long[] words = new long[n];
      long word = 0;
      int inWord = 1;
      for (int i = 1; i < n; i++) {
        // Words of one to three tokens, so that every window can end on a word start.
        boolean sameWord = inWord < 3 && random.nextInt(3) == 0;
        inWord = sameWord ? inWord + 1 : 1;
        word += sameWord ? 0 : 1;
        words[i] = word;
      }
      TokenizedText text = text(words);
      int size = 8 + random.nextInt(600);
      int stride = random.nextInt(size / 2 + 1);
      List<WindowPlan.Window> windows = WindowPlan.plan(text, size, stride);
      int own = 0;
      for (WindowPlan.Window w : windows) {
        assertThat(w.length()).isBetween(1, size);
        assertThat(w.ownBegin()).isEqualTo(own).isGreaterThanOrEqualTo(w.begin());
        assertThat(w.ownEnd()).isLessThanOrEqualTo(w.end());
        if (w.ownEnd() < n) {
          assertThat(text.startsWord(w.ownEnd())).isTrue();
        }
        own = w.ownEnd();
      }
      assertThat(own).isEqualTo(n);
    }
  }

  @Test
  void joinsLieInTheMiddleOfTheOverlap() {
    long[] words = new long[1000];
    for (int i = 0; i < words.length; i++) {
      words[i] = i;
    }
    List<WindowPlan.Window> windows = WindowPlan.plan(text(words), 100, 40);
    assertThat(windows.get(0)).isEqualTo(new WindowPlan.Window(0, 100, 0, 80));
    assertThat(windows.get(1)).isEqualTo(new WindowPlan.Window(60, 160, 80, 140));
  }
}
