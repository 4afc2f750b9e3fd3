package org.deid.detect.regex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.Test;

class RegexAnnotatorTest {

  private static List<String> detect(String text, String language) throws Exception {
    JCas jcas = JCasFactory.createText(text, language);
    SimplePipeline.runPipeline(jcas, RegexAnnotator.createDescription(""));
    return JCasUtil.select(jcas, PhiCandidate.class).stream()
        .map(
            c ->
                "[%d,%d]%s/%s%s%s(%s) %s"
                    .formatted(
                        c.getBegin(),
                        c.getEnd(),
                        c.getCategory(),
                        c.getSubtype(),
                        c.getRole() == null ? "" : "/" + c.getRole(),
                        c.getLabel() == null ? "" : "/" + c.getLabel(),
                        c.getSource(),
                        c.getCoveredText()))
        .toList();
  }

  @Test
  void emailEndsBeforeTheSentencePeriod() throws Exception {
    assertThat(detect("Remitido por: E-mail: nnavcu@hotmail.com.", "es"))
        .containsExactly("[22,40]CONTACT/EMAIL(regex) nnavcu@hotmail.com");
  }

  @Test
  void emailWithDotsPlusAndSubdomains() throws Exception {
    assertThat(detect("Contact : jean-marc.dupont+crh@chu-lyon.aphp.fr, merci", "fr"))
        .containsExactly("[10,47]CONTACT/EMAIL(regex) jean-marc.dupont+crh@chu-lyon.aphp.fr");
  }

  @Test
  void urlWithoutItsClosingPunctuation() throws Exception {
    assertThat(detect("Voir https://www.chu-exemple.fr/services/cardio).", "fr"))
        .containsExactly("[5,47]CONTACT/URL(regex) https://www.chu-exemple.fr/services/cardio");
  }

  @Test
  void noEmailInClinicalShorthand() throws Exception {
    assertThat(detect("Paracétamol 1 g @ 8h, 12h et 20h. TA 12/8. Sat 98 % AA.", "fr")).isEmpty();
  }

  @Test
  void unknownLanguageFailsAtInitialisationWithItsName() {
    assertThatThrownBy(
            () ->
                AnalysisEngineFactory.createEngine(
                    RegexAnnotator.class, RegexAnnotator.PARAM_LANGUAGE, "de"))
        .isInstanceOf(ResourceInitializationException.class)
        .hasStackTraceContaining("'de'");
  }

  /** The detections as "category/subtype text" only, for tests that do not care about offsets. */
  private static List<String> found(String text, String language) throws Exception {
    return detect(text, language).stream()
        .map(d -> d.replaceFirst("^\\[\\d+,\\d+\\]", "").replace("(regex)", ""))
        .toList();
  }

  // ---- exports, letters and lists (issue 11) ----

  @Test
  void datesOfExportsListsAndRangesButNotScoresOrAcuities() throws Exception {
    assertThat(
            found(
                "extraction=2025-02-06T18:04:11 ; né le 17 V 1964 ; cures C2 03/04, C3 24/04/2025 ;"
                    + " | 09/02 | ; du 6 au 9 octobre 2025 ; avant juin ; 1979 -> cholécystectomie",
                "fr"))
        .containsExactly(
            "DATE/DATE 2025-02-06",
            "DATE/BIRTH_DATE 17 V 1964",
            "DATE/DATE 03/04",
            "DATE/DATE 24/04/2025",
            "DATE/DATE 09/02",
            "DATE/DATE 6",
            "DATE/DATE 9 octobre 2025",
            "DATE/DATE juin",
            "DATE/DATE 1979");
    assertThat(found("AV 10/10 ODG, EVA 03/10, TA 12/08, séjour de 12 jours, un lot de 3.", "fr"))
        .isEmpty();
    assertThat(
            found(
                "desde xaneiro; el 8/2. IAM en el 98; en el 98% de los casos; del 3 al 5 de marzo",
                "es"))
        .containsExactly(
            "DATE/DATE xaneiro",
            "DATE/DATE 8/2",
            "DATE/DATE 98",
            "DATE/DATE 3",
            "DATE/DATE 5 de marzo");
  }

  @Test
  void recordNumbersLicencesAndLoginsAfterTheirKeys() throws Exception {
    assertThat(
            found(
                "Réf. patient 51-0048871 / séjour H250062214 ; lot 1234-RX-8890 ;"
                    + " Imprimé par : khaddouche",
                "fr"))
        .containsExactly(
            "ID/PATIENT_ID 51-0048871",
            "ID/VISIT_ID H250062214",
            "ID/DEVICE 1234-RX-8890",
            "NAME/FULL_NAME/STAFF khaddouche");
    assertThat(
            found(
                "NHC: 1.245.877 - Internación 23-041877 - M.N. 97.310 - Documento: CC 52.874.331"
                    + "\nfirmado el 10/02/2024 a las 12:18 por mgalvezr",
                "es"))
        .containsExactly(
            "ID/PATIENT_ID 1.245.877",
            "ID/VISIT_ID 23-041877",
            "ID/LICENSE/ID_TITULACION_PERSONAL_SANITARIO 97.310",
            "ID/NATIONAL_ID 52.874.331",
            "DATE/DATE 10/02/2024",
            "NAME/FULL_NAME/STAFF mgalvezr");
    // After a login key, a full name is claimed whole, not its first word as a login.
    assertThat(found("Impreso por: Juan Pérez Gómez", "es"))
        .containsExactly("NAME/FULL_NAME/STAFF Juan Pérez Gómez");
    assertThat(
            found(
                "### usuario_export=PALVAREZG; paginas=1/1\nInforme registrado por gabellan03 el"
                    + " día.\n(transcripción del operador, lrobledo)",
                "es"))
        .contains(
            "NAME/FULL_NAME/STAFF PALVAREZG",
            "NAME/FULL_NAME/STAFF gabellan03",
            "NAME/FULL_NAME/STAFF lrobledo");
    // Near miss: a shared account name in capitals is no login of four letters or fewer.
    assertThat(found("registrado por SAP el lunes", "es")).isEmpty();
  }

