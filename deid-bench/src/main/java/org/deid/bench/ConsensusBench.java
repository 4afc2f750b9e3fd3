package org.deid.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.jcas.JCas;
import org.deid.detect.crf.CrfAnnotator;
import org.deid.detect.lexicon.LexiconAnnotator;
import org.deid.detect.regex.RegexAnnotator;
import org.deid.resolve.ConsensusAnnotator;
import org.deid.segment.ClinicalSegmenter;
import org.deid.type.Phi;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The consensus (default policy) over the candidates of the default detectors (regex, lexicon,
 * CRF), written once; the resolved PHI of the previous invocation are removed, untimed.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class ConsensusBench {

  private List<JCas> notes;

  private AnalysisEngine consensus;

  /** Runs the segmenter and the detectors once; creates the consensus. */
  @Setup(Level.Trial)
  public void setUp() throws UIMAException {
    notes =
        BenchNotes.cases(
            ClinicalSegmenter.createDescription(),
            RegexAnnotator.createDescription(BenchNotes.LANGUAGE),
            LexiconAnnotator.createDescription(BenchNotes.LANGUAGE),
            CrfAnnotator.createDescription(
                "fr".equals(BenchNotes.LANGUAGE)
                    ? CrfAnnotator.FRENCH_MODEL
                    : CrfAnnotator.SPANISH_MODEL));
    consensus = AnalysisEngineFactory.createEngine(ConsensusAnnotator.createDescription());
  }

  /** Removes the resolved PHI of the previous invocation. */
  @Setup(Level.Invocation)
  public void clear() {
    for (JCas jcas : notes) {
      jcas.select(Phi.class).asList().forEach(Phi::removeFromIndexes);
    }
  }

  /** Resolves the candidates of every note. */
  @Benchmark
  public int resolve() throws UIMAException {
    for (JCas jcas : notes) {
      consensus.process(jcas);
    }
    return notes.size();
  }
}
