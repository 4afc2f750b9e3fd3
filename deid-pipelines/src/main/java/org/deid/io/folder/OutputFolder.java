package org.deid.io.folder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Checks an output folder before the first document, so that a run never processes a collection
 * only to fail writing it: the folder is created, must be writable, and must be empty unless it
 * holds the checkpoint of a run to resume or the user asked to start over.
 */
public final class OutputFolder {

  /** The list of set-aside documents, stale once a run starts over. */
  public static final String SET_ASIDE_FILE = "set-aside.tsv";

  private OutputFolder() {}

  /**
   * Creates the folder, checks it can be written and locks it for this run (released when the
   * returned lock is closed, or the process ends); with {@code restart}, forgets the checkpoint and
   * set-aside list of earlier runs.
   *
   * @throws IllegalArgumentException naming the problem and the option that solves it, or the
   *     process of the run that holds the folder
   */
  public static OutputLock prepare(Path folder, boolean restart) throws IOException {
    if (Files.exists(folder) && !Files.isDirectory(folder)) {
      throw new IllegalArgumentException("--out " + folder + " is a file, not a folder");
    }
    try {
      Files.createDirectories(folder);
      Files.delete(Files.createTempFile(folder, ".deid-write-check", ""));
    } catch (IOException | SecurityException e) {
      throw new IllegalArgumentException(
          "--out " + folder + " is not writable (" + e.getClass().getSimpleName() + ")", e);
    }
    OutputLock lock = OutputLock.acquire(folder);
    try {
      check(folder, restart);
    } catch (IOException | RuntimeException e) {
      lock.close();
      throw e;
    }
    return lock;
  }

  private static void check(Path folder, boolean restart) throws IOException {
    if (restart) {
      if (Files.exists(FolderCheckpoint.location(folder))) {
        removeOutputs(folder); // the earlier run's, those of notes no longer in --in among them
      }
      Files.deleteIfExists(folder.resolve(SET_ASIDE_FILE));
      return; // the checkpoint is replaced as it is opened, its documents counted
    }
    if (Files.exists(FolderCheckpoint.location(folder))) {
      return; // resumed, or refused by the checkpoint if the arguments differ
    }
    try (Stream<Path> entries = Files.list(folder)) {
      if (entries.anyMatch(entry -> !entry.getFileName().toString().equals(OutputLock.FILE_NAME))) {
        throw new IllegalArgumentException(
            "--out "
                + folder
                + " is not empty and holds no run to resume: choose an empty folder, or add"
                + " --restart (alias --overwrite) to write over it");
      }
    }
  }

  /**
   * Removes what a run wrote into a folder that holds its checkpoint (a deid output folder): the
   * outputs of every note ({@code NAME.deid.txt}, {@code .xmi}, brat {@code .txt} and {@code .ann},
   * {@code .map.json}, {@code brat-deid/}, {@code TypeSystem.xml}) and the folders they leave
   * empty. Other files stay.
   */
  static void removeOutputs(Path folder) throws IOException {
    List<Path> entries;
    try (Stream<Path> walk = Files.walk(folder)) {
      entries = walk.sorted(Comparator.reverseOrder()).toList(); // a folder after its files
    }
    for (Path entry : entries) {
      if (entry.equals(folder)) {
        continue;
      }
      if (Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
        try (Stream<Path> left = Files.list(entry)) {
          if (left.findAny().isEmpty()) {
            Files.delete(entry);
          }
        }
      } else if (isOutput(folder.relativize(entry))) {
        Files.delete(entry);
      }
    }
  }

  private static boolean isOutput(Path relative) {
    String name = relative.getFileName().toString();
    return relative.startsWith("brat-deid")
        || name.equals("TypeSystem.xml")
        || name.endsWith(".txt")
        || name.endsWith(".xmi")
        || name.endsWith(".ann")
        || name.endsWith(".map.json");
  }
}
