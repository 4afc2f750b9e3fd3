package org.deid.variants;

import java.util.SplittableRandom;
import org.deid.io.markup.MarkedDocument;

/**
 * One layout that exports give notes (digits one per box, pipe dates, capitals, ...). A family
 * rewrites a gold note into that layout and carries every gold span to its new offsets, each span
 * covering the rewritten form of its PHI.
 */
public interface FormatFamily {

  /** The name given to {@code deid variants --family}. */
  String name();

  /** One line showing what the family does, for help and documentation. */
  String example();

  /**
   * Rewrites one note.
   *
   * @param note the gold note, spans in text order
   * @param context the note's language and the meaning of its labels
   * @param random the draws of this note and family (same seed, same output)
   */
  MarkedDocument apply(MarkedDocument note, VariantContext context, SplittableRandom random);
}
