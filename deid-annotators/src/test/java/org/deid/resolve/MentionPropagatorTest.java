package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.apache.uima.jcas.cas.StringArray;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.type.Phi;
import org.junit.jupiter.api.Test;

class MentionPropagatorTest {

  private static void resolved(
      JCas jcas,
      String text,
      String category,
      String subtype,
      float confidence,
      String... sources) {
    resolvedAt(
        jcas, jcas.getDocumentText().indexOf(text), text, category, subtype, confidence, sources);
  }

  private static void resolvedAt(
      JCas jcas,
      int begin,
      String text,
      String category,
      String subtype,
      float confidence,
      String... sources) {
    Phi phi = new Phi(jcas, begin, begin + text.length());
    phi.setCategory(category);
    phi.setSubtype(subtype);
    phi.setRole("NAME".equals(category) ? "PATIENT" : null);
    phi.setLabel("NAME".equals(category) ? "NOM" : "IPP");
    phi.setConfidence(confidence);
    StringArray array = new StringArray(jcas, sources.length);
    array.copyFromArray(sources, 0, 0, sources.length);
    phi.setSources(array);
    phi.addToIndexes();
  }

  private static List<String> propagate(JCas jcas) throws Exception {
    SimplePipeline.runPipeline(jcas, MentionPropagator.createDescription(""));
    return JCasUtil.select(jcas, Phi.class).stream()
        .map(
            p ->
                "[%d,%d]%s/%s/%s/%s %s %s"
                    .formatted(
                        p.getBegin(),
                        p.getEnd(),
                        p.getCategory(),
                        p.getSubtype(),
                        p.getRole(),
                        p.getLabel(),
                        Arrays.toString(p.getSources().toArray()),
                        p.getCoveredText()))
        .toList();
  }

  @Test
  void aNameIsNotPropagatedAfterAnArticleWhereTheNoteNamesAThing() throws Exception {
    // A case report: the CRF took the OCT of "T-D OCT" for a name; "l'OCT" is the examination.
    JCas jcas =
        JCasFactory.createText(
            "En time-domain (T-D OCT) elle est de 174 um. Par contre, l'OCT de type spectral"
                + " montre un oedème. Revue avec Mme DELCROIX. DELCROIX rappellera.",
            "fr");
    resolved(jcas, "OCT", "NAME", "LAST_NAME", 0.9f, "crf");
    resolved(jcas, "DELCROIX", "NAME", "LAST_NAME", 0.9f, "crf");
    assertThat(propagate(jcas))
        .containsExactly(
            "[20,23]NAME/LAST_NAME/PATIENT/NOM [crf] OCT",
            "[113,121]NAME/LAST_NAME/PATIENT/NOM [crf] DELCROIX",
            "[123,131]NAME/LAST_NAME/PATIENT/NOM [crf, propagated] DELCROIX");
  }

  @Test
  void aNameWrittenWholeElsewhereWidensTheNameResolvedShortOfIt() throws Exception {
    String text =
        "Remitido por: Dra. Felicidad Sanantonio Valdearcos. Servicio de Pediatría.\n"
            + "Dra.  Felicidad Sanantonio Valdearcos: feli1855@gmail.com\n"
            + "Felicidad Sanantonio Valdearcos Lopez, su madre";
    JCas jcas = JCasFactory.createText(text, "es");
    resolved(jcas, "Felicidad Sanantonio Valdearcos", "NAME", "FULL_NAME", 0.99f, "crf", "regex");
    int second = text.indexOf("Felicidad", text.indexOf("Dra.  "));
    resolvedAt(jcas, second, "Felicidad Sanantonio", "NAME", "FULL_NAME", 0.99f, "crf", "regex");
    int third = text.lastIndexOf("Felicidad");
    resolvedAt(
        jcas, third, "Felicidad Sanantonio Valdearcos Lopez", "NAME", "FULL_NAME", 0.9f, "crf");
    assertThat(propagate(jcas))
        .containsExactly(
            "[19,50]NAME/FULL_NAME/PATIENT/NOM [crf, regex] Felicidad Sanantonio Valdearcos",
            "[81,112]NAME/FULL_NAME/PATIENT/NOM [crf, regex] Felicidad Sanantonio Valdearcos",
            // A longer name stays as it is.
            "[133,170]NAME/FULL_NAME/PATIENT/NOM [crf] Felicidad Sanantonio Valdearcos Lopez");
  }

