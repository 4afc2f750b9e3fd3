package org.deid.segment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ClinicalTokenizerTest {

  private static List<String> tokens(String text, String language) {
    ClinicalTokenizer tokenizer = new ClinicalTokenizer(Abbreviations.forLanguage(language));
    return tokenizer.tokenize(text).stream().map(t -> text.substring(t.begin(), t.end())).toList();
  }

  private static List<String> kinds(String text) {
    ClinicalTokenizer tokenizer = new ClinicalTokenizer(Abbreviations.forLanguage("fr"));
    return tokenizer.tokenize(text).stream()
        .map(t -> t.kind() + " " + text.substring(t.begin(), t.end()))
        .toList();
  }

  @Test
  void frenchAbbreviationsKeepTheirPeriod() {
    assertThat(tokens("Vu par le Dr. Dupont et M. Jean.", "fr"))
        .containsExactly("Vu", "par", "le", "Dr.", "Dupont", "et", "M.", "Jean", ".");
  }

  @Test
  void spanishAbbreviationsKeepTheirPeriod() {
    assertThat(tokens("Sr. García y Dra. López, Hosp. Clínico, 3 ene. 2020.", "es"))
        .containsExactly(
            "Sr.", "García", "y", "Dra.", "López", ",", "Hosp.", "Clínico", ",", "3", "ene.",
            "2020", ".");
  }

  @Test
  void abbreviationPeriodBeforeLineEndEndsTheSentence() {
    assertThat(tokens("Sexe : M.\nDate", "fr"))
        .containsExactly("Sexe", ":", "M", ".", "\n", "Date");
    assertThat(tokens("Tel. 91 123 45 67, Avda. del Cid. Sra.", "es"))
        .containsExactly(
            "Tel.", "91", "123", "45", "67", ",", "Avda.", "del", "Cid", ".", "Sra", ".");
  }

  @Test
  void abbreviationsDependOnLanguage() {
    assertThat(tokens("M. Jean", "fr")).containsExactly("M.", "Jean");
    assertThat(tokens("M. Jean", "es")).containsExactly("M", ".", "Jean");
    assertThat(tokens("M. Jean y Sr. Ruiz", "")).containsExactly("M.", "Jean", "y", "Sr.", "Ruiz");
  }

  @Test
  void datesAndDecimalsStayWhole() {
    assertThat(tokens("Né le 03/03/1946, vu le 3-3-46 et le 12.01.2020 à 10:30.", "fr"))
        .containsExactly(
            "Né",
            "le",
            "03/03/1946",
            ",",
            "vu",
            "le",
            "3-3-46",
            "et",
            "le",
            "12.01.2020",
            "à",
            "10:30",
            ".");
    assertThat(tokens("PSA de 1.16 ng/ml, Hb 12,5.", "es"))
        .containsExactly("PSA", "de", "1.16", "ng", "/", "ml", ",", "Hb", "12,5", ".");
  }

  @Test
  void frenchPhoneNumbersSplitAtSpaces() {
    assertThat(tokens("Tél : 06 12 34 56 78 ou +33 6 12 34 56 78 ou 06.12.34.56.78.", "fr"))
        .containsExactly(
            "Tél",
            ":",
            "06",
            "12",
            "34",
            "56",
            "78",
            "ou",
            "+",
            "33",
            "6",
            "12",
            "34",
            "56",
            "78",
            "ou",
            "06.12.34.56.78",
            ".");
  }

  @Test
  void spanishPhoneNumbersSplitAtSpaces() {
    assertThat(tokens("Teléfono: 91 123 45 67 / 912-345-678.", "es"))
        .containsExactly("Teléfono", ":", "91", "123", "45", "67", "/", "912-345-678", ".");
  }

  @Test
  void idsWithSpacesOrHyphens() {
    assertThat(tokens("NºCol: 28 28 70973. NIR 1 85 02 75 123 456 78, ID AB-123456.", "es"))
        .containsExactly(
            "NºCol", ":", "28", "28", "70973", ".", "NIR", "1", "85", "02", "75", "123", "456",
            "78", ",", "ID", "AB", "-", "123456", ".");
    assertThat(tokens("CIPA: nhc-150679, E-28935 Móstoles", "es"))
        .containsExactly("CIPA", ":", "nhc", "-", "150679", ",", "E", "-", "28935", "Móstoles");
  }

  @Test
  void emailsAndUrlsAreOneTokenWithoutTheSentencePeriod() {
    assertThat(
            tokens(
                "Contact : jean.dupont@chu-lyon.fr. Voir https://www.chu-lyon.fr/urgences."
                    + " Et www.hospital.es.",
                "fr"))
        .containsExactly(
            "Contact",
            ":",
            "jean.dupont@chu-lyon.fr",
            ".",
            "Voir",
            "https://www.chu-lyon.fr/urgences",
            ".",
            "Et",
            "www.hospital.es",
            ".");
    assertThat(tokens("(ver http://x.org/a_(b)).", "es"))
        .containsExactly("(", "ver", "http://x.org/a_(b)", ")", ".");
  }

  @Test
  void labelGluedToAnEmailIsSplitOff() {
    assertThat(tokens("E-mail:jdoe@x.org E-mail-ana@y.es", "es"))
        .containsExactly("E", "-", "mail", ":", "jdoe@x.org", "E", "-", "mail", "-", "ana@y.es");
  }

  @Test
  void headersWithoutPunctuationAndLineBreaks() {
    assertThat(tokens("NHC: 368503.\r\nANTECEDENTES PERSONALES\n\n- HTA", "es"))
        .containsExactly(
            "NHC",
            ":",
            "368503",
            ".",
            "\r\n",
            "ANTECEDENTES",
            "PERSONALES",
            "\n",
            "\n",
            "-",
            "HTA");
  }

  @Test
  void gluedWordsAndHyphensSplit() {
    assertThat(tokens("Dr. Ignacio Sarra DominguezCorreo, TA 120/80 mmHg, McDonald", "es"))
        .containsExactly(
            "Dr.",
            "Ignacio",
            "Sarra",
            "Dominguez",
            "Correo",
            ",",
            "TA",
            "120/80",
            "mmHg",
            ",",
            "McDonald");
    assertThat(tokens("Zaragoza-50009, Sánchez-Rubio", "es"))
        .containsExactly("Zaragoza", "-", "50009", ",", "Sánchez", "-", "Rubio");
  }

  @Test
  void periodsAndAcronyms() {
    assertThat(tokens("4 Izq.. Bien... EE.UU. y S.A. p.ej. esc.B.", "es"))
        .containsExactly(
            "4", "Izq", ".", ".", "Bien", "...", "EE.UU.", "y", "S.A.", "p.ej.", "esc", ".", "B",
            ".");
  }

  @Test
  void kindsOfTokens() {
    assertThat(kinds("l'hôpital d'Amiens, 5 € 1.5\n"))
        .containsExactly(
            "CONTRACTION l'",
            "WORD hôpital",
            "CONTRACTION d'",
            "WORD Amiens",
            "PUNCTUATION ,",
            "NUMBER 5",
            "SYMBOL €",
            "NUMBER 1.5",
            "NEWLINE \n");
  }

  @Test
  void offsetsAreExact() {
    ClinicalTokenizer tokenizer = new ClinicalTokenizer(Abbreviations.forLanguage("fr"));
    assertThat(tokenizer.tokenize("  Dr. X\n"))
        .containsExactly(
            new TokenSpan(2, 5, TokenKind.WORD),
            new TokenSpan(6, 7, TokenKind.WORD),
            new TokenSpan(7, 8, TokenKind.NEWLINE));
    assertThat(tokenizer.tokenize("")).isEmpty();
  }
}
