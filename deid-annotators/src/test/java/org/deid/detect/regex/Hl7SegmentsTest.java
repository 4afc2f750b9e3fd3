package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.deid.detect.regex.RegexCandidates.found;

import org.junit.jupiter.api.Test;

class Hl7SegmentsTest {

  private static final String MESSAGE =
      "Copie du message ADT reçu le 12/09/2023 :\n"
          + "MSH|^~\\&|PASTEL|FOCH|ORBIS|GHT92|20230912081455||ADT^A01|MSG00441|P|2.5\n"
          + "EVN|A01|20230912081200\n"
          + "PID|1||9200417738^^^FOCH^PI~CBSN461128901017^^^SCS^JHN||MEUNIER^SOLANGE^^^MME||"
          + "19500321|F|||8 RUE DE LA REPUBLIQUE^^SURESNES^^92150^FRA||0199004731|||||2300912044|"
          + "2500392073021\n"
          + "NK1|1|MEUNIER^BERNARD|SPO|8 RUE DE LA REPUBLIQUE^^SURESNES^^92150|0639984418\n"
          + "PV1|1|I|PNEUMO^412^B|U|||10101847721^DESROCHES^ISABELLE|||||||||||\n"
          + "OBX|1|NM|2160-0^CREATININE^LN||84|umol/L|45-90|N|||F\n";

  @Test
  void eachFieldIsReadByItsSegmentAndPosition() throws Exception {
    assertThat(found(MESSAGE, "fr"))
        .contains(
            "LOCATION/HOSPITAL FOCH",
            "LOCATION/ORGANIZATION GHT92",
            "DATE/DATE 20230912081455",
            "DATE/DATE 20230912081200",
            "ID/PATIENT_ID 9200417738",
            "ID/PATIENT_ID CBSN461128901017",
            "LOCATION/ORGANIZATION SCS",
            "NAME/LAST_NAME MEUNIER",
            "NAME/FIRST_NAME SOLANGE",
            "DATE/BIRTH_DATE 19500321",
            "SEX/SEX F",
            "LOCATION/STREET 8 RUE DE LA REPUBLIQUE",
            "LOCATION/CITY SURESNES",
            "LOCATION/ZIP 92150",
            "LOCATION/COUNTRY FRA",
            "CONTACT/PHONE 0199004731",
            "ID/VISIT_ID 2300912044",
            "ID/SOCIAL_SECURITY 2500392073021",
            "NAME/FIRST_NAME BERNARD",
            "CONTACT/PHONE 0639984418",
            "ID/LICENSE 10101847721",
            "NAME/LAST_NAME DESROCHES",
            "NAME/FIRST_NAME ISABELLE");
  }

  @Test
  void noValueRunsAcrossAComponentAndCodedFieldsStayText() throws Exception {
    // No street over "^^SURESNES", no title "MME", no code of a result ("CREATININE", "F" of a
    // final result status), no application name.
    assertThat(found(MESSAGE, "fr"))
        .noneMatch(c -> c.contains("^") || c.contains("|"))
        .noneMatch(c -> c.endsWith(" MME") || c.endsWith(" CREATININE") || c.endsWith(" PASTEL"))
        .filteredOn(c -> c.equals("SEX/SEX F"))
        .hasSize(1);
  }

  @Test
  void ordersTheirNumbersAndWhoTookTheSample() throws Exception {
    String message =
        "ORC|RE|B2602130447||B2602130447|CM||||202602140910\n"
            + "OBR|1|A77120|B2602130447|ECBU^Examen cytobactériologique urinaire^L|||"
            + "202602130710|||MCA^CASTELLI^MARIE\n"
            + "EVN|A08|20251013221500|||NLG^NOEL^LAETITIA\n";
    assertThat(found(message, "fr"))
        .contains(
            "ID/ID_OTHER B2602130447",
            "ID/ID_OTHER A77120",
            "NAME/FULL_NAME MCA",
            "NAME/LAST_NAME CASTELLI",
            "NAME/FIRST_NAME MARIE",
            "NAME/FULL_NAME NLG",
            "NAME/LAST_NAME NOEL")
        // An order's code and its text are no identifier; a number identifier stays a licence.
        .noneMatch(c -> c.endsWith(" ECBU") || c.contains("Examen"));
    assertThat(found("OBR|1||B26|CODE|||202602130710|||10101847721^DUPONT^ANNE\n", "fr"))
        .contains("ID/LICENSE 10101847721");
  }

  @Test
  void aPipeRowOfAnotherKindIsNotASegment() throws Exception {
    // A segment without its message's header is still read; a row of another name is not.
    assertThat(found("PID|1||9200417738", "fr")).contains("ID/PATIENT_ID 9200417738");
    assertThat(found("ABC|1||9200417738", "fr")).doesNotContain("ID/PATIENT_ID 9200417738");
    assertThat(found("Née le 14|07|1962, vue le 02|11|2021", "fr"))
        .contains("DATE/DATE 14|07|1962");
  }

  @Test
  void onlyASpanOnASegmentsLineCrossesItsDelimiters() {
    String text = "PID|1||MEUNIER^SOLANGE\nNote: a|b ^ c\nPV1|1|I|PNEUMO^412\nfin |x\n";
    Hl7Segments.Read read = Hl7Segments.read(text);

    assertThat(read.lines()).hasSize(2);
    int name = text.indexOf("MEUNIER");
    assertThat(read.crossesDelimiter(text, name, name + "MEUNIER^SOLANGE".length())).isTrue();
    assertThat(read.crossesDelimiter(text, name, name + "MEUNIER".length())).isFalse();
    int note = text.indexOf("a|b");
    assertThat(read.crossesDelimiter(text, note, note + 3)).isFalse();
    int ward = text.indexOf("PNEUMO");
    assertThat(read.crossesDelimiter(text, ward, ward + "PNEUMO^412".length())).isTrue();
    assertThat(read.crossesDelimiter(text, text.indexOf("fin"), text.length())).isFalse();
    // From a plain line onto a segment's line.
    assertThat(read.crossesDelimiter(text, note, ward + 1)).isTrue();
  }
}
