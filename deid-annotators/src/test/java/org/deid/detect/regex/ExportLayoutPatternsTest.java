package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.detect.regex.RegexCandidates.found;

import org.junit.jupiter.api.Test;

/** The patterns for layouts of exports that no trigger announces (issue 31), with near misses. */
class ExportLayoutPatternsTest {

  @Test
  void pipeDatesAndMixedSeparators() throws Exception {
    assertThat(found("NÉ LE        | 30|11|1957\n", "fr")).contains("DATE/DATE 30|11|1957");
    assertThat(found("Annulation : 02 | 10 | 2024 10:00", "fr"))
        .contains("DATE/DATE 02 | 10 | 2024");
    assertThat(found("reporté au 15 / 10 | 2024.", "fr"))
        .containsExactly("DATE/DATE 15 / 10 | 2024");
    assertThat(found("Extracción: 15|04|2024 | Impreso", "es")).contains("DATE/DATE 15|04|2024");
  }

  @Test
  void aFieldValueWrappedOntoTheNextLineIsReadWhole() throws Exception {
    assertThat(found("DOMICILIO: C/ ZAMORA\n41, 1º A   C.P.: 37002\n", "es"))
        .contains("LOCATION/STREET C/ ZAMORA\n41, 1º A");
    // Unwrapped, the field reads its line alone; a next line that is no street number stays out.
    assertThat(found("DOMICILIO: C/ ZAMORA 41, 1º A\nC.P.: 37002\n", "es"))
        .contains("LOCATION/STREET C/ ZAMORA 41, 1º A");
    assertThat(found("DOMICILIO: C/ ZAMORA\nTeléfono: 923 456 789\n", "es"))
        .contains("LOCATION/STREET C/ ZAMORA");
  }

  @Test
  void initialsClosingADatedLineOfTransmissions() throws Exception {
    assertThat(found("lun 10/03 7h15 - cl\nmar 11/3 2h - nuit / KD\n", "fr"))
        .contains("NAME/FULL_NAME cl", "NAME/FULL_NAME KD");
    assertThat(found("19/05/2025 noche - LGF", "es")).contains("NAME/FULL_NAME LGF");
    // What ends such lines and is no one: findings, roles, a word; and no date or time before.
    assertThat(found("12/03 - RAS\n14h - IDE\nconsultation du 12/03 - fin\n", "fr"))
        .noneMatch(c -> c.startsWith("NAME"));
    assertThat(found("Le patient est sorti - JM\n", "fr")).noneMatch(c -> c.startsWith("NAME"));
  }

  @Test
  void numbersThatAHardWrapCutAreReadWhole() throws Exception {
    assertThat(found("28034 Madrid · Tel. 913\n368 000 · Fax 91 336 90\n16\n", "es"))
        .contains("CONTACT/PHONE 913\n368 000", "CONTACT/FAX 91 336 90\n16");
    assertThat(found("Tél. : 04 65 71 06\n92 (secrétariat)", "fr"))
        .contains("CONTACT/PHONE 04 65 71 06\n92");
    assertThat(found("Dr. Cabal — urologia.husa @\nsespa-prueba . es", "es"))
        .contains("CONTACT/EMAIL urologia.husa @\nsespa-prueba . es");
    // Numbers of two lines that read as one only when joined stay apart unless a contact or an id.
    assertThat(found("Hb 12.5\n13 leucocytes\n", "fr")).isEmpty();
  }

  @Test
  void recordsWithoutAHeaderGiveTheirCompactDatesAndCodes() throws Exception {
    assertThat(
            found(
                "D25H004417;6700451188;SCHWEITZER;Albert;19420305;M;MULLER A.;UF 1207;20250708",
                "fr"))
        .contains(
            "ID/ID_OTHER D25H004417",
            "DATE/DATE 19420305",
            "DATE/DATE 20250708",
            "LOCATION/DEPARTMENT UF 1207");
    // Not a date that is none (month 13), nor a code without six digits, nor outside a record.
    assertThat(found("lot;20251301;CIM10;E11", "fr")).isEmpty();
    assertThat(found("Compte rendu D25H004417 ; envoyé", "fr")).isEmpty();
  }

