package org.deid.substitute.surrogate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Where the secret key of the corpus and patient scopes comes from: a key file, else the
 * environment variable {@value #ENVIRONMENT_VARIABLE}; never the command line. A key file is its
 * bytes less one trailing line break ({@code \n} or {@code \r\n}), so that {@code echo KEY > f}
 * gives the key {@code KEY}, as {@code DEID_SURROGATE_KEY=KEY} does.
 */
public final class CorpusKey {

  /** The environment variable that may hold the key (at least 16 bytes). */
  public static final String ENVIRONMENT_VARIABLE = "DEID_SURROGATE_KEY";

  private CorpusKey() {}

  /**
   * The key of a key file, or of the environment when {@code keyFile} is null or blank.
   *
   * @throws IllegalArgumentException when neither holds a key
   * @throws IOException when the key file cannot be read
   */
  public static byte[] resolve(String keyFile) throws IOException {
    if (keyFile != null && !keyFile.isBlank()) {
      return fromFile(Path.of(keyFile));
    }
    String fromEnvironment = System.getenv(ENVIRONMENT_VARIABLE);
    if (fromEnvironment == null || fromEnvironment.isEmpty()) {
      throw new IllegalArgumentException(
          "The corpus scope needs a secret key: give a key file (substitutionKeyFile, --key-file)"
              + " or set "
              + ENVIRONMENT_VARIABLE);
    }
    return fromEnvironment.getBytes(StandardCharsets.UTF_8);
  }

  /** The key a file holds: its bytes less one trailing {@code \n} or {@code \r\n}. */
  public static byte[] fromFile(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    int end = bytes.length;
    if (end > 0 && bytes[end - 1] == '\n') {
      end--;
      if (end > 0 && bytes[end - 1] == '\r') {
        end--;
      }
    }
    return Arrays.copyOf(bytes, end);
  }
}
