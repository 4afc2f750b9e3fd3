package org.deid.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.collection.CollectionReaderDescription;
import org.apache.uima.fit.factory.AggregateBuilder;
import org.deid.io.OwnerOnlyFiles;
import org.deid.io.folder.FolderCheckpoint;
import org.deid.io.folder.InputListing;
import org.deid.io.folder.OutputFolder;
import org.deid.io.folder.OutputLock;
import org.deid.io.jdbc.NoteSource;
import org.deid.io.jdbc.PostgresCheckpoint;
import org.deid.io.jdbc.PostgresConnections;
import org.deid.io.jdbc.PostgresTableReader;
import org.deid.io.jdbc.PostgresTableWriter;
import org.deid.io.text.PlainTextReader;
import org.deid.pipeline.InputFormat;
import org.deid.pipeline.OutputFormat;
import org.deid.pipeline.options.DeidentificationOptions;
import org.deid.pipeline.options.LanguageOption;
import org.deid.pipeline.options.SubstitutionOptions.KeyHolder;
import org.deid.pipeline.run.DocumentScreen;
import org.deid.pipeline.run.ParallelRunner;
import org.deid.pipeline.run.RunCheckpoint;
import org.deid.scheme.LabelScheme;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code deid run}: de-identifies a folder of notes. */
@Command(
    name = "run",
    mixinStandardHelpOptions = true,
    header = "De-identifies notes from a folder or a PostgreSQL table.",
    description = {
      "De-identifies every note of a folder or a PostgreSQL table. For each input NAME, writes",
      "NAME.deid.txt (the rewritten text: by default each PHI replaced by a realistic surrogate",
      "in its own form), or upserts a row (id, deid_text, status, reason, phi_counts) into",
      "--out-table. XMI and brat outputs hold the original text too, so they are written only",
      "when asked for with --format.",
      "",
      "A note that cannot be processed (not UTF-8, empty, whitespace only, NUL bytes, binary,",
      "over --max-chars, an annotator error, over --timeout) is set aside by its id (position",
      "and name hash, or database id) and reason in OUT/set-aside.tsv or the status column;",
      "the run goes on and prints in = written + set aside. A run killed at any point and",
      "started again with the same arguments resumes where it stopped (OUT/.deid-checkpoint.tsv",
      "or the target rows); a non-empty --out is refused unless it holds such a run, or with",
      "--restart. See docs/runs.md.",
    },
    footer = {
      "",
      "Exit status: 0 when every document was written, 3 when some were set aside",
      "(listed in OUT/set-aside.tsv), 2 on a usage or setup error (the message says",
      "which), 1 on an internal error.",
      "",
      "Examples:",
      "  deid run --lang fr --in examples/fr --out out/fr",
      "  deid run --lang es --in notes/ --out out/ --format brat --scheme meddocan",
      "  deid run --lang es --in notes/ --out out/ --annotators regex",
      "  deid run --lang fr --in notes/ --out out/ --strategy tag",
      "  DEID_SURROGATE_KEY=... deid run --lang fr --in notes/ --out out/ \\",
      "      --scope corpus",
      "  deid run --lang es --in notes/ --out out/ --recursive --threads 4",
      "  PGPASSWORD=... deid run --lang es --threads 8 \\",
      "      --in jdbc:postgresql://db.example/ehr?user=deid --in-table notes \\",
      "      --out jdbc:postgresql://db.example/ehr?user=deid --out-table notes_deid",
      "  PGPASSWORD=... deid run --lang es --out cardio/ \\",
      "      --in jdbc:postgresql://db.example/ehr?user=deid \\",
      "      --in-query \"SELECT id, text FROM notes WHERE service = 'cardio'\""
    })
public final class RunCommand implements DeidSubcommand {

  /** Exit status when some documents were set aside. */
  public static final int EXIT_SET_ASIDE = 3;

  @Mixin private LanguageOption languageOption;

  @Option(
      names = "--in",
      required = true,
      paramLabel = "FOLDER|URL",
      description =
          "Folder of input notes, or a PostgreSQL database (jdbc:postgresql://host:port/db,"
              + " with --in-table).")
  private String input;

  @Option(
      names = "--out",
      required = true,
      paramLabel = "FOLDER|URL",
      description =
          "Folder for the outputs (created), or a PostgreSQL database (with --out-table).")
  private String output;

