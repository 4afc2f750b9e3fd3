package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarInputStream;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.textspan.Sentence;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.cleartk.ml.Feature;
import org.cleartk.ml.encoder.features.NameNumber;
import org.cleartk.ml.jar.JarClassifierBuilder;
import org.deid.segment.ClinicalSegmenter;
import org.deid.type.Phi;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A CRF trained with word clusters ({@code deid train --word-clusters}) carries them in its jar,
 * records them in its settings, and tags with their features: the prefixes of the bit strings of
 * the token and of its neighbours, the same on the training path (ClearTK features) and on the
 * tagging path (attribute ids, with the words' memos and state copies).
 */
class WordClusterFeaturesTest {

  @TempDir static Path work;

  private static Path modelDir;

  private static final String[] NOTES = {
    "Paciente natural de Sevilla. Vive en Madrid con su hermano Pedro.",
    "Paciente natural de Bilbao. Vive en Valencia con su hermano Juan.",
    "Paciente natural de Murcia. Vive en Zaragoza con su hermano Luis.",
    "Acude a urgencias de Madrid con su hermano Carlos.",
  };

  private static final String[] PLACES = {
    "Sevilla", "Madrid", "Bilbao", "Valencia", "Murcia", "Zaragoza"
  };

  private static final String[] NAMES = {"Pedro", "Juan", "Luis", "Carlos"};

  @BeforeAll
  static void trainWithClusters() throws Exception {
    // Clusters from the notes themselves, in lower case: towns with towns, names with names.
    BrownClustering clustering = new BrownClustering(6, 1);
    for (String note : NOTES) {
      clustering.addSentence(Arrays.asList(note.toLowerCase().split("(?=[.])| ")));
    }
    Path clusters = work.resolve("clusters.tsv");
    try (Writer out = Files.newBufferedWriter(clusters, StandardCharsets.UTF_8)) {
      WordClusters.write(clustering.cluster(), out);
    }
    modelDir = work.resolve("model");
    AnalysisEngine engine =
        AnalysisEngineFactory.createEngine(
            AnalysisEngineFactory.createEngineDescription(
                ClinicalSegmenter.createDescription(),
                CrfAnnotator.createTrainingDescription(
                    modelDir.toFile(),
                    CrfSuiteDataWriter.class,
                    CrfAnnotator.PARAM_WORD_CLUSTERS,
                    clusters.toString(),
                    CrfAnnotator.PARAM_WORD_CLUSTER_PREFIXES,
                    new Integer[] {2, 4},
                    CrfAnnotator.PARAM_WORD_CLUSTER_WINDOW,
                    1)));
    for (int k = 0; k < 3; k++) {
      for (String note : NOTES) {
        JCas jcas = JCasFactory.createText(note, "es");
        JCas gold = jcas.createView("gold");
        gold.setDocumentText(note);
        for (String place : PLACES) {
          add(gold, note, place, "TERRITORIO");
        }
        for (String name : NAMES) {
          add(gold, note, name, "NOMBRE_SUJETO_ASISTENCIA");
        }
        engine.process(jcas);
      }
    }
    engine.collectionProcessComplete();
    engine.destroy();
    JarClassifierBuilder.trainAndPackage(modelDir.toFile(), "c2=0.01", "max_iterations=50");
  }

  private static void add(JCas gold, String note, String word, String label) {
    int begin = note.indexOf(word);
    if (begin >= 0) {
      Phi phi = new Phi(gold, begin, begin + word.length());
      phi.setLabel(label);
      phi.addToIndexes();
    }
  }

  @Test
  void theModelCarriesItsClustersAndRecordsThem() throws Exception {
    List<String> entries = new ArrayList<>();
    try (JarInputStream jar =
        new JarInputStream(Files.newInputStream(modelDir.resolve("model.jar")))) {
      for (JarEntry e = jar.getNextJarEntry(); e != null; e = jar.getNextJarEntry()) {
        entries.add(e.getName());
      }
    }
    assertThat(entries).contains(CrfModelSettings.ENTRY, CrfModelSettings.CLUSTERS_ENTRY);
    CrfModelSettings settings = CrfModelFactory.settings(modelDir.toString()).orElseThrow();
    assertThat(settings)
        .isEqualTo(
            new CrfModelSettings(
                "meddocan", List.of(), CrfModelSettings.CLUSTERS_ENTRY, List.of(2, 4), 1));
    WordClusters clusters = CrfModelFactory.wordClusters(modelDir.toString()).orElseThrow();
    // Lower-cased clusters: a capitalised token finds its lower case.
    assertThat(clusters.prefixes("Sevilla")).hasSize(2);
    // The shipped models have none.
    assertThat(CrfModelFactory.wordClusters(CrfAnnotator.SPANISH_MODEL)).isEmpty();
  }

  /** The features of the tokens of a note as "name=value", with the model's clusters or none. */
  private static List<List<String>> features(String text, WordClusters clusters) throws Exception {
    JCas jcas = JCasFactory.createText(text, "es");
    SimplePipeline.runPipeline(jcas, ClinicalSegmenter.createDescription());
    PhiTokenFeatures extractor =
        new PhiTokenFeatures(jcas, Set.of(), new TokenWords(), clusters, 1);
    List<BaseToken> tokens = extractor.tokensCoveredBy(0, text.length());
    List<List<String>> all = new ArrayList<>();
    for (List<Feature> token : extractor.extract(tokens)) {
      all.add(token.stream().map(f -> f.getName() + "=" + f.getValue()).toList());
    }
    return all;
  }

  @Test
  void theFeaturesAreThePrefixesOfTheTokensAndItsNeighboursClusters() throws Exception {
    WordClusters clusters = CrfModelFactory.wordClusters(modelDir.toString()).orElseThrow();
    String[] madrid = clusters.prefixes("madrid");
    String[] en = clusters.prefixes("en");
    // "Vive en Madrid hoy": "hoy" has no cluster.
    List<List<String>> with = features("Vive en Madrid hoy", clusters);
    assertThat(with.get(2))
        .contains("bc2=" + madrid[0], "bc4=" + madrid[1], "bc-1p2=" + en[0], "bc-1p4=" + en[1])
        .noneMatch(f -> f.startsWith("bc1p"));
    assertThat(with.get(3)).noneMatch(f -> f.startsWith("bc2=") || f.startsWith("bc4="));
    List<List<String>> without = features("Vive en Madrid hoy", null);
    assertThat(without).allSatisfy(t -> assertThat(t).noneMatch(f -> f.startsWith("bc")));
    // Without clusters, the features are the others', in the same order.
    for (int t = 0; t < with.size(); t++) {
      assertThat(with.get(t).stream().filter(f -> !f.startsWith("bc")).toList())
          .isEqualTo(without.get(t));
    }
  }

  @Test
  void theTaggingPathGivesTheTrainingPathsAttributes() throws Exception {
    CrfSuiteClassifier classifier = (CrfSuiteClassifier) CrfModelFactory.load(modelDir.toString());
    CrfSuiteModel model = classifier.model();
    WordClusters clusters = CrfModelFactory.wordClusters(modelDir.toString()).orElseThrow();
    TokenWords words = new TokenWords();
    CrfLattice fastLattice = new CrfLattice(model);
    CrfAttributeSink fast = new CrfAttributeSink(model, fastLattice, true);
    int clusterAttributes = 0;
    // Twice over: the second time the words' memos and state copies are read.
    for (int round = 0; round < 2; round++) {
      for (String note : NOTES) {
        JCas jcas = JCasFactory.createText(note + "\nHermano: Juan, de Bilbao.", "es");
        SimplePipeline.runPipeline(jcas, ClinicalSegmenter.createDescription());
        PhiTokenFeatures extractor = new PhiTokenFeatures(jcas, Set.of(), words, clusters, 1);
        for (Sentence sentence : jcas.select(Sentence.class)) {
          List<BaseToken> tokens =
              extractor.tokensCoveredBy(sentence.getBegin(), sentence.getEnd());
          if (tokens.isEmpty()) {
            continue;
          }
          List<List<Feature>> features = extractor.extract(tokens);
          AttributeNameSink names = new AttributeNameSink(model);
          extractor.extract(tokens, names);
          CrfLattice reference = new CrfLattice(model, tokens.size());
          List<List<String>> ids = new ArrayList<>();
          extractor.extract(
              tokens,
              new CrfAttributeSink(model, reference) {
                @Override
                void accept(int attribute, double value) {
                  super.accept(attribute, value);
                  while (ids.size() <= position()) {
                    ids.add(new ArrayList<>());
                  }
                  ids.get(position()).add(attribute + "=" + value);
                }
              });
          fastLattice.reset(tokens.size());
          extractor.extract(tokens, fast);
          for (int t = 0; t < tokens.size(); t++) {
            List<String> encoded = new ArrayList<>();
            for (NameNumber feature : classifier.encode(features.get(t))) {
              encoded.add(feature.name + "=" + feature.number.doubleValue());
            }
            assertThat(names.attributes.get(t)).isEqualTo(encoded);
            assertThat(ids.get(t)).isEqualTo(names.ids.get(t));
            for (int k = 0; k < encoded.size(); k++) {
              if (encoded.get(k).startsWith("bc") && !names.ids.get(t).get(k).startsWith("-1=")) {
                clusterAttributes++;
              }
            }
          }
          assertThat(fastLattice.viterbi()).isEqualTo(reference.viterbi());
          for (int t = 0; t < tokens.size(); t++) {
            for (int label = 0; label < model.labelCount(); label++) {
              assertThat(fastLattice.marginal(t, label))
                  .isCloseTo(
                      reference.marginal(t, label), org.assertj.core.data.Offset.offset(1e-12));
            }
          }
        }
      }
    }
    // The model knows the cluster attributes it was trained on.
    assertThat(clusterAttributes).isGreaterThan(50);
  }

  @Test
  void theAnnotatorTagsWithTheModelsClusters() throws Exception {
    String text = "Paciente natural de Valencia. Vive en Sevilla con su hermano Pedro.";
    JCas jcas = JCasFactory.createText(text, "es");
    SimplePipeline.runPipeline(
        jcas,
        ClinicalSegmenter.createDescription(),
        CrfAnnotator.createDescription(
            modelDir.toString(), CrfAnnotator.PARAM_OUTSIDE_THRESHOLD, 0.0));
    assertThat(jcas.select(PhiCandidate.class).asList().stream().map(c -> c.getCoveredText()))
        .contains("Valencia", "Sevilla", "Pedro");
  }
}
