package org.deid.spark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.deid.synth.SynthLanguage;
import org.deid.synth.SyntheticNoteGenerator;

/** Folders of synthetic French notes for the Spark tests, and the notes a run rewrote. */
final class NoteFolders {

  /** The seed of the synthetic notes. */
  static final long SYNTH_SEED = 11;

  /** The Latin-1 file every run sets aside. */
  static final String BAD_ENCODING = "bad-encoding.txt";

  private NoteFolders() {}

  /**
   * Writes {@code note-00001.txt} to {@code note-N.txt} (synthetic French notes, seed 11) and
   * {@link #BAD_ENCODING}, in Latin-1, not UTF-8: set aside by {@code deid run} and by Spark.
   */
  static Path write(Path folder, int notes) throws IOException {
    Files.createDirectories(folder);
    SyntheticNoteGenerator generator = new SyntheticNoteGenerator(SynthLanguage.of("fr"));
    for (int number = 1; number <= notes; number++) {
      Files.writeString(
          folder.resolve(String.format(Locale.ROOT, "note-%05d.txt", number)),
          generator.generate(SYNTH_SEED, number, 0).text(),
          StandardCharsets.UTF_8);
    }
    Files.write(
        folder.resolve(BAD_ENCODING),
        "Mme Andr\u00e9e Dupont".getBytes(StandardCharsets.ISO_8859_1));
    return folder;
  }

  /** The {@code NAME.deid.txt} files of a folder, by name. */
  static Map<String, byte[]> rewritten(Path folder) throws IOException {
    Map<String, byte[]> files = new HashMap<>();
    try (Stream<Path> paths = Files.list(folder)) {
      for (Path path : paths.filter(p -> p.toString().endsWith(".deid.txt")).toList()) {
        files.put(path.getFileName().toString(), Files.readAllBytes(path));
      }
    }
    return files;
  }
}