  @Option(
      names = "--in-table",
      paramLabel = "TABLE",
      description = "PostgreSQL --in: the table of notes, read in pages by id.")
  private String inputTable;

  @Option(
      names = "--in-query",
      paramLabel = "SQL",
      description =
          "PostgreSQL --in, instead of --in-table: a query whose rows are the notes; it must"
              + " return the id and text columns, and is read in pages by id like a table.")
  private String inputQuery;

  @Option(
      names = "--id-column",
      paramLabel = "COLUMN",
      description =
          "PostgreSQL --in: the column of unique note ids, of the table or the query (default:"
              + " ${DEFAULT-VALUE}).")
  private String idColumn = "id";

  @Option(
      names = "--text-column",
      paramLabel = "COLUMN",
      description = "PostgreSQL --in: the column of note texts (default: ${DEFAULT-VALUE}).")
  private String textColumn = "text";

  @Option(
      names = "--out-table",
      paramLabel = "TABLE",
      description =
          "PostgreSQL --out: the table upserted with id, deid_text, status, reason and"
              + " phi_counts (created when missing).")
  private String outputTable;

  @Option(
      names = "--input-format",
      defaultValue = "txt",
      description =
          "Format of the input folder: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
  private InputFormat inputFormat;

  @Option(
      names = "--format",
      split = ",",
      description =
          "Extra outputs, comma-separated: ${COMPLETION-CANDIDATES}. xmi and brat hold the"
              + " original text; brat-deid the rewritten text with its PHI (brat-deid/); map each"
              + " PHI's original and surrogate (NAME.map.json, owner-readable only).")
  private List<OutputFormat> formats = new ArrayList<>();

  @Option(
      names = "--scheme",
      description =
          "Label scheme of brat output and input: meddocan, eds-pseudo, hcl, hipaa or a .tsv file"
              + " (default: meddocan for es, eds-pseudo for fr).")
  private String scheme;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description =
          "Processing threads, each with its own engine; models are shared (default: the number"
              + " of cores, ${DEFAULT-VALUE} here). Outputs do not depend on it.")
  private int threads = Runtime.getRuntime().availableProcessors();

  @Option(
      names = "--recursive",
      description = "Read the notes of sub-folders too; outputs keep the sub-folders.")
  private boolean recursive;

  @Option(
      names = "--pattern",
      paramLabel = "GLOB",
      description =
          "Names of the input files to read, with * and ? (default: *.txt, which takes *.TXT"
              + " too). Other files are counted and reported as skipped.")
  private String pattern;

  @Option(
      names = "--max-chars",
      paramLabel = "N",
      description =
          "Notes longer than this are set aside (default: ${DEFAULT-VALUE}, about 1,000 pages).")
  private int maxChars = DocumentScreen.DEFAULT_MAX_CHARS;

  @Option(
      names = "--timeout",
      paramLabel = "SECONDS",
      description =
          "A note whose analysis takes longer is set aside; 0 for no limit (default:"
              + " ${DEFAULT-VALUE}).")
  private long timeoutSeconds = DEFAULT_TIMEOUT_SECONDS;

  /** The longest analysis of one note, by default. */
  static final long DEFAULT_TIMEOUT_SECONDS = 300;

  @Option(
      names = {"--restart", "--overwrite"},
      description =
          "Write into a non-empty --out, starting over: every note is processed again and"
              + " outputs are replaced. Without it, a killed run started again with the same"
              + " arguments resumes where it stopped.")
  private boolean restart;

  @Option(
      names = "--log-names",
      description =
          "Name documents by their file names in warnings and set-aside.tsv (names can hold PHI;"
              + " by default a document is named by its position and a hash of its name).")
  private boolean logNames;

  @Spec private CommandSpec spec;

  @Mixin private DeidentificationOptions aggregate;

  /** The lock of the output folder, held from its checks to the run's end. */
  private OutputLock outputLock;

  @Override
  public Integer call() throws UIMAException, IOException {
    try {
      return runCollection();
    } finally {
      if (outputLock != null) {
        outputLock.close();
        outputLock = null;
      }
    }
  }

