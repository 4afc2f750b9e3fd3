package org.deid.eval.alarms;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.taxonomy.KinshipTerms;

/**
 * What a name flagged in text without real identifiers is. Published case reports and anonymised
 * records still name people by pseudonyms and initials after a title ("Mme A.M", "Dr. Soriano"),
 * which a de-identifier must flag in a real note; and MEDDOCAN's scheme marks kinship words as
 * relatives, which the substitution keeps as written. Both are reported apart from the false alarms
 * proper (drugs, adverbs, units taken for names), so the figures say which is which. So are places
 * and professions the scheme marks: a named facility, its acronym, a gazetteer place, and the
 * occupation of a person the sentence describes.
 */
public enum ProseAlarmKind {
  /** A kinship word the scheme marks as a relative ("la familia"); kept as written on output. */
  KINSHIP_WORD,
  /** A name or initials right after a civility or professional title: a person reference. */
  TITLED_PERSON,
  /**
   * Part of a group of two or three capital initials standing for a person ("N.K, âgée de 13 ans",
   * "A.M", "E. B."): the pseudonyms case reports use, flagged rightly.
   */
  INITIALS,
  /**
   * A place a de-identifier must flag: a care facility by its name ("Hospital Alto Jardín") or a
   * city, region or country of the gazetteers (published places, or pseudonyms of them).
   */
  NAMED_PLACE,
  /**
   * The occupation of a person the sentence describes ("Mr A.H, 75 ans, agriculteur", "patiente de
   * 59 ans, infirmière à la retraite"): a profession the scheme marks, as published case reports
   * rightly give it.
   */
  PERSON_PROFESSION,
  /** Anything else: a word flagged that points to nobody. */
  FALSE_ALARM;

  /** Civility and professional titles of French and Spanish, then initials, up to the name. */
  private static final Pattern AFTER_TITLE =
      Pattern.compile(
          "(?<![\\p{L}])(?i:m|mm|mme|mmes|mlle|mr|mrs|madame|monsieur|mademoiselle|dr|dre|drs|pr"
              + "|docteur|professeur|sr|sra|srta|señor|señora|señorita|don|doña|dña|dra|d)"
              + "\\.?\\s{1,3}(?:\\p{Lu}{1,2}\\.?[\\s.-]?){0,3}$");

  /** Only initials: one or two capitals, each with an optional dot or hyphen. */
  private static final Pattern ONLY_INITIALS = Pattern.compile("(?:\\p{Lu}{1,2}[.-]?\\s?){1,3}");

  /**
   * A group of two or three single-capital initials, each apart from the next by a dot, a space or
   * a hyphen ("N.K", "E. B.", "T-D"; not an acronym such as "TSH"), as a word of its own.
   */
  private static final Pattern INITIALS_GROUP =
      Pattern.compile(
          "(?<![\\p{L}\\p{N}])\\p{Lu}(?:(?:\\.\\s?|[ -])\\p{Lu}){1,2}\\.?(?![\\p{L}\\p{N}])");

  /**
   * A care facility's head, then a name that ends capitalised ("CHU d’Amiens", "cliniques
   * universitaires de Lubumbashi"; not "cliniques du syndrome de Claude Bernard Horner ont
   * régressé").
   */
  private static final Pattern FACILITY =
      Pattern.compile(
          "(?i:h[ôo]pital|hospital|clinique|cl[íi]nica|centre|centro|chu|chr|instituto|institut"
              + "|residencia|r[ée]sidence|ehpad|polyclinique|policl[íi]nica|h\\.)"
              + ".*[\\s'’-][\\p{Lu}\\p{N}][^\\s'’-]*");

  /** A facility named before its head ("Skyborne Hospital de Bukavu", "Saint Mary's Hospital"). */
  private static final Pattern NAMED_FACILITY =
      Pattern.compile(
          "(?:\\p{Lu}[\\p{L}'’-]*\\s+){1,2}(?i:hospital|h[ôo]pital|clinic|clinique|cl[íi]nica"
              + "|institute|center|centre)(?:\\s.*)?");

  /**
   * An area by its administrative head and its name ("Cité de Kahemba", "Zone de Santé de Kahemba",
   * "province du Kasaï", "comarca de La Safor").
   */
  private static final Pattern AREA =
      Pattern.compile(
          "(?iu:cit[ée]|zone\\s+de\\s+sant[ée]|province|r[ée]gion|district|commune|village"
              + "|quartier|d[ée]partement|pr[ée]fecture|provincia|comarca|municipio|barrio|pueblo"
              + "|localidad|aldea)(?:\\s+(?:de|du|des|del)\\s+|\\s+d['’]|\\s+)\\p{Lu}[^\\s]*"
              + "(?:\\s+\\p{Lu}[^\\s]*)*");

  /**
   * A part of a place of the gazetteers, by a point of the compass ("Nord du Sénégal", "sud de la
   * Tunisie", "Centro de España"): group 1 is the place.
   */
  private static final Pattern PART_OF_A_PLACE =
      Pattern.compile(
          "(?iu:nord|sud|est|ouest|centre|norte|sur|este|oeste|centro)(?:[\\s-]+\\p{L}+)?"
              + "\\s+(?:du|de\\s+la|de\\s+l['’]|de|d['’]|del|de\\s+los)\\s*(\\p{Lu}.*)");

