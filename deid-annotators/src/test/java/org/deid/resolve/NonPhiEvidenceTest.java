package org.deid.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;

class NonPhiEvidenceTest {

  private static final NonPhiEvidence FR = new NonPhiEvidence("fr");
  private static final NonPhiEvidence ES = new NonPhiEvidence("es");
  private static final Set<String> CRF = Set.of("crf");
  private static final Set<String> CRF_AND_TRIGGER = Set.of("crf", "regex");

  @Test
  void namesOfOrdinaryWordsDrugsAndGermsAreRefutedUnlessATriggerBacksThem() {
    assertThat(FR.refutes("NAME", "Toutefois", CRF)).isTrue();
    assertThat(FR.refutes("NAME", "Clopidogrel", CRF)).isTrue();
    assertThat(FR.refutes("NAME", "Imurel®", CRF)).isTrue();
    assertThat(FR.refutes("NAME", "Klebsiella", CRF)).isTrue();
    assertThat(ES.refutes("NAME", "PARA ASISTENCIA SANITARIA PRIVADA", CRF)).isTrue();
    assertThat(FR.refutes("NAME", "Toutefois", CRF_AND_TRIGGER)).isFalse();
  }

  @Test
  void aPronounOrDeterminerOpeningASentenceIsNoFirstNameAFirstNameBesideItStands() {
    // "Elle a été traitée par corticoïdes", "Toutes ces constatations ont permis...".
    assertThat(FR.refutes("NAME", "Elle", CRF)).isTrue();
    assertThat(FR.refutes("NAME", "Toutes", CRF)).isTrue();
    assertThat(ES.refutes("NAME", "Ella", CRF)).isTrue();
    assertThat(FR.refutes("NAME", "Elle Martin", CRF)).isFalse();
    assertThat(FR.refutes("NAME", "Ella", CRF)).isFalse();
  }

  @Test
  void namesOfTheGazetteersInitialsAndKinshipWordsStand() {
    assertThat(FR.refutes("NAME", "Rose", CRF)).isFalse();
    assertThat(FR.refutes("NAME", "Martin", CRF)).isFalse();
    assertThat(FR.refutes("NAME", "DUPONT Jean", CRF)).isFalse();
    assertThat(FR.refutes("NAME", "A.", CRF)).isFalse();
    assertThat(ES.refutes("NAME", "Isabella", CRF)).isFalse();
    // MEDDOCAN's relatives: a scheme's PHI, kept as written by the substitution.
    assertThat(ES.refutes("NAME", "familia", CRF)).isFalse();
  }

  @Test
  void placesThatAreUnitsNumbersOrLowerCasePhrasesAreRefutedNamedFacilitiesStand() {
    assertThat(FR.refutes("LOCATION", "Gy", CRF)).isTrue();
    assertThat(FR.refutes("LOCATION", "60", CRF)).isTrue();
    assertThat(FR.refutes("LOCATION", "Amoxicilline", CRF)).isTrue();
    assertThat(FR.refutes("LOCATION", "hôpital de district", CRF)).isTrue();
    assertThat(ES.refutes("LOCATION", "RESTO DE LA MEDICACION SIN CAMBIOS", CRF)).isTrue();
    assertThat(FR.refutes("LOCATION", "Hôpital Ténon", CRF)).isFalse();
    assertThat(FR.refutes("LOCATION", "CENTRE HOSPITALIER DE LA CÔTE BASQUE", CRF)).isFalse();
    assertThat(FR.refutes("LOCATION", "75013", CRF)).isFalse();
    assertThat(FR.refutes("LOCATION", "Lyon", CRF)).isFalse();
  }

  private static final Set<String> LEXICON = Set.of("lexicon");

  private static boolean eponym(String text, String name, Set<String> sources) {
    int begin = text.indexOf(name);
    return NonPhiEvidence.isEponym(text, begin, begin + name.length(), sources);
  }

  @Test
  void aLoneLexiconNameAfterAnAnatomicalSurgicalOrStagingHeadIsAnEponym() {
    assertThat(eponym("par une large incision de Mc Burney a été faite", "Mc Burney", LEXICON))
        .isTrue();
    assertThat(
            eponym(
                "l'aqueduc de Sylvius entrainant en amont une hydrocéphalie", "Sylvius", LEXICON))
        .isTrue();
    assertThat(
            eponym("tumeur intra-ligamentaire stade II de Gross. Notre attitude", "Gross", LEXICON))
        .isTrue();
    assertThat(
            eponym(
                "les tests non paramétriques de Mann-Whitney et de Kruskal-Wallis ont été appliqués",
                "Wallis",
                LEXICON))
        .isTrue();
    assertThat(eponym("la cotation de Postel et Merle d’Aubigné", "Postel", LEXICON)).isTrue();
  }

