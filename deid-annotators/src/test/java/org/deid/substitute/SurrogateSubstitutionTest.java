package org.deid.substitute;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.detect.lexicon.TextFolding;
import org.deid.detect.regex.Checksums;
import org.deid.substitute.surrogate.GeoPlaces;
import org.deid.substitute.surrogate.SurrogateLexicon;
import org.deid.type.Phi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Surrogates in the original's form, consistent within a note, and across notes with a key. */
class SurrogateSubstitutionTest {

  @TempDir Path dir;

  /**
   * A note whose PHI are the given substrings (first occurrence after the previous one), each as
   * {@code CATEGORY}, {@code CATEGORY/SUBTYPE} or {@code CATEGORY/SUBTYPE/ROLE} and its text.
   */
  static JCas note(String language, String text, String... categoryAndText) throws Exception {
    JCas jcas = JCasFactory.createText(text, language);
    int from = 0;
    for (int i = 0; i < categoryAndText.length; i += 2) {
      String[] category = categoryAndText[i].split("/");
      int begin = text.indexOf(categoryAndText[i + 1], from);
      assertThat(begin).as(categoryAndText[i + 1]).isNotNegative();
      Phi phi = new Phi(jcas, begin, begin + categoryAndText[i + 1].length());
      phi.setCategory(category[0]);
      phi.setSubtype(category.length > 1 ? category[1] : null);
      phi.setRole(category.length > 2 ? category[2] : null);
      phi.addToIndexes();
      from = begin + 1;
    }
    return jcas;
  }

  /** Runs the substitution and returns each original PHI text with its surrogate, in order. */
  static List<String[]> substitute(JCas jcas, Object... parameters) throws Exception {
    SimplePipeline.runPipeline(jcas, SubstitutionAnnotator.createDescription(parameters));
    List<String[]> pairs = new ArrayList<>();
    for (Phi phi : jcas.getView("deid").select(Phi.class)) {
      String original =
          jcas.getDocumentText().substring(phi.getOriginalBegin(), phi.getOriginalEnd());
      assertThat(phi.getSurrogate()).isEqualTo(phi.getCoveredText());
      pairs.add(new String[] {original, phi.getSurrogate()});
    }
    return pairs;
  }

  /** The surrogates of a note's PHI (category/subtype and text pairs) under one seed. */
  static List<String[]> substituteWithSeed(
      int seed, String language, String text, String... categoryAndText) throws Exception {
    return substitute(
        note(language, text, categoryAndText), SubstitutionAnnotator.PARAM_SEED, seed);
  }

  @Test
  void onePersonInFourFormsKeepsOneSurrogateInEveryForm() throws Exception {
    String text =
        "Patient : Jean DUPONT. Vu le 3 mars. M. Dupont va mieux.\n"
            + "DUPONT Jean, né en 1950. Signé : J. Dupont.";
    List<String[]> pairs =
        substitute(
            note(
                "fr",
                text,
                "NAME",
                "Jean DUPONT",
                "NAME",
                "Dupont",
                "NAME",
                "DUPONT Jean",
                "NAME",
                "J. Dupont"));
    String[] first = pairs.get(0)[1].split(" ");
    String firstName = first[0];
    String surname = first[1];
    assertThat(surname).isEqualTo(surname.toUpperCase()).isNotEqualToIgnoringCase("DUPONT");
    assertThat(firstName).isNotEqualToIgnoringCase("Jean");
    assertThat(Character.isUpperCase(firstName.charAt(0))).isTrue();
    String titleSurname = surname.charAt(0) + surname.substring(1).toLowerCase();
    assertThat(pairs.get(1)[1]).isEqualTo(titleSurname);
    assertThat(pairs.get(2)[1]).isEqualTo(surname + " " + firstName);
    assertThat(pairs.get(3)[1]).isEqualTo(firstName.charAt(0) + ". " + titleSurname);
  }

  @Test
  void kinshipWordsTaggedAsRelativesStayWhileTheRelativesNamesAreReplaced() throws Exception {
    String text =
        "Se informa a la familia. Su madre refiere dolor; su hija Lucía Gómez la acompaña. "
            + "Sa fille Amélie appelle.";
    List<String[]> pairs =
        substitute(
            note(
                "es",
                text,
                "NAME",
                "familia",
                "NAME",
                "Su madre",
                "NAME",
                "su hija Lucía Gómez",
                "NAME",
                "Sa fille",
                "NAME",
                "Amélie"));

    assertThat(pairs.get(0)[1]).isEqualTo("familia");
    assertThat(pairs.get(1)[1]).isEqualTo("Su madre");
    assertThat(pairs.get(2)[1]).isNotEqualTo("su hija Lucía Gómez").doesNotContain("Lucía");
    // A French phrase is no kinship phrase of a Spanish note (issue #32): it is replaced.
    assertThat(pairs.get(3)[1]).isNotEqualTo("Sa fille");
    assertThat(pairs.get(4)[1]).isNotEqualTo("Amélie");
  }

  @Test
  void aRelativesAgeTypedAsANameBecomesAnotherAge() throws Exception {
    String text = "Su padre, de 79 años, y su abuela, de 93 años, viven con ella. Hijo de 11.";
    List<String[]> pairs =
        substitute(note("es", text, "NAME", "79 años", "NAME", "93 años", "NAME", "11"));
    // Not "58 thompson": another age in the same form, 1 to 3 years off; an older one grouped.
    assertThat(pairs.get(0)[1]).matches("(7[6-8]|8[0-2]) años");
    assertThat(pairs.get(1)[1]).isEqualTo("90+ años");
    assertThat(pairs.get(2)[1]).matches("[89]|1[0-4]").isNotEqualTo("11");
  }

