package org.deid.io.folder;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
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

  /** Keys of the documents of the checkpoint a restart replaced. */
  private final Set<String> replaced;

  /** Keys this run asked about: the documents of its input. */
  private final Set<String> asked = new HashSet<>();

  private FolderCheckpoint(
      Path file,
      FileChannel channel,
      Map<String, DocumentOutcome> outcomes,
      boolean completed,
      Set<String> replaced) {
    this.file = file;
    this.channel = channel;
    this.outcomes = outcomes;
    this.completed = completed;
    this.replaced = replaced;
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
    return open(outputFolder, fingerprint, false);
  }

  /**
   * Opens the checkpoint of a folder; with {@code restart}, starts a new one in place of any
   * earlier run's, whose documents still count in {@link #vanished()}.
   *
   * @throws IllegalArgumentException when the folder holds the checkpoint of a run with other
   *     arguments, and {@code restart} is false
   */
  public static FolderCheckpoint open(Path outputFolder, String fingerprint, boolean restart)
      throws IOException {
    Path file = location(outputFolder);
    Set<String> replaced = Set.of();
    if (Files.exists(file) && (restart || recordsNothing(file))) {
      // Started over, or a run that failed before its first document: nothing to resume.
      replaced = restart ? read(file).outcomes().keySet() : Set.of();
      Files.delete(file);
    }
    Map<String, DocumentOutcome> outcomes = new LinkedHashMap<>();
    boolean completed = false;
    if (Files.exists(file)) {
      Recorded recorded = read(file);
      if (!recorded.fingerprint().equals(fingerprint)) {
        throw new IllegalArgumentException(
            "--out holds an earlier run with other arguments (checkpoint "
                + file
                + "): run again with the same arguments to resume it, or add --restart");
      }
      outcomes.putAll(recorded.outcomes());
      completed = recorded.completed();
      try (FileChannel truncate = FileChannel.open(file, StandardOpenOption.WRITE)) {
        truncate.truncate(recorded.bytes());
      }
    } else {
      Files.writeString(file, HEADER + fingerprint + "\n", StandardCharsets.UTF_8);
      OwnerOnlyFiles.restrict(file); // names, when asked for, may hold PHI
    }
    FileChannel channel = FileChannel.open(file, StandardOpenOption.APPEND);
    return new FolderCheckpoint(file, channel, outcomes, completed, replaced);
  }

  /**
   * What a checkpoint file records.
   *
   * @param bytes the length of its whole lines (a line cut short by a kill is not a record)
   */
  private record Recorded(
      String fingerprint, Map<String, DocumentOutcome> outcomes, boolean completed, long bytes) {}

  private static Recorded read(Path file) throws IOException {
    String content = Files.readString(file, StandardCharsets.UTF_8);
    String whole = content.substring(0, content.lastIndexOf('\n') + 1);
    List<String> lines = whole.lines().toList();
    if (lines.isEmpty() || !lines.get(0).startsWith(HEADER)) {
      throw new IOException(file + " is not a deid run checkpoint");
    }
    Map<String, DocumentOutcome> outcomes = new LinkedHashMap<>();
    boolean completed = false;
    for (String line : lines.subList(1, lines.size())) {
      if (line.equals(COMPLETE)) {
        completed = true;
        continue;
      }
      String[] cells = line.split("\t", -1);
      if (cells.length != 4 && cells.length != 5) {
        throw new IOException(file + ": a line without the cells key, id, name, reason, content");
      }
      outcomes.put(
          cells[0],
          new DocumentOutcome(
              cells[0], cells[1], cells[2], cells[3], cells.length == 5 ? cells[4] : ""));
    }
    return new Recorded(
        lines.get(0).substring(HEADER.length()),
        outcomes,
        completed,
        whole.getBytes(StandardCharsets.UTF_8).length);
  }

  /** Whether a checkpoint holds its header alone (or less): no document was recorded. */
  private static boolean recordsNothing(Path file) throws IOException {
    try (BufferedReader lines = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
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
    asked.add(key);
    return Optional.ofNullable(outcomes.get(key));
  }

  /**
   * Documents an earlier run finished (or the run a restart replaced) that this run's input no
   * longer holds: documents a run asks about are its input's, and a run asks about each one.
   */
  public synchronized long vanished() {
    Set<String> earlier = new HashSet<>(replaced);
    earlier.addAll(outcomes.keySet());
    earlier.removeAll(asked);
    return earlier.size();
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
            + "\t"
            + outcome.content()
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