  @Test
  void aPersonAfterAnOrdinaryNounOrASecondDeOrWithSupportIsNoEponym() {
    assertThat(eponym("La fille de Martin est venue le voir.", "Martin", LEXICON)).isFalse();
    assertThat(eponym("Le test de grossesse de Julie est négatif.", "Julie", LEXICON)).isFalse();
    // The wider heads hold whoever claims the name, but a trigger keeps it.
    assertThat(eponym("l'aqueduc de Sylvius entrainant", "Sylvius", Set.of("crf", "lexicon")))
        .isTrue();
    assertThat(eponym("par une incision de Burney", "Burney", CRF_AND_TRIGGER)).isFalse();
  }

  private static boolean productShape(String text, String name) {
    int begin = text.indexOf(name);
    return NonPhiEvidence.hasProductShape(text, begin, begin + name.length());
  }

  @Test
  void namesShapedLikeProductsTestsOrCodesAreNoPersons() {
    assertThat(productShape("gammapathie monoclonale de type IgA lambda", "IgA")).isTrue();
    assertThat(productShape("PCR en temps réel (GeneXpert®) sur le pus", "GeneXpert")).isTrue();
    assertThat(productShape("immunomarquage (ventana BenchMark Ultra) négatif", "Mark")).isTrue();
    assertThat(productShape("Une Bili-IRM a été demandée", "Bili-IRM")).isTrue();
  }

  private static boolean productShapeInContext(String text, String name) {
    int begin = text.indexOf(name);
    return NonPhiEvidence.hasProductShapeInContext(text, begin, begin + name.length());
  }

  @Test
  void aPieceOfAWordCutAtACapitalOrADigitIsAProductATitleGluedByOcrOrAHyphenKeepsTheName() {
    assertThat(productShapeInContext("La microscopie et GeneXpert étaient négatives", "Gene"))
        .isTrue();
    assertThat(productShapeInContext("La microscopie et GeneXpert étaient négatives", "Xpert"))
        .isTrue();
    assertThat(productShapeInContext("le poids à 16 kg (-3DS), la taille", "DS")).isTrue();
    assertThat(productShapeInContext("une Bili-IRM montrait", "Bili-IRM")).isTrue();
    // A title glued to the name by OCR, or the initial of a compound first name, keeps it.
    assertThat(productShapeInContext("Patiente MmeDupont vue ce jour", "Dupont")).isFalse();
    assertThat(productShapeInContext("IDE de coordination C-M. GASTRIN", "C-")).isFalse();
    assertThat(productShapeInContext("Vu par Jean-Marc ce jour", "Marc")).isFalse();
  }

  private static boolean germ(String text, String name) {
    int begin = text.indexOf(name);
    return NonPhiEvidence.isAbbreviatedGerm(text, begin, begin + name.length());
  }

  @Test
  void theInitialAndTheSpeciesOfAGermAreNoPersonAnInitialBeforeAWordIsOne() {
    String culture = "infection vaginale polymicrobienne à E. coli, Streptocoque et Klebsiella.";
    assertThat(germ(culture, "E.")).isTrue();
    assertThat(germ(culture, "coli")).isTrue();
    assertThat(germ("H. influenzae aux aminopenicillines et N.meningitidis", "N.")).isTrue();
    assertThat(germ("positive, Mycobacterium tuberculosis détectée", "Mycobacterium")).isTrue();
    // A patient named by initials, or a capitalised surname after an initial, is a person.
    assertThat(germ("Premier cas Mme T. est âgée de 29 ans", "T.")).isFalse();
    assertThat(germ("Vu par M. Coli ce jour", "Coli")).isFalse();
  }

  private static boolean acronym(String text, String name) {
    return FR.holdsAcronymOfAThing(text, name);
  }

  @Test
  void aWordInCapitalsThatTheTextWritesAfterAnArticleIsAnAcronym() {
    String report = "en time-domain (T-D OCT) est estimée à 174 um. Par contre, l'OCT montre";
    assertThat(acronym(report, "OCT")).isTrue();
    assertThat(acronym(report, "T-D OCT")).isTrue();
    assertThat(acronym("Bilan : la TSH, la T4 et le fer sérique. TSH normale", "TSH")).isTrue();
    // Initials or a surname in capitals take no article; "de la" opens a surname.
    assertThat(acronym("Cas 1: MF, 22 ans, G1P0. MF a consulté", "MF")).isFalse();
    assertThat(acronym("Mme DE LA FUENTE, vue avec M. de la FUENTE", "FUENTE")).isFalse();
  }

