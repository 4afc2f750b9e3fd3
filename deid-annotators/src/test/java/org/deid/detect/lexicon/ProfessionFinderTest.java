package org.deid.detect.lexicon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

/** Occupations found by the lexicon detector: each kind of evidence with a near miss beside it. */
class ProfessionFinderTest {

  /** The PROFESSION candidates of a text, as "covered text@confidence". */
  private static List<String> professions(String text, String language) throws Exception {
    return professions(text, language, LexiconAnnotator.createDescription(""));
  }

  private static List<String> professions(
      String text, String language, AnalysisEngineDescription lexicon) throws Exception {
    JCas jcas = JCasFactory.createText(text, language);
    SimplePipeline.runPipeline(jcas, ClinicalSegmenter.createDescription(), lexicon);
    return JCasUtil.select(jcas, PhiCandidate.class).stream()
        .filter(c -> "PROFESSION".equals(c.getCategory()))
        .map(c -> c.getCoveredText() + "@" + c.getConfidence())
        .toList();
  }

  @Test
  void aProfessionLabelMakesTheValueAnOccupation() throws Exception {
    assertThat(professions("Ocupación: operaria de confecciones\nTeléfono: 310 456 789", "es"))
        .containsExactly("operaria de confecciones@0.9");
    assertThat(professions("profession;préparatrice en pharmacie\nconjoint;HADDAD Karim", "fr"))
        .containsExactly("préparatrice en pharmacie@0.9");
    // The longest entry, and "de nuit" stays inside; the workplace after it does not.
    assertThat(professions("patient.profession=aide-soignante de nuit en EHPAD", "fr"))
        .containsExactly("aide-soignante de nuit@0.9");
    assertThat(professions("Paciente, albañil de profesión, con HTA.", "es"))
        .containsExactly("albañil@0.9");
    // Near miss: an occupation of care staff in running text is the staff's role.
    assertThat(professions("L'aide apportée par l'infirmière a été précieuse.", "fr")).isEmpty();
  }

  @Test
  void aVerbOfWorkingBeforeOrAfterMakesAnOccupation() throws Exception {
    assertThat(professions("Alergia a sulfamidas. Trabajó como\ncocinera en un bar.", "es"))
        .containsExactly("cocinera@0.9");
    assertThat(professions("castelán; o pai traballa como camioneiro en Romanía.", "es"))
        .containsExactly("camioneiro@0.9");
    assertThat(professions("Antecedentes.\nContador público, trabaja en un estudio.", "es"))
        .containsExactly("Contador público@0.9");
    // Near miss: the same word with no context is weak, under the detector's threshold.
    assertThat(professions("Se habla con el cocinero del hospital sobre la dieta.", "es"))
        .isEmpty();
  }

  @Test
  void frenchLeavesNarrativeContextsToTheCrfUnlessAskedFor() throws Exception {
    String text = "Il travaille depuis dix ans comme magasinier. Patient de 45 ans, agriculteur.";
    assertThat(professions(text, "fr")).isEmpty();
    AnalysisEngineDescription all =
        AnalysisEngineFactory.createEngineDescription(
            LexiconAnnotator.class,
            LexiconAnnotator.PARAM_PROFESSION_EVIDENCE,
            new String[] {"WORK", "APPOSITION"});
    assertThat(professions(text, "fr", all)).containsExactly("magasinier@0.9", "agriculteur@0.75");
  }

  @Test
  void anUnknownKindOfEvidenceIsRefusedByName() {
    assertThatThrownBy(
            () ->
                professions(
                    "Maçon.",
                    "fr",
                    AnalysisEngineFactory.createEngineDescription(
                        LexiconAnnotator.class,
                        LexiconAnnotator.PARAM_PROFESSION_EVIDENCE,
                        new String[] {"HUNCH"})))
        .isInstanceOf(ResourceInitializationException.class)
        .hasStackTraceContaining("lexiconProfessionEvidence")
        .hasStackTraceContaining("HUNCH");
  }

  @Test
  void aFormerOrPresentStatusMakesAnOccupation() throws Exception {
    assertThat(professions("Veuf. Ancien conducteur de locomotive à la SNCF.", "fr"))
        .containsExactly("conducteur de locomotive@0.85");
    assertThat(professions("Antigua costurera en un taller de Sama.", "es"))
        .containsExactly("costurera@0.85");
    assertThat(professions("home de 67 anys, enginyer industrial jubilat, resident", "es"))
        .containsExactly("enginyer industrial@0.85");
    // Near misses: a former smoker is no occupation; "son ancien médecin" is a doctor of his.
    assertThat(professions("Bêta-carotène chez cet ancien fumeur.", "fr")).isEmpty();
    assertThat(professions("Son ancien médecin est parti à la retraite.", "fr")).isEmpty();
  }

  @Test
  void aCopulaRightBeforeMakesAnOccupation() throws Exception {
    assertThat(
            professions("su difunto marido era estibador en el puerto; el hijo es ganadero.", "es"))
        .containsExactly("estibador@0.85", "ganadero@0.85");
    assertThat(professions("Sin empleo desde que cerró su taller; antes mecánico.", "es"))
        .containsExactly("mecánico@0.85");
    assertThat(professions("Son mari était boulanger ; il est cariste en intérim.", "fr"))
        .containsExactly("boulanger@0.85", "cariste@0.85");
    // Near misses: a copula not right before the occupation.
    assertThat(professions("La opción fue valorada por el mecánico del taller.", "es"))
        .noneMatch(p -> p.endsWith("@0.85"));
    assertThat(professions("La décision est prise avec le boulanger du village.", "fr"))
        .noneMatch(p -> p.endsWith("@0.85"));
  }

