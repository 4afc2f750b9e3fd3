package org.deid.detect.crf;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.textspan.Sentence;
import org.apache.uima.UimaContext;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.analysis_engine.AnalysisEngineProcessException;
import org.apache.uima.cas.CASException;
import org.apache.uima.fit.descriptor.ConfigurationParameter;
import org.apache.uima.fit.descriptor.ResourceMetaData;
import org.apache.uima.fit.descriptor.TypeCapability;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.cleartk.ml.CleartkSequenceAnnotator;
import org.cleartk.ml.Feature;
import org.cleartk.ml.Instances;
import org.cleartk.ml.SequenceDataWriter;
import org.cleartk.ml.chunking.BioChunking;
import org.cleartk.ml.jar.DefaultSequenceDataWriterFactory;
import org.cleartk.ml.jar.DirectoryDataWriterFactory;
import org.deid.parameter.Sources;
import org.deid.scheme.LabelScheme;
import org.deid.taxonomy.CivilityTitles;
import org.deid.taxonomy.PhiCategory;
import org.deid.taxonomy.PhiClass;
import org.deid.type.Phi;
import org.deid.type.PhiCandidate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tags PHI with a linear-chain CRF over the tokens of each sentence (ClearTK sequence annotator,
 * BIO chunking, CRFsuite in-process). It writes one {@link PhiCandidate} per chunk: source {@code
 * crf}, label the scheme's label, category, subtype and role from the scheme, confidence the mean
 * marginal probability of the chunk's tokens. In training mode it writes the features of each
 * sentence and the BIO outcomes of the gold {@link Phi} of the gold view instead.
 */
@ResourceMetaData(
    name = "deid CRF detector",
    description = "Finds PHI with a linear-chain CRF over the tokens of each sentence.")
@TypeCapability(
    inputs = {
      "org.apache.ctakes.typesystem.type.textspan.Sentence",
      "org.apache.ctakes.typesystem.type.syntax.BaseToken",
      "org.deid.type.PhiCandidate"
    },
    outputs = "org.deid.type.PhiCandidate")
public final class CrfAnnotator extends CleartkSequenceAnnotator<String> {

  /** Location of the Spanish model shipped with deid (MEDDOCAN labels). */
  public static final String SPANISH_MODEL = "classpath:org/deid/detect/crf/es/model.jar";

  /**
   * Location of the French model shipped with deid (deid-fr labels, trained on synthetic notes).
   */
  public static final String FRENCH_MODEL = "classpath:org/deid/detect/crf/fr/model.jar";

  /** The default source id of the candidates. */
  public static final String SOURCE = Sources.CRF;

  private static final Logger LOG = LoggerFactory.getLogger(CrfAnnotator.class);

  /**
   * The model to tag with: a ClearTK {@code model.jar}, a folder holding one, or {@code classpath:}
   * and a resource path. Loaded once per JVM and shared by all threads. Unused in training mode.
   */
  public static final String PARAM_MODEL = "crfModel";

  @ConfigurationParameter(name = PARAM_MODEL, mandatory = false, defaultValue = "")
  private String model;

  /** Source id written on every candidate. */
  public static final String PARAM_SOURCE = "crfSource";

  @ConfigurationParameter(name = PARAM_SOURCE, mandatory = false, defaultValue = SOURCE)
  private String source;

  /**
   * Training: the label scheme the model learns to speak. Tagging: the scheme that maps the model's
   * labels to the taxonomy, for a model that does not record its own ({@link CrfModelSettings}).
   */
  public static final String PARAM_LABEL_SCHEME = "crfLabelScheme";

  @ConfigurationParameter(name = PARAM_LABEL_SCHEME, mandatory = false, defaultValue = "meddocan")
  private String labelSchemeName;

  /**
   * Sources of other detectors' candidates (e.g. {@code regex}, {@code lexicon}) whose categories
   * become token features; those detectors must run first. Training: recorded in the model.
   * Tagging: empty takes the model's record; anything else must equal it.
   */
  public static final String PARAM_CANDIDATE_SOURCES = "crfCandidateSources";

  @ConfigurationParameter(
      name = PARAM_CANDIDATE_SOURCES,
      mandatory = false,
      defaultValue = {})
  private String[] candidateSources;

