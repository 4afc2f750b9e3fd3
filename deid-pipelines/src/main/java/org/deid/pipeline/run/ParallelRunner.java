package org.deid.pipeline.run;

import de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Phaser;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.cas.CAS;
import org.apache.uima.collection.CollectionException;
import org.apache.uima.collection.CollectionReader;
import org.apache.uima.collection.CollectionReaderDescription;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.CollectionReaderFactory;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.apache.uima.util.CasCreationUtils;
import org.apache.uima.util.ProcessTrace;
import org.apache.uima.util.ProcessTraceEvent;
import org.apache.uima.util.Progress;
import org.deid.pipeline.DocumentRunner;
import org.deid.substitute.PatientIdentity;
import org.deid.type.Phi;
import org.deid.type.SubstitutionSummary;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs one reader through N processing threads, each with its own analysis engine, writers and CAS;
 * models, gazetteers and compiled patterns are shared by the JVM's caches. Every document is
 * written or set aside with a stable id and the reason, and the run goes on:
 *
 * <ul>
 *   <li>the reader hands out documents one at a time, under a lock, in its own order; a document it
 *       cannot decode is set aside;
 *   <li>the {@link DocumentScreen} sets aside empty, whitespace-only, NUL-bearing, binary and
 *       oversized documents before any annotator sees them;
 *   <li>the analysis (segmenter to substitution) runs on the thread that read the document, with a
 *       time limit watched by one watchdog thread: a document that passes it is set aside and a new
 *       thread with a new analysis engine takes the stuck one's place and its writers (the stuck
 *       thread is left to finish on its own, its result unwritten: Java cannot stop a running
 *       regular expression). Handing each document to an analysis thread of its own instead costs a
 *       thread switch per document and its caches: up to 12% of the throughput on one thread, more
 *       on two (docs/runs.md);
 *   <li>the writers run only on a document whose analysis succeeded, then the checkpoint records
 *       it: a run killed at any point and started again skips exactly what is recorded.
 * </ul>
 *
 * <p>Chosen over uimaFIT's {@code CpePipeline}: the CPE stops the collection on a component's
 * exception (our policy sets the document aside and goes on), has no per-document time limit that
 * keeps the writers from running after it, and gives no hook between the writers and the next
 * document for the checkpoint.
 */
public final class ParallelRunner {

  private static final Logger LOG = LoggerFactory.getLogger(ParallelRunner.class);

  /**
   * Key prefix of a document that has an id but no URI (a database row): the key is the prefix and
   * the id, as {@link org.deid.io.jdbc.PostgresCheckpoint} reads them back from its table.
   */
  public static final String DATABASE_ID = "id:";

  /** How often the listener hears of the notes under analysis. */
  public static final Duration HEARTBEAT = Duration.ofSeconds(1);

  /** Hex digits of the SHA-256 of a document's text its outcome keeps (64 bits). */
  private static final int CONTENT_HEX = 16;

  /**
   * How a run goes.
   *
   * @param threads processing threads (each with its own engines and CAS)
   * @param screen what is set aside before analysis
   * @param timeout longest analysis of one document; zero for none
   * @param logNames whether logs and reports may name documents by their store name
   */
  public record Settings(int threads, DocumentScreen screen, Duration timeout, boolean logNames) {
    /** Checks the thread count and time limit. */
    public Settings {
      if (threads < 1) {
        throw new IllegalArgumentException("--threads must be at least 1, not " + threads);
      }
      if (timeout.isNegative()) {
        throw new IllegalArgumentException("--timeout must not be negative");
      }
    }
  }

  /** Receives each document's outcome, from any processing thread (calls are serialised). */
  public interface Listener {
    /** Called once before the first document, with the count the reader announces (or -1). */
    default void started(long documentsAnnounced) {}

    /**
     * Called every {@link ParallelRunner#HEARTBEAT} while the run goes on, long notes or not: how
     * many notes are under analysis and how long the longest has run so far (no name, no text).
     */
    default void heartbeat(int analysing, Duration longest) {}