  @Test
  void timelineLoginsCodedUsersDocumentNumbersAndLetteredHealthCards() throws Exception {
    assertThat(
            found(
                "12/05/2024 21:20  mtrujillo - Urgencias Pediátricas\n"
                    + "Usuario: XR4471     Data de impresión: 22/11/2024\n"
                    + "Nº de receta: 2803 1183 2278 5\n"
                    + "TIS: ASTR 0000 4417 8293     NASS: 33 04218875 61",
                "es"))
        .contains(
            "NAME/FULL_NAME/STAFF mtrujillo",
            "NAME/FULL_NAME/STAFF XR4471",
            "ID/ID_OTHER 2803 1183 2278 5",
            "ID/PATIENT_ID ASTR 0000 4417 8293");
    // Near misses: a count of cells, a capitalised user who is a person, a word after a time.
    assertThat(found("Nº de leucocitos: 12 500.\nUsuario: Marta Gil Pons", "es"))
        .containsExactly("NAME/FULL_NAME/STAFF Marta Gil Pons");
    assertThat(found("12/05/2024 21:20  control - sin cambios", "es"))
        .containsExactly("DATE/DATE 12/05/2024");
  }

  // ---- scanned notes (OCR confusions) ----

  @Test
  void scannedDatesAndIdentifiersAreFoundAtTheirOriginalOffsets() throws Exception {
    assertThat(detect("F. Nac.:  3O/O1/1946.", "es"))
        .containsExactly("[10,20]DATE/DATE(regex) 3O/O1/1946");
    // The checksum reads the normalised text: 16480392 has the DNI letter H.
    assertThat(found("Tejada Martínez, con DNI l6480392H, nacido", "es"))
        .containsExactly("ID/NATIONAL_ID l6480392H");
  }

  @Test
  void oxygenAndCodesAreNoScannedNumbers() throws Exception {
    assertThat(detect("Sous O2 3 L/min, puis O2 à 2 l/min, HbA1c 7 %, G1 P0.", "fr")).isEmpty();
  }

  @Test
  void scannedNumbersCanBeReadAsWritten() throws Exception {
    JCas jcas = JCasFactory.createText("F. Nac.:  3O/O1/1946.", "es");
    SimplePipeline.runPipeline(
        jcas,
        AnalysisEngineFactory.createEngineDescription(
            RegexAnnotator.class, RegexAnnotator.PARAM_OCR_CONFUSIONS, false));
    assertThat(JCasUtil.select(jcas, PhiCandidate.class)).isEmpty();
  }

  // ---- dates ----

  @Test
  void numericDatesInEveryShape() throws Exception {
    assertThat(found("Vu le 12/03/2024, le 12-3-24, le 2024-03-12 et le 12.03.2024.", "fr"))
        .containsExactly(
            "DATE/DATE 12/03/2024",
            "DATE/DATE 12-3-24",
            "DATE/DATE 2024-03-12",
            "DATE/DATE 12.03.2024");
  }

  @Test
  void timesLabValuesDosagesAndPressuresAreNotDates() throws Exception {
    assertThat(
            found(
                "A 12h30 et 08:45, EVA 3/10, 1/2 cp, TA 12/8 puis TA 120/80, Hb 12.5, CK 5/6/8/18.",
                "fr"))
        .isEmpty();
    assertThat(found("EVA 3/10 a las 08:45, TA 120/80 mmHg, 1/2 comprimido.", "es")).isEmpty();
  }

  @Test
  void frenchSpelledOutDates() throws Exception {
    assertThat(
            found(
                "Vu le 3 janvier 2024, revu le 5 nov., né le deux janvier mille neuf cent"
                    + " soixante-dix-huit, opéré en 2019 et en mars 2019.",
                "fr"))
        .containsExactly(
            "DATE/DATE 3 janvier 2024",
            "DATE/DATE 5 nov.",
            "DATE/DATE deux janvier mille neuf cent soixante-dix-huit",
            "DATE/DATE 2019",
            "DATE/DATE mars 2019");
  }

  @Test
  void spanishSpelledOutDates() throws Exception {
    assertThat(
            found(
                "Ingresó el 14 de febrero de 2023; control 14-feb-2023 y en febrero de 2023.",
                "es"))
        .containsExactly(
            "DATE/DATE 14 de febrero de 2023",
            "DATE/DATE 14-feb-2023",
            "DATE/DATE febrero de 2023");
    // The Latin American "setiembre"; the first day of a range written "entre el 10 y el 18 de".
    assertThat(found("Fecha: 3 de setiembre de 2024. Ingresada entre el 10 y el 18 de mayo.", "es"))
        .containsExactly(
            "DATE/DATE 3 de setiembre de 2024", "DATE/DATE 10", "DATE/DATE 18 de mayo");
    // Near miss: a count before "y el" and a date is no day.
    assertThat(found("Tomó 3 comprimidos y el 18 de mayo", "es"))
        .containsExactly("DATE/DATE 18 de mayo");
  }

  @Test
  void twoMonthsOfOneYearAreOneDateAndARangeTwo() throws Exception {
    assertThat(found("En febrero y abril de 2002 acudió dos veces.", "es"))
        .containsExactly("DATE/DATE febrero y abril de 2002");
    assertThat(found("RT adyuvante de Marzo a Mayo del 2000, 50 Gy.", "es"))
        .containsExactly("DATE/DATE Marzo", "DATE/DATE Mayo del 2000");
    // Near misses: a month before "a" and no month after it, a pair of months without a year.
    assertThat(found("De marzo a finales de año, entre mayo y junio.", "es")).isEmpty();
  }

  @Test
  void aYearIsADateAfterAPrepositionOnly() throws Exception {
    assertThat(found("Operado en 2019. Recibió 2000 mg en 2000 ml.", "es"))
        .containsExactly("DATE/DATE 2019");
  }

  @Test
  void aHospitalNamedAfterADateIsNotADate() throws Exception {
    assertThat(found("Hospital Universitario 12 de Octubre, el 3 de mayo de 2010.", "es"))
        .containsExactly("DATE/DATE 3 de mayo de 2010");
  }

  @Test
  void dateFieldKeepsAMistypedDate() throws Exception {
    assertThat(detect("Fecha de Ingreso: 20/11//2014.", "es"))
        .containsExactly("[18,29]DATE/DATE(regex) 20/11//2014");
  }

  // ---- phones and fax ----

  @Test
  void frenchPhonesInEveryGrouping() throws Exception {
    assertThat(
            found(
                "Tél : 06 12 34 56 78, 06.12.34.56.78, 0612345678, +33 6 12 34 56 78, +33 (0)1 45 67 89 10.",
                "fr"))
        .containsExactly(
            "CONTACT/PHONE 06 12 34 56 78",
            "CONTACT/PHONE 06.12.34.56.78",
            "CONTACT/PHONE 0612345678",
            "CONTACT/PHONE +33 6 12 34 56 78",
            "CONTACT/PHONE +33 (0)1 45 67 89 10");
  }