  @Test
  void aNameRunOnPastTheWholeNameWrittenElsewhereEndsWithIt() throws Exception {
    String text =
        "Médico: Cristina Quicios Dorado  NºCol: 28 28 35476.\n"
            + "Remitido por: Dra. Cristina Quicios Dorado Servivio de Urología.\n"
            + "Firma: Cristina Quicios Dorado Supervisora Centros FRIAT.\n"
            + "Dra. Cristina Quicios Dorado Unidad de Salud.";
    JCas jcas = JCasFactory.createText(text, "es");
    resolved(jcas, "Cristina Quicios Dorado", "NAME", "FULL_NAME", 0.99f, "crf", "regex");
    int second = text.indexOf("Cristina", text.indexOf("Remitido"));
    resolvedAt(jcas, second, "Cristina Quicios Dorado Servivio", "NAME", "FULL_NAME", 0.9f, "crf");
    // Near misses: an acronym or a department's head after the name may be the next PHI's.
    int third = text.indexOf("Cristina", text.indexOf("Firma"));
    resolvedAt(
        jcas,
        third,
        "Cristina Quicios Dorado Supervisora Centros FRIAT",
        "NAME",
        "FULL_NAME",
        0.9f,
        "crf");
    int fourth = text.lastIndexOf("Cristina");
    resolvedAt(jcas, fourth, "Cristina Quicios Dorado Unidad", "NAME", "FULL_NAME", 0.9f, "crf");
    assertThat(propagate(jcas))
        .containsExactly(
            "[8,31]NAME/FULL_NAME/PATIENT/NOM [crf, regex] Cristina Quicios Dorado",
            "[72,95]NAME/FULL_NAME/PATIENT/NOM [crf] Cristina Quicios Dorado",
            "[125,174]NAME/FULL_NAME/PATIENT/NOM [crf] Cristina Quicios Dorado Supervisora Centros"
                + " FRIAT",
            "[181,211]NAME/FULL_NAME/PATIENT/NOM [crf] Cristina Quicios Dorado Unidad");
  }

  @Test
  void aSurnameFoundOnceIsFoundInTableRowsAndInCapitals() throws Exception {
    JCas jcas =
        JCasFactory.createText(
            "SF de suivi Delcroix.\n| DELCROIX | F | 02/03/1977 |\nVu avec Mme Delcroix.", "fr");
    resolved(jcas, "Delcroix", "NAME", "LAST_NAME", 0.9f, "crf", "lexicon");
    assertThat(propagate(jcas))
        .containsExactly(
            "[12,20]NAME/LAST_NAME/PATIENT/NOM [crf, lexicon] Delcroix",
            "[24,32]NAME/LAST_NAME/PATIENT/NOM [crf, lexicon, propagated] DELCROIX",
            "[64,72]NAME/LAST_NAME/PATIENT/NOM [crf, lexicon, propagated] Delcroix");
  }

  @Test
  void lowerCaseFormsAndWordPartsAreNoMentions() throws Exception {
    JCas jcas =
        JCasFactory.createText(
            "Patiente : Mme ROSSEL.\nLa rossel, Rosselin et ROSSELS sont autres.\n| ROSSEL |",
            "fr");
    resolved(jcas, "ROSSEL", "NAME", "LAST_NAME", 0.9f, "crf");
    assertThat(propagate(jcas))
        .containsExactly(
            "[15,21]NAME/LAST_NAME/PATIENT/NOM [crf] ROSSEL",
            "[69,75]NAME/LAST_NAME/PATIENT/NOM [crf, propagated] ROSSEL");
  }

  @Test
  void aNameInCapitalsIsAlsoFoundCapitalised() throws Exception {
    JCas jcas = JCasFactory.createText("Nombre: ARREOLA.\nFirma: Dr. Arreola", "es");
    resolved(jcas, "ARREOLA", "NAME", "LAST_NAME", 0.8f, "crf");
    assertThat(propagate(jcas)).hasSize(2).last().asString().endsWith("Arreola");
  }

