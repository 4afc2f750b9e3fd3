package org.deid.detect.onnx;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.deid.detect.onnx.TagDecoder.Span;
import org.junit.jupiter.api.Test;

class TagDecoderTest {

  @Test
  void bioSpans() {
    assertThat(TagDecoder.decode(List.of("B-PER", "I-PER", "O", "B-LOC", "B-LOC", "I-LOC")))
        .containsExactly(new Span(0, 1, "PER"), new Span(3, 3, "LOC"), new Span(4, 5, "LOC"));
  }

  @Test
  void invalidBioIsRepaired() {
    // I- after O starts a span; I- of another type after a span starts a new one.
    assertThat(TagDecoder.decode(List.of("O", "I-PER", "I-PER", "I-LOC", "O", "I-ORG")))
        .containsExactly(new Span(1, 2, "PER"), new Span(3, 3, "LOC"), new Span(5, 5, "ORG"));
  }

  @Test
  void iobesAndBilouSpans() {
    assertThat(TagDecoder.decode(List.of("S-PER", "B-LOC", "I-LOC", "E-LOC", "E-LOC", "U-ORG")))
        .containsExactly(
            new Span(0, 0, "PER"),
            new Span(1, 3, "LOC"),
            new Span(4, 4, "LOC"),
            new Span(5, 5, "ORG"));
    assertThat(TagDecoder.decode(List.of("B-PER", "L-PER", "B-PER", "O")))
        .containsExactly(new Span(0, 1, "PER"), new Span(2, 2, "PER"));
  }

  @Test
  void tagsWithoutPrefixAreEntityTypes() {
    assertThat(TagDecoder.decode(List.of("PER", "PER", "O", "LOC")))
        .containsExactly(new Span(0, 1, "PER"), new Span(3, 3, "LOC"));
  }
}