  @Test
  void faxWhenTheContextSaysFax() throws Exception {
    assertThat(found("Tél. 04 78 52 16 40, Télécopie : 04 78 52 16 49.", "fr"))
        .containsExactly("CONTACT/PHONE 04 78 52 16 40", "CONTACT/FAX 04 78 52 16 49");
    assertThat(found("Tfno: 912345678 Fax: 91 234 56 79", "es"))
        .containsExactly("CONTACT/PHONE 912345678", "CONTACT/FAX 91 234 56 79");
  }

  @Test
  void spanishPhonesInEveryGrouping() throws Exception {
    assertThat(found("Tel.: 91 234 56 78 / 912 345 678 / +34 600 123 456 / 600123456.", "es"))
        .containsExactly(
            "CONTACT/PHONE 91 234 56 78",
            "CONTACT/PHONE 912 345 678",
            "CONTACT/PHONE 34 600 123 456",
            "CONTACT/PHONE 600123456");
  }

  @Test
  void spanishCountryCodeStaysInTheSpanButNotThePlus() throws Exception {
    // MEDDOCAN's spans: "+ 34 93 693 29 05" -> "34 93 693 29 05", "34-607819141".
    assertThat(found("Tel.: + 34 93 693 29 05. Tfno. 34-607819141. Tfno.+34 945007000", "es"))
        .containsExactly(
            "CONTACT/PHONE 34 93 693 29 05",
            "CONTACT/PHONE 34-607819141",
            "CONTACT/PHONE 34 945007000");
    assertThat(found("Móvil (+34) 612345678, contacto en Oporto +351 912 345 678.", "es"))
        .containsExactly("CONTACT/PHONE 34) 612345678", "CONTACT/PHONE 351 912 345 678");
  }

  @Test
  void faxTriggersInEverySpacing() throws Exception {
    assertThat(
            found(
                "Teléfono : 948537965 Fax : 934514480. FAX: + 34- 963864175. Fax: (5982) 487-3837",
                "es"))
        .containsExactly(
            "CONTACT/PHONE 948537965",
            "CONTACT/FAX 934514480",
            "CONTACT/FAX 34- 963864175",
            "CONTACT/FAX 5982) 487-3837");
  }

  @Test
  void aNumberSharedByPhoneAndFaxIsAPhone() throws Exception {
    assertThat(found("Valencia Tel. y Fax: 961 622 403", "es"))
        .containsExactly("CONTACT/PHONE 961 622 403");
  }

  @Test
  void foreignNumberAfterAPhoneTrigger() throws Exception {
    assertThat(found("Ciudad de México. Teléfono: 55304000 correo", "es"))
        .containsExactly("CONTACT/PHONE 55304000");
    assertThat(found("Teléfono de contacto: no consta. Fax no disponible.", "es")).isEmpty();
  }

  @Test
  void shortNumbersAndDosesAreNotPhones() throws Exception {
    assertThat(found("Peso 3500 g, plaquetas 250000, creatinina 1,2.", "es")).isEmpty();
  }

  // ---- Spanish identifiers, organisations, header ages ----

  @Test
  void spanishHealthCardsAreIdentifiersOfThePatient() throws Exception {
    assertThat(
            found(
                "NHC: 2281937   CIPA: 1733029981   CIP: MACO4409120019\nNUHSA AN0499120387, TSI"
                    + " GACA560917003\nNHC 5509321\n21/05/2023",
                "es"))
        .containsExactly(
            "ID/PATIENT_ID 2281937",
            "ID/PATIENT_ID 1733029981",
            "ID/PATIENT_ID MACO4409120019",
            "ID/PATIENT_ID AN0499120387",
            "ID/PATIENT_ID GACA560917003",
            "ID/PATIENT_ID 5509321",
            "DATE/DATE 21/05/2023");
  }

  @Test
  void encounterDeviceVehicleAndCaseNumbersByTheirField() throws Exception {
    assertThat(
            found(
                "Nº petición: 230214-0871. Biopsia nº: B23-04417. Fecha estudio: 14-02-2023. Nº de"
                    + " serie del vástago CRL-12-0093381, matrícula 4821 KLM, atestado nº"
                    + " SA-2023-00981, nº de empleado 104887, colegiada nº 28/2851093.",
                "es"))
        .containsExactly(
            "ID/VISIT_ID 230214-0871",
            "ID/VISIT_ID B23-04417",
            "DATE/DATE 14-02-2023",
            "ID/DEVICE CRL-12-0093381",
            "ID/VEHICLE 4821 KLM",
            "ID/ID_OTHER SA-2023-00981",
            "ID/EMPLOYEE 104887",
            "ID/LICENSE/ID_TITULACION_PERSONAL_SANITARIO 28/2851093");
    assertThat(
            found(
                "Juzgado de Sevilla (procedimiento de internamiento 1187/2023). Atestado nº"
                    + " 27.419/23, agentes con TIP 102448; expediente de asistencia AS-551902.",
                "es"))
        .contains(
            "ID/ID_OTHER 1187/2023",
            "ID/ID_OTHER 27.419/23",
            "ID/ID_OTHER 102448",
            "ID/ID_OTHER AS-551902");
    assertThat(
            found(
                "Cédula venezolana  V-4.118.275 (caducada). Cédula de ciudadanía: 0912745833",
                "es"))
        .contains("ID/NATIONAL_ID V-4.118.275", "ID/NATIONAL_ID 0912745833");
    // Near misses: a year after a procedure is no case number, nor a dose after a TIP.
    assertThat(found("Procedimiento de urgencia 2023. TIP 10 mg.", "es")).isEmpty();
  }

  @Test
  void hyphenatedCodesWithoutAKeyButNotDatesStandardsOrGenes() throws Exception {
    assertThat(
            found(
                "...  escaneo  ID-RIOJASALUD-24-118207  ...  pág.  1/2\n"
                    + "lote DIG-2021-07-0418 · Código de sesión: CMT-MAMA-2024-09",
                "es"))
        .containsExactly(
            "ID/ID_OTHER ID-RIOJASALUD-24-118207",
            "ID/ID_OTHER DIG-2021-07-0418",
            "ID/ID_OTHER CMT-MAMA-2024-09");
    // A keyed pattern keeps its class: the bare code only fills in where no key speaks.
    assertThat(found("Nº de serie del vástago CRL-12-0093381.", "es"))
        .containsExactly("ID/DEVICE CRL-12-0093381");
    assertThat(
            found(
                "Conforme a la NOM-004-SSA3-2012. SARS-CoV-2 negativo. HLA-B27-positivo."
                    + " PD-L1-22C3 al 80 %.",
                "es"))
        .isEmpty();
  }

