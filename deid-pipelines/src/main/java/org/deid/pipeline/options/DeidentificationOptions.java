package org.deid.pipeline.options;

import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.resource.ResourceInitializationException;
import org.apache.uima.util.InvalidXMLException;
import org.deid.pipeline.DeidPipeline;
import org.deid.pipeline.options.SubstitutionOptions.KeyHolder;
import picocli.CommandLine.Mixin;

/**
 * Every option of the de-identification aggregate, analysis and substitution: what {@code deid run}
 * and the Spark job both take, so that the same arguments give the same aggregate.
 */
public final class DeidentificationOptions {

  @Mixin private AnalysisOptions analysis = new AnalysisOptions();

  @Mixin private SubstitutionOptions substitution = new SubstitutionOptions();

  /**
   * The whole aggregate ({@link DeidPipeline}) these options describe, every option checked.
   *
   * @param keyHolder where the secret key is read, and so where it can be checked
   */
  public AnalysisEngineDescription createDescription(String language, KeyHolder keyHolder)
      throws ResourceInitializationException {
    AnalysisEngineDescription aggregate = analysis.createAnalysisDescription(language);
    try {
      substitution.apply(aggregate, keyHolder);
    } catch (InvalidXMLException e) {
      throw new ResourceInitializationException(e);
    }
    return aggregate;
  }

  /** The analysis options. */
  public AnalysisOptions analysis() {
    return analysis;
  }

  /** The substitution options. */
  public SubstitutionOptions substitution() {
    return substitution;
  }
}
