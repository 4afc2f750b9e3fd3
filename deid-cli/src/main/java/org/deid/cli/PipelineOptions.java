package org.deid.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.resource.ResourceInitializationException;
import org.apache.uima.util.InvalidXMLException;
import org.deid.detect.crf.CrfAnnotator;
import org.deid.pipeline.DeidPipeline;
import org.deid.pipeline.Detector;
import org.deid.resolve.ConsensusAnnotator;
import picocli.CommandLine.Option;

/** The options that choose what the de-identification aggregate runs, shared by commands. */
public final class PipelineOptions {

  @Option(
      names = "--annotators",
      split = ",",
      paramLabel = "NAME",
      description =
          "Detectors to run, comma-separated: regex, lexicon, crf (default: all available for the"
              + " language).")
  private List<String> annotators = new ArrayList<>();

  @Option(
      names = "--crf-model",
      paramLabel = "MODEL",
      description =
          "A CRF model of yours (folder or model.jar from 'deid train', trained with the"
              + " language's scheme: meddocan for es, deid-fr for fr) instead of the shipped one.")
  private String crfModel;

  @Option(
      names = "--crf-outside-threshold",
      paramLabel = "P",
      description =
          "Recall bias of the CRF: a token its best path leaves outside any PHI becomes PHI when the"
              + " model's probability of 'outside' is below P (default 0.85; 0 keeps the best"
              + " path).")
  private Double crfOutsideThreshold;

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
              + " silent about, when the CRF ran (default 2 for Spanish, 1 for French; 1 keeps"
              + " every claim).")
  private Integer consensusQuorum;

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
    List<Detector> detectors =
        annotators.isEmpty()
            ? new ArrayList<>(Detector.availableFor(language))
            : new ArrayList<>(annotators.stream().map(Detector::parse).toList());
    if (crfModel != null && annotators.isEmpty() && !detectors.contains(Detector.CRF)) {
      detectors.add(Detector.CRF); // a model given for a language without a shipped one
    }
    return detectors;
  }

  /** Whether the user chose the detectors. */
  public boolean detectorsChosen() {
    return !annotators.isEmpty() || crfModel != null;
  }

  /** The analysis aggregate these options describe. */
  public AnalysisEngineDescription createAnalysisDescription(String language)
      throws ResourceInitializationException {
    AnalysisEngineDescription description =
        DeidPipeline.createAnalysisDescription(
            language,
            detectors(language),
            crfModel == null ? Map.of() : Map.of(Detector.CRF, crfModel),
            consensusParameters());
    if (crfOutsideThreshold != null) {
      if (crfOutsideThreshold < 0 || crfOutsideThreshold > 1) {
        throw new IllegalArgumentException(
            "--crf-outside-threshold must be between 0 and 1, not " + crfOutsideThreshold);
      }
      try {
        DeidPipeline.setDelegateParameter(
            description,
            CrfAnnotator.class,
            CrfAnnotator.PARAM_OUTSIDE_THRESHOLD,
            crfOutsideThreshold);
      } catch (InvalidXMLException e) {
        throw new ResourceInitializationException(e);
      }
    }
    return description;
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
    return parameters.toArray();
  }

  /** A one-line description of the configuration, for reports. */
  public String describe(String language) {
    return "annotators "
        + String.join(",", detectors(language).stream().map(Detector::id).toList())
        + (crfModel != null ? " (crf model " + crfModel + ")" : "")
        + (crfOutsideThreshold != null
            ? " (crf outside threshold " + crfOutsideThreshold + ")"
            : "")
        + ", consensus "
        + consensusPolicy
        + "/"
        + consensusAlignment;
  }
}
