package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.segment.ClinicalSegmenter;
import org.deid.type.NotePhiProbability;
import org.deid.type.Phi;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.Test;

class ConsensusAnnotatorTest {

  private JCas jcas;

  private JCas text(String text) throws Exception {
    return segmented(text, "fr");
  }

  private JCas spanish(String text) throws Exception {
    return segmented(text, "es");
  }

  private JCas segmented(String text, String language) throws Exception {
    jcas = JCasFactory.createText(text, language);
    SimplePipeline.runPipeline(jcas, ClinicalSegmenter.createDescription());
    return jcas;
  }

  /** Adds a candidate over the first occurrence of {@code covered}. */
  private void vote(String covered, String category, String source, float confidence) {
    int begin = jcas.getDocumentText().indexOf(covered);
    PhiCandidate candidate = new PhiCandidate(jcas, begin, begin + covered.length());
    candidate.setCategory(category);
    candidate.setSource(source);
    candidate.setConfidence(confidence);
    candidate.addToIndexes();
  }

  private List<String> resolve(Object... parameters) throws Exception {
    SimplePipeline.runPipeline(jcas, ConsensusAnnotator.createDescription(parameters));
    return JCasUtil.select(jcas, Phi.class).stream()
        .map(
            p ->
                "%s %s %s"
                    .formatted(
                        p.getCoveredText(), p.getCategory(), List.of(p.getSources().toArray())))
        .toList();
  }

  @Test
  void aNoteClassifierGatesTheNoteOnlyWhenAsked() throws Exception {
    text("M. Jean habite à Bermont");
    vote("Jean", "NAME", "regex", 0.9f);
    NotePhiProbability note = new NotePhiProbability(jcas, 0, jcas.getDocumentText().length());
    note.setProbability(0.2);
    note.addToIndexes();
    // Default: the probability is ignored.
    assertThat(resolve()).containsExactly("Jean NAME [regex]");
    jcas.select(Phi.class).asList().forEach(Phi::removeFromIndexes);
    // Gate above the note's probability: no PHI; below it: the PHI stands.
    assertThat(resolve(ConsensusAnnotator.PARAM_NOTE_GATE, 0.5)).isEmpty();
    assertThat(resolve(ConsensusAnnotator.PARAM_NOTE_GATE, 0.1))
        .containsExactly("Jean NAME [regex]");
    assertThatThrownBy(() -> resolve(ConsensusAnnotator.PARAM_NOTE_GATE, 1.5))
        .hasStackTraceContaining(ConsensusAnnotator.PARAM_NOTE_GATE);
  }

  @Test
  void reproducesThePapersExample() throws Exception {
    // Tchouka et al. 2022: MEDINA says PER, PER, LOC; NERDA says PER, LOC, O -> PER, LOC, LOC.
    text("M. Jean habite à Bermont 90400");
    vote("Jean", "NAME", "medina", 0.9f);
    vote("Bermont", "NAME", "medina", 0.8f);
    vote("90400", "LOCATION", "medina", 0.9f);
    vote("Jean", "NAME", "nerda", 0.95f);
    vote("Bermont", "LOCATION", "nerda", 0.7f);
    // Rule 2 as published: a lone claim stands (quorum 1).
    assertThat(
            resolve(
                ConsensusAnnotator.PARAM_CONTEXTUAL_SOURCES,
                new String[] {"nerda"},
                ConsensusAnnotator.PARAM_CONTEXTUAL_QUORUM,
                1))
        .containsExactly(
            "Jean NAME [medina, nerda]", "Bermont LOCATION [nerda]", "90400 LOCATION [medina]");
  }

  @Test
  void aRefutedPieceNextToAKeptPhiOfItsCategoryStandsAloneItFalls() throws Exception {
    text("Dose 60 Gy en 30 fractions. Domicile : rue Oberkampf, 60, Paris.");
    vote("60", "LOCATION", "crf", 0.5f);
    vote("rue Oberkampf", "LOCATION", "crf", 0.9f);
    int number = jcas.getDocumentText().lastIndexOf("60");
    PhiCandidate candidate = new PhiCandidate(jcas, number, number + 2);
    candidate.setCategory("LOCATION");
    candidate.setSource("crf");
    candidate.setConfidence(0.5f);
    candidate.addToIndexes();
    // The "60" after the street is its number; the dose "60" alone is refuted.
    assertThat(resolve())
        .extracting(phi -> phi.substring(0, phi.indexOf(" LOCATION")))
        .containsExactly("rue Oberkampf", "60");
    assertThat(jcas.select(Phi.class).get(1).getBegin()).isEqualTo(number);
  }

  @Test
  void theValueOfAPlaceFieldStandsWhateverItsWordsAloneLookLike() throws Exception {
    text("Localidad/ Provincia: Las palmas.\nCP: 3400.\nSe pautan 3400 UI de heparina.");
    vote("Las palmas", "LOCATION", "crf", 0.8f);
    vote("3400", "LOCATION", "crf", 0.6f);
    int dose = jcas.getDocumentText().lastIndexOf("3400");
    PhiCandidate candidate = new PhiCandidate(jcas, dose, dose + 4);
    candidate.setCategory("LOCATION");
    candidate.setSource("crf");
    candidate.setConfidence(0.6f);
    candidate.addToIndexes();
    // Ordinary words and a short number after a place key are a place; the dose is not.
    assertThat(resolve()).containsExactly("Las palmas LOCATION [crf]", "3400 LOCATION [crf]");
    assertThat(jcas.select(Phi.class).get(1).getEnd()).isLessThan(dose);
  }

  @Test
  void aNameClaimThatIsAnAgeInWordsIsKeptAsAnAgeOrdinaryWordsFall() throws Exception {
    spanish("Recién nacida hembra, hermana de dos meses, bien.");
    vote("Recién nacida hembra", "NAME", "crf", 0.7f);
    vote("dos meses", "NAME", "crf", 0.6f);
    vote("bien", "NAME", "crf", 0.6f);
    jcas.select(PhiCandidate.class).forEach(c -> c.setLabel("FAMILIARES_SUJETO_ASISTENCIA"));
    assertThat(resolve()).containsExactly("Recién nacida hembra AGE [crf]", "dos meses AGE [crf]");
    // The relative's label does not follow the span into its new category.
    assertThat(jcas.select(Phi.class).map(Phi::getLabel)).containsOnlyNulls();
  }

  @Test
  void aPlaceThatIsAPersonsInitialsIsAName() throws Exception {
    text("J S, sexe masculin, 46 ans, adressé par le C.H.U. de Lyon ; A.M, sa soeur, à Pau.");
    vote("J S", "LOCATION", "crf", 0.6f);
    vote("C.H.U.", "LOCATION", "crf", 0.6f);
    vote("Lyon", "LOCATION", "crf", 0.9f);
    vote("A.M", "LOCATION", "crf", 0.6f);
    vote("A.M", "LOCATION", "regex", 0.9f);
    vote("Pau", "LOCATION", "crf", 0.9f);
    assertThat(resolve())
        .containsExactly(
            "J S NAME [crf]",
            "C.H.U. LOCATION [crf]",
            "Lyon LOCATION [crf]",
            "A.M LOCATION [crf, regex]",
            "Pau LOCATION [crf]");
  }

  @Test
  void aBareNumberAModelAloneTakesForAnAgeInATableOrAboveAnyAgeIsAMeasurement() throws Exception {
    text("| Edad | FC  |\n| 56   | 124 |\nVarón de 28 años, plaquetas 342.");
    vote("56", "AGE", "regex", 0.86f);
    vote("56", "AGE", "crf", 0.7f);
    vote("124", "AGE", "crf", 0.7f);
    vote("28", "AGE", "crf", 0.7f);
    vote("342", "AGE", "crf", 0.8f);
    assertThat(resolve()).containsExactly("56 AGE [crf, regex]", "28 AGE [crf]");
  }

  @Test
  void aNameAfterATitleStandsEponymsFall() throws Exception {
    text("Revu par le Dr jacquet pour une maladie de Crohn. Fracture (Pouteau-Colles).");
    vote("jacquet", "NAME", "crf", 0.6f);
    vote("Crohn", "NAME", "crf", 0.6f);
    vote("Pouteau-Colles", "NAME", "lexicon", 0.6f);
    assertThat(resolve()).containsExactly("jacquet NAME [crf]");
  }

