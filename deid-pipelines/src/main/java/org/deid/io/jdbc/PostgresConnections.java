package org.deid.io.jdbc;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Properties;
import java.util.regex.Pattern;

/**
 * Opens PostgreSQL connections from a JDBC URL and the standard environment, never from a password
 * on the command line: the user from the URL, else {@code PGUSER}; the password from {@code
 * PGPASSWORD}, else the PostgreSQL driver's own reading of {@code PGPASSFILE} or {@code ~/.pgpass}.
 */
public final class PostgresConnections {

  /** The URL prefix of the stores this class opens. */
  public static final String URL_PREFIX = "jdbc:postgresql:";

  private static final Pattern PASSWORD_IN_URL =
      Pattern.compile("[?&]password=", Pattern.CASE_INSENSITIVE);

  private static final Pattern IDENTIFIER =
      Pattern.compile("[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)?");

  private PostgresConnections() {}

  /** Whether a {@code --in}/{@code --out} value names a PostgreSQL database. */
  public static boolean isPostgresUrl(String location) {
    return location.toLowerCase(Locale.ROOT).startsWith(URL_PREFIX);
  }

  /**
   * Checks a URL holds no password (it would show in the process list and the shell history).
   *
   * @throws IllegalArgumentException when it does
   */
  public static void checkNoPassword(String url) {
    if (PASSWORD_IN_URL.matcher(url).find()) {
      throw new IllegalArgumentException(
          "A JDBC URL must not hold a password (it would show in the process list): set"
              + " PGPASSWORD or use ~/.pgpass");
    }
  }

  /**
   * Checks a table or column name is a plain identifier (optionally schema-qualified): it is put in
   * SQL as is.
   */
  public static String identifier(String option, String name) {
    if (name == null || !IDENTIFIER.matcher(name).matches()) {
      throw new IllegalArgumentException(
          option + " must be a table or column name (letters, digits, _), not '" + name + "'");
    }
    return name;
  }

  /** Opens a connection to the database of the URL. */
  public static Connection open(String url) throws SQLException {
    checkNoPassword(url);
    Properties properties = new Properties();
    String user = System.getenv("PGUSER");
    if (user != null && !url.contains("user=")) {
      properties.setProperty("user", user);
    }
    String password = System.getenv("PGPASSWORD");
    if (password != null) {
      properties.setProperty("password", password);
    }
    properties.setProperty("ApplicationName", "deid");
    return DriverManager.getConnection(url, properties);
  }
}
