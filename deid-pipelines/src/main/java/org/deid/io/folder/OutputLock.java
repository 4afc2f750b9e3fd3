package org.deid.io.folder;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One run at a time in an output folder: an exclusive lock on {@code OUT/.deid-lock}, which holds
 * the process id of its holder. The operating system releases it when the process ends, however it
 * ends (a kill -9 too), so a stale file never blocks a run. The file stays: removing it would let a
 * run that opened it just before lock a file no other run sees.
 */
public final class OutputLock implements AutoCloseable {

  /** The lock file's name inside the output folder. */
  public static final String FILE_NAME = ".deid-lock";

  private final FileChannel channel;
  private final FileLock lock;

  private OutputLock(FileChannel channel, FileLock lock) {
    this.channel = channel;
    this.lock = lock;
  }

  /**
   * Locks an existing output folder for this process.
   *
   * @throws IllegalArgumentException when another run holds it, naming that run's process id
   */
  public static OutputLock acquire(Path folder) throws IOException {
    Path file = folder.resolve(FILE_NAME);
    FileChannel channel =
        FileChannel.open(
            file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
    FileLock lock;
    try {
      lock = channel.tryLock();
    } catch (OverlappingFileLockException e) { // a run of this same process holds it
      lock = null;
    }
    if (lock == null) {
      channel.close();
      String holder = Files.readString(file, StandardCharsets.UTF_8).strip();
      throw new IllegalArgumentException(
          "--out "
              + folder
              + " is in use by another deid run (process "
              + (holder.isEmpty() ? "unknown" : holder)
              + "): wait for it to end, or choose another --out");
    }
    channel.truncate(0);
    ByteBuffer pid =
        ByteBuffer.wrap((ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.UTF_8));
    while (pid.hasRemaining()) {
      channel.write(pid);
    }
    channel.force(false);
    return new OutputLock(channel, lock);
  }

  /** Releases the folder. */
  @Override
  public void close() throws IOException {
    try {
      lock.release();
    } finally {
      channel.close();
    }
  }
}
