package org.deid.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.regexp_extract;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;

/**
 * The stores the Spark runner reads notes from. Each gives rows of {@value #ID} (string), {@value
 * #TEXT} (string, null for a folder) and {@value #BYTES} (a folder file's bytes, decoded as strict
 * UTF-8 on the executor so that a bad file becomes a set-aside row, not a failed job).
 */
public enum NoteInput {
  /** A folder of UTF-8 {@code NAME.txt} notes (its top level, as {@code deid run} reads it). */
  FOLDER {
    @Override
    Dataset<Row> read(SparkSession spark, String location, Settings settings) {
      Dataset<Row> files =
          spark
              .read()
              .format("binaryFile")
              .option("pathGlobFilter", "*.txt")
              .options(settings.readOptions())
              .load(location);
      return files.select(
          regexp_extract(col("path"), "([^/]*)$", 1).as(ID),
          lit(null).cast(DataTypes.StringType).as(TEXT),
          col("content").as(BYTES));
    }
  },
  /** A Parquet dataset with an id and a text column. */
  PARQUET {
    @Override
    Dataset<Row> read(SparkSession spark, String location, Settings settings) {
      return table(spark.read().options(settings.readOptions()).parquet(location), settings);
    }
  },
  /** CSV with a header line; a text may span lines when quoted. */
  CSV {
    @Override
    Dataset<Row> read(SparkSession spark, String location, Settings settings) {
      return table(
          spark
              .read()
              .option("header", "true")
              .option("multiLine", "true")
              .option("escape", "\"")
              .options(settings.readOptions())
              .csv(location),
          settings);
    }
  },
  /** JSON lines, one note an object. */
  JSON {
    @Override
    Dataset<Row> read(SparkSession spark, String location, Settings settings) {
      return table(spark.read().options(settings.readOptions()).json(location), settings);
    }
  },
  /**
   * A JDBC table (or a {@code (SELECT ...) alias} query); the location is the JDBC URL; user,
   * password, driver and Spark's JDBC options come from a properties file.
   */
  JDBC {
    @Override
    Dataset<Row> read(SparkSession spark, String location, Settings settings) {
      if (settings.table() == null) {
        throw new IllegalArgumentException("--input-format jdbc needs --table");
      }
      return table(
          spark
              .read()
              .format("jdbc")
              .option("url", location)
              .option("dbtable", settings.table())
              .options(settings.readOptions())
              .load(),
          settings);
    }
  };

  /** The id column of the rows given to the executors. */
  public static final String ID = "id";

  /** The text column of the rows given to the executors. */
  public static final String TEXT = "text";

  /** The bytes of a folder file. */
  public static final String BYTES = "bytes";

  /** What a reader needs besides the location. */
  record Settings(
      String idColumn, String textColumn, String table, Map<String, String> readOptions) {}

  /** Reads the notes as rows of (id, text, bytes). */
  abstract Dataset<Row> read(SparkSession spark, String location, Settings settings);

  private static Dataset<Row> table(Dataset<Row> rows, Settings settings) {
    for (String column : new String[] {settings.idColumn(), settings.textColumn()}) {
      // Spark resolves column names case-insensitively (a database may upper-case them).
      if (Arrays.stream(rows.columns()).noneMatch(column::equalsIgnoreCase)) {
        throw new IllegalArgumentException(
            "The input has no column '"
                + column
                + "' (columns: "
                + String.join(", ", rows.columns())
                + "): set --id-column and --text-column");
      }
    }
    return rows.select(
        col(settings.idColumn()).cast(DataTypes.StringType).as(ID),
        col(settings.textColumn()).cast(DataTypes.StringType).as(TEXT),
        lit(null).cast(DataTypes.BinaryType).as(BYTES));
  }

  /** Parses the name on the command line. */
  static NoteInput parse(String name) {
    try {
      return valueOf(name.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "--input-format must be folder, parquet, csv, json or jdbc, not '" + name + "'", e);
    }
  }
}
