package org.deid.resolve;

import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.detect.lexicon.TextFolding;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence that a place is a hospital's department, named by its specialty: "Servicio de
 * Oftalmología", "Servicio de Medicina Interna", "Secció de Cirurgia Plàstica". A department names
 * no one's place of care beyond its hospital, which the letterhead names apart; MEDDOCAN marks none
 * (539 department heads in its train and dev text, none opening a gold span). A department's head
 * followed by any other word stands: a health body ("Unidad de Salud Mental de Mérida"), a town
 * ("Servicio de Oftalmología Medina del Campo"). The specialty alone after its head ("Servicio de
 * [Medicina Interna]", "Servicio de Anatomía [Patológica]") is the department too, and so is a day
 * unit ("ingresó en [Hospital] de [Día]"), which names no hospital (MEDDOCAN train and dev: no gold
 * span in "Hospital de Día"). A claim backed by a trigger stands.
 */
final class DepartmentOfAFacility implements NonPhiHeuristic {

  /**
   * A department's head and its preposition ("Servicio de", "Secció d'"), as a regular expression:
   * also where {@link FacilityEdges} cuts a department off the facility it follows.
   */
  static final String HEAD =
      "(?:Servicio|Servei|Servizo|Unidad|Unitat|Secci[óo]n?|Departamento|Departament)"
          + "\\s+(?:de|del|d['’])";

  /** A department's head and its preposition, opening the claim. */
  private static final Pattern DEPARTMENT_HEAD = Pattern.compile(HEAD + "\\s*");

  /** A department's head and its preposition, before a claim. */
  private static final Pattern HEAD_BEFORE = Pattern.compile(HEAD + "\\s*");

  /** A hospital's day unit ("Hospital de Día", "Hospital de Día de Oncología Médica"). */
  private static final Pattern DAY_UNIT = Pattern.compile("Hospital\\s+de\\s+D[íi]a(?!\\p{L})");

  /** The words of a department's name after its head, folded. */
  private static final Set<String> SPECIALTY_WORDS = WordLists.set("care-specialties.txt");

  /** Words that join a department's specialties: "Cirugía Oral y Maxilofacial". */
  private static final Set<String> JOINERS = Set.of("y", "i", "e", "de", "del", "la", "el", "l");

  @Override
  public Verdict judge(Claim claim) {
    if (!claim.is(PhiCategory.LOCATION) || claim.hasTrigger()) {
      return Verdict.NONE;
    }
    return Verdict.refutedIf(
        namesADepartment(claim.document(), claim.begin(), claim.end()),
        "a hospital's department, named by its specialty");
  }

  /**
   * Whether the span {@code [begin, end)} of a note names a department or a day unit: its head and
   * specialty, the specialty after its head, or words of "Hospital de Día".
   */
  static boolean namesADepartment(String document, int begin, int end) {
    return isDepartment(document.substring(begin, end))
        || endsADepartment(document, begin, end)
        || withinDayUnit(document, begin, end);
  }

  /**
   * Whether a claim ends a department whose head stands before it, the words between them and the
   * claim's own all specialties ("Servicio de [Medicina Interna]", "Servicio de Anatomía
   * [Patológica]").
   */
  private static boolean endsADepartment(String document, int begin, int end) {
    int from = Math.max(0, begin - 60);
    Matcher head = HEAD_BEFORE.matcher(document).region(from, begin);
    int headEnd = -1;
    while (head.find()) {
      headEnd = head.end();
    }
    return headEnd >= 0
        && namesASpecialty(document.substring(begin, end))
        && namesASpecialty(document.substring(headEnd, end));
  }

  /** Whether a claim lies within the words "Hospital de Día", which name a unit, not a hospital. */
  private static boolean withinDayUnit(String document, int begin, int end) {
    Matcher unit =
        DAY_UNIT
            .matcher(document)
            .region(Math.max(0, begin - 16), Math.min(document.length(), end + 16));
    while (unit.find()) {
      if (unit.start() <= begin && end <= unit.end()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a text is a department's head and specialty only: such a span is no piece of the street
   * or place beside it either ("Servicio de Medicina Interna Avda. Valdecilla").
   */
  static boolean isDepartment(String text) {
    Matcher head = DEPARTMENT_HEAD.matcher(text);
    return head.lookingAt() && namesASpecialty(text.substring(head.end()));
  }

  /** Whether the words are specialties and their joiners only, one specialty at least. */
  private static boolean namesASpecialty(String words) {
    List<String> list = SpanWords.of(words);
    boolean specialty = false;
    for (String word : list) {
      for (String part : word.split("[-/]")) {
        String key = TextFolding.key(part);
        if (SPECIALTY_WORDS.contains(key)) {
          specialty = true;
        } else if (!JOINERS.contains(key)) {
          return false;
        }
      }
    }
    return specialty;
  }
}
