package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Objects;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.deid.detect.lexicon.LexiconAnnotator;
import org.deid.detect.regex.RegexAnnotator;
import org.deid.segment.ClinicalSegmenter;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.Test;

/**
 * The French model shipped in the jar loads and tags a fictitious letter, after the rule detectors
 * whose candidates it reads as features (recorded in the model): names with their role, dates,
 * identifiers, phones and places in the deid-fr scheme (first and last names apart), and nothing in
 * the clinical sentence.
 */
class FrenchModelTest {

  @Test
  void tagsTheIdentifiersOfAFictitiousLetterAndLeavesTheClinicalSentenceAlone() throws Exception {
    String text =
        "Compte rendu d'hospitalisation\n"
            + "Patient : M. Laurent Girard, né le 14/02/1957\n"
            + "IPP : 80123456\n"
            + "Adresse : 12 rue des Tilleuls, 69003 Lyon\n"
            + "Tél. : 04 65 71 22 18\n\n"
            + "Le patient a été hospitalisé du 02/03/2024 au 09/03/2024 pour une pneumopathie"
            + " traitée par amoxicilline.\n\n"
            + "Dr Claire Mercier\n";
    JCas jcas = JCasFactory.createText(text, "fr");
    SimplePipeline.runPipeline(
        jcas,
        ClinicalSegmenter.createDescription(),
        RegexAnnotator.createDescription("fr"),
        LexiconAnnotator.createDescription("fr"),
        CrfAnnotator.createDescription(CrfAnnotator.FRENCH_MODEL));
    List<String> found =
        jcas.select(PhiCandidate.class).filter(c -> c.getSource().equals("crf")).toList().stream()
            .map(
                c ->
                    "%s/%s %s"
                        .formatted(
                            c.getCategory(), Objects.toString(c.getRole(), ""), c.getCoveredText()))
            .toList();
    assertThat(found)
        .containsExactly(
            "NAME/PATIENT Laurent",
            "NAME/PATIENT Girard",
            "DATE/ 14/02/1957",
            "ID/ 80123456",
            "LOCATION/ 12 rue des Tilleuls",
            "LOCATION/ 69003",
            "LOCATION/ Lyon",
            "CONTACT/ 04 65 71 22 18",
            "DATE/ 02/03/2024",
            "DATE/ 09/03/2024",
            "NAME/STAFF Claire",
            "NAME/STAFF Mercier");
  }
}
