package org.deid.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Reads a whole document as UTF-8 without ever replacing a malformed byte: a note in another
 * encoding must be set aside with a reason, not processed with its accents turned into U+FFFD.
 */
public final class StrictUtf8 {

  /** A document that is not valid UTF-8; the message names the byte offset, never the text. */
  public static final class MalformedDocumentException extends IOException {
    private static final long serialVersionUID = 1L;

    MalformedDocumentException(long byteOffset) {
      super("not valid UTF-8 (malformed bytes at byte offset " + byteOffset + ")");
    }
  }

  /** A document longer than the limit it was read with; found before it is held whole. */
  public static final class TooLongException extends IOException {
    private static final long serialVersionUID = 1L;

    TooLongException(int maxChars) {
      super("more than " + maxChars + " chars");
    }
  }

  /** Bytes decoded at a time; a byte gives at most one char, so a chunk's chars always fit. */
  private static final int CHUNK = 1 << 16;

  /** The longest string a JVM holds. */
  private static final int MAX_STRING = Integer.MAX_VALUE - 8;

  private StrictUtf8() {}

  /** Reads and decodes the whole stream, closing it. */
  public static String read(InputStream in) throws IOException {
    return read(in, MAX_STRING);
  }

  /**
   * Reads and decodes the stream, closing it, holding at most {@code maxChars} chars (and a chunk):
   * a longer document is a {@link TooLongException} once its first {@code maxChars + 1} chars are
   * decoded, whatever its size.
   */
  public static String read(InputStream in, int maxChars) throws IOException {
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer bytes = ByteBuffer.allocate(CHUNK);
    CharBuffer chars = CharBuffer.allocate(CHUNK);
    StringBuilder text = new StringBuilder();
    long consumed = 0; // bytes decoded before the buffer's first one
    try (in) {
      boolean end = false;
      while (!end) {
        int read = in.read(bytes.array(), bytes.position(), bytes.remaining());
        end = read < 0;
        bytes.position(bytes.position() + Math.max(read, 0));
        bytes.flip();
        CoderResult result = decoder.decode(bytes, chars, end);
        if (!result.isError() && end) {
          result = decoder.flush(chars);
        }
        if (result.isError()) {
          throw new MalformedDocumentException(consumed + bytes.position());
        }
        consumed += bytes.position();
        bytes.compact();
        text.append(chars.flip());
        chars.clear();
        if (text.length() > maxChars) {
          throw new TooLongException(maxChars);
        }
      }
    }
    return text.toString();
  }
}
