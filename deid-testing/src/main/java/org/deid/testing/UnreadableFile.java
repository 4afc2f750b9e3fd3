package org.deid.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Assumptions;

/**
 * A file whose read the kernel really refuses, for the user running the tests: mode 000, or, for
 * root (whom no mode stops), a symbolic link to a write-only kernel setting. Aborts the test where
 * neither refuses a read.
 */
public final class UnreadableFile {

  /** A file that root may not read either: its mode is write-only, and the kernel checks it. */
  private static final Path WRITE_ONLY = Path.of("/proc/sys/vm/drop_caches");

  private UnreadableFile() {}

  /**
   * Creates {@code file}, holding {@code text}, so that reading it fails with permission denied.
   */
  public static Path create(Path file, String text) throws IOException {
    Files.writeString(file, text);
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));
    if (Files.isReadable(file)) {
      Assumptions.assumeTrue(
          Files.exists(WRITE_ONLY) && !Files.isReadable(WRITE_ONLY),
          "no file denies this user a read");
      Files.delete(file);
      Files.createSymbolicLink(file, WRITE_ONLY);
    }
    return file;
  }
}
