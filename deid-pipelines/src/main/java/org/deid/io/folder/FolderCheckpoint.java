package org.deid.io.folder;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.deid.io.OwnerOnlyFiles;
import org.deid.pipeline.run.DocumentOutcome;
import org.deid.pipeline.run.RunCheckpoint;

/**
 * The checkpoint of a run into a folder: {@code OUT/.deid-checkpoint.tsv}, one line appended per
 * finished document after its outputs are written. A line is one write of the file (a kill -9 after
 * it keeps it; the operating system holds it); a line cut short by a kill is dropped on reading, so
 * its document is processed again. The first line holds the run's fingerprint (a hash of the
 * arguments that shape the outputs): a folder is resumed only by the same run.
 */
public final class FolderCheckpoint implements RunCheckpoint {

  /** The checkpoint's file name inside the output folder. */
  public static final String FILE_NAME = ".deid-checkpoint.tsv";

  private static final String HEADER = "# deid run checkpoint\t";

  private static final String COMPLETE = "# complete";

  private final Path file;
  private final FileChannel channel;
  private final Map<String, DocumentOutcome> outcomes;
  private final boolean completed;

  private FolderCheckpoint(
      Path file, FileChannel channel, Map<String, DocumentOutcome> outcomes, boolean completed) {
    this.file = file;
    this.channel = channel;
    this.outcomes = outcomes;
    this.completed = completed;
  }

  /** Where the checkpoint of a run into this folder lives. */
  public static Path location(Path outputFolder) {
    return outputFolder.resolve(FILE_NAME);
  }

  /**
   * Opens the checkpoint of a folder, reading what an earlier run recorded, or starts a new one.
   *
   * @throws IllegalArgumentException when the folder holds the checkpoint of a run with other
   *     arguments
   */
  public static FolderCheckpoint open(Path outputFolder, String fingerprint) throws IOException {
    Path file = location(outputFolder);
    Map<String, DocumentOutcome> outcomes = new LinkedHashMap<>();
    boolean completed = false;
    if (Files.exists(file) && recordsNothing(file)) {
      Files.delete(file); // a run that failed before its first document: nothing to resume
    }
    if (Files.exists(file)) {
      String content = Files.readString(file, StandardCharsets.UTF_8);
      int end = content.lastIndexOf('\n') + 1; // a line cut short by a kill is not a record
      List<String> lines = content.substring(0, end).lines().toList();
      if (lines.isEmpty() || !lines.get(0).startsWith(HEADER)) {
        throw new IOException(file + " is not a deid run checkpoint");
      }
      String recorded = lines.get(0).substring(HEADER.length());
      if (!recorded.equals(fingerprint)) {
        throw new IllegalArgumentException(
            "--out holds an earlier run with other arguments (checkpoint "
                + file
                + "): run again with the same arguments to resume it, or add --restart");
      }
      for (String line : lines.subList(1, lines.size())) {
        if (line.equals(COMPLETE)) {
          completed = true;
          continue;
        }
        String[] cells = line.split("\t", -1);
        if (cells.length != 4) {
          throw new IOException(file + ": a line without the 4 cells key, id, name, reason");
        }
        outcomes.put(cells[0], new DocumentOutcome(cells[0], cells[1], cells[2], cells[3]));
      }
      try (FileChannel truncate = FileChannel.open(file, StandardOpenOption.WRITE)) {
        truncate.truncate(end);
      }
    } else {
      Files.writeString(file, HEADER + fingerprint + "\n", StandardCharsets.UTF_8);
      OwnerOnlyFiles.restrict(file); // names, when asked for, may hold PHI
    }
    FileChannel channel = FileChannel.open(file, StandardOpenOption.APPEND);
    return new FolderCheckpoint(file, channel, outcomes, completed);
  }

  /** Whether a checkpoint holds its header alone (or less): no document was recorded. */
  private static boolean recordsNothing(Path file) throws IOException {
    try (java.io.BufferedReader lines = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String header = lines.readLine();
      return header != null && header.startsWith(HEADER) && lines.readLine() == null;
    }
  }

  /** Whether the run recorded here finished its collection. */
  public boolean completed() {
    return completed;
  }

  /** Documents an earlier run recorded. */
  public int size() {
    return outcomes.size();
  }

  @Override
  public synchronized Optional<DocumentOutcome> outcome(String key) {
    return Optional.ofNullable(outcomes.get(key));
  }

  @Override
  public synchronized void record(DocumentOutcome outcome) throws IOException {
    append(
        outcome.key()
            + "\t"
            + outcome.id()
            + "\t"
            + outcome.name()
            + "\t"
            + outcome.reason()
            + "\n");
    outcomes.put(outcome.key(), outcome);
  }

  @Override
  public synchronized List<DocumentOutcome> outcomes() {
    return new ArrayList<>(outcomes.values());
  }

  @Override
  public synchronized void complete() throws IOException {
    append(COMPLETE + "\n");
    channel.force(false);
  }

  private void append(String line) throws IOException {
    ByteBuffer bytes = ByteBuffer.wrap(line.getBytes(StandardCharsets.UTF_8));
    while (bytes.hasRemaining()) {
      channel.write(bytes);
    }
  }

  @Override
  public synchronized void close() throws IOException {
    channel.close();
  }

  @Override
  public String toString() {
    return file.toString();
  }
}
