package org.deid.substitute.surrogate;

import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.data.DataFile;

/**
 * The gender a title written right before a name says ("Sra. García", "M. Dupont", "Doña Carmen"),
 * from {@code org/deid/substitute/gendered-titles.tsv}; the first-name surrogates follow it.
 */
public final class TitleGender {

  private static final Map<String, Character> TITLES = load();

  /** The last word before a name, with its dot and blanks: "Sra. ", "Monsieur ", "Dª ". */
  private static final Pattern LAST_WORD = Pattern.compile("(?<![\\p{L}\\p{N}])(\\p{L}+)\\.?\\s+$");

  private static final int LOOK_BACK = 16;

  private TitleGender() {}

  /**
   * The gender ({@code "F"} or {@code "M"}) the title right before {@code begin} says, or null.
   *
   * @param text the note's text
   * @param begin where the name starts
   * @param language the note's language
   */
  public static String before(String text, int begin, String language) {
    Matcher word = LAST_WORD.matcher(text.substring(Math.max(0, begin - LOOK_BACK), begin));
    if (!word.find()) {
      return null;
    }
    Character gender = TITLES.get(language + '\t' + word.group(1));
    return gender == null ? null : String.valueOf(gender);
  }

  private static Map<String, Character> load() {
    Map<String, Character> titles = new HashMap<>();
    for (DataFile.Line line : DataFile.readResource("org/deid/substitute/gendered-titles.tsv")) {
      String[] fields = line.text().strip().split("\t");
      titles.put(fields[0] + '\t' + fields[1], fields[2].charAt(0));
      titles.put(
          fields[0] + '\t' + fields[1].toUpperCase(java.util.Locale.ROOT), fields[2].charAt(0));
    }
    return Map.copyOf(titles);
  }
}
