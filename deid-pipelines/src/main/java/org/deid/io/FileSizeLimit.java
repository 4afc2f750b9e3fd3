package org.deid.io;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/**
 * The {@code --max-chars} limit as the folder readers apply it to a file before reading it: a file
 * whose size on disk shows a document longer than the limit is set aside at once, never read. The
 * reasons name no file (a name can hold PHI).
 */
public final class FileSizeLimit {

  /** The most bytes a char of UTF-8 text takes (a surrogate pair takes 4 for 2 chars). */
  public static final int UTF8_BYTES_PER_CHAR = 4;

  /**
   * The most bytes of XMI a char of the limit allows: the text, escaped, and its annotations (an
   * XMI file is many times its text); 128 MB for the default limit.
   */
  public static final int XMI_BYTES_PER_CHAR = 64;

  /** A file too large for the limit; the message says its size and the limit, not its name. */
  public static final class TooLargeException extends IOException {
    private static final long serialVersionUID = 1L;

    TooLargeException(String message) {
      super(message);
    }
  }

  private FileSizeLimit() {}

  /** Fails when a UTF-8 file of this many bytes surely holds more than {@code maxChars} chars. */
  public static void checkUtf8(long bytes, int maxChars) throws TooLargeException {
    if (bytes > (long) UTF8_BYTES_PER_CHAR * maxChars) {
      throw tooLarge(bytes, maxChars);
    }
  }

  /** Fails when an XMI file of this many bytes is more than the limit allows. */
  public static void checkXmi(long bytes, int maxChars) throws TooLargeException {
    if (bytes > (long) XMI_BYTES_PER_CHAR * maxChars) {
      throw new TooLargeException(
          "too large: "
              + bytes
              + " bytes of XMI, more than "
              + XMI_BYTES_PER_CHAR
              + " a char of --max-chars "
              + maxChars);
    }
  }

  /** The reason of a UTF-8 file longer than the limit, by its size or by a bounded decode. */
  public static TooLargeException tooLarge(long bytes, int maxChars) {
    return new TooLargeException(
        "too large: " + bytes + " bytes, more than --max-chars " + maxChars + " chars");
  }

  /** The size on disk of a {@code file:} resource, read from the file system; empty otherwise. */
  public static OptionalLong sizeOf(URI resource) throws IOException {
    if (!"file".equalsIgnoreCase(resource.getScheme())) {
      return OptionalLong.empty();
    }
    return OptionalLong.of(Files.size(Path.of(resource)));
  }
}
