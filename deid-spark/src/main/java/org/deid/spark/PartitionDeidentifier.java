package org.deid.spark;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.NoSuchElementException;
import org.apache.spark.SparkFiles;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.TaskCompletionListener;
import org.apache.uima.UIMAFramework;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.resource.ResourceInitializationException;
import org.apache.uima.util.InvalidXMLException;
import org.apache.uima.util.XMLInputSource;
import org.deid.io.StrictUtf8;
import org.deid.pipeline.DeidPipeline;
import org.deid.pipeline.DocumentRunner;
import org.deid.pipeline.TextDeidentifier;
import org.deid.pipeline.TextDeidentifier.Outcome;
import org.deid.substitute.SubstitutionAnnotator;

/**
 * De-identifies one partition of notes with one engine and one CAS, reused across its documents
 * (models and gazetteers are static, so each executor JVM loads them once). Every input row gives
 * one output row: written, with its rewritten text, or set aside, with the reason (a null text, a
 * file that is not UTF-8, an engine failure); a bad note never fails the job.
 */
public final class PartitionDeidentifier implements MapPartitionsFunction<Row, Row> {

  private static final long serialVersionUID = 1L;

  /** Status of a note whose rewritten text was made. */
  public static final String WRITTEN = "written";

  /** Status of a note set aside; its reason says why. */
  public static final String SET_ASIDE = "set-aside";

  /** The output rows: id, rewritten text (null when set aside), status, reason. */
  public static final StructType SCHEMA =
      new StructType()
          .add("id", DataTypes.StringType)
          .add("text", DataTypes.StringType)
          .add("status", DataTypes.StringType, false)
          .add("reason", DataTypes.StringType);

  private final String aggregateXml;
  private final String language;
  private final String keyFile;
  private final String filesFolder;

  /**
   * @param aggregateXml the analysis aggregate ({@link DeidPipeline}) as XML
   * @param keyFile the key file as given on the driver, or null
   * @param filesFolder a folder (any Hadoop file system) to write {@code NAME.deid.txt} into, the
   *     rows then carrying no text; or null to return the rewritten text in the rows
   */
  public PartitionDeidentifier(
      String aggregateXml, String language, String keyFile, String filesFolder) {
    this.aggregateXml = aggregateXml;
    this.language = language;
    this.keyFile = keyFile;
    this.filesFolder = filesFolder;
  }

  @Override
  public Iterator<Row> call(Iterator<Row> notes) throws Exception {
    TextDeidentifier deidentifier = new TextDeidentifier(aggregate(), language);
    RewrittenFiles files = filesFolder == null ? null : RewrittenFiles.open(filesFolder);
    TaskContext task = TaskContext.get();
    Runnable close =
        () -> {
          deidentifier.close();
          if (files != null) {
            files.close();
          }
        };
    if (task != null) {
      task.addTaskCompletionListener((TaskCompletionListener) context -> close.run());
    }
    // Lazy: one note at a time, so a partition never sits whole in memory twice.
    return new Iterator<>() {
      private boolean closed;

      @Override
      public boolean hasNext() {
        boolean more = notes.hasNext();
        if (!more && !closed && task == null) {
          closed = true;
          close.run();
        }
        return more;
      }

      @Override
      public Row next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        return process(notes.next(), deidentifier, files);
      }
    };
  }

  private Row process(Row note, TextDeidentifier deidentifier, RewrittenFiles files) {
    String id = note.getAs(NoteInput.ID);
    if (id == null || id.isEmpty()) {
      return RowFactory.create(id, null, SET_ASIDE, "no id");
    }
    String text = note.getAs(NoteInput.TEXT);
    byte[] bytes = note.getAs(NoteInput.BYTES);
    if (bytes != null) {
      try {
        text = StrictUtf8.read(new ByteArrayInputStream(bytes));
      } catch (IOException e) {
        return RowFactory.create(id, null, SET_ASIDE, id + ": " + e.getMessage());
      }
    }
    Outcome outcome = deidentifier.deidentify(text);
    if (outcome.setAside()) {
      return RowFactory.create(id, null, SET_ASIDE, outcome.setAsideReason());
    }
    if (files == null) {
      return RowFactory.create(id, outcome.rewritten(), WRITTEN, null);
    }
    try {
      files.write(id, outcome.rewritten());
    } catch (IOException e) {
      return RowFactory.create(id, null, SET_ASIDE, DocumentRunner.reasonOf(e));
    }
    return RowFactory.create(id, null, WRITTEN, null);
  }

  private AnalysisEngineDescription aggregate()
      throws InvalidXMLException, ResourceInitializationException {
    AnalysisEngineDescription aggregate =
        UIMAFramework.getXMLParser()
            .parseAnalysisEngineDescription(
                new XMLInputSource(
                    new ByteArrayInputStream(aggregateXml.getBytes(StandardCharsets.UTF_8)), null));
    if (keyFile != null) {
      DeidPipeline.setDelegateParameter(
          aggregate,
          SubstitutionAnnotator.class,
          SubstitutionAnnotator.PARAM_KEY_FILE,
          executorKeyFile(keyFile));
    }
    return aggregate;
  }

  /**
   * The key file on this executor: the path as given when it is readable here (a secret mounted at
   * the same path everywhere), else the file of that name shipped with {@code spark-submit
   * --files}.
   */
  static String executorKeyFile(String given) {
    if (Files.isReadable(Path.of(given))) {
      return given;
    }
    String name = Path.of(given).getFileName().toString();
    String shipped;
    try {
      shipped = SparkFiles.get(name);
    } catch (RuntimeException e) {
      shipped = null; // no SparkContext here (plain JVM)
    }
    if (shipped != null && Files.isReadable(Path.of(shipped))) {
      return shipped;
    }
    throw new IllegalStateException(
        "The key file "
            + given
            + " is readable neither at that path nor among the files shipped with --files on"
            + " this executor");
  }
}
