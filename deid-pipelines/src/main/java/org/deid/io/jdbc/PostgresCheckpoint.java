package org.deid.io.jdbc;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.deid.pipeline.run.DocumentOutcome;
import org.deid.pipeline.run.ParallelRunner;
import org.deid.pipeline.run.RunCheckpoint;

/**
 * The checkpoint of a run into a PostgreSQL table is the table's rows: a document with a row is
 * done (its row was committed with its output by {@link PostgresTableWriter}, or as set aside
 * here). Only ids and statuses are loaded, never texts.
 */
public final class PostgresCheckpoint implements RunCheckpoint {

  /** Prefix of the keys of documents read from a database: their id follows. */
  public static final String KEY_PREFIX = ParallelRunner.DATABASE_ID;

  private final Connection connection;
  private final String table;
  private final Map<String, DocumentOutcome> outcomes;

  private PostgresCheckpoint(
      Connection connection, String table, Map<String, DocumentOutcome> outcomes) {
    this.connection = connection;
    this.table = table;
    this.outcomes = outcomes;
  }

  /** Opens the checkpoint of a target table, creating the table when missing. */
  public static PostgresCheckpoint open(String url, String table, boolean restart)
      throws IOException {
    PostgresConnections.identifier("--out-table", table);
    try {
      Connection connection = PostgresConnections.open(url);
      TargetTable.create(connection, table);
      Map<String, DocumentOutcome> outcomes = new LinkedHashMap<>();
      if (restart) {
        try (PreparedStatement delete = connection.prepareStatement("DELETE FROM " + table)) {
          delete.executeUpdate();
        }
      }
      try (PreparedStatement select =
              connection.prepareStatement("SELECT id, status, reason FROM " + table);
          ResultSet rows = select.executeQuery()) {
        while (rows.next()) {
          String id = rows.getString(1);
          String reason = TargetTable.WRITTEN.equals(rows.getString(2)) ? "" : rows.getString(3);
          outcomes.put(
              KEY_PREFIX + id,
              new DocumentOutcome(KEY_PREFIX + id, id, "", reason == null ? "set aside" : reason));
        }
      }
      return new PostgresCheckpoint(connection, table, outcomes);
    } catch (SQLException e) {
      throw new IOException("Cannot open the target table " + table + ": " + e.getMessage(), e);
    }
  }

  /** Documents an earlier run recorded. */
  public synchronized int size() {
    return outcomes.size();
  }

  @Override
  public synchronized Optional<DocumentOutcome> outcome(String key) {
    return Optional.ofNullable(outcomes.get(key));
  }

  @Override
  public synchronized void record(DocumentOutcome outcome) throws IOException {
    if (!outcome.written()) {
      try {
        TargetTable.upsert(
            connection, table, outcome.id(), null, TargetTable.SET_ASIDE, outcome.reason(), null);
      } catch (SQLException e) {
        throw new IOException("Cannot record document " + outcome.id() + " as set aside", e);
      }
    }
    outcomes.put(outcome.key(), outcome);
  }

  @Override
  public synchronized List<DocumentOutcome> outcomes() {
    return new ArrayList<>(outcomes.values());
  }

  @Override
  public void complete() {}

  @Override
  public synchronized void close() throws IOException {
    try {
      connection.close();
    } catch (SQLException e) {
      throw new IOException(e);
    }
  }
}