  @Test
  void aNameInAReferenceFallsWhoeverClaimsItATitledNameOrANameOfTheNoteStands() throws Exception {
    text(
        "Revu par le Dr Miles avec Chen.\nKitabchi AE, Miles JM, Nyenwe EA. Hyperglycemic crises."
            + " Diabetes Care. 2009;32(7):1335-43. Comme l'ont décrit Benali et al. en 2005.");
    vote("Miles", "NAME", "lexicon", 0.6f);
    vote("Chen", "NAME", "crf", 0.6f);
    vote("Miles JM", "NAME", "lexicon", 0.6f);
    vote("Nyenwe", "NAME", "crf", 0.6f);
    vote("Nyenwe", "NAME", "lexicon", 0.6f);
    vote("Care", "NAME", "lexicon", 0.6f);
    vote("Benali", "NAME", "crf", 0.6f);
    // French runs with a quorum of 1: every lone lexicon claim would stand but for the evidence.
    assertThat(resolve(ConsensusAnnotator.PARAM_CONTEXTUAL_QUORUM, 1))
        .containsExactly("Miles NAME [lexicon]", "Chen NAME [crf]");
  }

  @Test
  void germsMakersBrandsScalesAndAcronymsFallEvenWithTheCrfAPersonOfTheNoteStands()
      throws Exception {
    text(
        "L'ECBU a isolé un E. coli sensible. Positive à Mycobacterium tuberculosis. Dosage sur Cobas e411"
            + " (Roche®). Aiguille 25 mm (Vygon, France). Capécitabine (Xeloda) 825 mg/m². Score"
            + " Richmond Agitation Sedation Scale à -2. Luxation (Masada IIb). L'OCT est normale,"
            + " T-D OCT à 174 um. Vu avec M. Coli, sa fille Rose Roche et"
            + " MARTIN.");
    for (String name :
        new String[] {
          "E.",
          "coli",
          "Mycobacterium",
          "Roche",
          "Vygon",
          "Xeloda",
          "Richmond",
          "Masada",
          "IIb",
          "OCT",
          "Coli",
          "Rose Roche",
          "MARTIN"
        }) {
      vote(name, "NAME", "crf", 0.6f);
    }
    assertThat(resolve())
        .containsExactly("Coli NAME [crf]", "Rose Roche NAME [crf]", "MARTIN NAME [crf]");
  }

  @Test
  void aPieceOfAProductFallsEvenWithTheCrfAnOrdinaryWordFallsOnlyFromTheGazetteerAlone()
      throws Exception {
    text(
        "Elle a été traitée par corticoïdes, puis elle est sortie. La GeneXpert était négative."
            + " Gemelo 1: Unai, un gemelo sano. Revue avec Mme Petit et Petit, son fils.");
    vote("Elle", "NAME", "lexicon", 0.6f);
    vote("Gene", "NAME", "crf", 0.6f);
    vote("Xpert", "NAME", "crf", 0.6f);
    vote("Gemelo 1", "NAME", "crf", 0.6f);
    vote("Petit, son", "NAME", "crf", 0.6f);
    // A model that takes an ordinary word for a name saw a relative ("Gemelo 1:"): it stands.
    assertThat(resolve()).containsExactly("Gemelo 1 NAME [crf]", "Petit, son NAME [crf]");
  }

  @Test
  void aFacilityADateNamesIsTheFacilityWhereAPlaceIsClaimedOverIt() throws Exception {
    spanish(
        "Servicio de Nefrología, Hospital 12 de Octubre, Avda. de Andalucía. Alta el 12 de mayo.");
    vote("Hospital 12 de Octubre", "DATE", "crf", 0.9f);
    vote("Hospital 12 de Octubre", "LOCATION", "lexicon", 0.8f);
    vote("12 de mayo", "DATE", "crf", 0.9f);
    assertThat(resolve())
        .containsExactly("Hospital 12 de Octubre LOCATION [crf, lexicon]", "12 de mayo DATE [crf]");
  }

  @Test
  void aDateThatOpensWithAFacilitysHeadStaysADateWhenNothingClaimsAPlace() throws Exception {
    // Near miss: without a place's claim the date's is all that masks the name.
    spanish("Servicio de Nefrología, Hospital 12 de Octubre, Avda. de Andalucía.");
    vote("Hospital 12 de Octubre", "DATE", "crf", 0.9f);
    assertThat(resolve()).containsExactly("Hospital 12 de Octubre DATE [crf]");
  }

  @Test
  void aLoneLexiconNameAfterASurgicalHeadFallsAfterATitleItStands() throws Exception {
    text("Cicatrice de Mac Burney solide. Cicatrice de Mme Roux propre. Fille de Roux.");
    vote("Mac Burney", "NAME", "lexicon", 0.6f);
    vote("Roux", "NAME", "lexicon", 0.6f);
    vote("Roux.", "NAME", "lexicon", 0.6f);
    // The second stands, written without the sentence's period.
    assertThat(resolve(ConsensusAnnotator.PARAM_CONTEXTUAL_QUORUM, 1))
        .containsExactly("Roux NAME [lexicon]", "Roux NAME [lexicon]");
  }

  @Test
  void aLoneLexiconNameInsideProseFallsWithTheCrfOrAfterARelativeItStands() throws Exception {
    text(
        "Un diagnostic de GIST de haut risque selon Fletcher a été retenu. Le Dr Fletcher a vu la"
            + " patiente avec sa fille Nadia. Présence de Candida dans un prélèvement.");
    vote("Fletcher", "NAME", "lexicon", 0.65f);
    vote("Nadia", "NAME", "lexicon", 0.65f);
    vote("Candida", "NAME", "lexicon", 0.65f);
    vote("Candida", "NAME", "crf", 0.6f);
    int titled = jcas.getDocumentText().indexOf("Fletcher a vu");
    PhiCandidate afterTitle = new PhiCandidate(jcas, titled, titled + "Fletcher".length());
    afterTitle.setCategory("NAME");
    afterTitle.setSource("lexicon");
    afterTitle.setConfidence(0.9f);
    afterTitle.addToIndexes();
    assertThat(resolve(ConsensusAnnotator.PARAM_CONTEXTUAL_QUORUM, 1))
        .containsExactly(
            "Fletcher NAME [lexicon]", "Nadia NAME [lexicon]", "Candida NAME [crf, lexicon]");
  }

  @Test
  void aKingsNameOrANameGluedToAUnitFallsEvenWithTheCrfATriggerKeepsIt() throws Exception {
    text(
        "Admis à l'hôpital militaire Mohammed V de Rabat. Éosinophilie à 210 El/Ul. Revu par"
            + " M. Karim V. ce jour.");
    vote("Mohammed", "NAME", "crf", 0.6f);
    vote("Mohammed", "NAME", "lexicon", 0.65f);
    vote("El", "NAME", "crf", 0.6f);
    vote("Karim", "NAME", "crf", 0.9f);
    assertThat(resolve(ConsensusAnnotator.PARAM_CONTEXTUAL_QUORUM, 1))
        .containsExactly("Karim NAME [crf]");
  }

  @Test
  void theCrfThatReadTheRulesSettlesADisagreementBetweenStructuredCategories() throws Exception {
    text("Dossier : 0781931124 ce jour.");
    vote("0781931124", "CONTACT", "regex", 0.9f);
    vote("0781931124", "ID", "crf", 0.8f);
    assertThat(resolve()).containsExactly("0781931124 ID [crf]");
    jcas.select(Phi.class).asList().forEach(Phi::removeFromIndexes);
    assertThat(resolve(ConsensusAnnotator.PARAM_INFORMED_SOURCES, new String[0]))
        .containsExactly("0781931124 CONTACT [regex]");
  }

  @Test
  void ruleOrCrfSourceWinsStructuredCategories() throws Exception {
    text("Revu le 12 mars 2024.");
    vote("12 mars 2024", "DATE", "crf", 0.6f);
    vote("12 mars 2024", "NAME", "onnx", 0.9f);
    // NAME is contextual, so the transformer wins it even against a structured claim.
    assertThat(resolve()).containsExactly("12 mars 2024 NAME [onnx]");
  }

