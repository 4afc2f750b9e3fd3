package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
import org.apache.ctakes.typesystem.type.textspan.Sentence;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The tagger's lattice, with its reordered loops, pruned Viterbi, dense weight rows and reused
 * buffers, filled through {@link CrfAttributeSink} (value rows, cached look-ups), gives exactly
 * (bit for bit) the attribute ids of the names the encoder writes ({@link AttributeNameSink}) and
 * the path and the marginals of the plain loops ({@link ReferenceLattice}) on every sentence of the
 * example and committed test notes, with the shipped Spanish and French models. One lattice serves
 * all the sentences of a language, so stale buffers would show; a second lattice, filled as the
 * annotator fills it (one sink for all notes, reusing the state scores of words met before: {@link
 * CrfWordStates}), gives the same path and marginals. A sentence the lattice finds surely outside
 * PHI ({@link CrfLattice#constantPathAtLeast}) has the reference's best path all {@code O} and
 * every marginal of {@code O} at least the threshold. Set the system property {@code
 * deid.crf.lattice.es} (or {@code .fr}) to a folder of notes (e.g. MEDDOCAN dev) to check that
 * language on it instead; the test prints the counts.
 */
class LatticeEqualsReferenceTest {

  @ParameterizedTest
  @CsvSource({
    "es, classpath:org/deid/detect/crf/es/model.jar, ../examples/es, ../corpus/es-dev/brat/test",
    "fr, classpath:org/deid/detect/crf/fr/model.jar, ../examples/fr, ../corpus/fr-dev/brat/test"
  })
  void sameAsThePlainLoops(String language, String modelLocation, String examples, String test)
      throws Exception {
    CrfSuiteClassifier classifier = (CrfSuiteClassifier) CrfModelFactory.load(modelLocation);
    CrfSuiteModel model = classifier.model();
    Set<String> sources =
        Set.copyOf(CrfModelFactory.settings(modelLocation).orElseThrow().candidateSources());
    AnalysisEngine engine = CrfTestNotes.segmenterAndRules(language);
    CrfLattice lattice = new CrfLattice(model);
    // As the annotator fills it: one sink and one word cache for all the notes, the words' state
    // scores reused.
    CrfLattice reused = new CrfLattice(model);
    CrfAttributeSink reusing = new CrfAttributeSink(model, reused, true);
    TokenWords words = new TokenWords();
    int sentences = 0;
    int tokens = 0;
    int phi = 0;
    int sureSentences = 0;
    int sureTokens = 0;
    int boundedSentences = 0;
    int boundedTokens = 0;
    int outside = model.labelId("O");
    String folder = System.getProperty("deid.crf.lattice." + language);
    List<Path> notes =
        folder == null || folder.isBlank()
            ? CrfTestNotes.notes(Path.of(examples), Path.of(test))
            : CrfTestNotes.notes(Path.of(folder));
    for (Path note : notes) {
      JCas jcas = JCasFactory.createText(Files.readString(note, StandardCharsets.UTF_8), language);
      engine.process(jcas);
      PhiTokenFeatures extractor = new PhiTokenFeatures(jcas, sources);
      PhiTokenFeatures annotatorExtractor = new PhiTokenFeatures(jcas, sources, words);
      for (Sentence sentence : jcas.select(Sentence.class)) {
        List<BaseToken> sentenceTokens =
            jcas.select(BaseToken.class).coveredBy(sentence).toList().stream()
                .filter(t -> !(t instanceof NewlineToken))
                .toList();
        // The annotator's sentences come from the features' table of the document's tokens.
        List<BaseToken> fromTable =
            annotatorExtractor.tokensCoveredBy(sentence.getBegin(), sentence.getEnd());
        assertThat(fromTable).as("tokens of a sentence of %s", note).hasSize(sentenceTokens.size());
        for (int t = 0; t < fromTable.size(); t++) {
          assertThat(fromTable.get(t)).isSameAs(sentenceTokens.get(t));
        }
        if (sentenceTokens.isEmpty()) {
          continue;
        }
        ReferenceLattice reference = new ReferenceLattice(model, sentenceTokens.size());
        lattice.reset(sentenceTokens.size());
        List<List<String>> ids = new ArrayList<>();
        extractor.extract(
            sentenceTokens,
            new CrfAttributeSink(model, lattice) {
              @Override
              void accept(int attribute, double value) {
                super.accept(attribute, value);
                if (ids.size() <= position()) {
                  ids.add(new ArrayList<>());
                }
                ids.get(position()).add(attribute + "=" + value);
              }
            });
        reused.reset(sentenceTokens.size());
        annotatorExtractor.extract(sentenceTokens, reusing);
        // The reference's attributes come from the names the encoder writes, looked up one by one.
        AttributeNameSink names = new AttributeNameSink(model);
        extractor.extract(sentenceTokens, names);
        assertThat(ids).as("attribute ids of a sentence of %s", note).isEqualTo(names.ids);
        for (int t = 0; t < names.ids.size(); t++) {
          for (String attribute : names.ids.get(t)) {
            int equals = attribute.indexOf('=');
            reference.addAttribute(
                t,
                Integer.parseInt(attribute.substring(0, equals)),
                Double.parseDouble(attribute.substring(equals + 1)));
          }
        }
        // The forward pass of the sure-outside test is the one the marginals then reuse.
        boolean bounded = lattice.constantPathBoundAtLeast(outside, THRESHOLD);
        boolean sure = lattice.constantPathForwardAtLeast(outside, THRESHOLD) || bounded;
        assertThat(lattice.constantPathAtLeast(outside, THRESHOLD)).isEqualTo(sure);
        int[] path = lattice.viterbi();
        int[] referencePath = reference.viterbi();
        assertThat(path).as("path of a sentence of %s", note).isEqualTo(referencePath);
        assertThat(reused.viterbi()).as("path, words reused, in %s", note).isEqualTo(path);
        for (int t = 0; t < path.length; t++) {
          for (int label = 0; label < model.labelCount(); label++) {
            assertThat(lattice.marginal(t, label))
                .as("marginal of label %d at %d in %s", label, t, note)
                .isEqualTo(reference.marginal(t, label));
            assertThat(reused.marginal(t, label))
                .as("marginal of label %d at %d in %s, words reused", label, t, note)
                .isEqualTo(reference.marginal(t, label));
          }
          if (!model.label(path[t]).equals("O")) {
            phi++;
          }
          if (sure) {
            // What the tagger's shortcut relies on: the best path is all O, and the recall bias
            // would promote nothing.
            assertThat(referencePath[t]).as("label at %d of a sure sentence", t).isEqualTo(outside);
            assertThat(reference.marginal(t, outside)).isGreaterThanOrEqualTo(THRESHOLD);
          }
        }
        sentences++;
        tokens += path.length;
        if (sure) {
          sureSentences++;
          sureTokens += path.length;
        }
        if (bounded) {
          boundedSentences++;
          boundedTokens += path.length;
        }
      }
    }
    System.out.printf(
        "%s: lattice equals the reference on %d sentences, %d tokens (%d tagged PHI);"
            + " %d sentences, %d tokens surely outside (%d, %d by the bound alone)%n",
        language,
        sentences,
        tokens,
        phi,
        sureSentences,
        sureTokens,
        boundedSentences,
        boundedTokens);
    assertThat(sentences).isGreaterThan(50);
    assertThat(phi).isGreaterThan(100);
    assertThat(sureSentences).isBetween(10, sentences - 10);
    assertThat(boundedSentences).isGreaterThan(10);
  }

  /** The tagger's default recall bias ({@link CrfAnnotator#PARAM_OUTSIDE_THRESHOLD}). */
  private static final double THRESHOLD = 0.85;
}
