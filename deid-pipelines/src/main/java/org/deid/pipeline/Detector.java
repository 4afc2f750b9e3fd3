package org.deid.pipeline;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.detect.crf.CrfAnnotator;
import org.deid.detect.crf.CrfModelFactory;
import org.deid.detect.lexicon.LexiconAnnotator;
import org.deid.detect.onnx.OnnxAnnotator;
import org.deid.detect.regex.RegexAnnotator;

/** The detectors a pipeline can run, by the name used on the command line and as source id. */
public enum Detector {
  /** Regular expressions from the language's pattern files. */
  REGEX(Set.of("fr", "es")) {
    @Override
    public AnalysisEngineDescription createDescription(String language)
        throws ResourceInitializationException {
      return RegexAnnotator.createDescription(language);
    }
  },
  /** Gazetteers of names, places, hospitals and streets, case- and context-aware. */
  LEXICON(Set.of("fr", "es")) {
    @Override
    public AnalysisEngineDescription createDescription(String language)
        throws ResourceInitializationException {
      return LexiconAnnotator.createDescription(language);
    }
  },
  /**
   * The CRF tagger, with the model shipped for the language or one given: Spanish models speak
   * MEDDOCAN's labels, French ones deid-fr's.
   */
  CRF(Set.of("es", "fr")) {
    @Override
    public AnalysisEngineDescription createDescription(String language)
        throws ResourceInitializationException {
      return createDescription(language, null);
    }

    @Override
    public AnalysisEngineDescription createDescription(String language, String model)
        throws ResourceInitializationException {
      if (model == null && !supports(language)) {
        throw new IllegalArgumentException("No CRF model is shipped for language " + language);
      }
      boolean spanish = language.equals("es");
      return CrfAnnotator.createDescription(
          model != null ? model : shipped(language),
          CrfAnnotator.PARAM_LABEL_SCHEME,
          spanish ? "meddocan" : "deid-fr");
    }

    @Override
    public List<Detector> inputsFor(String language, String model) {
      try {
        return CrfModelFactory.settings(model != null ? model : shipped(language))
            .map(settings -> settings.candidateSources().stream().map(Detector::parse).toList())
            .orElse(List.of());
      } catch (IOException e) {
        throw new IllegalArgumentException("Cannot read CRF model " + model + ": " + e, e);
      }
    }

    private String shipped(String language) {
      return language.equals("es") ? CrfAnnotator.SPANISH_MODEL : CrfAnnotator.FRENCH_MODEL;
    }
  },
  /**
   * A Hugging Face token-classification model exported to ONNX (a model folder), any language; no
   * model is shipped, so it runs only when one is given ({@code --onnx-model}). Its labels map
   * through the {@code wikiner} scheme unless the annotator's {@code onnxLabelScheme} says
   * otherwise.
   */
  ONNX(Set.of()) {
    @Override
    public AnalysisEngineDescription createDescription(String language)
        throws ResourceInitializationException {
      return createDescription(language, null);
    }

    @Override
    public AnalysisEngineDescription createDescription(String language, String model)
        throws ResourceInitializationException {
      if (model == null) {
        throw new IllegalArgumentException(
            "Detector onnx needs a model folder (--onnx-model DIR): none is shipped");
      }
      return OnnxAnnotator.createDescription(model);
    }
  };

  private final Set<String> languages;

  Detector(Set<String> languages) {
    this.languages = languages;
  }

  /** Creates the detector's engine description for a language. */
  public abstract AnalysisEngineDescription createDescription(String language)
      throws ResourceInitializationException;

  /**
   * Creates the detector's description with a model of the user's instead of the shipped one.
   *
   * @param model the model's location, or null for the shipped one
   * @throws IllegalArgumentException when the detector takes no model
   */
  public AnalysisEngineDescription createDescription(String language, String model)
      throws ResourceInitializationException {
    if (model != null) {
      throw new IllegalArgumentException("Detector " + id() + " takes no model");
    }
    return createDescription(language);
  }

  /**
   * The detectors whose candidates this one reads (a CRF model trained with candidate features),
   * which must run before it.
   *
   * @param model the model's location, or null for the shipped one
   */
  public List<Detector> inputsFor(String language, String model) {
    return List.of();
  }

  /** The name used on the command line ({@code regex}). */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Whether the detector works for the language. */
  public boolean supports(String language) {
    return languages.contains(language);
  }

  /** Every detector available for a language, in pipeline order. */
  public static List<Detector> availableFor(String language) {
    return Arrays.stream(values()).filter(d -> d.supports(language)).toList();
  }

  /**
   * Parses a detector name.
   *
   * @throws IllegalArgumentException naming the known detectors
   */
  public static Detector parse(String name) {
    for (Detector detector : values()) {
      if (detector.id().equals(name.trim().toLowerCase(Locale.ROOT))) {
        return detector;
      }
    }
    throw new IllegalArgumentException(
        "Unknown detector '"
            + name
            + "': use one of "
            + Arrays.stream(values()).map(Detector::id).collect(Collectors.joining(", ")));
  }
}