  /** An acronym: two to six capitals, as a facility is shortened after its name ("(CHP)"). */
  private static final Pattern ACRONYM = Pattern.compile("\\p{Lu}{2,6}");

  /** A word of a name, its first letter apart; short linking words are left out of acronyms. */
  private static final Pattern NAME_WORD = Pattern.compile("(\\p{L})[\\p{L}-]*");

  private static final Set<String> LINKING_WORDS =
      Set.of("de", "du", "des", "la", "le", "les", "d", "l", "et", "del", "el", "y", "en");

  /** The sentence's person: an age, a patient, a civility, or what introduces an occupation. */
  private static final Pattern DESCRIBED_PERSON =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:\\d{1,3}\\s*(?:ans|an|années|años|mois|meses)|patiente?s?|paciente?s?"
              + "|homme|femme|garçon|fille|enfant|mr|mme|monsieur|madame|hombre|mujer|varón|niñ[oa]"
              + "|señora?|profession|travail\\p{L}*|exer[çc]\\p{L}*|trabaj\\p{L}*|oficio"
              + "|retraité\\p{L}*|jubilad\\p{L}*)(?![\\p{L}])");

  /**
   * The kind of a flagged profession: a person's occupation when its sentence, before it, describes
   * a person (an age, a patient, a civility) or introduces an occupation.
   */
  public static ProseAlarmKind ofProfession(String text, int begin) {
    String before = text.substring(Math.max(0, begin - 100), begin);
    int sentence =
        Math.max(
            Math.max(before.lastIndexOf(". "), before.lastIndexOf('\n')),
            Math.max(before.lastIndexOf("; "), before.lastIndexOf(".\n")));
    return DESCRIBED_PERSON.matcher(before.substring(sentence + 1)).find()
        ? PERSON_PROFESSION
        : FALSE_ALARM;
  }

  /**
   * The kind of a flagged place.
   *
   * @param gazetteer the language's gazetteers, to know its cities, regions and countries
   */
  public static ProseAlarmKind ofPlace(Gazetteer gazetteer, String text, int begin, int end) {
    String place = text.substring(begin, end);
    if (FACILITY.matcher(place).matches()
        || NAMED_FACILITY.matcher(place).matches()
        || AREA.matcher(place).matches()
        || (gazetteer.flags(place) & Gazetteer.PLACE) != 0) {
      return NAMED_PLACE;
    }
    Matcher part = PART_OF_A_PLACE.matcher(place);
    if (part.matches() && (gazetteer.flags(part.group(1)) & Gazetteer.PLACE) != 0) {
      return NAMED_PLACE;
    }
    return ACRONYM.matcher(place).matches() && shortensAFacility(text, place)
        ? NAMED_PLACE
        : FALSE_ALARM;
  }

  /**
   * Whether the text gives the acronym in brackets right after a facility's name whose words it
   * shortens ("Centre Hospitalier Provincial (CHP)").
   */
  private static boolean shortensAFacility(String text, String acronym) {
    String brackets = "(" + acronym + ")";
    for (int at = text.indexOf(brackets); at >= 0; at = text.indexOf(brackets, at + 1)) {
      String before = text.substring(Math.max(0, at - 120), at).stripTrailing();
      List<String> initials = new ArrayList<>();
      List<Integer> starts = new ArrayList<>();
      Matcher word = NAME_WORD.matcher(before);
      while (word.find()) {
        if (!LINKING_WORDS.contains(word.group().toLowerCase(Locale.ROOT))) {
          initials.add(word.group(1).toUpperCase(Locale.ROOT));
          starts.add(word.start());
        }
      }
      int n = acronym.length();
      if (initials.size() >= n
          && String.join("", initials.subList(initials.size() - n, initials.size())).equals(acronym)
          && FACILITY.matcher(before.substring(starts.get(initials.size() - n))).matches()) {
        return true;
      }
    }
    return false;
  }

  /** Whether a flagged name is only initials ("A.M", "M", "J-P"): no letter of a word in it. */
  public static boolean isInitialsOnly(String name) {
    return ONLY_INITIALS.matcher(name.strip()).matches();
  }

  /**
   * The kind of a flagged name.
   *
   * @param text the document text
   * @param begin where the flagged name starts
   * @param end where it ends
   */
  public static ProseAlarmKind ofName(String text, int begin, int end) {
    if (KinshipTerms.isKinshipExpression(text.substring(begin, end))) {
      return KINSHIP_WORD;
    }
    String before = text.substring(Math.max(0, begin - 24), begin);
    int newline = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
    if (AFTER_TITLE.matcher(before.substring(newline + 1)).find()) {
      return TITLED_PERSON;
    }
    if (isInitialsOnly(text.substring(begin, end))) {
      var group = INITIALS_GROUP.matcher(text);
      group.region(Math.max(0, begin - 4), Math.min(text.length(), end + 4));
      group.useTransparentBounds(true);
      while (group.find()) {
        if (group.start() <= begin && end <= group.end()) {
          return INITIALS;
        }
      }
    }
    return FALSE_ALARM;
  }
}
