package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ScholarlyNamesTest {

  private static boolean refuted(String text, String span) {
    int begin = text.indexOf(span);
    return ScholarlyNames.namesScaleOrStudyGroup(text, begin, begin + span.length());
  }

  @Test
  void englishScalesAndStudyGroupsAreNoPlaces() {
    String text =
        "critères de l'European Spondyloarthropathy Study Group (ESSG). Le Bath Ankylosing"
            + " Spondylitis Disease Activity Index (BASDAI) était à 3.";
    assertThat(refuted(text, "European Spondyloarthropathy Study Group")).isTrue();
    // The head word right after the span counts: the model stopped short of "Index".
    assertThat(refuted(text, "Bath Ankylosing Spondylitis Disease Activity")).isTrue();
  }

  @Test
  void placesAndInstitutionsOfCareStand() {
    String text =
        "transféré au Groupe Hospitalier Pitié-Salpêtrière puis à Bath ; élève du Dental College"
            + " de Madurai, suivi au centre de santé Index de Lyon";
    assertThat(refuted(text, "Groupe Hospitalier Pitié-Salpêtrière")).isFalse();
    assertThat(refuted(text, "Bath")).isFalse();
    assertThat(refuted(text, "Dental College")).isFalse();
    // A head word on the next line is not the span's: "Lyon\nIndex" would not count either.
    assertThat(refuted("adressé à Lyon\nIndex des pages", "Lyon")).isFalse();
  }
}
