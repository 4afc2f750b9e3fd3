package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.deid.detect.lexicon.LexiconAnnotator;
import org.deid.detect.regex.RegexAnnotator;
import org.deid.segment.ClinicalSegmenter;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.Test;

/**
 * The Spanish model shipped in the jar loads and tags a MEDDOCAN-style header, after the rule
 * detectors whose candidates it reads as features (recorded in the model).
 */
class SpanishModelTest {

  @Test
  void tagsTheFieldsOfAFictitiousHeader() throws Exception {
    String text =
        "Datos del paciente.\n"
            + "Nombre:  Rosa María Fernández Gil.\n"
            + "NHC: 4839201.\n"
            + "Fecha de ingreso: 12/03/2016.\n"
            + "Médico: Dr. Luis Ortega Sanz.\n";
    List<String> found =
        crfCandidates(text).stream()
            .map(c -> "%s/%s %s".formatted(c.getLabel(), c.getCategory(), c.getCoveredText()))
            .toList();
    assertThat(found)
        .containsExactly(
            "NOMBRE_SUJETO_ASISTENCIA/NAME Rosa María Fernández Gil",
            "ID_SUJETO_ASISTENCIA/ID 4839201",
            "FECHAS/DATE 12/03/2016",
            "NOMBRE_PERSONAL_SANITARIO/NAME Luis Ortega Sanz");
  }

  @Test
  void aTitleStaysInsideAPlaceButNeverStartsAName() throws Exception {
    String text =
        "Hospital Universitario Nuestra Señora de Candelaria\n"
            + "Ingresa desde urgencias. Domicilio: C/ Dr. Esquerdo, 46, 28007 Madrid.\n"
            + "Médico: Dr. Luis Ortega Sanz.\n";
    List<String> found =
        crfCandidates(text).stream().map(c -> c.getCategory() + " " + c.getCoveredText()).toList();
    assertThat(found)
        .contains(
            "LOCATION Hospital Universitario Nuestra Señora de Candelaria",
            "LOCATION C/ Dr. Esquerdo, 46",
            "NAME Luis Ortega Sanz");
    assertThat(found).noneMatch(c -> c.startsWith("NAME Dr"));
  }

  /** The CRF's candidates on a text, after the detectors whose candidates it reads. */
  private static List<PhiCandidate> crfCandidates(String text) throws Exception {
    JCas jcas = JCasFactory.createText(text, "es");
    SimplePipeline.runPipeline(
        jcas,
        ClinicalSegmenter.createDescription(),
        RegexAnnotator.createDescription("es"),
        LexiconAnnotator.createDescription("es"),
        CrfAnnotator.createDescription(CrfAnnotator.SPANISH_MODEL));
    return jcas.select(PhiCandidate.class).filter(c -> c.getSource().equals("crf")).toList();
  }
}
