package org.deid.substitute;

import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;
import org.deid.detect.lexicon.TextFolding;
import org.deid.substitute.surrogate.DateReader;
import org.deid.taxonomy.CivilityTitles;
import org.deid.taxonomy.NameRole;
import org.deid.taxonomy.PhiCategory;
import org.deid.taxonomy.PhiSubtype;
import org.deid.type.Phi;

/**
 * Who a note is about, for the patient scope: an identifier of the patient (a patient ID, then a
 * social-security number, then a national ID), else the patient's name together with the birth
 * date, else nobody. The identity is normalised so that one patient written two ways is one
 * patient: "IPP 80 12 34 56" and "IPP 80123456", a NIR with or without its key, "Jean DUPONT" and
 * "Dupont Jean" born "12/03/1985" or "12 mars 1985". It is PHI: it keys draws and digests, and is
 * never written or logged ({@link #toString} does not show it).
 *
 * <p>A name alone is no identity: a hospital has many patients called Martin or García, and a note
 * often names its patient partly ("M. Dupont"), so a name-only key would join different patients
 * under one date offset and one LDP noise stream, which the patient scope must never share. A note
 * without an identity gets keys of its own instead: its notes are not linked, but no patient's
 * noise is shared with another's.
 */
public final class PatientIdentity {

  /** What identified the patient, as the substitution summary records it. */
  public enum Basis {
    /** A patient ID, a social-security number or a national ID of the patient. */
    IDENTIFIER("identifier"),
    /** The patient's name together with the birth date. */
    NAME_AND_BIRTH_DATE("name and birth date"),
    /** Nothing: the note's keys are its own. */
    NONE("none");

    private final String label;

    Basis(String label) {
      this.label = label;
    }

    /** The label the substitution summary records. */
    public String label() {
      return label;
    }
  }

  /** The identifiers that name a patient, the most stable first. */
  private static final List<PhiSubtype> IDENTIFIERS =
      List.of(PhiSubtype.PATIENT_ID, PhiSubtype.SOCIAL_SECURITY, PhiSubtype.NATIONAL_ID);

  /** Digits of a French NIR without its two-digit key (the key is often left out). */
  private static final int NIR_WITHOUT_KEY = 13;

  private static final PatientIdentity NOBODY = new PatientIdentity(Basis.NONE, "");

  private final Basis basis;
  private final String value;

  private PatientIdentity(Basis basis, String value) {
    this.basis = basis;
    this.value = value;
  }

  /**
   * The patient of a note from its resolved PHI, in text order.
   *
   * @param language the note's language, to read the birth date
   */
  public static PatientIdentity of(List<Phi> resolved, String language) {
    for (PhiSubtype wanted : IDENTIFIERS) {
      for (Phi phi : resolved) {
        if (wanted.name().equals(phi.getSubtype()) && isThePatients(phi)) {
          String identifier = normalisedIdentifier(wanted, phi.getCoveredText());
          if (!identifier.isEmpty()) {
            return new PatientIdentity(Basis.IDENTIFIER, wanted.name() + ':' + identifier);
          }
        }
      }
    }
    Optional<LocalDate> birth = birthDate(resolved, language);
    if (birth.isEmpty()) {
      return NOBODY;
    }
    TreeSet<String> words = new TreeSet<>();
    for (Phi phi : resolved) {
      if (PhiCategory.NAME.name().equals(phi.getCategory())
          && NameRole.PATIENT.name().equals(phi.getRole())) {
        words.addAll(nameWords(phi.getCoveredText()));
      }
    }
    return words.isEmpty()
        ? NOBODY
        : new PatientIdentity(
            Basis.NAME_AND_BIRTH_DATE, String.join(" ", words) + '|' + birth.get());
  }

  /** What identified the patient. */
  public Basis basis() {
    return basis;
  }

  /** Whether the note has a patient identity. */
  public boolean isKnown() {
    return basis != Basis.NONE;
  }

  /** The normalised identity (PHI: a key's input only); empty when unknown. */
  public String value() {
    return value;
  }

  /** The basis only: the identity itself is PHI. */
  @Override
  public String toString() {
    return "PatientIdentity[" + basis.label() + "]";
  }

  /** An identifier of no role, or of the patient's: not a relative's national ID. */
  private static boolean isThePatients(Phi phi) {
    String role = phi.getRole();
    return role == null || role.isEmpty() || NameRole.PATIENT.name().equals(role);
  }

  /** Letters and digits, lower-cased; a French NIR without its key. */
  static String normalisedIdentifier(PhiSubtype subtype, String text) {
    String compact = text.replaceAll("[^\\p{L}\\p{N}]", "").toLowerCase(Locale.ROOT);
    if (subtype == PhiSubtype.SOCIAL_SECURITY
        && compact.matches("[1-478]\\d{4}(?:\\d{2}|2[ab])\\d{6}(?:\\d{2})?")) {
      return compact.substring(0, NIR_WITHOUT_KEY);
    }
    return compact;
  }

  /** The first birth date of the note that reads as a whole date. */
  private static Optional<LocalDate> birthDate(List<Phi> resolved, String language) {
    for (Phi phi : resolved) {
      if (PhiSubtype.BIRTH_DATE.name().equals(phi.getSubtype())) {
        Optional<LocalDate> date = readDate(language, phi.getCoveredText());
        if (date.isPresent()) {
          return date;
        }
      }
    }
    return Optional.empty();
  }

  private static Optional<LocalDate> readDate(String language, String text) {
    try {
      return DateReader.read(language, text);
    } catch (IllegalArgumentException e) { // a language without date forms: no birth date
      return Optional.empty();
    }
  }

  /** A name's words, accents and case folded, civility titles and initials left out. */
  private static List<String> nameWords(String name) {
    return List.of(name.split("[^\\p{L}]+")).stream()
        .filter(word -> word.length() > 1 && !CivilityTitles.isTitle(word))
        .map(word -> TextFolding.key(word).toLowerCase(Locale.ROOT))
        .toList();
  }
}
