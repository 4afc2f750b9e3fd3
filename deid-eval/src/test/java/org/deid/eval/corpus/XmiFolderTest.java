package org.deid.eval.corpus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.uima.UIMAFramework;
import org.apache.uima.cas.CAS;
import org.apache.uima.cas.Feature;
import org.apache.uima.cas.Type;
import org.apache.uima.cas.text.AnnotationFS;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.factory.TypeSystemDescriptionFactory;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.metadata.TypeDescription;
import org.apache.uima.resource.metadata.TypeSystemDescription;
import org.apache.uima.util.CasCreationUtils;
import org.deid.eval.PhiSpan;
import org.deid.type.Phi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class XmiFolderTest {

  private static final SpanLabels LABELS = SpanLabels.load("meddocan", LabelLevel.LABEL);

  @TempDir Path folder;

  @Test
  void readsGoldFromTheGoldView() throws Exception {
    TinyCas.writeXmi(TinyCas.create(), folder.resolve("sub"), "d1");
    List<GoldDocument> gold = XmiFolder.readGold(folder, GoldSelection.DEFAULT, LABELS);
    assertThat(gold).extracting(GoldDocument::id).containsExactly("sub/d1");
    assertThat(gold.get(0).text()).isEqualTo(TinyCas.TEXT);
    assertThat(gold.get(0).spans())
        .containsExactly(
            new PhiSpan(0, 4, "NOMBRE_SUJETO_ASISTENCIA"), new PhiSpan(13, 19, "TERRITORIO"));
  }

  @Test
  void readsPredictionsWithCandidatesAndTheRewrittenView() throws Exception {
    TinyCas.writeXmi(TinyCas.create(), folder, "d1");
    List<SystemOutput> outputs = XmiFolder.readPredictions(folder, LABELS);
    assertThat(outputs).hasSize(1);
    SystemOutput output = outputs.get(0);
    assertThat(output.resolved())
        .containsExactly(
            new PhiSpan(0, 4, "NOMBRE_SUJETO_ASISTENCIA"),
            new PhiSpan(21, 30, "CORREO_ELECTRONICO"));
    assertThat(output.candidatesBySource().keySet()).containsExactly("lexicon", "regex");
    assertThat(output.edits()).hasSize(2);
  }

  @Test
  void readsGoldOfAnotherToolsTypeWithItsTypeSystemFile() throws Exception {
    TypeSystemDescription foreign =
        UIMAFramework.getResourceSpecifierFactory().createTypeSystemDescription();
    TypeDescription type =
        foreign.addType("org.example.GoldPhi", "gold of another tool", CAS.TYPE_NAME_ANNOTATION);
    type.addFeature("kind", "scheme label", CAS.TYPE_NAME_STRING);
    try (OutputStream out = Files.newOutputStream(folder.resolve(XmiFolder.TYPE_SYSTEM_FILE))) {
      foreign.toXML(out);
    }
    JCas jcas =
        JCasFactory.createJCas(
            CasCreationUtils.mergeTypeSystems(
                List.of(TypeSystemDescriptionFactory.createTypeSystemDescription(), foreign)));
    jcas.setDocumentText(TinyCas.TEXT);
    JCas annotations = jcas.createView("annotations");
    annotations.setDocumentText(TinyCas.TEXT);
    Type goldType = annotations.getTypeSystem().getType("org.example.GoldPhi");
    Feature kind = goldType.getFeatureByBaseName("kind");
    AnnotationFS madrid = annotations.getCas().createAnnotation(goldType, 13, 19);
    madrid.setStringValue(kind, "TERRITORIO");
    annotations.getCas().addFsToIndexes(madrid);
    TinyCas.writeXmi(jcas, folder, "d1");

    List<GoldDocument> gold =
        XmiFolder.readGold(
            folder,
            new GoldSelection("annotations", "org.example.GoldPhi", "kind"),
            SpanLabels.load("meddocan", LabelLevel.CATEGORY));
    assertThat(gold.get(0).spans()).containsExactly(new PhiSpan(13, 19, "LOCATION"));
  }

  @Test
  void aMissingGoldViewIsNamedWithTheDocument() throws Exception {
    TinyCas.writeXmi(TinyCas.create(), folder, "d1");
    assertThatThrownBy(
            () ->
                XmiFolder.readGold(
                    folder, new GoldSelection("reference", "org.deid.type.Phi", "label"), LABELS))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Document d1: no view named 'reference'");
  }

  @Test
  void aRewrittenViewThatDoesNotMatchItsReplacementsIsRefused() throws Exception {
    JCas jcas = TinyCas.create();
    JCas deid = jcas.getView("deid");
    Phi wrong = new Phi(deid, 7, 11); // "vive" in the rewritten text, said to replace "en"
    wrong.setOriginalBegin(10);
    wrong.setOriginalEnd(12);
    wrong.addToIndexes();
    TinyCas.writeXmi(jcas, folder, "d1");
    assertThatThrownBy(() -> XmiFolder.readPredictions(folder, LABELS))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Document d1")
        .hasMessageContaining("does not follow from its Phi replacements");
  }
}
