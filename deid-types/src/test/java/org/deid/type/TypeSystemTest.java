package org.deid.type;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.ctakes.typesystem.type.textsem.IdentifiedAnnotation;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.junit.jupiter.api.Test;

class TypeSystemTest {

  @Test
  void candidatesAreIdentifiedAnnotationsWithTheirFeatures() throws Exception {
    JCas jcas = JCasFactory.createText("Paciente: Ernesto Rivera.", "es");
    PhiCandidate candidate = new PhiCandidate(jcas, 10, 24);
    candidate.setCategory("NAME");
    candidate.setSubtype("FULL_NAME");
    candidate.setRole("PATIENT");
    candidate.setSource("regex");
    candidate.setConfidence(0.8f);
    candidate.addToIndexes();

    IdentifiedAnnotation found = JCasUtil.selectSingle(jcas, IdentifiedAnnotation.class);
    assertThat(found).isInstanceOf(PhiCandidate.class);
    assertThat(found.getCoveredText()).isEqualTo("Ernesto Rivera");
    assertThat(((PhiCandidate) found).getSource()).isEqualTo("regex");
    assertThat(found.getConfidence()).isEqualTo(0.8f);
  }

  @Test
  void resolvedPhiIsADistinctType() throws Exception {
    JCas jcas = JCasFactory.createText("Madrid", "es");
    new PhiCandidate(jcas, 0, 6).addToIndexes();
    assertThat(JCasUtil.select(jcas, Phi.class)).isEmpty();
    assertThat(jcas.getTypeSystem().getType(Phi.class.getName())).isNotNull();
  }
}