  @Test
  void groupedDigitsOfARequestAndALetteredNumberAfterNumberSign() throws Exception {
    assertThat(found("H.C. 1774509 · Petición 2403 1188 72          Hoja 1/2", "es"))
        .contains("ID/VISIT_ID 2403 1188 72");
    assertThat(found("Nº  RI  2318844", "es")).containsExactly("ID/ID_OTHER RI  2318844");
    assertThat(found("Petición 2403 del 12/03.", "es")).contains("ID/VISIT_ID 2403");
  }

  @Test
  void publicBodiesByTheirSeatAndCompaniesByTheirLegalForm() throws Exception {
    assertThat(
            found(
                "Comunicado a la Fiscalía Provincial de Las Palmas y al Consulado General de"
                    + " Venezuela. Trabaja en Calderería y Montajes del Ebro S.L., en el polígono.",
                "es"))
        .contains(
            "LOCATION/ORGANIZATION Fiscalía Provincial de Las Palmas",
            "LOCATION/ORGANIZATION Consulado General de Venezuela",
            "LOCATION/ORGANIZATION Calderería y Montajes del Ebro S.L.");
    assertThat(
            found(
                "Oxigenoterapia (empresa suministradora Linde Healthcare). Mutua colaboradora: MAZ.",
                "es"))
        .contains("LOCATION/ORGANIZATION Linde Healthcare", "LOCATION/ORGANIZATION MAZ");
    assertThat(found("Trabaja en una empresa de la zona. La mutua El Sol.", "es")).isEmpty();
    // Near misses: a head without a named seat, a legal form without a capitalised name.
    assertThat(found("El gobierno de la casa. La Fiscalía lo sabe. Una empresa S.L. local.", "es"))
        .isEmpty();
  }

  @Test
  void regionalHealthAdministrationsByTheirHeadOnOneLine() throws Exception {
    assertThat(
            found(
                "SERVICIO MURCIANO DE SALUD - GERENCIA DE URGENCIAS Y EMERGENCIAS SANITARIAS 061\n"
                    + "Servicio Andaluz de Salud          CONSEJERÍA DE SALUD Y CONSUMO\n"
                    + "Departament de Salut de Xàtiva - Ontinyent · Hospital Lluís Alcanyís\n"
                    + "(sello del Ilustre Colegio Oficial de Médicos de La Rioja)\n",
                "es"))
        .contains(
            "LOCATION/ORGANIZATION GERENCIA DE URGENCIAS Y EMERGENCIAS SANITARIAS 061",
            "LOCATION/ORGANIZATION CONSEJERÍA DE SALUD Y CONSUMO",
            "LOCATION/ORGANIZATION Departament de Salut de Xàtiva",
            "LOCATION/ORGANIZATION Ilustre Colegio Oficial de Médicos de La Rioja");
    // Near misses: the heads in lower case or without a capitalised name after them.
    assertThat(
            found(
                "La gerencia de la residencia lo autoriza. Lo revisa la Consejería el lunes.",
                "es"))
        .isEmpty();
  }

  @Test
  void organisationsAndHealthCentresStopBeforeAStreetOrAField() throws Exception {
    assertThat(
            found(
                "Remitida por el Centro de Salud Barrio del Pilar C/ Finisterre, 18. Orden del"
                    + " Juzgado de Primera Instancia nº 3 de Badajoz. Universidad de Alcalá E-mail:"
                    + " x@y.es",
                "es"))
        .contains(
            "LOCATION/HOSPITAL/CENTRO_SALUD Centro de Salud Barrio del Pilar",
            "LOCATION/ORGANIZATION Juzgado de Primera Instancia nº 3 de Badajoz",
            "LOCATION/ORGANIZATION Universidad de Alcalá");
    assertThat(found("Servicio de Microbiología del Laboratorio de Urgencias.", "es")).isEmpty();
    // A health centre's name ends at the end of its line or at a column gap.
    assertThat(found("Dra. Rovira - CAP Terrassa Nord\nData: 3/2. CS Cazoña    Antecedentes", "es"))
        .contains(
            "LOCATION/HOSPITAL/CENTRO_SALUD CAP Terrassa Nord",
            "LOCATION/HOSPITAL/CENTRO_SALUD CS Cazoña");
  }

  @Test
  void anAgeBetweenHeaderFieldsButNotADurationInASentence() throws Exception {
    assertThat(
            found(
                "ALONSO DE LA FUENTE, Jesús · 72 años · NHC 3027765\nSexe: home; edat 57 anys\n"
                    + "Fecha de nacimiento: 09/09/2021 (18 meses)\n",
                "es"))
        .contains("AGE/AGE 72 años", "SEX/SEX home", "AGE/AGE 57 anys", "AGE/AGE 18 meses");
    assertThat(found("Lleva 3 años en España; TA 120/80, FC 80 a.", "es")).isEmpty();
  }

  @Test
  void spanishKinshipWordsAreRelativesButNotFamilyHistory() throws Exception {
    assertThat(found("Acude con su madre y su tío materno; los familiares están informados.", "es"))
        .containsExactly(
            "NAME//RELATIVE madre", "NAME//RELATIVE tío materno", "NAME//RELATIVE familiares");
    assertThat(found("Sin antecedentes familiares. Remitido por su médico de familia.", "es"))
        .isEmpty();
    assertThat(found("Cuarto de siete hermanos; su ex pareja y la pareja actual.", "es"))
        .containsExactly(
            "NAME//RELATIVE hermanos", "NAME//RELATIVE ex pareja", "NAME//RELATIVE pareja");
    assertThat(found("Hermana sana de 60 años. Mujer de 45 años.", "es"))
        .containsExactly(
            "NAME//RELATIVE Hermana", "NAME//RELATIVE 60 años", "SEX/SEX Mujer", "AGE/AGE 45 años");
  }

  @Test
  void catalanAndGalicianKinshipWordsAreRelativesAmbiguousOnesAfterAnArticle() throws Exception {
    assertThat(
            found(
                "Se li explica a la filla. Viu amb el marit i el pare. Acude pola filla; o pai"
                    + " traballa. La seva dona refereix pauses.",
                "es"))
        .containsExactly(
            "NAME//RELATIVE filla",
            "NAME//RELATIVE marit",
            "NAME//RELATIVE pare",
            "NAME//RELATIVE filla",
            "NAME//RELATIVE pai",
            "NAME//RELATIVE dona");
    // Near misses: a Spanish verb, a woman (a sex), a label without its article or a measure.
    assertThat(found("Que pare el tratamiento. Dona de 41 anys. Pare: el tractament.", "es"))
        .noneMatch(f -> f.startsWith("NAME"));
    // A parent's measure in a growth chart; a grandson in Galician after its article.
    assertThat(found("Talla diana. Pare: 171 cm · Mare: 152 cm. O neto queda.", "es"))
        .containsExactly("NAME//RELATIVE Pare", "NAME//RELATIVE Mare", "NAME//RELATIVE neto");
  }

