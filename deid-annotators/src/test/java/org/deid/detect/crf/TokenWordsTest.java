package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TokenWordsTest {

  @Test
  void givesTheCoveredTextItsLowerCaseAndShape() {
    // A small alphabet (cases, accents, digits, a character outside Latin-1, U+FFFF): words
    // recur, some collide in the table, and some texts are stored in 16 bits a character.
    String alphabet = "aAbBéÉ1-.ſ\uFFFF";
    Random random = new Random(7);
    TokenWords words = new TokenWords();
    for (int round = 0; round < 2_000; round++) {
      StringBuilder text = new StringBuilder();
      int length = 1 + random.nextInt(40);
      for (int i = 0; i < length; i++) {
        text.append(alphabet.charAt(random.nextInt(random.nextBoolean() ? 4 : alphabet.length())));
      }
      String note = text.toString();
      for (int k = 0; k < 50; k++) {
        int begin = random.nextInt(note.length() + 1);
        int end = begin + random.nextInt(Math.min(6, note.length() - begin + 1));
        String expected = note.substring(begin, end);
        TokenWords.Word word = words.of(note, begin, end);
        assertThat(word.text()).isEqualTo(expected);
        assertThat(word.lower()).isEqualTo(expected.toLowerCase(Locale.ROOT));
        assertThat(word.shape()).isEqualTo(PhiTokenFeatures.shape(expected));
      }
    }
  }

  @Test
  void aWordMetAgainIsTheSameObject() {
    TokenWords words = new TokenWords();
    TokenWords.Word first = words.of("Paciente: Ana", 10, 13);
    assertThat(words.of("Ana Gil", 0, 3)).isSameAs(first);
    assertThat(first.lower()).isEqualTo("ana");
    assertThat(first.shape()).isEqualTo(PhiTokenFeatures.shape("Ana"));
  }
}