  @Test
  void structuredClaimWinsWhenTheContextualSourceProposesAStructuredCategory() throws Exception {
    text("IPP 8001234567 ce jour.");
    vote("8001234567", "ID", "regex", 0.9f);
    vote("8001234567", "DATE", "onnx", 0.95f);
    assertThat(resolve()).containsExactly("8001234567 ID [regex]");
  }

  @Test
  void theTrustedSourceSetsBoundariesWhereItSpeaks() throws Exception {
    text("Vu par le Dr Jean Dupont le 3 mars.");
    vote("Jean", "NAME", "lexicon", 0.6f);
    vote("Jean Dupont", "NAME", "crf", 0.9f);
    vote("Dr Jean", "NAME", "regex", 0.5f);
    vote("3 mars", "DATE", "regex", 0.95f);
    // The CRF is a boundary source: "Dr", which only the regex adds to the name, is left out.
    assertThat(resolve())
        .containsExactly("Jean Dupont NAME [crf, lexicon, regex]", "3 mars DATE [regex]");
  }

  @Test
  void aPatternsWholeDateOrPhoneOutlastsATrustedSourceThatStoppedInsideIt() throws Exception {
    text("F.Nac 02/O2/1946 V. Consultas: 94 600 60 00, ext. 7245. Ingreso el 3 mars 2024.");
    vote("02/O2/1946", "DATE", "regex", 0.95f);
    vote("02", "DATE", "crf", 0.6f);
    vote("94 600 60 00, ext. 7245", "CONTACT", "regex", 0.9f);
    vote("94 600 60 00", "CONTACT", "crf", 0.9f);
    // Near miss: a name keeps the CRF's boundary, and a date the CRF draws wider than the
    // pattern keeps the CRF's extent.
    vote("3 mars", "DATE", "regex", 0.9f);
    vote("3 mars 2024", "DATE", "crf", 0.9f);
    assertThat(resolve())
        .containsExactly(
            "02/O2/1946 DATE [crf, regex]",
            "94 600 60 00, ext. 7245 CONTACT [crf, regex]",
            "3 mars 2024 DATE [crf, regex]");
  }

  @Test
  void aStrongGazetteerPlaceOutlastsATrustedSourceInsideItAStreetLineDoesNot() throws Exception {
    text("Activación desde el SUMMA 112. Domicilio: C/ Ayala, 58, 29002 Málaga. Vive en Usera.");
    vote("SUMMA 112", "LOCATION", "lexicon", 0.86f);
    vote("112", "LOCATION", "crf", 0.07f);
    // Near misses: a street line claimed whole is cut where the CRF cuts it (zip and town apart),
    // and a weak gazetteer claim does not outlast the CRF.
    vote("C/ Ayala, 58, 29002 Málaga", "LOCATION", "regex", 0.95f);
    subtype("C/ Ayala, 58, 29002 Málaga", "STREET");
    vote("C/ Ayala, 58", "LOCATION", "crf", 0.9f);
    vote("Vive en Usera", "LOCATION", "lexicon", 0.7f);
    vote("Usera", "LOCATION", "crf", 0.9f);
    assertThat(resolve())
        .containsExactly(
            "SUMMA 112 LOCATION [crf, lexicon]",
            "C/ Ayala, 58 LOCATION [crf, regex]",
            "Usera LOCATION [crf, lexicon]");
  }

  /**
   * Adds a candidate of a subtype over the first occurrence of {@code covered} after {@code from}.
   */
  private void vote(String covered, String from, String subtype, String source, float confidence) {
    int begin = jcas.getDocumentText().indexOf(covered, jcas.getDocumentText().indexOf(from));
    PhiCandidate candidate = new PhiCandidate(jcas, begin, begin + covered.length());
    candidate.setCategory("LOCATION");
    candidate.setSubtype(subtype);
    if (source.equals("crf")) {
      // the CRF's label
      candidate.setLabel(
          switch (subtype) {
            case "COUNTRY" -> "PAIS";
            case "STREET" -> "CALLE";
            case "HOSPITAL" -> "HOSPITAL";
            default -> "TERRITORIO";
          });
    }
    candidate.setSource(source);
    candidate.setConfidence(confidence);
    candidate.addToIndexes();
  }

  private List<String> kinds() throws Exception {
    SimplePipeline.runPipeline(jcas, ConsensusAnnotator.createDescription());
    return JCasUtil.select(jcas, Phi.class).stream()
        .map(p -> "%s %s %s".formatted(p.getCoveredText(), p.getSubtype(), p.getLabel()))
        .toList();
  }

  /** Adds a candidate over the first occurrence of {@code covered} after {@code from}. */
  private void claim(
      String covered,
      String from,
      String category,
      String subtype,
      String role,
      String label,
      String source,
      float confidence) {
    int begin = jcas.getDocumentText().indexOf(covered, jcas.getDocumentText().indexOf(from));
    PhiCandidate candidate = new PhiCandidate(jcas, begin, begin + covered.length());
    candidate.setCategory(category);
    candidate.setSubtype(subtype);
    candidate.setRole(role);
    candidate.setLabel(label);
    candidate.setSource(source);
    candidate.setConfidence(confidence);
    candidate.addToIndexes();
  }

  private List<String> roles() throws Exception {
    SimplePipeline.runPipeline(jcas, ConsensusAnnotator.createDescription());
    return JCasUtil.select(jcas, Phi.class).stream()
        .map(p -> "%s %s %s".formatted(p.getCoveredText(), p.getRole(), p.getLabel()))
        .toList();
  }

  @Test
  void aNameAfterAClinicianTitleIsTheClinicianWhateverTheCrfGuessed() throws Exception {
    spanish("Remitido por: Dr.  Francisco Arnaiz de las Revillas Hospital Marqués de Valdecilla");
    String name = "Francisco Arnaiz de las Revillas";
    claim(name, "", "NAME", "FULL_NAME", "STAFF", null, "lexicon", 0.9f);
    claim(name, "", "NAME", null, "RELATIVE", "FAMILIARES_SUJETO_ASISTENCIA", "crf", 0.87f);
    assertThat(roles()).containsExactly(name + " STAFF null");
  }

  @Test
  void theLexiconsStaffRoleOverAnotherSpanLeavesTheCrfsLabel() throws Exception {
    spanish("Remitido por: Dr.  Francisco Arnaiz de las Revillas Hospital Marqués de Valdecilla");
    claim("Francisco Arnaiz", "", "NAME", "FULL_NAME", "STAFF", null, "lexicon", 0.9f);
    String name = "Francisco Arnaiz de las Revillas";
    claim(name, "", "NAME", null, "RELATIVE", "FAMILIARES_SUJETO_ASISTENCIA", "crf", 0.87f);
    // Near miss: only a title's claim on the very span the PHI has says whose name it is.
    assertThat(roles()).containsExactly(name + " RELATIVE FAMILIARES_SUJETO_ASISTENCIA");
  }

  @Test
  void aNumberRightAfterAFaxKeyIsAFaxWhateverKindTheCrfGivesIt() throws Exception {
    spanish("Tel: 91 555 12 34. Fax: 91 555 12 35. Consultas 93 111 22 33.");
    claim("91 555 12 35", "", "CONTACT", "FAX", null, null, "regex", 0.98f);
    claim("91 555 12 35", "", "CONTACT", "PHONE", null, "NUMERO_TELEFONO", "crf", 0.9f);
    // Near misses: a phone after its own key stays a phone, and so does a number that a pattern
    // takes for a fax with a weak claim only.
    claim("91 555 12 34", "", "CONTACT", "PHONE", null, "NUMERO_TELEFONO", "crf", 0.9f);
    claim("93 111 22 33", "", "CONTACT", "FAX", null, null, "regex", 0.6f);
    claim("93 111 22 33", "", "CONTACT", "PHONE", null, "NUMERO_TELEFONO", "crf", 0.9f);
    assertThat(kinds())
        .containsExactly(
            "91 555 12 34 PHONE NUMERO_TELEFONO",
            "91 555 12 35 FAX null",
            "93 111 22 33 PHONE NUMERO_TELEFONO");
  }

