package org.deid.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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
import org.deid.testing.TestPostgres;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code deid run} from a PostgreSQL table (or a query) into another, against a real server the
 * test starts: every row written or set aside; a run killed with kill -9 mid-way (a child JVM) and
 * started again gives exactly the uninterrupted run's rows, none twice. The table holds {@code
 * -Ddeid.pg.documents} notes (1,000 by default; CI asks for 10,000) and two bad ones; a third of
 * the notes, and the whitespace-only one, are of the service 'cardio'.
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
      statement.execute("CREATE TABLE notes (id BIGINT PRIMARY KEY, text TEXT, service TEXT)");
      String[] names = {"Juan Pérez", "Ana García", "Luis Martín", "Rosa Díaz"};
      try (PreparedStatement insert =
          connection.prepareStatement("INSERT INTO notes VALUES (?, ?, ?)")) {
        for (int i = 1; i <= DOCUMENTS; i++) {
          insert.setLong(1, i);
          insert.setString(3, service(i));
          insert.setString(
              2,
              String.format(
                  "Paciente %s, DNI %08dZ, ingresa el %d/03/2020. Tel. 6%08d.%n",
                  names[i % names.length], 10_000_000 + i, i % 28 + 1, i));
          insert.addBatch();
        }
        insert.setLong(1, DOCUMENTS + 1L);
        insert.setString(2, "   \n");
        insert.setString(3, "cardio");
        insert.addBatch();
        insert.setLong(1, DOCUMENTS + 2L);
        insert.setString(2, null);
        insert.setString(3, null);
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

  private static String service(long id) {
    return id % 3 == 0 ? "cardio" : "urgencias";
  }

  private static List<String> args(String table) {
    return args("--in-table", "notes", table);
  }

  /** A run from the notes ({@code --in-table T} or {@code --in-query SQL}) into a target table. */
  private static List<String> args(String source, String notes, String table) {
    return List.of(
        "run",
        "--lang",
        "es",
        "--in",
        server.url(),
        source,
        notes,
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

  private static long count(Connection connection, String table) {
    try (Statement statement = connection.createStatement();
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

    killMidWay(args("deid_resumed"), "deid_resumed", DOCUMENTS, DOCUMENTS / 3);
    assertThat(DeidCommand.commandLine().execute(args("deid_resumed").toArray(String[]::new)))
        .isEqualTo(RunCommand.EXIT_SET_ASIDE);
    assertThat(rows("deid_resumed")).isEqualTo(whole); // the primary key forbids duplicates
  }

  @Test
  void aQueryGivesExactlyItsRowsAndARunOfItKilledMidWayResumes() throws Exception {
    String cardio = "SELECT id, text FROM notes WHERE service = 'cardio'";
    assertThat(execute(args("--in-query", cardio, "deid_cardio")).exit())
        .isEqualTo(RunCommand.EXIT_SET_ASIDE);
    List<String> whole = rows("deid_cardio");
    List<String> expectedIds = new ArrayList<>();
    for (long id = 1; id <= DOCUMENTS; id++) {
      if (service(id).equals("cardio")) {
        expectedIds.add(String.valueOf(id));
      }
    }
    expectedIds.add(String.valueOf(DOCUMENTS + 1));
    assertThat(whole.stream().map(row -> row.substring(0, row.indexOf('|'))))
        .containsExactlyElementsOf(expectedIds);
    assertThat(whole.get(0)).startsWith("3|written|Paciente ").doesNotContain("10000003Z");
    assertThat(whole.get(whole.size() - 1))
        .isEqualTo((DOCUMENTS + 1) + "|set-aside|null|whitespace only");

    List<String> resumed = args("--in-query", cardio, "deid_cardio_resumed");
    // A tenth: a third of the query's rows can pass between two looks on an idle machine.
    killMidWay(resumed, "deid_cardio_resumed", expectedIds.size(), expectedIds.size() / 10);
    Run again = execute(resumed);
    assertThat(again.exit()).isEqualTo(RunCommand.EXIT_SET_ASIDE);
    assertThat(again.err()).contains("resuming: ");
    assertThat(rows("deid_cardio_resumed")).isEqualTo(whole);
  }

  @Test
  void aQueryIsReadWithItsOwnColumnNamesAndPagedWithoutLosingARow() throws Exception {
    List<String> arguments =
        new ArrayList<>(
            args(
                "--in-query",
                "SELECT id AS note_id, text AS body FROM notes WHERE id <= 25 ORDER BY id DESC;",
                "deid_renamed"));
    arguments.addAll(List.of("--id-column", "note_id", "--text-column", "body"));
    Run run = execute(arguments);
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).contains("25 documents in, 25 written, 0 set aside");
    List<String> rows = rows("deid_renamed");
    assertThat(rows).hasSize(25);
    assertThat(rows.get(24)).startsWith("25|written|Paciente ");
  }

  @Test
  void aQueryWithoutTheTextColumnOrTwoSourcesOrNoneAreRefusedBeforeAnyRowIsWritten()
      throws Exception {
    Run noText = execute(args("--in-query", "SELECT id FROM notes", "deid_refused"));
    assertThat(noText.exit()).isEqualTo(2);
    assertThat(noText.err())
        .contains("The query returns no text column 'text' (its columns: id)")
        .doesNotContain("\tat ");
    Run noId = execute(args("--in-query", "SELECT id AS n, text FROM notes", "deid_refused"));
    assertThat(noId.exit()).isEqualTo(2);
    assertThat(noId.err()).contains("no id column 'id' (its columns: n, text)");
    Run wrongSql = execute(args("--in-query", "SELEC id, text FROM notes", "deid_refused"));
    assertThat(wrongSql.exit()).isEqualTo(2);
    assertThat(wrongSql.err()).contains("Cannot read the notes of --in").contains("syntax");

    List<String> both = new ArrayList<>(args("deid_refused"));
    both.addAll(List.of("--in-query", "SELECT id, text FROM notes"));
    Run twoSources = execute(both);
    assertThat(twoSources.exit()).isEqualTo(2);
    assertThat(twoSources.err()).contains("--in-table and --in-query exclude each other");
    List<String> none = new ArrayList<>(args("deid_refused"));
    none.subList(5, 7).clear(); // --in-table notes
    Run noSource = execute(none);
    assertThat(noSource.exit()).isEqualTo(2);
    assertThat(noSource.err()).contains("needs --in-table or --in-query");
    assertThat(tableExists("deid_refused")).isFalse();
  }

  private record Run(int exit, String err) {}

  /** Runs deid in this JVM, capturing what it prints on the error stream. */
  private static Run execute(List<String> arguments) {
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    PrintStream err = System.err;
    try {
      System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
      int exit = DeidCommand.commandLine().execute(arguments.toArray(String[]::new));
      return new Run(exit, captured.toString(StandardCharsets.UTF_8));
    } finally {
      System.setErr(err);
    }
  }

  private static boolean tableExists(String table) throws SQLException {
    try (Connection connection = DriverManager.getConnection(server.url());
        Statement statement = connection.createStatement();
        ResultSet result = statement.executeQuery("SELECT to_regclass('" + table + "')")) {
      result.next();
      return result.getString(1) != null;
    }
  }

  /**
   * Runs deid in a child JVM and kills it (SIGKILL) once {@code killAt} of the expected rows are in
   * the target table, watched through one connection (a new one per look is slow enough to miss the
   * window).
   */
  private void killMidWay(List<String> arguments, String table, int expectedRows, int killAt)
      throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(DeidCommand.class.getName());
    command.addAll(arguments);
    Process child =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("child.log").toFile())
            .start();
    long killedAt = -1;
    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(10);
    try (Connection watcher = DriverManager.getConnection(server.url())) {
      while (child.isAlive() && System.nanoTime() < deadline) {
        long done = count(watcher, table);
        if (done >= killAt) {
          child.destroyForcibly(); // SIGKILL
          killedAt = done;
          break;
        }
        Thread.sleep(10);
      }
    }
    assertThat(child.waitFor(1, TimeUnit.MINUTES)).isTrue();
    assertThat(killedAt)
        .as("killed mid-way, log: %s", Files.readString(dir.resolve("child.log")))
        .isBetween(1L, expectedRows - 1L);
  }
}
