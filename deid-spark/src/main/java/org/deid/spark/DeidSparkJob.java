package org.deid.spark;

import static org.apache.spark.sql.functions.col;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.Callable;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.permission.FsPermission;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.pipeline.options.DeidentificationOptions;
import org.deid.pipeline.options.LanguageOption;
import org.deid.pipeline.options.SubstitutionOptions.KeyHolder;
import org.xml.sax.SAXException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Runs the aggregate of {@code deid run} on Apache Spark over a folder of notes, a Parquet, CSV or
 * JSON dataset or a JDBC table of (id, text). Its output equals {@code deid run}'s for the same
 * notes, seed and key: {@code NAME.deid.txt} files for a folder, or rows (id, text, status, reason)
 * as Parquet or JSON. A note that cannot be processed becomes a set-aside row; the job goes on.
 */
@Command(
    name = "deid-spark",
    mixinStandardHelpOptions = true,
    description = {
      "De-identifies notes on Apache Spark with the aggregate of 'deid run' (same options, same",
      "seed and key semantics, same rewritten text), one engine per partition.",
    },
    footer = {
      "",
      "Exit status: 0 when every note was written, 3 when some were set aside, 2 on a usage or",
      "setup error, 1 on an internal error.",
      "",
      "Examples (see docs/spark.md for a cluster):",
      "  spark-submit --master local[2] deid-spark-cluster.jar --lang fr --in notes/ --out out/",
      "  spark-submit ... deid-spark-cluster.jar --lang es --input-format parquet --in s3a://b/notes"
          + " --out s3a://b/deid --id-column note_id --text-column body",
      "  spark-submit --files key.bin ... deid-spark-cluster.jar --lang fr --scope corpus"
          + " --key-file key.bin --in notes/ --out out/",
    })
public final class DeidSparkJob implements Callable<Integer> {

  /** Exit status when some notes were set aside. */
  public static final int EXIT_SET_ASIDE = 3;

  @Option(
      names = "--in",
      required = true,
      paramLabel = "PATH|URL",
      description = "Folder or dataset of notes (any Hadoop path), or the JDBC URL.")
  private String input;

  @Option(
      names = "--out",
      required = true,
      paramLabel = "PATH",
      description = "Output folder (any Hadoop path).")
  private String output;

  @Option(
      names = "--input-format",
      defaultValue = "folder",
      paramLabel = "FORMAT",
      description = "folder (NAME.txt files), parquet, csv, json or jdbc (default: folder).")
  private String inputFormat;

  @Option(
      names = "--output-format",
      paramLabel = "FORMAT",
      description =
          "files (NAME.deid.txt, folder input only; its default), parquet (default otherwise) or"
              + " json: rows of id, text (rewritten), status (written, set-aside), reason.")
  private String outputFormat;

  @Option(
      names = "--id-column",
      defaultValue = "id",
      description = "Id column of a table (default: ${DEFAULT-VALUE}).")
  private String idColumn;

  @Option(
      names = "--text-column",
      defaultValue = "text",
      description = "Text column of a table (default: ${DEFAULT-VALUE}).")
  private String textColumn;

  @Option(names = "--table", description = "jdbc: the table, or '(SELECT ...) alias'.")
  private String table;

  @Option(
      names = "--jdbc-properties",
      paramLabel = "FILE",
      description =
          "jdbc: a properties file on the driver (user, password, driver, and Spark JDBC options"
              + " such as partitionColumn, lowerBound, upperBound, numPartitions, fetchsize).")
  private java.nio.file.Path jdbcProperties;

  @Option(
      names = "--read-option",
      paramLabel = "KEY=VALUE",
      description = "An option of Spark's reader (e.g. sep=; for CSV); repeat for more.")
  private Map<String, String> readOptions = new LinkedHashMap<>();

  @Option(
      names = "--partitions",
      description =
          "Repartition the notes into N partitions (one engine each) before de-identifying.")
  private Integer partitions;

  @Option(
      names = "--master",
      description = "Spark master when not set by spark-submit (default then: local[*]).")
  private String master;

  @Mixin private LanguageOption languageOption;

