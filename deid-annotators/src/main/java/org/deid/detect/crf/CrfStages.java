package org.deid.detect.crf;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.uima.jcas.JCas;
import org.cleartk.ml.CleartkProcessingException;

/**
 * The two halves of the CRF detector, to be timed apart (the benchmarks of deid-bench): the
 * features of every token looked up as model attributes, and the decoding of a sentence from
 * attribute ids recorded once. Each half runs the detector's own code, as {@link CrfAnnotator} runs
 * it; nothing here is needed to detect PHI.
 */
public final class CrfStages {

  private final CrfSuiteClassifier classifier;

  private final Set<String> candidateSources;

  private CrfStages(CrfSuiteClassifier classifier, Set<String> candidateSources) {
    this.classifier = classifier;
    this.candidateSources = candidateSources;
  }

  /**
   * Loads a CRF model as the detector does ({@link CrfModelFactory}, shared per JVM).
   *
   * @param location a model's location ({@link CrfAnnotator#SPANISH_MODEL}, a folder, a jar)
   */
  public static CrfStages forModel(String location) throws IOException {
    CrfSuiteClassifier classifier = (CrfSuiteClassifier) CrfModelFactory.load(location);
    Set<String> sources =
        CrfModelFactory.settings(location)
            .map(settings -> Set.copyOf(settings.candidateSources()))
            .orElse(Set.of());
    return new CrfStages(classifier, sources);
  }

  /** The attributes of one sentence, recorded once: what {@link #tagging} decodes. */
  public static final class RecordedSentence {
    private final int length;
    private final int[] positions;
    private final int[] attributes;
    private final double[] values;

    private RecordedSentence(int length, int[] positions, int[] attributes, double[] values) {
      this.length = length;
      this.positions = positions;
      this.attributes = attributes;
      this.values = values;
    }

    /** The sentence's tokens. */
    public int length() {
      return length;
    }

    /** How many (position, attribute) pairs the sentence's features gave. */
    public int attributeCount() {
      return positions.length;
    }
  }

  /**
   * Records the model attributes of a note's sentences, in order.
   *
   * @param jcas the note, with the candidates of the model's candidate sources when it reads them
   * @param sentences the note's sentences, each its tokens without newline tokens
   */
  public List<RecordedSentence> record(JCas jcas, List<List<BaseToken>> sentences) {
    CrfSuiteModel model = classifier.model();
    PhiTokenFeatures features = new PhiTokenFeatures(jcas, candidateSources);
    List<RecordedSentence> recorded = new ArrayList<>();
    for (List<BaseToken> tokens : sentences) {
      List<int[]> pairs = new ArrayList<>();
      List<Double> pairValues = new ArrayList<>();
      features.extract(
          tokens,
          new CrfAttributeSink(model, new CrfLattice(model, tokens.size())) {
            @Override
            void accept(int attribute, double value) {
              pairs.add(new int[] {position(), attribute});
              pairValues.add(value);
            }
          });
      recorded.add(
          new RecordedSentence(
              tokens.size(),
              pairs.stream().mapToInt(pair -> pair[0]).toArray(),
              pairs.stream().mapToInt(pair -> pair[1]).toArray(),
              pairValues.stream().mapToDouble(Double::doubleValue).toArray()));
    }
    return recorded;
  }

  /**
   * The feature half: the features of every token of every sentence, looked up as model attributes
   * and added to the state scores, through one sink that reuses the scores of the words it met (as
   * the detector does; per-note line cues included).
   *
   * @param notes the notes
   * @param sentences per note, its sentences' tokens
   * @return the lattice positions filled
   */
  public int features(List<JCas> notes, List<List<List<BaseToken>>> sentences) {
    CrfSuiteModel model = classifier.model();
    CrfLattice lattice = new CrfLattice(model);
    CrfAttributeSink sink = new CrfAttributeSink(model, lattice, true);
    TokenWords words = new TokenWords();
    int filled = 0;
    for (int n = 0; n < notes.size(); n++) {
      PhiTokenFeatures features = new PhiTokenFeatures(notes.get(n), candidateSources, words);
      for (List<BaseToken> tokens : sentences.get(n)) {
        lattice.reset(tokens.size());
        features.extract(tokens, sink);
        filled += lattice.length();
      }
    }
    return filled;
  }

  /**
   * The tagging half: state scores, Viterbi and marginals of every sentence from its recorded
   * attributes, with a recall bias as the detector's (the forward pass alone where a sentence is
   * surely outside PHI).
   *
   * @param outsideThreshold the detector's {@link CrfAnnotator#PARAM_OUTSIDE_THRESHOLD}
   * @return the outcomes decoded, one a token
   */
  public int tagging(List<RecordedSentence> sentences, double outsideThreshold)
      throws CleartkProcessingException {
    CrfLattice lattice = new CrfLattice(classifier.model());
    int tagged = 0;
    for (RecordedSentence sentence : sentences) {
      lattice.reset(sentence.length);
      for (int k = 0; k < sentence.positions.length; k++) {
        lattice.addAttribute(sentence.positions[k], sentence.attributes[k], sentence.values[k]);
      }
      tagged += classifier.decodeChunks(lattice, outsideThreshold, i -> true).outcomes().size();
    }
    return tagged;
  }
}
