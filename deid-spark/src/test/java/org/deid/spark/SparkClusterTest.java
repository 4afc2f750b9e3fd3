package org.deid.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.spark.launcher.JavaModuleOptions;
import org.deid.cli.DeidCommand;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real standalone Spark cluster: a master and two workers of one core, each its own JVM, run from
 * a Spark installation made of the build's Spark jars; the cluster jar submitted with {@code
 * SparkSubmit} (what {@code spark-submit} runs), the key shipped with {@code --files}. In the
 * middle of the second task of one worker's executor, that worker and its executor are killed with
 * SIGKILL: the job still finishes, every note is written or set aside, and the rewritten notes are
 * byte-identical to those of {@code deid run} with the same seed and key. Prints the figures
 * docs/spark.md quotes.
 *
 * <p>Needs {@code target/deid-spark-*-cluster.jar} and {@code target/spark.classpath} (the {@code
 * package} phase), so the default build leaves it out; {@code .ci/run} runs it after the build:
 * {@code ./mvnw -pl deid-spark -am test -Dtest=SparkClusterTest}. {@code
 * -Ddeid.spark.cluster.notes=N} changes the number of notes (default 5,000).
 */
class SparkClusterTest {

  private static final int NOTES = Integer.getInteger("deid.spark.cluster.notes", 5000);
  private static final Duration START_TIMEOUT = Duration.ofMinutes(3);
  private static final Duration JOB_TIMEOUT = Duration.ofMinutes(20);
  private static final Pattern SUMMARY =
      Pattern.compile(
          "deid-spark: (\\d+) documents in, (\\d+) written, (\\d+) set aside in ([0-9.]+) s:"
              + " ([0-9.]+) docs/s \\((\\d+) partitions");

  @TempDir Path work;

  private final List<Process> cluster = new ArrayList<>();

  @AfterEach
  void stopCluster() {
    for (Process process : cluster) {
      killTree(process);
    }
  }

