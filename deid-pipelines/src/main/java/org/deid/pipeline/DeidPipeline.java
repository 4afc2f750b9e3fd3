package org.deid.pipeline;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.fit.factory.AggregateBuilder;
import org.apache.uima.resource.ResourceInitializationException;
import org.apache.uima.resource.ResourceSpecifier;
import org.apache.uima.util.InvalidXMLException;
import org.deid.resolve.ConsensusAnnotator;
import org.deid.resolve.MentionPropagator;
import org.deid.resolve.NamePartSplitter;
import org.deid.segment.ClinicalSegmenter;
import org.deid.substitute.SubstitutionAnnotator;

/**
 * Assembles the de-identification aggregate: segmenter, detectors, consensus, mention propagation,
 * substitution. The same aggregate runs in the CLI, in a CPE, inside a cTAKES pipeline or on Spark.
 */
public final class DeidPipeline {

  /** The contextual quorum of the French pipeline (see {@link #withLanguageDefaults}). */
  public static final int FRENCH_CONTEXTUAL_QUORUM = 1;

  private DeidPipeline() {}

  /**
   * The analysis aggregate for a language with the given detectors.
   *
   * @param consensusParameters parameters of the {@link ConsensusAnnotator} (name, value pairs)
   * @throws IllegalArgumentException when a detector does not support the language
   */
  public static AnalysisEngineDescription createAnalysisDescription(
      String language, List<Detector> detectors, Object... consensusParameters)
      throws ResourceInitializationException {
    return createAnalysisDescription(language, detectors, Map.of(), consensusParameters);
  }

  /**
   * The analysis aggregate for a language with the given detectors, some with models of the user's.
   *
   * @param models model location per detector, for detectors not to use their shipped model
   * @param consensusParameters parameters of the {@link ConsensusAnnotator} (name, value pairs)
   * @throws IllegalArgumentException when a detector does not support the language, or reads the
   *     candidates of a detector that is not among them
   */
  public static AnalysisEngineDescription createAnalysisDescription(
      String language,
      List<Detector> detectors,
      Map<Detector, String> models,
      Object... consensusParameters)
      throws ResourceInitializationException {
    return createAnalysisDescription(
        language, detectors, models, Optional.empty(), consensusParameters);
  }

  /**
   * The analysis aggregate with a note classifier (e.g. {@code NotePhiClassifierAnnotator}) run
   * before the consensus, which may gate on its output ({@code consensusNoteGate}).
   *
   * @param noteClassifier the classifier's description, if any
   */
  public static AnalysisEngineDescription createAnalysisDescription(
      String language,
      List<Detector> detectors,
      Map<Detector, String> models,
      Optional<AnalysisEngineDescription> noteClassifier,
      Object... consensusParameters)
      throws ResourceInitializationException {
    AggregateBuilder builder = new AggregateBuilder();
    // Reuses tokens and sentences a cTAKES pipeline already made; makes them otherwise.
    builder.add(ClinicalSegmenter.createDescription(ClinicalSegmenter.PARAM_LANGUAGE, language));
    // In the enum's order, so that a detector's inputs (rules before the CRF) run before it.
    for (Detector detector : detectors.stream().distinct().sorted().toList()) {
      if (!detector.supports(language) && !models.containsKey(detector)) {
        throw new IllegalArgumentException(
            "Detector " + detector.id() + " does not support language " + language);
      }
      for (Detector input : detector.inputsFor(language, models.get(detector))) {
        if (!detectors.contains(input)) {
          throw new IllegalArgumentException(
              "Detector "
                  + detector.id()
                  + " reads the candidates of "
                  + input.id()
                  + " (its model was trained so): add "
                  + input.id()
                  + " to the detectors");
        }
      }
      builder.add(detector.createDescription(language, models.get(detector)));
    }
    if (noteClassifier.isPresent()) {
      builder.add(noteClassifier.get());
    }
    builder.add(
        ConsensusAnnotator.createDescription(withLanguageDefaults(language, consensusParameters)));
    if (language.equals("fr")) {
      // French schemes (eds-pseudo, deid-fr) annotate first and last names separately.
      builder.add(NamePartSplitter.createDescription(language));
    }
    // After the split, so that a French surname found in a full name is also found alone.
    builder.add(MentionPropagator.createDescription(language));
    builder.add(SubstitutionAnnotator.createDescription());
    return builder.createAggregateDescription();
  }

  /**
   * The consensus parameters with the language's defaults added where the caller set none. The
   * contextual quorum is 1 for French (rule-only names and places kept: with a CRF that had not
   * seen the notes, fr-dev dev token recall 0.923 against 0.911 with 2, strict F1 0.773 against
   * 0.771; on the fr-dev test part with the shipped CRF, 0.9122 against 0.9101 with 2, which is
   * below the CRF alone) and the annotator's 2 elsewhere (on MEDDOCAN dev, with a CRF trained on
   * train, a quorum of 1 puts the consensus below its CRF: 64 of 69 rule-only additions are false
   * alarms).
   */
  static Object[] withLanguageDefaults(String language, Object... consensusParameters) {
    List<Object> parameters = new ArrayList<>(Arrays.asList(consensusParameters));
    boolean quorumSet = false;
    for (int i = 0; i < parameters.size(); i += 2) {
      quorumSet |= ConsensusAnnotator.PARAM_CONTEXTUAL_QUORUM.equals(parameters.get(i));
    }
    if (!quorumSet && language.equals("fr")) {
      parameters.add(ConsensusAnnotator.PARAM_CONTEXTUAL_QUORUM);
      parameters.add(FRENCH_CONTEXTUAL_QUORUM);
    }
    return parameters.toArray();
  }

  /**
   * Sets a parameter of every delegate of an aggregate made by this class whose annotator is the
   * given class (e.g. the CRF's recall bias), leaving the rest as built.
   *
   * @return how many delegates took the value
   */
  public static int setDelegateParameter(
      AnalysisEngineDescription aggregate, Class<?> annotator, String name, Object value)
      throws InvalidXMLException {
    int set = 0;
    for (ResourceSpecifier delegate : aggregate.getDelegateAnalysisEngineSpecifiers().values()) {
      if (delegate instanceof AnalysisEngineDescription engine
          && annotator.getName().equals(engine.getAnnotatorImplementationName())) {
        engine.getMetaData().getConfigurationParameterSettings().setParameterValue(name, value);
        set++;
      }
    }
    return set;
  }

  /** The analysis aggregate for a language with every detector available for it. */
  public static AnalysisEngineDescription createAnalysisDescription(String language)
      throws ResourceInitializationException {
    return createAnalysisDescription(language, Detector.availableFor(language));
  }
}