    /** Called after each document: written, set aside, or skipped as done by an earlier run. */
    void documentDone(DocumentOutcome outcome, boolean earlierRun, long chars);
  }

  /**
   * What a run did.
   *
   * @param documentsIn documents the reader offered
   * @param written documents written, by this run or an earlier one it resumed
   * @param setAside documents set aside, by this run or an earlier one it resumed
   * @param fromEarlierRuns documents an earlier run had finished (skipped)
   * @param changed documents an earlier run had finished whose text has changed since: processed
   *     again (not counted in {@code fromEarlierRuns})
   * @param charsProcessed chars of the documents this run analysed
   * @param phiPerCategory PHI this run found, per category
   * @param componentMillis time spent in each component (summed over threads), in pipeline order
   * @param streaming wall-clock time from the first document taken to the last one done: the run
   *     without its start-up (engines, CAS) and shutdown, the rate a long run keeps
   * @param dateBudget the ε the LDP date mechanism spent per patient over the notes this run
   *     analysed and wrote (all zero when dates were shifted uniformly)
   */
  public record Result(
      int documentsIn,
      int written,
      List<DocumentOutcome> setAside,
      int fromEarlierRuns,
      int changed,
      long charsProcessed,
      Map<String, Long> phiPerCategory,
      Map<String, Long> componentMillis,
      Duration streaming,
      PrivacyBudgetLedger.Spent dateBudget) {
    /** Checks the accounting: documents in = written + set aside. */
    public Result {
      setAside = List.copyOf(setAside);
      phiPerCategory = Map.copyOf(phiPerCategory);
      componentMillis = Collections.unmodifiableMap(new LinkedHashMap<>(componentMillis));
      if (documentsIn != written + setAside.size()) {
        throw new IllegalStateException(
            "Lost documents: "
                + documentsIn
                + " in, "
                + written
                + " written, "
                + setAside.size()
                + " set aside");
      }
    }
  }

  private final CollectionReader reader;
  private final AnalysisEngineDescription analysis;
  private final AnalysisEngineDescription writers;
  private final Settings settings;
  private final RunCheckpoint checkpoint;
  private final Listener listener;

  private final AtomicInteger positions = new AtomicInteger();
  private int in;
  private int written;
  private int earlier;
  private int changed;
  private long chars;
  private final List<DocumentOutcome> setAside = new ArrayList<>();
  private final Map<String, Long> phi = new TreeMap<>();
  private final Map<String, Long> componentNanos = new LinkedHashMap<>();
  private final PrivacyBudgetLedger ledger = new PrivacyBudgetLedger();
  private long firstTaken = -1;
  private long lastDone = -1;

  /** The processing threads still working, and the thread that waits for them. */
  private final Phaser active = new Phaser(1);

  /** The workers whose engines and writers are live (not those left to a stuck document). */
  private final List<Worker> workers = Collections.synchronizedList(new ArrayList<>());

  /** Sets aside the documents that pass the time limit, and beats the run's heartbeat. */
  private ScheduledExecutorService watchdog;

  private final AtomicReference<Throwable> failure = new AtomicReference<>();

  /** The reason of a document set aside for its time limit (built once, not per document). */
  private final String timeoutReason;

  /** Set on a failure: the other threads take no further document. */
  private volatile boolean stopping;

  private ParallelRunner(
      CollectionReader reader,
      AnalysisEngineDescription analysis,
      AnalysisEngineDescription writers,
      Settings settings,
      RunCheckpoint checkpoint,
      Listener listener) {
    this.reader = reader;
    this.analysis = analysis;
    this.writers = writers;
    this.settings = settings;
    this.checkpoint = checkpoint;
    this.listener = listener;
    this.timeoutReason = "timeout: analysis took longer than " + settings.timeout();
  }

