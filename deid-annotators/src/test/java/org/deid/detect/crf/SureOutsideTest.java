package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
import org.apache.ctakes.typesystem.type.textspan.Sentence;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.deid.detect.lexicon.LexiconAnnotator;
import org.deid.detect.regex.RegexAnnotator;
import org.deid.segment.ClinicalSegmenter;
import org.junit.jupiter.api.Test;

/**
 * The detector's shortcut for a sentence surely outside PHI ({@link
 * CrfSuiteClassifier#decodeChunks}): a sentence of plain clinical prose takes it (by the bound on
 * the partition function as by the forward pass) and is tagged all {@code O}, as the full decoding
 * (Viterbi, marginals, recall bias) tags it; a sentence with a name does not take it and gets the
 * full decoding's tagging and marginals.
 */
class SureOutsideTest {

  private static final double THRESHOLD = 0.85;

  @Test
  void plainProseTakesTheShortcutAndANameDoesNot() throws Exception {
    String text =
        "El paciente refiere dolor abdominal desde hace tres semanas.\n"
            + "Nombre: Rosa María Fernández Gil.\n";
    CrfSuiteClassifier classifier =
        (CrfSuiteClassifier) CrfModelFactory.load(CrfAnnotator.SPANISH_MODEL);
    Set<String> sources =
        Set.copyOf(
            CrfModelFactory.settings(CrfAnnotator.SPANISH_MODEL).orElseThrow().candidateSources());
    JCas jcas = JCasFactory.createText(text, "es");
    SimplePipeline.runPipeline(
        jcas,
        ClinicalSegmenter.createDescription(),
        RegexAnnotator.createDescription("es"),
        LexiconAnnotator.createDescription("es"));
    PhiTokenFeatures features = new PhiTokenFeatures(jcas, sources);
    List<Sentence> sentences = jcas.select(Sentence.class).toList();
    assertThat(sentences).hasSize(2);

    CrfLattice prose = lattice(classifier, features, jcas, sentences.get(0));
    int outside = classifier.model().labelId("O");
    assertThat(prose.constantPathBoundAtLeast(outside, THRESHOLD)).isTrue();
    assertThat(prose.constantPathForwardAtLeast(outside, THRESHOLD)).isTrue();
    CrfSuiteClassifier.Tagging shortcut = classifier.decodeChunks(prose, THRESHOLD, i -> true);
    CrfSuiteClassifier.Tagging full = classifier.decode(prose, THRESHOLD);
    assertThat(full.outcomes()).hasSize(10).containsOnly("O");
    assertThat(shortcut.outcomes()).isEqualTo(full.outcomes());
    assertThat(Arrays.stream(full.marginals()).min().orElseThrow())
        .isGreaterThanOrEqualTo(THRESHOLD);

    CrfLattice name = lattice(classifier, features, jcas, sentences.get(1));
    assertThat(name.constantPathBoundAtLeast(outside, THRESHOLD)).isFalse();
    assertThat(name.constantPathForwardAtLeast(outside, THRESHOLD)).isFalse();
    CrfSuiteClassifier.Tagging decoded = classifier.decodeChunks(name, THRESHOLD, i -> true);
    CrfLattice again = lattice(classifier, features, jcas, sentences.get(1));
    CrfSuiteClassifier.Tagging reference = classifier.decode(again, THRESHOLD);
    assertThat(decoded.outcomes())
        .containsExactly(
            "O",
            "O",
            "B-NOMBRE_SUJETO_ASISTENCIA",
            "I-NOMBRE_SUJETO_ASISTENCIA",
            "I-NOMBRE_SUJETO_ASISTENCIA",
            "I-NOMBRE_SUJETO_ASISTENCIA",
            "O")
        .isEqualTo(reference.outcomes());
    assertThat(decoded.marginals()).isEqualTo(reference.marginals());
  }

  private static CrfLattice lattice(
      CrfSuiteClassifier classifier, PhiTokenFeatures features, JCas jcas, Sentence sentence) {
    List<BaseToken> tokens =
        jcas.select(BaseToken.class).coveredBy(sentence).toList().stream()
            .filter(t -> !(t instanceof NewlineToken))
            .toList();
    CrfLattice lattice = new CrfLattice(classifier.model(), tokens.size());
    features.extract(tokens, new CrfAttributeSink(classifier.model(), lattice));
    return lattice;
  }
}
