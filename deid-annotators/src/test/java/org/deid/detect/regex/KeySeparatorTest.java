package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The hand-written key separator finds what its regular expression finds. */
class KeySeparatorTest {

  private static final Pattern KEY_END = Pattern.compile("\\s*(?::|=|\\s?\\.{3,}|\\s\\.{2,})\\s*");
  private static final String ALPHABET = "  \t\n\r\u000b\f...::=aB1-\u00a0\u2003";

  @Test
  void findsTheFirstMatchOfTheRegularExpression() {
    Random random = new Random(17);
    for (int n = 0; n < 200_000; n++) {
      StringBuilder text = new StringBuilder();
      int length = random.nextInt(16);
      for (int i = 0; i < length; i++) {
        text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
      }
      int from = length == 0 ? 0 : random.nextInt(length + 1);
      int to = from + random.nextInt(length - from + 1);
      String s = text.toString();
      Matcher matcher = KEY_END.matcher(s).region(from, to);
      KeySeparator expected =
          matcher.find() ? new KeySeparator(matcher.start(), matcher.end()) : null;
      assertThat(KeySeparator.find(s, from, to))
          .as("in [%s] %d-%d", s, from, to)
          .isEqualTo(expected);
    }
  }

  @Test
  void endsAKeyAtItsSeparator() {
    assertThat(KeySeparator.find("Sexo : M", 0, 8)).isEqualTo(new KeySeparator(4, 7));
    assertThat(KeySeparator.find("Nombre ...... MEILING", 0, 21))
        .isEqualTo(new KeySeparator(6, 14));
    assertThat(KeySeparator.find("Dr. Pérez. Alta", 0, 15)).isNull();
    assertThat(KeySeparator.find("Total .. 12", 0, 11)).isEqualTo(new KeySeparator(5, 9));
  }
}
