package org.deid.detect.onnx;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.deid.type.NotePhiProbability;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NotePhiClassifierAnnotatorTest {

  @TempDir Path temp;

  @Test
  void writesTheNotesProbabilityOfHoldingPhi() throws Exception {
    Path model =
        TinyModels.noteClassifier(
            temp.resolve("cls"),
            List.of("le", "patient", "va", "bien", "Dupont"),
            List.of("Dupont"));
    var engine =
        AnalysisEngineFactory.createEngine(
            NotePhiClassifierAnnotator.createDescription(model.toString()));
    JCas clean = JCasFactory.createText("le patient va bien", "fr");
    engine.process(clean);
    JCas phi = JCasFactory.createText("le patient Dupont va bien", "fr");
    engine.process(phi);
    NotePhiProbability cleanNote = clean.select(NotePhiProbability.class).single();
    NotePhiProbability phiNote = phi.select(NotePhiProbability.class).single();
    double sigmoid4 = 1 / (1 + Math.exp(-4));
    assertThat(cleanNote.getProbability())
        .isCloseTo(1 - sigmoid4, org.assertj.core.data.Offset.offset(1e-5));
    assertThat(phiNote.getProbability())
        .isCloseTo(sigmoid4, org.assertj.core.data.Offset.offset(1e-5));
    assertThat(phiNote.getBegin()).isZero();
    assertThat(phiNote.getEnd()).isEqualTo(phi.getDocumentText().length());
    assertThat(phiNote.getSource()).isEqualTo("onnx-note");
  }
}
