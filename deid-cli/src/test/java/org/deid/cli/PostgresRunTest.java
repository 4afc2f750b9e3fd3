package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code deid run} from a PostgreSQL table into another, against a real server the test starts:
 * every row written or set aside; a run killed with kill -9 mid-way (a child JVM) and started again
 * gives exactly the uninterrupted run's rows, none twice. The table holds {@code
 * -Ddeid.pg.documents} notes (1,000 by default; CI asks for 10,000) and two bad ones.
 */
class PostgresRunTest {

  private static final int DOCUMENTS = Integer.getInteger("deid.pg.documents", 1000);

  private static TestPostgres server;

  @TempDir Path dir;

  @BeforeAll
  static void startServer() throws Exception {
    server = TestPostgres.start();
    try (Connection connection = DriverManager.getConnection(server.url());
        Statement statement = connection.createStatement()) {
      statement.execute("CREATE TABLE notes (id BIGINT PRIMARY KEY, text TEXT)");
      String[] names = {"Juan Pérez", "Ana García", "Luis Martín", "Rosa Díaz"};
      try (PreparedStatement insert =
          connection.prepareStatement("INSERT INTO notes VALUES (?, ?)")) {
        for (int i = 1; i <= DOCUMENTS; i++) {
          insert.setLong(1, i);
          insert.setString(
              2,
              String.format(
                  "Paciente %s, DNI %08dZ, ingresa el %d/03/2020. Tel. 6%08d.%n",
                  names[i % names.length], 10_000_000 + i, i % 28 + 1, i));
          insert.addBatch();
        }
        insert.setLong(1, DOCUMENTS + 1L);
        insert.setString(2, "   \n");
        insert.addBatch();
        insert.setLong(1, DOCUMENTS + 2L);
        insert.setString(2, null);
        insert.addBatch();
        insert.executeBatch();
      }
    }
  }

  @AfterAll
  static void stopServer() throws Exception {
    if (server != null) {
      server.close();
    }
  }

  private static List<String> args(String table) {
    return List.of(
        "run",
        "--lang",
        "es",
        "--in",
        server.url(),
        "--in-table",
        "notes",
        "--out",
        server.url(),
        "--out-table",
        table,
        "--annotators",
        "regex",
        "--threads",
        "2");
  }

  /** Every row of a target table, in id order, as "id|status|text|reason". */
  private static List<String> rows(String table) throws SQLException {
    List<String> rows = new ArrayList<>();
    try (Connection connection = DriverManager.getConnection(server.url());
        Statement statement = connection.createStatement();
        ResultSet result =
            statement.executeQuery(
                "SELECT id, status, deid_text, reason FROM " + table + " ORDER BY id::bigint")) {
      while (result.next()) {
        rows.add(
            result.getString(1)
                + "|"
                + result.getString(2)
                + "|"
                + result.getString(3)
                + "|"
                + result.getString(4));
      }
    }
    return rows;
  }

  private static long count(String table) throws SQLException {
    try (Connection connection = DriverManager.getConnection(server.url());
        Statement statement = connection.createStatement();
        ResultSet result = statement.executeQuery("SELECT count(*) FROM " + table)) {
      result.next();
      return result.getLong(1);
    } catch (SQLException e) {
      return 0; // not created yet
    }
  }

  @Test
  void aTableRunKilledMidWayAndResumedGivesTheUninterruptedRunsRows() throws Exception {
    assertThat(DeidCommand.commandLine().execute(args("deid_whole").toArray(String[]::new)))
        .isEqualTo(RunCommand.EXIT_SET_ASIDE);
    List<String> whole = rows("deid_whole");
    assertThat(whole).hasSize(DOCUMENTS + 2);
    assertThat(whole.stream().filter(row -> row.contains("|written|"))).hasSize(DOCUMENTS);
    assertThat(whole.get(0))
        .startsWith("1|written|Paciente ")
        .doesNotContain("10000001Z") // the rules alone rewrite identifiers, dates, phones
        .doesNotContain("2/03/2020")
        .doesNotContain("600000001");
    assertThat(whole.get(DOCUMENTS)).isEqualTo((DOCUMENTS + 1) + "|set-aside|null|whitespace only");
    assertThat(whole.get(DOCUMENTS + 1))
        .isEqualTo((DOCUMENTS + 2) + "|set-aside|null|empty document");

    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(DeidCommand.class.getName());
    command.addAll(args("deid_resumed"));
    Process child =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("child.log").toFile())
            .start();
    long killedAt = -1;
    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(10);
    while (child.isAlive() && System.nanoTime() < deadline) {
      long done = count("deid_resumed");
      if (done >= DOCUMENTS / 3) {
        child.destroyForcibly(); // SIGKILL
        killedAt = done;
        break;
      }
      Thread.sleep(20);
    }
    assertThat(child.waitFor(1, TimeUnit.MINUTES)).isTrue();
    assertThat(killedAt)
        .as("killed mid-way, log: %s", Files.readString(dir.resolve("child.log")))
        .isBetween(1L, DOCUMENTS - 1L);

    assertThat(DeidCommand.commandLine().execute(args("deid_resumed").toArray(String[]::new)))
        .isEqualTo(RunCommand.EXIT_SET_ASIDE);
    assertThat(rows("deid_resumed")).isEqualTo(whole); // the primary key forbids duplicates
  }
}
