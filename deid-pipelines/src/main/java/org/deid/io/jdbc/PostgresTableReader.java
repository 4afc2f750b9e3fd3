package org.deid.io.jdbc;

import de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.Deque;
import org.apache.uima.UimaContext;
import org.apache.uima.collection.CollectionException;
import org.apache.uima.collection.CollectionReaderDescription;
import org.apache.uima.fit.component.JCasCollectionReader_ImplBase;
import org.apache.uima.fit.descriptor.ConfigurationParameter;
import org.apache.uima.fit.descriptor.ResourceMetaData;
import org.apache.uima.fit.descriptor.TypeCapability;
import org.apache.uima.fit.factory.CollectionReaderFactory;
import org.apache.uima.jcas.JCas;
import org.apache.uima.resource.ResourceInitializationException;
import org.apache.uima.util.Progress;
import org.apache.uima.util.ProgressImpl;

/**
 * Reads notes from a PostgreSQL table, or from the rows of a query, with an id and a text column,
 * one page of rows at a time in id order ({@code WHERE id > last ORDER BY id LIMIT n}; a query is
 * wrapped as a derived table): millions of notes are never loaded whole. Each document's id is its
 * row id, kept even when its text is null (then empty, and set aside by the run).
 */
@ResourceMetaData(
    name = "deid PostgreSQL table reader",
    description =
        "Reads notes from a PostgreSQL table or query (id and text columns), paged by id.")
@TypeCapability(outputs = "de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData")
public final class PostgresTableReader extends JCasCollectionReader_ImplBase {

  /** JDBC URL of the database (no password: PGPASSWORD or ~/.pgpass). */
  public static final String PARAM_URL = "jdbcUrl";

  @ConfigurationParameter(name = PARAM_URL)
  private String url;

  /** Table to read (optionally schema-qualified); or set {@code query}. */
  public static final String PARAM_TABLE = "table";

  @ConfigurationParameter(name = PARAM_TABLE, mandatory = false)
  private String table;

  /**
   * Query whose rows are the notes, instead of a table: it must return the id and text columns, and
   * is read in pages as {@code SELECT ... FROM (query) WHERE id > last ORDER BY id LIMIT n}.
   */
  public static final String PARAM_QUERY = "query";

  @ConfigurationParameter(name = PARAM_QUERY, mandatory = false)
  private String query;

  /** Column of the document ids (unique, ordered). */
  public static final String PARAM_ID_COLUMN = "idColumn";

  @ConfigurationParameter(name = PARAM_ID_COLUMN, defaultValue = "id")
  private String idColumn;

  /** Column of the note texts. */
  public static final String PARAM_TEXT_COLUMN = "textColumn";

  @ConfigurationParameter(name = PARAM_TEXT_COLUMN, defaultValue = "text")
  private String textColumn;

  /** Rows read per query. */
  public static final String PARAM_PAGE_SIZE = "pageSize";

  @ConfigurationParameter(name = PARAM_PAGE_SIZE, defaultValue = "500")
  private int pageSize;

  /** Language of the notes. */
  public static final String PARAM_LANGUAGE = "language";

  @ConfigurationParameter(name = PARAM_LANGUAGE, mandatory = false)
  private String language;

  private Connection connection;
  private PreparedStatement firstPage;
  private PreparedStatement nextPage;
  private final Deque<Object[]> page = new ArrayDeque<>();
  private Object lastId;
  private boolean exhausted;
  private long total = -1;
  private int read;

  /** Creates a reader of a table's id and text columns. */
  public static CollectionReaderDescription createReaderDescription(
      String url, String table, String idColumn, String textColumn, String language)
      throws ResourceInitializationException {
    return createReaderDescription(url, NoteSource.table(table, idColumn, textColumn), language);
  }

  /** Creates a reader of the id and text columns of a table or a query. */
  public static CollectionReaderDescription createReaderDescription(
      String url, NoteSource source, String language) throws ResourceInitializationException {
    return CollectionReaderFactory.createReaderDescription(
        PostgresTableReader.class,
        PARAM_URL,
        url,
        source.table() == null ? PARAM_QUERY : PARAM_TABLE,
        source.table() == null ? source.query() : source.table(),
        PARAM_ID_COLUMN,
        source.idColumn(),
        PARAM_TEXT_COLUMN,
        source.textColumn(),
        PARAM_LANGUAGE,
        language);
  }

  @Override
  public void initialize(UimaContext context) throws ResourceInitializationException {
    super.initialize(context);
    try {
      if (pageSize < 1) {
        throw new IllegalArgumentException(PARAM_PAGE_SIZE + " must be at least 1");
      }
      // A CPE user who sets the query may leave the descriptor's table empty, and the reverse.
      table = table == null || table.isBlank() ? null : table;
      query = query == null || query.isBlank() ? null : query;
      if ((table == null) == (query == null)) {
        throw new IllegalArgumentException(
            "Set one of " + PARAM_TABLE + " and " + PARAM_QUERY + ", not both nor neither");
      }
      NoteSource source =
          table != null
              ? NoteSource.table(table, idColumn, textColumn)
              : NoteSource.query(query, idColumn, textColumn);
      connection = PostgresConnections.open(url);
      source.checkColumns(connection);
      firstPage = connection.prepareStatement(source.firstPageSql());
      nextPage = connection.prepareStatement(source.nextPageSql());
      try (PreparedStatement count = connection.prepareStatement(source.countSql());
          ResultSet rows = count.executeQuery()) {
        total = rows.next() ? rows.getLong(1) : -1;
      }
    } catch (SQLException | IllegalArgumentException e) {
      try {
        close();
      } catch (IOException closing) {
        e.addSuppressed(closing);
      }
      throw new ResourceInitializationException(e);
    }
  }

  @Override
  public boolean hasNext() throws IOException, CollectionException {
    if (page.isEmpty() && !exhausted) {
      readPage();
    }
    return !page.isEmpty();
  }

  private void readPage() throws CollectionException {
    try {
      PreparedStatement query = lastId == null ? firstPage : nextPage;
      int parameter = 1;
      if (lastId != null) {
        query.setObject(parameter++, lastId);
      }
      query.setInt(parameter, pageSize);
      try (ResultSet rows = query.executeQuery()) {
        while (rows.next()) {
          Object id = rows.getObject(1);
          page.add(new Object[] {id, rows.getString(2)});
          lastId = id;
        }
      }
      exhausted = page.size() < pageSize;
    } catch (SQLException e) {
      throw new CollectionException(e);
    }
  }

  @Override
  public void getNext(JCas jcas) throws IOException, CollectionException {
    Object[] row = page.poll();
    read++;
    DocumentMetaData metadata = DocumentMetaData.create(jcas);
    metadata.setDocumentId(String.valueOf(row[0]));
    metadata.setDocumentTitle(String.valueOf(row[0]));
    if (language != null) {
      jcas.setDocumentLanguage(language);
    }
    jcas.setDocumentText(row[1] == null ? "" : (String) row[1]);
  }

  @Override
  public Progress[] getProgress() {
    return new Progress[] {
      new ProgressImpl(read, (int) Math.min(total, Integer.MAX_VALUE), "rows")
    };
  }

  @Override
  public void close() throws IOException {
    try {
      if (connection != null) {
        connection.close();
      }
    } catch (SQLException e) {
      throw new IOException(e);
    }
  }
}