  @Test
  void anExtensionOrAPagerNumberAfterItsKey() throws Exception {
    assertThat(found("Secretaría (ext. 66412). Busca: 7281. Extensión 4 72 13.", "es"))
        .containsExactly("CONTACT/PHONE 66412", "CONTACT/PHONE 7281", "CONTACT/PHONE 4 72 13");
    // Near miss: an extent or an extension of a lesion, a measure after the key.
    assertThat(found("Extensión 3,5 cm del tumor, extensión 120 mm; busca 12/03 la cita.", "es"))
        .noneMatch(f -> f.startsWith("CONTACT"));
  }

  @Test
  void catalanAndGalicianWeekdaysSeasonsAndMonthsOverAYear() throws Exception {
    assertThat(
            found(
                "Fecha: sábado 20/04/2024. El dilluns 23/09. Data: luns, 06/03/2023. Sessió: 3"
                    + " d'octubre de 2024. En verano de 2021 (sep/2023).",
                "es"))
        .containsExactly(
            "DATE/DATE sábado 20/04/2024",
            "DATE/DATE dilluns 23/09",
            "DATE/DATE luns, 06/03/2023",
            "DATE/DATE 3 d'octubre de 2024",
            "DATE/DATE verano de 2021",
            "DATE/DATE sep/2023");
    // Near misses: a weekday before a measurement, a season without a year.
    assertThat(found("Martes 12/13 plaquetas. Lunes 3 cm. En verano empeora.", "es"))
        .noneMatch(f -> f.startsWith("DATE"));
  }

  @Test
  void yearsOfARangeOrAHistoryListAndMonthYearWithAHyphen() throws Exception {
    assertThat(
            found(
                "Trabajó entre 1972 y 1985. Intervenciones: 1981 cesárea. 1999 histerectomía."
                    + " Ingresos: dic-2019. Respiro del 20/02 al 20/03.",
                "es"))
        .containsExactly(
            "DATE/DATE 1972",
            "DATE/DATE 1985",
            "DATE/DATE 1981",
            "DATE/DATE 1999",
            "DATE/DATE dic-2019",
            "DATE/DATE 20/02",
            "DATE/DATE 20/03");
    // Near misses: a measurement after a colon, a count after a full stop.
    assertThat(found("Plaquetas: 1950 mg. Glucosa 2010 mg/dl.", "es"))
        .noneMatch(f -> f.startsWith("DATE"));
    // An item of a wrapped list whose line breaks after its year; not a total before a heading.
    assertThat(found("1999 histerectomía; 2014\n  prótesis total de rodilla.", "es"))
        .containsExactly("DATE/DATE 1999", "DATE/DATE 2014");
    assertThat(found("Leucocitos; 2014\nHEMATIES", "es")).noneMatch(f -> f.startsWith("DATE"));
  }

  @Test
  void healthUnitsByTheirAcronymAndHospitalsInCapitals() throws Exception {
    assertThat(
            found(
                "Seguimiento en la USMC Macarena Norte y en el CSMIJ de Badalona; derechohabiente"
                    + " de la UMF No. 21.\nLABORATORIO CENTRAL - HOSPITAL UNIVERSITARIO DE CRUCES\n"
                    + "DONOSTIA UNIBERTSITATE OSPITALEA\n",
                "es"))
        .containsExactly(
            "LOCATION/HOSPITAL/CENTRO_SALUD USMC Macarena Norte",
            "LOCATION/HOSPITAL/CENTRO_SALUD CSMIJ de Badalona",
            "LOCATION/HOSPITAL/CENTRO_SALUD UMF No. 21",
            "LOCATION/HOSPITAL/HOSPITAL HOSPITAL UNIVERSITARIO DE CRUCES",
            "LOCATION/HOSPITAL/HOSPITAL DONOSTIA UNIBERTSITATE OSPITALEA");
    // Near misses: a heading's second word, a day hospital, an acronym alone.
    assertThat(found("HISTORIA CLÍNICA DE URGENCIAS\nHOSPITAL DE DÍA\nValorado en USMC.", "es"))
        .noneMatch(f -> f.startsWith("LOCATION"));
  }

  @Test
  void keyedNumbersOfLettersheadsPoliciesLicencesAndVehicles() throws Exception {
    assertThat(
            found(
                "PBX 602 331 9090. Teléfonos casa 55 5519 3827. Secretaría: 924 21 81 00 ext. 47215."
                    + " Mapfre, póliza 0551-2290-774318. NASS .......... 35 00918243 07."
                    + " Colexiado 151508842. Dra. Vázquez - CNP 282874519. Un Dacia Sandero 7730 HGT"
                    + " y la furgoneta Citroën Berlingo MU-7703-BJ.",
                "es"))
        .contains(
            "CONTACT/PHONE 602 331 9090",
            "CONTACT/PHONE 55 5519 3827",
            "CONTACT/PHONE 924 21 81 00 ext. 47215",
            "ID/HEALTH_PLAN 0551-2290-774318",
            "ID/SOCIAL_SECURITY 35 00918243 07",
            "ID/LICENSE/ID_TITULACION_PERSONAL_SANITARIO 151508842",
            "ID/LICENSE/ID_TITULACION_PERSONAL_SANITARIO 282874519",
            "ID/VEHICLE 7730 HGT",
            "ID/VEHICLE MU-7703-BJ");
    // Near miss: a year and an acronym far from any vehicle is no plate.
    assertThat(found("En 2019 TVP tratada con heparina.", "es")).noneMatch(f -> f.startsWith("ID"));
  }

  @Test
  void aSpanishWeekdayBelongsToItsDate() throws Exception {
    assertThat(found("Fecha: lunes, 20 de marzo de 2023", "es"))
        .containsExactly("DATE/DATE lunes, 20 de marzo de 2023");
  }

  // ---- internet ----

  @Test
  void bareDomainsIpAndMacAddresses() throws Exception {
    assertThat(
            found(
                "Ver hospital.es o 192.168.1.20, fe80::1ff:fe23:4567:890a, MAC 00:1A:2B:3C:4D:5E.",
                "es"))
        .containsExactly(
            "CONTACT/URL hospital.es",
            "CONTACT/IP_ADDRESS 192.168.1.20",
            "CONTACT/IP_ADDRESS fe80::1ff:fe23:4567:890a",
            "CONTACT/MAC_ADDRESS 00:1A:2B:3C:4D:5E");
  }

