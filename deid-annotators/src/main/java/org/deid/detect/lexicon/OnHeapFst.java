package org.deid.detect.lexicon;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.apache.lucene.store.ByteArrayDataInput;
import org.apache.lucene.store.OutputStreamDataOutput;
import org.apache.lucene.util.fst.FST;
import org.apache.lucene.util.fst.FSTCompiler;
import org.apache.lucene.util.fst.Outputs;

/**
 * An automaton just compiled, moved into one byte array: the compiler's own store reads each byte
 * through a list of buffers, the array through an index, and the lexicon walks automata at every
 * token of every note.
 */
final class OnHeapFst {

  private OnHeapFst() {}

  /** The automaton the compiler holds, read back from its bytes into one array. */
  static <T> FST<T> of(FSTCompiler<T> compiler, Outputs<T> outputs) throws IOException {
    FST<T> compiled = FST.fromFSTReader(compiler.compile(), compiler.getFSTReader());
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    OutputStreamDataOutput out = new OutputStreamDataOutput(bytes);
    compiled.save(out, out);
    ByteArrayDataInput in = new ByteArrayDataInput(bytes.toByteArray());
    return new FST<>(FST.readMetadata(in, outputs), in);
  }
}
