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

  /** Whether lone rule names stand in the French pipeline (see {@link #withLanguageDefaults}). */
  public static final boolean FRENCH_LONE_NAMES_STAND = true;

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
   * contextual quorum is the annotator's 2 everywhere (on MEDDOCAN dev, with a CRF trained on
   * train, a quorum of 1 puts the consensus below its CRF: 64 of 69 rule-only additions are false
   * alarms). French keeps the names that one rule detector alone claims (the gazetteer names of
   * staff lists, signatures and tables carry recall on notes the CRF has not seen), but no longer
   * its lone places: small communes named like words ("Bio :", "SOS Médecins", "SUITES DE COUCHES")
   * were most of the lone gazetteer places of the dev notes, and with the CRF retrained on the dev
   * notes of the third batch a quorum of 1 for every category put the consensus 0.0012 below its
   * CRF in strict F1 on the fr-dev test part (8 of its extra false alarms were places).
   */
  static Object[] withLanguageDefaults(String language, Object... consensusParameters) {
    List<Object> parameters = new ArrayList<>(Arrays.asList(consensusParameters));
    boolean loneNamesSet = false;
    for (int i = 0; i < parameters.size(); i += 2) {
      loneNamesSet |= ConsensusAnnotator.PARAM_LONE_NAMES_STAND.equals(parameters.get(i));
    }
    if (!loneNamesSet && language.equals("fr")) {
      parameters.add(ConsensusAnnotator.PARAM_LONE_NAMES_STAND);
      parameters.add(FRENCH_LONE_NAMES_STAND);
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
