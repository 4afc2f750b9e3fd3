package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class RequiredLiteralTest {

  private static String of(String regex) {
    return RequiredLiteral.of(Pattern.compile(regex, Pattern.UNICODE_CHARACTER_CLASS));
  }

  @Test
  void theLongestRunOfLiteralsEveryMatchGoesThrough() {
    assertThat(
            of(
                "(?<![\\p{L}])(?<phi>\\p{Lu}[\\p{L}.-]*(?:[ ]\\p{Lu}\\p{L}*){0,6},?[ ]S\\.[ ]?(?:L|A)\\.)"))
        .isEqualTo(" S.");
    assertThat(of("a\\.b[ ]c\\d")).isEqualTo("a.b c");
    assertThat(of("ab(?:cd)ef")).isEqualTo("cdef"); // a group starts a run of its own
    assertThat(of("(?<phi>xy)z")).isEqualTo("xyz");
  }

  @Test
  void optionalRepeatedAndAlternativePiecesEndARun() {
    assertThat(of("ab(?:cd)?ef")).isEqualTo("ab");
    assertThat(of("abc+")).isEqualTo("ab");
    assertThat(of("x(?:ab|cd)yz")).isEqualTo("yz");
    assertThat(of("ab(?:c(?:de)*)fg")).isEqualTo("ab");
    assertThat(of("q(?:abc)+")).isEqualTo("q");
    assertThat(of("ab|cdef")).isNull();
    assertThat(of("\\d+")).isNull();
  }

  @Test
  void lookAroundsAndCaseInsensitivePartsHoldNoneOfIt() {
    assertThat(of("(?<=abc)de")).isEqualTo("de");
    assertThat(of("(?!abcd)de")).isEqualTo("de");
    assertThat(of("(?i:abcd)de")).isEqualTo("de");
    assertThat(of("(?i)abcd")).isNull();
    assertThat(RequiredLiteral.of(Pattern.compile("abcd", Pattern.CASE_INSENSITIVE))).isNull();
  }
}
