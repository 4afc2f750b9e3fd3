package org.deid.taxonomy;

/**
 * Top level of the PHI taxonomy (after i2b2 2014, widened for France and Spain). Every detector,
 * label scheme and surrogate strategy speaks these categories.
 */
public enum PhiCategory {
  /** Names of people: patients, staff, relatives, others. */
  NAME,
  /** Occupations, which can identify a person in a small place. */
  PROFESSION,
  /** Streets, cities, zip codes, regions, countries, hospitals, organisations, departments. */
  LOCATION,
  /** Ages of people. */
  AGE,
  /** Calendar dates, birth dates included. */
  DATE,
  /** Phone and fax numbers, e-mail, URL, IP and MAC addresses. */
  CONTACT,
  /** Identifiers: social security, national ID, patient and visit numbers, licenses, accounts. */
  ID,
  /** Sex of the patient, where a scheme marks it (MEDDOCAN does). */
  SEX,
  /** Other identifying information about the patient (MEDDOCAN's OTROS_SUJETO_ASISTENCIA). */
  OTHER
}