  /**
   * Runs every document of the reader through the analysis, then the writers.
   *
   * @param writers the writers (an aggregate), run only on documents whose analysis succeeded
   */
  public static Result run(
      CollectionReaderDescription readerDescription,
      AnalysisEngineDescription analysis,
      AnalysisEngineDescription writers,
      Settings settings,
      RunCheckpoint checkpoint,
      Listener listener)
      throws UIMAException, IOException {
    CollectionReader reader = CollectionReaderFactory.createReader(readerDescription);
    try {
      return new ParallelRunner(reader, analysis, writers, settings, checkpoint, listener).run();
    } finally {
      reader.close();
      reader.destroy();
    }
  }

  private Result run() throws UIMAException, IOException {
    listener.started(announcedCount(reader));
    ScheduledThreadPoolExecutor alarms =
        new ScheduledThreadPoolExecutor(
            1,
            task -> {
              Thread thread = new Thread(task, "deid-watchdog");
              thread.setDaemon(true);
              return thread;
            });
    alarms.setRemoveOnCancelPolicy(true); // one alarm per document, nearly all cancelled
    watchdog = alarms;
    // A heartbeat, so that progress shows while a long note keeps every thread busy.
    watchdog.scheduleAtFixedRate(
        this::heartbeat, HEARTBEAT.toMillis(), HEARTBEAT.toMillis(), TimeUnit.MILLISECONDS);
    try {
      // Each thread builds its own engines, side by side: start-up costs one engine's time, not N.
      for (int i = 0; i < settings.threads(); i++) {
        start(null);
      }
      try {
        active.awaitAdvanceInterruptibly(active.arrive());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        stopping = true;
        throw new IOException("Interrupted", e);
      }
      Throwable failed = failure.get();
      if (failed instanceof UIMAException uima) {
        throw uima;
      }
      if (failed instanceof IOException io) {
        throw io;
      }
      if (failed != null) {
        throw new IllegalStateException(failed);
      }
      synchronized (workers) {
        for (Worker worker : workers) {
          worker.output.collectionProcessComplete();
        }
      }
    } finally {
      if (watchdog != null) {
        watchdog.shutdownNow();
      }
      synchronized (workers) {
        for (Worker worker : workers) {
          worker.destroy();
        }
      }
    }
    Map<String, Long> millis = new LinkedHashMap<>();
    componentNanos.forEach((component, nanos) -> millis.put(component, nanos / 1_000_000));
    Duration streaming = Duration.ofNanos(firstTaken < 0 ? 0 : lastDone - firstTaken);
    return new Result(
        in, written, setAside, earlier, changed, chars, phi, millis, streaming, ledger.spent());
  }

  /**
   * Starts a processing thread, which builds its engines and CAS, then takes documents until there
   * are none left.
   *
   * @param writers the writers of the worker it replaces, or null to build new ones
   */
  private void start(AnalysisEngine writers) {
    active.register();
    Thread thread =
        new Thread(
            () -> {
              boolean replaced = false;
              try {
                Worker worker = new Worker(writers);
                workers.add(worker);
                replaced = worker.call();
              } catch (Throwable e) { // an engine that does not build, a writer or reader failing
                if (failure.compareAndSet(null, e)) {
                  stopping = true;
                }
              } finally {
                if (!replaced) { // a replaced worker's place went to its replacement
                  active.arriveAndDeregister();
                }
              }
            },
            "deid-worker");
    thread.setDaemon(true);
    thread.start();
  }

  /** One processing thread: its own engines and CAS, documents taken from the shared reader. */
  private final class Worker {
    private final AnalysisEngine engine;
    private final AnalysisEngine output;
    private final CAS cas;

    /**
     * The position of the document under analysis, 0 between documents, -1 once the watchdog set it
     * aside: whichever of this thread and the watchdog changes it first decides the document.
     */
    private final AtomicInteger analysing = new AtomicInteger();

    /** When the analysis under way began ({@link System#nanoTime()}), or 0 between analyses. */
    private volatile long analysisStarted;

