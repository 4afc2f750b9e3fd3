package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CharacterClassSourceTest {

  @Test
  void aClassEndsAfterItsClosingBracketEscapesAndNestedClassesIncluded() {
    assertThat(CharacterClassSource.end("[a-z]+", 0)).isEqualTo(5);
    assertThat(CharacterClassSource.end("x[\\p{L}\\]-]y", 1)).isEqualTo(11);
    assertThat(CharacterClassSource.end("[^a[0-9]]z", 0)).isEqualTo(9);
  }

  @Test
  void aQuotationOrALeadingBracketIsLeftUnread() {
    assertThat(CharacterClassSource.end("[\\Q]\\E]", 0)).isEqualTo(-1);
    assertThat(CharacterClassSource.end("[]a]", 0)).isEqualTo(-1);
    assertThat(CharacterClassSource.end("[^]a]", 0)).isEqualTo(-1);
  }
}
