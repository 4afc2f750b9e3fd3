package org.deid.resolve;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.taxonomy.PhiCategory;

/**
 * Evidence that a name is an eponym by what stands before it: a head of eponyms ("maladie de
 * Crohn", "voie de Hardinge", "síndrome de Down"), a disease named by organ and suffix ("thyroïdite
 * de Hashimoto"), a grade or a stage ("grade II de Scarff Bloom Richardson"), an anatomical or
 * surgical head with its modifiers ("aqueduc de Sylvius", "hematoxilina progresiva de Gill",
 * "ecuación de Harris-Benedict"), or, for a name the lexicon alone claims, brackets of its own
 * after a lower-case word ("fracture du poignet (Pouteau-Colles)"). The acronym of an eponym in
 * brackets after it ("cotation de Postel et Merle d’Aubigné (PMA)") is the eponym too; a claim that
 * opens with the "de" of its head ("un syndrome [de Claude Bernard Horner]") is judged from its
 * name, and a place that holds a lower-case head and its eponym ("signes [cliniques du syndrome de
 * Claude Bernard Horner ont régressé]") is none. A trigger keeps the name.
 *
 * <p>Places too: an eponym is often a town's name as well ("drain de Redon", "sac de Douglas") or
 * unknown to the model, which then reads it as a place ("encéphalopathie de Gayet-Wernicke", "corps
 * de Michaelis et Gutmann"); no head here announces a place of a note.
 */
final class EponymContext implements NonPhiHeuristic {

  /**
   * Heads of eponyms: "maladie de Crohn", "signe de Koernig", "voie de Hardinge", "síndrome de
   * Down". A name right after one, with no trigger and no model behind it, is the eponym.
   */
  private static final Pattern EPONYM_HEAD =
      Pattern.compile(
          "(?i:maladie|syndrome|signe|signes|test|classification|score|grade|stade|fracture|voie"
              + "|technique|op[ée]ration|man[œo]e?uvre|milieu|milieux|m[ée]thode|crit[èe]res|r[èe]gle"
              + "|enfermedad|s[íi]ndrome|signo|prueba|clasificaci[óo]n|escala|t[ée]cnica|maniobra"
              + "|criterios|m[ée]todo|abordaje|tumeur|tumor|kyste|quiste|loi|ley|cellules|c[ée]lulas"
              + ")\\s+(?:de\\s+|d[e]?['’]\\s*|du\\s+|des\\s+|del\\s+)$");

  /**
   * Devices and surgical acts named after their inventor ("prothèse de Bentall", "clou de
   * Küntscher", "anastomose de Roux", "sonda de Foley", "férula de Zimmer"), in either language:
   * none names a place.
   */
  private static final String DEVICE_HEADS =
      "proth[èe]ses?|clous?|plaques?|attelles?|orth[èe]ses?|cath[ée]ters?|canules?|broches?"
          + "|anastomoses?|ost[ée]otomies?|ligatures?|sutures?|cerclages?|montages?|implants?"
          + "|valves?|anses?|poches?|ballons?|pr[óo]tesis|clavos?|placas?|f[ée]rulas?|sondas?"
          + "|c[áa]nulas?|agujas?|aiguilles?|anastomosis|osteotom[íi]as?|ligaduras?|cerclajes?"
          + "|v[áa]lvulas?|bal[óo]n|incisi[óo]n|colgajos?|abordajes?|maniobras?";

  /** Up to two modifiers between a head and its "de": a grade "II", an adjective "antérieure". */
  private static final String MODIFIERS =
      "(?:\\s+(?:[ivx]{1,4}|\\d{1,2}[a-c]?|(?!(?:de|du|des|la|le|les|sa|son|ses)\\s)"
          + "\\p{Ll}[\\p{Ll}-]+)){0,2}";

