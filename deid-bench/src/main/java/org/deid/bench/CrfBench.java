package org.deid.bench;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
import org.apache.ctakes.typesystem.type.textspan.Sentence;
import org.apache.uima.UIMAException;
import org.apache.uima.jcas.JCas;
import org.cleartk.ml.CleartkProcessingException;
import org.deid.detect.crf.CrfAnnotator;
import org.deid.detect.crf.CrfStages;
import org.deid.detect.crf.CrfStages.RecordedSentence;
import org.deid.detect.lexicon.LexiconAnnotator;
import org.deid.detect.regex.RegexAnnotator;
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

/**
 * The two halves of the CRF detector ({@link CrfStages}) with the shipped model of the notes'
 * language (Spanish or French), over every sentence of the notes (segmented, with the rule
 * candidates its features read): {@code features} extracts each token's features and looks them up
 * as model attributes; {@code tagging} decodes each sentence as the detector does (Viterbi and the
 * marginals with the default recall bias, or the forward pass alone for a sentence surely outside
 * PHI) from attribute ids recorded once.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class CrfBench {

  private static final double OUTSIDE_THRESHOLD = 0.85;

  private CrfStages stages;

  private List<JCas> notes;

  /** Per note, its sentences' tokens. */
  private final List<List<List<BaseToken>>> sentences = new ArrayList<>();

  /** Every sentence's attributes, recorded once. */
  private final List<RecordedSentence> recorded = new ArrayList<>();

  /** Prepares the notes and records the attributes of every sentence. */
  @Setup(Level.Trial)
  public void setUp() throws UIMAException, IOException {
    stages =
        CrfStages.forModel(
            BenchNotes.LANGUAGE.equals("fr")
                ? CrfAnnotator.FRENCH_MODEL
                : CrfAnnotator.SPANISH_MODEL);
    notes =
        BenchNotes.cases(
            ClinicalSegmenter.createDescription(),
            RegexAnnotator.createDescription(BenchNotes.LANGUAGE),
            LexiconAnnotator.createDescription(BenchNotes.LANGUAGE));
    for (JCas jcas : notes) {
      List<List<BaseToken>> noteSentences = new ArrayList<>();
      for (Sentence sentence : jcas.select(Sentence.class)) {
        List<BaseToken> tokens = new ArrayList<>();
        for (BaseToken token : jcas.select(BaseToken.class).coveredBy(sentence)) {
          if (!(token instanceof NewlineToken)) {
            tokens.add(token);
          }
        }
        if (!tokens.isEmpty()) {
          noteSentences.add(tokens);
        }
      }
      sentences.add(noteSentences);
      recorded.addAll(stages.record(jcas, noteSentences));
    }
  }

  /**
   * Features of every token, looked up as model attributes and added to the state scores (line cues
   * per note included).
   */
  @Benchmark
  public int features() {
    return stages.features(notes, sentences);
  }

  /** State scores, Viterbi and marginals of every sentence, from recorded attribute ids. */
  @Benchmark
  public int tagging() throws CleartkProcessingException {
    return stages.tagging(recorded, OUTSIDE_THRESHOLD);
  }
}