  @Test
  void aFirstNameKeepsItsGenderAndNoSurrogateEqualsANameOfTheNote() throws Exception {
    SurrogateLexicon lexicon = SurrogateLexicon.forLanguage("fr");
    for (int seed = 1; seed <= 50; seed++) {
      String text = "Mme Marie Lefebvre et son mari Pierre Lefebvre, vus par le Dr Paul Morel.";
      List<String[]> pairs =
          substitute(
              note(
                  "fr",
                  text,
                  "NAME",
                  "Marie Lefebvre",
                  "NAME",
                  "Pierre Lefebvre",
                  "NAME",
                  "Paul Morel"),
              SubstitutionAnnotator.PARAM_SEED,
              seed);
      String marie = pairs.get(0)[1].split(" ")[0];
      String pierre = pairs.get(1)[1].split(" ")[0];
      assertThat(lexicon.isFemale(TextFolding.key(marie))).as(marie).isTrue();
      assertThat(lexicon.isMale(TextFolding.key(pierre))).as(pierre).isTrue();
      // The family keeps one surname; nobody gets a name of the note.
      assertThat(pairs.get(0)[1].split(" ")[1]).isEqualTo(pairs.get(1)[1].split(" ")[1]);
      for (String[] pair : pairs) {
        for (String word : pair[1].split(" ")) {
          assertThat(text.toLowerCase()).doesNotContain(word.toLowerCase());
        }
      }
    }
  }

  @Test
  void aFullNameKeepsItsShapeWhateverItsLabel() throws Exception {
    SurrogateLexicon lexicon = SurrogateLexicon.forLanguage("es");
    for (int seed = 1; seed <= 40; seed++) {
      String text =
          "Paciente: María José García Pérez. Médico: Juan Carlos Martínez Ruiz. "
              + "Acompaña: GARCÍA PÉREZ, María.";
      List<String[]> pairs =
          substituteWithSeed(
              seed,
              "es",
              text,
              "NAME/FIRST_NAME", // issue #32: labelled a first name as a whole
              "María José García Pérez",
              "NAME",
              "Juan Carlos Martínez Ruiz",
              "NAME",
              "GARCÍA PÉREZ, María");
      // Given names, then two surnames: not "Elena Martín Nuria Javier".
      String[] maria = pairs.get(0)[1].split(" ");
      assertThat(maria).as(pairs.get(0)[1]).hasSize(4);
      assertThat(lexicon.isFemale(TextFolding.key(maria[0]))).as(pairs.get(0)[1]).isTrue();
      assertThat(lexicon.isFemale(TextFolding.key(maria[1]))).as(pairs.get(0)[1]).isTrue();
      assertThat(lexicon.isSurname(TextFolding.key(maria[2]))).as(pairs.get(0)[1]).isTrue();
      assertThat(lexicon.isSurname(TextFolding.key(maria[3]))).as(pairs.get(0)[1]).isTrue();
      // Not "Roberto Ribelles Rabasco Britos".
      String[] juan = pairs.get(1)[1].split(" ");
      assertThat(lexicon.isMale(TextFolding.key(juan[0]))).as(pairs.get(1)[1]).isTrue();
      assertThat(lexicon.isMale(TextFolding.key(juan[1]))).as(pairs.get(1)[1]).isTrue();
      assertThat(lexicon.isSurname(TextFolding.key(juan[2]))).as(pairs.get(1)[1]).isTrue();
      assertThat(lexicon.isSurname(TextFolding.key(juan[3]))).as(pairs.get(1)[1]).isTrue();
      // Given names alone stay given names; "Mª" is María.
      List<String[]> more =
          substituteWithSeed(
              seed,
              "es",
              "Hija: MARÍA DEL CARMEN. Madre: Mª Desamparados Peris.",
              "NAME",
              "MARÍA DEL CARMEN",
              "NAME",
              "Mª Desamparados Peris");
      String[] carmen = more.get(0)[1].split(" ");
      assertThat(lexicon.isFemale(TextFolding.key(carmen[2]))).as(more.get(0)[1]).isTrue();
      String[] desamparados = more.get(1)[1].split(" ");
      assertThat(lexicon.isFemale(TextFolding.key(desamparados[1]))).as(more.get(1)[1]).isTrue();
      assertThat(lexicon.isSurname(TextFolding.key(desamparados[2]))).as(more.get(1)[1]).isTrue();
      // One word, one surrogate in the note: the inverted form names the same person.
      assertThat(pairs.get(2)[1])
          .isEqualTo(
              (maria[2] + " " + maria[3]).toUpperCase(java.util.Locale.ROOT) + ", " + maria[0]);
    }
  }