  @Test
  void versionNumbersAndTimesAreNotAddresses() throws Exception {
    assertThat(found("Dosis 1.5.2 a las 12:30:45, e.g. ver figura 2.", "es")).isEmpty();
  }

  // ---- identifiers with a check digit ----

  @Test
  void nirOnlyWithAValidKey() throws Exception {
    assertThat(found("NIR 1 78 05 75 123 456 28, autre 1 78 05 75 123 456 29.", "fr"))
        .containsExactly("ID/SOCIAL_SECURITY 1 78 05 75 123 456 28");
  }

  @Test
  void dniNieIbanAndCardOnlyWithAValidCheck() throws Exception {
    assertThat(
            found(
                "12345678Z 12345678A X1234567L ES91 2100 0418 4502 0005 1332"
                    + " ES92 2100 0418 4502 0005 1332 4111 1111 1111 1111 4111 1111 1111 1112",
                "es"))
        .containsExactly(
            "ID/NATIONAL_ID 12345678Z",
            "ID/NATIONAL_ID X1234567L",
            "ID/ACCOUNT ES91 2100 0418 4502 0005 1332",
            "ID/ACCOUNT 4111 1111 1111 1111");
  }

  // ---- identifiers announced by their name ----

  @Test
  void spanishRecordInsuranceEpisodeAndLicenseNumbers() throws Exception {
    assertThat(
            found(
                "NHC: 368503.\nNASS: 26 63514095.\nEpisodio: 2632910.\n"
                    + "Médico: Ignacio Navarro NºCol: 28 28 70973.\nCIPA: nhc-150679.",
                "es"))
        .containsExactly(
            "ID/PATIENT_ID 368503",
            "ID/SOCIAL_SECURITY 26 63514095",
            "ID/VISIT_ID 2632910",
            "NAME/FULL_NAME/STAFF Ignacio Navarro",
            "ID/LICENSE/ID_TITULACION_PERSONAL_SANITARIO 28 28 70973",
            "ID/PATIENT_ID 150679");
  }

  @Test
  void frenchPatientVisitAndLicenseNumbers() throws Exception {
    assertThat(
            found(
                "IPP : 8010293847, NDA : 24031845, N° de dossier 123456, RPPS 10101234567,"
                    + " FINESS 690781810.",
                "fr"))
        .containsExactly(
            "ID/PATIENT_ID 8010293847",
            "ID/VISIT_ID 24031845",
            "ID/PATIENT_ID 123456",
            "ID/LICENSE 10101234567",
            "ID/ID_OTHER 690781810");
  }

  @Test
  void aSurnameInCapitalsWithItsInitialsBeforeTheLeadersOfAStaffList() throws Exception {
    assertThat(
            found(
                "  SEOANE P. ................... Oncohematoloxía\n  LEMA I. .......... Neurorradioloxía\n",
                "es"))
        .containsExactly("NAME/FULL_NAME/STAFF SEOANE P.", "NAME/FULL_NAME/STAFF LEMA I.");
    // Near miss: a heading in capitals before leaders, with no initial.
    assertThat(found("TRATAMIENTO ........ ver hoja\nHEMOGRAMA ....... normal", "es")).isEmpty();
  }

  @Test
  void scannedStaffLineKeepsEachNameApartFromTheNextLabel() throws Exception {
    assertThat(
            found(
                "Opérateur : Dr  DELAGE      Aide : Dr  N'GUESSAN\n"
                    + "Transmissions IDE USIC : RAS. IDE MARTIN présente.",
                "fr"))
        .containsExactly(
            "NAME/FULL_NAME/STAFF DELAGE",
            "NAME/FULL_NAME/STAFF N'GUESSAN",
            "NAME/FULL_NAME/STAFF MARTIN");
  }

  @Test
  void theSexValueMIsNoCourtesyTitle() throws Exception {
    assertThat(found("Sexe : M. Poids 82 kg. Vu avec M. Poids ce matin.", "fr"))
        .containsExactly("SEX/SEX M", "NAME/FULL_NAME Poids");
  }

  @Test
  void frenchRecordNumbersWrittenInGroupsOfDigitsAreWhole() throws Exception {
    assertThat(found("IPP : 210 448 9173\nNDA 24 031 845 du 12/03/2024, poids 82,5 kg.", "fr"))
        .containsExactly(
            "ID/PATIENT_ID 210 448 9173", "ID/VISIT_ID 24 031 845", "DATE/DATE 12/03/2024");
  }

  @Test
  void aNumberWithoutItsTriggerIsNotAnIdentifier() throws Exception {
    assertThat(found("Se administraron 368503 unidades; 2632910 células.", "es")).isEmpty();
    assertThat(found("Gasometría: pH 7,33; HCO3 17 mmol/L; HC 3321 como referencia.", "es"))
        .containsExactly("ID/PATIENT_ID 3321");
  }

  // ---- ages ----

  @Test
  void spanishAgesFollowMeddocanSpans() throws Exception {
    assertThat(
            found(
                "Edad: 70 años Sexo: H.\nPaciente de 53 años de edad. Cesáreas a los 22 y 24 años.",
                "es"))
        .containsExactly(
            "AGE/AGE 70 años", "SEX/SEX H", "AGE/AGE 53 años", "AGE/AGE 22", "AGE/AGE 24 años");
    assertThat(found("Edad al alta: 47 días (edad corregida 38+5 semanas)", "es"))
        .containsExactly("AGE/AGE 47 días");
    // A column layout without a colon, and a scanned "añ0s".
    assertThat(found("NHC 0874412        Edad 34\nMujer  de  31  añ0s, camarera.", "es"))
        .contains("AGE/AGE 34", "AGE/AGE 31  añ0s");
  }

  @Test
  void durationsAreNotAges() throws Exception {
    assertThat(found("Ingresa a los 12 días de vida por fiebre.", "es"))
        .containsExactly("AGE/AGE 12 días");
    assertThat(found("Control en 12 días. Vida activa.", "es")).isEmpty();
    // Months and weeks of life or of age, in digits or words, and after "a la edad de"; not the
    // months of a longer age, nor months after "a los" alone.
    assertThat(
            found(
                "Sana hasta los dos meses de edad. Operada a la edad de 6 meses. Nacida de 32"
                    + " semanas de vida.",
                "es"))
        .containsExactly("AGE/AGE dos meses", "AGE/AGE 6 meses", "AGE/AGE 32 semanas");
    assertThat(found("Un niño de 5 años y 7 meses de edad.", "es"))
        .contains("AGE/AGE 5 años")
        .doesNotContain("AGE/AGE 7 meses");
    assertThat(found("A los 15 meses de la operación, bien.", "es")).isEmpty();
    assertThat(found("Historia de 3 años de evolución. A los 3 meses de la cirugía, bien.", "es"))
        .isEmpty();
  }

