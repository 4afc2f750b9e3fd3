package org.deid.io.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The table a run writes into: one row per document id with the rewritten text, the status ({@code
 * written} or {@code set-aside}), the reason a document was set aside and its PHI counts per
 * category (JSON). A row is upserted, so that writing a document again replaces it: the rows are
 * the run's checkpoint.
 */
public final class TargetTable {

  /** Status of a written document. */
  public static final String WRITTEN = "written";

  /** Status of a document set aside. */
  public static final String SET_ASIDE = "set-aside";

  private TargetTable() {}

  /** Creates the table when it does not exist. */
  public static void create(Connection connection, String table) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.execute(
          "CREATE TABLE IF NOT EXISTS "
              + table
              + " (id TEXT PRIMARY KEY, deid_text TEXT, status TEXT NOT NULL, reason TEXT,"
              + " phi_counts JSONB, updated_at TIMESTAMPTZ NOT NULL DEFAULT now())");
    }
  }

  /** Inserts or replaces a document's row. */
  public static void upsert(
      Connection connection,
      String table,
      String id,
      String text,
      String status,
      String reason,
      String phiCountsJson)
      throws SQLException {
    try (PreparedStatement upsert =
        connection.prepareStatement(
            "INSERT INTO "
                + table
                + " (id, deid_text, status, reason, phi_counts, updated_at)"
                + " VALUES (?, ?, ?, ?, CAST(? AS JSONB), now()) ON CONFLICT (id) DO UPDATE SET"
                + " deid_text = EXCLUDED.deid_text, status = EXCLUDED.status,"
                + " reason = EXCLUDED.reason, phi_counts = EXCLUDED.phi_counts,"
                + " updated_at = now()")) {
      upsert.setString(1, id);
      upsert.setString(2, text);
      upsert.setString(3, status);
      upsert.setString(4, reason);
      upsert.setString(5, phiCountsJson);
      upsert.executeUpdate();
    }
  }
}
