package org.deid.io.jdbc;

import de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.TreeMap;
import org.apache.uima.UimaContext;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.analysis_engine.AnalysisEngineProcessException;
import org.apache.uima.cas.CASException;
import org.apache.uima.fit.component.JCasAnnotator_ImplBase;
import org.apache.uima.fit.descriptor.ConfigurationParameter;
import org.apache.uima.fit.descriptor.ResourceMetaData;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.type.Phi;

/**
 * Upserts each document's rewritten text, status {@code written} and PHI counts per category into a
 * PostgreSQL table (see {@link TargetTable}), one committed statement per document: the row is both
 * the output and the run's checkpoint. Never writes the original text.
 */
@ResourceMetaData(
    name = "deid PostgreSQL table writer",
    description = "Upserts id, rewritten text, status and PHI counts into a PostgreSQL table.")
public final class PostgresTableWriter extends JCasAnnotator_ImplBase {

  /** JDBC URL of the database (no password: PGPASSWORD or ~/.pgpass). */
  public static final String PARAM_URL = "jdbcUrl";

  @ConfigurationParameter(name = PARAM_URL)
  private String url;

  /** Target table, created when missing. */
  public static final String PARAM_TABLE = "table";

  @ConfigurationParameter(name = PARAM_TABLE)
  private String table;

  /** The view that holds the rewritten text. */
  public static final String PARAM_SOURCE_VIEW = "rewrittenView";

  @ConfigurationParameter(name = PARAM_SOURCE_VIEW, defaultValue = "deid")
  private String sourceView;

  private Connection connection;

  /** Creates a writer into a table of a database. */
  public static AnalysisEngineDescription createWriterDescription(String url, String table)
      throws ResourceInitializationException {
    return AnalysisEngineFactory.createEngineDescription(
        PostgresTableWriter.class, PARAM_URL, url, PARAM_TABLE, table);
  }

  @Override
  public void initialize(UimaContext context) throws ResourceInitializationException {
    super.initialize(context);
    try {
      PostgresConnections.identifier(PARAM_TABLE, table);
      connection = PostgresConnections.open(url);
      TargetTable.create(connection, table);
    } catch (SQLException | IllegalArgumentException e) {
      throw new ResourceInitializationException(e);
    }
  }

  @Override
  public void process(JCas jcas) throws AnalysisEngineProcessException {
    String id = JCasUtil.selectSingle(jcas, DocumentMetaData.class).getDocumentId();
    JCas rewritten;
    try {
      rewritten = jcas.getView(sourceView);
    } catch (CASException e) {
      throw new AnalysisEngineProcessException(
          new IllegalStateException("No rewritten view '" + sourceView + "': nothing written", e));
    }
    Map<String, Integer> counts = new TreeMap<>();
    for (Phi phi : JCasUtil.select(jcas, Phi.class)) {
      counts.merge(phi.getCategory() == null ? "OTHER" : phi.getCategory(), 1, Integer::sum);
    }
    StringBuilder json = new StringBuilder("{");
    for (Map.Entry<String, Integer> count : counts.entrySet()) {
      json.append(json.length() > 1 ? "," : "")
          .append('"')
          .append(count.getKey().replaceAll("[^A-Za-z0-9_]", "_"))
          .append("\":")
          .append(count.getValue());
    }
    try {
      TargetTable.upsert(
          connection,
          table,
          id,
          rewritten.getDocumentText(),
          TargetTable.WRITTEN,
          null,
          json.append('}').toString());
    } catch (SQLException e) {
      throw new AnalysisEngineProcessException(e);
    }
  }

  @Override
  public void destroy() {
    try {
      if (connection != null) {
        connection.close();
      }
    } catch (SQLException e) {
      getLogger().warn("Closing the connection failed: " + e.getMessage());
    }
    super.destroy();
  }
}
