package org.deid.eval.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.deid.eval.PhiSpan;
import org.deid.type.Phi;
import org.junit.jupiter.api.Test;

class CasSpansTest {

  private static final SpanLabels LABELS = SpanLabels.load("meddocan", LabelLevel.CATEGORY);

  private static JCas withPhi(String text, String covered) throws Exception {
    JCas jcas = JCasFactory.createText(text, "es");
    int begin = text.indexOf(covered);
    Phi phi = new Phi(jcas, begin, begin + covered.length());
    phi.setCategory("LOCATION");
    phi.setSubtype("HOSPITAL");
    phi.addToIndexes();
    return jcas;
  }

  @Test
  void aMentionAcrossAWrappedLineIsScoredLineByLine() throws Exception {
    // The gold of the guide is two spans, one a line: the prediction is cut the same way.
    String text = "ingresa en el Hospital Universitario\n   Central de Asturias ayer";
    assertThat(
            CasSpans.phi(
                withPhi(text, "Hospital Universitario\n   Central de Asturias"), LABELS, "d"))
        .extracting(span -> text.substring(span.begin(), span.end()))
        .containsExactly("Hospital Universitario", "Central de Asturias");
  }

  @Test
  void aMentionOnOneLineIsKeptAsItIs() throws Exception {
    String text = "ingresa en el Hospital Central ayer";
    assertThat(CasSpans.phi(withPhi(text, "Hospital Central"), LABELS, "d"))
        .containsExactly(new PhiSpan(14, 30, "LOCATION"));
  }
}