  private int runCollection() throws UIMAException, IOException {
    String lang = languageOption.language();
    if (threads < 1) {
      throw new IllegalArgumentException("--threads must be at least 1, not " + threads);
    }
    if (maxChars < 1) {
      throw new IllegalArgumentException("--max-chars must be at least 1, not " + maxChars);
    }
    if (timeoutSeconds < 0) {
      throw new IllegalArgumentException(
          "--timeout must be 0 (none) or more, not " + timeoutSeconds);
    }
    boolean databaseIn = PostgresConnections.isPostgresUrl(input);
    boolean databaseOut = PostgresConnections.isPostgresUrl(output);
    if ((inputFormat != InputFormat.TXT || databaseIn) && (recursive || pattern != null)) {
      throw new IllegalArgumentException("--recursive and --pattern apply to folders of text");
    }
    String schemeName = scheme != null ? scheme : defaultScheme(lang);
    LabelScheme.load(schemeName); // fails at once, naming the known schemes

    // Everything that can refuse the run does so before the first document.
    CollectionReaderDescription reader;
    Path inputFolder = null;
    if (databaseIn) {
      PostgresConnections.checkNoPassword(input);
      if (inputTable != null && inputQuery != null) {
        throw new IllegalArgumentException(
            "--in-table and --in-query exclude each other: give one");
      }
      if (inputTable == null && inputQuery == null) {
        throw new IllegalArgumentException("A PostgreSQL --in needs --in-table or --in-query");
      }
      PostgresConnections.identifier("--id-column", idColumn);
      PostgresConnections.identifier("--text-column", textColumn);
      NoteSource notes =
          inputTable != null
              ? NoteSource.table(
                  PostgresConnections.identifier("--in-table", inputTable), idColumn, textColumn)
              : NoteSource.query(inputQuery, idColumn, textColumn);
      checkNotes(input, notes);
      reader = PostgresTableReader.createReaderDescription(input, notes, lang);
    } else {
      if (inputTable != null || inputQuery != null) {
        throw new IllegalArgumentException(
            "--in-table and --in-query apply to a PostgreSQL --in (jdbc:postgresql://...)");
      }
      if (!Files.isDirectory(Path.of(input))) {
        throw new IllegalArgumentException("--in " + input + " is not a folder");
      }
      inputFolder = Path.of(input).toRealPath();
      String namePattern = pattern != null ? pattern : "*.txt";
      if (inputFormat == InputFormat.TXT) {
        InputListing.Skipped skipped = InputListing.skipped(inputFolder, recursive, namePattern);
        if (!skipped.isEmpty()) {
          System.err.println("deid run: " + skipped.describe(namePattern));
        }
      }
      reader =
          inputFormat == InputFormat.TXT
              ? PlainTextReader.createReaderDescription(
                  inputFolder.toString(), lang, recursive, namePattern, maxChars)
              : inputFormat.createReaderDescription(
                  inputFolder.toString(), lang, schemeName, maxChars);
    }
    AnalysisEngineDescription analysis = aggregate.createDescription(lang, KeyHolder.THIS_PROCESS);
    AggregateBuilder writers = new AggregateBuilder();
    RunCheckpoint checkpoint;
    Path outputFolder = null;
    if (databaseOut) {
      PostgresConnections.checkNoPassword(output);
      if (outputTable == null) {
        throw new IllegalArgumentException("A PostgreSQL --out needs --out-table");
      }
      if (!formats.isEmpty()) {
        throw new IllegalArgumentException("--format applies to an output folder");
      }
      writers.add(
          PostgresTableWriter.createWriterDescription(
              output, PostgresConnections.identifier("--out-table", outputTable)));
      PostgresCheckpoint table;
      try {
        table = PostgresCheckpoint.open(output, outputTable, restart);
      } catch (IOException e) { // an unreachable server, a refused login: a setup error
        throw new IllegalArgumentException(e.getMessage().strip(), e);
      }
      if (table.size() > 0) {
        System.err.printf(
            "deid run: resuming: %d documents already in %s are skipped%n",
            table.size(), outputTable);
      }
      checkpoint = table;
    } else {
      outputFolder = Path.of(output).toAbsolutePath().normalize();
      if (Files.exists(outputFolder)) {
        outputFolder = outputFolder.toRealPath();
      }
      if (inputFolder != null && outputFolder.startsWith(inputFolder)) {
        throw new IllegalArgumentException(
            "--out must not be --in or inside it: a later run would read the outputs as notes");
      }
      outputLock = OutputFolder.prepare(outputFolder, restart);
      for (AnalysisEngineDescription writer :
          OutputFormat.createWriterDescriptions(
              outputFolder.toString(),
              formats.isEmpty() ? EnumSet.noneOf(OutputFormat.class) : EnumSet.copyOf(formats),
              schemeName)) {
        writers.add(writer);
      }
      FolderCheckpoint folder = FolderCheckpoint.open(outputFolder, fingerprint(), restart);
      // A finished run of the same arguments is resumed too: only notes added since are processed.
      if (folder.size() > 0) {
        System.err.printf(
            "deid run: resuming: %d documents finished by an earlier run are skipped%n",
            folder.size());
      }
      checkpoint = folder;
    }
    ParallelRunner.Settings settings =
        new ParallelRunner.Settings(
            threads, new DocumentScreen(maxChars), Duration.ofSeconds(timeoutSeconds), logNames);
    ParallelRunner.Result result;
    long start = System.nanoTime();
    try (checkpoint) {
      try (RunProgress progress = new RunProgress(System.err)) {
        ParallelRunner.Listener listener = RunTimeline.around(progress);
        result =
            ParallelRunner.run(
                reader,
                analysis,
                writers.createAggregateDescription(),
                settings,
                checkpoint,
                listener);
        RunTimeline.writeIfRecorded(listener);
      }
      Path report = null;
      if (outputFolder != null) {
        // This run's documents, those resumed included: not those no longer in the input.
        report = RunReport.writeSetAside(outputFolder, result.setAside(), logNames);
      }
      checkpoint.complete();
      RunReport.print(
          System.err, result, (System.nanoTime() - start) / 1e9, threads, aggregate.substitution());
      if (checkpoint instanceof FolderCheckpoint folder && inputFolder != null) {
        reportVanished(folder.vanished());
      }
      if (report != null) {
        System.err.println("deid run: set-aside documents and reasons: " + report);
      } else if (databaseOut && !result.setAside().isEmpty()) {
        System.err.println(
            "deid run: set-aside documents: rows of " + outputTable + " with status set-aside");
      }
    }
    if (outputFolder != null) {
      // What holds the original text stays with the user who ran deid.
      OwnerOnlyFiles.restrictAll(
          outputFolder,
          file -> {
            String name = file.getFileName().toString();
            return name.endsWith(".xmi")
                || name.endsWith(".ann")
                || name.equals(RunReport.SET_ASIDE_FILE)
                || (name.endsWith(".txt") && !name.endsWith(".deid.txt"));
          });
    }
    return result.setAside().isEmpty() ? 0 : EXIT_SET_ASIDE;
  }

