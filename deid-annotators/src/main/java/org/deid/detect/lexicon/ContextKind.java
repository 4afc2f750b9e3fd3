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
  /**
   * A word for a part of a town or a small settlement whose proper name follows: barrio, pedanía,
   * parroquia, quartier, hameau ("barrio de Repélega").
   */
  DISTRICT_HEAD,
  /** A street type that opens an address: rue, calle, avenida. */
  STREET_HEAD,
  /** A lower-case word that may sit inside a name: de, del, van, y. */
  PARTICLE,
  /** A label whose value is a sex: Sexe, Sexo, Genre ("Sexe : M." is a sex, not "Monsieur"). */
  SEX_LABEL,
  /** A label whose value is an occupation: profession, ocupación, oficio (may be several words). */
  PROFESSION_LABEL,
  /** A verb of working before "como", "comme": trabaja, travaillait, ejerce. */
  WORK_VERB,
  /** What links a verb of working to the occupation: como, comme, en tant que. */
  WORK_LINK,
  /** A word that says an occupation was held before: ancien, antigua, ex. */
  FORMER,
  /**
   * A copula or "antes" right before an occupation, which makes it a person's: es, era, fue, ha
   * sido ("su marido era estibador"); listed for Spanish only.
   */
  COPULA,
  /** Words after an occupation that say how it is held now: retraité, jubilado, en paro. */
  EMPLOYMENT_STATUS,
  /** A relative, whose occupation may follow in apposition: père, hija, marido, pai. */
  RELATIVE,
  /** The patient or a person, whose occupation may follow in apposition: patiente, mujer. */
  PERSON,
  /** A unit of age, after which an occupation may follow in apposition: ans, años, anys. */
  AGE_UNIT,
  /** A word after an occupation that makes it a role in the care: traitant, de garde, tratante. */
  CARE_ROLE,
  /** An adjective that stays inside an occupation: indépendante, autónomo, libéral. */
  PROFESSION_MODIFIER
}