  @Test
  void aWordKeepsOneRoleAndOneSurrogateInTheNote() throws Exception {
    for (int seed = 1; seed <= 20; seed++) {
      String text =
          "Nom : FERREIRA\nPrénom : Ana\nMme Ana FERREIRA est revue. Mme Ferreira va bien.";
      List<String[]> pairs =
          substituteWithSeed(
              seed,
              "fr",
              text,
              "NAME/FIRST_NAME", // the header's label flipped
              "FERREIRA",
              "NAME/FIRST_NAME",
              "Ana",
              "NAME/FIRST_NAME",
              "Ana",
              "NAME/LAST_NAME",
              "FERREIRA",
              "NAME/LAST_NAME",
              "Ferreira");
      assertThat(pairs.get(0)[1]).isEqualTo(pairs.get(3)[1]);
      assertThat(pairs.get(4)[1]).isEqualToIgnoringCase(pairs.get(3)[1]);
      assertThat(pairs.get(1)[1]).isEqualTo(pairs.get(2)[1]);
      assertThat(pairs.get(0)[1]).isNotEqualToIgnoringCase(pairs.get(1)[1]);
    }
  }

  @Test
  void aTitleBeforeANameGivesItsFirstNamesTheirGender() throws Exception {
    SurrogateLexicon fr = SurrogateLexicon.forLanguage("fr");
    SurrogateLexicon es = SurrogateLexicon.forLanguage("es");
    for (int seed = 1; seed <= 40; seed++) {
      List<String[]> french =
          substituteWithSeed(
              seed,
              "fr",
              "Mme Dominique Lambert et M. Camille Petit, vus par Madame Claude Roux.",
              "NAME",
              "Dominique Lambert",
              "NAME",
              "Camille Petit",
              "NAME",
              "Claude Roux");
      assertThat(fr.isFemale(TextFolding.key(french.get(0)[1].split(" ")[0])))
          .as(french.get(0)[1])
          .isTrue();
      assertThat(fr.isMale(TextFolding.key(french.get(1)[1].split(" ")[0])))
          .as(french.get(1)[1])
          .isTrue();
      assertThat(fr.isFemale(TextFolding.key(french.get(2)[1].split(" ")[0])))
          .as(french.get(2)[1])
          .isTrue();
      List<String[]> spanish =
          substituteWithSeed(
              seed,
              "es",
              "La Sra. Ainhoa Etxeberria y el Sr. José María Aznar, vistos por la Dra. Trinidad"
                  + " Ruiz.",
              "NAME",
              "Ainhoa Etxeberria",
              "NAME",
              "José María Aznar",
              "NAME",
              "Trinidad Ruiz");
      assertThat(es.isFemale(TextFolding.key(spanish.get(0)[1].split(" ")[0])))
          .as(spanish.get(0)[1])
          .isTrue();
      String[] jose = spanish.get(1)[1].split(" ");
      assertThat(es.isMale(TextFolding.key(jose[0])) && es.isMale(TextFolding.key(jose[1])))
          .as(spanish.get(1)[1])
          .isTrue();
      assertThat(es.isFemale(TextFolding.key(spanish.get(2)[1].split(" ")[0])))
          .as(spanish.get(2)[1])
          .isTrue();
    }
  }

  @Test
  void aCapitalisedParticleInsideANameStays() throws Exception {
    List<String[]> pairs =
        substitute(note("fr", "Vu par le Dr Le Goff.", "NAME/LAST_NAME", "Le Goff"));
    assertThat(pairs.get(0)[1]).startsWith("Le ").doesNotContain("Goff");
  }

  @Test
  void datesKeepTheirExactFormAndEveryIntervalInBothLanguages() throws Exception {
    String french =
        "Entrée le 12/03/2021, sortie le 22/03/21, revue le 12 mars 2021, le 1er avril 2021,"
            + " en mars 2021, en 2019, le 3fév, en mars1998.";
    List<String[]> fr =
        substitute(
            note(
                "fr",
                french,
                "DATE",
                "12/03/2021",
                "DATE",
                "22/03/21",
                "DATE",
                "12 mars 2021",
                "DATE",
                "1er avril 2021",
                "DATE",
                "mars 2021",
                "DATE",
                "2019",
                "DATE",
                "3fév",
                "DATE",
                "mars1998"));
    assertThat(fr.get(0)[1]).matches("\\d\\d/\\d\\d/\\d{4}").isNotEqualTo("12/03/2021");
    assertThat(fr.get(1)[1]).matches("\\d\\d/\\d\\d/\\d\\d");
    LocalDate entry = LocalDate.parse(fr.get(0)[1], DateTimeFormatter.ofPattern("dd/MM/yyyy"));
    LocalDate exit = LocalDate.parse(fr.get(1)[1], DateTimeFormatter.ofPattern("dd/MM/yy"));
    assertThat(ChronoUnit.DAYS.between(entry, exit)).isEqualTo(10);
    assertThat(fr.get(2)[1])
        .matches(
            "\\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre"
                + "|novembre|décembre) \\d{4}");
    assertThat(fr.get(2)[1]).isEqualTo(frenchLong(entry));
    assertThat(fr.get(3)[1]).matches("(1er|\\d{1,2}) \\p{L}+ \\d{4}");
    assertThat(fr.get(4)[1]).matches("\\p{L}+ \\d{4}");
    assertThat(fr.get(5)[1]).matches("\\d{4}");
    assertThat(fr.get(6)[1]).matches("\\d{1,2}\\p{L}{3,4}");
    assertThat(fr.get(7)[1]).matches("\\p{L}+\\d{4}");

    String spanish = "Ingresó el 3 de junio de 2019 y fue dada de alta el 13 de junio de 2019.";
    List<String[]> es =
        substitute(
            note("es", spanish, "DATE", "3 de junio de 2019", "DATE", "13 de junio de 2019"));
    String months =
        "(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre"
            + "|diciembre)";
    assertThat(es.get(0)[1]).matches("\\d{1,2} de " + months + " de \\d{4}");
    assertThat(es.get(1)[1]).matches("\\d{1,2} de " + months + " de \\d{4}");
    assertThat(es.get(0)[1]).isNotEqualTo("3 de junio de 2019");
  }

