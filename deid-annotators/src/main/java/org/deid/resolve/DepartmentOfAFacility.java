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
 * ("Servicio de Oftalmología Medina del Campo"). A claim backed by a trigger stands.
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
        isDepartment(claim.text()), "a hospital's department, named by its specialty");
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
