package org.deid.taxonomy;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Kinship expressions ("su madre", "la familia", "tía materna", "sa fille"): MEDDOCAN marks them as
 * relatives (FAMILIARES_SUJETO_ASISTENCIA), so detectors tag them, but they identify nobody. A
 * surrogate name in their place ("Se informa a la Velez") would only garble the note, so the
 * substitution keeps them as written.
 */
public final class KinshipTerms {

  /** The Spanish nouns that name a relative, singular and plural. */
  private static final Set<String> SPANISH_NOUNS =
      Set.of(
          "madre",
          "madres",
          "padre",
          "padres",
          "progenitor",
          "progenitores",
          "progenitora",
          "familia",
          "familias",
          "familiar",
          "familiares",
          "hermano",
          "hermanos",
          "hermana",
          "hermanas",
          "hijo",
          "hijos",
          "hija",
          "hijas",
          "marido",
          "esposo",
          "esposos",
          "esposa",
          "esposas",
          "mujer",
          "pareja",
          "abuelo",
          "abuelos",
          "abuela",
          "abuelas",
          "tío",
          "tíos",
          "tía",
          "tías",
          "tio",
          "tios",
          "tia",
          "tias",
          "primo",
          "primos",
          "prima",
          "primas",
          "nieto",
          "nietos",
          "nieta",
          "nietas",
          "sobrino",
          "sobrinos",
          "sobrina",
          "sobrinas",
          "cuñado",
          "cuñados",
          "cuñada",
          "cuñadas",
          "suegro",
          "suegros",
          "suegra",
          "suegras",
          "nuera",
          "nueras",
          "yerno",
          "yernos",
          "novio",
          "novia",
          "cónyuge",
          "conyuge",
          "hermanastro",
          "hermanastra",
          "bisabuelo",
          "bisabuela",
          "gemelo",
          "gemela",
          "neonato",
          "bebé",
          "bebe",
          "varón",
          "niño",
          "niña",
          "acompañante",
          "cuidador",
          "cuidadora",
          "exmarido",
          "exesposa",
          "exesposo",
          "expareja");

  /** The French nouns that name a relative. */
  private static final Set<String> FRENCH_NOUNS =
      Set.of(
          "mère",
          "néta",
          "père",
          "parents",
          "parent",
          "frère",
          "frères",
          "sœur",
          "sœurs",
          "soeur",
          "soeurs",
          "fils",
          "fille",
          "filles",
          "époux",
          "épouse",
          "mari",
          "femme",
          "conjoint",
          "conjointe",
          "compagnon",
          "compagne",
          "grand-mère",
          "grand-père",
          "grands-parents",
          "oncle",
          "tante",
          "cousin",
          "cousine",
          "neveu",
          "nièce",
          "belle-mère",
          "beau-père",
          "belle-fille",
          "beau-fils",
          "gendre",
          "belle-sœur",
          "beau-frère",
          "famille",
          "entourage",
          "enfant",
          "enfants");

  /** Catalan and Galician nouns, as in the notes of those communities' Spanish hospitals. */
  private static final Set<String> CATALAN_GALICIAN_NOUNS =
      Set.of(
          "nét",
          "néta",
          "néts",
          "cunyat",
          "cunyada",
          "pare",
          "pares",
          "mare",
          "mares",
          "germà",
          "germans",
          "germana",
          "germanes",
          "fill",
          "fills",
          "filla",
          "avi",
          "avis",
          "àvia",
          "àvies",
          "oncles",
          "tieta",
          "cosí",
          "cosina",
          "nebot",
          "neboda",
          "marit",
          "dona",
          "parella",
          "sogre",
          "sogra",
          "família",
          // Galician
          "pai",
          "pais",
          "nai",
          "nais",
          "irmán",
          "irmáns",
          "irmá",
          "irmás",
          "fillo",
          "fillos",
          "fillas",
          "avó",
          "avós",
          "avoa",
          "curmán",
          "curmá",
          "sobriño",
          "sobriña",
          "neto",
          "neta",
          "muller",
          "sogro",
          "xenro",
          "nora");

  /** The nouns that name a relative, in Spanish, French, Catalan and Galician. */
  private static final Set<String> KIN_NOUNS =
      union(SPANISH_NOUNS, FRENCH_NOUNS, CATALAN_GALICIAN_NOUNS);

  /** A zero between letters or after them at the end of a word, as OCR writes "hij0". */
  private static final Pattern OCR_ZERO = Pattern.compile("(?<=\\p{L})0(?=\\p{L}|$)");

  private static final Pattern WORD_SEPARATOR = Pattern.compile("[\\s,]+");

  /** Spanish articles, possessives, numbers and kinship adjectives around a kinship noun. */
  private static final Set<String> SPANISH_MODIFIERS =
      Set.of(
          "su",
          "sus",
          "el",
          "la",
          "los",
          "las",
          "un",
          "una",
          "unos",
          "unas",
          "dos",
          "tres",
          "cuatro",
          "cinco",
          "seis",
          "y",
          "e",
          "de",
          "del",
          "político",
          "política",
          "mayor",
          "menor",
          "mediano",
          "mediana",
          "recién",
          "nacido",
          "nacida",
          "gemelo",
          "gemela",
          "pequeño",
          "pequeña",
          "ex");

  /** French articles, possessives, numbers and kinship adjectives. */
  private static final Set<String> FRENCH_MODIFIERS =
      Set.of(
          "sa", "son", "ses", "le", "la", "les", "un", "une", "deux", "trois", "aîné", "aînée",
          "cadet", "cadette", "et", "ex");

  /** Spanish adjectives of a family line. */
  private static final Set<String> SPANISH_LINEAGE =
      Set.of(
          "materno",
          "materna",
          "maternos",
          "maternas",
          "paterno",
          "paterna",
          "paternos",
          "paternas");

  /** French adjectives of a family line. */
  private static final Set<String> FRENCH_LINEAGE =
      Set.of("maternel", "maternelle", "paternel", "paternelle");

  /** Catalan and Galician articles and possessives. */
  private static final Set<String> CATALAN_GALICIAN_MODIFIERS =
      Set.of(
          "seu", "seus", "seva", "seves", "sua", "súa", "o", "a", "os", "as", "gran", "petit",
          "petita", "maior", "i");

  /** Words the strict phrase check also reads around a Spanish kinship noun ("su primera hija"). */
  private static final Set<String> SPANISH_MORE =
      Set.of("mi", "mis", "tu", "tus", "primer", "primera", "segundo", "segunda");

  /** Words the strict phrase check also reads around a French kinship noun ("mon fils"). */
  private static final Set<String> FRENCH_MORE =
      Set.of(
          "l'",
          "de",
          "du",
          "des",
          "mon",
          "ma",
          "mes",
          "leur",
          "leurs",
          "petit",
          "petite",
          "grand",
          "grande",
          "premier",
          "première",
          "second",
          "seconde");

  /** Words that may surround the noun: articles, possessives, numbers, kinship adjectives. */
  private static final Set<String> KIN_MODIFIERS =
      union(SPANISH_MODIFIERS, FRENCH_MODIFIERS, CATALAN_GALICIAN_MODIFIERS);

  /** Adjectives of a family line, which name relatives even without a kinship noun. */
  private static final Set<String> LINEAGE = union(SPANISH_LINEAGE, FRENCH_LINEAGE);

  private static final Set<String> SPANISH_PHRASE_WORDS = union(SPANISH_MODIFIERS, SPANISH_MORE);

  private static final Set<String> FRENCH_PHRASE_WORDS = union(FRENCH_MODIFIERS, FRENCH_MORE);

  private KinshipTerms() {}

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