    Worker(AnalysisEngine writers) throws ResourceInitializationException {
      output =
          writers != null
              ? writers
              : AnalysisEngineFactory.createEngine(ParallelRunner.this.writers);
      engine = AnalysisEngineFactory.createEngine(analysis);
      cas =
          CasCreationUtils.createCas(
              List.of(
                  reader.getProcessingResourceMetaData(),
                  engine.getMetaData(),
                  output.getMetaData()));
    }

    /** Takes and processes documents until none is left; true when a stuck one made it quit. */
    boolean call() throws UIMAException, IOException {
      while (true) {
        int position;
        Optional<String> readError = Optional.empty();
        cas.reset(); // this thread's own CAS: emptied outside the reader's lock
        synchronized (reader) {
          if (stopping || !reader.hasNext()) {
            return false;
          }
          position = positions.incrementAndGet();
          if (position == 1) {
            firstTaken = System.nanoTime(); // under the reader's lock, read after the run ends
          }
          try {
            reader.getNext(cas);
          } catch (CollectionException | IOException | RuntimeException e) {
            readError = Optional.of(DocumentRunner.reasonOf(e));
          }
        }
        if (!process(position, readError)) {
          return true;
        }
      }
    }

    /** Processes the document read; false when it passed the time limit (its outcome is set). */
    private boolean process(int position, Optional<String> readError)
        throws UIMAException, IOException {
      String name = nameOf(cas);
      String key;
      String id;
      if (name.startsWith(DATABASE_ID)) { // a database's id names its row, and holds no PHI
        key = name;
        id = name.substring(DATABASE_ID.length());
        name = id;
      } else {
        key = name.isEmpty() ? "#" + position : sha256(name);
        id = String.format("%06d-%s", position, key.substring(0, Math.min(8, key.length())));
      }
      String text = readError.isPresent() ? null : cas.getDocumentText();
      String content =
          text == null ? DocumentOutcome.UNREADABLE : sha256(text).substring(0, CONTENT_HEX);
      Optional<DocumentOutcome> done = checkpoint.outcome(key);
      if (done.isPresent()) {
        if (!done.get().changedTo(content)) {
          finished(done.get(), true, 0, Map.of());
          return true;
        }
        LOG.warn(
            "Document {}{} changed since an earlier run finished it: processed again",
            id,
            settings.logNames() ? " (" + name + ")" : "");
        countChanged();
      }
      String shownName = settings.logNames() ? name : "";
      Optional<String> reason =
          readError.isPresent() ? readError : settings.screen().reasonToSetAside(text);
      if (reason.isEmpty()) {
        DocumentOutcome late = new DocumentOutcome(key, id, shownName, timeoutReason, content);
        Analysed analysed = analyse(position, late, text.length());
        if (!analysed.inTime()) {
          return false;
        }
        reason = analysed.failure();
      }
      if (reason.isEmpty()) {
        try {
          long start = System.nanoTime();
          output.process(cas);
          addTime("writers", System.nanoTime() - start);
        } catch (UIMAException | RuntimeException e) {
          reason = Optional.of(writingFailed(e));
        }
      }
      DocumentOutcome outcome = new DocumentOutcome(key, id, shownName, reason.orElse(""), content);
      if (!outcome.written()) {
        logSetAside(outcome);
      } else {
        recordDateBudget(cas, outcome);
      }
      checkpoint.record(outcome);
      finished(
          outcome,
          false,
          text == null ? 0 : text.length(),
          outcome.written() ? phiCounts(cas, outcome) : Map.of());
      return true;
    }

    /** Runs the analysis on this thread, under the watchdog. */
    private Analysed analyse(int position, DocumentOutcome late, long chars) {
      ScheduledFuture<?> alarm = null;
      analysisStarted = System.nanoTime();
      if (!settings.timeout().isZero()) {
        analysing.set(position);
        alarm =
            watchdog.schedule(
                () -> timeUp(this, position, late, chars),
                settings.timeout().toMillis(),
                TimeUnit.MILLISECONDS);
      }
      Optional<String> reason;
      ProcessTrace trace = null;
      try {
        trace = engine.process(cas);
        reason = Optional.empty();
      } catch (UIMAException | RuntimeException | StackOverflowError e) {
        reason = Optional.of(DocumentRunner.reasonOf(e)); // a pathological note, not the run's end
      } catch (Error e) {
        if (late(alarm, position)) { // the run went on without this thread: nothing to report
          return new Analysed(false, Optional.empty());
        }
        throw e;
      }
      analysisStarted = 0;
      if (late(alarm, position)) {
        return new Analysed(false, reason); // set aside by the watchdog, which gave this place
      }
      if (trace != null) {
        addTrace(trace);
      }
      return new Analysed(true, reason);
    }

