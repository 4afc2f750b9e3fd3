package org.deid.taxonomy;

/** Whose name a NAME is: the role decides how a surrogate is chosen and how a name is scored. */
public enum NameRole {
  /** The patient. */
  PATIENT,
  /** A member of staff: physician, nurse, secretary. */
  STAFF,
  /** A relative or friend of the patient. */
  RELATIVE,
  /** Anyone else. */
  OTHER
}
