package org.deid.eval.alarms;

import java.util.regex.Pattern;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.taxonomy.KinshipTerms;

/**
 * What a name flagged in text without real identifiers is. Published case reports and anonymised
 * records still name people by pseudonyms and initials after a title ("Mme A.M", "Dr. Soriano"),
 * which a de-identifier must flag in a real note; and MEDDOCAN's scheme marks kinship words as
 * relatives, which the substitution keeps as written. Both are reported apart from the false alarms
 * proper (drugs, adverbs, units taken for names), so the figures say which is which.
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

  private static final Pattern FACILITY =
      Pattern.compile(
          "(?i:h[ôo]pital|hospital|clinique|cl[íi]nica|centre|centro|chu|chr|instituto|institut"
              + "|residencia|r[ée]sidence|ehpad|polyclinique|policl[íi]nica|h\\.)"
              + "[\\s\\p{L}'’-]*?[\\s'’]\\p{Lu}.*");

  /**
   * The kind of a flagged place.
   *
   * @param gazetteer the language's gazetteers, to know its cities, regions and countries
   */
  public static ProseAlarmKind ofPlace(Gazetteer gazetteer, String text, int begin, int end) {
    String place = text.substring(begin, end);
    if (FACILITY.matcher(place).matches() || (gazetteer.flags(place) & Gazetteer.PLACE) != 0) {
      return NAMED_PLACE;
    }
    return FALSE_ALARM;
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