  @Test
  void aNameThatThePatientsFieldGivesIsThePatientsWhereverTheNoteWritesIt() throws Exception {
    spanish(
        "Nombre: Guillermo.\nApellidos: Sanz.\nGuillermo refiere dolor. Vino su hermano Luis."
            + " Firma: Dr. Sanzo.");
    claim("Guillermo", "", "NAME", "FIRST_NAME", "PATIENT", null, "regex", 0.95f);
    claim(
        "Guillermo", "", "NAME", "FIRST_NAME", "PATIENT", "NOMBRE_SUJETO_ASISTENCIA", "crf", 0.9f);
    claim("Sanz", "", "NAME", "LAST_NAME", "PATIENT", null, "regex", 0.95f);
    claim("Sanz", "", "NAME", "LAST_NAME", "PATIENT", "NOMBRE_SUJETO_ASISTENCIA", "crf", 0.9f);
    claim(
        "Guillermo",
        "Sanz.",
        "NAME",
        "FIRST_NAME",
        "RELATIVE",
        "FAMILIARES_SUJETO_ASISTENCIA",
        "crf",
        0.9f);
    // Near misses: another name, and a name that holds the patient's only in part, keep the role
    // the CRF gave them.
    claim(
        "Luis", "", "NAME", "FIRST_NAME", "RELATIVE", "FAMILIARES_SUJETO_ASISTENCIA", "crf", 0.9f);
    claim("Sanzo", "", "NAME", "LAST_NAME", "STAFF", "NOMBRE_PERSONAL_SANITARIO", "crf", 0.9f);
    assertThat(roles())
        .containsExactly(
            "Guillermo PATIENT NOMBRE_SUJETO_ASISTENCIA",
            "Sanz PATIENT NOMBRE_SUJETO_ASISTENCIA",
            "Guillermo PATIENT null",
            "Luis RELATIVE FAMILIARES_SUJETO_ASISTENCIA",
            "Sanzo STAFF NOMBRE_PERSONAL_SANITARIO");
  }

  @Test
  void aStrongClaimOfAnOrganisationNamesTheKindOfTheWordsTheCrfTookForATown() throws Exception {
    spanish("Prednisona (Dacortin, Merck, Barcelona). Tobrex, Alcon, Cusi.");
    vote("Merck", "", "ORGANIZATION", "lexicon", 0.88f);
    vote("Merck", "", "CITY", "crf", 0.9f);
    vote("Barcelona", "", "CITY", "crf", 0.9f);
    // Near miss: a weak claim of an organisation leaves the CRF's town as it is.
    vote("Alcon", "Tobrex", "ORGANIZATION", "lexicon", 0.6f);
    vote("Alcon", "Tobrex", "CITY", "crf", 0.9f);
    vote("Cusi", "Tobrex", "CITY", "crf", 0.9f);
    assertThat(kinds())
        .containsExactly(
            "Merck ORGANIZATION null",
            "Barcelona CITY TERRITORIO",
            "Alcon CITY TERRITORIO",
            "Cusi CITY TERRITORIO");
  }

  @Test
  void aTownOrACountryTakesTheKindTheGazetteersKnowItBy() throws Exception {
    spanish("Montevideo 11600, Uruguay. Referencia en Jaén. Caracas, Venezuela.");
    vote("Uruguay", "", "CITY", "crf", 0.9f);
    vote("Jaén", "", "COUNTRY", "crf", 0.9f);
    // Near miss: a country the gazetteers also hold as a town keeps the CRF's kind.
    vote("Venezuela", "", "CITY", "crf", 0.9f);
    assertThat(kinds())
        .containsExactly("Uruguay COUNTRY null", "Jaén CITY null", "Venezuela CITY TERRITORIO");
  }

  @Test
  void aPlaceAfterTheKeyOfACountryIsTheCountryItsNameMayBe() throws Exception {
    spanish("Nacido en: Venezuela.\nPaís: Venezuela.\nPaís: Jaén.");
    vote("Venezuela", "", "CITY", "crf", 0.9f);
    vote("Venezuela", "País", "CITY", "crf", 0.9f);
    // Near misses: another key leaves it to the CRF, and a town no country shares stays a town.
    vote("Jaén", "", "CITY", "crf", 0.9f);
    assertThat(kinds())
        .containsExactly(
            "Venezuela CITY TERRITORIO", "Venezuela COUNTRY null", "Jaén CITY TERRITORIO");
  }

  @Test
  void twoPiecesOfAStreetCutAtAPeriodOnOneLineAreOneAddress() throws Exception {
    spanish(
        "Domicilio: C BIZKARRETA, 1. Bajo A.\nLocalidad: Miranda.\n"
            + "Remitido por: Ada. Nstra Señora de Montserrat, 6. Barcelona.\n"
            + "Otra: C/ Ayala, 58.\nBajo B.\nEdificio A Avenida Sol, 2.");
    vote("C BIZKARRETA, 1", "", "STREET", "crf", 0.9f);
    vote("Bajo A", "", "STREET", "crf", 0.9f);
    vote("Ada.", "", "STREET", "crf", 0.9f);
    vote("Nstra Señora de Montserrat, 6", "", "STREET", "crf", 0.9f);
    // Near misses: a town after the street's period is a place of its own, and a street's floor
    // on the next line is not joined to it.
    vote("Barcelona", "Montserrat", "CITY", "crf", 0.9f);
    vote("C/ Ayala, 58", "", "STREET", "crf", 0.9f);
    vote("Bajo B", "", "STREET", "crf", 0.9f);
    // Nor are two streets with blanks alone between them.
    vote("Edificio A", "", "STREET", "crf", 0.9f);
    vote("Avenida Sol, 2", "", "STREET", "crf", 0.9f);
    assertThat(kinds())
        .containsExactly(
            "C BIZKARRETA, 1. Bajo A STREET CALLE",
            "Ada. Nstra Señora de Montserrat, 6 STREET CALLE",
            "Barcelona CITY TERRITORIO",
            "C/ Ayala, 58 STREET CALLE",
            "Bajo B STREET CALLE",
            "Edificio A STREET CALLE",
            "Avenida Sol, 2 STREET CALLE");
  }

  @Test
  void aDepartmentBesideAStreetIsNoPieceOfIt() throws Exception {
    spanish("Hospital Marqués de Valdecilla Servicio de Medicina Interna Avda. Valdecilla, s/n");
    vote("Servicio de Medicina Interna", "", "ORGANIZATION", "crf", 0.4f);
    vote("Avda. Valdecilla, s/n", "", "STREET", "crf", 0.9f);
    assertThat(kinds()).containsExactly("Avda. Valdecilla, s/n STREET CALLE");
  }

  @Test
  void aPlaceLeavesOutTheKeyOfTheNextField() throws Exception {
    spanish(
        "50009 Zaragoza Telf: 976 765553. España Tfno.+34 945007000. Dra. Pilar Méndez. Correos"
            + " Electrónicos: pm@x.es. Vive en la Plaza de Correos.");
    vote("Zaragoza Telf", "", "CITY", "crf", 0.9f);
    vote("Tfno", "", "STREET", "crf", 0.9f);
    vote("Correos", "", "ORGANIZATION", "crf", 0.9f);
    // Near miss: "Correos" is no key where no "Electrónicos" follows.
    vote("Plaza de Correos", "", "STREET", "crf", 0.9f);
    assertThat(kinds())
        .containsExactly("Zaragoza CITY TERRITORIO", "Plaza de Correos STREET CALLE");
  }

  @Test
  void aPatternsPlaceOnTheWrittenWordsNamesTheKindTheCrfGaveTheLongerOnes() throws Exception {
    spanish(
        "Colonia Narvarte. Delegación Benito Juárez Código Postal 03020. México, D.F.\n"
            + "Hospital Santa Lucía Código Postal 30009.");
    vote("Delegación Benito Juárez Código Postal", "", "HOSPITAL", "crf", 0.3f);
    claim("Delegación Benito Juárez", "", "LOCATION", "CITY", null, null, "regex", 0.95f);
    // Near misses: a pattern's weak claim names nothing, and a supporter of the CRF's kind on the
    // very words keeps it.
    vote("Hospital Santa Lucía Código Postal", "", "HOSPITAL", "crf", 0.3f);
    claim("Hospital Santa Lucía", "", "LOCATION", "CITY", null, null, "regex", 0.5f);
    vote("Hospital Santa Lucía", "", "HOSPITAL", "lexicon", 0.9f);
    assertThat(kinds())
        .containsExactly(
            "Delegación Benito Juárez CITY null", "Hospital Santa Lucía HOSPITAL HOSPITAL");
  }

