package org.deid.synth;

import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * The placeholders of the template language. Entities (the patient, staff member #2, place #1,
 * hospital #1, identifiers) are drawn once per document and keep their value wherever the same
 * placeholder and index appear; other placeholders draw anew at each use unless an index is given.
 */
enum Placeholder {
  /**
   * The patient's name, in a random format; argument full, first, last, initial, initials, comma
   * (surnames, comma, first name: {@code GARCÍA LÓPEZ, Ana}) or caps (initial and surnames in
   * capitals, as staff lists write them: {@code J.-P. LEROUX}, {@code A. GARCÍA LÓPEZ}).
   */
  PATIENT_NAME(Arguments.NAME),
  /** The patient's first name alone. */
  PATIENT_FIRST_NAME(Arguments.NONE),
  /** The patient's last name alone. */
  PATIENT_LAST_NAME(Arguments.NONE),
  /** A staff member's name (index: which one). */
  STAFF_NAME(Arguments.NAME),
  /** A staff member's last name alone. */
  STAFF_LAST_NAME(Arguments.NONE),
  /** A relative's name (index: which one). */
  RELATIVE_NAME(Arguments.NAME),
  /** Another person's name (a neighbour, a hospital's namesake). */
  OTHER_NAME(Arguments.NAME),
  /** A word for a relative: madre, hijo, épouse (gold only where the scheme marks it). */
  KIN(Arguments.NONE),
  /** The patient's title, by gender: M., Madame, Sr., Dña. Not PHI. */
  PATIENT_TITLE(Arguments.NONE),
  /** A staff member's title agreeing with their gender: Dr./Dra., Dr/Dr (index: which one). */
  STAFF_TITLE(Arguments.NONE),
  /** {@code {G:masculine|feminine}}: the form agreeing with the patient's gender. Not PHI. */
  G(arg -> arg.indexOf('|') > 0 && arg.indexOf('|') == arg.lastIndexOf('|')),
  /** The patient's sex: letter or word; ca, gl: the Catalan or Galician word (home, muller). */
  SEX(Arguments.oneOf("letter", "word", "ca", "gl")),
  /**
   * The patient's age with its unit ({@code 64 ans}, {@code 64 años}); bare: the number; short:
   * {@code 64 a.}; ca, gl: {@code 64 anys}, {@code 64 anos}.
   */
  AGE(Arguments.oneOf("bare", "short", "ca", "gl")),
  /** A relative's age with its unit: MEDDOCAN marks it as the relative's. */
  RELATIVE_AGE(Arguments.NONE),
  /**
   * A date near the note's date, in a random format or the one named: numeric, spelled, short,
   * month, year, compact ({@code 12janv}, {@code mars1998}), partial ({@code 3/4}), yy ({@code
   * 92}).
   */
  DATE(Arguments.DATE),
  /** The patient's date of birth. */
  BIRTH_DATE(Arguments.DATE),
  /** A time of day. Not PHI. */
  TIME(Arguments.NONE),
  /** {@code {NUMBER:10-200}}: an integer in the range. Not PHI. */
  NUMBER(Arguments.RANGE),
  /** {@code {DECIMAL:3.5-5.2}}: a decimal in the range, as many decimals as the bounds. Not PHI. */
  DECIMAL(Arguments.RANGE),
  /** A telephone number in one of the national spellings. */
  PHONE(Arguments.NONE),
  /** A fax number. */
  FAX(Arguments.NONE),
  /** An e-mail address made from a name: staff (default), patient, relative or service. */
  EMAIL(Arguments.oneOf("staff", "patient", "relative", "service")),
  /** A web address. */
  URL(Arguments.NONE),
  /**
   * A street address of a place (index: which place; place 1 is the patient's home); words: its
   * number written in words in French ({@code douze rue des Lilas}).
   */
  STREET(Arguments.oneOf("words")),
  /** The postal code of a place, consistent with its city where known. */
  ZIP(Arguments.NONE),
  /** The city of a place. */
  CITY(Arguments.NONE),
  /** The region or province of a place. */
  REGION(Arguments.NONE),
  /** The country of a place. */
  COUNTRY(Arguments.NONE),
  /**
   * A hospital or health centre; bare: a hospital named by its proper name alone, as notes do
   * ({@code transféré à Lariboisière}, {@code derivado a La Paz}; list {@code hospital-bare}).
   */
  HOSPITAL(Arguments.oneOf("bare")),
  /** A named or numbered unit (unité Charcot, chambre 214); specialties are not PHI. */
  DEPARTMENT(Arguments.NONE),
  /** An occupation. */
  PROFESSION(Arguments.NONE),
  /** French patient identifier (IPP). */
  IPP(Arguments.NONE),
  /** French stay identifier (NDA). */
  NDA(Arguments.NONE),
  /** French social security number (NIR) with its key. */
  NIR(Arguments.NONE),
  /** French practitioner number (RPPS, Luhn). */
  RPPS(Arguments.NONE),
  /** Spanish clinical record number (NHC). */
  NHC(Arguments.NONE),
  /** Spanish social security number (NASS) with its control digits. */
  NASS(Arguments.NONE),
  /** Spanish DNI or NIE with its letter. */
  DNI(Arguments.NONE),
  /** Spanish physician's registration number (número de colegiado). */
  COLEGIADO(Arguments.NONE),
  /**
   * A Spanish regional health-card number of the patient (PATIENT_ID) in a region's format: cat
   * (CIP), tsi, nuhsa, sip, cipa, tis, cipna; none: a region at random. Letters come from the
   * patient's surnames and digits from the birth date where the real format does so.
   */
  CIP(Arguments.oneOf(HealthCards.VARIANTS)),
  /**
   * A Spanish encounter number (VISIT_ID): peticion (lab request), muestra (sample), biopsia,
   * estudio (imaging study), episodio; none: any.
   */
  EPISODIO(Arguments.oneOf("peticion", "muestra", "biopsia", "estudio", "episodio")),
  /** A private insurance member number (HEALTH_PLAN). */
  ASEGURADO(Arguments.NONE),
  /**
   * An organisation that is not a care facility: health service, council, school; insurer: a health
   * insurer or mutual.
   */
  INSTITUTION(Arguments.oneOf("insurer"));

  private final Predicate<String> accepts;

  Placeholder(Predicate<String> accepts) {
    this.accepts = accepts;
  }

  /** Whether the argument (empty when none) is valid for this placeholder. */
  boolean accepts(String argument) {
    return argument.isEmpty() ? this != G && this != NUMBER && this != DECIMAL : test(argument);
  }

  private boolean test(String argument) {
    return accepts.test(argument);
  }

  /** Predicates over placeholder arguments. */
  private static final class Arguments {
    static final Predicate<String> NONE = arg -> false;
    static final Predicate<String> NAME =
        oneOf("full", "first", "last", "initial", "initials", "comma", "caps");
    static final Predicate<String> DATE =
        oneOf("numeric", "spelled", "short", "month", "year", "compact", "partial", "yy", "past");
    static final Pattern RANGE_PATTERN = Pattern.compile("\\d+(\\.\\d+)?-\\d+(\\.\\d+)?");
    static final Predicate<String> RANGE = arg -> RANGE_PATTERN.matcher(arg).matches();

    static Predicate<String> oneOf(String... values) {
      return oneOf(Set.of(values));
    }

    static Predicate<String> oneOf(Set<String> set) {
      return set::contains;
    }

    private Arguments() {}
  }
}
