package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.detect.regex.RegexCandidates.found;

import org.junit.jupiter.api.Test;

/**
 * Facilities named by their specialty, codes after a label and short dates of day-to-day notes,
 * with near misses.
 */
class FrenchFacilitiesAndShortDatesTest {

  @Test
  void aWeekdayWithADayOfTheMonthAlone() throws Exception {
    assertThat(found("Revu en consultation le vendredi 14.", "fr"))
        .contains("DATE/DATE vendredi 14");
    assertThat(found("con enfermería el viernes 14.", "es")).contains("DATE/DATE viernes 14");
    // A time, a count or a unit after the number: no date of the month.
    assertThat(found("vendredi 14 h ; lundi 2 fois ; viernes 14:30 ; lunes 3 comprimidos", "fr"))
        .noneMatch(c -> c.startsWith("DATE"));
    assertThat(found("viernes 14:30 ; lunes 3 comprimidos", "es"))
        .noneMatch(c -> c.startsWith("DATE"));
  }

  @Test
  void aDayAndMonthWithADotAfterAPreposition() throws Exception {
    assertThat(found("admis le 17.02 pour AEG ; vu le 3.1, le 5.1 et le 7.1.2024", "fr"))
        .contains("DATE/DATE 17.02", "DATE/DATE 3.1", "DATE/DATE 5.1");
    assertThat(found("Pendiente revisión el 18.03.\n", "es")).contains("DATE/DATE 18.03");
    // A decimal with its unit, a dose, a version after "le": no date.
    assertThat(found("passé le 2.5 mg ; le 1.5 x 2 ; du 3.2 %", "fr"))
        .noneMatch(c -> c.startsWith("DATE"));
  }

  @Test
  void anEmployerAfterChez() throws Exception {
    assertThat(found("Père électricien chez Enedis ; ancienne ouvrière chez Dollfus-Mieg.", "fr"))
        .contains("LOCATION/ORGANIZATION Enedis", "LOCATION/ORGANIZATION Dollfus-Mieg");
    assertThat(found("chargée de clientèle chez Territoire habitat (03 53 01 70 22)", "fr"))
        .contains("LOCATION/ORGANIZATION Territoire habitat");
    // A person's title, a relative in lower case: no employer.
    assertThat(found("vit chez Mme Roux, puis chez sa fille ; RDV chez Maître Petit", "fr"))
        .noneMatch(c -> c.startsWith("LOCATION/ORGANIZATION"));
  }

  @Test
  void aMonthWithATwoDigitYear() throws Exception {
    assertThat(
            found("Biktarvy depuis nov-19 ; rentrée de sept-98 ; séparés depuis déc. 97 ;", "fr"))
        .contains("DATE/DATE nov-19", "DATE/DATE sept-98", "DATE/DATE déc. 97");
    // A blank after a month without its full stop, a dose after the number: no date.
    assertThat(found("mai 12 patients ; mars-10 mg", "fr")).noneMatch(c -> c.startsWith("DATE"));
  }

  @Test
  void functionalUnitsByCodeAndIdentityCards() throws Exception {
    assertThat(found("uf_hebergement=UF 2231 - Pneumo 3e Ouest", "fr"))
        .contains("LOCATION/DEPARTMENT UF 2231");
    assertThat(found("pièce d'identité : CNI n° X4R7K2P91,", "fr"))
        .contains("ID/ID_OTHER X4R7K2P91");
    // Letters of another word, a CNI reference without digits: nothing.
    assertThat(found("UFR de médecine ; CNI en cours de renouvellement", "fr")).isEmpty();
  }

  @Test
  void facilitiesNamedAfterTheirSpecialty() throws Exception {
    assertThat(found("Échographie au cabinet de cardiologie du Parc : FEVG 64 %.", "fr"))
        .contains("LOCATION/HOSPITAL cabinet de cardiologie du Parc");
    assertThat(found("Radiographie (Cabinet de radiologie de la Lys, Dr Bourgeois).", "fr"))
        .contains("LOCATION/HOSPITAL Cabinet de radiologie de la Lys");
    assertThat(found("Réadaptation au Centre de réadaptation cardiaque de Bligny.", "fr"))
        .contains("LOCATION/HOSPITAL Centre de réadaptation cardiaque de Bligny");
    assertThat(found("Née à la maternité des Bluets.", "fr"))
        .contains("LOCATION/HOSPITAL maternité des Bluets");
    assertThat(found("Suivi à la maison de santé pluriprofessionnelle de Saint-Amand.", "fr"))
        .contains("LOCATION/HOSPITAL maison de santé pluriprofessionnelle de Saint-Amand");
    assertThat(found("Hospitalisé à l'EPSM de Caen puis au CHS de Pontorson.", "fr"))
        .contains("LOCATION/HOSPITAL EPSM de Caen", "LOCATION/HOSPITAL CHS de Pontorson");
    // Near misses: a specialty without a name, a ward of the hospital.
    assertThat(found("Adressé au cabinet de radiologie pour une échographie.", "fr"))
        .noneMatch(c -> c.startsWith("LOCATION"));
    assertThat(found("Revue en maternité de niveau 3 après le terme.", "fr"))
        .noneMatch(c -> c.startsWith("LOCATION"));
  }

