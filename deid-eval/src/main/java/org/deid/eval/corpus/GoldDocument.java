package org.deid.eval.corpus;

import java.util.List;
import java.util.Objects;
import org.deid.eval.PhiSpan;

/**
 * A document as read from a corpus folder: its id, its text and the PHI spans annotated on it,
 * labelled at the comparison level.
 *
 * @param id document id: the file's path inside its folder, without extension
 * @param text the original text
 * @param spans the annotated PHI spans
 */
public record GoldDocument(String id, String text, List<PhiSpan> spans) {

  /** Copies the span list. */
  public GoldDocument {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(text, "text");
    spans = List.copyOf(spans);
  }
}
