package org.deid.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.fit.factory.AggregateBuilder;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.deid.cli.DeidCommand;
import org.deid.pipeline.DeidPipeline;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Spark runner on {@code local[2]} against the single-JVM {@code deid run}: same notes, seed
 * and key, byte-identical rewritten notes; bad notes become set-aside rows.
 */
class DeidSparkJobTest {

  private static final int NOTES = 2000;

  private static SparkSession spark;

  @TempDir static Path work;

  private static Path notes;
  private static Path keyFile;

  @BeforeAll
  static void startSparkAndWriteNotes() throws IOException {
    spark =
        SparkSession.builder()
            .appName("deid-spark-test")
            .master("local[2]")
            .config("spark.ui.enabled", "false")
            .config("spark.sql.shuffle.partitions", "2")
            .getOrCreate();
    // With a Latin-1 file: set aside by both runs, never a failed job.
    notes = NoteFolders.write(work.resolve("notes"), NOTES);
    keyFile = work.resolve("key.bin");
    Files.writeString(keyFile, "a secret key of the test corpus, 32+ bytes");
  }

  @AfterAll
  static void stopSpark() {
    spark.stop();
  }

  @Test
  void folderOfNotesGivesTheBytesOfDeidRunWithTheSameSeedAndKey() throws IOException {
    String[] options = {
      "--lang",
      "fr",
      "--in",
      notes.toString(),
      "--seed",
      "7",
      "--scope",
      "corpus",
      "--key-file",
      keyFile.toString()
    };
    Path single = work.resolve("single");
    long start = System.nanoTime();
    int singleStatus = DeidCommand.commandLine().execute(withOut("run", options, single));
    double singleSeconds = (System.nanoTime() - start) / 1e9;
    System.err.printf(
        Locale.ROOT,
        "single JVM deid run (one thread, in this test JVM): %d notes in %.1f s: %.1f docs/s%n",
        NOTES + 1,
        singleSeconds,
        (NOTES + 1) / singleSeconds);

    Path onSpark = work.resolve("spark");
    int sparkStatus = DeidSparkJob.run(spark, withOut(null, options, onSpark));

    assertThat(singleStatus).isEqualTo(3);
    assertThat(sparkStatus).isEqualTo(DeidSparkJob.EXIT_SET_ASIDE);
    Map<String, byte[]> expected = NoteFolders.rewritten(single);
    Map<String, byte[]> actual = NoteFolders.rewritten(onSpark);
    assertThat(expected).hasSize(NOTES);
    assertThat(actual.keySet()).isEqualTo(expected.keySet());
    List<String> different = new ArrayList<>();
    expected.forEach(
        (name, bytes) -> {
          if (!java.util.Arrays.equals(bytes, actual.get(name))) {
            different.add(name);
          }
        });
    assertThat(different).as("notes whose rewritten bytes differ").isEmpty();
    // The key is used: rewritten notes differ from the originals where they name people.
    assertThat(new String(actual.get("note-00001.deid.txt"), StandardCharsets.UTF_8))
        .isNotEqualTo(Files.readString(notes.resolve("note-00001.txt")));
    List<String> setAside = Files.readAllLines(onSpark.resolve("set-aside.tsv"));
    assertThat(setAside).hasSize(2).first().isEqualTo("document\treason");
    assertThat(setAside.get(1)).startsWith("bad-encoding.txt\tbad-encoding.txt: not valid UTF-8");
    try (Stream<Path> files = Files.list(onSpark)) {
      assertThat(files.map(path -> path.getFileName().toString()))
          .allMatch(name -> name.endsWith(".deid.txt") || name.equals("set-aside.tsv"));
    }
  }

