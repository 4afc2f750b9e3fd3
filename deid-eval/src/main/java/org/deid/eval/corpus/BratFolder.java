package org.deid.eval.corpus;

import de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.apache.uima.UIMAException;
import org.apache.uima.cas.CAS;
import org.apache.uima.collection.CollectionException;
import org.apache.uima.collection.CollectionReader;
import org.apache.uima.fit.factory.CollectionReaderFactory;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.apache.uima.util.CasCreationUtils;
import org.deid.io.brat.BratReader;
import org.deid.pipeline.DocumentRunner;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads a brat folder ({@code X.txt} + {@code X.ann}) through {@link BratReader}: the {@code .ann}
 * annotations, read into the gold view as {@code Phi}, become the document's spans. Used for gold
 * and for predictions alike. A label the scheme does not know fails the import, naming the file and
 * line.
 */
public final class BratFolder {

  private static final Logger LOG = LoggerFactory.getLogger(BratFolder.class);

  private BratFolder() {}

  /**
   * Reads every document of the folder, sorted by id.
   *
   * @param folder the brat folder (subfolders included)
   * @param labels the scheme of the {@code .ann} labels and the comparison level
   * @throws IllegalArgumentException when the folder is missing or a document is bad, naming it
   */
  public static List<GoldDocument> read(Path folder, SpanLabels labels) {
    if (!Files.isDirectory(folder)) {
      throw new IllegalArgumentException(folder + " is not a folder");
    }
    warnAboutAnnotationsWithoutText(folder);
    List<GoldDocument> documents = new ArrayList<>();
    try {
      CollectionReader reader =
          CollectionReaderFactory.createReader(
              BratReader.createReaderDescription(folder.toString(), null, labels.schemeSource()));
      CAS cas = CasCreationUtils.createCas(reader.getProcessingResourceMetaData());
      try {
        while (reader.hasNext()) {
          cas.reset();
          try {
            reader.getNext(cas);
          } catch (CollectionException e) {
            throw new IllegalArgumentException(DocumentRunner.reasonOf(e), e);
          }
          JCas jcas = cas.getJCas();
          String id = documentId(jcas);
          JCas gold = jcas.getView(BratReader.DEFAULT_GOLD_VIEW);
          documents.add(
              new GoldDocument(id, jcas.getDocumentText(), CasSpans.phi(gold, labels, id)));
        }
      } finally {
        reader.close();
        reader.destroy();
      }
    } catch (UIMAException | IOException e) {
      throw new IllegalStateException("Cannot read the brat folder " + folder, e);
    }
    documents.sort(Comparator.comparing(GoldDocument::id));
    return documents;
  }

  /**
   * Warns about {@code .ann} files without their {@code .txt}: the reader never sees them, so their
   * PHI would silently leave the recall denominator.
   */
  static List<String> warnAboutAnnotationsWithoutText(Path folder) {
    List<String> orphans;
    try (Stream<Path> files = Files.walk(folder)) {
      orphans =
          files
              .filter(p -> p.getFileName().toString().endsWith(".ann"))
              .filter(
                  p -> {
                    String name = p.getFileName().toString();
                    return !Files.exists(
                        p.resolveSibling(name.substring(0, name.length() - 4) + ".txt"));
                  })
              .map(p -> folder.relativize(p).toString())
              .sorted()
              .toList();
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot list " + folder, e);
    }
    if (!orphans.isEmpty()) {
      LOG.warn(
          "{} .ann file(s) in {} have no .txt and are left out (their PHI count nowhere): {}",
          orphans.size(),
          folder,
          orphans.size() > 10 ? orphans.subList(0, 10) + " ..." : orphans);
    }
    return orphans;
  }

  /** The document's path inside the folder without its {@code .txt} extension. */
  static String documentId(JCas jcas) {
    String id = JCasUtil.selectSingle(jcas, DocumentMetaData.class).getDocumentId();
    return id.endsWith(".txt") ? id.substring(0, id.length() - 4) : id;
  }
}
