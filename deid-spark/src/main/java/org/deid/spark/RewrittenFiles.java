package org.deid.spark;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * Writes {@code NAME.deid.txt} files, the bytes {@code deid run} writes for {@code NAME.txt}, into
 * a folder of any Hadoop file system (local, HDFS, S3...). Writing is idempotent: a retried task
 * writes the same bytes again.
 */
final class RewrittenFiles implements AutoCloseable {

  /** The suffix of the notes read from a folder. */
  static final String INPUT_SUFFIX = ".txt";

  /** The suffix of the rewritten notes. */
  static final String OUTPUT_SUFFIX = ".deid.txt";

  private final FileSystem fileSystem;
  private final Path folder;

  private RewrittenFiles(FileSystem fileSystem, Path folder) {
    this.fileSystem = fileSystem;
    this.folder = folder;
  }

  /** Opens the folder (its own file-system instance, closed with this). */
  static RewrittenFiles open(String folder) throws IOException {
    Path path = new Path(folder);
    FileSystem fileSystem = FileSystem.newInstance(path.toUri(), new Configuration());
    fileSystem.setWriteChecksum(false); // no .crc files beside the notes on a local disk
    return new RewrittenFiles(fileSystem, path);
  }

  /** The output name of an input file name: {@code NAME.txt} gives {@code NAME.deid.txt}. */
  static String outputName(String inputName) {
    String base =
        inputName.endsWith(INPUT_SUFFIX)
            ? inputName.substring(0, inputName.length() - INPUT_SUFFIX.length())
            : inputName;
    return base + OUTPUT_SUFFIX;
  }

  /** Writes one rewritten note, replacing an earlier file of the same name. */
  void write(String inputName, String rewritten) throws IOException {
    try (OutputStream out = fileSystem.create(new Path(folder, outputName(inputName)), true)) {
      out.write(rewritten.getBytes(StandardCharsets.UTF_8));
    }
  }

  @Override
  public void close() {
    try {
      fileSystem.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
