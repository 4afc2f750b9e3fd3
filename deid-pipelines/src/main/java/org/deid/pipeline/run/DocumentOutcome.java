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
 */
public record DocumentOutcome(String key, String id, String name, String reason) {

  /** Checks no field is null and none holds a tab or a line break (they are TSV cells). */
  public DocumentOutcome {
    for (String field : new String[] {key, id, name, reason}) {
      if (field == null) {
        throw new IllegalArgumentException("A document outcome's fields may be empty, not null");
      }
    }
    name = name.replaceAll("[\t\r\n]", " ");
    reason = reason.replaceAll("[\t\r\n]", " ");
  }

  /** Whether the document was written (rather than set aside). */
  public boolean written() {
    return reason.isEmpty();
  }
}