  @Test
  void anOccupationInAppositionToARelative() throws Exception {
    assertThat(professions("Antigua vecina; su marido, minero, falleció en 1996.", "es"))
        .containsExactly("minero@0.85");
    assertThat(professions("aibo (Venezuela). Padre sano,\nestibador. Una hermana.", "es"))
        .containsExactly("estibador@0.85");
    assertThat(
            professions(
                "mère pharmacienne d'officine à Caluire, père ingénieur chez Michelin", "fr"))
        .containsExactly("pharmacienne d'officine@0.85", "ingénieur@0.85");
    assertThat(
            professions(
                "Famille : mère Mme BOUZIANE Samia, auxiliaire de puériculture ; beau-père M. LOPEZ.",
                "fr"))
        .containsExactly("auxiliaire de puériculture@0.85");
    assertThat(professions("Contact : DUBOIS Jérémy (conjoint, fromager à la coopérative)", "fr"))
        .containsExactly("fromager@0.85");
    // Near misses: an article breaks the apposition; a relative as a caregiver is no occupation.
    assertThat(professions("Sa fille l'a accompagnée chez le médecin.", "fr")).isEmpty();
    assertThat(professions("Vive con su madre, que ejerce de cuidadora principal.", "es"))
        .isEmpty();
  }

  @Test
  void anOccupationInAppositionToThePatientOrAnAge() throws Exception {
    assertThat(professions("toxoplasmose immunisée. Patiente aide à domicile en contact.", "fr"))
        .containsExactly("aide à domicile@0.8");
    assertThat(professions("Mujer de 31 años, camarera de pisos en un hotel.", "es"))
        .containsExactly("camarera de pisos@0.75");
    assertThat(professions("intenso. La paciente, comerciante (regenta una tienda).", "es"))
        .containsExactly("comerciante@0.75");
    assertThat(professions("Mujer de 35 años, natural de Lucena, profesora de secundaria.", "es"))
        .containsExactly("profesora de secundaria@0.75");
    assertThat(
            professions(
                "Padre: Mamadou, 39 años, nacido en Thiès (Senegal), técnico de mantenimiento en"
                    + " Metro de Madrid.",
                "es"))
        .containsExactly("técnico de mantenimiento@0.75");
    // After the previous sentence's end, a comma after a name still counts as such.
    assertThat(professions("Sin alergias. Casada con José Añez, taxista.", "es"))
        .containsExactly("taxista@0.67");
    // Near misses: years of a complaint are no age; the patient seen by a doctor on call.
    assertThat(professions("Dolor de años de evolución, mecánico puro.", "es")).isEmpty();
    assertThat(professions("Le patient a été vu par le médecin de garde.", "fr")).isEmpty();
  }

  @Test
  void anOccupationAfterACommaThatFollowsANameIsLikely() throws Exception {
    assertThat(professions("Casado con María Ángeles Pueyo, dependienta en Utebo.", "es"))
        .containsExactly("dependienta@0.67");
    assertThat(professions("Casada con José Añez,\ntaxista, del que se separó.", "es"))
        .containsExactly("taxista@0.67");
    // Near misses: a care occupation needs a stronger context; a comma after a lower-case word.
    assertThat(professions("Vista por Ana Ruiz, enfermera de la planta.", "es")).isEmpty();
    assertThat(professions("Sin cambios, mecánico puro.", "es")).isEmpty();
    // French does not trust it: staff lists there read "DUPONT Jean, aide-soignante".
    assertThat(professions("Vu avec Jean Dupont, boulanger, hier.", "fr")).isEmpty();
  }

  @Test
  void aCapitalisedOccupationOpeningASentenceOrFillingACellIsLikely() throws Exception {
    assertThat(professions("Jamais fumeuse. Couturière en atelier de retouches.", "fr"))
        .containsExactly("Couturière@0.7");
    assertThat(professions("Casada\tLicenciatura\tMaestra de primaria\tCatólica", "es"))
        .containsExactly("Maestra de primaria@0.68");
    assertThat(professions("Moniteur de ski et pisteur-secouriste l'hiver.", "fr"))
        .containsExactly("Moniteur de ski et pisteur-secouriste@0.7");
    // Near misses: a surname after a title, or inside a sentence, or an author of a reference.
    assertThat(professions("Mme Boulanger est venue avec Jean Berger.", "fr")).isEmpty();
    assertThat(professions("Décrit par Boulanger et al. en 2010.", "fr")).isEmpty();
    // Near miss: an occupation naming a field, the person's name after the colon.
    assertThat(professions("Comité.\nSecretaria tècnica: Núria Farràs, ext. 6317", "es")).isEmpty();
    assertThat(professions("remisión al centro escolar.\n\nAlumno: Ștefan Dumitrescu", "es"))
        .isEmpty();
  }

  @Test
  void catalanAndGalicianForms() throws Exception {
    assertThat(professions("Pacient de 54 anys, pagès, sense antecedents.", "es"))
        .containsExactly("pagès@0.75");
    assertThat(professions("A súa nai, labrega, acompáñaa.", "es")).containsExactly("labrega@0.85");
  }
}
