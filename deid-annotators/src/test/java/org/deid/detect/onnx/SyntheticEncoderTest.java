package org.deid.detect.onnx;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.deid.detect.onnx.graph.SyntheticEncoder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SyntheticEncoderTest {

  @TempDir Path temp;

  private static String key(OnnxTagger.TaggedSpan span) {
    return span.begin() + "-" + span.end() + span.type();
  }

  @Test
  void aSmallRandomEncoderRunsInWindowsWithTokenTypeIds() throws Exception {
    // Touch the fixture first so that DJL runs offline with its cache in a temp folder.
    assertThat(TinyModels.DJL_CACHE).exists();
    SyntheticEncoder.Sizes sizes = new SyntheticEncoder.Sizes(2, 32, 4, 64, 64);
    Path folder =
        SyntheticEncoder.write(temp.resolve("enc"), sizes, List.of("le", "patient", "Dupont"), 3);
    OnnxModel model = OnnxModel.load(new OnnxModel.Settings(folder, 1, false, 0));
    assertThat(model.takesTokenTypeIds()).isTrue();
    assertThat(model.labels()).isEqualTo(SyntheticEncoder.LABELS);
    assertThat(model.maxTokens()).isEqualTo(62);
    String text = "le patient Dupont, né à Zürich. ".repeat(40);
    OnnxTagger tagger = new OnnxTagger(model, 0, 16, 4);
    List<OnnxTagger.TaggedSpan> spans = tagger.tag(text);
    for (OnnxTagger.TaggedSpan span : spans) {
      assertThat(span.begin()).isBetween(0, span.end() - 1);
      assertThat(span.end()).isLessThanOrEqualTo(text.length());
      assertThat(span.confidence()).isBetween(0.0, 1.0);
    }
    // Same text, same weights: same spans; batching (and its padding) does not change them.
    assertThat(new OnnxTagger(model, 0, 16, 1).tag(text).stream().map(SyntheticEncoderTest::key))
        .containsExactlyElementsOf(spans.stream().map(SyntheticEncoderTest::key).toList());
  }

  @Test
  void windowsOfMixedLengthsComeBackInTheirOrderWithTheirOwnOutputs() throws Exception {
    assertThat(TinyModels.DJL_CACHE).exists();
    SyntheticEncoder.Sizes sizes = new SyntheticEncoder.Sizes(2, 32, 4, 64, 64);
    Path folder =
        SyntheticEncoder.write(temp.resolve("mixed"), sizes, List.of("le", "patient", "Dupont"), 5);
    OnnxModel model = OnnxModel.load(new OnnxModel.Settings(folder, 1, false, 0));
    long[] ids = model.tokenize("le patient Dupont, né à Zürich. ".repeat(8)).ids();
    // Long, short, long, middle: runs as [short], [middle], [long, long] and comes back in order.
    List<long[]> windows =
        List.of(
            java.util.Arrays.copyOf(ids, 60),
            java.util.Arrays.copyOf(ids, 5),
            java.util.Arrays.copyOfRange(ids, 3, 62),
            java.util.Arrays.copyOf(ids, 30));
    float[][][] together = model.run(windows);
    for (int w = 0; w < windows.size(); w++) {
      float[][] alone = model.run(List.of(windows.get(w)))[0];
      assertThat(together[w]).hasNumberOfRows(windows.get(w).length);
      for (int t = 0; t < alone.length; t++) {
        assertThat(together[w][t])
            .containsExactly(alone[t], org.assertj.core.data.Offset.offset(1e-5f));
      }
    }
  }
}
