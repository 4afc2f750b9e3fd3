package org.deid.detect.lexicon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class VocabularyTest {

  /** The build's automaton is the list's: same size, and every 97th word of the list in both. */
  @ParameterizedTest
  @ValueSource(strings = {"fr", "es"})
  void thePrebuiltAutomatonHoldsTheListsWords(String language) throws IOException {
    assertNotNull(
        getClass()
            .getClassLoader()
            .getResource("org/deid/detect/lexicon/" + language + "/" + Vocabulary.PREBUILT),
        "the build writes the automaton into the classes (process-classes)");
    Vocabulary loaded = Vocabulary.forLanguage(language);
    Vocabulary built = Vocabulary.fromList(language);
    assertEquals(built.size(), loaded.size());
    int checked = 0;
    try (InputStream in =
            getClass()
                .getClassLoader()
                .getResourceAsStream(
                    "org/deid/detect/lexicon/" + language + "/" + Vocabulary.LIST);
        BufferedReader lines =
            new BufferedReader(
                new InputStreamReader(new GZIPInputStream(in), StandardCharsets.UTF_8))) {
      int n = 0;
      for (String word = lines.readLine(); word != null; word = lines.readLine()) {
        if (n++ % 97 == 0 && !TextFolding.key(word).isEmpty()) {
          assertTrue(loaded.contains(word), word);
          checked++;
        }
      }
    }
    assertTrue(checked > 1000, "words checked: " + checked);
    // A word of neither language's list, and a name: in neither automaton.
    assertFalse(loaded.contains("xqzwvk"));
    assertFalse(built.contains("xqzwvk"));
  }

  /** What save writes, load reads back whole. */
  @ParameterizedTest
  @ValueSource(strings = {"fr", "es"})
  void aSavedVocabularyReadsBack(String language) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Vocabulary.fromList(language).save(bytes);
    Vocabulary read = Vocabulary.read(new ByteArrayInputStream(bytes.toByteArray()));
    assertEquals(Vocabulary.forLanguage(language).size(), read.size());
    assertTrue(read.contains(language.equals("fr") ? "toutefois" : "asistencia"));
  }
}
