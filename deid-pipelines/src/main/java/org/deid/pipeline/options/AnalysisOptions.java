package org.deid.pipeline.options;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.resource.ResourceInitializationException;
import org.apache.uima.util.InvalidXMLException;
import org.deid.detect.crf.CrfAnnotator;
import org.deid.detect.onnx.NotePhiClassifierAnnotator;
import org.deid.detect.onnx.OnnxAnnotator;
import org.deid.pipeline.DeidPipeline;
import org.deid.pipeline.Detector;
import org.deid.resolve.ConsensusAnnotator;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options that choose what the analysis part of the aggregate runs (detectors, their models,
 * the note classifier, the consensus), for {@code deid run}, {@code eval}, {@code alarms} and the
 * Spark job. A model is a path that every process running the aggregate can read (on Spark, every
 * executor).
 */
public final class AnalysisOptions {

  @Mixin private DetectorOptions detectorOptions = new DetectorOptions();

  @Option(
      names = "--crf-model",
      paramLabel = "MODEL",
      description =
          "A CRF model of yours (folder or model.jar from 'deid train', trained with the"
              + " language's scheme: meddocan for es, deid-fr for fr) instead of the shipped one.")
  private String crfModel;

  @Option(
      names = "--onnx-model",
      paramLabel = "DIR",
      description =
          "A Hugging Face token-classification model exported to ONNX (folder with model.onnx,"
              + " tokenizer.json, config.json; docs/transformer.md): runs the onnx detector beside"
              + " the others.")
  private String onnxModel;

  @Option(
      names = "--onnx-scheme",
      paramLabel = "S",
      description =
          "Label scheme of the ONNX model's entity types: wikiner (PER/LOC/ORG/MISC, default),"
              + " meddocan, eds-pseudo, hcl, deid-fr or a .tsv file.")
  private String onnxScheme;

  @Option(
      names = "--onnx-threads",
      paramLabel = "N",
      description = "ONNX Runtime intra-op threads (default: ONNX Runtime's, all cores).")
  private Integer onnxThreads;

  @Option(
      names = "--onnx-batch",
      paramLabel = "N",
      description =
          "Most windows per ONNX Runtime call (default 8): a note's windows, and with"
              + " --onnx-batch-wait those of several threads' notes.")
  private Integer onnxBatch;

  @Option(
      names = "--onnx-batch-wait",
      paramLabel = "MS",
      description =
          "Batching across notes: the threads put their windows in one ONNX Runtime call, a call"
              + " waiting up to MS milliseconds for the other threads' windows (default 0: each"
              + " thread calls alone; docs/transformer.md has the figures).")
  private Integer onnxBatchWait;

  @Option(
      names = "--onnx-cuda",
      description =
          "Run the ONNX models on the CUDA execution provider (needs the onnxruntime_gpu build on"
              + " the class path, CUDA and cuDNN).")
  private boolean onnxCuda;

  @Option(
      names = "--note-classifier",
      paramLabel = "DIR",
      description =
          "A Hugging Face sequence-classification model exported to ONNX that writes each note's"
              + " probability of holding PHI (NotePhiProbability in the CAS).")
  private String noteClassifier;

  @Option(
      names = "--note-gate",
      paramLabel = "P",
      description =
          "With --note-classifier: a note whose probability of holding PHI is below P gets no PHI"
              + " (default 0: the probability is written, never used).")
  private Double noteGate;

  @Option(
      names = "--crf-outside-threshold",
      paramLabel = "P",
      description =
          "Recall bias of the CRF: a token its best path leaves outside any PHI becomes PHI when the"
              + " model's probability of 'outside' is below P (default 0.85; 0 keeps the best"
              + " path).")
  private Double crfOutsideThreshold;

  @Option(
      names = "--crf-unknown-word-threshold",
      paramLabel = "P",
      description =
          "Recall bias of the CRF at a capitalised word inside a line that is no ordinary word of"
              + " the language (an unseen name or place), as --crf-outside-threshold elsewhere and"
              + " never below it; Spanish notes only (default 0.95).")
  private Double crfUnknownWordThreshold;

  @Option(
      names = "--consensus",
      defaultValue = "medina-nerda",
      description =
          "How detectors' candidates are combined: medina-nerda, weighted-vote or priority"
              + " (default: ${DEFAULT-VALUE}).")
  private String consensusPolicy;

  @Option(
      names = "--consensus-alignment",
      defaultValue = "token",
      description =
          "What detectors vote on when their boundaries differ: token (vote per token, then"
              + " re-chunk) or span (groups of overlapping candidates) (default: ${DEFAULT-VALUE}).")
  private String consensusAlignment;

