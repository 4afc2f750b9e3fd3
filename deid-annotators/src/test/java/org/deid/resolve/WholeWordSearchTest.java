package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class WholeWordSearchTest {

  @Test
  void findsOnlyWholeOccurrences() {
    assertThat(WholeWordSearch.indexOf("santé, Santé et santés", "santé", 0)).isZero();
    assertThat(WholeWordSearch.indexOf("centres de santés; santé", "santé", 0)).isEqualTo(19);
    assertThat(WholeWordSearch.indexOf("OCT2 l'OCT", "OCT", 0)).isEqualTo(7);
    assertThat(WholeWordSearch.indexOf("éOCT ½OCT", "OCT", 0)).isEqualTo(-1);
    assertThat(WholeWordSearch.indexOf("OCT", "", 0)).isEqualTo(-1);
  }

  @Test
  void answersAsTheRegexOnRandomTexts() {
    Random random = new Random(13);
    String alphabet = "ab é1²Ⅻ-'\n.";
    for (int trial = 0; trial < 20_000; trial++) {
      String text = randomText(random, alphabet, random.nextInt(12));
      String word = randomText(random, "ab", 1 + random.nextInt(2));
      Pattern regex =
          Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(word) + "(?![\\p{L}\\p{N}])");
      var m = regex.matcher(text);
      int expected = m.find() ? m.start() : -1;
      assertThat(WholeWordSearch.indexOf(text, word, 0))
          .as("%s in %s", word, text)
          .isEqualTo(expected);
    }
  }

  private static String randomText(Random random, String alphabet, int length) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < length; i++) {
      text.append(alphabet.charAt(random.nextInt(alphabet.length())));
    }
    return text.toString();
  }
}
