package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AttachedWeekdayTest {

  /** The text the date at {@code date} covers once its weekday is taken in. */
  private static String date(String text, String date) {
    int begin = text.indexOf(date);
    return text.substring(AttachedWeekday.begin(text, begin, 0), begin + date.length());
  }

  @Test
  void aWeekdayRightBeforeADateIsPartOfIt() {
    assertThat(date("liste des rendez-vous du jeudi 24/04/2025", "24/04/2025"))
        .isEqualTo("jeudi 24/04/2025");
    assertThat(date("Date : mar. 17/06/2025 07:55", "17/06/2025")).isEqualTo("mar. 17/06/2025");
    assertThat(date("lun 10/03 7h15 - cl", "10/03")).isEqualTo("lun 10/03");
    assertThat(date("LUN 19 MAY mañana", "19 MAY")).isEqualTo("LUN 19 MAY");
    assertThat(date("prevista el miércoles  5/11", "5/11")).isEqualTo("miércoles  5/11");
  }

  @Test
  void wordsEndingLikeAWeekdayAndDetachedOnesAreNot() {
    // "samar", "dimanche," with a comma, a weekday on the line before, a word ending in "mar".
    assertThat(date("Samar 12/03/2024", "12/03/2024")).isEqualTo("12/03/2024");
    assertThat(date("dimanche, 3 mars", "3 mars")).isEqualTo("3 mars");
    assertThat(date("jeudi\n24/04/2025", "24/04/2025")).isEqualTo("24/04/2025");
    assertThat(date("Gmar 24/04/2025", "24/04/2025")).isEqualTo("24/04/2025");
  }

  @Test
  void theSpanBeforeIsNeverReachedInto() {
    String text = "Juan jue 12/03";
    int begin = text.indexOf("12/03");
    assertThat(AttachedWeekday.begin(text, begin, text.indexOf("jue") + 2)).isEqualTo(begin);
  }
}