  @Mixin private DeidentificationOptions aggregate;

  private SparkSession session;
  private PrintStream console = System.err;

  /** Runs the job from the command line, in a session of its own. */
  public static void main(String[] args) {
    System.exit(commandLine(new DeidSparkJob()).execute(args));
  }

  /** Runs the job in an existing session (tests, notebooks); returns the exit status. */
  public static int run(SparkSession spark, String... args) {
    DeidSparkJob job = new DeidSparkJob();
    job.session = spark;
    return commandLine(job).execute(args);
  }

  private static CommandLine commandLine(DeidSparkJob job) {
    return new CommandLine(job)
        .setExecutionExceptionHandler(
            (error, commandLine, parsed) -> {
              if (error instanceof IllegalArgumentException
                  || error instanceof IllegalStateException) {
                commandLine.getErr().println("deid-spark: " + error.getMessage());
                return 2;
              }
              throw error;
            });
  }

  @Override
  public Integer call() throws UIMAException, IOException {
    String lang = languageOption.language();
    NoteInput source = NoteInput.parse(inputFormat);
    String sink = outputFormat(source);
    if (partitions != null && partitions < 1) {
      throw new IllegalArgumentException("--partitions must be at least 1");
    }
    if (source != NoteInput.JDBC && new Path(input).equals(new Path(output))) {
      throw new IllegalArgumentException("--out must differ from --in");
    }
    String aggregateXml = aggregateXml(lang);
    SparkSession spark = session != null ? session : newSession();
    try {
      return run(spark, source, sink, aggregateXml, lang);
    } finally {
      if (session == null) {
        spark.stop();
      }
    }
  }

