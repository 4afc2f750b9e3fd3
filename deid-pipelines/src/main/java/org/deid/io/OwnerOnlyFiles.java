package org.deid.io;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Files that hold original text (XMI, brat, the surrogate map, the evaluation page) are made
 * readable and writable by their owner only, where the file system has POSIX permissions.
 */
public final class OwnerOnlyFiles {

  private OwnerOnlyFiles() {}

  /** Restricts one file to its owner. */
  public static void restrict(Path file) throws IOException {
    if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
      Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
    }
  }

  /** Restricts the regular files directly in a folder that the predicate selects. */
  public static void restrictAll(Path folder, Predicate<Path> which) throws IOException {
    List<Path> files;
    try (Stream<Path> listing = Files.list(folder)) {
      files = listing.filter(Files::isRegularFile).filter(which).toList();
    }
    for (Path file : files) {
      restrict(file);
    }
  }
}