    /**
     * Cancels the alarm of the analysis just ended; whether the watchdog had already set the
     * document aside.
     */
    private boolean late(ScheduledFuture<?> alarm, int position) {
      if (alarm == null) {
        return false;
      }
      alarm.cancel(false);
      return !analysing.compareAndSet(position, 0);
    }

    void destroy() {
      engine.destroy();
      output.destroy();
    }
  }

  /**
   * The reason of a writer's failure. Messages of file errors hold the output's path, and so the
   * document's name: without names asked for, such a message gives way to its exception's class.
   */
  private String writingFailed(Throwable error) {
    String reason = DocumentRunner.reasonOf(error);
    if (!settings.logNames() && reason.contains("/")) {
      Throwable cause = error;
      while (cause.getCause() != null && cause.getCause() != cause) {
        cause = cause.getCause();
      }
      reason =
          cause.getClass().getSimpleName() + " (its message names a file: --log-names shows it)";
    }
    return "writing failed: " + reason;
  }

  /** Logs a document set aside: its id, its name only when names may be logged, the reason. */
  private void logSetAside(DocumentOutcome outcome) {
    LOG.warn(
        "Document {}{} set aside: {}",
        outcome.id(),
        settings.logNames() ? " (" + outcome.name() + ")" : "",
        outcome.reason());
  }

  /**
   * How an analysis ended.
   *
   * @param inTime false when it passed the time limit: the watchdog set the document aside
   * @param failure why it failed, or empty
   */
  private record Analysed(boolean inTime, Optional<String> failure) {}

  /**
   * The watchdog's alarm: sets the document aside if its analysis is still running, and starts a
   * new thread with a new engine, and the stuck worker's writers, in its place.
   */
  private void timeUp(Worker worker, int position, DocumentOutcome late, long chars) {
    if (!worker.analysing.compareAndSet(position, -1)) {
      return; // the analysis ended in time
    }
    LOG.warn(
        "Document {} passed the time limit; a new thread and engine take its place", late.id());
    workers.remove(worker); // its engine stays with the stuck thread, never to be written
    start(worker.output); // registered before the stuck one leaves: the run never looks finished
    try {
      logSetAside(late);
      checkpoint.record(late);
      finished(late, false, chars, Map.of());
    } catch (IOException | RuntimeException e) {
      if (failure.compareAndSet(null, e)) {
        stopping = true;
      }
    } finally {
      active.arriveAndDeregister(); // the stuck thread's place
    }
  }

  /** Tells the listener how many notes are under analysis, and for how long the longest. */
  private void heartbeat() {
    long now = System.nanoTime();
    int notes = 0;
    long longest = 0;
    synchronized (workers) {
      for (Worker worker : workers) {
        long started = worker.analysisStarted;
        if (started != 0) {
          notes++;
          longest = Math.max(longest, now - started);
        }
      }
    }
    synchronized (this) { // serialised with the documents' outcomes
      listener.heartbeat(notes, Duration.ofNanos(longest));
    }
  }

  /** Adds the time of each delegate of the analysis aggregate, from UIMA's process trace. */
  private synchronized void addTrace(ProcessTrace trace) {
    for (ProcessTraceEvent event : trace.getEvents()) {
      List<ProcessTraceEvent> parts = event.getSubEvents();
      if (parts.isEmpty()) {
        componentNanos.merge(event.getComponentName(), event.getDuration() * 1_000_000L, Long::sum);
      }
      for (ProcessTraceEvent part : parts) {
        componentNanos.merge(part.getComponentName(), part.getDuration() * 1_000_000L, Long::sum);
      }
    }
  }