  /**
   * Heads of eponyms in anatomy, surgery, tests and staging, with up to two modifiers before the
   * "de" (a grade "II", an adjective "antérieure"): "aqueduc de Sylvius", "incision de Mc Burney",
   * "stade II de Gross", "tests non paramétriques de Mann-Whitney", "cotation de Postel". Used for
   * names that the lexicon alone claims.
   */
  private static final Pattern EPONYM_HEAD_WITH_MODIFIERS =
      Pattern.compile(
          "(?iu)(?<!\\p{L})(?:maladie|syndrome|signe|signes|tests?|[ée]preuve|classification|score"
              + "|indice|index|grade|stade|type|fracture|voie|technique|op[ée]ration|intervention"
              + "|proc[ée]d[ée]|man[œo]e?uvre|milieux?|m[ée]thode|crit[èe]res?|r[èe]gle|cotation"
              + "|[ée]chelle|aqueduc|ligament|canal|trou|foramen|muscle|nerf|art[èe]re|veine|espace"
              + "|triangle|angle|fascia|fossette|tubercule|incision|cicatrice|encoche|lambeau"
              + "|plastie|position|valvule|glande|tumeur|kyste|cellules?|loi|aspect|corps"
              + "|drain|sonde|r[ée]action|coloration|bacille|liquide|solution|pince|triade"
              + "|t[ée]tralogie|[îi]lots?|membrane|capsule|faisceau|fibres|polygone"
              + "|trompe|ampoule|sac|tinci[óo]n|tinciones|ecuaci[óo]n|hematoxilina|coloraci[óo]n|"
              + DEVICE_HEADS
              + ")"
              + MODIFIERS
              + "\\s+(?:de\\s+|d['’]\\s*|du\\s+|des\\s+)$");

  /**
   * The heads of {@link #EPONYM_HEAD_WITH_MODIFIERS} that never open the name of a place or a body
   * ("drain de Redon", "corps de Michaelis et Gutmann", "sonde de Foley"): places ask these, not
   * the heads that also name a unit or a street ("cellule d'identito-vigilance du GHT", "voie",
   * "espace", "loi").
   */
  private static final Pattern PLACE_EPONYM_HEAD =
      Pattern.compile(
          "(?iu)(?<!\\p{L})(?:maladie|syndrome|signes?|tests?|[ée]preuve|classification|score"
              + "|indice|grade|stade|fracture|technique|op[ée]ration|proc[ée]d[ée]|man[œo]e?uvre"
              + "|milieux?|m[ée]thode|crit[èe]res?|cotation|[ée]chelle|aqueduc|ligament|foramen"
              + "|muscle|nerf|art[èe]re|veine|triangle|fascia|fossette|tubercule|incision|lambeau"
              + "|plastie|valvule|glande|tumeur|kyste|corps|drain|sonde|r[ée]action|coloration"
              + "|bacille|liquide|solution|pince|triade|t[ée]tralogie|[îi]lots?|membrane|capsule"
              + "|faisceau|fibres|polygone|trompe|ampoule|sac|enfermedad|s[íi]ndrome|signo|prueba"
              + "|clasificaci[óo]n|escala|t[ée]cnica|maniobra|criterios|m[ée]todo|tumor|quiste"
              + "|facteur|factor|tinci[óo]n|tinciones|ecuaci[óo]n|hematoxilina|"
              + DEVICE_HEADS
              + ")"
              + MODIFIERS
              + "\\s+(?:de\\s+|d['’]\\s*|du\\s+|des\\s+|del\\s+)$");

  /**
   * A grade, stage, type or score with its number before "de": "grade II de Scarff Bloom
   * Richardson", "stade IIIb de", "type 2 de". The names after it, the run of eponyms included, are
   * its authors, whatever source claims them.
   */
  private static final Pattern GRADE_HEAD =
      Pattern.compile(
          "(?iu)(?<!\\p{L})(?:grade|stade|type|score|classification|classe|grado|estadio|tipo)"
              + "(?:\\s+(?:[ivx]{1,4}[a-c]?|\\d{1,2}[a-c]?))?\\s+(?:de\\s+|d['’]\\s*|del\\s+)$");

  /**
   * The words of a run of eponyms before a name's own: "Mann-Whitney et de Kruskal-[Wallis]",
   * "Silness et [Loe]", "tinciones de PAS y Ziehl [Nielsen]", "Couchoix [Duparc]",
   * "Löwenstein-[Jensen]", "Merle d’[Aubigné]".
   */
  private static final Pattern EPONYM_RUN_BEFORE =
      Pattern.compile(
          "(?:\\p{Lu}[\\p{L}'’]*(?:-|\\s+)|\\p{Lu}[\\p{L}'’]*\\s+d['’]\\s*"
              + "|(?:et|y)\\s+(?:de\\s+|d['’]\\s*)?)$");

  /**
   * A disease named by its organ and suffix before "de" ("encéphalopathie de Gayet-Wernicke",
   * "thyroïdite de Hashimoto", "sarcome de Kaposi", "nefropatía de Berger"): the name after it is
   * the eponym. Words of seven letters or more, common words with these endings left out.
   */
  private static final Pattern DISEASE_HEAD =
      Pattern.compile(
          "(?iu)(?<!\\p{L})(?!(?:conduite|réussite|poursuite|ensuite|produite|gratuite|visite"
              + "|académie|autonome)\\s)"
              + "\\p{L}{3,}(?:pathie|trophie|plasie|algie|[ée]mie|ite|ose|ome|pat[íi]a|itis|osis"
              + "|oma)\\s+(?:de\\s+|d['’]\\s*|del\\s+)$");

