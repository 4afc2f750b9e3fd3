package org.deid.eval.alarms;

import static org.assertj.core.api.Assertions.assertThat;

import org.deid.detect.lexicon.Gazetteer;
import org.junit.jupiter.api.Test;

class ProseAlarmKindTest {

  private static ProseAlarmKind kind(String text, String flagged) {
    int begin = text.indexOf(flagged);
    return ProseAlarmKind.ofName(text, begin, begin + flagged.length());
  }

  @Test
  void initialsAndNamesAfterATitleArePersonReferences() {
    assertThat(kind("Cas 1 Madame A.M est une parturiente", "A."))
        .isEqualTo(ProseAlarmKind.TITLED_PERSON);
    assertThat(kind("Cas 1 Madame A.M est une parturiente", "M "))
        .isEqualTo(ProseAlarmKind.TITLED_PERSON);
    assertThat(kind("Cas 1 Mr T D âgé de 53 ans", "D")).isEqualTo(ProseAlarmKind.TITLED_PERSON);
    assertThat(kind("comentado con Dr. Soriano de infecciones", "Soriano"))
        .isEqualTo(ProseAlarmKind.TITLED_PERSON);
    assertThat(kind("consulta de Neumologia , Dra. Campos , el dia", "Campos"))
        .isEqualTo(ProseAlarmKind.TITLED_PERSON);
  }

  @Test
  void groupsOfCapitalInitialsArePseudonymsSingleLettersAfterWordsAreNot() {
    assertThat(kind("Une jeune fille N.K âgée de 13 ans", "N.")).isEqualTo(ProseAlarmKind.INITIALS);
    assertThat(kind("Une jeune fille N.K âgée de 13 ans", "K")).isEqualTo(ProseAlarmKind.INITIALS);
    assertThat(kind("A.M, garçon âgé de 10 ans", "A.M")).isEqualTo(ProseAlarmKind.INITIALS);
    assertThat(kind("anti-HMB45, anti-Mélan A et anti-desmine", "A"))
        .isEqualTo(ProseAlarmKind.FALSE_ALARM);
    assertThat(kind("un déficit en vitamine K sévère", "K")).isEqualTo(ProseAlarmKind.FALSE_ALARM);
    assertThat(kind("dosage de la TSH normal", "TSH")).isEqualTo(ProseAlarmKind.FALSE_ALARM);
  }

  @Test
  void kinshipWordsAreApartAndEverythingElseIsAFalseAlarm() {
    assertThat(kind("Se informa a la familia de la situación", "familia"))
        .isEqualTo(ProseAlarmKind.KINSHIP_WORD);
    assertThat(kind("pendant 10 jours. Toutefois, l'infection", "Toutefois"))
        .isEqualTo(ProseAlarmKind.FALSE_ALARM);
    assertThat(kind("association Amoxicilline et acide clavulanique", "Amoxicilline"))
        .isEqualTo(ProseAlarmKind.FALSE_ALARM);
    // A title on the previous line does not reach a word at the start of the next one.
    assertThat(kind("vu par le Dr\nVigil, orienté", "Vigil")).isEqualTo(ProseAlarmKind.FALSE_ALARM);
    // "d" of "d'Alzheimer" is no title ("D." is, as in "D. Juan").
    assertThat(kind("une maladie de Crohn connue", "Crohn")).isEqualTo(ProseAlarmKind.FALSE_ALARM);
  }

  @Test
  void facilitiesNamedAfterAnElidedArticleAreNamedPlaces() {
    var gazetteer = Gazetteer.forLanguage("fr");
    String text = "transférée au CHU d’Amiens puis à l'hôpital d'Avicenne ; centre de santé";
    assertThat(place(gazetteer, text, "CHU d’Amiens")).isEqualTo(ProseAlarmKind.NAMED_PLACE);
    assertThat(place(gazetteer, text, "hôpital d'Avicenne")).isEqualTo(ProseAlarmKind.NAMED_PLACE);
    // A facility head with no capitalised name after it names no place.
    assertThat(place(gazetteer, text, "centre de santé")).isEqualTo(ProseAlarmKind.FALSE_ALARM);
  }

