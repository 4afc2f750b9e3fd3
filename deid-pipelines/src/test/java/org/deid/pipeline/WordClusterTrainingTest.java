package org.deid.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.apache.uima.jcas.JCas;
import org.deid.detect.crf.CrfAnnotator;
import org.deid.detect.crf.CrfModelFactory;
import org.deid.detect.crf.CrfModelSettings;
import org.deid.segment.ClinicalSegmenter;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Clusters the words of unlabelled notes, then trains a CRF that carries the clusters. */
class WordClusterTrainingTest {

  @TempDir Path temp;

  private static final String[] TOWNS = {"Sevilla", "Madrid", "Bilbao", "Valencia", "Murcia"};

  private static final String[] NAMES = {"Pedro", "Juan", "Luis", "Carlos", "Jorge"};

  @Test
  void theClustersFileHoldsTheTokensOfTheNotesAndTheModelCarriesIt() throws Exception {
    Path notes = Files.createDirectories(temp.resolve("notes"));
    Path gold = Files.createDirectories(temp.resolve("gold"));
    for (int i = 0; i < 10; i++) {
      String town = TOWNS[i % TOWNS.length];
      String name = NAMES[(i * 3) % NAMES.length];
      String text = "Vive en " + town + " con su hermano " + name + ".\nRefiere dolor torácico.\n";
      Files.writeString(notes.resolve("n" + i + ".txt"), text, StandardCharsets.UTF_8);
      Files.writeString(gold.resolve("g" + i + ".txt"), text, StandardCharsets.UTF_8);
      int t = text.indexOf(town);
      int n = text.indexOf(name);
      Files.writeString(
          gold.resolve("g" + i + ".ann"),
          "T1\tTERRITORIO %d %d\t%s\nT2\tFAMILIARES_SUJETO_ASISTENCIA %d %d\t%s\n"
              .formatted(t, t + town.length(), town, n, n + name.length(), name),
          StandardCharsets.UTF_8);
    }
    Path file = temp.resolve("clusters.tsv");
    WordClusterTraining.Result result =
        WordClusterTraining.train(
            new WordClusterTraining.Settings("es", List.of(notes), 4, 2, true, file));
    assertThat(result.notes()).isEqualTo(10);
    Map<String, String> bits = new HashMap<>();
    for (String line : Files.readAllLines(file)) {
      String[] fields = line.split("\t");
      assertThat(fields).hasSize(3);
      assertThat(fields[1]).matches("[01]+");
      bits.put(fields[0], fields[1]);
    }
    // Tokens as the segmenter cuts them, in lower case; each seen twice or more.
    assertThat(bits).containsKeys("vive", "sevilla", "pedro", ".", "torácico");
    assertThat(bits).doesNotContainKey("Sevilla");
    assertThat(result.clusteredWords()).isEqualTo(bits.size());

    Path model = temp.resolve("model");
    CrfTraining.train(
        new CrfTraining.Settings(
            "es",
            List.of(gold),
            "meddocan",
            model,
            CrfTraining.Backend.CRFSUITE_JNI,
            0.0,
            0.01,
            50,
            List.of(),
            new CrfTraining.WordClusterFeatures(file, List.of(4, 6), 1)));
    assertThat(CrfModelFactory.settings(model.toString()))
        .contains(
            new CrfModelSettings(
                "meddocan", List.of(), CrfModelSettings.CLUSTERS_ENTRY, List.of(4, 6), 1));
    assertThat(CrfModelFactory.wordClusters(model.toString()).orElseThrow().size())
        .isEqualTo(bits.size());
    assertThat(Files.readString(model.resolve(CrfTraining.SETTINGS_FILE)))
        .contains("\"wordClusters\": ")
        .contains("word cluster bit-string prefixes of lengths [4, 6]");
    JCas jcas = JCasFactory.createText("Vive en Murcia con su hermano Luis.\n", "es");
    SimplePipeline.runPipeline(
        jcas,
        ClinicalSegmenter.createDescription(),
        CrfAnnotator.createDescription(
            model.toString(), CrfAnnotator.PARAM_OUTSIDE_THRESHOLD, 0.0));
    assertThat(jcas.select(PhiCandidate.class).asList()).isNotEmpty();
  }
}
