package org.deid.io.markup;

import java.util.List;

/**
 * A note read from inline markup: its plain text and its spans in text order.
 *
 * @param text the text with the markup removed
 * @param spans the spans, by increasing offset; they never overlap
 */
public record MarkedDocument(String text, List<MarkedSpan> spans) {

  /** Copies the list of spans. */
  public MarkedDocument {
    spans = List.copyOf(spans);
  }

  /** The text a span covers. */
  public String covered(MarkedSpan span) {
    return text.substring(span.begin(), span.end());
  }
}
