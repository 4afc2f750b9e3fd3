package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --onnx-batch} and {@code --onnx-batch-wait} on run and bench. */
class OnnxBatchingCommandTest {

  @TempDir Path dir;

  private Path notes() throws IOException {
    Path in = Files.createDirectories(dir.resolve("in"));
    for (int i = 0; i < 6; i++) {
      Files.writeString(
          in.resolve("n" + i + ".txt"),
          "Paciente: Juan Pérez, 45 años. ".repeat(i + 1) + "Visto en el Madrid.\n",
          StandardCharsets.UTF_8);
    }
    return in;
  }

  private static TreeMap<String, String> read(Path folder) throws IOException {
    TreeMap<String, String> files = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(folder)) {
      for (Path file : walk.filter(p -> p.toString().endsWith(".ann")).toList()) {
        files.put(file.getFileName().toString(), Files.readString(file));
      }
    }
    return files;
  }

  @Test
  void aRunBatchedAcrossNotesWritesWhatAnUnbatchedRunWrites() throws Exception {
    Path model = OnnxTestModel.write(dir.resolve("onnx"));
    Path in = notes();
    Path alone = dir.resolve("alone");
    Path batched = dir.resolve("batched");
    List<String> common =
        List.of(
            "run",
            "--lang",
            "es",
            "--in",
            in.toString(),
            "--annotators",
            "onnx",
            "--onnx-model",
            model.toString(),
            "--format",
            "brat",
            "--threads",
            "2");
    String[] aloneArgs =
        Stream.concat(common.stream(), Stream.of("--out", alone.toString())).toArray(String[]::new);
    String[] batchedArgs =
        Stream.concat(
                common.stream(),
                Stream.of(
                    "--out", batched.toString(), "--onnx-batch", "4", "--onnx-batch-wait", "200"))
            .toArray(String[]::new);
    assertThat(DeidCommand.commandLine().execute(aloneArgs)).isZero();
    assertThat(DeidCommand.commandLine().execute(batchedArgs)).isZero();
    TreeMap<String, String> expected = read(alone);
    assertThat(expected).hasSize(6);
    assertThat(expected.get("n0.ann")).contains("Juan Pérez").contains("Madrid");
    assertThat(read(batched)).isEqualTo(expected);
  }

  @Test
  void aBadBatchSizeIsNamed() throws Exception {
    Path model = OnnxTestModel.write(dir.resolve("onnx-bad"));
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    var cli = DeidCommand.commandLine();
    cli.setErr(new java.io.PrintWriter(err, true, StandardCharsets.UTF_8));
    int status =
        cli.execute(
            "run",
            "--lang",
            "es",
            "--in",
            notes().toString(),
            "--out",
            dir.resolve("bad").toString(),
            "--onnx-model",
            model.toString(),
            "--onnx-batch",
            "0");
    assertThat(status).isNotZero();
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("--onnx-batch must be 1 or more");
  }

  @Test
  void theBenchTimesPipelineThreadsWithAndWithoutBatchingAcrossNotes() throws Exception {
    Path model = OnnxTestModel.write(dir.resolve("onnx-bench"));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream stdout = System.out;
    int status;
    try {
      System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
      status =
          DeidCommand.commandLine()
              .execute(
                  "bench",
                  "--lang",
                  "es",
                  "--in",
                  notes().toString(),
                  "--annotators",
                  "regex",
                  "--onnx-model",
                  model.toString(),
                  "--onnx-threads",
                  "1",
                  "--onnx-pipeline-threads",
                  "1,2",
                  "--onnx-batch-wait",
                  "0,100",
                  "--onnx-batch",
                  "4",
                  "--repeat",
                  "1");
    } finally {
      System.setOut(stdout);
    }
    String printed = out.toString(StandardCharsets.UTF_8);
    assertThat(status).as(printed).isZero();
    assertThat(printed)
        .containsPattern("(?m)^hardware: .*cores visible")
        .containsPattern("(?m)^onnx 1 ORT thread +\\S+ docs/s")
        .containsPattern("(?m)^onnx 1 ORT thread x2 +\\S+ docs/s")
        .containsPattern("(?m)^onnx 1 ORT thread x2 batched +\\S+ docs/s")
        .containsPattern("batches across notes of \\S+ notes and \\S+ windows on average")
        .contains("no batching across notes");
    // Every configuration finds the same candidates: a name per sentence, a place per note.
    List<String> counts =
        printed
            .lines()
            .filter(l -> l.startsWith("onnx "))
            .map(l -> l.replaceAll(".* (\\d+) candidates$", "$1"))
            .toList();
    assertThat(counts).hasSize(3).containsOnly(counts.get(0));
    assertThat(Integer.parseInt(counts.get(0))).isEqualTo(1 + 2 + 3 + 4 + 5 + 6 + 6);
  }
}