  /**
   * Training only: a word clusters file ({@code word TAB bits TAB count} a line, as {@code deid
   * clusters} writes it) whose bit-string prefixes become token features; empty: none. The file is
   * copied into the model jar and its use recorded there ({@link CrfModelSettings}): a model tags
   * with the clusters it was trained with, and a model trained without them with none.
   */
  public static final String PARAM_WORD_CLUSTERS = "crfWordClusters";

  @ConfigurationParameter(name = PARAM_WORD_CLUSTERS, mandatory = false, defaultValue = "")
  private String wordClustersFile;

  /** Training only: the lengths of the bit-string prefixes that are features (with clusters). */
  public static final String PARAM_WORD_CLUSTER_PREFIXES = "crfWordClusterPrefixes";

  @ConfigurationParameter(
      name = PARAM_WORD_CLUSTER_PREFIXES,
      mandatory = false,
      defaultValue = {"4", "6", "10", "20"})
  private Integer[] wordClusterPrefixes;

  /**
   * Training only: how far from the token its neighbours' clusters are features, inside the
   * sentence. The default, 0 (the token's own cluster only), tags 15 % faster than 1 for the same
   * strict F1 on MEDDOCAN dev (0.9604 against 0.9606, token recall 0.9910 against 0.9908).
   */
  public static final String PARAM_WORD_CLUSTER_WINDOW = "crfWordClusterWindow";

  @ConfigurationParameter(name = PARAM_WORD_CLUSTER_WINDOW, mandatory = false, defaultValue = "0")
  private int wordClusterWindow;

  /** The clusters of the model's features (null: none), and how far their window reaches. */
  private WordClusters clusters;

  private int clusterWindow;

  /**
   * Recall bias of the tagging: a token the model's best path leaves outside any PHI becomes PHI
   * (its most probable PHI label) when the model's marginal probability of "outside" is below this,
   * unless it is a civility title ("M.", "Dr"), never part of a name in any scheme. 0 keeps the
   * best path; higher values trade precision for recall. The default, 0.85, was chosen on the dev
   * parts of es-dev and fr-dev and on MEDDOCAN dev: token recall +1.5 to +3 points for 0 to 1.6
   * points of strict F1.
   */
  public static final String PARAM_OUTSIDE_THRESHOLD = "crfOutsideThreshold";

  @ConfigurationParameter(name = PARAM_OUTSIDE_THRESHOLD, mandatory = false, defaultValue = "0.85")
  private double outsideThreshold;

  /**
   * Recall bias at a capitalised word inside a line that is no ordinary word of the note's language
   * ("Tepatitlán", "Jinámar"; see {@link UnknownWordBias}), in the notes of {@link
   * #PARAM_UNKNOWN_WORD_LANGUAGES}, as {@link #PARAM_OUTSIDE_THRESHOLD} elsewhere and never below
   * it. The default, 0.95, was chosen on the dev part of es-dev (with a CRF trained without it) and
   * on MEDDOCAN dev (CRF trained on train): token recall +0.14 and +0.04 points for 0.12 points of
   * strict F1 on each, where raising the bias everywhere to 0.9 cost a full point of strict F1 for
   * +0.25.
   */
  public static final String PARAM_UNKNOWN_WORD_OUTSIDE_THRESHOLD =
      "crfUnknownWordOutsideThreshold";

  @ConfigurationParameter(
      name = PARAM_UNKNOWN_WORD_OUTSIDE_THRESHOLD,
      mandatory = false,
      defaultValue = "0.95")
  private double unknownWordOutsideThreshold;

  /**
   * The languages of the notes (their CAS document language) that take {@link
   * #PARAM_UNKNOWN_WORD_OUTSIDE_THRESHOLD}: Spanish by default. French gains nothing on fr-dev dev
   * and its prose raises more false alarms (eponyms, English names of scores).
   */
  public static final String PARAM_UNKNOWN_WORD_LANGUAGES = "crfUnknownWordLanguages";

  @ConfigurationParameter(
      name = PARAM_UNKNOWN_WORD_LANGUAGES,
      mandatory = false,
      defaultValue = {"es"})
  private String[] unknownWordLanguages;

  private UnknownWordBias bias;

  /** Training only: the view holding the gold {@link Phi}. */
  public static final String PARAM_GOLD_VIEW = "crfGoldView";