  @Test
  void frenchAges() throws Exception {
    assertThat(found("Patiente de 82 ans, âgé de 45 a, enfant de 3 mois.", "fr"))
        .containsExactly("AGE/AGE 82 ans", "AGE/AGE 45 a", "AGE/AGE 3 mois");
  }

  // ---- sex ----

  @Test
  void sexFieldAndTheNarrativeOpening() throws Exception {
    assertThat(found("Sexo: Mujer.\nHistoria Actual: Varón de 45 años. La mujer del vecino.", "es"))
        .containsExactly("SEX/SEX Mujer", "SEX/SEX Varón", "AGE/AGE 45 años");
  }

  @Test
  void sexWordsBesideAnAgeInHeadersAndCatalanOrGalicianNotes() throws Exception {
    assertThat(found("NHC 30447182 · home, 67 anys\nHistòria: home de 67 anys.", "es"))
        .contains("SEX/SEX home", "SEX/SEX home");
    assertThat(found("SERRA BOSCH, Pau, 27 anys, home\nHistoria: neno de 8 anos.", "es"))
        .contains("SEX/SEX home", "SEX/SEX neno");
    assertThat(found("Rosalía Ortuño de Haro, 58 años, mujer, florista.", "es"))
        .contains("SEX/SEX mujer");
    // Near misses: no age beside the word; "dona" after an age is the Spanish verb.
    assertThat(found("La mujer del vecino. Home care con 3 visitas.", "es")).isEmpty();
    assertThat(found("Su hija de 30 años, dona sangre cada mes.", "es"))
        .doesNotContain("SEX/SEX dona");
  }

  @Test
  void aRelativesAgeCarriesTheRelativesLabelThePatientsDoesNot() throws Exception {
    String relative = "AGE/AGE/FAMILIARES_SUJETO_ASISTENCIA ";
    assertThat(
            found(
                "Madre: Leire Sáenz de Buruaga Olano, 36 años, natural de Vitoria.\n"
                    + "Hermano de padre: Nil, 9 años.\n"
                    + "Se recomienda a su hijo (Kevin Andrés, 30 años) el cribado. Dos hijos:"
                    + " Iván (17 años), que estudia.\n"
                    + "Antecedentes: tía materna con cáncer de mama a los 44 años.",
                "es"))
        .contains(
            relative + "36 años",
            relative + "9 años",
            relative + "30 años",
            relative + "17 años",
            relative + "44 años");
    assertThat(
            found(
                "Paciente: Rocío Gallardo, 34 años, mujer. Diagnosticada a los 18 años; su madre"
                    + " la acompaña. Mujer de 50 años.",
                "es"))
        .noneMatch(f -> f.contains("FAMILIARES"));
  }

  @Test
  void aScannedNoteWithDoubledBlanksIsReadAsTyped() throws Exception {
    String typed =
        "Certifica que D. Íñigo Sáenz, con DNI 16480392H, nacido el 30 de enero de 1946, es apto"
            + " ante la Jefatura Provincial de Tráfico de La Rioja. Tel. 941 23 45 67. Nº RI"
            + " 2318844.";
    String scanned = typed.replace(" ", "  ");
    List<String> fromTyped = found(typed, "es");
    assertThat(fromTyped)
        .contains(
            "LOCATION/ORGANIZATION Jefatura Provincial de Tráfico de La Rioja",
            "CONTACT/PHONE 941 23 45 67");
    assertThat(found(scanned, "es"))
        .containsExactlyElementsOf(
            fromTyped.stream()
                .map(f -> f.replaceFirst(" ", "\u0000").replace(" ", "  ").replace('\u0000', ' '))
                .toList());
  }

  @Test
  void anAgeAndASexLetterInCellsSideBySide() throws Exception {
    assertThat(found("218077    Ángel Luis Carratalá Vidal    70 a    V\n", "es"))
        .contains("AGE/AGE 70 a", "SEX/SEX V");
    assertThat(found("| 4 | M. T. G. | 58 años | M |", "es"))
        .contains("AGE/AGE 58 años", "SEX/SEX M");
    assertThat(found("NDIAYE DIOP, Aminata   M   44 años   F.N. 27/12/1979", "es"))
        .contains("SEX/SEX M", "AGE/AGE 44 años");
    assertThat(found("  |  F.Nac  02/O2/1946   V   |", "es")).contains("SEX/SEX V");
    // Near misses: a letter that is a word of the text, a vitamin, a size.
    assertThat(found("Tomó 70 a V velocidad. Vitamina A 12 M. Talla 40 M.", "es"))
        .noneMatch(f -> f.startsWith("SEX") || f.startsWith("AGE"));
  }

  // ---- locations ----

  @Test
  void zipCodesInContext() throws Exception {
    assertThat(found("CP: 28016. Calle Mayor 3, 28013 Madrid. Tomó 53000 UI.", "es"))
        .containsExactly(
            "LOCATION/ZIP 28016", "LOCATION/STREET Calle Mayor 3", "LOCATION/ZIP 28013");
    assertThat(found("12 rue Jean Jaurès, 69003 Lyon. Plaquettes 69003 /mm3.", "fr"))
        .containsExactly("LOCATION/STREET 12 rue Jean Jaurès", "LOCATION/ZIP 69003");

    // A town whose name begins with an elided article; a lower-case word after the digits is none.
    assertThat(found("C/ Feixa Llarga, s/n. 08907 L’Hospitalet de Llobregat.", "es"))
        .contains("LOCATION/ZIP 08907");
    assertThat(found("Recibió 08907 l’unidades.", "es"))
        .noneMatch(f -> f.startsWith("LOCATION/ZIP"));
  }

  @Test
  void zipCodesWithTheCountryLetter() throws Exception {
    // The letter is part of the code, whatever follows it; one candidate, not the digits again.
    assertThat(found("Avda. Manuel Siurot S/N. E-41013. Sevilla.", "es"))
        .contains("LOCATION/ZIP E-41013")
        .noneMatch(f -> f.equals("LOCATION/ZIP 41013"));
    assertThat(found("Avda. Escosura, 4 - 6o E-28015 Madrid", "es"))
        .filteredOn(f -> f.startsWith("LOCATION/ZIP"))
        .containsExactly("LOCATION/ZIP E-28015");
    // Near misses: no province's first digits, a longer number, a code glued to a word.
    assertThat(found("Lote E-61234. Ref. E-280150. CODE-28015 Madrid.", "es"))
        .noneMatch(f -> f.startsWith("LOCATION/ZIP E-"));
  }

