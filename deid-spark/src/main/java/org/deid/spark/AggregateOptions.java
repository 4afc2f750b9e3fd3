package org.deid.spark;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.resource.ResourceInitializationException;
import org.apache.uima.util.InvalidXMLException;
import org.deid.detect.crf.CrfAnnotator;
import org.deid.pipeline.DeidPipeline;
import org.deid.pipeline.Detector;
import org.deid.resolve.ConsensusAnnotator;
import org.deid.substitute.SubstitutionAnnotator;
import org.deid.substitute.SubstitutionPolicy;
import org.xml.sax.SAXException;
import picocli.CommandLine.Option;

/**
 * The options that choose the aggregate, with the names, defaults and meaning of {@code deid run}'s
 * (detectors, CRF model, consensus, strategy, policy, seed, scope, key file), so that the same
 * options give the same aggregate and the same rewritten text.
 */
public final class AggregateOptions {

  @Option(
      names = "--annotators",
      split = ",",
      paramLabel = "NAME",
      description =
          "Detectors, comma-separated: regex, lexicon, crf (default: all for the language).")
  private List<String> annotators = new ArrayList<>();

  @Option(
      names = "--crf-model",
      paramLabel = "MODEL",
      description = "A CRF model of yours (folder or model.jar, readable on every executor).")
  private String crfModel;

  @Option(
      names = "--crf-outside-threshold",
      paramLabel = "P",
      description = "Recall bias of the CRF, as in deid run (default 0.85).")
  private Double crfOutsideThreshold;

  @Option(
      names = "--consensus",
      defaultValue = "medina-nerda",
      description = "medina-nerda, weighted-vote or priority (default: ${DEFAULT-VALUE}).")
  private String consensusPolicy;

  @Option(
      names = "--consensus-alignment",
      defaultValue = "token",
      description = "token or span (default: ${DEFAULT-VALUE}).")
  private String consensusAlignment;

  @Option(
      names = "--consensus-quorum",
      description = "medina-nerda quorum, as in deid run (default 2 for es, 1 for fr).")
  private Integer consensusQuorum;

  @Option(
      names = "--strategy",
      defaultValue = "surrogate",
      description = "surrogate, tag, mask, redact or keep (default: ${DEFAULT-VALUE}).")
  private String strategy;

  @Option(
      names = "--policy",
      paramLabel = "FILE",
      description = "A strategy per category or subtype, one KEY=strategy a line (driver file).")
  private Path policyFile;

  @Option(
      names = "--seed",
      defaultValue = "1",
      description = "Seed of the surrogate draws, as in deid run (default: ${DEFAULT-VALUE}).")
  private int seed;

  @Option(
      names = "--scope",
      defaultValue = "document",
      description =
          "document, patient or corpus; patient and corpus need a secret key from --key-file or"
              + " the executors' environment variable "
              + SubstitutionAnnotator.KEY_ENVIRONMENT_VARIABLE
              + " (default: ${DEFAULT-VALUE}).")
  private String scope;

  @Option(
      names = "--key-file",
      paramLabel = "FILE",
      description =
          "The secret key's file: a path every executor can read (a mounted secret), or the name"
              + " of a file shipped with spark-submit --files.")
  private String keyFile;

  /** The seed, for the summary (the key is never shown). */
  int seed() {
    return seed;
  }

  /** The key file as given, or null. */
  String keyFile() {
    return keyFile;
  }

  /** The analysis aggregate these options describe, built as {@code deid run} builds it. */
  AnalysisEngineDescription createAnalysisDescription(String language)
      throws ResourceInitializationException, InvalidXMLException {
    AnalysisEngineDescription aggregate =
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
      DeidPipeline.setDelegateParameter(
          aggregate, CrfAnnotator.class, CrfAnnotator.PARAM_OUTSIDE_THRESHOLD, crfOutsideThreshold);
    }
    applySubstitution(aggregate);
    return aggregate;
  }

  /** The aggregate as XML, the form it travels in to the executors. */
  static String toXml(AnalysisEngineDescription description) {
    StringWriter xml = new StringWriter();
    try {
      description.toXML(xml);
    } catch (SAXException | IOException e) {
      throw new IllegalStateException("Cannot write the aggregate's descriptor", e);
    }
    return xml.toString();
  }

  private List<Detector> detectors(String language) {
    List<Detector> detectors =
        annotators.isEmpty()
            ? new ArrayList<>(Detector.availableFor(language))
            : new ArrayList<>(annotators.stream().map(Detector::parse).toList());
    if (crfModel != null && annotators.isEmpty() && !detectors.contains(Detector.CRF)) {
      detectors.add(Detector.CRF);
    }
    return detectors;
  }

  private Object[] consensusParameters() {
    List<Object> parameters = new ArrayList<>();
    parameters.add(ConsensusAnnotator.PARAM_POLICY);
    parameters.add(consensusPolicy);
    parameters.add(ConsensusAnnotator.PARAM_ALIGNMENT);
    parameters.add(consensusAlignment);
    if (consensusQuorum != null) {
      parameters.add(ConsensusAnnotator.PARAM_CONTEXTUAL_QUORUM);
      parameters.add(consensusQuorum);
    }
    return parameters.toArray();
  }

  private void applySubstitution(AnalysisEngineDescription aggregate) throws InvalidXMLException {
    List<String> settings = new ArrayList<>(Arrays.asList("COUNTRY=keep", "SEX=keep"));
    String fallback = strategy;
    if (policyFile != null) {
      if (!Files.isRegularFile(policyFile)) {
        throw new IllegalArgumentException("--policy " + policyFile + " is not a file");
      }
      SubstitutionPolicy.read(policyFile, strategy); // fails at once, naming the bad key
      SubstitutionPolicy.Settings read = SubstitutionPolicy.readSettings(policyFile, strategy);
      fallback = read.fallback();
      settings = read.settings();
    }
    SubstitutionPolicy.of(fallback, settings); // fails at once on an unknown strategy
    if (!SubstitutionAnnotator.SCOPES.contains(scope)) {
      throw new IllegalArgumentException(
          "--scope must be one of " + SubstitutionAnnotator.SCOPES + ", not '" + scope + "'");
    }
    set(aggregate, SubstitutionAnnotator.PARAM_STRATEGY, fallback);
    set(aggregate, SubstitutionAnnotator.PARAM_POLICY, settings.toArray(String[]::new));
    set(aggregate, SubstitutionAnnotator.PARAM_SEED, seed);
    set(aggregate, SubstitutionAnnotator.PARAM_SCOPE, scope);
    if (keyFile != null) {
      set(aggregate, SubstitutionAnnotator.PARAM_KEY_FILE, keyFile);
    }
  }

  private static void set(AnalysisEngineDescription aggregate, String name, Object value)
      throws InvalidXMLException {
    DeidPipeline.setDelegateParameter(aggregate, SubstitutionAnnotator.class, name, value);
  }
}