  @Test
  void anLdpRunTagsTheDatesTheMechanismCannotPlace() throws Exception {
    String text = "Opéré le 3 mars 2019, revu le 12/03 et en juin, sorti le 20/03/2024.";
    JCas jcas =
        note(
            "fr",
            text,
            "DATE",
            "3 mars 2019",
            "DATE",
            "12/03",
            "DATE",
            "juin",
            "DATE",
            "20/03/2024");
    List<String[]> pairs =
        substitute(jcas, SubstitutionAnnotator.PARAM_POLICY, new String[] {"DATE=ldp"});
    // No year, no place on the timeline: tagged, never moved by the note's uniform offset.
    assertThat(pairs.get(1)[1]).isEqualTo("[DATE]");
    assertThat(pairs.get(2)[1]).isEqualTo("[DATE]");
    assertThat(pairs.get(0)[1]).matches("\\d{1,2} \\p{L}+ \\d{4}").isNotEqualTo("3 mars 2019");
    assertThat(pairs.get(3)[1]).matches("\\d\\d/\\d\\d/\\d{4}").isNotEqualTo("20/03/2024");
    // Shifted uniformly, the same dates stay dates.
    List<String[]> shifted = substitute(note("fr", text, "DATE", "12/03", "DATE", "juin"));
    assertThat(shifted.get(0)[1]).matches("\\d\\d/\\d\\d").isNotEqualTo("12/03");
    assertThat(shifted.get(1)[1]).matches("\\p{L}+").isNotEqualTo("juin");
  }

  @Test
  void ldpDatesKeepTheirFormAndOrderAndTheSummaryReportsTheBudgetSpent() throws Exception {
    String text =
        "Né le 14/02/1957. Opéré le 3 mars 2019, revu le 10/01/2024 et le 20/03/2024, sorti le"
            + " 20/03/2024.";
    JCas jcas =
        note(
            "fr",
            text,
            "DATE",
            "14/02/1957",
            "DATE",
            "3 mars 2019",
            "DATE",
            "10/01/2024",
            "DATE",
            "20/03/2024",
            "DATE",
            "20/03/2024");
    List<String[]> pairs =
        substitute(
            jcas,
            SubstitutionAnnotator.PARAM_POLICY,
            new String[] {"DATE=ldp"},
            SubstitutionAnnotator.PARAM_EPSILON,
            2.0f);
    DateTimeFormatter numeric = DateTimeFormatter.ofPattern("dd/MM/yyyy");
    LocalDate birth = LocalDate.parse(pairs.get(0)[1], numeric);
    assertThat(pairs.get(1)[1]).matches("\\d{1,2} \\p{L}+ \\d{4}");
    LocalDate first = LocalDate.parse(pairs.get(2)[1], numeric);
    LocalDate last = LocalDate.parse(pairs.get(3)[1], numeric);
    assertThat(pairs.get(4)[1]).isEqualTo(pairs.get(3)[1]); // one date, one surrogate
    assertThat(birth).isBefore(first);
    assertThat(first).isBefore(last);
    for (String[] pair : pairs) {
      assertThat(pair[1]).isNotEqualTo(pair[0]);
    }
    org.deid.type.SubstitutionSummary summary =
        jcas.getView("deid").select(org.deid.type.SubstitutionSummary.class).single();
    assertThat(summary.getDateEpsilonSpent())
        .isEqualTo(2.0 * SubstitutionAnnotator.DATE_SHARE, within(1e-6));
    assertThat(Math.abs(summary.getDateOffsetDays())).isBetween(30, 365);
  }

  @Test
  void aKnownCityMovesToANearbyRealPlaceAndItsZipFollows() throws Exception {
    org.deid.substitute.surrogate.GeoPlaces places =
        org.deid.substitute.surrogate.GeoPlaces.forLanguage("fr");
    org.deid.substitute.surrogate.GeoPlaces.Place lyon = places.find("Lyon").orElseThrow();
    double total = 0;
    int seeds = 40;
    for (int seed = 1; seed <= seeds; seed++) {
      List<String[]> pairs =
          substitute(
              note(
                  "fr",
                  "Domicile : 8 rue Sala, 69002 Lyon.",
                  "LOCATION/ZIP",
                  "69002",
                  "LOCATION/CITY",
                  "Lyon"),
              SubstitutionAnnotator.PARAM_SEED,
              seed);
      org.deid.substitute.surrogate.GeoPlaces.Place moved =
          places.find(pairs.get(1)[1]).orElseThrow();
      assertThat(moved.name()).isNotEqualTo("Lyon");
      assertThat(pairs.get(0)[1]).isEqualTo(moved.postcode());
      total += org.deid.substitute.surrogate.GeoPlaces.distanceKm(lyon, moved);
    }
    // ε = 1/4 per km: the planar draw moves 8 km on average; snapping to the nearest other
    // commune adds a little. Never across the country.
    assertThat(total / seeds).isBetween(2.0, 30.0);
  }

