package org.deid.substitute;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.deid.type.Phi;
import org.junit.jupiter.api.Test;

class SubstitutionAnnotatorTest {

  private static void phi(JCas jcas, int begin, int end, String category) {
    Phi phi = new Phi(jcas, begin, end);
    phi.setCategory(category);
    phi.addToIndexes();
  }

  @Test
  void tagsReplacePhiInANewViewThatMapsBackToTheOriginal() throws Exception {
    String text = "Mme Martin, née le 12/03/1956, tél. 06 12 34 56 78.";
    JCas jcas = JCasFactory.createText(text, "fr");
    phi(jcas, 4, 10, "NAME");
    phi(jcas, 19, 29, "DATE");
    phi(jcas, 36, 50, "CONTACT");
    SimplePipeline.runPipeline(
        jcas, SubstitutionAnnotator.createDescription(SubstitutionAnnotator.PARAM_STRATEGY, "tag"));

    JCas deid = jcas.getView("deid");
    assertThat(deid.getDocumentText()).isEqualTo("Mme [NAME], née le [DATE], tél. [CONTACT].");
    assertThat(jcas.getDocumentText()).isEqualTo(text);
    List<String> mapped =
        JCasUtil.select(deid, Phi.class).stream()
            .map(
                p ->
                    p.getCoveredText()
                        + "<-"
                        + text.substring(p.getOriginalBegin(), p.getOriginalEnd()))
            .toList();
    assertThat(mapped)
        .containsExactly("[NAME]<-Martin", "[DATE]<-12/03/1956", "[CONTACT]<-06 12 34 56 78");
  }

  @Test
  void textWithoutPhiIsCopiedUnchanged() throws Exception {
    JCas jcas = JCasFactory.createText("Pas de PHI ici.", "fr");
    SimplePipeline.runPipeline(jcas, SubstitutionAnnotator.createDescription());
    assertThat(jcas.getView("deid").getDocumentText()).isEqualTo("Pas de PHI ici.");
  }
}
