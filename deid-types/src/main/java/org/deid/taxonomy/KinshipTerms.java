package org.deid.taxonomy;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.deid.data.DataFile;

/**
 * Kinship expressions ("su madre", "la familia", "tía materna", "sa fille"): MEDDOCAN marks them as
 * relatives (FAMILIARES_SUJETO_ASISTENCIA), so detectors tag them, but they identify nobody. A
 * surrogate name in their place ("Se informa a la Velez") would only garble the note, so the
 * substitution keeps them as written. The words are the resource {@code
 * org/deid/taxonomy/kinship-words.tsv}.
 */
public final class KinshipTerms {

  /** The kinship words' resource: language, kind and word, tab-separated. */
  private static final String RESOURCE = "org/deid/taxonomy/kinship-words.tsv";

  /** The kinds of words of the resource. */
  private static final List<String> KINDS = List.of("noun", "lineage", "modifier", "phrase");

  /** The words of the resource by language and kind ("es noun"), read once per JVM. */
  private static final Map<String, Set<String>> WORDS = read(RESOURCE);

  /** The Spanish nouns that name a relative, singular and plural. */
  private static final Set<String> SPANISH_NOUNS = words("es", "noun");

  /** The French nouns that name a relative. */
  private static final Set<String> FRENCH_NOUNS = words("fr", "noun");

  /** Catalan and Galician nouns, as in the notes of those communities' Spanish hospitals. */
  private static final Set<String> CATALAN_GALICIAN_NOUNS = words("ca-gl", "noun");

  /** The nouns that name a relative, in Spanish, French, Catalan and Galician. */
  private static final Set<String> KIN_NOUNS =
      union(SPANISH_NOUNS, FRENCH_NOUNS, CATALAN_GALICIAN_NOUNS);

  /** A zero between letters or after them at the end of a word, as OCR writes "hij0". */
  private static final Pattern OCR_ZERO = Pattern.compile("(?<=\\p{L})0(?=\\p{L}|$)");

  private static final Pattern WORD_SEPARATOR = Pattern.compile("[\\s,]+");

  /** Spanish articles, possessives, numbers and kinship adjectives around a kinship noun. */
  private static final Set<String> SPANISH_MODIFIERS = words("es", "modifier");

  /** French articles, possessives, numbers and kinship adjectives. */
  private static final Set<String> FRENCH_MODIFIERS = words("fr", "modifier");

  /** Spanish adjectives of a family line. */
  private static final Set<String> SPANISH_LINEAGE = words("es", "lineage");

  /** French adjectives of a family line. */
  private static final Set<String> FRENCH_LINEAGE = words("fr", "lineage");

  /** Catalan and Galician articles and possessives. */
  private static final Set<String> CATALAN_GALICIAN_MODIFIERS = words("ca-gl", "modifier");

  /** Words the strict phrase check also reads around a Spanish kinship noun ("su primera hija"). */
  private static final Set<String> SPANISH_MORE = words("es", "phrase");

  /** Words the strict phrase check also reads around a French kinship noun ("mon fils"). */
  private static final Set<String> FRENCH_MORE = words("fr", "phrase");

  /** Words that may surround the noun: articles, possessives, numbers, kinship adjectives. */
  private static final Set<String> KIN_MODIFIERS =
      union(SPANISH_MODIFIERS, FRENCH_MODIFIERS, CATALAN_GALICIAN_MODIFIERS);

  /** Adjectives of a family line, which name relatives even without a kinship noun. */
  private static final Set<String> LINEAGE = union(SPANISH_LINEAGE, FRENCH_LINEAGE);

  private static final Set<String> SPANISH_PHRASE_WORDS = union(SPANISH_MODIFIERS, SPANISH_MORE);

  private static final Set<String> FRENCH_PHRASE_WORDS = union(FRENCH_MODIFIERS, FRENCH_MORE);

  private KinshipTerms() {}

  /** The words of a kinship resource, by language and kind ("es noun"). */
  private static Map<String, Set<String>> read(String resource) {
    Map<String, Set<String>> words = new HashMap<>();
    for (DataFile.Line line : DataFile.readResource(resource)) {
      String[] columns = line.text().split("\t");
      if (columns.length != 3 || !KINDS.contains(columns[1]) || columns[2].isBlank()) {
        throw new IllegalStateException(
            line.where() + ": expected language, kind (" + KINDS + ") and word, tab-separated");
      }
      words
          .computeIfAbsent(columns[0] + " " + columns[1], k -> new HashSet<>())
          .add(columns[2].strip());
    }
    return words;
  }

  /** The words of one language and kind; none when the resource has none. */
  private static Set<String> words(String language, String kind) {
    return Set.copyOf(WORDS.getOrDefault(language + " " + kind, Set.of()));
  }

