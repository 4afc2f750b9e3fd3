package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarInputStream;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
import org.apache.ctakes.typesystem.type.textspan.Sentence;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.cleartk.ml.Feature;
import org.cleartk.ml.encoder.features.NameNumber;
import org.junit.jupiter.api.Test;
import third_party.org.chokkan.crfsuite.Attribute;
import third_party.org.chokkan.crfsuite.Item;
import third_party.org.chokkan.crfsuite.ItemSequence;
import third_party.org.chokkan.crfsuite.StringList;
import third_party.org.chokkan.crfsuite.Tagger;

/**
 * The Java tagger ({@link CrfSuiteModel} + {@link CrfLattice}) gives the labels and marginals of
 * CRFsuite itself (through JNI) on the same attributes: every sentence of the Spanish example notes
 * and the committed es-dev test notes, tagged with the shipped Spanish model. Set the system
 * property {@code deid.crf.compare} to a folder of {@code .txt} notes (e.g. MEDDOCAN dev) to
 * compare on it instead; the test prints the counts.
 */
class JavaTaggerMatchesCrfSuiteTest {

  private static final double TOLERANCE = 1e-6;

  @Test
  void labelsAndMarginalsEqualCrfSuite() throws Exception {
    CrfSuiteClassifier classifier =
        (CrfSuiteClassifier) CrfModelFactory.load(CrfAnnotator.SPANISH_MODEL);
    CrfSuiteModel model = classifier.model();
    Set<String> sources =
        Set.copyOf(
            CrfModelFactory.settings(CrfAnnotator.SPANISH_MODEL).orElseThrow().candidateSources());
    Tagger tagger = openCrfSuite();
    AnalysisEngine engine = CrfTestNotes.segmenterAndRules("es");
    int sentences = 0;
    int tokens = 0;
    int attributes = 0;
    double largestDifference = 0;
    for (Path note : notes()) {
      JCas jcas = JCasFactory.createText(Files.readString(note, StandardCharsets.UTF_8), "es");
      engine.process(jcas);
      PhiTokenFeatures extractor = new PhiTokenFeatures(jcas, sources);
      for (Sentence sentence : jcas.select(Sentence.class)) {
        List<BaseToken> sentenceTokens =
            jcas.select(BaseToken.class).coveredBy(sentence).toList().stream()
                .filter(t -> !(t instanceof NewlineToken))
                .toList();
        if (sentenceTokens.isEmpty()) {
          continue;
        }
        List<List<Feature>> features = extractor.extract(sentenceTokens);
        // The tagging path: features straight to attribute ids, no ClearTK encoder and no name.
        CrfLattice lattice = new CrfLattice(model, sentenceTokens.size());
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
        // The names the encoder would write, built one by one, and their ids in the model.
        AttributeNameSink names = new AttributeNameSink(model);
        extractor.extract(sentenceTokens, names);
        for (int t = 0; t < features.size(); t++) {
          List<String> encoded = new ArrayList<>();
          for (NameNumber feature : classifier.encode(features.get(t))) {
            encoded.add(feature.name + "=" + feature.number.doubleValue());
          }
          assertThat(names.attributes.get(t))
              .as("attributes of a token of %s", note.getFileName())
              .isEqualTo(encoded);
          assertThat(ids.get(t))
              .as("attribute ids of a token of %s", note.getFileName())
              .isEqualTo(names.ids.get(t));
          attributes += ids.get(t).size();
        }
        int[] path = lattice.viterbi();
        List<String> expected = crfSuiteLabels(tagger, classifier, features);
        List<String> actual = new ArrayList<>();
        for (int label : path) {
          actual.add(model.label(label));
        }
        assertThat(actual).as("labels of a sentence of %s", note.getFileName()).isEqualTo(expected);
        for (int t = 0; t < path.length; t++) {
          for (int label = 0; label < model.labelCount(); label++) {
            double difference =
                Math.abs(lattice.marginal(t, label) - tagger.marginal(model.label(label), t));
            largestDifference = Math.max(largestDifference, difference);
          }
        }
        sentences++;
        tokens += path.length;
      }
    }
    System.out.printf(
        "Java tagger vs CRFsuite: %d sentences, %d tokens, %d attributes (same names and ids),"
            + " same labels, largest marginal difference %.3g%n",
        sentences, tokens, attributes, largestDifference);
    assertThat(sentences).isGreaterThan(50);
    assertThat(largestDifference).isLessThan(TOLERANCE);
  }

  private static List<Path> notes() throws IOException {
    String folder = System.getProperty("deid.crf.compare");
    List<Path> folders =
        folder == null || folder.isBlank()
            ? List.of(Path.of("../examples/es"), Path.of("../corpus/es-dev/brat/test"))
            : List.of(Path.of(folder));
    List<Path> notes = CrfTestNotes.notes(folders.toArray(Path[]::new));
    assertThat(notes).isNotEmpty();
    return notes;
  }

  /** The labels CRFsuite's own tagger gives the same attributes. */
  private static List<String> crfSuiteLabels(
      Tagger tagger, CrfSuiteClassifier classifier, List<List<Feature>> features) throws Exception {
    ItemSequence items = new ItemSequence();
    Item item = new Item();
    Attribute attribute = new Attribute();
    for (List<Feature> token : features) {
      item.clear();
      for (NameNumber feature : classifier.encode(token)) {
        attribute.setAttr(feature.name);
        attribute.setValue(feature.number.doubleValue());
        item.add(attribute);
      }
      items.add(item);
    }
    tagger.set(items);
    StringList labels = tagger.viterbi();
    List<String> result = new ArrayList<>();
    for (int i = 0; i < labels.size(); i++) {
      result.add(labels.get(i));
    }
    labels.delete();
    return result;
  }

  private static Tagger openCrfSuite() throws IOException {
    CrfSuiteLibrary.load();
    Path file = Files.createTempFile("deid-crf-test-", ".crfsuite");
    file.toFile().deleteOnExit();
    try (InputStream raw =
            CrfAnnotator.class.getResourceAsStream("/org/deid/detect/crf/es/model.jar");
        JarInputStream jar = new JarInputStream(raw)) {
      for (JarEntry entry = jar.getNextJarEntry(); entry != null; entry = jar.getNextJarEntry()) {
        if (entry.getName().equals(CrfSuiteClassifierBuilder.MODEL_NAME)) {
          Files.write(file, jar.readAllBytes());
        }
      }
    }
    Tagger tagger = new Tagger();
    assertThat(tagger.open(file.toString())).isTrue();
    return tagger;
  }
}
