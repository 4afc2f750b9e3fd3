package org.deid.synth;

import java.util.List;

/**
 * A generated clinical note and its gold PHI, whose offsets were recorded while the text was
 * written.
 *
 * @param id the document id (language, number and template, e.g. {@code fr-00042-urgences})
 * @param template the name of the template the note was drawn from
 * @param text the note
 * @param spans the gold PHI in text order, never overlapping
 */
public record SyntheticNote(String id, String template, String text, List<GoldSpan> spans) {

  /** Copies the span list. */
  public SyntheticNote {
    spans = List.copyOf(spans);
  }
}