  @SafeVarargs
  private static Set<String> union(Set<String>... sets) {
    Set<String> all = new java.util.HashSet<>();
    for (Set<String> set : sets) {
      all.addAll(set);
    }
    return Set.copyOf(all);
  }

  /**
   * Whether a text is a kinship phrase of the note's language and names nobody: its kinship nouns
   * and family lines written in lower case ("su madre", "sa fille", "hermana", "Su hija" at the
   * start of a sentence), every other word an article, possessive, number or kinship adjective of
   * that language. A capitalised kinship word ("Nora", "Nieto", "Cousin", "Primo") is a name, and a
   * word of another language ("nora" in a Spanish note) is no kinship word of the note: neither is
   * kept. Stricter than {@link #isKinshipExpression}, which detection uses; the substitution and
   * its measure use this one.
   *
   * @param language the note's language, {@code es} or {@code fr}; any other has no kinship words
   */
  public static boolean isKinshipPhrase(String text, String language) {
    return kinshipPhrase(text, language, false);
  }

  /**
   * Whether a word is a lower-case word of a kinship phrase of the note's language: a kinship noun
   * or family line ("hermano", "paterna") or one of the words around them ("su", "mayor").
   */
  public static boolean isKinshipWord(String word, String language) {
    return word.equals(word.toLowerCase(Locale.ROOT)) && kinshipPhrase(word, language, true);
  }

  /**
   * Whether a text is a lower-case kinship phrase of Catalan or Galician ("la filla", "o fillo",
   * "del pare", "nai"), the languages of many notes of Spain's hospitals that are read as Spanish
   * notes; the same strict rules as {@link #isKinshipPhrase}: a capitalised noun is a name. Which
   * nouns a Spanish note keeps is the substitution's choice (it leaves out those that are also
   * given names, "nora").
   */
  public static boolean isRegionalKinshipPhrase(String text) {
    return kinshipPhrase(
        text,
        CATALAN_GALICIAN_NOUNS,
        union(CATALAN_GALICIAN_MODIFIERS, SPANISH_PHRASE_WORDS, Set.of("la", "les", "del", "al")),
        Set.of(),
        false);
  }

  private static boolean kinshipPhrase(String text, String language, boolean anyWord) {
    if ("es".equals(language)) {
      return kinshipPhrase(text, SPANISH_NOUNS, SPANISH_PHRASE_WORDS, SPANISH_LINEAGE, anyWord);
    } else if ("fr".equals(language)) {
      return kinshipPhrase(text, FRENCH_NOUNS, FRENCH_PHRASE_WORDS, FRENCH_LINEAGE, anyWord);
    }
    return false;
  }

  private static boolean kinshipPhrase(
      String text, Set<String> nouns, Set<String> modifiers, Set<String> lineage, boolean anyWord) {
    String[] words = WORD_SEPARATOR.split(text.strip());
    boolean noun = false;
    boolean first = true;
    for (String word : words) {
      if (word.isEmpty()) {
        continue;
      }
      String lower = word.toLowerCase(Locale.ROOT);
      boolean lowerCase = word.equals(lower);
      if (nouns.contains(lower) || lineage.contains(lower)) {
        if (!lowerCase) {
          return false; // "Nora", "Primo", "COUSIN": a name, whatever it also means
        }
        noun = true;
      } else if (!modifiers.contains(lower) || !lowerCase && !(first && isTitle(word))) {
        return false;
      }
      first = false;
    }
    return noun || anyWord && !first;
  }

  private static boolean isTitle(String word) {
    return Character.isUpperCase(word.codePointAt(0))
        && word.substring(Character.charCount(word.codePointAt(0)))
            .equals(
                word.substring(Character.charCount(word.codePointAt(0))).toLowerCase(Locale.ROOT));
  }

  /**
   * Whether a text is a kinship expression and nothing else: at least one kinship noun, every other
   * word an article, possessive, number or kinship adjective, and no capitalised word beyond the
   * first (a name written beside the noun, "su hija Lucía", is an identifier).
   */
  public static boolean isKinshipExpression(String text) {
    String[] words = WORD_SEPARATOR.split(text.strip());
    boolean noun = false;
    for (int i = 0; i < words.length; i++) {
      String word = words[i];
      if (word.isEmpty()) {
        continue;
      }
      if (i > 0 && Character.isUpperCase(word.codePointAt(0))) {
        return false;
      }
      String lower = OCR_ZERO.matcher(word.toLowerCase(Locale.ROOT)).replaceAll("o");
      if (KIN_NOUNS.contains(lower) || LINEAGE.contains(lower)) {
        noun = true; // "por línea paterna": the lineage stands for the relatives
      } else if (!KIN_MODIFIERS.contains(lower)) {
        return false;
      }
    }
    return noun;
  }
}
