package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ChecksumsTest {

  @Test
  void nirKeyIsNinetySevenMinusTheNumberModNinetySeven() {
    assertThat(Checksums.nir("1 78 05 75 123 456 28")).isTrue();
    assertThat(Checksums.nir("178057512345628")).isTrue();
    assertThat(Checksums.nir("1 78 05 75 123 456 29")).isFalse();
    assertThat(Checksums.nir("1 78 05 75 123 456")).isFalse();
  }

  @Test
  void nirOfCorsicaReadsTwoAAsNineteenAndTwoBAsEighteen() {
    // Published valid numbers (python-stdnum, fr/nir.py documentation).
    assertThat(Checksums.nir("253072A07300443")).isTrue();
    assertThat(Checksums.nir("2 53 07 2B 073 004 70")).isTrue();
    // The same bodies with the other department or key are invalid.
    assertThat(Checksums.nir("253072B07300443")).isFalse();
    assertThat(Checksums.nir("253072A07300470")).isFalse();
    assertThat(Checksums.nirKey("253072A073004")).isEqualTo(43);
    // The former rule (2A as 19, then minus 1,000,000) gave key 60 here: no longer accepted.
    assertThat(Checksums.nir("2 69 02 2A 005 123 60")).isFalse();
  }

  @Test
  void dniAndNieControlLetter() {
    assertThat(Checksums.dniNie("12345678Z")).isTrue();
    assertThat(Checksums.dniNie("12345678-Z")).isTrue();
    assertThat(Checksums.dniNie("12345678A")).isFalse();
    assertThat(Checksums.dniNie("X1234567L")).isTrue();
    assertThat(Checksums.dniNie("Y1234567L")).isFalse();
    assertThat(Checksums.dniNie("1234567Z")).isFalse();
  }

  @Test
  void spanishSocialSecurityControlDigits() {
    assertThat(Checksums.spanishSocialSecurity("28 12345678 40")).isTrue();
    assertThat(Checksums.spanishSocialSecurity("28/12345678/40")).isTrue();
    assertThat(Checksums.spanishSocialSecurity("28 12345678 41")).isFalse();
    assertThat(Checksums.spanishSocialSecurity("28 1234567 40")).isFalse();
  }

  @Test
  void ibanModNinetySeven() {
    assertThat(Checksums.iban("ES91 2100 0418 4502 0005 1332")).isTrue();
    assertThat(Checksums.iban("FR14 2004 1010 0505 0001 3M02 606")).isTrue();
    assertThat(Checksums.iban("ES92 2100 0418 4502 0005 1332")).isFalse();
    assertThat(Checksums.iban("ES91")).isFalse();
  }

  @Test
  void luhnOnCardNumbers() {
    assertThat(Checksums.luhn("4111 1111 1111 1111")).isTrue();
    assertThat(Checksums.luhn("4111-1111-1111-1112")).isFalse();
    assertThat(Checksums.luhn("411111111111")).isFalse();
  }
}
