package org.deid.io.folder;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

/** What a folder run leaves out, counted so that no file is skipped without a word. */
public final class InputListing {

  /** Reason of an entry that is a symbolic link to nothing. */
  public static final String DANGLING_LINK = "dangling link";

  /** Reason of an entry that is no file (a FIFO, a socket, a device). */
  public static final String NOT_A_REGULAR_FILE = "not a regular file";

  /** Reason of a file the user running deid may not read. */
  public static final String PERMISSION_DENIED = "permission denied";

  /**
   * Files and sub-folders a run does not read.
   *
   * @param files regular files whose names do not match the pattern
   * @param folders sub-folders not searched (the run is not recursive)
   * @param notRead entries whose names match but that cannot be read, counted per reason (a
   *     dangling link, not a regular file): the reader never offers them
   */
  public record Skipped(long files, long folders, Map<String, Long> notRead) {
    /** Copies the counts. */
    public Skipped {
      notRead = Map.copyOf(notRead);
    }

    /** Whether nothing was skipped. */
    public boolean isEmpty() {
      return files == 0 && folders == 0 && notRead.isEmpty();
    }

    /** One line for the user, with the option that would take the skipped entries. */
    public String describe(String pattern) {
      List<String> parts = new ArrayList<>();
      if (files > 0) {
        parts.add(files + " files not matching " + pattern + " (see --pattern)");
      }
      if (folders > 0) {
        parts.add(folders + " sub-folders (see --recursive)");
      }
      new TreeMap<>(notRead)
          .forEach((reason, count) -> parts.add(count + " not read (" + reason + ")"));
      StringBuilder line = new StringBuilder("skipped ");
      for (int i = 0; i < parts.size(); i++) {
        line.append(i == 0 ? "" : i == parts.size() - 1 ? " and " : ", ").append(parts.get(i));
      }
      return line.toString();
    }
  }

  private InputListing() {}

  /** Counts what a run over the folder with this file-name pattern leaves out. */
  public static Skipped skipped(Path folder, boolean recursive, String namePattern)
      throws IOException {
    PathMatcher matcher = matcher(namePattern);
    long files = 0;
    long folders = 0;
    Map<String, Long> notRead = new TreeMap<>();
    try (Stream<Path> entries = recursive ? Files.walk(folder) : Files.list(folder)) {
      for (Path entry : (Iterable<Path>) entries::iterator) {
        if (entry.equals(folder)) {
          continue;
        }
        if (Files.isDirectory(entry)) {
          folders += recursive ? 0 : 1;
        } else if (!matcher.matches(entry.getFileName())) {
          files++;
        } else if (!Files.isRegularFile(entry)) { // the reader lists regular files alone
          notRead.merge(
              Files.isSymbolicLink(entry) && !Files.exists(entry)
                  ? DANGLING_LINK
                  : NOT_A_REGULAR_FILE,
              1L,
              Long::sum);
        }
      }
    }
    return new Skipped(files, folders, notRead);
  }

  /**
   * Why a file of the input cannot be read, found from the file system, or empty when it can: a
   * reason that names no path (a file name can hold a patient's name).
   */
  public static Optional<String> reasonNotReadable(Path file) {
    if (Files.isSymbolicLink(file) && !Files.exists(file)) {
      return Optional.of(DANGLING_LINK);
    }
    if (!Files.exists(file)) {
      return Optional.of("no such file (removed during the run)");
    }
    if (!Files.isRegularFile(file)) {
      return Optional.of(NOT_A_REGULAR_FILE);
    }
    if (!Files.isReadable(file)) {
      return Optional.of(PERMISSION_DENIED);
    }
    return Optional.empty();
  }

  /**
   * The reason of a failed read of a file, without its path, which the messages of Java's file
   * exceptions hold.
   */
  public static String reasonOf(Path file, IOException error) {
    if (error instanceof AccessDeniedException) {
      return PERMISSION_DENIED;
    }
    if (error instanceof NoSuchFileException || error instanceof FileNotFoundException) {
      return reasonNotReadable(file).orElse("no such file (removed during the run)");
    }
    return "read error (" + error.getClass().getSimpleName() + ")";
  }

  /** The matcher of a file-name pattern; {@code *.txt} takes {@code *.TXT} too, as the reader. */
  static PathMatcher matcher(String namePattern) {
    String glob = namePattern.equals("*.txt") ? "*.{txt,TXT}" : namePattern;
    return FileSystems.getDefault().getPathMatcher("glob:" + glob);
  }
}
