package org.deid.descriptors;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.apache.uima.UIMAFramework;
import org.apache.uima.cas.CAS;
import org.apache.uima.collection.CollectionProcessingEngine;
import org.apache.uima.collection.EntityProcessStatus;
import org.apache.uima.collection.StatusCallbackListener;
import org.apache.uima.collection.metadata.CasProcessorConfigurationParameterSettings;
import org.apache.uima.collection.metadata.CpeDescription;
import org.apache.uima.util.XMLInputSource;
import org.deid.testing.TestPostgres;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped CPE descriptors load with {@code UIMAFramework.produceCollectionProcessingEngine},
 * resolve their components by name from the classpath, and de-identify on two threads a folder of
 * notes, and a table of a real PostgreSQL server the test starts.
 */
class CpeDescriptorTest {

  @Test
  void theSpanishFolderCpeRewritesEveryNoteOfAFolder(@TempDir Path work) throws Exception {
    Path notes = Files.createDirectories(work.resolve("notes"));
    Path out = work.resolve("out");
    List<String> names;
    try (Stream<Path> examples = Files.list(Path.of("../examples/es"))) {
      names =
          examples
              .filter(p -> p.toString().endsWith(".txt"))
              .map(
                  p -> {
                    try {
                      Files.copy(p, notes.resolve(p.getFileName()));
                    } catch (java.io.IOException e) {
                      throw new java.io.UncheckedIOException(e);
                    }
                    return p.getFileName().toString();
                  })
              .toList();
    }
    assertThat(names).isNotEmpty();

    CpeDescription cpe =
        UIMAFramework.getXMLParser()
            .parseCpeDescription(
                new XMLInputSource(
                    getClass().getResource("/org/deid/desc/cpe/DeidSpanishFolder.xml")));
    cpe.getAllCollectionCollectionReaders()[0]
        .getConfigurationParameterSettings()
        .setParameterValue("sourceLocation", notes.toString());
    CasProcessorConfigurationParameterSettings writer =
        cpe.getCpeCasProcessors().getCpeCasProcessor(1).getConfigurationParameterSettings();
    writer.setParameterValue("targetLocation", out.toString());
    cpe.getCpeCasProcessors().getCpeCasProcessor(1).setConfigurationParameterSettings(writer);

    Outcome outcome = run(cpe);
    assertThat(outcome.failed()).isZero();
    assertThat(outcome.processed()).isEqualTo(names.size());
    for (String name : names) {
      Path rewritten = out.resolve(name.replaceFirst("\\.txt$", ".deid.txt"));
      assertThat(rewritten).exists();
      String original = Files.readString(notes.resolve(name), StandardCharsets.UTF_8);
      assertThat(Files.readString(rewritten, StandardCharsets.UTF_8)).isNotEqualTo(original);
    }
  }

  @Test
  void theSpanishPostgresCpeUpsertsARewrittenRowPerNoteOfATable() throws Exception {
    List<String> notes = new ArrayList<>();
    try (Stream<Path> examples = Files.list(Path.of("../examples/es"))) {
      for (Path note : examples.filter(p -> p.toString().endsWith(".txt")).sorted().toList()) {
        notes.add(Files.readString(note, StandardCharsets.UTF_8));
      }
    }
    assertThat(notes).isNotEmpty();
    try (TestPostgres server = TestPostgres.start()) {
      try (Connection connection = DriverManager.getConnection(server.url());
          Statement statement = connection.createStatement()) {
        statement.execute("CREATE TABLE notes (id BIGINT PRIMARY KEY, text TEXT)");
        try (PreparedStatement insert =
            connection.prepareStatement("INSERT INTO notes VALUES (?, ?)")) {
          for (int i = 0; i < notes.size(); i++) {
            insert.setLong(1, i + 1L);
            insert.setString(2, notes.get(i));
            insert.executeUpdate();
          }
        }
      }

      CpeDescription cpe =
          UIMAFramework.getXMLParser()
              .parseCpeDescription(
                  new XMLInputSource(
                      getClass().getResource("/org/deid/desc/cpe/DeidSpanishPostgres.xml")));
      // The descriptor's URL names no real server: point the reader and the writer at the test's.
      cpe.getAllCollectionCollectionReaders()[0]
          .getConfigurationParameterSettings()
          .setParameterValue("jdbcUrl", server.url());
      CasProcessorConfigurationParameterSettings writer =
          cpe.getCpeCasProcessors().getCpeCasProcessor(1).getConfigurationParameterSettings();
      writer.setParameterValue("jdbcUrl", server.url());
      cpe.getCpeCasProcessors().getCpeCasProcessor(1).setConfigurationParameterSettings(writer);

      Outcome outcome = run(cpe);
      assertThat(outcome.failed()).isZero();
      assertThat(outcome.processed()).isEqualTo(notes.size());

      try (Connection connection = DriverManager.getConnection(server.url());
          Statement statement = connection.createStatement();
          ResultSet rows =
              statement.executeQuery(
                  "SELECT id, status, deid_text, phi_counts->>'NAME', phi_counts->>'ID'"
                      + " FROM notes_deid ORDER BY id::bigint")) {
        for (int i = 0; i < notes.size(); i++) {
          assertThat(rows.next()).as("a row for note %d", i + 1).isTrue();
          assertThat(rows.getString(1)).isEqualTo(String.valueOf(i + 1));
          assertThat(rows.getString(2)).isEqualTo("written");
          String original = notes.get(i);
          String rewritten = rows.getString(3);
          assertThat(rewritten).isNotBlank().isNotEqualTo(original);
          if (original.contains("ROMERO CASTILLO, José Manuel")) { // the discharge report
            assertThat(rewritten).doesNotContain("ROMERO").doesNotContain("3318204");
            assertThat(Integer.parseInt(rows.getString(4))).isPositive();
            assertThat(Integer.parseInt(rows.getString(5))).isPositive();
          }
        }
        assertThat(rows.next()).as("no row but the notes'").isFalse();
      }
    }
  }

  /** What a CPE run did: documents processed, documents that failed. */
  private record Outcome(int processed, int failed) {}

  /** Produces the CPE of a description, runs it to the end and counts what its listeners saw. */
  private static Outcome run(CpeDescription cpe) throws Exception {
    CollectionProcessingEngine engine = UIMAFramework.produceCollectionProcessingEngine(cpe);
    CountDownLatch done = new CountDownLatch(1);
    AtomicInteger processed = new AtomicInteger();
    AtomicInteger failed = new AtomicInteger();
    engine.addStatusCallbackListener(
        new StatusCallbackListener() {
          @Override
          public void entityProcessComplete(CAS cas, EntityProcessStatus status) {
            (status.isException() ? failed : processed).incrementAndGet();
          }

          @Override
          public void collectionProcessComplete() {
            done.countDown();
          }

          @Override
          public void aborted() {
            done.countDown();
          }

          @Override
          public void initializationComplete() {}

          @Override
          public void batchProcessComplete() {}

          @Override
          public void paused() {}

          @Override
          public void resumed() {}
        });
    engine.process();
    assertThat(done.await(5, TimeUnit.MINUTES)).as("the CPE finishes").isTrue();
    return new Outcome(processed.get(), failed.get());
  }
}