  private int run(
      SparkSession spark, NoteInput source, String sink, String aggregateXml, String lang)
      throws IOException {
    Dataset<Row> notes =
        source.read(
            spark,
            input,
            new NoteInput.Settings(idColumn, textColumn, table, readerOptions(source)));
    if (partitions != null) {
      notes = notes.repartition(partitions);
    } else if (source == NoteInput.FOLDER) {
      // Spark packs about 32 small files a partition, and each partition starts an engine: fewer,
      // larger partitions (4 a core) keep that cost small without a shuffle.
      int wanted = 4 * spark.sparkContext().defaultParallelism();
      if (notes.rdd().getNumPartitions() > wanted) {
        notes = notes.coalesce(wanted);
      }
    }
    boolean files = sink.equals("files");
    PartitionDeidentifier deidentifier =
        new PartitionDeidentifier(
            aggregateXml, lang, aggregate.substitution().keyFile(), files ? output : null);
    long start = System.nanoTime();
    Dataset<Row> results = deidentify(notes, deidentifier);
    Map<String, Long> counts;
    List<Row> setAside;
    if (files) {
      results = results.persist(StorageLevel.MEMORY_AND_DISK());
      counts = counts(results);
      setAside = setAsideRows(results, counts);
    } else {
      results.write().format(sink).save(output);
      Dataset<Row> written =
          spark.read().schema(PartitionDeidentifier.SCHEMA).format(sink).load(output);
      counts = counts(written);
      setAside = List.of();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    long ok = counts.getOrDefault(PartitionDeidentifier.WRITTEN, 0L);
    long bad = counts.getOrDefault(PartitionDeidentifier.SET_ASIDE, 0L);
    console.printf(
        Locale.ROOT,
        "deid-spark: %d documents in, %d written, %d set aside in %.1f s: %.1f docs/s"
            + " (%d partitions, surrogate seed %d)%n",
        ok + bad,
        ok,
        bad,
        seconds,
        (ok + bad) / seconds,
        notes.rdd().getNumPartitions(),
        aggregate.substitution().seed());
    if (files) {
      if (!setAside.isEmpty()) {
        writeSetAside(setAside);
      }
      results.unpersist();
    } else if (bad > 0) {
      console.println("Set-aside notes and reasons: rows with status set-aside in " + output);
    }
    return bad == 0 ? 0 : EXIT_SET_ASIDE;
  }

  /**
   * The aggregate the options describe, every option checked on the driver (the key where the
   * driver can read it), as the XML that travels to the executors.
   */
  String aggregateXml(String lang) throws ResourceInitializationException {
    return toXml(aggregate.createDescription(lang, KeyHolder.EXECUTORS));
  }

  /** The aggregate as XML, the form it travels in to the executors. */
  public static String toXml(AnalysisEngineDescription description) {
    StringWriter xml = new StringWriter();
    try {
      description.toXML(xml);
    } catch (SAXException | IOException e) {
      throw new IllegalStateException("Cannot write the aggregate's descriptor", e);
    }
    return xml.toString();
  }

  /** De-identifies every partition of (id, text, bytes) rows into (id, text, status, reason). */
  public static Dataset<Row> deidentify(Dataset<Row> notes, PartitionDeidentifier deidentifier) {
    return notes.mapPartitions(deidentifier, Encoders.row(PartitionDeidentifier.SCHEMA));
  }

  private String outputFormat(NoteInput source) {
    String sink =
        outputFormat != null
            ? outputFormat.toLowerCase(Locale.ROOT)
            : source == NoteInput.FOLDER ? "files" : "parquet";
    if (!Set.of("files", "parquet", "json").contains(sink)) {
      throw new IllegalArgumentException(
          "--output-format must be files, parquet or json, not '" + outputFormat + "'");
    }
    if (sink.equals("files") && source != NoteInput.FOLDER) {
      throw new IllegalArgumentException(
          "--output-format files needs a folder input (file names come from the notes' files)");
    }
    return sink;
  }

  private Map<String, String> readerOptions(NoteInput source) throws IOException {
    Map<String, String> options = new HashMap<>();
    if (jdbcProperties != null) {
      if (source != NoteInput.JDBC) {
        throw new IllegalArgumentException("--jdbc-properties is for --input-format jdbc");
      }
      Properties properties = new Properties();
      try (var in = Files.newInputStream(jdbcProperties)) {
        properties.load(in);
      }
      properties
          .stringPropertyNames()
          .forEach(key -> options.put(key, properties.getProperty(key)));
    }
    options.putAll(readOptions);
    return options;
  }

  private static Map<String, Long> counts(Dataset<Row> results) {
    Map<String, Long> counts = new HashMap<>();
    for (Row row : results.groupBy("status").count().collectAsList()) {
      counts.put(row.getString(0), row.getLong(1));
    }
    return counts;
  }

  private static List<Row> setAsideRows(Dataset<Row> results, Map<String, Long> counts) {
    if (counts.getOrDefault(PartitionDeidentifier.SET_ASIDE, 0L) == 0) {
      return List.of();
    }
    return results
        .filter(col("status").equalTo(PartitionDeidentifier.SET_ASIDE))
        .select("id", "reason")
        .orderBy("id")
        .collectAsList();
  }

  /** Writes OUT/set-aside.tsv as {@code deid run} does, readable by its owner only. */
  private void writeSetAside(List<Row> setAside) throws IOException {
    Path report = new Path(output, "set-aside.tsv");
    StringBuilder tsv = new StringBuilder("document\treason\n");
    for (Row row : setAside) {
      String reason = row.getString(1) == null ? "" : row.getString(1);
      tsv.append(row.getString(0)).append('\t').append(reason.replace('\t', ' ')).append('\n');
    }
    try (FileSystem fileSystem = FileSystem.newInstance(report.toUri(), new Configuration())) {
      fileSystem.setWriteChecksum(false);
      // The reasons name files, and names can hold PHI: owner-readable only, as deid run does.
      try (OutputStream out =
          FileSystem.create(fileSystem, report, new FsPermission((short) 0600))) {
        out.write(tsv.toString().getBytes(StandardCharsets.UTF_8));
      }
    }
    console.println("Set-aside documents and reasons: " + report);
  }

  private SparkSession newSession() {
    SparkSession.Builder builder = SparkSession.builder().appName("deid-spark");
    if (master != null) {
      builder.master(master);
    } else if (!new SparkConf().contains("spark.master")) {
      builder.master("local[*]");
    }
    return builder.getOrCreate();
  }
}
