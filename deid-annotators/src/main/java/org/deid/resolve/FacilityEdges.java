package org.deid.resolve;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.taxonomy.PhiSubtype;

/**
 * Where a hospital or an organisation ends when the CRF runs it on into what follows in a
 * letterhead: a department of it ("Hospital García Orcoyen Servicio de Pediatría", "Servicio
 * Castellano-Leonés de Salud Servicio de Oftalmología") is left out, as MEDDOCAN ends the facility
 * before it and marks no department; a second facility ("Hospital Universitario Puerto Real
 * Complejo Hospitalario de la Bahía", "Hospital Clínico Universidad de Chile y Hospital San José")
 * stands apart, as two PHI. A department's head opening the span is the facility's own name; heads
 * that also name one facility inside another ("Fundación", "Universidad": "Hospital Universitario
 * Fundación Jiménez Díaz", "Clínica Universidad de Navarra") cut nothing, nor does a second head
 * after words that leave a name open ("Fundación Hospital de Calahorra", "Complejo Hospitalario
 * Hospital General de Segovia").
 */
final class FacilityEdges {

  /** A department's head inside a facility's span: what follows is left out. */
  private static final Pattern DEPARTMENT =
      Pattern.compile("(?<=\\s)" + DepartmentOfAFacility.HEAD + "(?=[\\s\\p{L}])");

  /** A second facility's head inside a facility's span: a PHI of its own starts there. */
  private static final Pattern SECOND_FACILITY =
      Pattern.compile(
          "(?<=\\s)(?:Hospital|Complejo\\s+Hospitalario|Complexo\\s+Hospitalario|Asociaci[óo]n"
              + "|Associació)(?![\\p{L}])");

  /** What may stand between two facilities and belongs to neither: blanks, a comma, "y". */
  private static final Pattern JOINER = Pattern.compile("(?:[\\s,]|(?<![\\p{L}])[yi](?=\\s))+$");

  /**
   * The head that opens a facility's name when a second one follows it: two facilities named head
   * first ("Vall d'Hebron Hospital Universitari" is one, its head last).
   */
  private static final Pattern HEAD_FIRST =
      Pattern.compile(
          "(?:Hospital|Complejo|Complexo|Cl[íi]nica|Centro|Centre|Instituto|Institut|Fundaci[óo]n?"
              + "|Asociaci[óo]n?|Associació|Servicio|Servei|Consorcio|Consorci|Sanatorio"
              + "|Policl[íi]nica|Mutua|Universidad|Universitat)(?![\\p{L}])");

  /** Words that open a facility's name and leave it open: a second head after them continues it. */
  private static final Set<String> OPEN_HEADS =
      Set.of(
          "Hospital",
          "Hospitalario",
          "Hospitalari",
          "Complejo",
          "Complexo",
          "Fundación",
          "Fundació",
          "Consorcio",
          "Consorci",
          "de",
          "del",
          "la",
          "los",
          "las");

  private FacilityEdges() {}

  /** Whether a resolved span is a hospital or an organisation by its most trusted supporter. */
  static boolean isFacility(ResolvedSpan span) {
    for (Vote vote : span.decision().supporters()) {
      String subtype = vote.candidate().getSubtype();
      if (subtype != null && !subtype.isEmpty()) {
        return PhiSubtype.HOSPITAL.name().equals(subtype)
            || PhiSubtype.ORGANIZATION.name().equals(subtype);
      }
    }
    return false;
  }

  /**
   * The pieces of a facility's span {@code [begin, end)} as {@code {begin, end}} pairs: the span
   * less a department after its name, cut before each second facility.
   */
  static List<int[]> pieces(String text, int begin, int end) {
    Matcher department = DEPARTMENT.matcher(text).region(begin, end);
    int last = department.find() ? department.start() : end;
    List<int[]> pieces = new ArrayList<>(2);
    int from = begin;
    Matcher second = SECOND_FACILITY.matcher(text).region(begin, last);
    while (second.find()) {
      if (second.start() <= from || !namesAFacility(text, from, second.start())) {
        continue;
      }
      addTrimmed(text, from, second.start(), pieces);
      from = second.start();
    }
    addTrimmed(text, from, last, pieces);
    return pieces;
  }

  /**
   * Whether the words from {@code begin} to {@code end} name a facility before a second head: two
   * words at least, opening with a facility's head, the last no head or particle of a name that
   * goes on ("Fundación Hospital de Calahorra", "Complejo Hospitalario Hospital General de
   * Segovia", "Plan de Salud del Hospital Italiano" are one).
   */
  private static boolean namesAFacility(String text, int begin, int end) {
    List<String> words = new ArrayList<>(SpanWords.of(text.substring(begin, end)));
    while (!words.isEmpty() && JOINER.matcher(" " + words.get(words.size() - 1)).matches()) {
      words.remove(words.size() - 1); // "... de Chile y": the joiner belongs to neither
    }
    return words.size() >= 2
        && HEAD_FIRST.matcher(text).region(begin, end).lookingAt()
        && !OPEN_HEADS.contains(words.get(words.size() - 1));
  }

  private static void addTrimmed(String text, int begin, int end, List<int[]> pieces) {
    Matcher joiner = JOINER.matcher(text).region(begin, end);
    int e = joiner.find() ? joiner.start() : end;
    if (e > begin) {
      pieces.add(new int[] {begin, e});
    }
  }
}
