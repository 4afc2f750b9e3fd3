package org.deid.detect.onnx.graph;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds a small ONNX model (opset 17) from Java: inputs, outputs, weights and nodes, written in
 * the field numbers of {@code onnx.proto}. Used by tests and by {@code deid bench} to make models
 * of a known behaviour or cost without downloading any.
 */
public final class OnnxGraph {

  /** ONNX element type of 32-bit floats. */
  public static final int FLOAT = 1;

  /** ONNX element type of 64-bit integers. */
  public static final int INT64 = 7;

  private static final int IR_VERSION = 8;
  private static final int OPSET = 17;

  private final List<ProtoWriter> nodes = new ArrayList<>();
  private final List<ProtoWriter> initializers = new ArrayList<>();
  private final List<ProtoWriter> inputs = new ArrayList<>();
  private final List<ProtoWriter> outputs = new ArrayList<>();
  private int counter;

  /**
   * Declares a graph input or output of the given element type; each dimension is a size or, when a
   * String, a symbolic name.
   */
  private static ProtoWriter valueInfo(String name, int elementType, Object... dims) {
    ProtoWriter shape = new ProtoWriter();
    for (Object dim : dims) {
      ProtoWriter dimension = new ProtoWriter();
      if (dim instanceof Number n) {
        dimension.varint(1, n.longValue());
      } else {
        dimension.string(2, dim.toString());
      }
      shape.message(1, dimension);
    }
    ProtoWriter tensorType = new ProtoWriter().varint(1, elementType).message(2, shape);
    ProtoWriter type = new ProtoWriter().message(1, tensorType);
    return new ProtoWriter().string(1, name).message(2, type);
  }

  /** Adds a graph input. */
  public OnnxGraph input(String name, int elementType, Object... dims) {
    inputs.add(valueInfo(name, elementType, dims));
    return this;
  }

  /** Adds a graph output. */
  public OnnxGraph output(String name, int elementType, Object... dims) {
    outputs.add(valueInfo(name, elementType, dims));
    return this;
  }

  /** Adds a float weight of the given shape (row-major values); returns its name. */
  public String floats(float[] values, long... dims) {
    String name = "w" + counter++;
    ByteBuffer raw = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
    raw.asFloatBuffer().put(values);
    initializers.add(
        new ProtoWriter()
            .packedVarints(1, dims)
            .varint(2, FLOAT)
            .string(8, name)
            .bytes(9, raw.array()));
    return name;
  }

  /** Adds an int64 constant of the given shape; returns its name. */
  public String longs(long[] values, long... dims) {
    String name = "c" + counter++;
    ByteBuffer raw = ByteBuffer.allocate(values.length * 8).order(ByteOrder.LITTLE_ENDIAN);
    raw.asLongBuffer().put(values);
    initializers.add(
        new ProtoWriter()
            .packedVarints(1, dims)
            .varint(2, INT64)
            .string(8, name)
            .bytes(9, raw.array()));
    return name;
  }

  /** Adds a node with one output named {@code output} (a fresh name when null); returns it. */
  public String node(String opType, String output, List<String> nodeInputs, Attribute... attrs) {
    String out = output != null ? output : "t" + counter++;
    ProtoWriter node = new ProtoWriter();
    for (String in : nodeInputs) {
      node.string(1, in);
    }
    node.string(2, out).string(3, "n" + counter++).string(4, opType);
    for (Attribute attribute : attrs) {
      node.message(5, attribute.proto());
    }
    nodes.add(node);
    return out;
  }

  /** Adds a node with a fresh output name. */
  public String node(String opType, String... nodeInputs) {
    return node(opType, null, List.of(nodeInputs));
  }

  /** The model's bytes. */
  public byte[] toByteArray() {
    ProtoWriter graph = new ProtoWriter();
    nodes.forEach(n -> graph.message(1, n));
    graph.string(2, "deid-synthetic");
    initializers.forEach(t -> graph.message(5, t));
    inputs.forEach(i -> graph.message(11, i));
    outputs.forEach(o -> graph.message(12, o));
    return new ProtoWriter()
        .varint(1, IR_VERSION)
        .string(2, "deid")
        .message(7, graph)
        .message(8, new ProtoWriter().string(1, "").varint(2, OPSET))
        .toByteArray();
  }

  /** Writes the model to a file. */
  public void write(Path file) throws IOException {
    Files.write(file, toByteArray());
  }

  /** A node attribute. */
  public record Attribute(ProtoWriter proto) {

    /** An integer attribute. */
    public static Attribute of(String name, long value) {
      return new Attribute(new ProtoWriter().string(1, name).varint(3, value).varint(20, 2));
    }

    /** A float attribute. */
    public static Attribute of(String name, float value) {
      return new Attribute(new ProtoWriter().string(1, name).float32(2, value).varint(20, 1));
    }

    /** An integer-list attribute. */
    public static Attribute ints(String name, long... values) {
      return new Attribute(
          new ProtoWriter().string(1, name).packedVarints(8, values).varint(20, 7));
    }
  }
}
