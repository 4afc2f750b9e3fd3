package org.deid.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.deid.segment.ClinicalSegmenter;
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

/** The segmenter (tokens, sentences, sections) over every note, on fresh CASes. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class SegmenterBench {

  private List<String> texts;

  private final List<JCas> notes = new ArrayList<>();

  private AnalysisEngine segmenter;

  /** Reads the notes and creates the segmenter. */
  @Setup(Level.Trial)
  public void setUp() throws UIMAException {
    texts = BenchNotes.texts();
    for (int i = 0; i < texts.size(); i++) {
      notes.add(JCasFactory.createJCas());
    }
    segmenter = AnalysisEngineFactory.createEngine(ClinicalSegmenter.createDescription());
  }

  /** Empties the CASes (the segmenter keeps tokens it finds) and sets their texts again. */
  @Setup(Level.Invocation)
  public void reset() {
    for (int i = 0; i < notes.size(); i++) {
      notes.get(i).reset();
      notes.get(i).setDocumentText(texts.get(i));
      notes.get(i).setDocumentLanguage(BenchNotes.LANGUAGE);
    }
  }

  /** Segments every note. */
  @Benchmark
  public int segment() throws UIMAException {
    for (JCas jcas : notes) {
      segmenter.process(jcas);
    }
    return notes.size();
  }
}
