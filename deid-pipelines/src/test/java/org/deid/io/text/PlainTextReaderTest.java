package org.deid.io.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.uima.UIMAException;
import org.apache.uima.collection.CollectionException;
import org.apache.uima.collection.CollectionReader;
import org.apache.uima.fit.factory.CollectionReaderFactory;
import org.apache.uima.fit.factory.JCasFactory;
import org.apache.uima.jcas.JCas;
import org.deid.io.folder.InputListing;
import org.deid.pipeline.DocumentRunner;
import org.deid.testing.UnreadableFile;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The plain-text reader: what it cannot read is an error with a reason that names no file. */
class PlainTextReaderTest {

  @TempDir Path dir;

  /** Each document the reader offers, in its order: its length, or the reason it failed. */
  private static List<String> readAll(Path folder, int maxChars) throws UIMAException, IOException {
    CollectionReader reader =
        CollectionReaderFactory.createReader(
            PlainTextReader.createReaderDescription(
                folder.toString(), "fr", false, "*.txt", maxChars));
    JCas jcas = JCasFactory.createJCas();
    List<String> documents = new ArrayList<>();
    while (reader.hasNext()) {
      jcas.reset();
      try {
        reader.getNext(jcas.getCas());
        documents.add(jcas.getDocumentText().length() + " chars");
      } catch (CollectionException e) {
        documents.add(DocumentRunner.reasonOf(e));
      }
    }
    reader.destroy();
    return documents;
  }

  @Test
  void aFileThatMayNotBeReadIsPermissionDeniedWithoutItsName() throws Exception {
    Path in = Files.createDirectories(dir.resolve("in"));
    UnreadableFile.create(in.resolve("informe-Garcia-Lopez.txt"), "Paciente: Ana Garcia.\n");
    assertThat(readAll(in, 1000)).containsExactly("permission denied");
  }

  @Test
  void aThreeGigabyteFileIsTooLargeFromItsSizeWithoutBeingRead() throws Exception {
    Path in = Files.createDirectories(dir.resolve("in"));
    try (RandomAccessFile sparse = new RandomAccessFile(in.resolve("a-huge.txt").toFile(), "rw")) {
      sparse.setLength(3L << 30); // sparse: no disk used, and more than any array holds
    }
    Files.writeString(in.resolve("b-note.txt"), "Vu le 3 mars.\n");
    long start = System.nanoTime();
    assertThat(readAll(in, 2_000_000))
        .containsExactly(
            "too large: 3221225472 bytes, more than --max-chars 2000000 chars", "14 chars");
    assertThat(System.nanoTime() - start).as("not read").isLessThan(20_000_000_000L);
  }

  @Test
  void aFileBetweenOneAndFourBytesAPerCharIsMeasuredByABoundedDecode() throws Exception {
    Path in = Files.createDirectories(dir.resolve("in"));
    // 100 two-byte chars (200 bytes): exactly 100 chars; 101 of them: one too many.
    Files.writeString(in.resolve("a.txt"), "é".repeat(100), StandardCharsets.UTF_8);
    Files.writeString(in.resolve("b.txt"), "é".repeat(101), StandardCharsets.UTF_8);
    assertThat(readAll(in, 100))
        .containsExactly("100 chars", "too large: 202 bytes, more than --max-chars 100 chars");
  }

  @Test
  void aDanglingLinkAndAFifoAreCountedAsNotReadWithTheirReasons() throws Exception {
    Path in = Files.createDirectories(dir.resolve("in"));
    Files.writeString(in.resolve("a.txt"), "Vu le 3 mars.\n");
    Files.createSymbolicLink(in.resolve("informe-Garcia.txt"), dir.resolve("moved-away.txt"));
    Process mkfifo = new ProcessBuilder("mkfifo", in.resolve("pipe.txt").toString()).start();
    Assumptions.assumeTrue(mkfifo.waitFor() == 0, "mkfifo");
    assertThat(readAll(in, 1000)).containsExactly("14 chars");
    InputListing.Skipped skipped = InputListing.skipped(in, false, "*.txt");
    assertThat(skipped.describe("*.txt"))
        .isEqualTo("skipped 1 not read (dangling link) and 1 not read (not a regular file)");
  }
}
