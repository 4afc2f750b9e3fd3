package org.deid.detect.lexicon;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Build step (Maven's process-classes phase): compiles each language's vocabulary list to the
 * automaton {@link Vocabulary} loads, into the classes folder, so that no run builds it again.
 *
 * <pre>java org.deid.detect.lexicon.PrebuiltVocabularies CLASSES_FOLDER</pre>
 */
public final class PrebuiltVocabularies {

  private PrebuiltVocabularies() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      throw new IllegalArgumentException("usage: PrebuiltVocabularies CLASSES_FOLDER");
    }
    for (String language : Gazetteer.LANGUAGES) {
      Path file =
          Path.of(args[0], "org", "deid", "detect", "lexicon", language, Vocabulary.PREBUILT);
      Files.createDirectories(file.getParent());
      Path partial = file.resolveSibling(Vocabulary.PREBUILT + ".partial");
      try (OutputStream out = Files.newOutputStream(partial)) {
        Vocabulary.fromList(language).save(out);
      }
      Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING);
    }
  }
}