  @Test
  void aPlaceEndsBeforeTheCommaAfterItUnlessTheLineBreaksThere() throws Exception {
    spanish(
        "Colonia Valle de las palmas Huixquilucan, Estado de México.\nVive en Pedro Ruiz,\nCádiz.");
    vote("Colonia Valle de las palmas Huixquilucan,", "", "CITY", "crf", 0.9f);
    vote("Estado de México", "", "CITY", "crf", 0.9f);
    // Near miss: before a line break, the place may go on on the next line.
    vote("Pedro Ruiz,", "", "CITY", "crf", 0.9f);
    assertThat(kinds())
        .containsExactly(
            "Colonia Valle de las palmas Huixquilucan CITY TERRITORIO",
            "Estado de México CITY TERRITORIO",
            "Pedro Ruiz, CITY TERRITORIO");
  }

  @Test
  void aFacilityRunOnIntoTheStreetAPatternFoundEndsBeforeIt() throws Exception {
    spanish(
        "Dra. Ispa. Complejo Hospitalario La Mancha-Centro Avenida de la Constitución 13600"
            + " Alcázar.\nClínica Plaza Mayor Centro Médico.");
    vote(
        "Complejo Hospitalario La Mancha-Centro Avenida de la Constitución",
        "",
        "HOSPITAL",
        "crf",
        0.8f);
    vote("Avenida de la Constitución", "", "STREET", "lexicon", 0.8f);
    // Near miss: a street head inside a facility's name that no detector found as a street.
    vote("Clínica Plaza Mayor Centro Médico", "", "HOSPITAL", "crf", 0.8f);
    assertThat(kinds())
        .containsExactly(
            "Complejo Hospitalario La Mancha-Centro HOSPITAL HOSPITAL",
            "Avenida de la Constitución STREET null",
            "Clínica Plaza Mayor Centro Médico HOSPITAL HOSPITAL");
  }

  @Test
  void aPlaceMadeOfAContactsKeyAndDigitsLeavesTheNumberToThePattern() throws Exception {
    spanish("Tel.: + 34 93 693 29 05. Fax: + 34 93 567 22 28. Vive en Fax 3, Lugo.");
    claim("34 93 567 22 28", "", "CONTACT", "FAX", null, null, "regex", 0.98f);
    claim("93 567 22 28", "", "CONTACT", "FAX", null, "NUMERO_FAX", "crf", 0.9f);
    vote("Fax: + 34", "", "STREET", "crf", 0.9f);
    // Near miss: a street that holds a name after the key is a street.
    vote("Fax 3, Lugo", "Vive", "STREET", "crf", 0.9f);
    assertThat(kinds())
        .containsExactly("34 93 567 22 28 FAX NUMERO_FAX", "Fax 3, Lugo STREET CALLE");
  }

  @Test
  void aStreetNamedAfterADoctorTakesInTheTitleBeforeIt() throws Exception {
    spanish(
        "Hospital Gregorio Marañón. Área 3400. Dr Esquerdo 46, 28007 Madrid.\n"
            + "Remitido por: Dr. Avda. Valdecilla, s/n. Visto por la Dra. Ana Ruiz.");
    vote("Esquerdo 46", "", "STREET", "crf", 0.9f);
    // Near misses: a street that opens with its own head, and a name after a title.
    vote("Avda. Valdecilla, s/n", "", "STREET", "crf", 0.9f);
    claim("Ana Ruiz", "", "NAME", "FULL_NAME", "STAFF", null, "crf", 0.9f);
    assertThat(kinds())
        .containsExactly(
            "Dr Esquerdo 46 STREET CALLE",
            "Avda. Valdecilla, s/n STREET CALLE",
            "Ana Ruiz FULL_NAME null");
  }

  @Test
  void aSurnameCutAtItsHyphenTakesBackItsHalfFromThePlaceAfterIt() throws Exception {
    spanish(
        "Responsable: Pablo L. Guzmán Martínez-Valls Pz de Pontevedra,2 30009 Murcia.\n"
            + "Firma: Ana Ruiz- Calle Mayor, 3.");
    claim("Pablo L. Guzmán Martínez-", "", "NAME", "FULL_NAME", "STAFF", null, "crf", 0.9f);
    vote("Valls Pz de Pontevedra,2", "", "STREET", "crf", 0.9f);
    // Near miss: with a blank after the hyphen, the street after it keeps its words.
    claim("Ana Ruiz-", "", "NAME", "FULL_NAME", "STAFF", null, "crf", 0.9f);
    vote("Calle Mayor, 3", "", "STREET", "crf", 0.9f);
    assertThat(kinds())
        .containsExactly(
            "Pablo L. Guzmán Martínez-Valls FULL_NAME null",
            "Pz de Pontevedra,2 STREET CALLE",
            "Ana Ruiz- FULL_NAME null",
            "Calle Mayor, 3 STREET CALLE");
  }

  @Test
  void aCountryWrittenAfterAFacilitysNameIsAPlaceOfItsOwn() throws Exception {
    spanish(
        "Endoperox®, Septodont Francia). Profesor de la Universidad de Chile. Clínica Santa Rosa"
            + " Venezuela.");
    claim("Septodont Francia", "", "LOCATION", "ORGANIZATION", null, "INSTITUCION", "crf", 0.8f);
    vote("Francia", "", "COUNTRY", "lexicon", 0.85f);
    // Near misses: a country after "de" is the facility's name, and a country that a town's name
    // shares may be the facility's too.
    claim("Universidad de Chile", "", "LOCATION", "ORGANIZATION", null, "INSTITUCION", "crf", 0.8f);
    vote("Chile", "Universidad", "COUNTRY", "lexicon", 0.85f);
    claim(
        "Clínica Santa Rosa Venezuela", "", "LOCATION", "HOSPITAL", null, "HOSPITAL", "crf", 0.8f);
    vote("Venezuela", "", "COUNTRY", "lexicon", 0.85f);
    assertThat(kinds())
        .containsExactly(
            "Septodont ORGANIZATION INSTITUCION",
            "Francia COUNTRY null",
            "Universidad de Chile ORGANIZATION INSTITUCION",
            "Clínica Santa Rosa Venezuela HOSPITAL HOSPITAL");
  }

  @Test
  void aTownAfterAStreetsNumberAndPeriodIsAPlaceOfItsOwn() throws Exception {
    spanish(
        "Responsable: Saturnino Suárez. Urb. El Arco, 16. La Atalaya. 35307 Santa Brígida.\n"
            + "C/ Hotel Pontinental, 24. Residencia El Limonar. 35100 Maspalomas.");
    vote("Urb. El Arco, 16", "", "STREET", "crf", 0.9f);
    vote("La Atalaya", "", "STREET", "crf", 0.6f);
    vote("La Atalaya", "", "CITY", "lexicon", 0.7f);
    // Near miss: a building after the number is no town.
    vote("C/ Hotel Pontinental, 24", "", "STREET", "crf", 0.9f);
    vote("Residencia El Limonar", "", "STREET", "crf", 0.9f);
    assertThat(kinds())
        .containsExactly(
            "Urb. El Arco, 16 STREET CALLE",
            "La Atalaya CITY null",
            "C/ Hotel Pontinental, 24. Residencia El Limonar STREET CALLE");
  }

  @Test
  void anAbbreviatedFirstWordAndTheNameAfterItAreOnePlace() throws Exception {
    spanish("Localidad/ Provincia: Monterrey. Nvo León.\nNacido en Nvo. Vive en León.");
    vote("Monterrey", "", "CITY", "crf", 0.9f);
    vote("Nvo", "", "CITY", "crf", 0.6f);
    vote("León", "", "CITY", "crf", 0.6f);
    // Near miss: the name after it on another sentence is a place of its own.
    vote("León", "Vive", "CITY", "crf", 0.6f);
    assertThat(kinds())
        .containsExactly(
            "Monterrey CITY TERRITORIO", "Nvo León CITY TERRITORIO", "León CITY TERRITORIO");
  }

  /** Sets the subtype of the candidates over the first occurrence of {@code covered}. */
  private void subtype(String covered, String subtype) {
    int begin = jcas.getDocumentText().indexOf(covered);
    JCasUtil.select(jcas, PhiCandidate.class).stream()
        .filter(c -> c.getBegin() == begin && c.getEnd() == begin + covered.length())
        .forEach(c -> c.setSubtype(subtype));
  }