  @Test
  void aJobSurvivesAWorkerKilledMidJobAndWritesTheBytesOfDeidRun() throws Exception {
    Path clusterJar = clusterJar();
    Path sparkHome = sparkInstallation(clusterJar);
    Path notes = NoteFolders.write(work.resolve("notes"), NOTES);
    Path key = work.resolve("secrets/key.bin");
    Files.createDirectories(key.getParent());
    Files.writeString(key, "a secret key of the cluster test corpus, 32+ bytes");
    Files.setPosixFilePermissions(key, PosixFilePermissions.fromString("rw-------"));

    int port = freePort();
    String master = "spark://127.0.0.1:" + port;
    Process masterProcess =
        start(
            sparkHome,
            "master",
            "-Xmx256m",
            "org.apache.spark.deploy.master.Master",
            "--host",
            "127.0.0.1",
            "--port",
            String.valueOf(port),
            "--webui-port",
            "0");
    List<Process> workers = new ArrayList<>();
    for (int number = 1; number <= 2; number++) {
      Path workDir = Files.createDirectories(work.resolve("worker-" + number));
      workers.add(
          start(
              sparkHome,
              "worker-" + number,
              "-Xmx256m",
              "org.apache.spark.deploy.worker.Worker",
              "--host",
              "127.0.0.1",
              "--webui-port",
              "0",
              "--cores",
              "1",
              "--memory",
              "2g",
              "--work-dir",
              workDir.toString(),
              master));
    }

    // The single-JVM reference while the cluster starts: deid run, one thread, in this JVM.
    Path single = work.resolve("single");
    String[] options = {
      "--lang", "fr", "--seed", "7", "--scope", "corpus",
    };
    String[] twoThreads = {"--threads", "2"};
    long start = System.nanoTime();
    int singleStatus =
        DeidCommand.commandLine()
            .execute(
                concat(
                    new String[] {"run", "--in", notes.toString(), "--out", single.toString()},
                    options,
                    twoThreads,
                    new String[] {"--key-file", key.toString()}));
    double singleSeconds = (System.nanoTime() - start) / 1e9;
    assertThat(singleStatus).isEqualTo(3);

    awaitLine(work.resolve("master.log"), "Registering worker", 2, masterProcess);

    // spark-submit: the driver in a JVM of its own, in a folder where the key is not; the
    // executors get it through --files.
    Path driverDir = Files.createDirectories(work.resolve("driver"));
    Path events = Files.createDirectories(work.resolve("events"));
    Path out = work.resolve("spark-out");
    List<String> submit = new ArrayList<>(javaCommand(sparkHome, "-Xmx1g"));
    submit.addAll(
        List.of(
            "org.apache.spark.deploy.SparkSubmit",
            "--master",
            master,
            "--deploy-mode",
            "client",
            "--class",
            DeidSparkJob.class.getName(),
            "--executor-memory",
            "1536m",
            "--files",
            key.toString(),
            "--conf",
            "spark.ui.enabled=false",
            "--conf",
            "spark.eventLog.enabled=true",
            "--conf",
            "spark.eventLog.dir=" + events.toUri(),
            "--conf",
            "spark.eventLog.compress=false",
            "--conf",
            "spark.eventLog.rolling.enabled=false",
            clusterJar.toString(),
            "--in",
            notes.toString(),
            "--out",
            out.toString(),
            "--key-file",
            "key.bin"));
    submit.addAll(List.of(options));
    Path driverLog = work.resolve("driver.log");
    long submitted = System.nanoTime();
    ProcessBuilder driverBuilder =
        new ProcessBuilder(submit)
            .directory(driverDir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(driverLog.toFile());
    driverBuilder.environment().putAll(environment(sparkHome));
    Process driver = driverBuilder.start();
    cluster.add(driver);

    // SIGKILL one worker and its executor in the middle of its second task: once it has finished
    // one (whose cached rows die with it) and a tenth of the notes more are written.
    Process victim = workers.get(0);
    Path victimDir = work.resolve("worker-1");
    long deadline = System.nanoTime() + JOB_TIMEOUT.toNanos();
    long target = Long.MAX_VALUE;
    while (countRewritten(out) < target) {
      assertThat(driver.isAlive()).as("driver alive; its log: %s", tail(driverLog)).isTrue();
      assertThat(System.nanoTime()).as("a task finished before the timeout").isLessThan(deadline);
      if (target == Long.MAX_VALUE && executorLogsShow(victimDir, "Finished task")) {
        target = countRewritten(out) + NOTES / 10;
      }
      Thread.sleep(100);
    }
    List<ProcessHandle> executors = victim.descendants().toList();
    long writtenAtKill = countRewritten(out);
    assertThat(executors).as("the worker's executor JVM").isNotEmpty();
    executors.forEach(ProcessHandle::destroyForcibly);
    victim.destroyForcibly();
    double killedAfter = (System.nanoTime() - submitted) / 1e9;

    assertThat(driver.waitFor(JOB_TIMEOUT.toSeconds(), TimeUnit.SECONDS))
        .as("the job finishes")
        .isTrue();
    double submitSeconds = (System.nanoTime() - submitted) / 1e9;
    String log = Files.readString(driverLog);
    assertThat(driver.exitValue())
        .as("exit status (3: a note set aside); log:%n%s", log)
        .isEqualTo(3);
    Matcher summary = SUMMARY.matcher(log);
    assertThat(summary.find()).as("the job's summary line in%n%s", log).isTrue();
    long in = Long.parseLong(summary.group(1));
    long written = Long.parseLong(summary.group(2));
    long setAside = Long.parseLong(summary.group(3));
    assertThat(in).isEqualTo(NOTES + 1);
    assertThat(written).isEqualTo(NOTES);
    assertThat(setAside).isEqualTo(1);
    assertThat(written + setAside).isEqualTo(in);

    Map<String, byte[]> expected = NoteFolders.rewritten(single);
    Map<String, byte[]> actual = NoteFolders.rewritten(out);
    assertThat(expected).hasSize(NOTES);
    assertThat(actual.keySet()).isEqualTo(expected.keySet());
    List<String> different =
        expected.keySet().stream()
            .filter(name -> !Arrays.equals(expected.get(name), actual.get(name)))
            .toList();
    assertThat(different).as("notes whose rewritten bytes differ from deid run's").isEmpty();
    List<String> setAsideReport = Files.readAllLines(out.resolve("set-aside.tsv"));
    assertThat(setAsideReport).hasSize(2);
    assertThat(setAsideReport.get(1)).startsWith("bad-encoding.txt\tbad-encoding.txt: not valid");
    try (Stream<Path> files = Files.list(out)) {
      assertThat(files.map(path -> path.getFileName().toString()))
          .allMatch(name -> name.endsWith(".deid.txt") || name.equals("set-aside.tsv"));
    }

    EventCounts counts = EventCounts.of(events);
    assertThat(counts.failedByReason).as("task attempts lost with the executor").isNotEmpty();
    assertThat(counts.executorsRemoved).as("executors removed").isGreaterThanOrEqualTo(1);
    System.err.printf(
        Locale.ROOT,
        "deid run --threads 2 (in the test JVM): %d notes in %.1f s: %.1f docs/s%n"
            + "cluster (master + 2 workers of 1 core, cluster jar): %s%n"
            + "  SIGKILL of worker 1 and its executor %.1f s after submission, %d notes written"
            + " by then%n"
            + "  spark-submit to exit: %.1f s (%.1f docs/s); job alone: %s s, %s docs/s%n"
            + "  task attempts: %d succeeded, %d failed %s; stages run again: %d;"
            + " executors removed: %d%n",
        NOTES + 1,
        singleSeconds,
        (NOTES + 1) / singleSeconds,
        summary.group(0),
        killedAfter,
        writtenAtKill,
        submitSeconds,
        (NOTES + 1) / submitSeconds,
        summary.group(4),
        summary.group(5),
        counts.succeeded,
        counts.failed(),
        counts.failedByReason,
        counts.stagesRetried,
        counts.executorsRemoved);
  }

  /** The task and executor events of the driver's event log. */
  private static final class EventCounts {
    private int succeeded;
    private final Map<String, Integer> failedByReason = new TreeMap<>();
    private int stagesRetried;
    private int executorsRemoved;

    static EventCounts of(Path folder) throws IOException {
      EventCounts counts = new EventCounts();
      ObjectMapper json = new ObjectMapper();
      List<Path> logs;
      try (Stream<Path> files = Files.list(folder)) {
        logs = files.toList();
      }
      assertThat(logs).as("one event log").hasSize(1);
      for (String line : Files.readAllLines(logs.get(0))) {
        JsonNode event = json.readTree(line);
        switch (event.path("Event").asText()) {
          case "SparkListenerTaskEnd" -> {
            String reason = event.path("Task End Reason").path("Reason").asText();
            if (reason.equals("Success")) {
              counts.succeeded++;
            } else {
              counts.failedByReason.merge(reason, 1, Integer::sum);
            }
          }
          case "SparkListenerStageSubmitted" -> {
            if (event.path("Stage Info").path("Stage Attempt ID").asInt() > 0) {
              counts.stagesRetried++;
            }
          }
          case "SparkListenerExecutorRemoved" -> counts.executorsRemoved++;
          default -> {}
        }
      }
      return counts;
    }

    int failed() {
      return failedByReason.values().stream().mapToInt(Integer::intValue).sum();
    }
  }

  /** The cluster jar of this build, packaged after the last compilation of the module. */
  private static Path clusterJar() throws IOException {
    Path target = Path.of("target");
    Path jar;
    try (Stream<Path> files = Files.list(target)) {
      jar =
          files
              .filter(path -> path.getFileName().toString().endsWith("-cluster.jar"))
              .findFirst()
              .orElseThrow(
                  () ->
                      new IllegalStateException(
                          "No target/*-cluster.jar: run ./mvnw -pl deid-spark -am package"
                              + " -DskipTests first"));
    }
    Path classes = target.resolve("classes");
    List<String> stale = new ArrayList<>();
    try (JarFile bundle = new JarFile(jar.toFile());
        Stream<Path> compiled = Files.walk(classes)) {
      for (Path file : compiled.filter(path -> path.toString().endsWith(".class")).toList()) {
        String name = classes.relativize(file).toString().replace('\\', '/');
        var entry = bundle.getEntry(name);
        if (entry == null
            || !Arrays.equals(
                bundle.getInputStream(entry).readAllBytes(), Files.readAllBytes(file))) {
          stale.add(name);
        }
      }
    }
    assertThat(stale)
        .as("classes of %s unlike the compiled ones: ./mvnw -pl deid-spark -am package", jar)
        .isEmpty();
    return jar.toAbsolutePath();
  }

  /**
   * A Spark installation ({@code SPARK_HOME} with {@code jars/} and {@code conf/}) of the build's
   * Spark jars: the module's compile and provided class path less the libraries the cluster jar
   * bundles under their own names (what it relocates, Jackson or Guava, Spark needs unrelocated).
   */
  private Path sparkInstallation(Path clusterJar) throws IOException {
    Path home = work.resolve("spark-home");
    Path jars = Files.createDirectories(home.resolve("jars"));
    Path conf = Files.createDirectories(home.resolve("conf"));
    Files.writeString(home.resolve("RELEASE"), "Spark, the jars of the deid-spark build\n");
    Files.writeString(
        conf.resolve("log4j2.properties"),
        String.join(
            "\n",
            "rootLogger.level = warn",
            "rootLogger.appenderRef.stderr.ref = console",
            "appender.console.type = Console",
            "appender.console.name = console",
            "appender.console.target = SYSTEM_ERR",
            "appender.console.layout.type = PatternLayout",
            "appender.console.layout.pattern = %d{HH:mm:ss} %p %c{1}: %m%n",
            "logger.deploy.name = org.apache.spark.deploy",
            "logger.deploy.level = info",
            "logger.scheduler.name = org.apache.spark.scheduler",
            "logger.scheduler.level = info",
            "logger.executor.name = org.apache.spark.executor.Executor",
            "logger.executor.level = info",
            ""));
    Path classpath = Path.of("target/spark.classpath");
    assertThat(classpath).as("run ./mvnw -pl deid-spark -am package first").exists();
    try (JarFile bundle = new JarFile(clusterJar.toFile())) {
      for (String entry : Files.readString(classpath).trim().split(":")) {
        Path jar = Path.of(entry);
        if (!isBundled(jar, bundle)) {
          Path link = jars.resolve(jar.getFileName());
          if (!Files.exists(link)) {
            Files.createSymbolicLink(link, jar);
          }
        }
      }
    }
    return home;
  }

  /** Whether the cluster jar holds the first class of this jar under the same name. */
  private static boolean isBundled(Path jar, JarFile bundle) throws IOException {
    try (JarFile library = new JarFile(jar.toFile())) {
      return library.stream()
          .map(entry -> entry.getName())
          .filter(name -> name.endsWith(".class") && !name.startsWith("META-INF/"))
          .filter(name -> !name.endsWith("module-info.class"))
          .findFirst()
          .map(name -> bundle.getEntry(name) != null)
          .orElse(false);
    }
  }

  private Map<String, String> environment(Path sparkHome) {
    Map<String, String> environment = new HashMap<>();
    environment.put("SPARK_HOME", sparkHome.toString());
    environment.put("SPARK_SCALA_VERSION", "2.13");
    environment.put("SPARK_LOCAL_IP", "127.0.0.1");
    environment.put("SPARK_LOCAL_DIRS", work.resolve("local").toString());
    return environment;
  }

  private Process start(Path sparkHome, String name, String heap, String... mainAndArguments)
      throws IOException {
    List<String> command = new ArrayList<>(javaCommand(sparkHome, heap));
    command.addAll(List.of(mainAndArguments));
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(work.toFile())
            .redirectErrorStream(true)
            .redirectOutput(work.resolve(name + ".log").toFile());
    builder.environment().putAll(environment(sparkHome));
    Process process = builder.start();
    cluster.add(process);
    return process;
  }

  /** {@code java}, the options spark-class adds on Java 17, and the installation's class path. */
  private static List<String> javaCommand(Path sparkHome, String heap) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add(heap);
    command.addAll(List.of(JavaModuleOptions.defaultModuleOptionArray()));
    command.add("-cp");
    command.add(sparkHome.resolve("conf") + "/:" + sparkHome.resolve("jars") + "/*");
    return command;
  }

