package org.deid.substitute.surrogate;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/**
 * Issue #32: every date the detector finds is shifted in its own form. The expected dates are
 * worked out by hand (calendar arithmetic), not by the class under test.
 */
class DateSurrogatesTest {

  private static String shift(String language, int offset, String text) {
    return new DateSurrogates(language, offset).shift(text).orElse("<none>");
  }

  @Test
  void spacedAndPipedSeparatorsKeepTheirBlanksAndTheYearFollowsTheShift() {
    // 2020-09-01 + 350 days = 2021-08-17: the year changes, the blank after the slash stays.
    assertThat(shift("fr", 350, "01/09/ 2020")).isEqualTo("17/08/ 2021");
    // 1962-07-14 + 350 days = 1963-06-29.
    assertThat(shift("fr", 350, "14 | 07 | 1962")).isEqualTo("29 | 06 | 1963");
    assertThat(shift("es", -30, "14 / 07 / 2021")).isEqualTo("14 / 06 / 2021");
  }

  @Test
  void digitsOnePerBoxStayOnePerBox() {
    // 1955-05-03 + 30 = 1955-06-02; 2024-03-11 + 30 = 2024-04-10; 1943-12-08 + 30 = 1944-01-07.
    assertThat(shift("es", 30, "0 3 0 5 1 9 5 5")).isEqualTo("0 2 0 6 1 9 5 5");
    assertThat(shift("es", 30, "1 1 / 0 3 / 2 0 2 4")).isEqualTo("1 0 / 0 4 / 2 0 2 4");
    assertThat(shift("es", 30, "0 8 | 1 2 | 1 9 4 3")).isEqualTo("0 7 | 0 1 | 1 9 4 4");
    assertThat(shift("es", 30, "1 0 . 0 3 . 2 0 2 4")).isEqualTo("0 9 . 0 4 . 2 0 2 4");
  }

  @Test
  void compactAndGluedDatesStayGlued() {
    // 2019-10-03 + 350 = 2020-09-17 (2020 is a leap year).
    assertThat(shift("fr", 350, "03oct2019")).isEqualTo("17sept2020");
    assertThat(shift("es", 350, "03oct2019")).isEqualTo("17sep2020");
    // 2024-06-28 + 10 = 2024-07-08, as ddmmyyyy and yyyymmdd.
    assertThat(shift("fr", 10, "28062024")).isEqualTo("08072024");
    assertThat(shift("fr", 10, "20240628")).isEqualTo("20240708");
    // 1998-09-15 + 120 = 1999-01-13: a month and a two-digit year, glued.
    assertThat(shift("fr", 120, "sept98")).isEqualTo("janv99");
    assertThat(shift("es", 30, "enero-04")).isEqualTo("febrero-04");
    // es-dev: "3 de setiembre de 2024" became "26 de août de 2025" (a French short form).
    assertThat(shift("es", 30, "3 de setiembre de 2024")).isEqualTo("3 de octubre de 2024");
    // A numeric month keeps its two digits: 2020-12-15 + 30 = 2021-01-14.
    assertThat(shift("es", 30, "12.2020")).isEqualTo("01.2021");
    assertThat(shift("fr", 30, "12janv")).isEqualTo("11févr");
  }

  @Test
  void datesInWordsStayInWords() {
    // 2019-03-12 + 30 = 2019-04-11.
    assertThat(shift("fr", 30, "douze mars 2019")).isEqualTo("onze avril 2019");
    // 2024-10-23 + 100 = 2025-01-31: the year in words changes with it.
    assertThat(shift("fr", 100, "vingt-trois octobre deux mille vingt-quatre"))
        .isEqualTo("trente et un janvier deux mille vingt-cinq");
    // 2024-04-14 + 300 = 2025-02-08, in capitals.
    assertThat(shift("es", 300, "CATORCE DE ABRIL DE DOS MIL VEINTICUATRO"))
        .isEqualTo("OCHO DE FEBRERO DE DOS MIL VEINTICINCO");
    // 1962-07-02 - 31 = 1962-06-01: a first day in words.
    assertThat(shift("fr", -31, "deux juillet mille neuf cent soixante-deux"))
        .isEqualTo("premier juin mille neuf cent soixante-deux");
  }