  @Test
  void withoutBoundarySourcesEverySupporterExtendsThePhi() throws Exception {
    text("Vu par le Dr Jean Dupont le 3 mars.");
    vote("Jean", "NAME", "lexicon", 0.6f);
    vote("Jean Dupont", "NAME", "crf", 0.9f);
    vote("Dr Jean", "NAME", "regex", 0.5f);
    assertThat(
            resolve(
                ConsensusAnnotator.PARAM_BOUNDARY_SOURCES,
                new String[0],
                ConsensusAnnotator.PARAM_CONTEXTUAL_QUORUM,
                1))
        .containsExactly("Dr Jean Dupont NAME [crf, lexicon, regex]");
  }

  @Test
  void adjacentPhiOfTheSameCategoryFromDifferentCandidatesStaySeparate() throws Exception {
    text("28036 Madrid");
    vote("28036", "LOCATION", "regex", 0.9f);
    vote("Madrid", "LOCATION", "lexicon", 0.8f);
    assertThat(resolve()).containsExactly("28036 LOCATION [regex]", "Madrid LOCATION [lexicon]");
  }

  @Test
  void spanAlignmentTakesTheUnionOfOverlappingSupporters() throws Exception {
    text("Vu par le Dr Jean Dupont le 3 mars.");
    vote("Jean", "NAME", "lexicon", 0.6f);
    vote("Jean Dupont", "NAME", "crf", 0.9f);
    vote("Dupont le 3", "DATE", "regex", 0.3f);
    assertThat(resolve(ConsensusAnnotator.PARAM_ALIGNMENT, "span"))
        .containsExactly("Jean Dupont NAME [crf, lexicon]");
  }

  @Test
  void aQuorumLetsTheContextualSourcesSilenceOverruleALoneRuleClaim() throws Exception {
    text("Vu par Jean Dupont, puis Rose au 3 rue Pasteur.");
    vote("Jean Dupont", "NAME", "crf", 0.9f);
    vote("Rose", "NAME", "lexicon", 0.5f);
    vote("3 rue Pasteur", "LOCATION", "regex", 0.9f);
    vote("3 rue Pasteur", "LOCATION", "lexicon", 0.6f);
    assertThat(resolve(ConsensusAnnotator.PARAM_CONTEXTUAL_QUORUM, 2))
        .containsExactly("Jean Dupont NAME [crf]", "3 rue Pasteur LOCATION [lexicon, regex]");
  }

  @Test
  void byDefaultALoneRuleClaimOnANameThePlacesOrAnAgeNeedsTwoRuleSourcesWhenTheCrfRan()
      throws Exception {
    text("Vu par Jean Dupont, puis Rose, depuis deux ans, au 3 rue Pasteur le 4 mai.");
    vote("Jean Dupont", "NAME", "crf", 0.9f);
    vote("Rose", "NAME", "lexicon", 0.5f);
    vote("deux ans", "AGE", "regex", 0.9f);
    vote("3 rue Pasteur", "LOCATION", "regex", 0.9f);
    vote("3 rue Pasteur", "LOCATION", "lexicon", 0.6f);
    vote("4 mai", "DATE", "regex", 0.9f);
    // The default quorum is 2: the documented default is the one that runs.
    assertThat(resolve())
        .containsExactly(
            "Jean Dupont NAME [crf]",
            "3 rue Pasteur LOCATION [lexicon, regex]",
            "4 mai DATE [regex]");
  }

  @Test
  void aStrongGazetteerClaimMeetsTheQuorumAloneAWeakOneOrARuleClaimDoesNot() throws Exception {
    text("Visto por Juan Pérez. Natural de Alcalá de Henares, vive en Lima, C/ Mayor 3.");
    vote("Juan Pérez", "NAME", "crf", 0.9f);
    vote("Alcalá de Henares", "LOCATION", "lexicon", 0.85f);
    vote("Lima", "LOCATION", "lexicon", 0.7f);
    vote("C/ Mayor 3", "LOCATION", "regex", 0.9f);
    assertThat(resolve())
        .containsExactly("Juan Pérez NAME [crf]", "Alcalá de Henares LOCATION [lexicon]");
    // Above 1, no claim is strong: the quorum of 2 holds for every lone rule claim.
    jcas.select(Phi.class).asList().forEach(Phi::removeFromIndexes);
    assertThat(resolve(ConsensusAnnotator.PARAM_STRONG_CLAIM, 1.5f))
        .containsExactly("Juan Pérez NAME [crf]");
  }

  @Test
  void aRegexClaimNeedsAHigherConfidenceThanAGazetteerClaimToStandAlone() throws Exception {
    text("Impreso por mgalvezr. Visto por Juan Pérez. Vive en C/ Mayor 3, CP 28034.");
    vote("mgalvezr", "NAME", "regex", 0.95f);
    vote("Juan Pérez", "NAME", "crf", 0.9f);
    vote("C/ Mayor 3", "LOCATION", "regex", 0.9f);
    assertThat(resolve()).containsExactly("mgalvezr NAME [regex]", "Juan Pérez NAME [crf]");
    jcas.select(Phi.class).asList().forEach(Phi::removeFromIndexes);
    assertThat(
            resolve(
                ConsensusAnnotator.PARAM_STRONG_CLAIM_SOURCES,
                new String[] {"lexicon", "regex=0.9"}))
        .containsExactly(
            "mgalvezr NAME [regex]", "Juan Pérez NAME [crf]", "C/ Mayor 3 LOCATION [regex]");
  }

  @Test
  void aCandidateEndsAtAColumnGapButNotAtADoubledSpace() throws Exception {
    text("Patient : BERNARD, Louis    Âge : 67\nVu par  Jean  Dupont  hier.\tPage 1");
    vote("BERNARD, Louis    Âge", "NAME", "crf", 0.9f);
    vote("Jean  Dupont  hier.\tPage", "NAME", "crf", 0.9f);
    assertThat(resolve())
        .containsExactly("BERNARD, Louis NAME [crf]", "Jean  Dupont  hier. NAME [crf]");
  }

  @Test
  void aRuleNameWithTheInitialsTheCrfLeftOutKeepsThem() throws Exception {
    text("Enfermería: V. Morales, F. Cancela, N. Pazos / celador: Suso");
    vote("F. Cancela", "NAME", "regex", 0.95f);
    vote("Cancela", "NAME", "crf", 0.8f);
    vote("N. Pazos", "NAME", "regex", 0.95f);
    vote("Pazos", "NAME", "crf", 0.8f);
    assertThat(resolve())
        .containsExactly("F. Cancela NAME [crf, regex]", "N. Pazos NAME [crf, regex]");
  }

  @Test
  void initialsTheCrfNamedApartJoinTheirName() throws Exception {
    text("NOTE DE SYNTHÈSE (Dr A. Boisseau, 24/02/2025)");
    vote("A. Boisseau", "NAME", "regex", 0.9f);
    vote("A.", "NAME", "crf", 0.99f);
    vote("Boisseau", "NAME", "crf", 0.99f);
    // One name, as the Spanish scheme wants it; the French name splitter cuts it again.
    assertThat(resolve()).containsExactly("A. Boisseau NAME [crf, regex]");
  }

  @Test
  void aNameTheCrfCutAtItsMiddleInitialIsOneName() throws Exception {
    text("Médico:Pablo L. Guzmán Martínez-Valls  NºCol: 36 36 09523.");
    vote("Pablo L. Guzmán Martínez-Valls", "NAME", "regex", 0.95f);
    vote("Pablo L.", "NAME", "crf", 0.96f);
    vote("Guzmán Martínez-Valls", "NAME", "crf", 0.99f);
    assertThat(resolve()).containsExactly("Pablo L. Guzmán Martínez-Valls NAME [crf, regex]");
  }

  @Test
  void aCrfNameEndingBeforeTheInitialStaysApart() throws Exception {
    text("Médico:Pablo L. Guzmán Martínez-Valls  NºCol: 36 36 09523.");
    vote("Pablo L. Guzmán Martínez-Valls", "NAME", "regex", 0.95f);
    vote("Pablo", "NAME", "crf", 0.96f);
    vote("Guzmán Martínez-Valls", "NAME", "crf", 0.99f);
    // Only the model's cut at the initial's period is undone, not a name it ended earlier.
    assertThat(resolve()).doesNotContain("Pablo L. Guzmán Martínez-Valls NAME [crf, regex]");
  }

