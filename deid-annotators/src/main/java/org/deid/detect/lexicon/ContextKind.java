package org.deid.detect.lexicon;

/** The kinds of context word a language's {@code context.tsv} lists. */
public enum ContextKind {
  /** A courtesy title before a name: Mme, Sr., Dña. */
  TITLE,
  /** A title or label that names a member of staff: Dr, Pr, Médico. */
  STAFF_TITLE,
  /** A label whose next words are a name: Nombre, Apellidos, Prénom. */
  NAME_CUE,
  /** A word before a place name: en, à, Localidad. */
  LOCATION_CUE,
  /** A word that makes the next name an eponym: maladie de, síndrome de. */
  EPONYM_CUE,
  /** A word that opens a hospital's name: Hôpital, Clínica, CHU. */
  HOSPITAL_HEAD,
  /** A street type that opens an address: rue, calle, avenida. */
  STREET_HEAD,
  /** A lower-case word that may sit inside a name: de, del, van, y. */
  PARTICLE
}