  @Test
  void aZipOfAnyShapeBesideACityIsRewritten() throws Exception {
    for (String zip : new String[] {"7", "75", "B-1000", "69003"}) {
      List<String[]> pairs =
          substitute(
              note(
                  "fr",
                  "Adresse : " + zip + " Lyon.",
                  "LOCATION/ZIP",
                  zip,
                  "LOCATION/CITY",
                  "Lyon"));
      assertThat(pairs.get(0)[1]).isNotEqualTo(zip).hasSameSizeAs(zip);
    }
  }

  @Test
  void aZipFiledUnderItsCityStaysAZip() throws Exception {
    for (int seed = 1; seed <= 10; seed++) {
      List<String[]> pairs =
          substitute(
              note(
                  "es",
                  "Domicilio: calle Mayor 3, 28034 Madrid.",
                  "LOCATION/CITY",
                  "28034",
                  "LOCATION/CITY",
                  "Madrid"),
              SubstitutionAnnotator.PARAM_SEED,
              seed);
      assertThat(pairs.get(0)[1]).matches("\\d{5}").isNotEqualTo("28034");
      assertThat(pairs.get(1)[1]).doesNotMatch(".*\\d.*");
    }
  }

  @Test
  void anAbbreviatedStreetTypeStaysAsWritten() throws Exception {
    for (String street :
        new String[] {"Ctra. de Colmenar Viejo, km 9,100", "Avda. de Burgos, 12"}) {
      List<String[]> pairs =
          substitute(note("es", "Domicilio: " + street + ".", "LOCATION/STREET", street));
      String type = street.substring(0, street.indexOf(' ') + 4);
      assertThat(pairs.get(0)[1]).startsWith(type).isNotEqualTo(street);
    }
  }

  @Test
  void addressMarksStayAndAFloorInWordsBecomesAnotherFloor() throws Exception {
    for (int seed = 1; seed <= 20; seed++) {
      List<String[]> pairs =
          substituteWithSeed(
              seed,
              "es",
              "Servizo de Urxencias - Travesía da Choupana, s/n - Vedra. Vive en la calle Mayor,"
                  + " cuarto derecha. Accidente en la RM-603, p.k. 4,200. Avenida Circunvalación"
                  + " Sur 512.",
              "LOCATION/STREET",
              "Travesía da Choupana, s/n",
              "LOCATION/STREET",
              "cuarto derecha",
              "LOCATION/STREET",
              "RM-603, p.k. 4,200",
              "LOCATION/STREET",
              "Avenida Circunvalación Sur 512");
      // es-dev: "s/n" became "u/m", "p.k." "q.a.", "cuarto derecha" two surnames.
      assertThat(pairs.get(0)[1]).startsWith("Travesía da ").endsWith(", s/n");
      assertThat(pairs.get(1)[1])
          .matches(
              "(primero|segundo|tercero|quinto|sexto|séptimo|octavo|noveno|décimo)" + " izquierda");
      assertThat(pairs.get(2)[1]).contains(", p.k. ").doesNotContain("4,200");
      assertThat(pairs.get(3)[1]).startsWith("Avenida Circunvalación ").doesNotContain("Sur 512");
      // A door letter after the ordinal sign is a door, even "C" (which "C/" keeps).
      String door =
          substituteWithSeed(
                  seed,
                  "es",
                  "C/ Sta Mª Valverde 2 3ºC",
                  "LOCATION/STREET",
                  "C/ Sta Mª Valverde 2 3ºC")
              .get(0)[1];
      assertThat(door).startsWith("C/ ").matches(".*\\dº[A-Z]").doesNotEndWith("ºC");
    }
  }

  @Test
  void aCityInsideAHospitalOrStreetNameTakesTheCitysSurrogate() throws Exception {
    for (int seed = 1; seed <= 20; seed++) {
      List<String[]> pairs =
          substituteWithSeed(
              seed,
              "es",
              "Natural de Lugo, ingresa en el Hospital Universitario de Lugo; vive en la Rúa de"
                  + " Lugo 4.",
              "LOCATION/CITY",
              "Lugo",
              "LOCATION/HOSPITAL",
              "Hospital Universitario de Lugo",
              "LOCATION/STREET",
              "Rúa de Lugo 4");
      // One place, one surrogate: not "Hospital Universitario de Viteri" beside "Ourense".
      String city = pairs.get(0)[1];
      assertThat(pairs.get(1)[1]).isEqualTo("Hospital Universitario de " + city);
      assertThat(pairs.get(2)[1]).startsWith("Rúa de " + city + " ").doesNotEndWith(" 4");
      List<String[]> french =
          substituteWithSeed(
              seed,
              "fr",
              "Né à Avignon, suivi au Centre Hospitalier d'Avignon.",
              "LOCATION/CITY",
              "Avignon",
              "LOCATION/HOSPITAL",
              "Centre Hospitalier d'Avignon");
      assertThat(french.get(1)[1]).isEqualTo("Centre Hospitalier d'" + french.get(0)[1]);
    }
  }

