package org.deid.cli;

import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.ctakes.typesystem.type.syntax.WordToken;
import org.apache.uima.jcas.JCas;
import org.deid.detect.onnx.graph.SyntheticEncoder;

/** What {@code deid bench} needs for ONNX models: a synthetic model, the hardware, peak memory. */
final class OnnxBench {

  private static final Path STATUS = Path.of("/proc/self/status");
  private static final Path CLEAR_REFS = Path.of("/proc/self/clear_refs");
  private static final int VOCABULARY = 30_000;

  private OnnxBench() {}

  /**
   * Builds a random-weight encoder of the named cost in a temporary folder, its vocabulary the
   * notes' most frequent words (as a model trained on such notes would have).
   */
  static Path synthetic(String size, List<JCas> documents) throws IOException {
    if (!size.equals("bert-base")) {
      throw new IllegalArgumentException("--onnx-synthetic must be bert-base, not '" + size + "'");
    }
    Map<String, Integer> counts = new HashMap<>();
    for (JCas jcas : documents) {
      for (WordToken token : jcas.select(WordToken.class)) {
        counts.merge(token.getCoveredText(), 1, Integer::sum);
      }
    }
    List<String> words =
        counts.entrySet().stream()
            .sorted(
                Map.Entry.<String, Integer>comparingByValue()
                    .reversed()
                    .thenComparing(Map.Entry.comparingByKey()))
            .limit(VOCABULARY)
            .map(Map.Entry::getKey)
            .toList();
    Path folder = Files.createTempDirectory("deid-bench-bert-base");
    folder.toFile().deleteOnExit();
    long start = System.nanoTime();
    SyntheticEncoder.write(folder, SyntheticEncoder.BERT_BASE, words, 42);
    try (Stream<Path> files = Files.list(folder)) {
      files.forEach(f -> f.toFile().deleteOnExit());
    }
    System.out.printf(
        Locale.ROOT,
        "synthetic bert-base encoder (12 x 768/3072, %d words, random weights, %.0f MB) built in"
            + " %.1f s%n",
        words.size(),
        Files.size(folder.resolve("model.onnx")) / 1e6,
        (System.nanoTime() - start) / 1e9);
    System.gc();
    return folder;
  }

  /** The processor and memory, as far as the JVM and /proc tell. */
  static String hardware() {
    String cpu = System.getProperty("os.arch");
    try (Stream<String> lines = Files.lines(Path.of("/proc/cpuinfo"))) {
      cpu =
          lines
              .filter(l -> l.startsWith("model name"))
              .map(l -> l.substring(l.indexOf(':') + 1).trim())
              .findFirst()
              .orElse(cpu);
    } catch (IOException | RuntimeException e) {
      // not Linux: keep the architecture
    }
    return String.format(
        Locale.ROOT,
        "hardware: %s, %d cores visible, %s %s, JVM max heap %d MB",
        cpu,
        Runtime.getRuntime().availableProcessors(),
        System.getProperty("os.name"),
        System.getProperty("os.version"),
        Runtime.getRuntime().maxMemory() >> 20);
  }

  /** The CPU time of the whole process so far (all its threads), or 0 where the JVM cannot tell. */
  static long processCpuNanos() {
    if (ManagementFactory.getOperatingSystemMXBean() instanceof OperatingSystemMXBean os) {
      return Math.max(0, os.getProcessCpuTime());
    }
    return 0;
  }

  /** Resets the process's peak resident memory (Linux); does nothing elsewhere. */
  static void resetPeakMemory() {
    try {
      Files.writeString(CLEAR_REFS, "5");
    } catch (IOException | RuntimeException e) {
      // not Linux, or not allowed: the peak then counts from the process start
    }
  }

  /** The process's peak resident memory since the last reset (Java heap and native), or n/a. */
  static String peakMemory() {
    try (Stream<String> lines = Files.lines(STATUS)) {
      return lines
          .filter(l -> l.startsWith("VmHWM:"))
          .map(l -> l.substring(6).trim())
          .findFirst()
          .orElse("n/a");
    } catch (IOException | RuntimeException e) {
      return "n/a";
    }
  }
}
