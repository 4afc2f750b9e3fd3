package org.deid.pipeline.run;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * What a run has finished, kept where its outputs are so that a run killed at any point and started
 * again skips exactly the documents already written or set aside. A document is recorded only after
 * its outputs are written: a document killed mid-write is processed again and its outputs, keyed by
 * its id, overwritten.
 */
public interface RunCheckpoint extends AutoCloseable {

  /** The outcome an earlier run recorded for the document of this key, if any. */
  Optional<DocumentOutcome> outcome(String key);

  /** Records a finished document; durable once it returns (a kill -9 afterwards keeps it). */
  void record(DocumentOutcome outcome) throws IOException;

  /** Every outcome recorded, by this run and earlier ones, in the order recorded. */
  List<DocumentOutcome> outcomes();

  /** Marks the collection finished. */
  void complete() throws IOException;

  @Override
  void close() throws IOException;

  /** A checkpoint that remembers nothing: every run starts from the first document. */
  static RunCheckpoint none() {
    return new RunCheckpoint() {
      private final List<DocumentOutcome> recorded =
          Collections.synchronizedList(new ArrayList<>());

      @Override
      public Optional<DocumentOutcome> outcome(String key) {
        return Optional.empty();
      }

      @Override
      public void record(DocumentOutcome outcome) {
        recorded.add(outcome);
      }

      @Override
      public List<DocumentOutcome> outcomes() {
        return List.copyOf(recorded);
      }

      @Override
      public void complete() {}

      @Override
      public void close() {}
    };
  }
}
