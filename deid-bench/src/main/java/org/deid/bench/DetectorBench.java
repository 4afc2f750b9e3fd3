package org.deid.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.jcas.JCas;
import org.deid.detect.lexicon.LexiconAnnotator;
import org.deid.detect.regex.RegexAnnotator;
import org.deid.parameter.Sources;
import org.deid.segment.ClinicalSegmenter;
import org.deid.type.PhiCandidate;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The rule detectors on their own, over segmented notes: time to process every note once (the
 * candidates of the previous invocation are removed, untimed, before each).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class DetectorBench {

  /** The detector: regex or lexicon. */
  @Param({Sources.REGEX, Sources.LEXICON})
  public String detector;

  private List<JCas> notes;

  private AnalysisEngine engine;

  /** Segments the notes once and creates the detector. */
  @Setup(Level.Trial)
  public void setUp() throws UIMAException {
    notes = BenchNotes.cases(ClinicalSegmenter.createDescription());
    engine =
        AnalysisEngineFactory.createEngine(
            detector.equals(Sources.REGEX)
                ? RegexAnnotator.createDescription(BenchNotes.LANGUAGE)
                : LexiconAnnotator.createDescription(BenchNotes.LANGUAGE));
  }

  /** Removes the candidates of the previous invocation. */
  @Setup(Level.Invocation)
  public void clear() {
    for (JCas jcas : notes) {
      jcas.select(PhiCandidate.class).asList().forEach(PhiCandidate::removeFromIndexes);
    }
  }

  /** Runs the detector over every note. */
  @Benchmark
  public int detect() throws UIMAException {
    for (JCas jcas : notes) {
      engine.process(jcas);
    }
    return notes.size();
  }
}
