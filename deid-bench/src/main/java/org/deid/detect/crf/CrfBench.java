package org.deid.detect.crf;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
import org.apache.ctakes.typesystem.type.textspan.Sentence;
import org.apache.uima.UIMAException;
import org.apache.uima.jcas.JCas;
import org.cleartk.ml.CleartkProcessingException;
import org.deid.bench.BenchNotes;
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
 * The two halves of the CRF detector with the shipped model of the notes' language (Spanish or
 * French), over every sentence of the notes (segmented, with the rule candidates its features
 * read): {@code features} extracts each token's features and looks them up as model attributes;
 * {@code tagging} decodes each sentence as the detector does (Viterbi and the marginals with the
 * default recall bias, or the forward pass alone for a sentence surely outside PHI) from attribute
 * ids recorded once.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class CrfBench {

  private static final double OUTSIDE_THRESHOLD = 0.85;

  private CrfSuiteClassifier classifier;

  private Set<String> sources;

  private List<JCas> notes;

  /** Per note, its sentences' tokens. */
  private final List<List<List<BaseToken>>> sentences = new ArrayList<>();

  /** Per sentence: position, attribute id and value of every attribute, in order. */
  private final List<int[]> positions = new ArrayList<>();

  private final List<int[]> attributes = new ArrayList<>();

  private final List<double[]> values = new ArrayList<>();

  private final List<Integer> lengths = new ArrayList<>();

  /** Prepares the notes and records the attributes of every sentence. */
  @Setup(Level.Trial)
  public void setUp() throws UIMAException, IOException {
    String modelPath =
        BenchNotes.LANGUAGE.equals("fr") ? CrfAnnotator.FRENCH_MODEL : CrfAnnotator.SPANISH_MODEL;
    classifier = (CrfSuiteClassifier) CrfModelFactory.load(modelPath);
    sources = Set.copyOf(CrfModelFactory.settings(modelPath).orElseThrow().candidateSources());
    notes =
        BenchNotes.cases(
            ClinicalSegmenter.createDescription(),
            RegexAnnotator.createDescription(BenchNotes.LANGUAGE),
            LexiconAnnotator.createDescription(BenchNotes.LANGUAGE));
    CrfSuiteModel model = classifier.model();
    for (JCas jcas : notes) {
      List<List<BaseToken>> noteSentences = new ArrayList<>();
      PhiTokenFeatures features = new PhiTokenFeatures(jcas, sources);
      for (Sentence sentence : jcas.select(Sentence.class)) {
        List<BaseToken> tokens = new ArrayList<>();
        for (BaseToken token : jcas.select(BaseToken.class).coveredBy(sentence)) {
          if (!(token instanceof NewlineToken)) {
            tokens.add(token);
          }
        }
        if (tokens.isEmpty()) {
          continue;
        }
        noteSentences.add(tokens);
        List<int[]> recorded = new ArrayList<>();
        List<Double> recordedValues = new ArrayList<>();
        features.extract(
            tokens,
            new CrfAttributeSink(model, new CrfLattice(model, tokens.size())) {
              @Override
              void accept(int attribute, double value) {
                recorded.add(new int[] {position(), attribute});
                recordedValues.add(value);
              }
            });
        positions.add(recorded.stream().mapToInt(r -> r[0]).toArray());
        attributes.add(recorded.stream().mapToInt(r -> r[1]).toArray());
        values.add(recordedValues.stream().mapToDouble(Double::doubleValue).toArray());
        lengths.add(tokens.size());
      }
      sentences.add(noteSentences);
    }
  }

  /**
   * Features of every token, looked up as model attributes and added to the state scores (line cues
   * per note included).
   */
  @Benchmark
  public int features() {
    CrfSuiteModel model = classifier.model();
    CrfLattice lattice = new CrfLattice(model);
    // As the annotator: one sink, reusing the state scores of the words it met.
    CrfAttributeSink sink = new CrfAttributeSink(model, lattice, true);
    TokenWords words = new TokenWords();
    int filled = 0;
    for (int n = 0; n < notes.size(); n++) {
      PhiTokenFeatures features = new PhiTokenFeatures(notes.get(n), sources, words);
      for (List<BaseToken> tokens : sentences.get(n)) {
        lattice.reset(tokens.size());
        features.extract(tokens, sink);
        filled += lattice.length();
      }
    }
    return filled;
  }

  /** State scores, Viterbi and marginals of every sentence, from recorded attribute ids. */
  @Benchmark
  public int tagging() throws CleartkProcessingException {
    CrfLattice lattice = new CrfLattice(classifier.model());
    int tagged = 0;
    for (int s = 0; s < lengths.size(); s++) {
      lattice.reset(lengths.get(s));
      int[] position = positions.get(s);
      int[] attribute = attributes.get(s);
      double[] value = values.get(s);
      for (int k = 0; k < position.length; k++) {
        lattice.addAttribute(position[k], attribute[k], value[k]);
      }
      tagged += classifier.decodeChunks(lattice, OUTSIDE_THRESHOLD, i -> true).outcomes().size();
    }
    return tagged;
  }
}