  @Test
  void aZipBesideACityTheGazetteerDoesNotKnowTakesTheSurrogateCitysPostcode() throws Exception {
    GeoPlaces places = GeoPlaces.forLanguage("es");
    for (int seed = 1; seed <= 20; seed++) {
      List<String[]> pairs =
          substituteWithSeed(
              seed,
              "es",
              "Domicilio: 28006 Madrird.",
              "LOCATION/ZIP",
              "28006",
              "LOCATION/CITY",
              "Madrird");
      // MEDDOCAN's misspelt city: "28006 Madrird" became "28378 Burriana" (Burriana is 12...).
      String province = places.find(pairs.get(1)[1]).orElseThrow().postcode();
      assertThat(pairs.get(0)[1]).as(pairs.get(1)[1]).startsWith(province);
    }
  }

  @Test
  void aHospitalCalledByItsBareNameBecomesAPlaceAndOneWithAHeadKeepsIt() throws Exception {
    String text =
        "Vu aux urgences de Pontchaillou, puis à Saint-André. Suivi au CHU de Bordeaux, à"
            + " l'Hôpital Necker et au CLB.";
    GeoPlaces geo = GeoPlaces.forLanguage("fr");
    for (int seed = 1; seed <= 20; seed++) {
      List<String[]> pairs =
          substituteWithSeed(
              seed,
              "fr",
              text,
              "LOCATION/HOSPITAL",
              "Pontchaillou",
              "LOCATION/HOSPITAL",
              "Saint-André",
              "LOCATION/HOSPITAL",
              "CHU de Bordeaux",
              "LOCATION/HOSPITAL",
              "Hôpital Necker",
              "LOCATION/HOSPITAL",
              "CLB");
      // Bare names: a city of the language's lists, never a surname read as a person.
      for (String[] bare : pairs.subList(0, 2)) {
        assertThat(geo.find(bare[1]))
            .as("%s -> %s, a place of France", bare[0], bare[1])
            .isPresent();
        assertThat(bare[1]).isNotEqualTo(bare[0]);
      }
      assertThat(pairs.get(2)[1]).startsWith("CHU de ").doesNotContain("Bordeaux");
      assertThat(pairs.get(3)[1]).startsWith("Hôpital ").doesNotContain("Necker");
      // An acronym alone: a hospital of a city, not a city in capitals read as a name.
      assertThat(pairs.get(4)[1]).startsWith("CH de ");
      String city = pairs.get(4)[1].substring("CH de ".length());
      assertThat(geo.find(city)).as(city).isPresent();
    }
  }

  @Test
  void aPlaceNobodyKnowsBecomesAPlaceOfTheNotesCountry() throws Exception {
    for (String language : new String[] {"fr", "es"}) {
      GeoPlaces geo = GeoPlaces.forLanguage(language);
      for (int seed = 1; seed <= 30; seed++) {
        List<String[]> pairs =
            substituteWithSeed(seed, language, "Vit à Zorbulania.", "LOCATION/CITY", "Zorbulania");
        assertThat(geo.find(pairs.get(0)[1])).as("%s, %s", language, pairs.get(0)[1]).isPresent();
      }
    }
  }

  @Test
  void aNirBecomesAValidNirOfTheSameSexEvenWhenItsKeyFails() throws Exception {
    String text = "NIR 1 56 04 79 191 022 38 ; NIR 2 69 05 49 588 157 80.";
    for (int seed = 1; seed <= 50; seed++) {
      List<String[]> pairs =
          substituteWithSeed(
              seed,
              "fr",
              text,
              "ID/SOCIAL_SECURITY",
              "1 56 04 79 191 022 38",
              "ID/SOCIAL_SECURITY",
              "2 69 05 49 588 157 80");
      for (String[] pair : pairs) {
        String nir = pair[1];
        assertThat(nir).matches("[12] \\d{2} (0[1-9]|1[0-2]) \\d{2} \\d{3} \\d{3} \\d{2}");
        assertThat(nir.charAt(0)).isEqualTo(pair[0].charAt(0));
        assertThat(Checksums.nir(nir)).as(nir).isTrue();
      }
    }
  }

  @Test
  void aCodeKeepsItsTypeAndAFileNumberItsOpeningYear() throws Exception {
    String text = "Implant : tige SN 24-118845-A. N° de dossier 2024-00451, ancien 1998/0312.";
    for (int seed = 1; seed <= 30; seed++) {
      List<String[]> pairs =
          substituteWithSeed(
              seed,
              "fr",
              text,
              "ID/DEVICE",
              "SN 24-118845-A",
              "ID/PATIENT_ID",
              "2024-00451",
              "ID/PATIENT_ID",
              "1998/0312");
      assertThat(pairs.get(0)[1]).matches("SN \\d{2}-\\d{6}-[A-Z]").isNotEqualTo("SN 24-118845-A");
      assertThat(pairs.get(1)[1]).matches("20[0-2]\\d-\\d{5}").isNotEqualTo("2024-00451");
      assertThat(pairs.get(2)[1]).matches("19[5-9]\\d/\\d{4}").isNotEqualTo("1998/0312");
    }
  }

