package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CrfSuiteFormatTest {

  @Test
  void escapesColonsBackslashesAndWhiteSpace() {
    assertThat(CrfSuiteFormat.escape("w_10:30\\x\ty")).isEqualTo("w_10\\:30\\\\x\\ty");
    assertThat(CrfSuiteFormat.escape("lw_nombre")).isEqualTo("lw_nombre");
  }

  @Test
  void parsesBackWhatItEscaped() {
    String name = "w_a:b\\c\td\ne";
    assertThat(CrfSuiteFormat.parse(CrfSuiteFormat.escape(name)))
        .isEqualTo(new CrfSuiteFormat.Field(name, 1.0));
  }

  @Test
  void anUnescapedColonStartsTheWeight() {
    assertThat(CrfSuiteFormat.parse("len:5.0")).isEqualTo(new CrfSuiteFormat.Field("len", 5.0));
  }
}
