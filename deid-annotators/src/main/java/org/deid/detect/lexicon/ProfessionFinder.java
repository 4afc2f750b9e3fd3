package org.deid.detect.lexicon;

import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.deid.segment.TokenKind;
import org.deid.taxonomy.PhiSubtype;

/**
 * Finds occupations with the language's profession list, the longest entry at each word
 * ("conducteur de locomotive", "camarera de pisos"), and weighs them by their context. The
 * annotation guide counts the occupation of the patient, a relative or another person, never the
 * role of the staff who write the note, so a hit is strong only where the context says whose it is:
 *
 * <ul>
 *   <li>a profession label before it ("Profession : ", "Ocupación:", "patient.profession=");
 *   <li>a verb of working before it ("travaille comme", "trabajó como", "trabaja de"), or after it
 *       ("Contador público, trabaja en");
 *   <li>a former or present status ("Ancien conducteur", "Antigua costurera", "enginyer jubilat",
 *       "albañil de profesión");
 *   <li>apposition after a relative ("père ingénieur", "su marido, minero") or after the patient
 *       ("Patiente aide à domicile", "Mujer de 31 años, camarera de pisos").
 * </ul>
 *
 * A capitalised occupation that opens a sentence or fills a table cell ("Couturière en atelier",
 * "Casada | Maestra de primaria") is likely; a lower-case hit in running text is weak. Occupations
 * of care staff and staff titles ("infirmière", "médico", "professeur") count only with the strong
 * contexts, and never when a care role follows ("médecin traitant", "enfermera de guardia").
 */
final class ProfessionFinder {

  /** What says an occupation is a person's, and the confidence it gives. */
  enum Evidence {
    /** A profession label before it: "Profession :", "Ocupación:", "patient.profession=". */
    LABEL(0.9),
    /** A profession label after it: "maçon de profession", "albañil de oficio". */
    LABEL_AFTER(0.9),
    /** A verb of working: "travaille comme", "trabajó como", "Contador público, trabaja en". */
    WORK(0.9),
    /** A former or present status: "Ancien", "Antigua", "jubilat", "en paro". */
    STATUS(0.85),
    /** A copula right before it: "su marido era estibador", "que es ganadero", "antes mecánico". */
    COPULA(0.85),
    /** Apposition to a relative: "père ingénieur", "su marido, minero". */
    RELATIVE(0.85),
    /** Right after the patient: "Patiente aide à domicile", "paciente comerciante". */
    PATIENT(0.8),
    /**
     * After a comma in the patient's clause, or right after an age: "Mujer de 31 años, camarera de
     * pisos", "La paciente, comerciante", "53 ans employé".
     */
    APPOSITION(0.75),
    /** A capitalised occupation opening a sentence: "Couturière en atelier de retouches." */
    SENTENCE_START(0.7),
    /** An occupation alone in a table cell: "Casada | Maestra de primaria | Católica". */
    CELL(0.68),
    /** After a comma that follows a capitalised name: "casado con María Pueyo, dependienta". */
    AFTER_NAME(0.67),
    /** In brackets after a capitalised name: "Ioana Popescu (cuidadora interna". */
    BRACKETS(0.66),
    /** Nothing: a bare occupation in running text, under the detector's default threshold. */
    NONE(0.4);

    final double confidence;

    Evidence(double confidence) {
      this.confidence = confidence;
    }

    /** Whether this evidence says whose occupation it is, as care staff's occupations need. */
    boolean attributes() {
      return confidence >= APPOSITION.confidence;
    }
  }

  /**
   * How many tokens back a comma's apposition may find its person or age: enough for a birthplace
   * between ("39 años, nacido en Thiès (Senegal), técnico de mantenimiento").
   */
  private static final int MAX_APPOSITION_GAP = 10;

  /** What follows the name of a field: a colon or an equals sign, a word or two away. */
  private static final Pattern FIELD_NAME = Pattern.compile("^[\\p{L} ]{0,20}?[:=]");

  /** An author of a reference: "Berger et al.". */
  private static final Pattern REFERENCE = Pattern.compile("^\\s+et\\s+al(?![\\p{L}])");

  private static final int WINDOW = 100;

  private final Pattern labelBefore;
  private final Pattern workBefore;
  private final Pattern formerBefore;
  private final Pattern copulaBefore;
  private final Pattern possessiveFormerBefore;
  private final Pattern statusAfter;
  private final Pattern labelAfter;
  private final Pattern workAfter;
  private final Pattern careRoleAfter;
  private final Pattern modifierAfter;
  private final Set<Evidence> trusted;