  @Test
  void anIdentifierKeepsItsLeadingZeroAndReadsOcrLettersAsDigits() throws Exception {
    String text = "IPP 9120044817, NDA 0568550904, IPP 57O0318829, passeport IZ1V0G8D5.";
    for (int seed = 1; seed <= 50; seed++) {
      List<String[]> pairs =
          substituteWithSeed(
              seed,
              "fr",
              text,
              "ID/PATIENT_ID",
              "9120044817",
              "ID/PATIENT_ID",
              "0568550904",
              "ID/PATIENT_ID",
              "57O0318829",
              "ID/NATIONAL_ID",
              "IZ1V0G8D5");
      assertThat(pairs.get(0)[1]).as("no phone-like 0 first").matches("[1-9]\\d{9}");
      assertThat(pairs.get(1)[1]).matches("0\\d{9}").isNotEqualTo("0568550904");
      assertThat(pairs.get(2)[1]).as("the O read as a digit").matches("[1-9]\\d{9}");
      assertThat(pairs.get(3)[1])
          .as("letters stay letters")
          .matches("[A-Z]{2}\\d[A-Z]\\d[A-Z]\\d[A-Z]\\d");
    }
  }

  private static String frenchLong(LocalDate date) {
    String[] months = {
      "janvier",
      "février",
      "mars",
      "avril",
      "mai",
      "juin",
      "juillet",
      "août",
      "septembre",
      "octobre",
      "novembre",
      "décembre"
    };
    return date.getDayOfMonth() + " " + months[date.getMonthValue() - 1] + " " + date.getYear();
  }

  @Test
  void identifiersKeepTheirFormatAndPassTheirChecksOverManySeeds() throws Exception {
    String text =
        "NIR 2 69 05 49 588 157 80, DNI 12345678Z, NSS 28 12345678 40,"
            + " IBAN FR7630006000011234567890189, carte 4532015112830366, IPP 80123456,"
            + " tél. 06 39 98 14 52, +34 612 345 678, mail jean.dupont@chu-lyon.fr,"
            + " code postal 69003.";
    Map<String, String> checks = new TreeMap<>();
    for (int seed = 1; seed <= 200; seed++) {
      List<String[]> pairs =
          substitute(
              note(
                  "fr",
                  text,
                  "ID/SOCIAL_SECURITY",
                  "2 69 05 49 588 157 80",
                  "ID/NATIONAL_ID",
                  "12345678Z",
                  "ID/SOCIAL_SECURITY",
                  "28 12345678 40",
                  "ID/ACCOUNT",
                  "FR7630006000011234567890189",
                  "ID/ACCOUNT",
                  "4532015112830366",
                  "ID/PATIENT_ID",
                  "80123456",
                  "CONTACT/PHONE",
                  "06 39 98 14 52",
                  "CONTACT/PHONE",
                  "+34 612 345 678",
                  "CONTACT/EMAIL",
                  "jean.dupont@chu-lyon.fr",
                  "LOCATION/ZIP",
                  "69003"),
              SubstitutionAnnotator.PARAM_SEED,
              seed);
      for (String[] pair : pairs) {
        assertThat(pair[1]).as("seed %d", seed).isNotEqualTo(pair[0]);
        assertThat(pair[1].replaceAll("[A-Za-z]", "a").replaceAll("\\d", "9"))
            .as("the format of %s", pair[0])
            .isEqualTo(
                pair[0].contains("@")
                    ? pair[1].replaceAll("[A-Za-z]", "a").replaceAll("\\d", "9")
                    : pair[0].replaceAll("[A-Za-z]", "a").replaceAll("\\d", "9"));
      }
      assertThat(Checksums.nir(pairs.get(0)[1])).as(pairs.get(0)[1]).isTrue();
      assertThat(Checksums.dniNie(pairs.get(1)[1])).as(pairs.get(1)[1]).isTrue();
      assertThat(Checksums.spanishSocialSecurity(pairs.get(2)[1])).as(pairs.get(2)[1]).isTrue();
      assertThat(Checksums.iban(pairs.get(3)[1])).as(pairs.get(3)[1]).isTrue();
      assertThat(pairs.get(3)[1]).startsWith("FR");
      assertThat(Checksums.luhn(pairs.get(4)[1])).as(pairs.get(4)[1]).isTrue();
      assertThat(pairs.get(6)[1]).startsWith("06 ");
      assertThat(pairs.get(7)[1]).startsWith("+34 6");
      assertThat(pairs.get(8)[1]).matches("[a-z]+\\.[a-z]+@[a-z]+-[a-z]+\\.fr");
      assertThat(pairs.get(9)[1]).startsWith("69").hasSize(5);
      checks.put(pairs.get(0)[1], pairs.get(5)[1]);
    }
    assertThat(checks).as("the seed changes the draws").hasSizeGreaterThan(150);
  }

  @Test
  void theSameSeedGivesTheSameOutputAndAnotherSeedAnother() throws Exception {
    String text = "M. Karim Benali, 06 39 98 14 52, vu le 04/05/2022.";
    String[] phi = {
      "NAME", "Karim Benali", "CONTACT/PHONE", "06 39 98 14 52", "DATE", "04/05/2022"
    };
    JCas a = note("fr", text, phi);
    JCas b = note("fr", text, phi);
    JCas c = note("fr", text, phi);
    substitute(a, SubstitutionAnnotator.PARAM_SEED, 7);
    substitute(b, SubstitutionAnnotator.PARAM_SEED, 7);
    substitute(c, SubstitutionAnnotator.PARAM_SEED, 8);
    assertThat(a.getView("deid").getDocumentText())
        .isEqualTo(b.getView("deid").getDocumentText())
        .isNotEqualTo(c.getView("deid").getDocumentText());
  }

