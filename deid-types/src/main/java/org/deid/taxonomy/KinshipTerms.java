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

  /** The nouns that name a relative, singular and plural, in Spanish and French. */
  private static final Set<String> KIN_NOUNS =
      Set.of(
          // Spanish
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
          "expareja",
          // Catalan, as in the notes of that community
          "nét",
          "néta",
          "néts",
          "cunyat",
          "cunyada",
          // French
          "mère",
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
          "enfants",
          // Catalan
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

  /** Words that may surround the noun: articles, possessives, numbers, kinship adjectives. */
  private static final Set<String> KIN_MODIFIERS =
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
          "sa",
          "son",
          "ses",
          "le",
          "les",
          "une",
          "deux",
          "trois",
          "aîné",
          "aînée",
          "cadet",
          "cadette",
          "et",
          "ex",
          "seu",
          "seus",
          "seva",
          "seves",
          "sua",
          "súa",
          "o",
          "a",
          "os",
          "as",
          "gran",
          "petit",
          "petita",
          "maior",
          "i");

  /** Adjectives of a family line, which name relatives even without a kinship noun. */
  private static final Set<String> LINEAGE =
      Set.of(
          "materno",
          "materna",
          "maternos",
          "maternas",
          "paterno",
          "paterna",
          "paternos",
          "paternas",
          "maternel",
          "maternelle",
          "paternel",
          "paternelle");

  /** A zero between letters or after them at the end of a word, as OCR writes "hij0". */
  private static final Pattern OCR_ZERO = Pattern.compile("(?<=\\p{L})0(?=\\p{L}|$)");

  private static final Pattern WORD_SEPARATOR = Pattern.compile("[\\s,]+");

  private KinshipTerms() {}

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
