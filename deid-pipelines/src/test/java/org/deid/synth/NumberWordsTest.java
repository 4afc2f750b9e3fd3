package org.deid.synth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class NumberWordsTest {

  @Test
  void frenchNumbersFollowTheUsualSpelling() {
    assertThat(NumberWords.french(0)).isEqualTo("zéro");
    assertThat(NumberWords.french(12)).isEqualTo("douze");
    assertThat(NumberWords.french(17)).isEqualTo("dix-sept");
    assertThat(NumberWords.french(21)).isEqualTo("vingt-et-un");
    assertThat(NumberWords.french(42)).isEqualTo("quarante-deux");
    assertThat(NumberWords.french(70)).isEqualTo("soixante-dix");
    assertThat(NumberWords.french(71)).isEqualTo("soixante-et-onze");
    assertThat(NumberWords.french(79)).isEqualTo("soixante-dix-neuf");
    assertThat(NumberWords.french(80)).isEqualTo("quatre-vingts");
    assertThat(NumberWords.french(81)).isEqualTo("quatre-vingt-un");
    assertThat(NumberWords.french(97)).isEqualTo("quatre-vingt-dix-sept");
    assertThat(NumberWords.french(100)).isEqualTo("cent");
    assertThat(NumberWords.french(101)).isEqualTo("cent un");
    assertThat(NumberWords.french(200)).isEqualTo("deux cents");
    assertThat(NumberWords.french(342)).isEqualTo("trois cent quarante-deux");
  }

  @Test
  void numbersOutsideTheCoveredRangeAreRefused() {
    assertThatThrownBy(() -> NumberWords.french(1000))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("1000");
    assertThatThrownBy(() -> NumberWords.french(-1)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aStreetKeepsEverythingButItsNumberWhichIsSpelledOut() {
    assertThat(NumberWords.streetInWords("12 rue des Lilas")).isEqualTo("douze rue des Lilas");
    assertThat(NumberWords.streetInWords("14 bis, chemin de la Motte"))
        .isEqualTo("quatorze bis, chemin de la Motte");
    assertThat(NumberWords.streetInWords("7B avenue Foch")).isEqualTo("sept bis avenue Foch");
    assertThat(NumberWords.streetInWords("impasse des Ajoncs")).isEqualTo("impasse des Ajoncs");
  }
}