  /**
   * A preposition that opens a claim before the capitalised name it introduces ("un syndrome [de
   * Claude Bernard Horner]"): the name, not the preposition, follows the head.
   */
  private static final Pattern LEADING_PREPOSITION =
      Pattern.compile("(?:de|du|des|del|d['’])\\s*(?=\\p{Lu})");

  /**
   * A lower-case head of eponyms and its name inside a place's span ("signes cliniques du [syndrome
   * de Claude Bernard Horner] ont régressé"): the model ran over an eponym, which no place holds
   * written so (a facility's name capitalises its words).
   */
  private static final Pattern EPONYM_INSIDE =
      Pattern.compile(
          "(?u)(?<![\\p{L}])(?:maladie|syndrome|signes?|tests?|score|classification|fracture"
              + "|technique|man[œo]e?uvre|r[ée]action|sonde|drain|enfermedad|s[íi]ndrome|signo"
              + "|prueba|escala|maniobra|"
              + DEVICE_HEADS
              + ")\\s+(?:de|du|des|del|d['’])\\s*\\p{Lu}");

  /** An acronym: two to six capitals, as an eponym's authors are shortened in brackets. */
  private static final Pattern ACRONYM = Pattern.compile("\\p{Lu}{2,6}");

  /** A word, for the initials of an acronym's expansion. */
  private static final Pattern WORD = Pattern.compile("\\p{L}+");

  /** Words an acronym leaves out of its expansion: "Postel et Merle d'Aubigné (PMA)". */
  private static final Set<String> LINKING_WORDS =
      Set.of("de", "du", "des", "d", "et", "del", "y", "la", "le", "l");

  /** An opening bracket right after a lower-case word: "poignet (". */
  private static final Pattern BRACKET_AFTER_WORD = Pattern.compile("\\p{Ll}\\s?\\($");

  @Override
  public Verdict judge(Claim claim) {
    String document = claim.document();
    int nameBegin = nameBegin(document, claim.begin(), claim.end());
    boolean eponym =
        claim.is(PhiCategory.NAME) && isEponym(document, nameBegin, claim.end(), claim.sources())
            || claim.is(PhiCategory.LOCATION)
                && !claim.hasTrigger()
                && (followsPlaceEponymHead(document, nameBegin)
                    || EPONYM_INSIDE.matcher(document).region(claim.begin(), claim.end()).find());
    if (!eponym
        && (claim.is(PhiCategory.NAME) || claim.is(PhiCategory.LOCATION))
        && !claim.hasTrigger()) {
      eponym = shortensAnEponym(document, claim.begin(), claim.end());
    }
    return Verdict.refutedIf(eponym, "an eponym by the words before it");
  }

  /** Where the name of a claim starts: after a preposition that opens it ("[de Claude ...]"). */
  private static int nameBegin(String document, int begin, int end) {
    Matcher preposition = LEADING_PREPOSITION.matcher(document).region(begin, end);
    return preposition.lookingAt() && preposition.end() < end ? preposition.end() : begin;
  }

  /**
   * Whether a claim is an acronym in brackets that shortens the eponym before it: "la cotation de
   * Postel et Merle d’Aubigné [(PMA)]", its letters the initials of the eponym's names.
   */
  static boolean shortensAnEponym(String document, int begin, int end) {
    if (begin == 0
        || end >= document.length()
        || document.charAt(begin - 1) != '('
        || document.charAt(end) != ')') {
      return false;
    }
    String acronym = document.substring(begin, end);
    if (!ACRONYM.matcher(acronym).matches()) {
      return false;
    }
    int bracket = SpanWords.lastBeforeSpaces(document, begin - 1) + 1;
    int expansion = expansionStart(document, bracket, acronym);
    return expansion >= 0
        && (followsEponymHead(document, expansion) || followsPlaceEponymHead(document, expansion));
  }

  /**
   * Where the words before {@code end} whose initials spell {@code acronym} start, linking words
   * left out; -1 when the initials do not spell it.
   */
  private static int expansionStart(String document, int end, String acronym) {
    int from = Math.max(0, end - 120);
    List<int[]> words = new ArrayList<>();
    Matcher word = WORD.matcher(document).region(from, end);
    while (word.find()) {
      words.add(new int[] {word.start(), word.end()});
    }
    int letter = acronym.length() - 1;
    for (int i = words.size() - 1; i >= 0 && letter >= 0; i--) {
      int[] w = words.get(i);
      String text = document.substring(w[0], w[1]);
      if (LINKING_WORDS.contains(text)) {
        continue;
      }
      if (text.charAt(0) != acronym.charAt(letter)) {
        return -1;
      }
      if (letter-- == 0) {
        return w[0];
      }
    }
    return -1;
  }