  @ConfigurationParameter(name = PARAM_GOLD_VIEW, mandatory = false, defaultValue = "gold")
  private String goldView;

  private final BioChunking<BaseToken, PhiCandidate> chunking =
      new BioChunking<>(BaseToken.class, PhiCandidate.class, "label");

  private LabelScheme scheme;

  private Set<String> candidateSourceSet;

  /** The lattice of the sentence being tagged, its buffers reused from sentence to sentence. */
  private CrfLattice lattice;

  /** What fills {@link #lattice}, its caches kept from sentence to sentence. */
  private CrfAttributeSink sink;

  /** The words of the tokens of the notes seen last, kept from note to note. */
  private final TokenWords words = new TokenWords();

  private int goldSpans;

  private int misalignedGold;

  private int unmappedGold;

  /** An engine that tags with the model at {@code modelLocation} (see {@link #PARAM_MODEL}). */
  public static AnalysisEngineDescription createDescription(
      String modelLocation, Object... parameters) throws ResourceInitializationException {
    List<Object> all = new ArrayList<>(List.of(parameters));
    all.addAll(
        List.of(
            PARAM_MODEL,
            modelLocation,
            PARAM_IS_TRAINING,
            false,
            PARAM_CLASSIFIER_FACTORY_CLASS_NAME,
            CrfModelFactory.class.getName()));
    return AnalysisEngineFactory.createEngineDescription(CrfAnnotator.class, all.toArray());
  }

  /**
   * An engine that writes training data into {@code trainingDirectory} with a ClearTK sequence data
   * writer ({@link CrfSuiteDataWriter} for the in-process CRFsuite backend).
   */
  public static AnalysisEngineDescription createTrainingDescription(
      File trainingDirectory,
      Class<? extends SequenceDataWriter<String>> dataWriter,
      Object... parameters)
      throws ResourceInitializationException {
    List<Object> all = new ArrayList<>(List.of(parameters));
    all.addAll(
        List.of(
            PARAM_IS_TRAINING,
            true,
            PARAM_DATA_WRITER_FACTORY_CLASS_NAME,
            DefaultSequenceDataWriterFactory.class.getName(),
            DefaultSequenceDataWriterFactory.PARAM_DATA_WRITER_CLASS_NAME,
            dataWriter.getName(),
            DirectoryDataWriterFactory.PARAM_OUTPUT_DIRECTORY,
            trainingDirectory.getPath()));
    return AnalysisEngineFactory.createEngineDescription(CrfAnnotator.class, all.toArray());
  }