  /** Says how many notes an earlier run finished are no longer in the input: counts, no names. */
  private void reportVanished(long vanished) {
    if (vanished == 0) {
      return;
    }
    System.err.println(
        restart
            ? "deid run: --restart removed the outputs of the earlier run, among them those of "
                + vanished
                + " notes no longer in --in"
            : "deid run: "
                + vanished
                + " notes an earlier run finished are no longer in --in: their outputs stay in"
                + " --out (--restart removes them)");
  }

  /**
   * Checks the notes' table or query returns the id and text columns, before anything is written: a
   * wrong column or query is a setup error, not a document set aside.
   */
  private static void checkNotes(String url, NoteSource notes) {
    try (Connection connection = PostgresConnections.open(url)) {
      notes.checkColumns(connection);
    } catch (SQLException e) {
      throw new IllegalArgumentException(
          "Cannot read the notes of --in (" + e.getMessage().strip() + ")", e);
    }
  }

  /**
   * A hash of the arguments that shape the outputs (every option but those of speed, restart and
   * logging): a checkpoint is resumed only by the run that wrote it.
   */
  private String fingerprint() {
    StringBuilder arguments = new StringBuilder();
    Set<String> neutral = Set.of("--threads", "--restart", "--log-names", "--timeout");
    for (OptionSpec option : spec.commandLine().getParseResult().matchedOptions()) {
      // By every name: --restart's longest name is its alias --overwrite.
      if (Collections.disjoint(neutral, Arrays.asList(option.names()))) {
        arguments.append(option.longestName()).append('=').append((Object) option.getValue());
        arguments.append('\n');
      }
    }
    arguments.append("in=").append(Path.of(input).toAbsolutePath().normalize());
    try {
      return HexFormat.of()
          .formatHex(
              MessageDigest.getInstance("SHA-256")
                  .digest(arguments.toString().getBytes(StandardCharsets.UTF_8)))
          .substring(0, 16);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every JVM", e);
    }
  }

  private static String defaultScheme(String language) {
    return language.equals("es") ? "meddocan" : "eds-pseudo";
  }
}