  private static boolean maker(String text, String name) {
    int begin = text.indexOf(name);
    return FR.isMakerInBrackets(text, begin, begin + name.length())
        || NonPhiEvidence.precedesMakerSuffix(text, begin + name.length())
        || NonPhiEvidence.beforeTradeMark(text, begin + name.length());
  }

  @Test
  void aMakerAfterItsProductIsNoPersonANameInBracketsWithACityIsOne() {
    assertThat(maker("immunoessai (Cobas e411, Roche®) ont conclu", "Roche")).isTrue();
    assertThat(maker("une aiguille de 24G, 25 mm (Vygon, France). L'anesthésique", "Vygon"))
        .isTrue();
    assertThat(maker("sur XN-1000 (Sysmex Corporation, Kobe, Japon). La CRP", "Kobe")).isTrue();
    assertThat(maker("un fil (Stericat Gutstrings(P) Ltd), ce qui", "Stericat")).isTrue();
    // A relative with a town, or a name before a plain word, is a person.
    assertThat(maker("Appel de sa fille (Nadia Roche, Lyon) ce matin", "Nadia")).isFalse();
    assertThat(maker("Revue avec Mme Roche Diane ce jour", "Roche")).isFalse();
  }

  private static boolean brand(String text, String name) {
    int begin = text.indexOf(name);
    return FR.isBrandOfDrug(text, begin, begin + name.length());
  }

  @Test
  void aBrandInBracketsBesideItsDrugIsNoPersonANameInBracketsAfterAWordIsOne() {
    assertThat(brand("chimiothérapie à base de capécitabine (Xeloda) à la dose", "Xeloda"))
        .isTrue();
    assertThat(brand("traitée par Glivec (imatinib) 400 mg", "Glivec")).isTrue();
    assertThat(brand("Relais par le médecin traitant (Dupont) demain", "Dupont")).isFalse();
    assertThat(brand("Vue avec sa fille Nadia (infirmière) ce jour", "Nadia")).isFalse();
  }

  @Test
  void aNameBeforeALetteredClassNumberOrOpeningANamedScaleIsNoPerson() {
    String fracture = "luxation de la tête radiale (Masada IIb). Le raccourcissement";
    int masada = fracture.indexOf("Masada");
    int iib = fracture.indexOf("IIb");
    assertThat(NonPhiEvidence.isOrPrecedesClassNumber(fracture, masada, masada + 6)).isTrue();
    assertThat(NonPhiEvidence.isOrPrecedesClassNumber(fracture, iib, iib + 3)).isTrue();
    String sedation = "facilement réveillable (Richmond Agitation Sedation Scale à -2)";
    int richmond = sedation.indexOf("Richmond");
    assertThat(NonPhiEvidence.opensNamedInstrument(sedation, richmond + 8)).isTrue();
    // A surname, or a name before a word of the note, stands.
    String note = "Vu par Marc Ivanov et Rose Martin Test de grossesse négatif";
    assertThat(NonPhiEvidence.isOrPrecedesClassNumber(note, 7, 11)).isFalse();
    assertThat(NonPhiEvidence.opensNamedInstrument(note, note.indexOf(" Martin"))).isFalse();
  }

  @Test
  void aNameGluedToALowerCasePrefixOrToAShortTokenBySlashIsATestOrAUnit() {
    assertThat(productShape("anti-HMB45, anti-Mélan A et anti-desmine", "Mélan")).isTrue();
    assertThat(productShape("le Kit Vironostika (HIV Ag Ag/Ab, Lot A61LY)", "Ab")).isTrue();
    assertThat(productShape("hyper éosinophilie à 210 El/Ul. Aucune autre", "El")).isTrue();
    // A double-barrelled first name, or a slash between two full names, keeps the person.
    assertThat(productShape("Vu par Jean-Marc ce jour", "Marc")).isFalse();
    assertThat(productShape("Internes : Dupont/Martin", "Martin")).isFalse();
  }