  /**
   * A finder over a language's lists and context words.
   *
   * @param trusted the kinds of evidence that make a candidate; an occupation with another kind
   *     only is weak ({@link Evidence#NONE})
   */
  ProfessionFinder(Gazetteer gazetteer, Set<Evidence> trusted) {
    this.trusted = Set.copyOf(trusted);
    String labels = alternation(gazetteer, ContextKind.PROFESSION_LABEL);
    String verbs = alternation(gazetteer, ContextKind.WORK_VERB);
    String links = alternation(gazetteer, ContextKind.WORK_LINK);
    String former = alternation(gazetteer, ContextKind.FORMER);
    String status = alternation(gazetteer, ContextKind.EMPLOYMENT_STATUS);
    // "Profession : ", "Profession du père : ", "de profesión ", "patient.profession=".
    labelBefore =
        Pattern.compile(
            "(?<![\\p{L}])(?:"
                + labels
                + ")(?:\\s+(?:du|de\\s+la|de\\s+l'|des|del|de|d')\\s*\\p{L}+)?[\\s:=;.|/\\-–]*$");
    // "trabajó durante años como ", "travaille comme ", "trabaja de ".
    workBefore =
        Pattern.compile(
            "(?<![\\p{L}])(?:"
                + verbs
                + ")(?:(?:\\s+[\\p{L}\\p{N}']+){0,4}?\\s+(?:"
                + links
                + ")|\\s+de)\\s*$");
    formerBefore = Pattern.compile("(?<![\\p{L}])(?:" + former + ")[\\s-]*$");
    String copulas = alternation(gazetteer, ContextKind.COPULA);
    copulaBefore =
        copulas.isEmpty() ? null : Pattern.compile("(?<![\\p{L}])(?:" + copulas + ")\\s+$");
    possessiveFormerBefore =
        Pattern.compile(
            "(?<![\\p{L}])(?:son|sa|ses|mon|ma|leur|notre|votre|le|la|l'|un|une|du|au|su|sus|mi|"
                + "el|una|del|al|o|a|seu|sua)\\s+(?:"
                + former
                + ")[\\s-]*$");
    statusAfter = Pattern.compile("^\\s*,?\\s*(?:" + status + ")(?![\\p{L}])");
    labelAfter = Pattern.compile("^\\s*,?\\s*de\\s+(?:" + labels + ")(?![\\p{L}])");
    workAfter = Pattern.compile("^\\s*,\\s*(?:" + verbs + ")(?![\\p{L}])");
    careRoleAfter =
        Pattern.compile(
            "^\\s*(?:" + alternation(gazetteer, ContextKind.CARE_ROLE) + ")(?![\\p{L}])");
    modifierAfter =
        Pattern.compile(
            "^\\s*(?:" + alternation(gazetteer, ContextKind.PROFESSION_MODIFIER) + ")(?![\\p{L}])");
  }

  /** The folded context words of a kind as a regex alternation, longest first. */
  private static String alternation(Gazetteer gazetteer, ContextKind kind) {
    return gazetteer.contextWords(kind).stream()
        .sorted(Comparator.comparingInt(String::length).reversed())
        .map(w -> Pattern.quote(w).replace(" ", "\\E\\s+\\Q"))
        .collect(Collectors.joining("|"));
  }

  /**
   * Adds the occupations of a document to {@code hits} and blocks the tokens of those at or above
   * {@code blockAbove} so that no name or place claims them.
   */
  void find(TokenText doc, boolean[] blocked, List<LexiconHit> hits, double blockAbove) {
    long[] flags = new long[1];
    int i = 0;
    while (i < doc.size()) {
      int last = free(doc, blocked, i, flags);
      if (last < 0) {
        i++;
        continue;
      }
      boolean care = (flags[0] & Gazetteer.CARE_PROFESSION) != 0;
      // "moniteur de ski et pisteur-secouriste": coordinated occupations make one.
      int and = last + 1;
      long[] more = new long[1];
      if (doc.isLowerCase(and)
          && (doc.word(and).equals("et") || doc.word(and).equals("y") || doc.word(and).equals("i"))
          && doc.isLowerCase(and + 1)) {
        int end = free(doc, blocked, and + 1, more);
        if (end > 0) {
          last = end;
          care &= (more[0] & Gazetteer.CARE_PROFESSION) != 0;
        }
      }
      int end = doc.token(last).end();
      Matcher modifier = modifierAfter.matcher(doc.folded(end, end + 40));
      if (modifier.find()) {
        end += modifier.end();
        while (last + 1 < doc.size() && doc.token(last + 1).end() <= end) {
          last++;
        }
        end = doc.token(last).end();
      }
      double confidence = confidence(doc, i, last, care);
      if (confidence > 0) {
        hits.add(
            new LexiconHit(doc.token(i).begin(), end, PhiSubtype.PROFESSION, null, confidence));
        if (confidence >= blockAbove) {
          for (int k = i; k <= last; k++) {
            blocked[k] = true;
          }
        }
        i = last + 1;
      } else {
        i++;
      }
    }
  }

