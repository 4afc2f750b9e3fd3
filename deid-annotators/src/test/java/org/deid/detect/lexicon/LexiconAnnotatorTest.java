package org.deid.detect.lexicon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.segment.ClinicalSegmenter;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LexiconAnnotatorTest {

  @TempDir Path dir;

  private static List<String> detect(String text, String language) throws Exception {
    return detect(text, language, LexiconAnnotator.createDescription(""));
  }

  private static List<String> detect(
      String text, String language, AnalysisEngineDescription lexicon) throws Exception {
    JCas jcas = JCasFactory.createText(text, language);
    SimplePipeline.runPipeline(jcas, ClinicalSegmenter.createDescription(), lexicon);
    return JCasUtil.select(jcas, PhiCandidate.class).stream()
        .map(
            c ->
                "[%d,%d]%s/%s(%s)%s %s"
                    .formatted(
                        c.getBegin(),
                        c.getEnd(),
                        c.getCategory(),
                        c.getSubtype(),
                        c.getSource(),
                        c.getRole() == null ? "" : " " + c.getRole(),
                        c.getCoveredText()))
        .toList();
  }

  @Test
  void spanishHeaderNamesPlacesAndStreet() throws Exception {
    assertThat(
            detect(
                "Nombre:  Ernesto.\nApellidos: Rivera Bueno.\nDomicilio:  Calle Miguel Benitez 90."
                    + "\nLocalidad/ Provincia: Madrid.\nPaís: España.\n"
                    + "Médico:  Ignacio Navarro Cuéllar NºCol: 28 28 70973.",
                "es"))
        .containsExactly(
            "[9,16]NAME/FIRST_NAME(lexicon) Ernesto",
            "[29,41]NAME/LAST_NAME(lexicon) Rivera Bueno",
            "[55,78]LOCATION/STREET(lexicon) Calle Miguel Benitez 90",
            "[102,108]LOCATION/CITY(lexicon) Madrid",
            "[116,122]LOCATION/COUNTRY(lexicon) España",
            "[133,156]NAME/FULL_NAME(lexicon) STAFF Ignacio Navarro Cuéllar");
  }

  @Test
  void aPlaceWrappedAcrossALineIsFoundWhole() throws Exception {
    // Hard-wrapped prose: the break inside the town only wraps the line. A field line does not.
    assertThat(detect("Professora de secundària a Mollet\ndel Vallès; dos fills petits.", "es"))
        .contains("[27,44]LOCATION/CITY(lexicon) Mollet\ndel Vallès");
    assertThat(detect("Domicilio: Mollet\nDel Vallès: no", "es"))
        .noneMatch(hit -> hit.contains("Mollet\nDel"));
  }

  @Test
  void eponymsAreNoNames() throws Exception {
    assertThat(
            detect(
                "Intervenido de enfermedad de Dupuytren. Síndrome de Guillain-Barré. Parkinson.",
                "es"))
        .isEmpty();
    assertThat(detect("Maladie de Charcot. Signe de Babinski, maladie de Crohn.", "fr")).isEmpty();
  }

  @Test
  void hospitalNamedAfterAPersonIsOneHospital() throws Exception {
    assertThat(detect("Adressé à l'Hôpital Pasteur pour avis.", "fr"))
        .containsExactly("[12,27]LOCATION/HOSPITAL(lexicon) Hôpital Pasteur");
    assertThat(detect("Remitido al Hospital Universitario Gregorio Marañón ayer.", "es"))
        .containsExactly(
            "[12,51]LOCATION/HOSPITAL(lexicon) Hospital Universitario Gregorio Marañón");
  }

  @Test
  void aHospitalEndsBeforeTheStreetOfItsLetterhead() throws Exception {
    assertThat(detect("Hospital General de Villalba Carretera de Alpedrete km 41", "es"))
        .contains("[0,28]LOCATION/HOSPITAL(lexicon) Hospital General de Villalba")
        .noneMatch(hit -> hit.contains("Villalba Carretera"));
    assertThat(detect("Complejo Hospitalario La Mancha-Centro Avenida de la Constitución", "es"))
        .anyMatch(hit -> hit.endsWith("HOSPITAL(lexicon) Complejo Hospitalario La Mancha-Centro"));
    // Near miss: a street type right after the head is the facility's own name.
    assertThat(detect("Ingresada en el Hospital Plaza de la Salud ayer.", "es"))
        .anyMatch(hit -> hit.endsWith("HOSPITAL(lexicon) Hospital Plaza de la Salud"));
  }

  @Test
  void commonWordsInLowerCaseAreNoNames() throws Exception {
    assertThat(detect("Elle a les joues rose et la pierre est dure.", "fr")).isEmpty();
    assertThat(detect("Lesión de color rosa en abril.", "es")).isEmpty();
  }

  @Test
  void capitalisedCommonFirstNameWithASurnameIsAName() throws Exception {
    assertThat(detect("Acude con su hija Rosa Pérez Aguado.", "es"))
        .containsExactly("[18,35]NAME/FULL_NAME(lexicon) Rosa Pérez Aguado");
  }

  @Test
  void allCapsSurnameWithFirstNameAfterATitle() throws Exception {
    assertThat(detect("Vu par M. DUPONT Pierre hier.", "fr"))
        .containsExactly("[10,23]NAME/FULL_NAME(lexicon) DUPONT Pierre");
  }

  @Test
  void lonelyAllCapsAcronymIsNoName() throws Exception {
    assertThat(detect("Dolor con una EVA de 5 sobre 10.", "es")).isEmpty();
  }

  @Test
  void compoundAndParticleNamesMergeIntoOne() throws Exception {
    assertThat(detect("Adressé par le Dr Jean-Marie de La Fontaine ce jour.", "fr"))
        .containsExactly("[18,43]NAME/FULL_NAME(lexicon) STAFF Jean-Marie de La Fontaine");
  }

  @Test
  void titleMakesAnUnknownSurnameAName() throws Exception {
    assertThat(detect("Valorada por la Dra. Marrupe González.", "es"))
        .containsExactly("[21,37]NAME/LAST_NAME(lexicon) STAFF Marrupe González");
  }

  @Test
  void aFieldLabelEndsAName() throws Exception {
    assertThat(detect("Opérateur : Dr  DELAGE      Aide : Dr  FAUCHER", "fr"))
        .containsExactly(
            "[16,22]NAME/LAST_NAME(lexicon) STAFF DELAGE",
            "[39,46]NAME/LAST_NAME(lexicon) STAFF FAUCHER");
  }

  @Test
  void theSexValueMIsNoCourtesyTitle() throws Exception {
    assertThat(detect("Sexe : M. Poids 82 kg. Vu avec M. Poids ce matin.", "fr"))
        .containsExactly("[34,39]NAME/LAST_NAME(lexicon) Poids");
  }

  @Test
  void citiesCompoundCitiesAndCountries() throws Exception {
    assertThat(detect("Rose Martin habite Saint-Étienne, en France.", "fr"))
        .containsExactly(
            "[0,11]NAME/FULL_NAME(lexicon) Rose Martin",
            "[19,32]LOCATION/CITY(lexicon) Saint-Étienne",
            "[37,43]LOCATION/COUNTRY(lexicon) France");
    assertThat(detect("Natural de Santiago de Compostela, vive en Ciudad Real.", "es"))
        .containsExactly(
            "[11,33]LOCATION/CITY(lexicon) Santiago de Compostela",
            "[43,54]LOCATION/CITY(lexicon) Ciudad Real");
  }

  @Test
  void aPlaceCueEndingTheLineBeforeStillCues() throws Exception {
    assertThat(placesWithConfidence("Trabaja de camarera en\nGuadalajara desde 2019."))
        .containsExactly("Guadalajara@0.85");
    // "Lima" and "Motril" are also common words: at a line's start they would be left out.
    assertThat(placesWithConfidence("Dos hijos menores en\nLima, al cuidado de la abuela."))
        .containsExactly("Lima@0.70");
    assertThat(placesWithConfidence("Su esposa llama desde\nMotril cada tarde."))
        .containsExactly("Motril@0.70");
    // Near misses: a blank line between (a new paragraph), a capitalised word ending the line.
    assertThat(placesWithConfidence("Dos hijos menores en\n\nLima, al cuidado.")).isEmpty();
    assertThat(placesWithConfidence("Informe de alta En\nLima, al cuidado.")).isEmpty();
  }

  @Test
  void aProvinceAfterItsTownAndAPeriod() throws Exception {
    // "Burgos" is also a word (burgo): opening a sentence it is left out, but after a town and a
    // period on the address's line it is the town's province.
    assertThat(placesWithConfidence("C/ Orón, s/n - 09200 Miranda de Ebro. Burgos Tel.: 947 34"))
        .containsExactly("C/ Orón@0.75", "Miranda de Ebro@0.70", "Burgos@0.55");
    // Near misses: a period after an ordinary word, a line break after the town.
    assertThat(placesWithConfidence("Refiere dolor. Burgos es su ciudad.")).isEmpty();
    assertThat(placesWithConfidence("09200 Miranda de Ebro.\nBurgos es su ciudad."))
        .containsExactly("Miranda de Ebro@0.70");
  }

  @Test
  void aGradeIsNoTown() throws Exception {
    // "Grado" is a town of Asturias and a word: before a Roman numeral it is a grade.
    assertThat(placesWithConfidence("Angor inestable (Grado III, B1), lesión de tronco."))
        .isEmpty();
    // Near miss: the town without a numeral after it.
    assertThat(placesWithConfidence("Angor inestable (Grado, Asturias), lesión de tronco."))
        .contains("Grado@0.55");
  }

  @Test
  void townsTypedInLowerCaseAfterAPreposition() throws Exception {
    assertThat(detect("elle travaille chez Lactalis a cholet en horaires décalés", "fr"))
        .contains("[31,37]LOCATION/CITY(lexicon) cholet");
    assertThat(placesWithConfidence("está con la abuela materna en laguna de duero."))
        .containsExactly("laguna de duero@0.85");
    // Ordinary words, a Galician "á" (at), a town's name in lower case without a preposition.
    assertThat(detect("ils passent a tours de rôle ; vu en consultation", "fr"))
        .noneMatch(c -> c.contains("LOCATION"));
    assertThat(placesWithConfidence("Ecocardio á beira da cama: FEVI 30 %")).isEmpty();
    assertThat(placesWithConfidence("la familia de simancas llama")).isEmpty();
  }

  private static List<String> placesWithConfidence(String text) throws Exception {
    JCas jcas = JCasFactory.createText(text, "es");
    SimplePipeline.runPipeline(
        jcas, ClinicalSegmenter.createDescription(), LexiconAnnotator.createDescription(""));
    return JCasUtil.select(jcas, PhiCandidate.class).stream()
        .filter(c -> "LOCATION".equals(c.getCategory()))
        .map(c -> "%s@%.2f".formatted(c.getCoveredText(), c.getConfidence()))
        .toList();
  }

  @Test
  void scannedCitiesAndNamesWithDigitsForLetters() throws Exception {
    assertThat(detect("Localidad:  T0ledo  (Santa María de Benquerencia).", "es"))
        .contains("[12,18]LOCATION/CITY(lexicon) T0ledo");
    assertThat(detect("Vu par le Dr Cora1ie Martin.", "fr"))
        .containsExactly("[13,27]NAME/FULL_NAME(lexicon) STAFF Cora1ie Martin");
  }

  @Test
  void labCodesWithDigitsAreNoScannedWords() throws Exception {
    assertThat(detect("HbA1c 7 %, IgG1 normales, cT1N0M0.", "es")).isEmpty();
  }

  @Test
  void fiveDigitsAfterAStreetAreItsPostcodeNotItsNumber() throws Exception {
    assertThat(detect("Dirección: Avenida de la Constitución 13600 Alcázar de San Juan", "es"))
        .contains("[11,37]LOCATION/STREET(lexicon) Avenida de la Constitución");
    // Near miss: the street's own number stays in it.
    assertThat(detect("Dirección: Avenida de la Constitución 136, Alcázar de San Juan", "es"))
        .contains("[11,41]LOCATION/STREET(lexicon) Avenida de la Constitución 136");
  }

  @Test
  void frenchStreetWithItsNumberFirst() throws Exception {
    assertThat(detect("Domicile : 12 rue de la Paix, Lyon.", "fr"))
        .containsExactly(
            "[11,28]LOCATION/STREET(lexicon) 12 rue de la Paix",
            "[30,34]LOCATION/CITY(lexicon) Lyon");
  }

  @Test
  void gazetteerFoldsCaseAndAccents() {
    Gazetteer es = Gazetteer.forLanguage("es");
    assertThat(es.flags("CUÉLLAR") & Gazetteer.SURNAME).isNotZero();
    assertThat(es.flags("jose antonio") & Gazetteer.FIRST_NAME).isNotZero();
    assertThat(es.flags("Abril") & Gazetteer.COMMON_WORD).isNotZero();
    assertThat(es.flags("Parkinson") & Gazetteer.EPONYM).isNotZero();
    assertThat(es.flags("zzzz")).isZero();
    assertThat(Gazetteer.forLanguage("fr")).isSameAs(Gazetteer.forLanguage("FR"));
  }

  @Test
  void unknownLanguageFailsAtInitialisationWithItsName() {
    assertThatThrownBy(
            () ->
                AnalysisEngineFactory.createEngine(
                    LexiconAnnotator.class, LexiconAnnotator.PARAM_LANGUAGE, "de"))
        .isInstanceOf(ResourceInitializationException.class)
        .hasStackTraceContaining("'de'");
  }

  @Test
  void confidenceOutOfRangeFailsNamingTheSetting() {
    assertThatThrownBy(
            () ->
                AnalysisEngineFactory.createEngine(
                    LexiconAnnotator.class, LexiconAnnotator.PARAM_MIN_CONFIDENCE, 1.5f))
        .isInstanceOf(ResourceInitializationException.class)
        .hasStackTraceContaining(LexiconAnnotator.PARAM_MIN_CONFIDENCE);
  }

  @Test
  void spanishTownsAbroadWhereEponymsAreLeftOut() throws Exception {
    List<String> found =
        detect(
            "Nacido en Sicuani (Cusco). El padre fue pescador en Martil. Tratado en Tübingen.\n"
                + "Tiroiditis de Hashimoto. Escala de Lawton 1, Norton 10. Estadio IIB de Ann Arbor.",
            "es");
    // Towns of patients' countries of origin from 15,000 people, elsewhere from 50,000 (GeoNames);
    // eponyms, scores and stagings are no town even where GeoNames has one of that name.
    assertThat(found)
        .anyMatch(c -> c.endsWith("LOCATION/CITY(lexicon) Sicuani"))
        .anyMatch(c -> c.endsWith("LOCATION/CITY(lexicon) Martil"))
        .anyMatch(c -> c.endsWith("LOCATION/CITY(lexicon) Tübingen"))
        .noneMatch(c -> c.matches(".*(Hashimoto|Lawton|Norton|Ann Arbor)$"));
  }

  @Test
  void aHospitalsOwnStaffListPassedByParameterNamesItsStaff() throws Exception {
    String text = "Visto por Zorbaquintana en consulta.\n";
    assertThat(detect(text, "es")).isEmpty();

    // The hospital's surnames: the bundled list and its staff, in a folder of its own.
    Path lists = Files.createDirectories(dir.resolve("hospital-lists"));
    try (InputStream bundled =
        getClass().getResourceAsStream("/org/deid/detect/lexicon/es/surnames.txt")) {
      Files.write(lists.resolve("surnames.txt"), bundled.readAllBytes());
    }
    Files.writeString(
        lists.resolve("surnames.txt"), "\nZorbaquintana\n", StandardOpenOption.APPEND);
    AnalysisEngineDescription withStaff =
        AnalysisEngineFactory.createEngineDescription(
            LexiconAnnotator.class,
            LexiconAnnotator.PARAM_LANGUAGE,
            "es",
            LexiconAnnotator.PARAM_LEXICON_LOCATION,
            lists.toString());
    assertThat(detect(text, "es", withStaff))
        .containsExactly("[10,23]NAME/LAST_NAME(lexicon) Zorbaquintana");
    // The bundled lists the folder does not replace still count; other engines keep the bundled.
    assertThat(detect("País: España.", "es", withStaff))
        .containsExactly("[6,12]LOCATION/COUNTRY(lexicon) España");
    assertThat(detect(text, "es")).isEmpty();
  }

  @Test
  void aLexiconLocationThatIsNoFolderFailsAtOnceNamingTheParameter() {
    assertThatThrownBy(
            () ->
                AnalysisEngineFactory.createEngine(
                    LexiconAnnotator.class,
                    LexiconAnnotator.PARAM_LEXICON_LOCATION,
                    dir.resolve("missing").toString()))
        .isInstanceOf(ResourceInitializationException.class)
        .hasStackTraceContaining("lexiconLocation " + dir.resolve("missing") + " is not a folder");
  }
}