  @Option(
      names = "--consensus-quorum",
      description =
          "medina-nerda: how many rule detectors must agree on a name, place or age the CRF is"
              + " silent about, when the CRF ran (default 2; French keeps lone names; 1 keeps"
              + " every claim).")
  private Integer consensusQuorum;

  @Option(
      names = "--consensus-strong-claim",
      paramLabel = "P",
      description =
          "medina-nerda: the confidence at which one rule claim meets the quorum alone (a place"
              + " after its cue, an occupation after its label); above 1, never (default 0.85).")
  private Float consensusStrongClaim;

  @Option(
      names = "--consensus-lone-names",
      arity = "1",
      paramLabel = "true|false",
      description =
          "medina-nerda: whether a name that one rule detector alone claims meets the quorum"
              + " (default: true for French, false for Spanish).")
  private Boolean consensusLoneNames;

  @Option(
      names = "--consensus-refute-non-phi",
      arity = "1",
      defaultValue = "true",
      paramLabel = "true|false",
      description =
          "Drop names made only of ordinary words, drugs or germs, places that are one drug or"
              + " germ, and professions that are a civil status, unless a rule trigger backs them"
              + " (default: ${DEFAULT-VALUE}).")
  private boolean consensusRefuteNonPhi;

  @Option(
      names = "--consensus-weights",
      split = ",",
      description = "weighted-vote: weights, e.g. regex=1,lexicon=0.5,crf=1.")
  private List<String> consensusWeights = new ArrayList<>();

  @Option(
      names = "--consensus-threshold",
      description = "weighted-vote: summed weight a category needs (default 0.5).")
  private Float consensusThreshold;

  @Option(
      names = "--consensus-min-voters",
      description = "weighted-vote: how many detectors must agree (default 1).")
  private Integer consensusMinVoters;

  /** The detectors asked for, or every one available for the language. */
  public List<Detector> detectors(String language) {
    List<Detector> detectors = detectorOptions.detectors(language);
    if (crfModel != null && !detectorOptions.chosen() && !detectors.contains(Detector.CRF)) {
      detectors.add(Detector.CRF); // a model given for a language without a shipped one
    }
    if (onnxModel != null && !detectors.contains(Detector.ONNX)) {
      detectors.add(Detector.ONNX); // no model is shipped: it runs when one is given
    }
    return detectors;
  }

  /** Whether the user chose the detectors. */
  public boolean detectorsChosen() {
    return detectorOptions.chosen() || crfModel != null || onnxModel != null;
  }

  /** The analysis aggregate these options describe. */
  public AnalysisEngineDescription createAnalysisDescription(String language)
      throws ResourceInitializationException {
    Map<Detector, String> models = new EnumMap<>(Detector.class);
    if (crfModel != null) {
      models.put(Detector.CRF, crfModel);
    }
    if (onnxModel != null) {
      models.put(Detector.ONNX, onnxModel);
    }
    if (onnxBatch != null && onnxBatch < 1) {
      throw new IllegalArgumentException("--onnx-batch must be 1 or more, not " + onnxBatch);
    }
    if (onnxBatchWait != null && onnxBatchWait < 0) {
      throw new IllegalArgumentException(
          "--onnx-batch-wait must be 0 or more, not " + onnxBatchWait);
    }
    // Checked here, before any input is read or output written, not when the engine starts.
    for (String[] folder :
        new String[][] {{"--onnx-model", onnxModel}, {"--note-classifier", noteClassifier}}) {
      if (folder[1] != null && !Files.isDirectory(Path.of(folder[1]))) {
        throw new IllegalArgumentException(folder[0] + " " + folder[1] + " is not a folder");
      }
    }
    if (noteGate != null && (noteGate < 0 || noteGate > 1 || noteClassifier == null)) {
      throw new IllegalArgumentException(
          "--note-gate needs --note-classifier and a value between 0 and 1, not " + noteGate);
    }
    Optional<AnalysisEngineDescription> classifier = Optional.empty();
    if (noteClassifier != null) {
      List<Object> parameters = new ArrayList<>();
      if (onnxThreads != null) {
        parameters.addAll(List.of(NotePhiClassifierAnnotator.PARAM_THREADS, onnxThreads));
      }
      parameters.addAll(List.of(NotePhiClassifierAnnotator.PARAM_CUDA, onnxCuda));
      if (onnxBatch != null) {
        parameters.addAll(List.of(NotePhiClassifierAnnotator.PARAM_BATCH_SIZE, onnxBatch));
      }
      if (onnxBatchWait != null) {
        parameters.addAll(List.of(NotePhiClassifierAnnotator.PARAM_BATCH_WAIT, onnxBatchWait));
      }
      classifier =
          Optional.of(
              NotePhiClassifierAnnotator.createDescription(noteClassifier, parameters.toArray()));
    }
    AnalysisEngineDescription description =
        DeidPipeline.createAnalysisDescription(
            language, detectors(language), models, classifier, consensusParameters());
    try {
      if (onnxScheme != null) {
        DeidPipeline.setDelegateParameter(
            description, OnnxAnnotator.class, OnnxAnnotator.PARAM_LABEL_SCHEME, onnxScheme);
      }
      if (onnxThreads != null) {
        if (onnxThreads < 0) {
          throw new IllegalArgumentException(
              "--onnx-threads must be 0 or more, not " + onnxThreads);
        }
        DeidPipeline.setDelegateParameter(
            description, OnnxAnnotator.class, OnnxAnnotator.PARAM_THREADS, onnxThreads);
      }
      if (onnxBatch != null) {
        DeidPipeline.setDelegateParameter(
            description, OnnxAnnotator.class, OnnxAnnotator.PARAM_BATCH_SIZE, onnxBatch);
      }
      if (onnxBatchWait != null) {
        DeidPipeline.setDelegateParameter(
            description, OnnxAnnotator.class, OnnxAnnotator.PARAM_BATCH_WAIT, onnxBatchWait);
      }
      if (onnxCuda) {
        DeidPipeline.setDelegateParameter(
            description, OnnxAnnotator.class, OnnxAnnotator.PARAM_CUDA, true);
      }
    } catch (InvalidXMLException e) {
      throw new ResourceInitializationException(e);
    }
    setCrfThreshold(
        description,
        "--crf-outside-threshold",
        CrfAnnotator.PARAM_OUTSIDE_THRESHOLD,
        crfOutsideThreshold);
    setCrfThreshold(
        description,
        "--crf-unknown-word-threshold",
        CrfAnnotator.PARAM_UNKNOWN_WORD_OUTSIDE_THRESHOLD,
        crfUnknownWordThreshold);
    return description;
  }