  @Test
  void compactDatesBlankSeparatorsAndMonthCodes() throws Exception {
    assertThat(found("DDR=28062024 ; terme", "fr")).containsExactly("DATE/DATE 28062024");
    assertThat(found("C3 24 04 2025.", "fr")).containsExactly("DATE/DATE 24 04 2025");
    assertThat(found("le 05may2025 à 9h30", "fr")).containsExactly("DATE/DATE 05may2025");
    assertThat(found("Antériorité 12 05 25 ; 45 12 2019", "fr")).isEmpty();
    assertThat(found("Tél 04 65 71 20 19", "fr")).noneMatch(c -> c.startsWith("DATE"));
  }

  @Test
  void pipesOfTablesWithoutAYearAreNoDates() throws Exception {
    assertThat(found("| Hb | 12.4 | g/dL | 13-17 |", "fr")).isEmpty();
    assertThat(found("| 12 | 05 | 18 | 3 |", "fr")).isEmpty();
    assertThat(found("score 5/11 ; acuité 10/12 | 8/10", "fr")).isEmpty();
  }

  @Test
  void strayDoubledBlanksOfScansInsideNumbersAndPhrases() throws Exception {
    // A scan doubles a blank here and there in a note otherwise typed with single blanks.
    String note =
        "Standard 02  61 91 70 00 - poste 71 233.\nSœur Rachel (39  ans), vue le 23  mars 2024.";
    assertThat(found(note, "fr"))
        .contains("CONTACT/PHONE 02  61 91 70 00", "AGE/AGE 39  ans", "DATE/DATE 23  mars 2024");
    assertThat(found("NIR 1 71 09  99 352 117 46 ; Tel +33 (0)4  65 71  02 30", "fr"))
        .contains(
            "ID/SOCIAL_SECURITY 1 71 09  99 352 117 46", "CONTACT/PHONE +33 (0)4  65 71  02 30");
    assertThat(found("Teléfono 91  234 56 78 de la madre", "es"))
        .contains("CONTACT/PHONE 91  234 56 78");
    // Column gaps stay gaps: three blanks never join two fields.
    assertThat(found("Poids 62   01 99 Taille 170", "fr")).noneMatch(c -> c.startsWith("CONTACT"));
  }

  @Test
  void emailsWrittenWithBlanks() throws Exception {
    assertThat(found("CONTACT : s.bellone @ clinique-test . fr — merci", "fr"))
        .containsExactly("CONTACT/EMAIL s.bellone @ clinique-test . fr");
    assertThat(found("correo urologia.husa @ sespa-prueba . es\n", "es"))
        .containsExactly("CONTACT/EMAIL urologia.husa @ sespa-prueba . es");
    assertThat(found("prise @ 8h . Les suites", "fr")).isEmpty();
  }

  @Test
  void capitalsAddressesWithSpacedZipTownAndCedex() throws Exception {
    assertThat(found("2 AVENUE DE RIMIEZ — 06 105 NICE CEDEX 2\n", "fr"))
        .contains("LOCATION/ZIP 06 105", "LOCATION/CITY NICE");
    assertThat(found("14 ROUTE DE BADEN 56 870 LARMOR-PLAGE\n", "fr"))
        .contains("LOCATION/ZIP 56 870", "LOCATION/CITY LARMOR-PLAGE");
    assertThat(found("AVDA. DE LOS ARGONAUTAS S/N 29631 BENALMÁDENA\n", "es"))
        .contains("LOCATION/ZIP 29631", "LOCATION/CITY BENALMÁDENA");
    assertThat(found("heparina 10000 UI cada 12 h\n", "es")).isEmpty();
    assertThat(found("une dose de 12 500 UI par jour", "fr")).isEmpty();
  }

  @Test
  void phonesWithACountryCodeInParentheses() throws Exception {
    assertThat(found("(neveu) — (33) 6 39 98 11 74\n", "fr"))
        .contains("CONTACT/PHONE (33) 6 39 98 11 74");
  }

  @Test
  void identifiersWithLettersWrittenOnePerBox() throws Exception {
    assertThat(found("NIE: Y 2 0 3 8 8 1 7 L   NACIDO", "es"))
        .hasSize(1)
        .first()
        .asString()
        .endsWith(" Y 2 0 3 8 8 1 7 L");
    assertThat(found("SEXO: M   F. NACIMIENTO", "es")).noneMatch(c -> c.startsWith("ID/"));
  }
}
