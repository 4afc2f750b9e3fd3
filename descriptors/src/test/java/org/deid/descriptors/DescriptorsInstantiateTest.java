package org.deid.descriptors;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.stream.Stream;
import org.apache.uima.UIMAFramework;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.cas.CAS;
import org.apache.uima.collection.CollectionReader;
import org.apache.uima.collection.CollectionReaderDescription;
import org.apache.uima.resource.ResourceCreationSpecifier;
import org.apache.uima.resource.ResourceSpecifier;
import org.apache.uima.resource.metadata.ConfigurationParameterSettings;
import org.apache.uima.util.XMLInputSource;
import org.deid.testing.TestPostgres;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each checked-in descriptor loads through the plain UIMA API, the way a cTAKES or CPE user loads
 * it: parse the XML, set the locations a user must set, produce the component. The PostgreSQL
 * reader and writer are produced against a real server, started for them.
 */
class DescriptorsInstantiateTest {

  private static TestPostgres server;

  @TempDir Path workDir;

  @AfterAll
  static void stopServer() throws Exception {
    if (server != null) {
      server.close();
    }
  }

  /** The URL of a server with a table {@code notes} of one note, started on first use. */
  private static synchronized String databaseUrl() throws Exception {
    if (server == null) {
      server = TestPostgres.start();
      try (Connection connection = DriverManager.getConnection(server.url());
          Statement statement = connection.createStatement()) {
        statement.execute("CREATE TABLE notes (id BIGINT PRIMARY KEY, text TEXT)");
        statement.execute("INSERT INTO notes VALUES (1, 'Paciente remitido por el Dr. Pérez.')");
      }
    }
    return server.url();
  }

  @TestFactory
  Stream<DynamicTest> everyDescriptorProducesItsComponent() throws IOException {
    Path folder = DescriptorsInSyncTest.CHECKED_IN;
    try (Stream<Path> files = Files.walk(folder)) {
      return files
          .filter(p -> p.toString().endsWith(".xml"))
          .filter(p -> !folder.relativize(p).startsWith("cpe")) // CpeDescriptorTest runs those
          .sorted()
          .toList()
          .stream()
          .map(p -> DynamicTest.dynamicTest(folder.relativize(p).toString(), () -> produce(p)));
    }
  }

  private void produce(Path file) throws Exception {
    ResourceSpecifier specifier =
        UIMAFramework.getXMLParser().parseResourceSpecifier(new XMLInputSource(file.toFile()));
    if (specifier instanceof CollectionReaderDescription reader) {
      Path notes = Files.createDirectories(workDir.resolve("notes"));
      Files.writeString(notes.resolve("note.txt"), "Paciente remitido por el Dr. Pérez.");
      setIfDeclared(reader, "sourceLocation", notes.toString());
      setIfDeclared(reader, "patterns", new String[] {"[+]*.txt"});
      if (declares(reader, "jdbcUrl")) {
        setIfDeclared(reader, "jdbcUrl", databaseUrl());
        setIfDeclared(reader, "table", "notes");
      }
      CollectionReader produced = UIMAFramework.produceCollectionReader(reader);
      assertThat(produced.hasNext()).isTrue();
      produced.destroy();
    } else if (specifier instanceof AnalysisEngineDescription engine) {
      setIfDeclared(engine, "targetLocation", workDir.resolve("out").toString());
      if (declares(engine, "onnxModel")) {
        Path model = TinyOnnxModels.tokenClassifier(workDir.resolve("onnx-model"));
        setIfDeclared(engine, "onnxModel", model.toString());
      }
      if (declares(engine, "noteClassifierModel")) {
        Path model = TinyOnnxModels.noteClassifier(workDir.resolve("note-classifier"));
        setIfDeclared(engine, "noteClassifierModel", model.toString());
      }
      if (declares(engine, "jdbcUrl")) {
        setIfDeclared(engine, "jdbcUrl", databaseUrl());
        setIfDeclared(engine, "table", "notes_deid");
      }
      AnalysisEngine produced = UIMAFramework.produceAnalysisEngine(engine);
      CAS cas = produced.newCAS();
      assertThat(cas.getTypeSystem().getType("org.deid.type.Phi")).isNotNull();
      produced.destroy();
    } else {
      throw new AssertionError(file + " is neither a reader nor an engine descriptor");
    }
  }

  private static boolean declares(ResourceCreationSpecifier specifier, String name) {
    return specifier
            .getMetaData()
            .getConfigurationParameterDeclarations()
            .getConfigurationParameter(null, name)
        != null;
  }

  private static void setIfDeclared(
      ResourceCreationSpecifier specifier, String name, Object value) {
    if (declares(specifier, name)) {
      ConfigurationParameterSettings settings =
          specifier.getMetaData().getConfigurationParameterSettings();
      settings.setParameterValue(name, value);
    }
  }
}
