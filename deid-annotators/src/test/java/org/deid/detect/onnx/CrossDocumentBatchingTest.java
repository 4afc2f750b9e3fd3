package org.deid.detect.onnx;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.deid.detect.onnx.graph.SyntheticEncoder;
import org.deid.type.PhiCandidate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Pipeline threads that share a model put their notes' windows in one ONNX Runtime call, and each
 * note gets exactly the spans it gets alone.
 */
class CrossDocumentBatchingTest {

  private static final List<String> WORDS =
      List.of(
          "le", "patient", "vu", "par", "Jean", "Dupont", "Hélène", "Müller", "à", "Paris", "Lyon",
          ".", "😀");

  private static final Map<String, String> LABELS =
      Map.of(
          "Jean", "B-PER", "Dupont", "I-PER", "Hélène", "B-PER", "Müller", "I-PER", "Paris",
          "B-LOC", "Lyon", "B-LOC");

  private static final int THREADS = 3;

  @TempDir Path temp;

  /** Notes of one to several 32-token windows, names at varying places. */
  private static List<String> notes() {
    List<String> notes = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      notes.add(
          "le patient ".repeat(i * 5 % 23)
              + (i % 2 == 0 ? "Jean Dupont" : "Hélène Müller")
              + " vu à Paris 😀. "
              + "le ".repeat(i * 7 % 31)
              + "par Jean Dupont à Lyon.");
    }
    return notes;
  }

  private static List<String> candidates(JCas jcas) {
    return jcas.select(PhiCandidate.class)
        .map(
            c ->
                c.getBegin()
                    + "-"
                    + c.getEnd()
                    + " "
                    + c.getLabel()
                    + " "
                    + c.getCoveredText()
                    + " "
                    + c.getConfidence())
        .toList();
  }

  /** Each note's candidates, the notes spread over {@code threads} engines working at once. */
  private static List<List<String>> run(
      AnalysisEngineDescription description, List<String> notes, int threads) throws Exception {
    List<AnalysisEngine> engines = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      engines.add(AnalysisEngineFactory.createEngine(description));
    }
    List<JCas> documents = new ArrayList<>();
    for (String note : notes) {
      documents.add(JCasFactory.createText(note, "fr"));
    }
    CountDownLatch start = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int thread = t;
        done.add(
            pool.submit(
                () -> {
                  start.await();
                  for (int d = thread; d < documents.size(); d += threads) {
                    engines.get(thread).process(documents.get(d));
                  }
                  engines.get(thread).destroy(); // the others' batches stop waiting for it
                  return null;
                }));
      }
      start.countDown();
      for (Future<?> future : done) {
        future.get(5, TimeUnit.MINUTES);
      }
    } finally {
      pool.shutdownNow();
    }
    return documents.stream().map(CrossDocumentBatchingTest::candidates).toList();
  }

  @Test
  void threadsSharingBatchesGetTheSpansEachNoteGetsAlone() throws Exception {
    Path folder = TinyModels.wordPiece(temp.resolve("wp"), WORDS, LABELS, 512, false);
    List<String> notes = notes();
    List<List<String>> alone =
        run(
            OnnxAnnotator.createDescription(
                folder.toString(),
                OnnxAnnotator.PARAM_WINDOW_TOKENS,
                32,
                OnnxAnnotator.PARAM_STRIDE,
                8),
            notes,
            1);
    assertThat(alone).allSatisfy(spans -> assertThat(spans).hasSizeGreaterThanOrEqualTo(3));
    OnnxModel model = OnnxModel.load(new OnnxModel.Settings(folder, 0, false, 0));
    OnnxModel.BatchCounts before = model.batchCounts();
    List<List<String>> batched =
        run(
            OnnxAnnotator.createDescription(
                folder.toString(),
                OnnxAnnotator.PARAM_WINDOW_TOKENS,
                32,
                OnnxAnnotator.PARAM_STRIDE,
                8,
                OnnxAnnotator.PARAM_BATCH_SIZE,
                8,
                OnnxAnnotator.PARAM_BATCH_WAIT,
                2_000),
            notes,
            THREADS);
    assertThat(batched).isEqualTo(alone);
    OnnxModel.BatchCounts after = model.batchCounts();
    long calls = after.calls() - before.calls();
    long requests = after.requests() - before.requests();
    assertThat(calls).isPositive();
    // Some calls served several threads' notes at once.
    assertThat(requests).isGreaterThan(calls);
  }

  @Test
  void aRealEncoderWithPaddingGivesTheSameSpansBatchedAcrossNotes() throws Exception {
    assertThat(TinyModels.DJL_CACHE).exists(); // DJL offline, its cache in a temp folder
    Path folder =
        SyntheticEncoder.write(
            temp.resolve("enc"),
            new SyntheticEncoder.Sizes(2, 32, 4, 64, 64),
            List.of("le", "patient", "Jean", "Dupont", "Paris"),
            11);
    List<String> notes = notes();
    List<List<String>> alone =
        run(
            OnnxAnnotator.createDescription(folder.toString(), OnnxAnnotator.PARAM_STRIDE, 8),
            notes,
            1);
    List<List<String>> batched =
        run(
            OnnxAnnotator.createDescription(
                folder.toString(),
                OnnxAnnotator.PARAM_STRIDE,
                8,
                OnnxAnnotator.PARAM_BATCH_SIZE,
                6,
                OnnxAnnotator.PARAM_BATCH_WAIT,
                2_000),
            notes,
            THREADS);
    assertThat(alone.stream().mapToInt(List::size).sum()).isPositive();
    assertThat(withoutConfidence(batched)).isEqualTo(withoutConfidence(alone));
  }

  private static List<List<String>> withoutConfidence(List<List<String>> notes) {
    return notes.stream()
        .map(spans -> spans.stream().map(s -> s.substring(0, s.lastIndexOf(' '))).toList())
        .toList();
  }

  @Test
  @Timeout(value = 2, unit = TimeUnit.MINUTES)
  void aThreadAloneNeverWaitsForOthers() throws Exception {
    Path folder = TinyModels.wordPiece(temp.resolve("wp-alone"), WORDS, LABELS, 512, false);
    // A wait of ten minutes: a call that waited for absent threads would run into the timeout.
    List<List<String>> spans =
        run(
            OnnxAnnotator.createDescription(
                folder.toString(),
                OnnxAnnotator.PARAM_WINDOW_TOKENS,
                32,
                OnnxAnnotator.PARAM_BATCH_WAIT,
                600_000),
            notes(),
            1);
    assertThat(spans.get(0)).hasSize(4);
  }
}
