package org.deid.pipeline;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.apache.ctakes.typesystem.type.syntax.BaseToken;
import org.apache.ctakes.typesystem.type.syntax.NewlineToken;
import org.apache.ctakes.typesystem.type.textspan.Sentence;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.cas.CAS;
import org.apache.uima.collection.CollectionReader;
import org.apache.uima.fit.factory.AggregateBuilder;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.CollectionReaderFactory;
import org.apache.uima.jcas.JCas;
import org.apache.uima.util.CasCreationUtils;
import org.cleartk.ml.SequenceDataWriter;
import org.cleartk.ml.jar.JarClassifierBuilder;
import org.deid.detect.crf.CrfAnnotator;
import org.deid.detect.crf.CrfSuiteClassifierBuilder;
import org.deid.detect.crf.CrfSuiteDataWriter;
import org.deid.io.brat.BratReader;
import org.deid.segment.BoundaryAlignment;
import org.deid.segment.ClinicalSegmenter;
import org.deid.segment.Span;
import org.deid.type.Phi;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Trains the CRF detector from brat gold folders: segmenter, then the CRF annotator in training
 * mode, then CRFsuite, and writes {@code model.jar} with the training settings and counts beside it
 * ({@value #SETTINGS_FILE}).
 */
public final class CrfTraining {

  /** The file, next to the model, that records how it was trained. */
  public static final String SETTINGS_FILE = "training.json";

  private static final Logger LOG = LoggerFactory.getLogger(CrfTraining.class);

  /** The CRF implementation that trains and tags. */
  public enum Backend {
    /** CRFsuite through JNI, in-process: the default. */
    CRFSUITE_JNI("org.deid.detect.crf.CrfSuiteDataWriter"),
    /** ClearTK's stock CRFsuite backend: runs the crfsuite executable (a process per sentence). */
    CRFSUITE_PROCESS("org.cleartk.ml.crfsuite.CrfSuiteStringOutcomeDataWriter");

    private final String dataWriter;

    Backend(String dataWriter) {
      this.dataWriter = dataWriter;
    }
  }

  /**
   * What to train on and how.
   *
   * @param language language of the notes (fr, es)
   * @param corpora brat folders of gold notes
   * @param scheme label scheme of the gold and of the model
   * @param output folder of the model (created)
   * @param backend CRF implementation
   * @param c1 L1 regularisation (sparse, small models)
   * @param c2 L2 regularisation
   * @param maxIterations L-BFGS iterations
   * @param candidateSources detectors whose candidates become features (run before the CRF)
   * @param wordClusters word cluster features (copied into the model), or null for none
   */
  public record Settings(
      String language,
      List<Path> corpora,
      String scheme,
      Path output,
      Backend backend,
      double c1,
      double c2,
      int maxIterations,
      List<String> candidateSources,
      WordClusterFeatures wordClusters) {

    /** The settings without word cluster features. */
    public Settings(
        String language,
        List<Path> corpora,
        String scheme,
        Path output,
        Backend backend,
        double c1,
        double c2,
        int maxIterations,
        List<String> candidateSources) {
      this(
          language,
          corpora,
          scheme,
          output,
          backend,
          c1,
          c2,
          maxIterations,
          candidateSources,
          null);
    }

    /** The settings with default hyper-parameters and no candidate features. */
    public static Settings defaults(
        String language, List<Path> corpora, String scheme, Path output) {
      return new Settings(
          language, corpora, scheme, output, Backend.CRFSUITE_JNI, 0.05, 0.01, 200, List.of());
    }
  }

  /**
   * Word cluster features: the prefixes of the bit strings of the clusters of the token and of its
   * neighbours.
   *
   * @param file the clusters file ({@code deid clusters} writes one)
   * @param prefixes the prefix lengths that are features (e.g. 4, 6, 10, 20)
   * @param window how far from the token its neighbours' clusters are features (0: none)
   */
  public record WordClusterFeatures(Path file, List<Integer> prefixes, int window) {
    public WordClusterFeatures {
      prefixes = List.copyOf(prefixes);
    }
  }

  /** The counts of a training run. */
  public record Result(
      int documents,
      int sentences,
      int tokens,
      BoundaryAlignment.Result alignment,
      double featureSeconds,
      double trainingSeconds,
      double trainingCpuSeconds,
      long modelBytes) {}

  private CrfTraining() {}

  /** Trains, packages and records a model; returns the counts. */
  public static Result train(Settings settings) throws UIMAException, IOException {
    Path dir = settings.output();
    WordClusterFeatures clusters = settings.wordClusters();
    if (clusters != null && settings.backend() != Backend.CRFSUITE_JNI) {
      throw new IllegalArgumentException("Word cluster features need the crfsuite-jni backend");
    }
    if (clusters != null && !Files.isRegularFile(clusters.file())) {
      throw new IllegalArgumentException(clusters.file() + " is not a word clusters file");
    }
    Files.createDirectories(dir);
    long start = System.nanoTime();
    AggregateBuilder builder = new AggregateBuilder();
    builder.add(
        ClinicalSegmenter.createDescription(ClinicalSegmenter.PARAM_LANGUAGE, settings.language()));
    for (String source : settings.candidateSources()) {
      builder.add(Detector.parse(source).createDescription(settings.language()));
    }
    builder.add(
        CrfAnnotator.createTrainingDescription(
            dir.toFile(),
            dataWriterClass(settings.backend()),
            CrfAnnotator.PARAM_LABEL_SCHEME,
            settings.scheme(),
            CrfAnnotator.PARAM_CANDIDATE_SOURCES,
            settings.candidateSources().toArray(new String[0]),
            CrfAnnotator.PARAM_WORD_CLUSTERS,
            clusters == null ? "" : clusters.file().toString(),
            CrfAnnotator.PARAM_WORD_CLUSTER_PREFIXES,
            clusters == null
                ? new Integer[] {4, 6, 10, 20}
                : clusters.prefixes().toArray(new Integer[0]),
            CrfAnnotator.PARAM_WORD_CLUSTER_WINDOW,
            clusters == null ? 0 : clusters.window()));
    AnalysisEngineDescription engineDescription = builder.createAggregateDescription();
    AnalysisEngine engine = AnalysisEngineFactory.createEngine(engineDescription);
    int documents = 0;
    int sentences = 0;
    int tokens = 0;
    BoundaryAlignment.Result alignment = BoundaryAlignment.Result.EMPTY;
    try {
      for (Path corpus : settings.corpora()) {
        CollectionReader reader =
            CollectionReaderFactory.createReader(
                BratReader.createReaderDescription(
                    corpus.toString(), settings.language(), settings.scheme()));
        CAS cas =
            CasCreationUtils.createCas(
                List.of(reader.getProcessingResourceMetaData(), engine.getMetaData()));
        try {
          while (reader.hasNext()) {
            cas.reset();
            reader.getNext(cas);
            engine.process(cas);
            JCas jcas = cas.getJCas();
            documents++;
            sentences += jcas.select(Sentence.class).asList().size();
            tokens +=
                (int)
                    jcas.select(BaseToken.class).filter(t -> !(t instanceof NewlineToken)).count();
            List<Span> gold = new ArrayList<>();
            for (Phi phi : jcas.getView(BratReader.DEFAULT_GOLD_VIEW).select(Phi.class)) {
              gold.add(new Span(phi.getBegin(), phi.getEnd()));
            }
            alignment = alignment.plus(BoundaryAlignment.measure(jcas, gold));
          }
        } finally {
          reader.close();
          reader.destroy();
        }
      }
      engine.collectionProcessComplete();
    } finally {
      engine.destroy();
    }
    double featureSeconds = seconds(start);
    LOG.info(
        "CRF training data: {} documents, {} tokens, {} gold spans ({} not on token boundaries)",
        documents,
        tokens,
        alignment.entities(),
        alignment.entities() - alignment.bothAligned());

    long trainStart = System.nanoTime();
    // CRFsuite trains on this thread: its CPU time is the cost, whatever else shares the machine.
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long trainCpuStart = threads.getCurrentThreadCpuTime();
    try {
      JarClassifierBuilder.trainAndPackage(dir.toFile(), trainingArguments(settings));
    } catch (Exception e) {
      throw new IOException("CRF training failed: " + e.getMessage(), e);
    }
    double trainingSeconds = seconds(trainStart);
    double trainingCpuSeconds = (threads.getCurrentThreadCpuTime() - trainCpuStart) / 1e9;
    Path model = JarClassifierBuilder.getModelJarFile(dir.toFile()).toPath();
    // The jar holds everything needed; the training data is large and holds document words.
    Files.deleteIfExists(dir.resolve(CrfSuiteClassifierBuilder.TRAINING_NAME));
    Files.deleteIfExists(dir.resolve(CrfSuiteClassifierBuilder.MODEL_NAME));
    Files.deleteIfExists(dir.resolve("crfsuite.training"));
    Files.deleteIfExists(dir.resolve("crfsuite.model"));
    Result result =
        new Result(
            documents,
            sentences,
            tokens,
            alignment,
            featureSeconds,
            trainingSeconds,
            trainingCpuSeconds,
            Files.size(model));
    writeSettings(settings, result, dir.resolve(SETTINGS_FILE));
    return result;
  }

  @SuppressWarnings("unchecked")
  private static Class<? extends SequenceDataWriter<String>> dataWriterClass(Backend backend) {
    if (backend == Backend.CRFSUITE_JNI) {
      return CrfSuiteDataWriter.class;
    }
    try {
      return (Class<? extends SequenceDataWriter<String>>) Class.forName(backend.dataWriter);
    } catch (ClassNotFoundException e) {
      throw new IllegalArgumentException("Backend " + backend + " is not on the class path", e);
    }
  }

  private static String[] trainingArguments(Settings settings) {
    String c1 = "c1=" + settings.c1();
    String c2 = "c2=" + settings.c2();
    String iterations = "max_iterations=" + settings.maxIterations();
    if (settings.backend() == Backend.CRFSUITE_PROCESS) {
      // The crfsuite executable takes its parameters as -p name=value.
      return new String[] {"-p", c1, "-p", c2, "-p", iterations};
    }
    return new String[] {c1, c2, iterations};
  }

  private static double seconds(long startNanos) {
    return (System.nanoTime() - startNanos) / 1e9;
  }

  private static void writeSettings(Settings settings, Result result, Path file)
      throws IOException {
    WordClusterFeatures clusters = settings.wordClusters();
    StringBuilder json = new StringBuilder("{\n");
    field(json, "model", "model.jar");
    field(json, "date", Instant.now().toString());
    field(json, "gitCommit", gitCommit());
    field(json, "language", settings.language());
    json.append("  \"corpora\": [");
    for (int i = 0; i < settings.corpora().size(); i++) {
      json.append(i == 0 ? "" : ", ")
          .append(quote(settings.corpora().get(i).toAbsolutePath().normalize().toString()));
    }
    json.append("],\n");
    field(json, "scheme", settings.scheme());
    field(json, "backend", settings.backend().name().toLowerCase(Locale.ROOT).replace('_', '-'));
    json.append("  \"features\": ")
        .append(
            quote(
                "word, lower-cased word, shape, prefixes/suffixes 1-4, length, digit/capital/"
                    + "punctuation flags, token kind, lower-cased words at -3..+3, shapes at "
                    + "-2..+2, bigrams with the previous and next word, line start, position on "
                    + "the line, header key (first and last word before ':' on the line), "
                    + "nearest key before the token on its line and its distance, wide gaps "
                    + "(field separators) before and after, candidates of the candidate "
                    + "sources at -1..+1"
                    + (clusters == null
                        ? ""
                        : ", word cluster bit-string prefixes of lengths "
                            + clusters.prefixes()
                            + " of the token and of its neighbours at -"
                            + clusters.window()
                            + "..+"
                            + clusters.window())))
        .append(",\n");
    if (clusters != null) {
      field(json, "wordClusters", clusters.file().toAbsolutePath().normalize().toString());
    }
    json.append("  \"candidateSources\": [");
    for (int i = 0; i < settings.candidateSources().size(); i++) {
      json.append(i == 0 ? "" : ", ").append(quote(settings.candidateSources().get(i)));
    }
    json.append("],\n");
    json.append("  \"hyperParameters\": {\"algorithm\": \"lbfgs\", \"c1\": ")
        .append(settings.c1())
        .append(", \"c2\": ")
        .append(settings.c2())
        .append(", \"maxIterations\": ")
        .append(settings.maxIterations())
        .append("},\n");
    json.append("  \"counts\": {\"documents\": ")
        .append(result.documents())
        .append(", \"sentences\": ")
        .append(result.sentences())
        .append(", \"tokens\": ")
        .append(result.tokens())
        .append(", \"goldSpans\": ")
        .append(result.alignment().entities())
        .append(", \"goldSpansNotOnTokenBoundaries\": ")
        .append(result.alignment().entities() - result.alignment().bothAligned())
        .append(", \"goldSpansCrossingSentences\": ")
        .append(result.alignment().crossingSentence())
        .append("},\n");
    json.append(
        String.format(
            Locale.ROOT,
            "  \"seconds\": {\"features\": %.1f, \"training\": %.1f, \"trainingCpu\": %.1f},%n",
            result.featureSeconds(),
            result.trainingSeconds(),
            result.trainingCpuSeconds()));
    json.append("  \"modelBytes\": ").append(result.modelBytes()).append("\n}\n");
    Files.writeString(file, json, StandardCharsets.UTF_8);
  }

  private static void field(StringBuilder json, String name, String value) {
    json.append("  ").append(quote(name)).append(": ").append(quote(value)).append(",\n");
  }

  private static String quote(String value) {
    if (value == null) {
      return "null";
    }
    return "\"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }

  /** The commit of the working directory's git checkout, or null when there is none. */
  private static String gitCommit() {
    try {
      Process git =
          new ProcessBuilder("git", "rev-parse", "HEAD")
              .directory(new File("."))
              .redirectErrorStream(true)
              .start();
      String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
      if (git.waitFor(10, TimeUnit.SECONDS)
          && git.exitValue() == 0
          && out.matches("[0-9a-f]{40}")) {
        return out;
      }
    } catch (IOException e) {
      LOG.debug("No git commit", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return null;
  }
}
