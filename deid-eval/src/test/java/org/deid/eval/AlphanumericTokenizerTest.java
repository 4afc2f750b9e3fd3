package org.deid.eval;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AlphanumericTokenizerTest {

  @Test
  void splitsOnEverythingButLettersAndDigits() {
    assertThat(AlphanumericTokenizer.tokens("Dña. María-José, 12/03/2001 ½"))
        .containsExactly(
            new Span(0, 3),
            new Span(5, 10),
            new Span(11, 15),
            new Span(17, 19),
            new Span(20, 22),
            new Span(23, 27),
            // '½' is an OTHER_NUMBER, alphanumeric for Python's isalnum.
            new Span(28, 29));
  }

  @Test
  void cutsTokensAtTheRequestedBounds() {
    assertThat(AlphanumericTokenizer.tokens("Juan Pérez", 2, 7))
        .containsExactly(new Span(2, 4), new Span(5, 7));
  }

  @Test
  void emptyGapIsAllNonAlphanumeric() {
    assertThat(AlphanumericTokenizer.isAllNonAlphanumeric("ab", 1, 1)).isTrue();
    assertThat(AlphanumericTokenizer.isAllNonAlphanumeric(", -\n", 0, 4)).isTrue();
    assertThat(AlphanumericTokenizer.isAllNonAlphanumeric(" y ", 0, 3)).isFalse();
  }
}