  @Test
  void aModelsNameOverTheInitialsGoesWithTheRulesName() throws Exception {
    text("Anatomía Patológica: Mª J. SOLANA\n");
    vote("J. SOLANA", "NAME", "regex", 0.8f);
    vote("Mª J.", "NAME", "crf", 0.9f);
    vote("SOLANA", "NAME", "crf", 0.9f);
    assertThat(resolve()).containsExactly("Mª J. SOLANA NAME [crf, regex]");
  }

  @Test
  void aRuleNameRunningOnPastTheCrfsNameDoesNotTakeItsBoundary() throws Exception {
    text("Validé par Pr F. GIOVANNINI et Dr L. ABDELKADER.");
    vote("F. GIOVANNINI et Dr L. ABDELKADER", "NAME", "regex", 0.95f);
    vote("GIOVANNINI", "NAME", "crf", 0.9f);
    vote("ABDELKADER", "NAME", "crf", 0.9f);
    // Only a rule's name that ends where the CRF's ends and adds its initials leads.
    assertThat(resolve()).noneMatch(phi -> phi.contains("et Dr"));
  }

  @Test
  void aNameBoxedOneCapitalPerBoxKeepsItsWordsAndItsExtent() throws Exception {
    text("NOM UTILISÉ : D U H A M E L\nnom et prénom : P O U L A I N   G E O R G E T T E\n");
    vote("D U H A M E L", "NAME", "regex", 0.95f);
    vote("H A M E L", "NAME", "crf", 0.6f);
    vote("P O U L A I N   G E O R G E T T E", "NAME", "regex", 0.95f);
    vote("P O U L A I N", "NAME", "crf", 0.9f);
    // The CRF reads the boxes one by one: the boxed name's extent stands, and three blanks
    // between two boxed words are no column gap.
    assertThat(resolve())
        .containsExactly(
            "D U H A M E L NAME [crf, regex]",
            "P O U L A I N   G E O R G E T T E NAME [crf, regex]");
  }

  @Test
  void aCategoryOfOneSourceCanHaveItsOwnStrongClaimConfidence() throws Exception {
    text("Casado con Ana Pueyo, dependienta, que vive en Utebo.");
    vote("Ana Pueyo", "NAME", "crf", 0.9f);
    vote("dependienta", "PROFESSION", "lexicon", 0.67f);
    vote("Utebo", "LOCATION", "lexicon", 0.67f);
    assertThat(resolve())
        .containsExactly("Ana Pueyo NAME [crf]", "dependienta PROFESSION [lexicon]");
    jcas.select(Phi.class).asList().forEach(Phi::removeFromIndexes);
    // Without the occupation's own key, the gazetteer's 0.85 holds for both.
    assertThat(resolve(ConsensusAnnotator.PARAM_STRONG_CLAIM_SOURCES, new String[] {"lexicon"}))
        .containsExactly("Ana Pueyo NAME [crf]");
  }

  @Test
  void loneNamesCanStandWhileLonePlacesNeedTheQuorum() throws Exception {
    text("Vu par Jean Dupont, puis Rose, rentrée à Bio hier.");
    vote("Jean Dupont", "NAME", "crf", 0.9f);
    vote("Rose", "NAME", "lexicon", 0.6f);
    vote("Bio", "LOCATION", "lexicon", 0.7f);
    assertThat(resolve(ConsensusAnnotator.PARAM_LONE_NAMES_STAND, true))
        .containsExactly("Jean Dupont NAME [crf]", "Rose NAME [lexicon]");
  }

  @Test
  void aLoneKinshipWordMeetsTheQuorumALoneNameDoesNot() throws Exception {
    text("Llama su suegro desde Motril; luego Rose, y el Dr Paul Renaud.");
    vote("suegro", "NAME", "regex", 0.75f);
    vote("Rose", "NAME", "lexicon", 0.5f);
    vote("Paul Renaud", "NAME", "crf", 0.9f);
    assertThat(resolve()).containsExactly("suegro NAME [regex]", "Paul Renaud NAME [crf]");
  }

  @Test
  void aQuorumOfOneKeepsEveryRuleClaim() throws Exception {
    text("Vu par Jean Dupont, puis Rose, depuis deux ans.");
    vote("Jean Dupont", "NAME", "crf", 0.9f);
    vote("Rose", "NAME", "lexicon", 0.5f);
    vote("deux ans", "AGE", "regex", 0.9f);
    assertThat(resolve(ConsensusAnnotator.PARAM_CONTEXTUAL_QUORUM, 1))
        .containsExactly("Jean Dupont NAME [crf]", "Rose NAME [lexicon]", "deux ans AGE [regex]");
  }

  @Test
  void aClaimShortOfQuorumLeavesTheVoteWithoutSilencingTheCrfsOwnClaim() throws Exception {
    text("Operado en el Hospital 12 de Octubre.");
    vote("Hospital 12 de Octubre", "LOCATION", "lexicon", 0.8f);
    vote("12 de Octubre", "DATE", "crf", 0.6f);
    assertThat(resolve()).containsExactly("12 de Octubre DATE [crf]");
  }

  @Test
  void withoutTheCrfTheQuorumDoesNotApply() throws Exception {
    text("Puis Rose, depuis deux ans.");
    vote("Rose", "NAME", "lexicon", 0.5f);
    vote("deux ans", "AGE", "regex", 0.9f);
    assertThat(resolve()).containsExactly("Rose NAME [lexicon]", "deux ans AGE [regex]");
  }

  @Test
  void weightedVoteKeepsOnlyCategoriesReachingTheThreshold() throws Exception {
    text("Mme Rose Martin, Lyon.");
    vote("Rose", "NAME", "lexicon", 0.5f);
    vote("Martin", "NAME", "lexicon", 0.5f);
    vote("Martin", "NAME", "crf", 0.9f);
    vote("Lyon", "LOCATION", "lexicon", 0.7f);
    Object[] settings = {
      ConsensusAnnotator.PARAM_POLICY,
      "weighted-vote",
      ConsensusAnnotator.PARAM_WEIGHTS,
      new String[] {"lexicon=0.4", "crf=1.0"},
      ConsensusAnnotator.PARAM_THRESHOLD,
      0.5f
    };
    assertThat(resolve(settings)).containsExactly("Martin NAME [crf, lexicon]");
  }

  @Test
  void weightedVoteCanRequireTwoVoters() throws Exception {
    text("Martin et Lyon");
    vote("Martin", "NAME", "lexicon", 0.5f);
    vote("Martin", "NAME", "crf", 0.9f);
    vote("Lyon", "LOCATION", "crf", 0.9f);
    Object[] settings = {
      ConsensusAnnotator.PARAM_POLICY, "weighted-vote", ConsensusAnnotator.PARAM_MIN_VOTERS, 2
    };
    assertThat(resolve(settings)).containsExactly("Martin NAME [crf, lexicon]");
  }

  @Test
  void priorityFollowsTheSourceOrderOfEachVotedCategory() throws Exception {
    text("le 12/03/2024");
    vote("12/03/2024", "DATE", "regex", 0.2f);
    vote("12/03/2024", "ID", "crf", 0.9f);
    Object[] regexFirst = {
      ConsensusAnnotator.PARAM_POLICY,
      "priority",
      ConsensusAnnotator.PARAM_PRIORITIES,
      new String[] {"*=regex,crf"}
    };
    assertThat(resolve(regexFirst)).containsExactly("12/03/2024 DATE [regex]");
  }

  @Test
  void priorityTiesBetweenTopSourcesOfTwoCategoriesGoToTheMoreConfident() throws Exception {
    text("le 12/03/2024");
    vote("12/03/2024", "DATE", "regex", 0.2f);
    vote("12/03/2024", "ID", "crf", 0.9f);
    Object[] eachTopInItsCategory = {
      ConsensusAnnotator.PARAM_POLICY,
      "priority",
      ConsensusAnnotator.PARAM_PRIORITIES,
      new String[] {"*=crf,regex", "DATE=regex,crf"}
    };
    assertThat(resolve(eachTopInItsCategory)).containsExactly("12/03/2024 ID [crf]");
  }