  /**
   * Whether a name without a trigger behind it is an eponym: right after an eponym head ("maladie
   * de Crohn", "voie de Hardinge"), or, claimed by the lexicon alone, in brackets of its own after
   * a lower-case word ("fracture du poignet (Pouteau-Colles)").
   */
  static boolean isEponym(String document, int begin, int end, Set<String> sources) {
    if (sources.contains(Claim.TRIGGER_SOURCE)) {
      return false;
    }
    if (followsEponymHead(document, begin)) {
      return true;
    }
    String before = document.substring(Math.max(0, begin - 40), begin);
    return sources.equals(Set.of(Claim.LEXICON_SOURCE))
        && end < document.length()
        && document.charAt(end) == ')'
        && BRACKET_AFTER_WORD.matcher(before).find();
  }

  /**
   * Whether an eponym head stands right before {@code begin}, or before the run of eponyms that
   * starts there: a head of eponyms, a disease named by its suffix, a grade or an anatomical,
   * surgical or staging head with its modifiers.
   */
  static boolean followsEponymHead(String document, int begin) {
    String before = document.substring(Math.max(0, begin - 40), begin);
    if (mayEndWithDe(document, begin)
        && (EPONYM_HEAD.matcher(before).find() || DISEASE_HEAD.matcher(before).find())) {
      return true;
    }
    int runStart = eponymRunStart(document, begin);
    return followsEponymHead(document, begin, runStart, GRADE_HEAD)
        || followsEponymHead(document, begin, runStart, EPONYM_HEAD_WITH_MODIFIERS);
  }

  /**
   * Whether a place is an eponym: after a disease named by its suffix ("encéphalopathie de
   * Gayet-Wernicke") or a head of {@link #PLACE_EPONYM_HEAD}, itself or the run of eponyms it ends.
   * Not in brackets after a word, which is a town's region ("Lyon (Rhône)").
   */
  static boolean followsPlaceEponymHead(String document, int begin) {
    String before = document.substring(Math.max(0, begin - 40), begin);
    if (mayEndWithDe(document, begin) && DISEASE_HEAD.matcher(before).find()) {
      return true;
    }
    return followsEponymHead(document, begin, eponymRunStart(document, begin), PLACE_EPONYM_HEAD);
  }

  /**
   * Whether an eponym head with its modifiers stands before the name, or before the run of eponyms
   * that the name ends ("tests de Mann-Whitney et de Kruskal-[Wallis]").
   */
  private static boolean followsEponymHead(String document, int begin, int runStart, Pattern head) {
    for (int from : new int[] {begin, runStart}) {
      String before = document.substring(Math.max(0, from - 60), from);
      if (mayEndWithDe(document, from) && head.matcher(before).find()) {
        return true;
      }
      if (from == runStart) {
        break;
      }
    }
    return false;
  }

  /** Where the run of eponyms that a name at {@code begin} ends starts ({@code begin} if none). */
  private static int eponymRunStart(String document, int begin) {
    int start = begin;
    for (int step = 0; step < 6; step++) {
      // Every run ends with a hyphen, a space, or an elided "d'": nothing else needs the regex.
      if (start == 0 || !endsEponymRun(document.charAt(start - 1))) {
        break;
      }
      Matcher run = EPONYM_RUN_BEFORE.matcher(document).region(Math.max(0, start - 40), start);
      if (!run.find() || run.start() == start) {
        break;
      }
      start = run.start();
    }
    return start;
  }

  private static boolean endsEponymRun(char c) {
    return c == '-' || c == '\'' || c == '’' || SpanWords.isSpaceOrLineEnd(c);
  }

  /**
   * Whether the text before {@code from}, its trailing spaces left out, ends with a letter or an
   * apostrophe that can end "de", "du", "des", "del" or "d'", as every eponym head does: a cheap
   * necessary test before their regexes ("ſ" is an "s" to a case-insensitive one).
   */
  static boolean mayEndWithDe(String document, int from) {
    int last = SpanWords.lastBeforeSpaces(document, from);
    return last >= 0 && "'’eEuUsSſlL".indexOf(document.charAt(last)) >= 0;
  }
}