  @Test
  void aKeyedCorpusScopeMapsAPatientIdenticallyAcrossNotesAndRuns() throws Exception {
    Path key = dir.resolve("surrogate.key");
    Files.writeString(key, "a secret of more than sixteen bytes", StandardCharsets.UTF_8);
    Object[] keyed = {
      SubstitutionAnnotator.PARAM_SCOPE,
      "corpus",
      SubstitutionAnnotator.PARAM_KEY_FILE,
      key.toString()
    };
    List<String[]> first =
        substitute(
            note(
                "es",
                "Paciente: Lucía Navarro Gil. NHC 4839201.",
                "NAME",
                "Lucía Navarro Gil",
                "ID",
                "4839201"),
            keyed);
    List<String[]> second =
        substitute(
            note(
                "es",
                "Control de Lucía Navarro Gil, sin cambios. NHC 4839201.",
                "NAME",
                "Lucía Navarro Gil",
                "ID",
                "4839201"),
            keyed);
    List<String[]> again =
        substitute(
            note(
                "es",
                "Paciente: Lucía Navarro Gil. NHC 4839201.",
                "NAME",
                "Lucía Navarro Gil",
                "ID",
                "4839201"),
            keyed);
    assertThat(first.get(0)[1]).isEqualTo(second.get(0)[1]).isEqualTo(again.get(0)[1]);
    assertThat(first.get(1)[1]).isEqualTo(second.get(1)[1]).isNotEqualTo("4839201");
    // In the document scope the two notes draw independently.
    List<String[]> unkeyed =
        substitute(
            note(
                "es",
                "Control de Lucía Navarro Gil, sin cambios. NHC 4839201.",
                "NAME",
                "Lucía Navarro Gil",
                "ID",
                "4839201"));
    assertThat(unkeyed.get(0)[1]).isNotEqualTo(first.get(0)[1]);
  }

  @Test
  void aPatientScopeSharesOneDateOffsetPerPatient() throws Exception {
    Path key = dir.resolve("patient.key");
    Files.writeString(key, "another secret of more than sixteen bytes", StandardCharsets.UTF_8);
    Object[] keyed = {
      SubstitutionAnnotator.PARAM_SCOPE,
      "patient",
      SubstitutionAnnotator.PARAM_KEY_FILE,
      key.toString()
    };
    DateTimeFormatter numeric = DateTimeFormatter.ofPattern("dd/MM/yyyy");
    long[] offsets = new long[3];
    String[][] notes = {
      {"IPP 80123456, vu le 02/03/2024.", "80123456", "02/03/2024"},
      {"IPP 80123456, revu le 15/04/2024.", "80123456", "15/04/2024"},
      {"IPP 80999999, vu le 02/03/2024.", "80999999", "02/03/2024"}
    };
    for (int i = 0; i < notes.length; i++) {
      List<String[]> pairs =
          substitute(
              note("fr", notes[i][0], "ID/PATIENT_ID", notes[i][1], "DATE", notes[i][2]), keyed);
      offsets[i] =
          ChronoUnit.DAYS.between(
              LocalDate.parse(notes[i][2], numeric), LocalDate.parse(pairs.get(1)[1], numeric));
    }
    assertThat(offsets[0]).isEqualTo(offsets[1]).isNotZero();
    assertThat(offsets[2]).isNotEqualTo(offsets[0]);
  }

  @Test
  void aCorpusScopeWithoutAKeyFailsAtOnceSayingWhere() {
    assertThatThrownBy(
            () ->
                substitute(
                    note("fr", "Rien.", new String[0]),
                    SubstitutionAnnotator.PARAM_SCOPE,
                    "corpus",
                    SubstitutionAnnotator.PARAM_KEY_FILE,
                    ""))
        .hasStackTraceContaining("needs a secret key")
        .hasStackTraceContaining(SubstitutionAnnotator.KEY_ENVIRONMENT_VARIABLE);
  }

  @Test
  void thePolicyChoosesPerCategoryAndRejectsUnknownKeysByName() throws Exception {
    String text = "Mme Rose Martin, France, IPP 80123456, le 12/03/2021, 93 ans.";
    List<String[]> pairs =
        substitute(
            note(
                "fr",
                text,
                "NAME",
                "Rose Martin",
                "LOCATION/COUNTRY",
                "France",
                "ID",
                "80123456",
                "DATE",
                "12/03/2021",
                "AGE",
                "93 ans"),
            SubstitutionAnnotator.PARAM_POLICY,
            new String[] {"ID=mask", "DATE=tag", "COUNTRY=keep", "NAME=redact"});
    assertThat(pairs.get(0)[1]).isEmpty();
    assertThat(pairs.get(1)[1]).isEqualTo("France");
    assertThat(pairs.get(2)[1]).isEqualTo("XXXXXXXX");
    assertThat(pairs.get(3)[1]).isEqualTo("[DATE]");
    assertThat(pairs.get(4)[1]).isEqualTo("90+ ans"); // HIPAA: ages over 89 grouped
    assertThatThrownBy(
            () ->
                substitute(
                    note("fr", "Rien.", new String[0]),
                    SubstitutionAnnotator.PARAM_POLICY,
                    new String[] {"DATES=shift"}))
        .isInstanceOf(ResourceInitializationException.class)
        .hasStackTraceContaining("Unknown policy key 'DATES'");
  }
}
