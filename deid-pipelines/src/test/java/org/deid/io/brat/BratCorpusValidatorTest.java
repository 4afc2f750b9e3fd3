package org.deid.io.brat;

import static org.assertj.core.api.Assertions.assertThat;

import org.deid.scheme.LabelScheme;
import org.junit.jupiter.api.Test;

class BratCorpusValidatorTest {

  private static final LabelScheme SCHEME = LabelScheme.load("deid-fr");
  private static final String TEXT = "Mme Diallo, Lyon";

  @Test
  void aSoundDocumentHasNoProblem() {
    String ann = "T1\tNOM_PATIENT 4 10\tDiallo\nT2\tVILLE 12 16\tLyon\n";
    assertThat(BratCorpusValidator.validate("a.ann", ann, TEXT, SCHEME)).isEmpty();
  }

  @Test
  void reportsLabelsOutsideTheSchemeAndOverlapsWithoutText() {
    String ann = "T1\tNOM 4 10\tDiallo\nT2\tVILLE 12 16\tLyon\nT3\tLIEU 8 16\tlo, Lyon\n";
    assertThat(BratCorpusValidator.validate("a.ann", ann, TEXT, SCHEME))
        .containsExactly(
            "a.ann: T1: label NOM is not in scheme deid-fr",
            "a.ann: T1 and T3 overlap",
            "a.ann: T3 and T2 overlap");
  }

  @Test
  void reportsOffsetsOutOfRangeAndTextThatDiffers() {
    assertThat(BratCorpusValidator.validate("a.ann", "T1\tVILLE 12 17\tLyon\n", TEXT, SCHEME))
        .containsExactly("a.ann:1: T1: offset 17 out of range (the text has 16 characters)");
    assertThat(BratCorpusValidator.validate("a.ann", "T1\tVILLE 11 15\tLyon\n", TEXT, SCHEME))
        .containsExactly(
            "a.ann:1: T1: the annotation's text differs from the text at offsets 11 15");
  }
}
