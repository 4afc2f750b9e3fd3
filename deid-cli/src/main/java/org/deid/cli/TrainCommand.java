package org.deid.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.uima.UIMAException;
import org.deid.pipeline.CrfTraining;
import org.deid.pipeline.options.LanguageOption;
import org.deid.scheme.LabelScheme;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code deid train}: trains the CRF detector on brat gold folders. */
@Command(
    name = "train",
    mixinStandardHelpOptions = true,
    header = "Trains the CRF detector on brat gold folders.",
    description = {
      "Trains the CRF detector on brat gold folders (.txt + .ann) and writes MODEL_DIR/model.jar",
      "with MODEL_DIR/training.json (corpora, scheme, features, hyper-parameters, git commit,",
      "date, counts). Measure it with 'deid bench --crf-model MODEL_DIR'."
    },
    footer = {
      "",
      "Exit status: 0 when trained; 2 on bad arguments.",
      "",
      "Example (the shipped Spanish model):",
      "  deid train --lang es --scheme meddocan --out models/crf-es \\",
      "      --corpus ../shared/corpora/meddocan/train \\",
      "      --corpus ../shared/corpora/meddocan/dev"
    })
public final class TrainCommand implements DeidSubcommand {

  @Mixin private LanguageOption languageOption;

  @Option(
      names = "--corpus",
      required = true,
      paramLabel = "DIR",
      description = "A brat gold folder; repeat for several.")
  private List<Path> corpora = new ArrayList<>();

  @Option(
      names = "--scheme",
      required = true,
      description = "Label scheme of the gold labels and of the model, such as meddocan.")
  private String scheme;

  @Option(names = "--out", required = true, paramLabel = "MODEL_DIR", description = "Model folder.")
  private Path output;

  @Option(
      names = "--backend",
      defaultValue = "crfsuite-jni",
      description =
          "crfsuite-jni (in-process, default) or crfsuite-process (ClearTK's stock backend, which"
              + " runs the crfsuite executable; for comparison only).")
  private String backend;

  @Option(names = "--c1", defaultValue = "0.05", description = "L1 regularisation (default 0.05).")
  private double c1;

  @Option(names = "--c2", defaultValue = "0.01", description = "L2 regularisation (default 0.01).")
  private double c2;

  @Option(
      names = "--max-iterations",
      defaultValue = "200",
      description = "L-BFGS iterations (default 200).")
  private int maxIterations;

  @Option(
      names = "--candidate-features",
      split = ",",
      paramLabel = "DETECTOR",
      description =
          "Detectors (e.g. regex) whose candidates become CRF features; the same must be given"
              + " to the annotator at run time.")
  private List<String> candidateSources = new ArrayList<>();

  @Option(
      names = "--word-clusters",
      paramLabel = "FILE",
      description =
          "A word clusters file ('deid clusters' writes one) whose bit-string prefixes become CRF"
              + " features; it is copied into the model, which then tags with it.")
  private Path wordClusters;

  @Option(
      names = "--cluster-prefixes",
      split = ",",
      defaultValue = "4,6,10,20",
      paramLabel = "N",
      description = "Bit-string prefix lengths that are features (default 4,6,10,20).")
  private List<Integer> clusterPrefixes = new ArrayList<>();

  @Option(
      names = "--cluster-window",
      defaultValue = "0",
      description =
          "Neighbours whose clusters are features, on each side (default 0: the token's own"
              + " cluster only).")
  private int clusterWindow;

  @Override
  public Integer call() throws UIMAException, IOException {
    LabelScheme.load(scheme);
    for (Path corpus : corpora) {
      if (!Files.isDirectory(corpus)) {
        throw new IllegalArgumentException(corpus + " is not a folder");
      }
    }
    CrfTraining.Backend chosen;
    try {
      chosen = CrfTraining.Backend.valueOf(backend.toUpperCase(Locale.ROOT).replace('-', '_'));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "Unknown --backend " + backend + ": use crfsuite-jni or crfsuite-process", e);
    }
    CrfTraining.Settings settings =
        new CrfTraining.Settings(
            languageOption.language(),
            corpora,
            scheme,
            output,
            chosen,
            c1,
            c2,
            maxIterations,
            candidateSources,
            wordClusters == null
                ? null
                : new CrfTraining.WordClusterFeatures(
                    wordClusters, clusterPrefixes, clusterWindow));
    CrfTraining.Result result = CrfTraining.train(settings);
    System.out.printf(
        Locale.ROOT,
        "trained on %d documents, %d sentences, %d tokens; %d gold spans, %d not on token"
            + " boundaries, %d crossing sentences%n",
        result.documents(),
        result.sentences(),
        result.tokens(),
        result.alignment().entities(),
        result.alignment().entities() - result.alignment().bothAligned(),
        result.alignment().crossingSentence());
    System.out.printf(
        Locale.ROOT,
        "features %.1f s, CRF training %.1f s (%.1f s CPU), model %.1f MB: %s%n",
        result.featureSeconds(),
        result.trainingSeconds(),
        result.trainingCpuSeconds(),
        result.modelBytes() / 1e6,
        output.resolve("model.jar"));
    return 0;
  }
}
