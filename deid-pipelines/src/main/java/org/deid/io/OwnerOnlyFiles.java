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

  /**
   * Restricts a file that a writer has just opened, before the first byte is written into it: the
   * text it will hold is never readable by others, not even while a run is killed mid-way.
   *
   * @param name the absolute path of the file, as DKPro's {@code NamedOutputStream} names it (null
   *     or not a file when writing to a stream: then nothing is done)
   */
  public static void restrictOpened(String name) throws IOException {
    if (name != null && Files.isRegularFile(Path.of(name))) {
      restrict(Path.of(name));
    }
  }

  /**
   * Creates an empty file readable by its owner only, or empties and restricts an existing one,
   * before anything is written into it.
   */
  public static Path create(Path file) throws IOException {
    if (Files.exists(file)) {
      restrict(file);
      Files.write(file, new byte[0]);
    } else if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
      Files.createFile(
          file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
    } else {
      Files.createFile(file);
    }
    return file;
  }

  /** Restricts the regular files in a folder and its sub-folders that the predicate selects. */
  public static void restrictAll(Path folder, Predicate<Path> which) throws IOException {
    List<Path> files;
    try (Stream<Path> listing = Files.walk(folder)) {
      files = listing.filter(Files::isRegularFile).filter(which).toList();
    }
    for (Path file : files) {
      restrict(file);
    }
  }
}