  @Test
  void theAuthorsOfAGradeOrAStageAreEponymsWhateverSourceClaimsThem() {
    Set<String> crfAndLexicon = Set.of("crf", "lexicon");
    String report = "carcinome canalaire infiltrant grade II de Scarff Bloom Richardson. Il n'a";
    assertThat(eponym(report, "Richardson", crfAndLexicon)).isTrue();
    assertThat(eponym("un grade de Fuhrman élevé", "Fuhrman", CRF)).isTrue();
    // A name after a plain noun, or after a grade named with a trigger, stands.
    assertThat(eponym("la fille de Scarff Richardson est venue", "Richardson", CRF)).isFalse();
    assertThat(eponym(report, "Richardson", CRF_AND_TRIGGER)).isFalse();
  }

  @Test
  void aDiseaseNamedByOrganAndSuffixMakesTheNameAfterItAnEponym() {
    assertThat(
            eponym(
                "le diagnostic d'encéphalopathie de Gayet-Wernicke était évoqué",
                "Gayet-Wernicke",
                Set.of("crf", "lexicon")))
        .isTrue();
    assertThat(eponym("une thyroïdite de Hashimoto connue", "Hashimoto", CRF)).isTrue();
    assertThat(eponym("Sarcoma: sarcome de Kaposi cutané", "Kaposi", CRF)).isTrue();
    // An ordinary noun with such an ending, or a trigger, keeps the person.
    assertThat(eponym("lors de la visite de Martin hier", "Martin", CRF)).isFalse();
    assertThat(eponym("la conduite de Karim à tenir", "Karim", CRF)).isFalse();
    assertThat(eponym("une thyroïdite de Hashimoto", "Hashimoto", CRF_AND_TRIGGER)).isFalse();
  }

  @Test
  void aHyphenatedEponymALoneCountryOrAPunctuationMarkIsNoPerson() {
    assertThat(FR.refutes("NAME", "Gayet-Wernicke", CRF)).isTrue();
    assertThat(FR.refutes("NAME", "France", CRF)).isTrue();
    assertThat(FR.refutes("NAME", ".", CRF)).isTrue();
    assertThat(FR.refutes("NAME", "Dupont-Martin", CRF)).isFalse();
    assertThat(FR.refutes("NAME", "France Dupont", CRF)).isFalse();
    assertThat(FR.refutes("NAME", "Gayet-Wernicke", CRF_AND_TRIGGER)).isFalse();
  }

  @Test
  void aRegnalNumberAfterANameMakesItAKingsNameAnInitialDoesNot() {
    String hospital = "hôpital militaire d'instruction Mohammed V (HMIM-V) de Rabat";
    int end = hospital.indexOf("Mohammed") + "Mohammed".length();
    assertThat(NonPhiEvidence.beforeRegnalNumber(hospital, end)).isTrue();
    String chu = "au CHU Hassan II de Fès";
    assertThat(NonPhiEvidence.beforeRegnalNumber(chu, chu.indexOf(" II"))).isTrue();
    String initial = "Karim V. a été revu";
    assertThat(NonPhiEvidence.beforeRegnalNumber(initial, initial.indexOf(" V."))).isFalse();
    String surname = "Karim VIDAL a été revu";
    assertThat(NonPhiEvidence.beforeRegnalNumber(surname, surname.indexOf(" VIDAL"))).isFalse();
  }

  @Test
  void surnamesWithAnInnerCapitalOrAHyphenStand() {
    assertThat(productShape("Revu par McDonald en consultation", "McDonald")).isFalse();
    assertThat(productShape("Patient adressé par LeBlanc Paul", "LeBlanc")).isFalse();
    assertThat(productShape("Mme Dupont-Martin, 45 ans", "Dupont-Martin")).isFalse();
    assertThat(productShape("Equipe : DUPONT-MARTIN, GARNIER", "DUPONT-MARTIN")).isFalse();
    assertThat(productShape("Jean-Pierre a appelé", "Jean-Pierre")).isFalse();
  }

  @Test
  void anOrdinaryWordThatTheNoteAlsoWritesInLowerCaseIsNoPerson() {
    String report =
        "Le diagnostic de vascularite a été retenu. Elle a été traitée par corticoïdes, elle va"
            + " bien.";
    assertThat(FR.isOrdinaryWordWrittenInLowerCase(report, "Elle")).isTrue();
  }

  @Test
  void aSurnameAFirstNameOrACapitalisedWordNeverWrittenInLowerCaseStands() {
    // "Petit" is a surname: a petit nodule elsewhere does not make Petit an ordinary word.
    String note = "Revu par Petit ce jour : petit nodule stable. Appeler Sarra.";
    assertThat(FR.isOrdinaryWordWrittenInLowerCase(note, "Petit")).isFalse();
    assertThat(FR.isOrdinaryWordWrittenInLowerCase(note, "Sarra")).isFalse();
    assertThat(FR.isOrdinaryWordWrittenInLowerCase("Elle a été revue.", "Elle")).isFalse();
  }