  @Test
  void frenchAddressesWithTheirNumberInWords() throws Exception {
    assertThat(
            found("Domiciliée douze rue des Lilas; avant quatorze bis, chemin de la Motte.", "fr"))
        .containsExactly(
            "LOCATION/STREET douze rue des Lilas",
            "LOCATION/STREET quatorze bis, chemin de la Motte");
    // Near misses: "une place", a count before a lower-case street word.
    assertThat(found("Il reste une place Lundi; trois rues plus loin.", "fr")).isEmpty();
  }

  @Test
  void spanishStreets() throws Exception {
    assertThat(
            found(
                "Domicilio: Calle Miguel Benitez 90.\nc/ del Abedul 5-7, 2º dcha\n"
                    + "Avda. de la Constitución 45. Pza. Mayor 3.",
                "es"))
        .containsExactly(
            "LOCATION/STREET Calle Miguel Benitez 90",
            "LOCATION/STREET c/ del Abedul 5-7, 2º dcha",
            "LOCATION/STREET Avda. de la Constitución 45",
            "LOCATION/STREET Pza. Mayor 3");
    assertThat(
            found(
                "Vive en el número doce de la calle Ginzo de Limia, piso 3º izda., con Luis;"
                    + " antes en la calle Mayor número veintidós.",
                "es"))
        .containsExactly(
            "LOCATION/STREET número doce de la calle Ginzo de Limia, piso 3º izda.",
            "LOCATION/STREET calle Mayor número veintidós");
    // Near miss: a count in words before a street word is no address.
    assertThat(found("Ha cambiado tres veces de calle.", "es")).isEmpty();
  }

  @Test
  void latinAmericanStreetsByTheirNumbersAndRoadsByTheirCode() throws Exception {
    assertThat(
            found(
                "Cra. 98 No. 18-49, Cali. Domicilio\tCalle Sur 73 No. 218, int. 4, Col. Roma\n"
                    + "Accidente en la A-62, a la altura de Dueñas; operador: RM-603, p.k. 4,200.",
                "es"))
        .contains(
            "LOCATION/STREET Cra. 98 No. 18-49",
            "LOCATION/STREET Calle Sur 73 No. 218, int. 4",
            "LOCATION/STREET A-62",
            "LOCATION/STREET RM-603, p.k. 4,200");
    // Near misses: a vertebra and a lead are no roads; a bed number is no street.
    assertThat(found("Fractura de la C-5 y onda T en la V-2. Cama 12 No. 3.", "es")).isEmpty();
  }

  @Test
  void catalanStreetsAndAStreetLineBeforeItsPostalCodeIsStrong() throws Exception {
    String text =
        "Passeig de Sant Joan de Déu, 2 · 08950 Esplugues\nAvinguda Diagonal 12, 3r.\n"
            + "Rúa Dr. Ulises Romero, 1 · 27003 Lugo";
    List<String> streets = withConfidence(text, c -> "STREET".equals(c.getSubtype()));
    // Before a postal code, a street line stands alone (0.95); elsewhere it needs support (0.85).
    assertThat(streets)
        .contains(
            "Passeig de Sant Joan de Déu, 2@0.95",
            "Avinguda Diagonal 12@0.85",
            "Rúa Dr. Ulises Romero, 1@0.95");
  }

  @Test
  void thePatientsOwnAgeIsStrongARelativesIsNot() throws Exception {
    String text =
        "Paciente  femenin0  de  66  añ0s, ama de casa. Mujer de 31 años.\n"
            + "Su hermana, de 60 años, vive en Lugo. Paciente con su hija de 12 años.";
    List<String> ages = withConfidence(text, c -> "AGE".equals(c.getCategory()));
    // After a word for the patient, the age stands alone (0.96, above the regex's 0.95 strong
    // claims); a relative's age, or one after "su hija", stays below it.
    assertThat(ages).contains("66  añ0s@0.96", "31 años@0.96");
    assertThat(ages).noneMatch(a -> a.startsWith("60 años@0.96") || a.startsWith("12 años@0.96"));
  }

  @Test
  void aValueUnderItsColumnHeaderStandsAlone() throws Exception {
    String text =
        "Fecha\tHora\tTA\tFC\tSatO2\tRegistró\n"
            + "29/07/2023\t06:00\t108/70\t88\t97\tMGH\n"
            + "29/07/2023\t14:00\t112/74\t82\t98\tJCP\n";
    List<String> names = withConfidence(text, c -> "NAME".equals(c.getCategory()));
    // The column names its field: a strong claim (0.95) that needs no other detector, as the
    // staff's initials of a nursing table have no other evidence.
    assertThat(names).containsExactly("MGH@0.95", "JCP@0.95");
  }

  @Test
  void anAbbreviatedHistoryNumberKeyAndItsFormattedValueStandAlone() throws Exception {
    String text =
        "NUHSA:  AN0421976630        Nº Hª:  0729115\nHª clínica: 554120\nNº H: no consta";
    List<String> ids = withConfidence(text, c -> "ID".equals(c.getCategory()));
    // A formatted value under its key is a strong claim (0.95); words are no identifier.
    assertThat(ids).contains("0729115@0.95", "554120@0.95").noneMatch(i -> i.startsWith("no"));
  }

  @Test
  void aPlaceUnderItsKeyStandsAlone() throws Exception {
    String text = "Localidad: Casetas\nMunicipio: no consta";
    // A place after its key has no cue a gazetteer could use: a strong claim (0.95); "no consta"
    // is no value.
    assertThat(withConfidence(text, c -> true)).containsExactly("Casetas@0.95");
    assertThat(withConfidence(text, c -> "LOCATION".equals(c.getCategory())))
        .containsExactly("Casetas@0.95");
  }

  /** Spanish candidates that {@code keep} selects, as "text@confidence". */
  private static List<String> withConfidence(
      String text, java.util.function.Predicate<PhiCandidate> keep) throws Exception {
    JCas jcas = JCasFactory.createText(text, "es");
    SimplePipeline.runPipeline(jcas, RegexAnnotator.createDescription(""));
    return JCasUtil.select(jcas, PhiCandidate.class).stream()
        .filter(keep)
        .map(c -> c.getCoveredText() + "@" + c.getConfidence())
        .toList();
  }
}