  @Test
  void parquetAndJdbcTablesGiveTheTextOfDeidRunAndSetAsideANullText() throws Exception {
    Map<String, String> texts = new TreeMap<>();
    for (int number = 1; number <= 40; number++) {
      String name = String.format(Locale.ROOT, "note-%05d", number);
      texts.put(name, Files.readString(notes.resolve(name + ".txt")));
    }
    Path subset = Files.createDirectories(work.resolve("subset"));
    texts.forEach((name, text) -> write(subset.resolve(name + ".txt"), text));
    Path single = work.resolve("subset-single");
    assertThat(
            DeidCommand.commandLine()
                .execute(
                    "run", "--lang", "fr", "--in", subset.toString(), "--out", single.toString()))
        .isZero();

    List<Row> rows = new ArrayList<>();
    texts.forEach((name, text) -> rows.add(RowFactory.create(name, text)));
    rows.add(RowFactory.create("no-text", null));
    StructType schema =
        new StructType().add("note_id", DataTypes.StringType).add("body", DataTypes.StringType);
    Path parquet = work.resolve("notes.parquet");
    spark.createDataFrame(rows, schema).repartition(3).write().parquet(parquet.toString());
    Path parquetOut = work.resolve("parquet-out");
    int status =
        DeidSparkJob.run(
            spark,
            "--lang",
            "fr",
            "--input-format",
            "parquet",
            "--in",
            parquet.toString(),
            "--out",
            parquetOut.toString(),
            "--id-column",
            "note_id",
            "--text-column",
            "body");
    assertThat(status).isEqualTo(DeidSparkJob.EXIT_SET_ASIDE);
    Map<String, Row> parquetRows = byId(spark.read().parquet(parquetOut.toString()));
    assertThat(parquetRows).hasSize(41);
    assertThat(parquetRows.get("no-text").<String>getAs("status")).isEqualTo("set-aside");
    assertThat(parquetRows.get("no-text").<String>getAs("reason")).isEqualTo("no text (null)");
    for (String name : texts.keySet()) {
      assertThat(parquetRows.get(name).<String>getAs("text"))
          .as(name)
          .isEqualTo(Files.readString(single.resolve(name + ".deid.txt")));
    }

    String url = "jdbc:h2:mem:notes;DB_CLOSE_DELAY=-1";
    try (Connection connection = DriverManager.getConnection(url, "sa", "")) {
      connection.createStatement().execute("CREATE TABLE notes (id INT, body CLOB)");
      try (PreparedStatement insert =
          connection.prepareStatement("INSERT INTO notes VALUES (?, ?)")) {
        int id = 1;
        for (String text : texts.values()) {
          insert.setInt(1, id++);
          insert.setString(2, text);
          insert.addBatch();
        }
        insert.executeBatch();
      }
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
    Path properties = work.resolve("jdbc.properties");
    Files.writeString(properties, "user=sa\npassword=\ndriver=org.h2.Driver\n");
    Path jsonOut = work.resolve("jdbc-out");
    assertThat(
            DeidSparkJob.run(
                spark,
                "--lang",
                "fr",
                "--input-format",
                "jdbc",
                "--in",
                url,
                "--table",
                "notes",
                "--jdbc-properties",
                properties.toString(),
                "--text-column",
                "body",
                "--output-format",
                "json",
                "--partitions",
                "2",
                "--out",
                jsonOut.toString()))
        .isZero();
    Map<String, Row> jdbcRows =
        byId(spark.read().schema(PartitionDeidentifier.SCHEMA).json(jsonOut.toString()));
    List<String> names = new ArrayList<>(texts.keySet());
    for (int id = 1; id <= names.size(); id++) {
      assertThat(jdbcRows.get(String.valueOf(id)).<String>getAs("text"))
          .isEqualTo(Files.readString(single.resolve(names.get(id - 1) + ".deid.txt")));
    }
  }

  @Test
  void aNoteTheEngineFailsOnIsSetAsideAndTheOthersGoOn() throws Exception {
    AggregateBuilder failing = new AggregateBuilder();
    failing.add(DeidPipeline.createAnalysisDescription("fr"));
    failing.add(AnalysisEngineFactory.createEngineDescription(FailingAnnotator.class));
    AnalysisEngineDescription aggregate = failing.createAggregateDescription();
    List<Row> rows =
        List.of(
            RowFactory.create("a", "Mme Monique Roussel, née le 04/06/1941.", null),
            RowFactory.create("b", "Le patient " + FailingAnnotator.MARKER + " va bien.", null),
            RowFactory.create("c", "", null));
    StructType schema =
        new StructType()
            .add(NoteInput.ID, DataTypes.StringType)
            .add(NoteInput.TEXT, DataTypes.StringType)
            .add(NoteInput.BYTES, DataTypes.BinaryType);
    Dataset<Row> results =
        DeidSparkJob.deidentify(
            spark.createDataFrame(rows, schema).repartition(1),
            new PartitionDeidentifier(DeidSparkJob.toXml(aggregate), "fr", null, null));
    Map<String, Row> byId = byId(results);
    assertThat(byId.get("a").<String>getAs("status")).isEqualTo("written");
    assertThat(byId.get("a").<String>getAs("text")).doesNotContain("Roussel").endsWith(".");
    assertThat(byId.get("b").<String>getAs("status")).isEqualTo("set-aside");
    assertThat(byId.get("b").<String>getAs("reason")).contains(FailingAnnotator.REASON);
    // An empty note is a note, as for deid run: its rewritten text is empty.
    assertThat(byId.get("c").<String>getAs("status")).isEqualTo("written");
    assertThat(byId.get("c").<String>getAs("text")).isEmpty();
  }

  private static String[] withOut(String command, String[] options, Path out) {
    List<String> args = new ArrayList<>();
    if (command != null) {
      args.add(command);
    }
    args.addAll(List.of(options));
    args.add("--out");
    args.add(out.toString());
    return args.toArray(String[]::new);
  }

  private static Map<String, Row> byId(Dataset<Row> rows) {
    Map<String, Row> byId = new HashMap<>();
    for (Row row : rows.collectAsList()) {
      byId.put(row.getAs("id"), row);
    }
    return byId;
  }

  private static void write(Path file, String text) {
    try {
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