  /** The last token of the longest occupation at token i whose tokens are all free, or -1. */
  private static int free(TokenText doc, boolean[] blocked, int i, long[] flags) {
    if (!doc.isWord(i) || blocked[i]) {
      return -1;
    }
    int last = doc.longestEntry(i, Gazetteer.PROFESSION | Gazetteer.CARE_PROFESSION, flags);
    for (int k = i; k <= last; k++) {
      if (blocked[k]) {
        return -1;
      }
    }
    if (last >= 0 && (flags[0] & Gazetteer.PROFESSION) != 0) {
      flags[0] &= ~Gazetteer.CARE_PROFESSION; // listed both ways: an ordinary occupation
    }
    return last;
  }

  /** The confidence of the occupation on tokens first..last, or 0 to drop it. */
  private double confidence(TokenText doc, int first, int last, boolean care) {
    Evidence evidence = evidence(doc, first, last, care);
    if (evidence != null && !trusted.contains(evidence)) {
      evidence = Evidence.NONE;
    }
    if (evidence == null || care && !evidence.attributes()) {
      return 0;
    }
    return evidence.confidence;
  }

  /** What says the occupation is a person's; {@link Evidence#NONE} if nothing, null to drop it. */
  private Evidence evidence(TokenText doc, int first, int last, boolean care) {
    int begin = doc.token(first).begin();
    int end = doc.token(last).end();
    String before = doc.folded(begin - WINDOW, begin);
    String after = doc.folded(end, end + WINDOW);
    if (careRoleAfter.matcher(after).find()) {
      return null; // "médecin traitant", "enfermera de guardia": a role in the care
    }
    boolean capitalised = doc.isCapitalised(first);
    boolean opens =
        doc.opensSentence(first)
            || doc.isPunctuation(first - 1, "(,=|;-–/")
            || isCellEdge(doc.text(), begin - 1, -1);
    if (labelBefore.matcher(before).find()) {
      return Evidence.LABEL;
    }
    if (capitalised && (doc.isAllCaps(first) || !opens)) {
      return null; // "M. BOULANGER", "Mme Boulanger", "Jean Berger": a surname
    }
    if (isNameAfter(doc, last) || REFERENCE.matcher(after).find()) {
      return null; // "Berger Jean", "Marin Dupont", "Berger et al.": a name
    }
    if (FIELD_NAME.matcher(after).find()) {
      return null; // "Alumno: Ștefan", "Secretaria tècnica: Núria": the name of a field
    }
    if (labelAfter.matcher(after).find()) {
      return Evidence.LABEL_AFTER; // "maçon de profession"
    }
    if (workBefore.matcher(before).find() || workAfter.matcher(after).find()) {
      return Evidence.WORK;
    }
    if (formerBefore.matcher(before).find()
            && !(care && possessiveFormerBefore.matcher(before).find())
        || statusAfter.matcher(after).find()) {
      return Evidence.STATUS;
    }
    if (copulaBefore != null && copulaBefore.matcher(before).find()) {
      return Evidence.COPULA;
    }
    Evidence apposition = apposition(doc, first);
    if (apposition != null) {
      return apposition;
    }
    if (capitalised && doc.opensSentence(first)) {
      return Evidence.SENTENCE_START;
    }
    if (isCell(doc, first, last)) {
      return Evidence.CELL;
    }
    return afterNameInBrackets(doc, first) ? Evidence.BRACKETS : Evidence.NONE;
  }

