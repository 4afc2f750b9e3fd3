package org.deid.descriptors;

import org.apache.ctakes.core.pipeline.PiperFileReader;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.fit.pipeline.SimplePipeline;
import org.deid.detect.crf.CrfAnnotator;
import org.deid.io.brat.BratWriter;
import org.deid.io.text.PlainTextReader;
import org.deid.pipeline.DeidPipeline;

/**
 * Runs deid's shipped piper file after cTAKES's default tokenizer pipeline over a folder of notes
 * and writes the resolved PHI as brat, so {@code deid eval --pred} can score deid on cTAKES's
 * tokens against the same notes on deid's own (docs/ctakes.md gives the command and the figures).
 *
 * <p>Usage: {@code CtakesTokenizationRun IN_FOLDER OUT_FOLDER fr|es SCHEME [CRF_MODEL]}
 */
public final class CtakesTokenizationRun {

  private CtakesTokenizationRun() {}

  /** Runs the folder. */
  public static void main(String[] args) throws Exception {
    if (args.length != 4 && args.length != 5) {
      throw new IllegalArgumentException(
          "Usage: CtakesTokenizationRun IN OUT fr|es SCHEME [CRF_MODEL]");
    }
    PiperFileReader piper = new PiperFileReader();
    piper.loadPipelineFile("org/apache/ctakes/core/pipeline/DefaultTokenizerPipeline.piper");
    piper.loadPipelineFile("org/deid/desc/" + PiperFileGenerator.FILES.get(args[2]));
    AnalysisEngineDescription pipeline = piper.getBuilder().getAnalysisEngineDesc();
    if (args.length == 5) {
      DeidPipeline.setDelegateParameter(
          pipeline, CrfAnnotator.class, CrfAnnotator.PARAM_MODEL, args[4]);
    }
    SimplePipeline.runPipeline(
        PlainTextReader.createReaderDescription(args[0], args[2]),
        pipeline,
        BratWriter.createWriterDescription(args[1], "_InitialView", args[3]));
  }
}
