package org.deid.io.brat;

import de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.uima.UIMAException;
import org.apache.uima.analysis_engine.AnalysisEngine;
import org.apache.uima.collection.CollectionException;
import org.apache.uima.collection.CollectionReader;
import org.apache.uima.collection.CollectionReaderDescription;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.factory.CollectionReaderFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.deid.type.Phi;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Checks that a brat folder survives {@link BratReader} and {@link BratWriter} unchanged: every
 * document is read, written from its gold view to a temporary folder, and read again; then the
 * {@code .txt} bytes, the set of text-bound annotations of the {@code .ann} files (id, label,
 * offsets, text) and the gold {@link Phi} annotations of the two reads (id, label, offsets, text)
 * are compared. Lines other than {@code T} are not carried through the CAS and not compared.
 *
 * <p>The documents, text included, are written to a fresh folder under {@code java.io.tmpdir},
 * which is deleted before {@link #check} returns; run it only where that is allowed.
 */
public final class BratRoundTrip {

  private static final Logger LOG = LoggerFactory.getLogger(BratRoundTrip.class);

  /** How many problems a result lists; the counts are always complete. */
  public static final int MAX_LISTED_PROBLEMS = 100;

  private BratRoundTrip() {}

  /**
   * The outcome of a round trip.
   *
   * @param documents the {@code .txt} files found
   * @param annotations the text-bound annotations in the original {@code .ann} files
   * @param differences documents that could not be read or written, {@code .txt} files whose bytes
   *     changed, and annotations missing from or added to either comparison
   * @param problems the first {@link #MAX_LISTED_PROBLEMS} differences, each naming the document
   *     and the annotation id (never the text)
   */
  public record Result(int documents, int annotations, int differences, List<String> problems) {

    /** Copies the list of problems. */
    public Result {
      problems = List.copyOf(problems);
    }

    /** Whether the round trip lost or changed nothing. */
    public boolean isLossless() {
      return differences == 0;
    }
  }

  /**
   * Runs the round trip on every {@code .txt}/{@code .ann} pair under a folder.
   *
   * @param folder the brat folder (only read)
   * @param scheme the label scheme of its labels (e.g. {@code meddocan})
   * @throws UIMAException when the reader or writer cannot be set up
   * @throws IOException when the temporary folder cannot be used
   */
  public static Result check(Path folder, String scheme) throws UIMAException, IOException {
    Path written = Files.createTempDirectory("deid-brat-roundtrip");
    try {
      Problems problems = new Problems();
      Map<String, Set<PhiKey>> firstRead = read(folder, scheme, written, problems);
      Map<String, Set<PhiKey>> secondRead = read(written, scheme, null, problems);
      int annotations = 0;
      for (Map.Entry<String, Set<PhiKey>> document : firstRead.entrySet()) {
        String id = document.getKey();
        if (!secondRead.containsKey(id)) {
          problems.add(id + ": not read back");
          continue;
        }
        problems.compare(id, "gold Phi", document.getValue(), secondRead.get(id));
        if (!sameBytes(folder.resolve(id), written.resolve(id))) {
          problems.add(id + ": the text bytes differ");
        }
        Set<BratTextBound> before = textBounds(folder, id);
        annotations += before.size();
        problems.compare(id, "brat T", before, textBounds(written, id));
      }
      Result result = new Result(problems.documents, annotations, problems.count, problems.listed);
      LOG.info(
          "Brat round trip: {} documents, {} annotations, {} differences",
          result.documents(),
          result.annotations(),
          result.differences());
      return result;
    } finally {
      deleteRecursively(written);
    }
  }

  /** Reads a folder; when {@code target} is set, also writes each document's gold view there. */
  private static Map<String, Set<PhiKey>> read(
      Path folder, String scheme, Path target, Problems problems) throws UIMAException {
    CollectionReaderDescription description =
        BratReader.createReaderDescription(folder.toString(), null, scheme);
    // One summary line instead of a line per document (the base class logs each one by default).
    description
        .getCollectionReaderMetaData()
        .getConfigurationParameterSettings()
        .setParameterValue(BratReader.PARAM_LOG_FREQ, 0);
    CollectionReader reader = CollectionReaderFactory.createReader(description);
    AnalysisEngine writer =
        target == null
            ? null
            : AnalysisEngineFactory.createEngine(
                BratWriter.createWriterDescription(
                    target.toString(), BratReader.DEFAULT_GOLD_VIEW, scheme));
    JCas jcas = JCasFactory.createJCas();
    Map<String, Set<PhiKey>> phis = new LinkedHashMap<>();
    try {
      while (reader.hasNext()) {
        jcas.reset();
        if (target != null) {
          problems.documents++;
        }
        try {
          reader.getNext(jcas.getCas());
        } catch (CollectionException e) {
          problems.add(e.getMessage());
          continue;
        }
        String id = DocumentMetaData.get(jcas).getDocumentId();
        Set<PhiKey> keys = new HashSet<>();
        for (Phi phi : jcas.getView(BratReader.DEFAULT_GOLD_VIEW).select(Phi.class)) {
          keys.add(
              new PhiKey(
                  phi.getId(), phi.getLabel(), phi.getBegin(), phi.getEnd(), phi.getCoveredText()));
        }
        phis.put(id, keys);
        if (writer != null) {
          writer.process(jcas);
        }
      }
      if (writer != null) {
        writer.collectionProcessComplete();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } finally {
      reader.destroy();
      if (writer != null) {
        writer.destroy();
      }
    }
    return phis;
  }

  private static Set<BratTextBound> textBounds(Path folder, String documentId) {
    Path ann = folder.resolve(documentId.replaceFirst("\\.txt$", ".ann"));
    if (!Files.exists(ann)) {
      return Set.of();
    }
    try {
      String content = Files.readString(ann, StandardCharsets.UTF_8);
      return new HashSet<>(BratAnnFormat.parse(ann.getFileName().toString(), content).textBounds());
    } catch (IOException | BratFormatException e) {
      // The reader has already reported a bad .ann; here it only counts as a difference.
      return Set.of();
    }
  }

  private static boolean sameBytes(Path a, Path b) {
    try {
      return Files.exists(b) && Files.mismatch(a, b) == -1;
    } catch (IOException e) {
      return false;
    }
  }

  private static void deleteRecursively(Path folder) throws IOException {
    try (Stream<Path> paths = Files.walk(folder)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }

  /** What the round trip compares of a gold annotation. */
  private record PhiKey(int id, String label, int begin, int end, String text) {}

  /** Counts differences and keeps the first ones. */
  private static final class Problems {
    private int documents;
    private int count;
    private final List<String> listed = new ArrayList<>();

    void add(String problem) {
      count++;
      if (listed.size() < MAX_LISTED_PROBLEMS) {
        listed.add(problem);
      }
    }

    <T> void compare(String document, String what, Set<T> before, Set<T> after) {
      for (T item : before) {
        if (!after.contains(item)) {
          add(document + ": " + what + " " + describe(item) + " lost");
        }
      }
      for (T item : after) {
        if (!before.contains(item)) {
          add(document + ": " + what + " " + describe(item) + " added");
        }
      }
    }

    /** The id, label and offsets of an annotation, never its text. */
    private static String describe(Object item) {
      if (item instanceof BratTextBound t) {
        return t.id() + " " + t.label() + " " + t.spans();
      }
      PhiKey phi = (PhiKey) item;
      return "id " + phi.id() + " " + phi.label() + " [" + phi.begin() + ", " + phi.end() + "]";
    }
  }
}
