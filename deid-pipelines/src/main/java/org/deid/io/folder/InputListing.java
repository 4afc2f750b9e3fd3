package org.deid.io.folder;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.stream.Stream;

/** What a folder run leaves out, counted so that no file is skipped without a word. */
public final class InputListing {

  /**
   * Files and sub-folders a run does not read.
   *
   * @param files regular files whose names do not match the pattern
   * @param folders sub-folders not searched (the run is not recursive)
   */
  public record Skipped(long files, long folders) {
    /** Whether nothing was skipped. */
    public boolean isEmpty() {
      return files == 0 && folders == 0;
    }

    /** One line for the user, with the option that would take the skipped entries. */
    public String describe(String pattern) {
      StringBuilder line = new StringBuilder("skipped ");
      if (files > 0) {
        line.append(files)
            .append(" files not matching ")
            .append(pattern)
            .append(" (see --pattern)");
      }
      if (folders > 0) {
        line.append(files > 0 ? " and " : "")
            .append(folders)
            .append(" sub-folders (see --recursive)");
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
    try (Stream<Path> entries = recursive ? Files.walk(folder) : Files.list(folder)) {
      for (Path entry : (Iterable<Path>) entries::iterator) {
        if (entry.equals(folder)) {
          continue;
        }
        if (Files.isDirectory(entry)) {
          folders += recursive ? 0 : 1;
        } else if (!matcher.matches(entry.getFileName())) {
          files++;
        }
      }
    }
    return new Skipped(files, folders);
  }

  /** The matcher of a file-name pattern; {@code *.txt} takes {@code *.TXT} too, as the reader. */
  static PathMatcher matcher(String namePattern) {
    String glob = namePattern.equals("*.txt") ? "*.{txt,TXT}" : namePattern;
    return FileSystems.getDefault().getPathMatcher("glob:" + glob);
  }
}