  @Test
  void monthNamesKeepTheirFormLanguageAndCase() {
    // 1962-08-08 + 60 = 1962-10-07: "août" is a full name, so is its surrogate.
    assertThat(shift("fr", 60, "8 août 1962")).isEqualTo("7 octobre 1962");
    assertThat(shift("fr", 60, "8 AOÛT 1962")).isEqualTo("7 OCTOBRE 1962");
    assertThat(shift("es", 60, "8 de agosto de 1962")).isEqualTo("7 de octubre de 1962");
    // Catalan and Galician months in Spanish notes stay Catalan and Galician.
    assertThat(shift("es", 30, "5 de juny")).isEqualTo("5 de juliol");
    assertThat(shift("es", 30, "xaneiro")).isEqualTo("febreiro");
    // Roman months: 2022-09-18 + 30 = 2022-10-18.
    assertThat(shift("es", 30, "18-IX-22")).isEqualTo("18-X-22");
    // 1964-05-17 + 30 = 1964-06-16; "V" with no number before it is no month.
    assertThat(shift("fr", 30, "17 V 1964")).isEqualTo("16 VI 1964");
    assertThat(shift("fr", 400, "V 1964")).isEqualTo("V 1965");
    // 2021-04-01 + 30 = 2021-05-01 keeps "1er"; + 31 is the 2nd.
    assertThat(shift("fr", 30, "1er avril 2021")).isEqualTo("1er mai 2021");
    assertThat(shift("fr", 31, "1er avril 2021")).isEqualTo("2 mai 2021");
  }

  @Test
  void partialDatesStayPartialAndNeverComeBackUnchanged() {
    // A month alone: its 15th moved (2001-03-15 + 60 = 2001-05-14).
    assertThat(shift("fr", 60, "mars")).isEqualTo("mai");
    assertThat(shift("fr", 60, "mi-février")).isEqualTo("mi-avril");
    assertThat(shift("es", 350, "enero")).isEqualTo("diciembre");
    // 365 days bring January back to January: a month alone then moves one month more.
    assertThat(shift("es", 365, "enero")).isEqualTo("febrero");
    assertThat(shift("es", -365, "Marzo")).isEqualTo("Febrero");
    // A year alone, in four or two digits, moves by whole years.
    assertThat(shift("fr", -200, "2019")).isEqualTo("2018");
    assertThat(shift("es", 365, "en 92")).isEqualTo("en 93");
    assertThat(shift("fr", 365, "automne 91")).isEqualTo("automne 92");
    // A day alone ("entre el 10 y el 20 de agosto"): 2000-01-10 + 30 = 2000-02-09.
    assertThat(shift("es", 30, "10")).isEqualTo("9");
    // Weekdays follow the offset: 2021-03-22 was a Monday, 2021-04-21 a Wednesday.
    assertThat(shift("fr", 30, "lundi 22 mars 2021")).isEqualTo("mercredi 21 avril 2021");
    assertThat(shift("es", 3, "lunes 25")).isEqualTo("jueves 28");
  }

  @Test
  void scannedLettersForDigitsAreReadAndKeptWhereTheDigitStays() {
    // 2024-11-05 + 30 = 2024-12-05.
    assertThat(shift("es", 30, "O5/11/2O24")).isEqualTo("O5/12/2O24");
    // 2024-03-15 + 30 = 2024-04-14.
    assertThat(shift("fr", 30, "mars 2O24")).isEqualTo("avril 2O24");
    assertThat(shift("fr", 300, "mars 2O24")).isEqualTo("janv. 2O25".replace("janv. ", "janvier "));
  }

  @Test
  void readingGivesTheDateOnlyWhenTheTextHoldsAYear() {
    DateSurrogates reader = new DateSurrogates("fr", 0);
    assertThat(reader.read("01/09/ 2020")).contains(LocalDate.of(2020, 9, 1));
    assertThat(reader.read("douze mars 2019")).contains(LocalDate.of(2019, 3, 12));
    assertThat(reader.read("0 3 0 5 1 9 5 5")).contains(LocalDate.of(1955, 5, 3));
    assertThat(reader.read("mars 2021")).contains(LocalDate.of(2021, 3, 15));
    assertThat(reader.read("2019")).contains(LocalDate.of(2019, 7, 1));
    assertThat(reader.read("mars")).isEmpty();
    assertThat(reader.read("12/03")).isEmpty();
    assertThat(reader.read("14/14/2014")).isEmpty();
  }
}
