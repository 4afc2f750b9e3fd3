package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AgeInWordsTest {

  @Test
  void anAgeInWordsOrFiguresWithAtMostASexWordIsAnAge() {
    assertThat(AgeInWords.isAgeExpression("dos meses")).isTrue();
    assertThat(AgeInWords.isAgeExpression(" recién nacida hembra ")).isTrue();
    assertThat(AgeInWords.isAgeExpression("3 ans")).isTrue();
    assertThat(AgeInWords.isAgeExpression("nouveau-né")).isTrue();
    // Near misses: a relative with an age, a dose, a count of something else.
    assertThat(AgeInWords.isAgeExpression("su hija de dos meses")).isFalse();
    assertThat(AgeInWords.isAgeExpression("3 mg")).isFalse();
    assertThat(AgeInWords.isAgeExpression("dos hermanos")).isFalse();
  }
}
