package org.deid.detect.onnx;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.deid.segment.ClinicalSegmenter;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A RoBERTa-style model (byte-level BPE, no {@code token_type_ids}): byte-level tokens, which split
 * characters into their UTF-8 bytes, land on exact UTF-16 offsets of the note.
 */
class ByteLevelBpeTest {

  private static final List<String> WORDS =
      List.of(
          "le", "patient", "Hélène", "Müller", "vu", "à", "Ñuñoa", "😀", "par", "Dr", "Jean",
          "Dupont", "Hôpital", "Édouard", "Herriot", "東京", "et", "Zoë", "Ly", "𠮷野");

  /** Pieces merged inside words: "Lyon" is " Ly" + "on". */
  private static final List<String> PIECES = List.of("on");

  private static final Map<String, String> LABELS =
      Map.ofEntries(
          Map.entry(" Jean", "B-PER"),
          Map.entry(" Dupont", "I-PER"),
          // No B- before these: the decoder repairs I- after O into a span.
          Map.entry(" Hélène", "I-PER"),
          Map.entry(" Müller", "I-PER"),
          Map.entry(" Zoë", "B-PER"),
          Map.entry(" 𠮷野", "B-PER"),
          Map.entry(" Ñuñoa", "B-LOC"),
          Map.entry(" 東京", "B-LOC"),
          // A word takes the tag of its first piece: "Lyon" is a place although "on" is O.
          Map.entry(" Ly", "B-LOC"),
          Map.entry(" Hôpital", "B-ORG"),
          Map.entry(" Édouard", "I-ORG"),
          Map.entry(" Herriot", "I-ORG"));

  @TempDir Path temp;

  private OnnxModel model(String name, int positions) throws Exception {
    assertThat(TinyModels.DJL_CACHE).exists(); // DJL offline, its cache in a temp folder
    Path folder = TinyModels.byteLevelBpe(temp.resolve(name), WORDS, PIECES, LABELS, positions);
    return OnnxModel.load(new OnnxModel.Settings(folder, 1, false, 0));
  }

  private static List<String> show(String text, List<OnnxTagger.TaggedSpan> spans) {
    return spans.stream()
        .map(
            s ->
                "["
                    + s.begin()
                    + ", "
                    + s.end()
                    + "]"
                    + s.type()
                    + " ("
                    + text.substring(s.begin(), s.end())
                    + ")")
        .toList();
  }

  private static String expected(String text, String covered, String type, int from) {
    int begin = text.indexOf(covered, from);
    return "[" + begin + ", " + (begin + covered.length()) + "]" + type + " (" + covered + ")";
  }

  @Test
  void byteLevelTokensOfMultiByteCharactersMapToExactUtf16Offsets() throws Exception {
    OnnxModel model = model("bpe", 512);
    assertThat(model.takesTokenTypeIds()).isFalse();
    assertThat(model.maxTokens()).isEqualTo(510);
    // 😷 and 💉 are not in the vocabulary: each is four byte tokens, none a whole character.
    String text =
        "😀 le patient Hélène Müller vu à Ñuñoa 😀 par Dr Jean Dupont, Hôpital Édouard Herriot"
            + " à 東京 et Zoë😷 💉 à Lyon, 𠮷野.";
    TokenizedText tokens = model.tokenize(text);
    int mask = text.indexOf("😷");
    int maskTokens = 0;
    for (int i = 0; i < tokens.size(); i++) {
      if (tokens.begins()[i] == mask) {
        // Each byte token of the emoji spans the whole character (two UTF-16 units).
        assertThat(tokens.ends()[i]).isEqualTo(mask + 2);
        maskTokens++;
      }
    }
    assertThat(maskTokens).isEqualTo(4);
    for (int i = 0; i < tokens.size(); i++) {
      // Offsets never cut a surrogate pair, so the CAS never sees half a character.
      assertThat(Character.isLowSurrogate(text.charAt(tokens.begins()[i]))).isFalse();
      assertThat(
              tokens.ends()[i] == text.length()
                  || !Character.isLowSurrogate(text.charAt(tokens.ends()[i])))
          .isTrue();
    }
    assertThat(show(text, new OnnxTagger(model, 0, 128, 8).tag(text)))
        .containsExactly(
            "[14, 27]PER (Hélène Müller)",
            "[33, 38]LOC (Ñuñoa)",
            "[49, 60]PER (Jean Dupont)",
            "[62, 85]ORG (Hôpital Édouard Herriot)",
            "[88, 90]LOC (東京)",
            "[94, 97]PER (Zoë)",
            "[105, 109]LOC (Lyon)",
            "[111, 114]PER (𠮷野)");
    // The same offsets, found independently.
    assertThat(show(text, new OnnxTagger(model, 0, 128, 8).tag(text)))
        .containsExactly(
            expected(text, "Hélène Müller", "PER", 0),
            expected(text, "Ñuñoa", "LOC", 0),
            expected(text, "Jean Dupont", "PER", 0),
            expected(text, "Hôpital Édouard Herriot", "ORG", 0),
            expected(text, "東京", "LOC", 0),
            expected(text, "Zoë", "PER", 0),
            expected(text, "Lyon", "LOC", 0),
            expected(text, "𠮷野", "PER", 0));
  }

  @Test
  void theAnnotatorWritesCandidatesOnTheNotesCharacters() throws Exception {
    Path folder = TinyModels.byteLevelBpe(temp.resolve("bpe-ae"), WORDS, PIECES, LABELS, 512);
    String text = "😀 vu par Dr Jean Dupont à 東京, 😀 Ñuñoa.";
    JCas jcas = JCasFactory.createText(text, "fr");
    SimplePipeline.runPipeline(
        jcas,
        ClinicalSegmenter.createDescription(ClinicalSegmenter.PARAM_LANGUAGE, "fr"),
        OnnxAnnotator.createDescription(folder.toString()));
    assertThat(
            jcas.select(PhiCandidate.class)
                .map(c -> c.getCoveredText() + "/" + c.getCategory())
                .toList())
        .containsExactly("Jean Dupont/NAME", "東京/LOCATION", "Ñuñoa/LOCATION");
  }

  @Test
  void aLongNoteReadInWindowsKeepsEverySpanOnce() throws Exception {
    OnnxModel model = model("bpe-64", 64);
    assertThat(model.maxTokens()).isEqualTo(62);
    List<String> names = List.of("Hélène Müller", "Jean Dupont", "𠮷野", "Zoë");
    List<String> places = List.of("Lyon", "東京", "Ñuñoa");
    StringBuilder text = new StringBuilder();
    List<String> expected = new ArrayList<>();
    for (int sentence = 0; sentence < 300; sentence++) {
      // Sentences of varying length, so that names fall on every position of the windows.
      text.append("le ".repeat(sentence % 5)).append("😀 patient ");
      String name = names.get(sentence % names.size());
      expected.add(expected(text.toString() + name, name, "PER", text.length()));
      text.append(name).append(" vu à ");
      String place = places.get(sentence % places.size());
      expected.add(expected(text.toString() + place, place, "LOC", text.length()));
      text.append(place).append(" 😷.\n");
    }
    String note = text.toString();
    assertThat(model.tokenize(note).size()).isGreaterThan(10 * model.maxTokens());
    List<OnnxTagger.TaggedSpan> spans = new OnnxTagger(model, 0, 16, 4).tag(note);
    assertThat(show(note, spans)).containsExactlyElementsOf(expected);
    // Other window sizes and strides give the same spans.
    assertThat(new OnnxTagger(model, 25, 9, 3).tag(note)).isEqualTo(spans);
  }
}
