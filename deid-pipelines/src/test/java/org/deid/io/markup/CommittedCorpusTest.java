package org.deid.io.markup;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.deid.scheme.LabelScheme;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The hand-written development corpora committed under {@code corpus/}: their brat files are
 * exactly what their inline-markup notes give, with offsets in range, span texts equal to the text,
 * labels of the scheme and no overlapping spans; each has a {@code dev} and a {@code test} split.
 */
class CommittedCorpusTest {

  /** The checkout's root: surefire sets {@code deid.root}; an IDE run starts in the module. */
  private static Path root() {
    String root = System.getProperty("deid.root");
    return root == null || root.isBlank() ? Path.of("..") : Path.of(root);
  }

  @ParameterizedTest
  @CsvSource({"fr-dev, deid-fr", "es-dev, meddocan"})
  void bratFilesAreTheConversionOfTheNotesAndValid(String corpus, String scheme)
      throws IOException {
    Path folder = root().resolve("corpus").resolve(corpus);
    Path source = folder.resolve("source");
    Path brat = folder.resolve("brat");

    assertThat(InlineMarkupConverter.verify(source, brat, LabelScheme.load(scheme))).isEmpty();
    assertThat(notes(source.resolve("dev"))).isPositive();
    assertThat(notes(source.resolve("test"))).isPositive();
  }

  private static long notes(Path folder) throws IOException {
    try (Stream<Path> files = Files.list(folder)) {
      return files.filter(file -> file.getFileName().toString().endsWith(".txt")).count();
    }
  }
}
