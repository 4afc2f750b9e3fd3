package org.deid.eval.corpus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.deid.eval.PhiSpan;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BratFolderTest {

  private static final String TEXT = "Paciente: Juan Pérez, 45 años.\n";

  @TempDir Path folder;

  @Test
  void readsGoldInTheSchemesLabels() {
    BratFiles.write(
        folder, "b", TEXT, "NOMBRE_SUJETO_ASISTENCIA=Juan Pérez", "EDAD_SUJETO_ASISTENCIA=45 años");
    BratFiles.write(folder, "a", "Sin datos.\n");
    List<GoldDocument> documents =
        BratFolder.read(folder, SpanLabels.load("meddocan", LabelLevel.LABEL));
    assertThat(documents).extracting(GoldDocument::id).containsExactly("a", "b");
    assertThat(documents.get(0).spans()).isEmpty();
    assertThat(documents.get(1).text()).isEqualTo(TEXT);
    assertThat(documents.get(1).spans())
        .containsExactly(
            new PhiSpan(10, 20, "NOMBRE_SUJETO_ASISTENCIA"),
            new PhiSpan(22, 29, "EDAD_SUJETO_ASISTENCIA"));
  }

  @Test
  void anAnnotationFileWithoutItsTextIsReportedNotSilentlyDropped() throws Exception {
    BratFiles.write(folder, "b", TEXT, "NOMBRE_SUJETO_ASISTENCIA=Juan Pérez");
    BratFiles.write(folder, "c", TEXT, "NOMBRE_SUJETO_ASISTENCIA=Juan Pérez");
    java.nio.file.Files.delete(folder.resolve("c.txt"));
    assertThat(BratFolder.warnAboutAnnotationsWithoutText(folder)).containsExactly("c.ann");
    assertThat(BratFolder.read(folder, SpanLabels.load("meddocan", LabelLevel.LABEL)))
        .extracting(GoldDocument::id)
        .containsExactly("b");
  }

  @Test
  void readsGoldInTaxonomyCategories() {
    BratFiles.write(
        folder, "b", TEXT, "NOMBRE_SUJETO_ASISTENCIA=Juan Pérez", "EDAD_SUJETO_ASISTENCIA=45 años");
    List<GoldDocument> documents =
        BratFolder.read(folder, SpanLabels.load("meddocan", LabelLevel.CATEGORY));
    assertThat(documents.get(0).spans())
        .containsExactly(new PhiSpan(10, 20, "NAME"), new PhiSpan(22, 29, "AGE"));
  }

  @Test
  void anUnknownLabelNamesTheDocumentAndTheLabel() {
    BratFiles.write(folder, "b", TEXT, "PATIENT_NAME=Juan Pérez");
    assertThatThrownBy(() -> BratFolder.read(folder, SpanLabels.load("meddocan", LabelLevel.LABEL)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("b.ann")
        .hasMessageContaining("PATIENT_NAME");
  }

  @Test
  void aMissingFolderIsNamed() {
    Path missing = folder.resolve("nowhere");
    assertThatThrownBy(
            () -> BratFolder.read(missing, SpanLabels.load("meddocan", LabelLevel.LABEL)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("nowhere")
        .hasMessageContaining("not a folder");
  }
}