  @Test
  void codesAfterALabelThatSaysSo() throws Exception {
    assertThat(found("Technicien : matricule 30380 Pathologiste : Dr Pestre", "fr"))
        .contains("ID/ID_OTHER 30380")
        .noneMatch(c -> c.startsWith("LOCATION/ZIP"));
    assertThat(found("Matricule agent : 3720458B Né le quatorze mars", "fr"))
        .contains("ID/ID_OTHER 3720458B");
    assertThat(found("38120 Saint-Égrève Digicode 4032E Adressée aux urgences", "fr"))
        .contains("ID/ID_OTHER 4032E");
    assertThat(found("Mesure préconisée : tutelle. N° RG : 83/09032. Fait à Lyon", "fr"))
        .contains("ID/ID_OTHER 83/09032");
    assertThat(found("caisse de prévoyance, n° d'affiliation 9929 450 857 09. Une étude", "fr"))
        .contains("ID/ID_OTHER 9929 450 857 09");
    assertThat(found("pièce d'identité : passeport néerlandais n° IZ5V5G9D1. Carte", "fr"))
        .contains("ID/ID_OTHER IZ5V5G9D1");
    assertThat(found("véhicule Peugeot 3008 gris OH-500-BV - géolocalisation", "fr"))
        .contains("ID/VEHICLE OH-500-BV");
    assertThat(found("Voiture immatriculée 4521 TX 75, garée devant.", "fr"))
        .contains("ID/VEHICLE 4521 TX 75");
    // Near misses: the label without a code, a code word of the note, a spaced code without a car.
    assertThat(found("Bilan : HB 123 AC normal.", "fr")).noneMatch(c -> c.startsWith("ID/VEHICLE"));
    assertThat(found("Le matricule du patient est inconnu, digicode non fourni.", "fr"))
        .noneMatch(c -> c.startsWith("ID"));
    assertThat(found("Code d'accès au portail : voir la feuille jointe.", "fr"))
        .noneMatch(c -> c.startsWith("ID"));
  }

  @Test
  void flatFloorAndDoorComplementsOfAnAddress() throws Exception {
    assertThat(found("Résidence Les Ormeaux, 4 rue de Nimègue, apt 112, 35200 Rennes", "fr"))
        .contains("LOCATION/STREET apt 112");
    assertThat(found("Domicile : Tour Bourgogne, 8e étage, porte 84, 92000 Nanterre", "fr"))
        .contains("LOCATION/STREET Tour Bourgogne, 8e étage, porte 84");
    assertThat(found("bât. B2, apt 45, 12 avenue Gabriel-Péri", "fr"))
        .contains("LOCATION/STREET bât. B2, apt 45");
    assertThat(found("séjourne à la résidence Le Chamois d'Or, APPT 412.", "fr"))
        .contains("LOCATION/STREET APPT 412");
    // Near misses: a floor or a door alone, a flat's size.
    assertThat(found("Chute dans l'escalier du 3e étage, porte de service fermée.", "fr"))
        .noneMatch(c -> c.startsWith("LOCATION/STREET"));
    assertThat(found("Vit dans un appartement 3 pièces avec son fils.", "fr"))
        .noneMatch(c -> c.startsWith("LOCATION/STREET"));
  }

  @Test
  void shortDatesAfterADayOrAnArticle() throws Exception {
    assertThat(found("Lun. 3/3 09h15 - IDE", "fr")).contains("DATE/DATE 3/3");
    assertThat(found("reprise chirurgicale le 24/1 puis antibiothérapie", "fr"))
        .contains("DATE/DATE 24/1");
    assertThat(found("vu le 3 et le 6 janvier au laboratoire", "fr")).contains("DATE/DATE 3");
    assertThat(found("Poids 45 kg à mi-janvier, 41 kg à mi-mars 2023.", "fr"))
        .contains("DATE/DATE mi-janvier", "DATE/DATE mi-mars 2023");
    // Near misses: thirds of a limb, a score, a fraction.
    assertThat(found("fracture du 1/3 inférieur de la jambe, au 1/3 moyen", "fr"))
        .noneMatch(c -> c.startsWith("DATE"));
    assertThat(found("MMS 6/30, EVA 3/10", "fr")).noneMatch(c -> c.startsWith("DATE"));
  }

  @Test
  void daysAndMonthsThatAListOrATimeMakeDates() throws Exception {
    assertThat(found("PARASITOLOGIA (femta, 3 mostres: 18.10, 20.10, 22.10.2024)", "es"))
        .contains("DATE/DATE 18.10", "DATE/DATE 20.10", "DATE/DATE 22.10.2024");
    assertThat(found("| Prova | 28.01 22:10 | 31.01 07:00 |", "es"))
        .contains("DATE/DATE 28.01", "DATE/DATE 31.01");
    assertThat(found("  nov-98   TC: sin recidiva.", "es")).contains("DATE/DATE nov-98");
    // Scores, doses and versions: no year closes them, no time follows.
    assertThat(found("score 5/11, 3/10 puis EVA 2/10 ; version 10.2 à 14:00", "fr"))
        .noneMatch(c -> c.startsWith("DATE"));
  }
}
