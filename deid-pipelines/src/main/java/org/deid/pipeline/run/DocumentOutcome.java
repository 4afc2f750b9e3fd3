package org.deid.pipeline.run;

/**
 * What became of one document of a run.
 *
 * @param key the document's key in the store (a hash of its path, or its database id): what a
 *     resumed run skips by
 * @param id the stable id logs and reports name the document by (position and a hash of its name,
 *     or its database id), never a name that may hold PHI
 * @param name the document's name in its store, or empty unless names were asked for
 * @param reason why it was set aside, or empty when it was written
 * @param content a hash of the document's text ({@link #UNREADABLE} when it could not be read), by
 *     which a resumed run sees the document changed; empty when not known
 */
public record DocumentOutcome(String key, String id, String name, String reason, String content) {

  /** The content of a document that could not be read. */
  public static final String UNREADABLE = "-";

  /** Checks no field is null and none holds a tab or a line break (they are TSV cells). */
  public DocumentOutcome {
    for (String field : new String[] {key, id, name, reason, content}) {
      if (field == null) {
        throw new IllegalArgumentException("A document outcome's fields may be empty, not null");
      }
    }
    name = name.replaceAll("[\t\r\n]", " ");
    reason = reason.replaceAll("[\t\r\n]", " ");
  }

  /** An outcome whose content is not known (a database row, whose target row is the record). */
  public DocumentOutcome(String key, String id, String name, String reason) {
    this(key, id, name, reason, "");
  }

  /** Whether the document was written (rather than set aside). */
  public boolean written() {
    return reason.isEmpty();
  }

  /**
   * Whether the document now read, of this content, differs from the one this outcome records: a
   * changed text, or a text now readable that was not. An outcome of unknown content (recorded by
   * an earlier version, or by a store that keeps none) never differs.
   */
  public boolean changedTo(String current) {
    return !content.isEmpty() && !content.equals(current);
  }
}