  @Test
  void resolvedPhiKeepsTheDetailsAndAConfidenceOfItsSupporters() throws Exception {
    text("Paciente: Ernesto Rivera.");
    vote("Ernesto Rivera", "NAME", "lexicon", 0.5f);
    vote("Ernesto Rivera", "NAME", "regex", 0.5f);
    JCasUtil.select(jcas, PhiCandidate.class).stream()
        .filter(c -> c.getSource().equals("regex"))
        .forEach(c -> c.setRole("PATIENT"));
    resolve();
    Phi phi = JCasUtil.selectSingle(jcas, Phi.class);
    assertThat(phi.getRole()).isEqualTo("PATIENT");
    assertThat(phi.getConfidence()).isEqualTo(0.75f); // noisy-or of 0.5 and 0.5
  }

  @Test
  void aStrongPatternsLabelForTheSameWordsOutranksTheCrfsAWeakOneOrAnotherSpanDoesNot()
      throws Exception {
    text("Madre: Leire Olano, 36 años. Padre: Ousmane Diallo, 39 años.");
    vote("36 años", "AGE", "crf", 0.99f);
    vote("36 años", "AGE", "regex", 0.96f);
    vote("39 años", "AGE", "crf", 0.99f);
    vote("39 años", "AGE", "regex", 0.9f);
    for (PhiCandidate c : JCasUtil.select(jcas, PhiCandidate.class)) {
      c.setLabel(
          c.getSource().equals("crf") ? "EDAD_SUJETO_ASISTENCIA" : "FAMILIARES_SUJETO_ASISTENCIA");
    }
    resolve();
    assertThat(
            JCasUtil.select(jcas, Phi.class).stream()
                .map(p -> p.getLabel() + " " + p.getCategory()))
        .containsExactly("FAMILIARES_SUJETO_ASISTENCIA AGE", "EDAD_SUJETO_ASISTENCIA AGE");
  }

  @Test
  void noCandidateNoPhi() throws Exception {
    text("Sin hallazgos.");
    assertThat(resolve()).isEmpty();
  }

  @Test
  void unknownSettingsFailAtOnceNamingThem() {
    assertThatThrownBy(
            () ->
                AnalysisEngineFactory.createEngine(
                    ConsensusAnnotator.class, ConsensusAnnotator.PARAM_POLICY, "majority"))
        .isInstanceOf(ResourceInitializationException.class)
        .hasStackTraceContaining("majority");
    assertThatThrownBy(
            () ->
                AnalysisEngineFactory.createEngine(
                    ConsensusAnnotator.class,
                    ConsensusAnnotator.PARAM_CONTEXTUAL_CATEGORIES,
                    new String[] {"PERSON"}))
        .hasStackTraceContaining("PERSON");
  }

  @Test
  void aPlaceCutInPiecesIsWrittenWholeAndLosesTheArticleOfWhatFollows() throws Exception {
    text(
        "Elle est transférée au centre du cancer de Dakar, puis au CHU/JRB Antananarivo. Il vient"
            + " du CHU YO d’où il est transféré. Originaire de Kasserine, sans antécédents. Aide à"
            + " l'EHPAD Les Balcons de\nl'Ile Barbe.");
    vote("centre du", "LOCATION", "crf", 0.6f);
    vote("cancer de Dakar", "LOCATION", "crf", 0.7f);
    vote("CHU/", "LOCATION", "crf", 0.6f);
    vote("JRB Antananarivo", "LOCATION", "crf", 0.7f);
    vote("CHU YO d’", "LOCATION", "crf", 0.7f);
    vote("de", "LOCATION", "crf", 0.6f);
    vote("Kasserine", "LOCATION", "crf", 0.8f);
    vote("EHPAD Les Balcons de", "LOCATION", "crf", 0.8f);
    assertThat(resolve())
        .containsExactly(
            "centre du cancer de Dakar LOCATION [crf]",
            "CHU/JRB Antananarivo LOCATION [crf]",
            "CHU YO LOCATION [crf]",
            "Kasserine LOCATION [crf]",
            "EHPAD Les Balcons de LOCATION [crf]");
  }

  @Test
  void aFacilityEndsAtItsLastCapitalisedWordBeforeProse() throws Exception {
    text(
        "El Hospital Clínic ha incorporado sus datos. Remitido desde el Instituto Atlántico por"
            + " arritmia. Revisión en el Hospital Universitario La paz. Ingresa en el hospital de día y"
            + " luego en el Hospital 12 de Octubre.");
    vote("Hospital Clínic ha", "LOCATION", "crf", 0.8f);
    vote("Instituto Atlántico por arritmia", "LOCATION", "crf", 0.8f);
    vote("Hospital Universitario La paz", "LOCATION", "crf", 0.8f);
    vote("hospital de día", "LOCATION", "crf", 0.8f);
    vote("Hospital 12 de Octubre", "LOCATION", "crf", 0.8f);
    assertThat(resolve())
        .containsExactly(
            "Hospital Clínic LOCATION [crf]",
            "Instituto Atlántico LOCATION [crf]",
            "Hospital Universitario La paz LOCATION [crf]",
            "hospital de día LOCATION [crf]",
            "Hospital 12 de Octubre LOCATION [crf]");
  }

  @Test
  void aFrenchFacilityEndsBeforeTheConjunctionOfTheSentence() throws Exception {
    text(
        "Elle a consulté à l'Hôpital Principal alors qu'elle était enceinte, puis à la Clinique"
            + " Sainte Anne quand la fièvre est revenue, puis à l'Hôpital Mère Enfant Lyon Sud.");
    vote("Hôpital Principal alors qu'", "LOCATION", "crf", 0.8f);
    vote("Clinique Sainte Anne quand la", "LOCATION", "crf", 0.8f);
    vote("Hôpital Mère Enfant Lyon Sud", "LOCATION", "crf", 0.8f);
    assertThat(resolve())
        .containsExactly(
            "Hôpital Principal LOCATION [crf]",
            "Clinique Sainte Anne LOCATION [crf]",
            "Hôpital Mère Enfant Lyon Sud LOCATION [crf]");
  }

  @Test
  void placesApartByMoreThanBlanksOrNotOpenedByAPrepositionStayApart() throws Exception {
    text(
        "Vue à Lyon, France puis à l'institut Joliot Curie de Dakar. Suivie à l'Hôpital Saint"
            + " Louis Paris, puis au Centre Léon\nBérard.");
    vote("Lyon", "LOCATION", "crf", 0.8f);
    vote("France", "LOCATION", "crf", 0.8f);
    vote("institut Joliot", "LOCATION", "crf", 0.6f);
    vote("Curie de Dakar", "LOCATION", "crf", 0.7f);
    vote("Hôpital Saint Louis", "LOCATION", "crf", 0.8f);
    vote("Paris", "LOCATION", "crf", 0.8f);
    vote("Centre Léon", "LOCATION", "crf", 0.8f);
    vote("Bérard", "LOCATION", "crf", 0.8f);
    // Places that no preposition or slash joins, or on two lines, stay apart.
    assertThat(resolve())
        .containsExactly(
            "Lyon LOCATION [crf]",
            "France LOCATION [crf]",
            "institut Joliot LOCATION [crf]",
            "Curie de Dakar LOCATION [crf]",
            "Hôpital Saint Louis LOCATION [crf]",
            "Paris LOCATION [crf]",
            "Centre Léon LOCATION [crf]",
            "Bérard LOCATION [crf]");
  }

  @Test
  void aFacilitysHeadAloneOpensTheNameRightAfterIt() throws Exception {
    text(
        "Reçue aux cliniques universitaires de Lubumbashi en date du 11 mai. Vue à l'hôpital,"
            + " Lyon, puis au centre\nBérard.");
    vote("cliniques", "LOCATION", "crf", 0.6f);
    vote("universitaires de Lubumbashi", "LOCATION", "crf", 0.7f);
    vote("hôpital", "LOCATION", "crf", 0.6f);
    vote("Lyon", "LOCATION", "crf", 0.8f);
    vote("centre", "LOCATION", "crf", 0.6f);
    vote("Bérard", "LOCATION", "crf", 0.8f);
    // Near misses: a comma or a line break between the head and the name keeps them apart.
    assertThat(resolve())
        .containsExactly(
            "cliniques universitaires de Lubumbashi LOCATION [crf]",
            "hôpital LOCATION [crf]",
            "Lyon LOCATION [crf]",
            "centre LOCATION [crf]",
            "Bérard LOCATION [crf]");
  }
}
