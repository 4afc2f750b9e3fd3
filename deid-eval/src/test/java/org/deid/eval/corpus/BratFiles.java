package org.deid.eval.corpus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes tiny brat documents for tests: annotations given as label and quoted text. */
public final class BratFiles {

  private BratFiles() {}

  /**
   * Writes {@code folder/id.txt} and {@code folder/id.ann}; each annotation is {@code
   * "LABEL=covered text"}, placed at the first occurrence of the text (BMP text only).
   */
  public static void write(Path folder, String id, String text, String... annotations) {
    StringBuilder ann = new StringBuilder();
    int number = 1;
    for (String annotation : annotations) {
      int equals = annotation.indexOf('=');
      String label = annotation.substring(0, equals);
      String covered = annotation.substring(equals + 1);
      int begin = text.indexOf(covered);
      if (begin < 0) {
        throw new IllegalArgumentException("Not in text: " + covered);
      }
      ann.append('T')
          .append(number++)
          .append('\t')
          .append(label)
          .append(' ')
          .append(begin)
          .append(' ')
          .append(begin + covered.length())
          .append('\t')
          .append(covered)
          .append('\n');
    }
    try {
      Files.createDirectories(folder);
      Files.writeString(folder.resolve(id + ".txt"), text, StandardCharsets.UTF_8);
      Files.writeString(folder.resolve(id + ".ann"), ann, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
