package org.deid.io.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Where a run's notes lie in a database: a table, or the rows of a query, each with an id column
 * (unique, ordered) and a text column. A query is read as a derived table, {@code SELECT id, text
 * FROM (query) AS notes WHERE id > last ORDER BY id LIMIT n}, so that it is paged by id like a
 * table and never loaded whole.
 *
 * @param table the table (optionally schema-qualified), or null for a query
 * @param query the query, or null for a table
 * @param idColumn the column of the note ids
 * @param textColumn the column of the note texts
 */
public record NoteSource(String table, String query, String idColumn, String textColumn) {

  private static final Pattern TRAILING_SEMICOLONS = Pattern.compile("[\\s;]+$");

  /** Checks there is one table or one query, and that names are plain identifiers. */
  public NoteSource {
    if ((table == null) == (query == null)) {
      throw new IllegalArgumentException("Notes come from a table or a query: give exactly one");
    }
    if (table != null) {
      PostgresConnections.identifier("table", table);
    } else {
      query = TRAILING_SEMICOLONS.matcher(query).replaceAll("");
      if (query.isBlank()) {
        throw new IllegalArgumentException("The query of the notes is empty");
      }
    }
    PostgresConnections.identifier("id column", idColumn);
    PostgresConnections.identifier("text column", textColumn);
  }

  /** The notes of a table. */
  public static NoteSource table(String table, String idColumn, String textColumn) {
    return new NoteSource(table, null, idColumn, textColumn);
  }

  /** The notes a query returns (a trailing semicolon is dropped). */
  public static NoteSource query(String query, String idColumn, String textColumn) {
    return new NoteSource(null, query, idColumn, textColumn);
  }

  private String from() {
    return table != null ? table : "(" + query + "\n) AS notes";
  }

  private String select() {
    return "SELECT " + idColumn + ", " + textColumn + " FROM " + from();
  }

  /** The first page: parameter 1 is the page size. */
  public String firstPageSql() {
    return select() + " ORDER BY " + idColumn + " LIMIT ?";
  }

  /** The page after an id: parameter 1 is the last id read, 2 the page size. */
  public String nextPageSql() {
    return select() + " WHERE " + idColumn + " > ? ORDER BY " + idColumn + " LIMIT ?";
  }

  /** How many notes there are (shown as the run's progress). */
  public String countSql() {
    return "SELECT count(*) FROM " + from();
  }

  /**
   * Checks, without reading a row, that the table or query returns the id and text columns.
   *
   * @throws IllegalArgumentException naming the missing column and the columns there are
   * @throws SQLException when the table or query cannot be read (the database's message)
   */
  public void checkColumns(Connection connection) throws SQLException {
    List<String> columns = new ArrayList<>();
    try (PreparedStatement probe =
        connection.prepareStatement("SELECT * FROM " + from() + " LIMIT 0")) {
      ResultSetMetaData metadata = probe.executeQuery().getMetaData();
      for (int i = 1; i <= metadata.getColumnCount(); i++) {
        columns.add(metadata.getColumnLabel(i));
      }
    }
    for (String[] wanted : new String[][] {{"id", idColumn}, {"text", textColumn}}) {
      // PostgreSQL folds unquoted names to lower case: the column Id is id.
      if (!columns.contains(wanted[1].toLowerCase(Locale.ROOT))) {
        throw new IllegalArgumentException(
            String.format(
                "The %s returns no %s column '%s' (its columns: %s): set --%s-column (reader"
                    + " parameter %sColumn) or alias a column",
                table != null ? "table " + table : "query",
                wanted[0],
                wanted[1],
                String.join(", ", columns),
                wanted[0],
                wanted[0]));
      }
    }
  }
}