  @Test
  void identifiersInEveryPageHeaderButNotInsideLongerNumbers() throws Exception {
    JCas jcas =
        JCasFactory.createText(
            "HC 1.884.207 - pág. 1\nHC 1.884.207 - pág. 2\nlote 11.884.2070\n", "es");
    resolved(jcas, "1.884.207", "ID", "PATIENT_ID", 0.9f, "regex");
    assertThat(propagate(jcas))
        .containsExactly(
            "[3,12]ID/PATIENT_ID/null/IPP [regex] 1.884.207",
            "[25,34]ID/PATIENT_ID/null/IPP [regex, propagated] 1.884.207");
  }

  @Test
  void aLoneWeakClaimIsNotMultiplied() throws Exception {
    JCas jcas =
        JCasFactory.createText("Sous Clopidix depuis 2019. Clopidix arrêté le 3 mai.", "fr");
    resolved(jcas, "Clopidix", "NAME", "LAST_NAME", 0.9f, "lexicon");
    assertThat(propagate(jcas)).hasSize(1);
  }

  @Test
  void aNameAfterATriggerIsMultiplied() throws Exception {
    JCas jcas = JCasFactory.createText("Vu par le Dr Clopidix. Clopidix revoit le 3 mai.", "fr");
    resolved(jcas, "Clopidix", "NAME", "LAST_NAME", 0.9f, "regex");
    assertThat(propagate(jcas)).hasSize(2);
  }

  @Test
  void ordinaryWordsAreNotPropagated() throws Exception {
    JCas jcas =
        JCasFactory.createText("Paciente: Blanco. Sangre Blanco. Vive en Salud, Salud.", "es");
    resolved(jcas, "Blanco", "NAME", "LAST_NAME", 0.9f, "crf", "lexicon");
    resolved(jcas, "Salud", "LOCATION", "CITY", 0.9f, "crf", "lexicon");
    assertThat(propagate(jcas)).hasSize(2);
  }

  @Test
  void aTrustedPlaceIsFoundWhereNoCueNamesIt() throws Exception {
    JCas jcas =
        JCasFactory.createText(
            "Nace en Tetuán (Marruecos). Trabajó en un taller de Tetuán. Vive en Motril; Motril."
                + " Servicio Gallego. Servicio de día; el servicio.",
            "es");
    resolved(jcas, "Tetuán", "LOCATION", "CITY", 0.87f, "lexicon");
    // Near misses: a lone gazetteer guess below a strong claim is not multiplied, nor a word the
    // note also writes in lower case.
    resolved(jcas, "Motril", "LOCATION", "CITY", 0.7f, "lexicon");
    resolved(jcas, "Servicio", "LOCATION", "CITY", 0.9f, "crf", "lexicon");
    assertThat(propagate(jcas))
        .hasSize(4)
        .anyMatch(p -> p.startsWith("[52,58]LOCATION/CITY") && p.contains("propagated"));
  }

  @Test
  void anAcronymDefinedInBracketsAfterAHospitalIsAMentionOfIt() throws Exception {
    JCas jcas =
        JCasFactory.createText(
            "Ingresa en el Hospital Universitario Central de Asturias\n(HUCA, Avda. de Roma)."
                + " Alta del HUCA. Control de TSH (TSH) en el CAP.",
            "es");
    resolved(
        jcas, "Hospital Universitario Central de Asturias", "LOCATION", "HOSPITAL", 0.9f, "crf");
    // Near miss: an acronym in brackets after a word that is no PHI is no alias.
    assertThat(propagate(jcas))
        .hasSize(3)
        .anyMatch(p -> p.startsWith("[58,62]LOCATION/HOSPITAL") && p.contains("propagated"))
        .anyMatch(p -> p.startsWith("[89,93]LOCATION/HOSPITAL") && p.endsWith("HUCA"));
  }

  @Test
  void unknownCategoryFailsNamingTheParameter() {
    assertThatThrownBy(
            () ->
                AnalysisEngineFactory.createEngine(
                    MentionPropagator.class,
                    MentionPropagator.PARAM_CATEGORIES,
                    new String[] {"NAME", "PERSON"}))
        .isInstanceOf(ResourceInitializationException.class)
        .hasStackTraceContaining(MentionPropagator.PARAM_CATEGORIES)
        .hasStackTraceContaining("PERSON");
  }
}
