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

  private StrictUtf8() {}

  /** Reads and decodes the whole stream, closing it. */
  public static String read(InputStream in) throws IOException {
    byte[] bytes;
    try (in) {
      bytes = in.readAllBytes();
    }
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer input = ByteBuffer.wrap(bytes);
    CharBuffer output = CharBuffer.allocate(bytes.length);
    CoderResult result = decoder.decode(input, output, true);
    if (!result.isError()) {
      result = decoder.flush(output);
    }
    if (result.isError()) {
      throw new MalformedDocumentException(input.position());
    }
    return output.flip().toString();
  }
}
