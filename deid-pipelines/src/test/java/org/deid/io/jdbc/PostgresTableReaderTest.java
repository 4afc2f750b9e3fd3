package org.deid.io.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.apache.uima.collection.CollectionReader;
import org.apache.uima.fit.factory.CollectionReaderFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.testing.TestPostgres;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The PostgreSQL reader over a table or a query, in small pages, against a real server the test
 * starts: every selected row once, in id order, across page boundaries; a query without the text
 * column fails before the first row.
 */
class PostgresTableReaderTest {

  private static TestPostgres server;

  @BeforeAll
  static void startServer() throws Exception {
    server = TestPostgres.start();
    try (Connection connection = DriverManager.getConnection(server.url());
        Statement statement = connection.createStatement()) {
      statement.execute("CREATE TABLE notes (id BIGINT PRIMARY KEY, body TEXT, ward TEXT)");
      // Ids with gaps, inserted out of order: pages follow the ids, not the insertion.
      statement.execute(
          "INSERT INTO notes SELECT i * 7 % 101, 'nota ' || (i * 7 % 101),"
              + " CASE WHEN i % 2 = 0 THEN 'cardio' ELSE 'urgencias' END"
              + " FROM generate_series(1, 40) AS i");
    }
  }

  @AfterAll
  static void stopServer() throws Exception {
    if (server != null) {
      server.close();
    }
  }

  /** The id and text of every document the reader gives, as "id=text". */
  private static List<String> read(Object... parameters) throws Exception {
    CollectionReader reader =
        CollectionReaderFactory.createReader(PostgresTableReader.class, parameters);
    List<String> documents = new ArrayList<>();
    JCas jcas = JCasFactory.createJCas();
    while (reader.hasNext()) {
      jcas.reset();
      reader.getNext(jcas.getCas());
      documents.add(DocumentMetaData.get(jcas).getDocumentId() + "=" + jcas.getDocumentText());
    }
    reader.close();
    return documents;
  }

  private static List<String> expected(String ward) throws Exception {
    List<String> rows = new ArrayList<>();
    try (Connection connection = DriverManager.getConnection(server.url());
        Statement statement = connection.createStatement();
        java.sql.ResultSet result =
            statement.executeQuery(
                "SELECT id, body FROM notes WHERE ward = '" + ward + "' ORDER BY id")) {
      while (result.next()) {
        rows.add(result.getLong(1) + "=" + result.getString(2));
      }
    }
    return rows;
  }

  @Test
  void aQueryIsReadInPagesOfItsIdsWithEveryRowOnce() throws Exception {
    List<String> cardio = expected("cardio");
    assertThat(cardio).hasSize(20);
    List<String> documents =
        read(
            PostgresTableReader.PARAM_URL,
            server.url(),
            PostgresTableReader.PARAM_TABLE,
            "", // as a CPE user leaves the descriptor's table
            PostgresTableReader.PARAM_QUERY,
            "SELECT id, body AS text FROM notes WHERE ward = 'cardio' ORDER BY id DESC;",
            PostgresTableReader.PARAM_PAGE_SIZE,
            3);
    assertThat(documents).isEqualTo(cardio);
  }

  @Test
  void aTableIsReadTheSameWayWithItsOwnColumnNames() throws Exception {
    List<String> documents =
        read(
            PostgresTableReader.PARAM_URL,
            server.url(),
            PostgresTableReader.PARAM_TABLE,
            "notes",
            PostgresTableReader.PARAM_TEXT_COLUMN,
            "body",
            PostgresTableReader.PARAM_PAGE_SIZE,
            7);
    assertThat(documents).hasSize(40).startsWith("1=nota 1").endsWith("98=nota 98");
  }

  @Test
  void aQueryWithoutTheTextColumnOrBothSourcesFailAtInitialization() {
    assertThatThrownBy(
            () ->
                read(
                    PostgresTableReader.PARAM_URL,
                    server.url(),
                    PostgresTableReader.PARAM_QUERY,
                    "SELECT id, body FROM notes"))
        .isInstanceOf(ResourceInitializationException.class)
        .hasStackTraceContaining("no text column 'text' (its columns: id, body)");
    assertThatThrownBy(
            () ->
                read(
                    PostgresTableReader.PARAM_URL,
                    server.url(),
                    PostgresTableReader.PARAM_TABLE,
                    "notes",
                    PostgresTableReader.PARAM_QUERY,
                    "SELECT id, body AS text FROM notes"))
        .isInstanceOf(ResourceInitializationException.class)
        .hasStackTraceContaining("Set one of table and query");
  }
}
