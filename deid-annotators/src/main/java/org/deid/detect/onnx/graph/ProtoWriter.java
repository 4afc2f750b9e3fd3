package org.deid.detect.onnx.graph;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The protobuf wire format, as much of it as an ONNX model needs: varints, 32-bit floats and
 * length-delimited fields. Enough to write a model without a protobuf dependency.
 */
final class ProtoWriter {

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();

  /** Writes a varint field (int32, int64, enum). */
  ProtoWriter varint(int field, long value) {
    tag(field, 0);
    rawVarint(value);
    return this;
  }

  /** Writes a 32-bit float field. */
  ProtoWriter float32(int field, float value) {
    tag(field, 5);
    int bits = Float.floatToIntBits(value);
    for (int i = 0; i < 4; i++) {
      out.write(bits >>> (8 * i));
    }
    return this;
  }

  /** Writes a string field (UTF-8). */
  ProtoWriter string(int field, String value) {
    return bytes(field, value.getBytes(StandardCharsets.UTF_8));
  }

  /** Writes a nested message field. */
  ProtoWriter message(int field, ProtoWriter message) {
    return bytes(field, message.toByteArray());
  }

  /** Writes a length-delimited bytes field. */
  ProtoWriter bytes(int field, byte[] value) {
    tag(field, 2);
    rawVarint(value.length);
    out.writeBytes(value);
    return this;
  }

  /** Writes a packed repeated varint field. */
  ProtoWriter packedVarints(int field, long[] values) {
    ProtoWriter packed = new ProtoWriter();
    for (long value : values) {
      packed.rawVarint(value);
    }
    return bytes(field, packed.toByteArray());
  }

  /** The bytes written so far. */
  byte[] toByteArray() {
    return out.toByteArray();
  }

  private void tag(int field, int wireType) {
    rawVarint(((long) field << 3) | wireType);
  }

  private void rawVarint(long value) {
    long v = value;
    while ((v & ~0x7FL) != 0) {
      out.write((int) ((v & 0x7F) | 0x80));
      v >>>= 7;
    }
    out.write((int) v);
  }
}
