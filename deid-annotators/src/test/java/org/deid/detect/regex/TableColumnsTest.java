package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class TableColumnsTest {

  private static List<String> values(String text, String language) {
    return TableColumns.find(text, FieldKeys.forLanguage(language)).stream()
        .map(v -> v.phiClass() + " " + text.substring(v.begin(), v.end()))
        .toList();
  }

  @Test
  void csvRowsUnderAHeaderOfKnownColumns() {
    assertThat(
            values(
                "NHC;CIP_SNS;APELLIDO1;APELLIDO2;NOMBRE;SEXO;FNAC;EDAD;MUNICIPIO\n"
                    + "0934417;FDLF331104218017;DE LA FUENTE;MENÉNDEZ;MARÍA DEL CARMEN;M;04/11/1933;88;"
                    + "LANGREO\n\ndomicilio=Barrio La Nozalera, 7",
                "es"))
        .containsExactly(
            "ID/PATIENT_ID 0934417",
            "ID/PATIENT_ID FDLF331104218017",
            "NAME/LAST_NAME(PATIENT) DE LA FUENTE",
            "NAME/LAST_NAME(PATIENT) MENÉNDEZ",
            "NAME/FIRST_NAME(PATIENT) MARÍA DEL CARMEN",
            "SEX/SEX M",
            "DATE/BIRTH_DATE 04/11/1933",
            "AGE/AGE 88",
            "LOCATION/CITY LANGREO");
  }

  @Test
  void pipeRowsWrappedOntoTheNextLinesAreReadWhole() {
    String wrapped =
        "| Nº | Pacient | NHC      | Edat | Procedència   |\n"
            + "Diagnòstic       |\n"
            + "|----|---------|----------|------|---------------|------------------|\n"
            + "| 1  | J.P.C.  | 30447182 | 67   | H. de\n"
            + "Granollers    | ADK recte        |\n"
            + "| 2  | M.R.A.  | 30512906 | 54   | CAP Sant Andreu | ADK sigma        |\n";
    assertThat(values(wrapped, "es"))
        .contains("ID/PATIENT_ID 30447182", "AGE/AGE 67", "ID/PATIENT_ID 30512906", "AGE/AGE 54");
    // A row that does not close within four lines is not joined: its cells do not match the
    // header's, and nothing is read under the wrong column.
    String unclosed =
        "| Nº | NHC      | Edat | Procedència |\n| 1  | 30447182 | 67\nH.\nde\nGranollers\n| |\n";
    assertThat(values(unclosed, "es")).isEmpty();
  }

  @Test
  void recordsWrappedOntoTheNextLineAreCompletedToTheHeadersCells() {
    String wrapped =
        "NHC;APELLIDO1;NOMBRE;SEXO;FNAC;EDAD;MUNICIPIO\n"
            + "0934417;DE LA\nFUENTE;MARÍA DEL CARMEN;M;04/11/1933;88;LANGREO\n"
            + "0934418;GARCÍA;ANA;F;05/12/1950;73;GIJÓN\n";
    assertThat(values(wrapped, "es"))
        .contains("NAME/LAST_NAME(PATIENT) DE LA\nFUENTE", "AGE/AGE 88", "AGE/AGE 73");
    // A short line followed by a blank line is no record cut in two.
    assertThat(values("NHC;APELLIDO1;NOMBRE;SEXO;EDAD\n0934417;DE LA\n\nFUENTE;ANA;M;88\n", "es"))
        .isEmpty();
  }

  @Test
  void pipeTableOfPatientsWithItsRule() {
    assertThat(
            values(
                "| N° | Patient | IPP        | Âge |\n"
                    + "|----|---------|------------|-----|\n"
                    + "| 1  | MARTIN  | 8012345678 | 45  |\n"
                    + "| 2  | -       | 8012345679 | NA  |\n"
                    + "Suite du compte rendu.",
                "fr"))
        .containsExactly(
            "NAME/FULL_NAME(PATIENT) MARTIN",
            "ID/PATIENT_ID 8012345678",
            "AGE/AGE 45",
            "ID/PATIENT_ID 8012345679");
  }

  @Test
  void nursingTableWhoseLastColumnIsTheNursesLogin() {
    assertThat(
            values(
                "| Fecha/hora        | Ubicación      | Cama  | Usuario   | Motivo          |\n"
                    + "|-------------------|----------------|-------|-----------|-----------------|\n"
                    + "| 12/05/2024 21:05  | Urgencias      | BOX 4 | mtrujillo | Ingreso urgente |\n"
                    + "| 17/05/2024 12:30  | Alta           | -     | rgdorta   | Alta médica     |",
                "es"))
        .containsExactly("NAME/FULL_NAME(STAFF) mtrujillo", "NAME/FULL_NAME(STAFF) rgdorta");
  }

  @Test
  void tabTableWithInitialsAndAServiceThatIsNotAName() {
    assertThat(
            values(
                "Fecha\tHora\tTA\tFC\tRegistró\n"
                    + "29/07/2023\t06:00\t108/70\t88\tMGH\n"
                    + "29/07/2023\t14:00\t112/74\t82\tFISIOTERAPIA",
                "es"))
        .containsExactly(
            "DATE/DATE 29/07/2023", "NAME/FULL_NAME(STAFF) MGH", "DATE/DATE 29/07/2023");
  }

  @Test
  void aKinshipColumnMakesTheNamesRelatives() {
    assertThat(
            values(
                "| Parentesco | Apellidos y nombre        | Teléfono    |\n"
                    + "|------------|---------------------------|-------------|\n"
                    + "| Madre      | CABRERA DORTA, Guacimara  | 628 441 907 |",
                "es"))
        .containsExactly(
            "NAME(RELATIVE) Madre",
            "NAME/FULL_NAME(RELATIVE) CABRERA DORTA, Guacimara",
            "CONTACT/PHONE 628 441 907");
  }

  @Test
  void aLabTableNamesNoFieldAndGivesNothing() {
    assertThat(
            values(
                "| Analyte | Result | Unit   | Range     |\n"
                    + "|---------|--------|--------|-----------|\n"
                    + "| CK      | 310    | UI/L   | 39 - 308  |\n"
                    + "| LDL-c   | 1,58   | g/L    | < 0,55    |",
                "fr"))
        .isEmpty();
    assertThat(
            values(
                "PRUEBA;VALOR;UNIDAD;REFERENCIA\nHemoglobina;9,8;g/dL;12,0-16,0\nSodio;133;mmol/L;136-145",
                "es"))
        .isEmpty();
  }

  @Test
  void aHeaderWithoutRowsOrARowOfAnotherShapeIsNoTable() {
    assertThat(values("Nom;Prénom;Sexe\n\nMARTIN;Paul;M", "fr")).isEmpty();
    assertThat(values("| Nom | Prénom | Sexe |\nMARTIN Paul, homme", "fr")).isEmpty();
  }

  @Test
  void twoHeaderRowsInARowStartTwoTables() {
    assertThat(
            values(
                "No. Expediente\tNombre\tSexo\n"
                    + "INP-2023-004718\tORTEGA VILLALOBOS LUZ MARÍA\tF\n"
                    + "NSS (IMSS)\tEstado civil\tOcupación\n"
                    + "4208 85 1734 5\tCasada\tMaestra de primaria",
                "es"))
        .containsExactly(
            "ID/PATIENT_ID INP-2023-004718",
            "NAME/FIRST_NAME(PATIENT) ORTEGA VILLALOBOS LUZ MARÍA",
            "SEX/SEX F",
            "ID/SOCIAL_SECURITY 4208 85 1734 5",
            "PROFESSION/PROFESSION Maestra de primaria");
  }
}