  private static ProseAlarmKind place(Gazetteer gazetteer, String text, String flagged) {
    int begin = text.indexOf(flagged);
    return ProseAlarmKind.ofPlace(gazetteer, text, begin, begin + flagged.length());
  }

  @Test
  void anAcronymGivenInBracketsAfterAFacilityNameIsANamedPlace() {
    var gazetteer = Gazetteer.forLanguage("fr");
    String text =
        "admis au Centre Hospitalier Provincial (CHP) de Tanger. Au CHP, le dosage de la TSH (TSH)"
            + " et la recherche de BK (BK) ; un Centre de Référence (CDR)";
    int at = text.indexOf("CHP,");
    assertThat(ProseAlarmKind.ofPlace(gazetteer, text, at, at + 3))
        .isEqualTo(ProseAlarmKind.NAMED_PLACE);
    // An acronym that shortens no facility's name, or a facility head with no name, is no place.
    assertThat(place(gazetteer, text, "TSH")).isEqualTo(ProseAlarmKind.FALSE_ALARM);
    assertThat(place(gazetteer, text, "CDR")).isEqualTo(ProseAlarmKind.FALSE_ALARM);
  }

  @Test
  void aFacilitysNameEndsCapitalised() {
    var gazetteer = Gazetteer.forLanguage("fr");
    String text =
        "les signes cliniques du syndrome de Claude Bernard Horner ont régressé ; suivie aux"
            + " cliniques universitaires de Lubumbashi";
    assertThat(
            place(gazetteer, text, "cliniques du syndrome de Claude Bernard Horner ont régressé"))
        .isEqualTo(ProseAlarmKind.FALSE_ALARM);
    assertThat(place(gazetteer, text, "cliniques universitaires de Lubumbashi"))
        .isEqualTo(ProseAlarmKind.NAMED_PLACE);
  }

  @Test
  void anOccupationOfADescribedPersonIsApartFromFalseAlarms() {
    assertThat(profession("Mr A.H, 75 ans, agriculteur, tabagique", "agriculteur"))
        .isEqualTo(ProseAlarmKind.PERSON_PROFESSION);
    assertThat(profession("Patiente de 59 ans, infirmière à la retraite", "infirmière"))
        .isEqualTo(ProseAlarmKind.PERSON_PROFESSION);
    assertThat(profession("Il travaillait comme cordonnier depuis", "cordonnier"))
        .isEqualTo(ProseAlarmKind.PERSON_PROFESSION);
    // A care role in a sentence that describes nobody, or a person of the previous sentence.
    assertThat(profession("L'avis du chirurgien a été demandé", "chirurgien"))
        .isEqualTo(ProseAlarmKind.FALSE_ALARM);
    assertThat(profession("Patient de 40 ans. Le pharmacien a validé", "pharmacien"))
        .isEqualTo(ProseAlarmKind.FALSE_ALARM);
  }

  private static ProseAlarmKind profession(String text, String flagged) {
    return ProseAlarmKind.ofProfession(text, text.indexOf(flagged));
  }

  @Test
  void areasByTheirHeadPartsOfKnownPlacesAndFacilitiesNamedFirstAreNamedPlaces() {
    var gazetteer = Gazetteer.forLanguage("fr");
    String text =
        "la Cité de Kahemba dans la Zone de Santé de Kahemba (Nord du Sénégal), au Skyborne"
            + " Hospital de Bukavu ; le Nord du pays ; une cité universitaire";
    assertThat(place(gazetteer, text, "Cité de Kahemba")).isEqualTo(ProseAlarmKind.NAMED_PLACE);
    assertThat(place(gazetteer, text, "Zone de Santé de Kahemba"))
        .isEqualTo(ProseAlarmKind.NAMED_PLACE);
    assertThat(place(gazetteer, text, "Nord du Sénégal")).isEqualTo(ProseAlarmKind.NAMED_PLACE);
    assertThat(place(gazetteer, text, "Skyborne Hospital de Bukavu"))
        .isEqualTo(ProseAlarmKind.NAMED_PLACE);
    // A part of no known place, an area head with no name after it.
    assertThat(place(gazetteer, text, "Nord du pays")).isEqualTo(ProseAlarmKind.FALSE_ALARM);
    assertThat(place(gazetteer, text, "cité universitaire")).isEqualTo(ProseAlarmKind.FALSE_ALARM);
  }
}
