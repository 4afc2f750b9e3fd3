package org.deid.segment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class OcrConfusionsTest {

  private static String normalise(String text) {
    String normalised = OcrConfusions.normalise(text);
    assertThat(normalised).hasSameSizeAs(text);
    return normalised;
  }

  @Test
  void lettersInNumbersReadAsDigits() {
    assertThat(normalise("DM2 de 18 años de evolución (dx en el 2OO3), HTA"))
        .isEqualTo("DM2 de 18 años de evolución (dx en el 2003), HTA");
    assertThat(normalise("HbA1c del O5-O7-21: 9,8 %")).isEqualTo("HbA1c del 05-07-21: 9,8 %");
    assertThat(normalise("F. Nac.:  3O/O1/1946     78  a."))
        .isEqualTo("F. Nac.:  30/01/1946     78  a.");
    assertThat(normalise("NHC:  4O2l877     CIPA")).isEqualTo("NHC:  4021877     CIPA");
    assertThat(normalise("RPPS 1OOO9501320")).isEqualTo("RPPS 10009501320");
    assertThat(normalise("N° séjour : 253O07714")).isEqualTo("N° séjour : 253007714");
    assertThat(normalise("Fecha:  14 / O7 / 2O21")).isEqualTo("Fecha:  14 / 07 / 2021");
    assertThat(normalise("RAI nég (O5/O3) - anti-D")).isEqualTo("RAI nég (05/03) - anti-D");
    assertThat(normalise("RHOPHYLAC 3OO µg, lOO")).isEqualTo("RHOPHYLAC 300 µg, lOO");
  }

  @Test
  void phoneGroupsJoinedBySpacesReadAsDigits() {
    assertThat(normalise("FAX RECU 18.O3.25 O2:47 DE +33 3 53 O1 19 8O   -   CH"))
        .isEqualTo("FAX RECU 18.03.25 02:47 DE +33 3 53 01 19 80   -   CH");
    assertThat(normalise("Tél :  O6 39 98 44 21")).isEqualTo("Tél :  06 39 98 44 21");
  }

  @Test
  void aFinalLetterInsideANumberThatGoesOnReadsAsADigit() {
    // Not litres nor an ordinal when the number goes on after it, or after three digits.
    assertThat(normalise("Tél : 02 6l 91 55 09")).isEqualTo("Tél : 02 61 91 55 09");
    assertThat(normalise("revu le 1l/11/2024")).isEqualTo("revu le 11/11/2024");
    assertThat(normalise("opéré en 202l à Nantes")).isEqualTo("opéré en 2021 à Nantes");
    // Near misses: a flow, an ordinal, a list of ordinals.
    assertThat(normalise("O2 3l/min, 2o piso, 1o y 2o")).isEqualTo("O2 3l/min, 2o piso, 1o y 2o");
  }

  @Test
  void identifiersWithOneLetterAtAnEndReadAsDigitsInside() {
    assertThat(normalise("con DNI l6480392H, nacido")).isEqualTo("con DNI 16480392H, nacido");
    assertThat(normalise("urgencias: U23/0O41877")).isEqualTo("urgencias: U23/0041877");
  }

  @Test
  void codesWithLettersStayAsWritten() {
    String codes = "TSI: CLMA92O5221OO4, G1 P0, C3, H1N1, B24-118734, V1-V3, HbA1c, cT1N0M0, IgG1";
    assertThat(normalise(codes)).isEqualTo(codes);
    assertThat(normalise("grupo O Rh+, agudeza OI 20/40, Il y a"))
        .isEqualTo("grupo O Rh+, agudeza OI 20/40, Il y a");
  }

  @Test
  void oxygenOrdinalsAndLitresStay() {
    String oxygen = "sous O2 3 L/min, SpO2 94 %, O2 à 2 l/min, FiO2 0,4";
    assertThat(normalise(oxygen)).isEqualTo(oxygen);
    String units = "vive en el 2o piso, boire 1,5l par jour, 2o, 12o";
    assertThat(normalise(units)).isEqualTo(units);
  }

  @Test
  void digitsInWordsReadAsLetters() {
    assertThat(normalise("45007  T0ledo")).isEqualTo("45007  Toledo");
    assertThat(normalise("Paciente  femenin0  de  66  añ0s"))
        .isEqualTo("Paciente  femenino  de  66  años");
    assertThat(normalise("SMUR L0ns (Dr BÉJEAN)")).isEqualTo("SMUR Lons (Dr BÉJEAN)");
    assertThat(normalise("DUBOIS-PERRET Cora1ie")).isEqualTo("DUBOIS-PERRET Coralie");
    assertThat(normalise("Sexo:  Var0n")).isEqualTo("Sexo:  Varon");
    assertThat(normalise("MÉDIC0  CIRUJAN0  ·  0FTALMÓL0G0"))
        .isEqualTo("MÉDICO  CIRUJANO  ·  OFTALMÓLOGO");
    assertThat(normalise("rubéo1e immune")).isEqualTo("rubéole immune");
  }

  @Test
  void aFinalOneInAWordIsANumber() {
    String codes = "CD1, FEV1, VEMS1, T1, Ki67";
    assertThat(normalise(codes)).isEqualTo(codes);
  }

  @Test
  void cleanTextIsReturnedUnchanged() {
    String clean =
        "Paciente de 66 años, tel. 91 123 45 67, 3/1/1946, Dr. López (H. 12 de Octubre).";
    assertThat(OcrConfusions.normalise(clean)).isSameAs(clean);
  }

  @Test
  void theLastNoteIsNormalisedOnceAndAnotherAnew() {
    String note = "Tel. 6O1 23 45 67, T0ledo";
    String first = OcrConfusions.normalise(note);
    assertThat(first).isEqualTo("Tel. 601 23 45 67, Toledo");
    assertThat(OcrConfusions.normalise(note)).isSameAs(first);
    assertThat(OcrConfusions.normalise("C0ra1ie")).isEqualTo("Coralie");
    assertThat(OcrConfusions.normalise(new String(note))).isEqualTo(first);
  }

  @Test
  void randomTextKeepsItsLength() {
    Random random = new Random(11);
    String alphabet = "0123456789OolI aAbB/-.:,\n1lO0éÉñ";
    for (int n = 0; n < 2000; n++) {
      StringBuilder text = new StringBuilder();
      for (int k = random.nextInt(30); k > 0; k--) {
        text.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      String normalised = normalise(text.toString());
      for (int k = 0; k < text.length(); k++) {
        char c = text.charAt(k);
        if (normalised.charAt(k) != c) {
          assertThat("0OolI1").contains(String.valueOf(c));
        }
      }
    }
  }
}
