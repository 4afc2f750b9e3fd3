package org.deid.taxonomy;

/** Second level of the PHI taxonomy; each subtype belongs to exactly one {@link PhiCategory}. */
public enum PhiSubtype {
  /** A first (given) name. */
  FIRST_NAME(PhiCategory.NAME),
  /** A last (family) name. */
  LAST_NAME(PhiCategory.NAME),
  /** A name whose parts are not told apart, or a full name. */
  FULL_NAME(PhiCategory.NAME),

  /** An occupation. */
  PROFESSION(PhiCategory.PROFESSION),

  /** A street address: number, street type and name. */
  STREET(PhiCategory.LOCATION),
  /** A city, town or municipality. */
  CITY(PhiCategory.LOCATION),
  /** A postal code. */
  ZIP(PhiCategory.LOCATION),
  /** A region, province, department or autonomous community. */
  REGION(PhiCategory.LOCATION),
  /** A country. */
  COUNTRY(PhiCategory.LOCATION),
  /** A hospital, clinic or health centre. */
  HOSPITAL(PhiCategory.LOCATION),
  /** An organisation or institution other than a care facility. */
  ORGANIZATION(PhiCategory.LOCATION),
  /** A department, ward, service or room. */
  DEPARTMENT(PhiCategory.LOCATION),
  /** Any other place (locality, building, landmark). */
  LOCATION_OTHER(PhiCategory.LOCATION),

  /** An age. */
  AGE(PhiCategory.AGE),

  /** A date other than a birth date. */
  DATE(PhiCategory.DATE),
  /** A date of birth. */
  BIRTH_DATE(PhiCategory.DATE),

  /** A telephone number. */
  PHONE(PhiCategory.CONTACT),
  /** A fax number. */
  FAX(PhiCategory.CONTACT),
  /** An e-mail address. */
  EMAIL(PhiCategory.CONTACT),
  /** A web address. */
  URL(PhiCategory.CONTACT),
  /** An IPv4 or IPv6 address. */
  IP_ADDRESS(PhiCategory.CONTACT),
  /** A MAC address. */
  MAC_ADDRESS(PhiCategory.CONTACT),

  /** A social security number: French NIR, Spanish NSS/NASS. */
  SOCIAL_SECURITY(PhiCategory.ID),
  /** A national identity number: Spanish DNI/NIE, passport. */
  NATIONAL_ID(PhiCategory.ID),
  /** A patient identifier: IPP, NHC, medical record number. */
  PATIENT_ID(PhiCategory.ID),
  /** A visit or stay identifier: NDA, episode number. */
  VISIT_ID(PhiCategory.ID),
  /** A health-plan or insurance beneficiary number (TSI/CIP, mutuelle). */
  HEALTH_PLAN(PhiCategory.ID),
  /** A professional license: RPPS, ADELI, número de colegiado. */
  LICENSE(PhiCategory.ID),
  /** An employee number of a staff member. */
  EMPLOYEE(PhiCategory.ID),
  /** A bank account or card number (IBAN included). */
  ACCOUNT(PhiCategory.ID),
  /** A device identifier or serial number. */
  DEVICE(PhiCategory.ID),
  /** A vehicle identifier or licence plate. */
  VEHICLE(PhiCategory.ID),
  /** A biometric identifier. */
  BIOMETRIC(PhiCategory.ID),
  /** Any other identifying number. */
  ID_OTHER(PhiCategory.ID),

  /** The sex of the patient. */
  SEX(PhiCategory.SEX),

  /** Other identifying information about the patient. */
  OTHER(PhiCategory.OTHER);

  private final PhiCategory category;

  PhiSubtype(PhiCategory category) {
    this.category = category;
  }

  /** The category this subtype belongs to. */
  public PhiCategory category() {
    return category;
  }
}