  private static void setCrfThreshold(
      AnalysisEngineDescription description, String option, String parameter, Double value)
      throws ResourceInitializationException {
    if (value == null) {
      return;
    }
    if (value < 0 || value > 1) {
      throw new IllegalArgumentException(option + " must be between 0 and 1, not " + value);
    }
    try {
      DeidPipeline.setDelegateParameter(description, CrfAnnotator.class, parameter, value);
    } catch (InvalidXMLException e) {
      throw new ResourceInitializationException(e);
    }
  }

  private Object[] consensusParameters() {
    List<Object> parameters = new ArrayList<>();
    parameters.add(ConsensusAnnotator.PARAM_POLICY);
    parameters.add(consensusPolicy);
    parameters.add(ConsensusAnnotator.PARAM_ALIGNMENT);
    parameters.add(consensusAlignment);
    parameters.add(ConsensusAnnotator.PARAM_REFUTE_NON_PHI);
    parameters.add(consensusRefuteNonPhi);
    if (consensusQuorum != null) {
      parameters.add(ConsensusAnnotator.PARAM_CONTEXTUAL_QUORUM);
      parameters.add(consensusQuorum);
    }
    if (consensusStrongClaim != null) {
      parameters.add(ConsensusAnnotator.PARAM_STRONG_CLAIM);
      parameters.add(consensusStrongClaim);
    }
    if (consensusLoneNames != null) {
      parameters.add(ConsensusAnnotator.PARAM_LONE_NAMES_STAND);
      parameters.add(consensusLoneNames);
    }
    if (!consensusWeights.isEmpty()) {
      parameters.add(ConsensusAnnotator.PARAM_WEIGHTS);
      parameters.add(consensusWeights.toArray(String[]::new));
    }
    if (consensusThreshold != null) {
      parameters.add(ConsensusAnnotator.PARAM_THRESHOLD);
      parameters.add(consensusThreshold);
    }
    if (consensusMinVoters != null) {
      parameters.add(ConsensusAnnotator.PARAM_MIN_VOTERS);
      parameters.add(consensusMinVoters);
    }
    if (noteGate != null) {
      parameters.add(ConsensusAnnotator.PARAM_NOTE_GATE);
      parameters.add(noteGate);
    }
    return parameters.toArray();
  }

  /** A one-line description of the configuration, for reports. */
  public String describe(String language) {
    return "annotators "
        + String.join(",", detectors(language).stream().map(Detector::id).toList())
        + (crfModel != null ? " (crf model " + crfModel + ")" : "")
        + (onnxModel != null ? " (onnx model " + onnxModel + ")" : "")
        + (noteClassifier != null ? " (note classifier " + noteClassifier + ")" : "")
        + (crfOutsideThreshold != null
            ? " (crf outside threshold " + crfOutsideThreshold + ")"
            : "")
        + ", consensus "
        + consensusPolicy
        + "/"
        + consensusAlignment;
  }
}
