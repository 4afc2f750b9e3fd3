package org.deid.detect.crf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class BrownClusteringTest {

  /** A small corpus of clinical sentences: towns, first names, drugs and months in frames. */
  private static List<List<String>> corpus() {
    String[] towns = {"madrid", "sevilla", "valencia", "bilbao", "zaragoza", "murcia"};
    String[] names = {"juan", "pedro", "luis", "carlos", "miguel", "jorge"};
    String[] drugs = {"omeprazol", "paracetamol", "ibuprofeno", "enalapril", "metformina"};
    String[] months = {"enero", "marzo", "mayo", "julio", "octubre", "diciembre"};
    Random random = new Random(7);
    List<List<String>> sentences = new ArrayList<>();
    for (int k = 0; k < 400; k++) {
      String town = towns[random.nextInt(towns.length)];
      String name = names[random.nextInt(names.length)];
      String drug = drugs[random.nextInt(drugs.length)];
      String month = months[random.nextInt(months.length)];
      switch (random.nextInt(4)) {
        case 0 -> sentences.add(words("el paciente vive en " + town + " con su familia ."));
        case 1 -> sentences.add(words("acude con su hermano " + name + " a urgencias ."));
        case 2 -> sentences.add(words("se pauta " + drug + " cada ocho horas ."));
        default -> sentences.add(words("ingresa el día 3 de " + month + " de 2015 ."));
      }
    }
    return sentences;
  }

  private static List<String> words(String sentence) {
    return Arrays.asList(sentence.split(" "));
  }

  private static Map<String, String> bits(List<BrownClustering.Entry> entries) {
    Map<String, String> bits = new HashMap<>();
    for (BrownClustering.Entry entry : entries) {
      bits.put(entry.word(), entry.bits());
    }
    return bits;
  }

  private static int sharedPrefix(String a, String b) {
    int n = 0;
    while (n < a.length() && n < b.length() && a.charAt(n) == b.charAt(n)) {
      n++;
    }
    return n;
  }

  @Test
  void wordsOfTheSameContextsShareLongerPrefixesThanOthers() {
    BrownClustering clustering = new BrownClustering(16, 2);
    corpus().forEach(clustering::addSentence);
    Map<String, String> bits = bits(clustering.cluster());
    // Each town is nearer (longer shared prefix) to every other town than to any drug or name.
    for (String[] family :
        new String[][] {
          {"madrid", "sevilla", "bilbao"},
          {"juan", "pedro", "carlos"},
          {"omeprazol", "ibuprofeno", "enalapril"}
        }) {
      int within = Integer.MAX_VALUE;
      for (String a : family) {
        for (String b : family) {
          if (!a.equals(b)) {
            within = Math.min(within, sharedPrefix(bits.get(a), bits.get(b)));
          }
        }
      }
      for (String other : List.of("madrid", "juan", "omeprazol", "enero")) {
        if (!List.of(family).contains(other)) {
          assertThat(sharedPrefix(bits.get(family[0]), bits.get(other)))
              .as("%s against %s", family[0], other)
              .isLessThan(within);
        }
      }
    }
  }

  @Test
  void theWordsOfTheWindowsClustersShareTheirLeafAndTheSameTextGivesTheSameTree() {
    BrownClustering once = new BrownClustering(5, 1);
    BrownClustering again = new BrownClustering(5, 1);
    corpus().forEach(once::addSentence);
    corpus().forEach(again::addSentence);
    List<BrownClustering.Entry> entries = once.cluster();
    assertThat(entries).isEqualTo(again.cluster());
    assertThat(entries).hasSize(once.distinctWords());
    // Five clusters, the leaves of a binary tree: no path is a prefix of another.
    List<String> leaves = entries.stream().map(BrownClustering.Entry::bits).distinct().toList();
    assertThat(leaves).hasSize(5);
    for (String a : leaves) {
      for (String b : leaves) {
        if (!a.equals(b)) {
          assertThat(b).doesNotStartWith(a);
        }
      }
    }
  }

  @Test
  void keptLossesEqualLossesComputedAfreshAndTheChangeOfMutualInformation() {
    // Words with counts and random bigrams: the loss table is updated as words enter and merge.
    Random random = new Random(3);
    BrownClustering clustering = new BrownClustering(6, 1);
    for (int k = 0; k < 300; k++) {
      List<String> sentence = new ArrayList<>();
      int length = 2 + random.nextInt(8);
      for (int i = 0; i < length; i++) {
        // Zipf-like: low ids are frequent.
        sentence.add("w" + (int) Math.floor(Math.pow(random.nextDouble(), 2) * 40));
      }
      clustering.addSentence(sentence);
    }
    BrownClustering.Merger merger = clustering.merger();
    merger.verify = true;
    List<int[][]> left = clustering.leftNeighbours();
    for (int w = 0; w < left.size(); w++) {
      merger.add(w, Arrays.asList(left.get(w)));
      if (merger.active() > 6) {
        // Before merging, the kept loss of a pair is the mutual information its merge loses.
        double before = merger.mutualInformation();
        double kept = merger.keptLoss(1, 4);
        merger.mergeSlots(1, 4);
        assertThat(before - merger.mutualInformation()).isCloseTo(kept, within(1e-12));
      }
    }
    merger.freeze();
    while (merger.active() > 1) {
      merger.mergeBest();
    }
    assertThat(merger.paths()).doesNotContainNull();
    assertThat(merger.largestDrift).isLessThan(1e-12);
  }

  private static org.assertj.core.data.Offset<Double> within(double value) {
    return org.assertj.core.data.Offset.offset(value);
  }

  @Test
  void theFileReadsBackAsPrefixesOfTheBitStrings() throws IOException {
    StringWriter out = new StringWriter();
    WordClusters.write(
        List.of(
            new BrownClustering.Entry("madrid", "0010110", 12),
            new BrownClustering.Entry("Jinámar", "01", 3)),
        out);
    assertThat(out.toString()).isEqualTo("madrid\t0010110\t12\nJinámar\t01\t3\n");
    WordClusters clusters =
        WordClusters.read(new BufferedReader(new StringReader(out.toString())), List.of(2, 4), "t");
    assertThat(clusters.prefixes("madrid")).containsExactly("00", "0010");
    // A word as written first, else its lower case.
    assertThat(clusters.prefixes("MADRID")).containsExactly("00", "0010");
    assertThat(clusters.prefixes("Jinámar")).containsExactly("01", "01");
    assertThat(clusters.prefixes("jinámar")).isNull();
    assertThat(clusters.prefixes("toledo")).isNull();
  }
}