  /**
   * An occupation right after a relative or the patient, or after a comma or bracket that follows
   * one within a few tokens of the same sentence: "père ingénieur", "Padre sano, estibador",
   * "Patiente aide à domicile", "Mujer de 31 años, camarera de pisos", "DUBOIS Jérémy (conjoint,
   * fromager". Just before the occupation stands the relative, the patient, a comma, a bracket or a
   * capitalised name, never an article or a preposition ("chez le médecin"); after a comma that
   * follows a capitalised name, the occupation is likely the named person's. Null if none.
   */
  private static Evidence apposition(TokenText doc, int first) {
    int p = previous(doc, first);
    if (p < 0) {
      return null;
    }
    if (p == first - 1 && doc.sameLine(p)) {
      if (doc.is(ContextKind.RELATIVE, p)) {
        return Evidence.RELATIVE;
      }
      if (isPersonWord(doc, p)) {
        return Evidence.PATIENT;
      }
      if (isAge(doc, p)) {
        return Evidence.APPOSITION;
      }
    }
    if (!doc.isPunctuation(p, ",(:") && !doc.isCapitalised(p)) {
      return null;
    }
    boolean comma = doc.isPunctuation(p, ",(:");
    if (comma && isAge(doc, previous(doc, p))) {
      return Evidence.APPOSITION; // "Mujer de 31 años, camarera de pisos"
    }
    for (int k = 0, q = p; k < MAX_APPOSITION_GAP && q >= 0; k++, q = previous(doc, q)) {
      if (doc.isPunctuation(q, ".;!?")) {
        break; // the clause starts here
      }
      if (doc.is(ContextKind.RELATIVE, q)) {
        return Evidence.RELATIVE;
      }
      if (comma && (isPersonWord(doc, q) || isAge(doc, q))) {
        return Evidence
            .APPOSITION; // "La paciente, comerciante", "35 años, natural de Lucena, maestra"
      }
    }
    boolean afterName =
        doc.isPunctuation(p, ",") && doc.isCapitalised(p - 1) && !doc.opensSentence(p - 1);
    return afterName ? Evidence.AFTER_NAME : null;
  }

  /** A capitalised word after the occupation, one space away on its line: a name goes on. */
  private static boolean isNameAfter(TokenText doc, int last) {
    return doc.isCapitalised(last + 1)
        && doc.sameLine(last)
        && doc.token(last + 1).begin() - doc.token(last).end() == 1
        && doc.text().charAt(doc.token(last).end()) == ' ';
  }

  /** "Ioana Popescu (cuidadora interna": an occupation in brackets after a capitalised name. */
  private static boolean afterNameInBrackets(TokenText doc, int first) {
    int p = previous(doc, first);
    return doc.isPunctuation(p, "(") && doc.isCapitalised(p - 1) && !doc.opensSentence(p - 1);
  }

  /** A patient word, not capitalised unless it opens the sentence: "patiente", "Paciente". */
  private static boolean isPersonWord(TokenText doc, int i) {
    return doc.is(ContextKind.PERSON, i) && (!doc.isCapitalised(i) || doc.opensSentence(i));
  }

  /** An age: a unit of age after a figure ("45 ans", "67 anys"). */
  private static boolean isAge(TokenText doc, int i) {
    return doc.is(ContextKind.AGE_UNIT, i) && doc.isKind(i - 1, TokenKind.NUMBER);
  }

  /** The token before i, line breaks skipped; -1 at the start. */
  private static int previous(TokenText doc, int i) {
    int p = i - 1;
    while (p >= 0 && doc.isKind(p, TokenKind.NEWLINE)) {
      p--;
    }
    return p;
  }

  /** Whether the occupation fills a cell of a table row: tabs, pipes or semicolons around it. */
  private static boolean isCell(TokenText doc, int first, int last) {
    String text = doc.text();
    return isCellEdge(text, doc.token(first).begin() - 1, -1)
        && isCellEdge(text, doc.token(last).end(), 1);
  }

  /** Whether only spaces lie between {@code from} and a cell separator or the end of the text. */
  private static boolean isCellEdge(String text, int from, int step) {
    for (int p = from; p >= 0 && p < text.length(); p += step) {
      char c = text.charAt(p);
      if (c == '\t' || c == '|' || c == ';' || c == '\n' || c == '\r') {
        return true;
      }
      if (c != ' ') {
        return false;
      }
    }
    return true;
  }
}