  private static void awaitLine(Path log, String text, int times, Process process)
      throws IOException, InterruptedException {
    long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
    while (true) {
      String content = Files.exists(log) ? Files.readString(log) : "";
      if (content.split(Pattern.quote(text), -1).length - 1 >= times) {
        return;
      }
      assertThat(process.isAlive()).as("%s alive:%n%s", log, content).isTrue();
      assertThat(System.nanoTime()).as("%s shows '%s' in time", log, text).isLessThan(deadline);
      Thread.sleep(200);
    }
  }

  /** Whether the log of an executor the worker started (work-dir/app/executor/stderr) shows it. */
  private static boolean executorLogsShow(Path workDir, String text) throws IOException {
    try (Stream<Path> files = Files.walk(workDir)) {
      for (Path log : files.filter(path -> path.endsWith("stderr")).toList()) {
        if (Files.readString(log, StandardCharsets.ISO_8859_1).contains(text)) {
          return true;
        }
      }
    }
    return false;
  }

  private static long countRewritten(Path folder) throws IOException {
    if (!Files.isDirectory(folder)) {
      return 0;
    }
    try (Stream<Path> files = Files.list(folder)) {
      return files.filter(path -> path.toString().endsWith(".deid.txt")).count();
    }
  }

  private static String tail(Path log) {
    try {
      String content = Files.readString(log);
      return content.substring(Math.max(0, content.length() - 4000));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void killTree(Process process) {
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  private static String[] concat(String[]... parts) {
    return Arrays.stream(parts).flatMap(Arrays::stream).toArray(String[]::new);
  }
}