  private synchronized void countChanged() {
    changed++;
  }

  private synchronized void addTime(String component, long nanos) {
    componentNanos.merge(component, nanos, Long::sum);
  }

  /** Counts, under one lock, what each document's outcome adds to the run's totals. */
  private synchronized void finished(
      DocumentOutcome outcome, boolean earlierRun, long documentChars, Map<String, Long> found) {
    in++;
    lastDone = System.nanoTime();
    if (outcome.written()) {
      this.written++;
    } else {
      setAside.add(outcome);
    }
    if (earlierRun) {
      earlier++;
    }
    chars += documentChars;
    found.forEach((category, count) -> phi.merge(category, count, Long::sum));
    listener.documentDone(outcome, earlierRun, documentChars);
  }

  /**
   * Adds a written document's LDP spending to the ledger, from the substitution summary of its
   * rewritten view, and warns when the patient scope found no patient in it: its id, never its text
   * (its name only with names allowed in logs).
   */
  private void recordDateBudget(CAS written, DocumentOutcome outcome) {
    try {
      Iterator<JCas> views = written.getJCas().getViewIterator();
      while (views.hasNext()) {
        for (SubstitutionSummary summary :
            JCasUtil.select(views.next(), SubstitutionSummary.class)) {
          ledger.record(summary.getPatientKey(), summary.getDateEpsilonSpent());
          if (PatientIdentity.Basis.NONE.label().equals(summary.getPatientIdentifiedBy())) {
            LOG.warn(
                "Document {}{} names no patient identifier, nor the patient's name with a birth"
                    + " date: its dates get keys of their own, not its patient's (--scope patient)",
                outcome.id(),
                settings.logNames() ? " (" + outcome.name() + ")" : "");
          }
        }
      }
    } catch (UIMAException e) {
      LOG.debug("No substitution summary for document {}", outcome.id(), e);
    }
  }

  /** The PHI of a written document per category, counted outside the run's lock. */
  private static Map<String, Long> phiCounts(CAS written, DocumentOutcome outcome) {
    Map<String, Long> counts = new TreeMap<>();
    try {
      for (Phi found : JCasUtil.select(written.getJCas(), Phi.class)) {
        String category = found.getCategory() == null ? "OTHER" : found.getCategory();
        counts.merge(category, 1L, Long::sum);
      }
    } catch (UIMAException e) {
      LOG.debug("No PHI count for document {}", outcome.id(), e);
    }
    return counts;
  }

  /** The document's name in its store: its path under the collection's root, or its id. */
  private static String nameOf(CAS cas) {
    try {
      for (DocumentMetaData metadata : JCasUtil.select(cas.getJCas(), DocumentMetaData.class)) {
        String uri = metadata.getDocumentUri();
        String base = metadata.getDocumentBaseUri();
        if (uri != null && base != null && uri.startsWith(base)) {
          try { // decoded: "note%201.txt" is the file "note 1.txt"
            String path = new URI(uri).getPath();
            String basePath = new URI(base).getPath();
            if (path != null && basePath != null && path.startsWith(basePath)) {
              return path.substring(basePath.length());
            }
          } catch (URISyntaxException e) {
            LOG.debug("A document URI that does not parse", e);
          }
          return uri.substring(base.length());
        }
        if (uri != null) {
          return uri;
        }
        if (metadata.getDocumentId() != null) {
          return DATABASE_ID + metadata.getDocumentId();
        }
      }
    } catch (UIMAException | RuntimeException e) {
      LOG.debug("A document without metadata", e);
    }
    return "";
  }

  private static String sha256(String name) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(digest.digest(name.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every JVM", e);
    }
  }

  private static long announcedCount(CollectionReader reader) {
    Progress[] progress = reader.getProgress();
    return progress == null || progress.length == 0 ? -1 : progress[0].getTotal();
  }
}
