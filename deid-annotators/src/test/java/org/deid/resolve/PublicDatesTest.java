package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import org.deid.taxonomy.PhiCategory;
import org.junit.jupiter.api.Test;

class PublicDatesTest {

  private static boolean publicDate(String text, String date) {
    int begin = text.indexOf(date);
    return PublicDates.isPublicDate(text, begin, begin + date.length());
  }

  @Test
  void datesOfLawsAndDecrees() {
    assertThat(publicDate("Conformément à la loi du 4 mars 2002, copie au patient.", "4 mars 2002"))
        .isTrue();
    assertThat(publicDate("Décret n° 2016-995 du 20 juillet 2016 relatif", "20 juillet 2016"))
        .isTrue();
    assertThat(publicDate("según la Ley 41/2002, de 14 de noviembre, básica", "14 de noviembre"))
        .isTrue();
    assertThat(publicDate("Real Decreto 1093/2010, de 3 de septiembre", "3 de septiembre"))
        .isTrue();
    assertThat(publicDate("según el RD 1299/2006, de 10 de noviembre, por el", "10 de noviembre"))
        .isTrue();
  }

  @Test
  void yearsOfJournalLocators() {
    assertThat(publicDate("Ageno W, et al. Chest. 2012;141:e44S-e88S.", "2012")).isTrue();
    assertThat(publicDate("Perit Dial Int. 2020;40(3):244-253.", "2020")).isTrue();
  }

  @Test
  void patientDatesNearTheSameWordsStay() {
    assertThat(publicDate("Hospitalisé du 4 mars 2002 au 12 mars 2002.", "4 mars 2002")).isFalse();
    assertThat(
            publicDate("La loi est expliquée. Vu le 4 mars 2002 en consultation.", "4 mars 2002"))
        .isFalse();
    assertThat(publicDate("Ordonnance faite le 12/03/2024 ; 14:30 revue", "12/03/2024")).isFalse();
    assertThat(publicDate("Consulta del 12/03/2024; 14:30 control", "12/03/2024")).isFalse();
    assertThat(publicDate("Ingreso en 2012; 3 días de estancia", "2012")).isFalse();
    // "rd" in lower case is no decree's abbreviation.
    assertThat(publicDate("Vio al Sr. Ford 1299, de 10 de noviembre", "10 de noviembre")).isFalse();
  }

  @Test
  void numbersOfLawsAndStandardsButNotOfPrescriptions() {
    String text =
        "Décret n°2016-995, norme ISO 15189, Real Decreto 1093/2010, ordonnance n° 2041877";
    assertThat(PublicDates.isPublicNumber(text, text.indexOf("2016-995"))).isTrue();
    assertThat(PublicDates.isPublicNumber(text, text.indexOf("15189"))).isTrue();
    assertThat(PublicDates.isPublicNumber(text, text.indexOf("1093/2010"))).isTrue();
    assertThat(PublicDates.isPublicNumber(text, text.indexOf("2041877"))).isFalse();
    assertThat(PublicDates.isPublicNumber("IPP : 2016995", 6)).isFalse();
  }

  @Test
  void asAHeuristicItRefutesTheNumbersAndDatesOfPublicTextsOnly() {
    PublicDates dates = new PublicDates();
    String notice =
        "Conformément à la loi du 4 mars 2002 et au Décret n°2016-995, vu le 5 mars 2002.";
    assertThat(
            dates
                .judge(TestClaims.claim(notice, "4 mars 2002", PhiCategory.DATE, TestClaims.CRF))
                .reason())
        .isEqualTo("the date of a law or a journal locator");
    assertThat(
            dates
                .judge(TestClaims.claim(notice, "2016-995", PhiCategory.ID, TestClaims.CRF))
                .isRefuted())
        .isTrue();
    // Near misses: the patient's date, and a law's date claimed as an identifier.
    assertThat(
            dates.judge(TestClaims.claim(notice, "5 mars 2002", PhiCategory.DATE, TestClaims.CRF)))
        .isEqualTo(Verdict.NONE);
    assertThat(dates.judge(TestClaims.claim(notice, "4 mars 2002", PhiCategory.ID, TestClaims.CRF)))
        .isEqualTo(Verdict.NONE);
  }
}