  private static boolean inProse(String text, String name) {
    int begin = text.indexOf(name);
    return NonPhiEvidence.sitsInProse(text, begin, begin + name.length());
  }

  @Test
  void aNameInsideASentenceOfLowerCaseProseIsAWordOfMedicine() {
    assertThat(inProse("le développement d'un réseau Moya formé de fines anastomoses", "Moya"))
        .isTrue();
    assertThat(inProse("de haut risque selon Fletcher, exprimant les CD34", "Fletcher")).isTrue();
    assertThat(
            inProse("a révélé la présence de Candida Albicans. Le diagnostic", "Candida Albicans"))
        .isTrue();
    assertThat(
            inProse("facilement réveillable (Richmond Agitation Sedation Scale à -2)", "Richmond"))
        .isFalse(); // a capitalised word follows: the run is judged whole
  }

  @Test
  void aNameAfterARelativeParAvecChezALineStartOrInCapitalsIsNoProse() {
    assertThat(inProse("Appeler sa fille Nadia au numéro indiqué", "Nadia")).isFalse();
    assertThat(inProse("Elle vit avec la fille de Roux, à domicile", "Roux")).isFalse();
    assertThat(inProse("patiente adressée par Fletcher pour bilan", "Fletcher")).isFalse();
    assertThat(inProse("hébergée chez Karim depuis mars", "Karim")).isFalse();
    assertThat(inProse("Compte rendu\nFletcher a été revu ce jour", "Fletcher")).isFalse();
    assertThat(inProse("Équipe de garde : interne DURAND, externe", "DURAND")).isFalse();
    assertThat(inProse("hôpital militaire d'instruction Mohammed V de Rabat", "Mohammed"))
        .isFalse();
  }

  @Test
  void civilAndObstetricStatusesAreNoProfession() {
    assertThat(FR.refutes("PROFESSION", "primipare", CRF)).isTrue();
    assertThat(FR.refutes("PROFESSION", "grande multipare", CRF)).isTrue();
    assertThat(FR.refutes("PROFESSION", "infirmière", CRF)).isFalse();
  }

  @Test
  void anAcronymAfterAnArticleIsFoundAsTheWholeDocumentRegexFindsIt() {
    java.util.Random random = new java.util.Random(13);
    String[] pieces = {
      "l'", "L’", "la ", "de la ", "les ", "une ", "aux ", "OCT", "OCTA", "a", " ", "é"
    };
    for (int trial = 0; trial < 20_000; trial++) {
      StringBuilder text = new StringBuilder();
      for (int i = random.nextInt(6); i > 0; i--) {
        text.append(pieces[random.nextInt(pieces.length)]);
      }
      String document = text.toString();
      boolean expected =
          java.util.regex.Pattern.compile(NonPhiEvidence.ARTICLE + "OCT" + "(?![\\p{L}\\p{N}])")
              .matcher(document)
              .find();
      assertThat(NonPhiEvidence.writesAfterArticle(document, "OCT"))
          .as(document)
          .isEqualTo(expected);
    }
  }

  @Test
  void onlyTextEndingAsDeDuDesDelOrAnElisionMayCarryAnEponymHead() {
    assertThat(NonPhiEvidence.mayEndWithDe("maladie de ", 11)).isTrue();
    assertThat(NonPhiEvidence.mayEndWithDe("maladie d'", 10)).isTrue();
    assertThat(NonPhiEvidence.mayEndWithDe("Stade IIIb DEL\n", 15)).isTrue();
    assertThat(NonPhiEvidence.mayEndWithDe("vue par ", 8)).isFalse();
    assertThat(NonPhiEvidence.mayEndWithDe("Dr. ", 4)).isFalse();
    assertThat(NonPhiEvidence.mayEndWithDe("  ", 2)).isFalse();
  }

  @Test
  void aPlaceKeyEndsWithItsColonSpacesAfterItAllowed() {
    assertThat(NonPhiEvidence.followsPlaceKey("Ciudad:  Madrid", 9)).isTrue();
    assertThat(NonPhiEvidence.followsPlaceKey("x\nVille : Lyon", 10)).isTrue();
    assertThat(NonPhiEvidence.followsPlaceKey("Ville Lyon", 6)).isFalse();
    assertThat(NonPhiEvidence.followsPlaceKey("Nota:\n  Lyon", 8)).isFalse();
  }
}