  @Override
  public void initialize(UimaContext context) throws ResourceInitializationException {
    super.initialize(context);
    List<String> sources = List.of(candidateSources);
    String schemeName = labelSchemeName;
    if (isTraining()) {
      // Recorded in the model jar: the model is then always run with the features it learnt.
      Object directory =
          context.getConfigParameterValue(DirectoryDataWriterFactory.PARAM_OUTPUT_DIRECTORY);
      try {
        Path dir = Path.of(directory.toString());
        CrfModelSettings settings = new CrfModelSettings(schemeName, sources);
        if (!wordClustersFile.isBlank()) {
          Path file = Path.of(wordClustersFile);
          List<Integer> prefixes = List.of(wordClusterPrefixes);
          try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            clusters = WordClusters.read(reader, prefixes, file.toString());
          }
          Files.createDirectories(dir);
          Files.copy(
              file,
              dir.resolve(CrfModelSettings.CLUSTERS_ENTRY),
              StandardCopyOption.REPLACE_EXISTING);
          settings =
              new CrfModelSettings(
                  schemeName,
                  sources,
                  CrfModelSettings.CLUSTERS_ENTRY,
                  prefixes,
                  wordClusterWindow);
          clusterWindow = wordClusterWindow;
        }
        settings.write(dir);
      } catch (IOException | IllegalArgumentException e) {
        throw new ResourceInitializationException(e);
      }
    } else {
      Optional<CrfModelSettings> recorded = recordedSettings();
      if (recorded.isPresent()) {
        schemeName = recorded.get().scheme();
        if (!sources.isEmpty() && !sources.equals(recorded.get().candidateSources())) {
          throw new ResourceInitializationException(
              new IllegalArgumentException(
                  "CRF model "
                      + model
                      + " was trained with candidate features "
                      + recorded.get().candidateSources()
                      + ", not "
                      + sources));
        }
        sources = recorded.get().candidateSources();
        try {
          clusters = CrfModelFactory.wordClusters(model).orElse(null);
        } catch (IOException e) {
          throw new ResourceInitializationException(e);
        }
        clusterWindow = recorded.get().clusterWindow();
      }
    }
    try {
      scheme = LabelScheme.load(schemeName);
    } catch (IllegalArgumentException e) {
      throw new ResourceInitializationException(
          new IllegalArgumentException("Bad " + PARAM_LABEL_SCHEME + ": " + e.getMessage(), e));
    }
    candidateSourceSet = Set.copyOf(sources);
    bias =
        new UnknownWordBias(
            outsideThreshold, unknownWordOutsideThreshold, Set.of(unknownWordLanguages));
  }

  private Optional<CrfModelSettings> recordedSettings() throws ResourceInitializationException {
    if (model == null || model.isBlank()) {
      return Optional.empty();
    }
    try {
      return CrfModelFactory.settings(model);
    } catch (IOException e) {
      throw new ResourceInitializationException(e);
    }
  }

  @Override
  public void process(JCas jcas) throws AnalysisEngineProcessException {
    if (jcas.getDocumentText() == null || jcas.getDocumentText().isEmpty()) {
      return;
    }
    PhiTokenFeatures features =
        new PhiTokenFeatures(jcas, candidateSourceSet, words, clusters, clusterWindow);
    List<PhiCandidate> gold = isTraining() ? goldChunks(jcas) : List.of();
    int next = 0;
    for (Sentence sentence : jcas.select(Sentence.class)) {
      // The sentence's tokens but newlines, from the features' table of the document's tokens.
      List<BaseToken> tokens = features.tokensCoveredBy(sentence.getBegin(), sentence.getEnd());
      if (tokens.isEmpty()) {
        continue;
      }
      if (!isTraining() && classifier instanceof CrfSuiteClassifier crf) {
        // Tagging in Java: features go straight to the model's attribute ids.
        if (lattice == null) {
          lattice = new CrfLattice(crf.model());
          sink = new CrfAttributeSink(crf.model(), lattice, true);
        }
        lattice.reset(tokens.size());
        features.extract(tokens, sink);
        CrfSuiteClassifier.Tagging tagging =
            crf.decodeChunks(lattice, bias.at(jcas, tokens), bias.highestThreshold(jcas));
        // A sentence all outside (most are) has no chunk and no title to take out of one.
        if (!allOutside(tagging.outcomes())) {
          addChunks(jcas, tokens, withoutTitles(tokens, tagging.outcomes()), tagging.marginals());
        }
        continue;
      }
      List<List<Feature>> tokenFeatures = features.extract(tokens);
      if (isTraining()) {
        while (next < gold.size() && gold.get(next).getEnd() <= sentence.getBegin()) {
          next++;
        }
        List<PhiCandidate> inSentence = new ArrayList<>();
        for (int i = next; i < gold.size() && gold.get(i).getBegin() < sentence.getEnd(); i++) {
          inSentence.add(gold.get(i));
        }
        List<String> outcomes = chunking.createOutcomes(jcas, tokens, inSentence);
        dataWriter.write(Instances.toInstances(outcomes, tokenFeatures));
      } else {
        tag(jcas, tokens, tokenFeatures);
      }
    }
  }

  /**
   * The outcomes with every civility or professional title outside ("M. Laurent Girard": "M." is
   * "Monsieur", part of a name in no scheme, even where training notes wrote an initial "M."); a
   * chunk that went on after the title starts again after it. A title inside a place's name stays
   * ("Hospital Nuestra Señora de Candelaria", "C/ Dr. Esquerdo").
   */
  private List<String> withoutTitles(List<BaseToken> tokens, List<String> outcomes) {
    List<String> kept = new ArrayList<>(outcomes);
    for (int i = 0; i < kept.size(); i++) {
      if (!OUTSIDE.equals(kept.get(i))
          && CivilityTitles.isTitle(tokens.get(i).getCoveredText())
          && !insidePlace(kept.get(i))) {
        kept.set(i, OUTSIDE);
        if (i + 1 < kept.size() && kept.get(i + 1).startsWith("I-")) {
          kept.set(i + 1, "B-" + kept.get(i + 1).substring(2));
        }
      }
    }
    return kept;
  }

  private static boolean allOutside(List<String> outcomes) {
    for (String outcome : outcomes) {
      if (!OUTSIDE.equals(outcome)) {
        return false;
      }
    }
    return true;
  }

  /** Whether an outcome continues a chunk of a place (a street, a hospital, an organisation). */
  private boolean insidePlace(String outcome) {
    return outcome.startsWith("I-")
        && scheme
            .toTaxonomy(outcome.substring(2))
            .map(c -> c.category() == PhiCategory.LOCATION)
            .orElse(false);
  }

  private static final String OUTSIDE = "O";

  private void tag(JCas jcas, List<BaseToken> tokens, List<List<Feature>> tokenFeatures)
      throws AnalysisEngineProcessException {
    addChunks(jcas, tokens, classifier.classify(tokenFeatures), null);
  }

  /** Adds the chunks of a sentence's outcomes, each with the mean marginal of its tokens. */
  private void addChunks(
      JCas jcas, List<BaseToken> tokens, List<String> outcomes, double[] marginals)
      throws AnalysisEngineProcessException {
    int first = 0;
    for (PhiCandidate chunk : chunking.createChunks(jcas, tokens, outcomes)) {
      while (tokens.get(first).getBegin() < chunk.getBegin()) {
        first++;
      }
      double confidence = 1.0;
      if (marginals != null) {
        double sum = 0;
        int count = 0;
        for (int i = first; i < tokens.size() && tokens.get(i).getEnd() <= chunk.getEnd(); i++) {
          sum += marginals[i];
          count++;
        }
        confidence = count == 0 ? 0 : sum / count;
      }
      chunk.setSource(source);
      chunk.setConfidence((float) confidence);
      Optional<PhiClass> phiClass = scheme.toTaxonomy(chunk.getLabel());
      chunk.setCategory(phiClass.map(c -> c.category().name()).orElse(""));
      chunk.setSubtype(phiClass.flatMap(PhiClass::optionalSubtype).map(Enum::name).orElse(""));
      chunk.setRole(phiClass.flatMap(PhiClass::optionalRole).map(Enum::name).orElse(""));
    }
  }

  /**
   * The gold PHI as unindexed chunks over this view's text, labelled in the model's scheme, sorted;
   * counts the spans whose ends are not token boundaries (their partial tokens become "O").
   */
  private List<PhiCandidate> goldChunks(JCas jcas) throws AnalysisEngineProcessException {
    JCas gold;
    try {
      gold = jcas.getView(goldView);
    } catch (CASException | RuntimeException e) {
      throw new AnalysisEngineProcessException(
          new IllegalStateException(
              "No gold view '" + goldView + "' (" + PARAM_GOLD_VIEW + ")", e));
    }
    int length = jcas.getDocumentText().length();
    BitSet starts = new BitSet(length + 1);
    BitSet ends = new BitSet(length + 1);
    for (BaseToken token : jcas.select(BaseToken.class)) {
      starts.set(token.getBegin());
      ends.set(token.getEnd());
    }
    List<PhiCandidate> chunks = new ArrayList<>();
    for (Phi phi : gold.select(Phi.class)) {
      goldSpans++;
      if (!starts.get(phi.getBegin()) || !ends.get(phi.getEnd())) {
        misalignedGold++;
      }
      Optional<String> label = labelOf(phi);
      if (label.isEmpty()) {
        unmappedGold++;
        continue;
      }
      PhiCandidate chunk = new PhiCandidate(jcas, phi.getBegin(), phi.getEnd());
      chunk.setLabel(label.get());
      chunks.add(chunk);
    }
    chunks.sort(Comparator.comparingInt(PhiCandidate::getBegin));
    return chunks;
  }

  private Optional<String> labelOf(Phi phi) {
    return scheme.labelFor(phi.getLabel(), phi.getCategory(), phi.getSubtype(), phi.getRole());
  }

  @Override
  public void collectionProcessComplete() throws AnalysisEngineProcessException {
    if (isTraining()) {
      LOG.info(
          "CRF training data: {} gold spans, {} not on token boundaries (partial tokens become O),"
              + " {} without a {} label",
          goldSpans,
          misalignedGold,
          unmappedGold,
          scheme.name());
    }
    super.collectionProcessComplete();
  }
}
