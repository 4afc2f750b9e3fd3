package org.deid.pipeline;

import java.util.List;

/**
 * What a run did: every document read is either written out or set aside with a reason.
 *
 * @param documentsIn documents the reader offered
 * @param documentsOut documents processed and written
 * @param setAside documents that could not be processed, with the reason
 */
public record RunSummary(int documentsIn, int documentsOut, List<SetAsideDocument> setAside) {

  /** Checks the accounting: documents in = documents out + documents set aside. */
  public RunSummary {
    setAside = List.copyOf(setAside);
    if (documentsIn != documentsOut + setAside.size()) {
      throw new IllegalStateException(
          "Lost documents: "
              + documentsIn
              + " in, "
              + documentsOut
              + " out, "
              + setAside.size()
              + " set aside");
    }
  }

  /**
   * A document that was set aside.
   *
   * @param document the document's id (file name), or its position when the reader failed
   * @param reason why, without any of the document's text
   */
  public record SetAsideDocument(String document, String reason) {}
}
