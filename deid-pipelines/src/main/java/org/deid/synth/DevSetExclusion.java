package org.deid.synth;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.text.Normalizer;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The texts a generated note must not equal: the hashes (SHA-256) of the normalised {@code .txt}
 * files of some folders, read recursively. Normalised: Unicode NFC, lower case, runs of white space
 * as one space, trimmed. Only hashes are kept, never text.
 */
public final class DevSetExclusion {

  private final Set<String> hashes;

  private DevSetExclusion(Set<String> hashes) {
    this.hashes = Set.copyOf(hashes);
  }

  /** An exclusion that excludes nothing. */
  public static DevSetExclusion none() {
    return new DevSetExclusion(Set.of());
  }

  /**
   * The exclusion of every {@code .txt} file under the folders.
   *
   * @throws IllegalArgumentException when a folder does not exist
   */
  public static DevSetExclusion of(List<Path> folders) {
    Set<String> hashes = new HashSet<>();
    for (Path folder : folders) {
      if (!Files.isDirectory(folder)) {
        throw new IllegalArgumentException(folder + " is not a folder");
      }
      try (Stream<Path> files = Files.walk(folder)) {
        for (Path file : files.filter(f -> f.toString().endsWith(".txt")).sorted().toList()) {
          hashes.add(hash(Files.readString(file, StandardCharsets.UTF_8)));
        }
      } catch (IOException e) {
        throw new UncheckedIOException("Cannot read " + folder, e);
      }
    }
    return new DevSetExclusion(hashes);
  }

  /** How many distinct texts are excluded. */
  public int size() {
    return hashes.size();
  }

  /** Whether the text equals, once normalised, one of the excluded texts. */
  public boolean excludes(String text) {
    return !hashes.isEmpty() && hashes.contains(hash(text));
  }

  /** The text as compared: NFC, lower case, white space runs as one space, trimmed. */
  static String normalise(String text) {
    String nfc = Normalizer.normalize(text, Normalizer.Form.NFC);
    return nfc.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
  }

  private static String hash(String text) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      return HexFormat.of()
          .formatHex(digest.digest(normalise(text).getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this Java", e);
    }
  }
}
