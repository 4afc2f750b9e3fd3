package org.deid.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.uima.UIMAException;
import org.deid.pipeline.WordClusterTraining;
import org.deid.pipeline.options.LanguageOption;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code deid clusters}: learns Brown word clusters from unlabelled notes, for the CRF. */
@Command(
    name = "clusters",
    mixinStandardHelpOptions = true,
    header = "Learns Brown word clusters for the CRF's features.",
    description = {
      "Reads the .txt notes of the folders (recursively, in name order), cuts them into",
      "sentences and tokens as the CRF does, and clusters the words seen --min-count times or",
      "more with the Brown et al. (1992) algorithm, --clusters active clusters at a time (Liang",
      "2005). Writes FILE: one word a line, 'word TAB bits TAB count', where words whose bit",
      "strings share a long prefix occur in similar contexts. Give FILE to 'deid train",
      "--word-clusters': the model then carries it. The same notes give the same file.",
      "",
      "Never cluster the notes a model is measured on (nor any test set): the clusters would",
      "carry their words."
    },
    footer = {
      "",
      "Exit status: 0 when written; 2 on bad arguments.",
      "",
      "Example (MEDDOCAN train and the NUBes prose):",
      "  deid clusters --lang es --clusters 256 --min-count 2 --lowercase \\",
      "      --in ../shared/corpora/meddocan/train --in ../shared/corpora/prose/es \\",
      "      --out models/clusters-es.tsv"
    })
public final class ClustersCommand implements DeidSubcommand {

  @Mixin private LanguageOption languageOption;

  @Option(
      names = "--in",
      required = true,
      paramLabel = "DIR",
      description = "A folder of .txt notes; repeat for several.")
  private List<Path> folders = new ArrayList<>();

  @Option(
      names = "--clusters",
      defaultValue = "256",
      description = "Active clusters (Liang's C; default 256). Time grows with its square.")
  private int clusters;

  @Option(
      names = "--min-count",
      defaultValue = "2",
      description = "Fewest occurrences of a clustered word (default 2).")
  private int minCount;

  @Option(
      names = "--lowercase",
      description = "Cluster words in lower case (a token then finds its word's lower case).")
  private boolean lowercase;

  @Option(names = "--out", required = true, paramLabel = "FILE", description = "Clusters file.")
  private Path output;

  @Override
  public Integer call() throws IOException, UIMAException {
    long start = System.nanoTime();
    WordClusterTraining.Result result =
        WordClusterTraining.train(
            new WordClusterTraining.Settings(
                languageOption.language(), folders, clusters, minCount, lowercase, output));
    System.out.printf(
        Locale.ROOT,
        "clustered %d of %d distinct words (%d tokens, %d notes) in %.1f s: %s%n",
        result.clusteredWords(),
        result.distinctWords(),
        result.tokens(),
        result.notes(),
        (System.nanoTime() - start) / 1e9,
        output);
    return 0;
  }
}
