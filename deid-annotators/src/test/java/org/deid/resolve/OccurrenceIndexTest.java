package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The index of a long text finds what {@link String#indexOf(String, int)} finds. */
class OccurrenceIndexTest {

  @Test
  void findsWhatIndexOfFindsInALongNote() {
    StringBuilder note = new StringBuilder();
    String[] words = {
      "Lugo", "LUGO", "lugo", "Lu", "García", "Garcia", "de ", "\n", "  ", "ª", "é"
    };
    Random random = new Random(7);
    while (note.length() < 20_000) {
      note.append(words[random.nextInt(words.length)]).append(random.nextBoolean() ? " " : "");
    }
    String text = note.toString();
    OccurrenceIndex indexed = new OccurrenceIndex(text, 0);
    OccurrenceIndex direct = new OccurrenceIndex(text);
    int found = 0;
    for (String word :
        new String[] {"Lugo", "lugo ", "García", "a L", "de \n", "ª é", "Zamora", "o"}) {
      for (int from : new int[] {-3, 0, 1, 57, 9_999, 19_990, text.length(), text.length() + 5}) {
        int expected = text.indexOf(word, from);
        assertThat(indexed.indexOf(word, from)).as("%s from %d", word, from).isEqualTo(expected);
        assertThat(direct.indexOf(word, from)).isEqualTo(expected);
        found += expected >= 0 ? 1 : 0;
      }
      // Every occurrence in turn, as the propagator walks them.
      int count = 0;
      for (int at = indexed.indexOf(word, 0); at >= 0; at = indexed.indexOf(word, at + 1)) {
        assertThat(text.startsWith(word, at)).isTrue();
        count++;
      }
      int expectedCount = 0;
      for (int at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
        expectedCount++;
      }
      assertThat(count).as("occurrences of %s", word).isEqualTo(expectedCount);
    }
    assertThat(found).isGreaterThan(20);
  }

  @Test
  void aWordStandsAloneOnlyWithoutALetterOrDigitGluedToIt() {
    String text = "Vive en Lugo. Trabaja en Lugones y en 2Lugo; lugo3.";
    OccurrenceIndex occurrences = new OccurrenceIndex(text, 0);
    assertThat(occurrences.containsAlone("Lugo")).isTrue();
    assertThat(occurrences.containsAlone("Lugones")).isTrue();
    // Near misses: glued to a digit on either side, or a word's beginning.
    assertThat(occurrences.containsAlone("lugo")).isFalse();
    assertThat(occurrences.containsAlone("Lugon")).isFalse();
    assertThat(new OccurrenceIndex("2Lugo Lugo2").containsAlone("Lugo")).isFalse();
  }
}
