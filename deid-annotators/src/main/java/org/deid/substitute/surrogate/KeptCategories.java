package org.deid.substitute.surrogate;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.deid.data.DataFile;
import org.deid.detect.lexicon.TextFolding;

/**
 * What a keep rule may keep: a span labelled a country is kept only when it is a country of the
 * lexicons' country lists ("España", "EE.UU.", "Royaume-Uni"), a span labelled a sex only when it
 * is a sex word ("varón", "M", "femme"). A detector's label is not enough: "García" labelled a
 * country, or "Nueva York", is an identifier, and is re-drawn as what it most likely is.
 */
public final class KeptCategories {

  private static final Set<String> COUNTRIES = countries();

  private static final Set<String> SEX_WORDS =
      Set.of(
          "h",
          "m",
          "f",
          "v",
          "varon",
          "varones",
          "mujer",
          "mujeres",
          "hombre",
          "hombres",
          "nina",
          "nino",
          "ninas",
          "ninos",
          "femenino",
          "femenina",
          "masculino",
          "masculina",
          "hembra",
          "macho",
          "chica",
          "chico",
          "homme",
          "hommes",
          "femme",
          "femmes",
          "feminin",
          "feminine",
          "masculin",
          "fille",
          "garcon",
          "male",
          "female",
          "sexe feminin",
          "sexe masculin",
          "sexo femenino",
          "sexo masculino",
          "mme",
          "mr",
          "man",
          "woman",
          // Catalan and Galician, as in the notes of those communities' Spanish hospitals
          "home",
          "homes",
          "dona",
          "dones",
          "muller",
          "mulleres",
          "neno",
          "nena",
          "nen",
          "noi",
          "noia",
          "varo",
          "masculi",
          "femeni",
          "rapaz",
          "rapaza");

  private static final Set<String> PLACE_PARTICLES =
      foldedWords("org/deid/substitute/place-particles.txt");

  private static final Set<String> GENERIC_PLACE_WORDS =
      foldedWords("org/deid/substitute/generic-place-words.txt");

  private KeptCategories() {}

  /**
   * Whether a word is a generic word of a place name, kept as written: a street type, the head of a
   * hospital or organisation ("Hôpital", "Universitario", "Centre"), an article or preposition (the
   * closed lists {@code org/deid/substitute/generic-place-words.txt} and {@code
   * place-particles.txt}).
   */
  public static boolean isGenericPlaceWord(String word) {
    String key = TextFolding.key(word);
    return GENERIC_PLACE_WORDS.contains(key) || PLACE_PARTICLES.contains(key);
  }

  /** The units an age is written in, in both languages and in Catalan and Galician. */
  private static final Set<String> AGE_UNITS =
      Set.of(
          "años",
          "año",
          "anys",
          "any",
          "anos",
          "ano",
          "ans",
          "an",
          "meses",
          "mes",
          "mesos",
          "mois",
          "días",
          "dies",
          "jours",
          "semanas",
          "setmanes",
          "semaines");

  /** Whether a word is a unit of an age ("años", "ans"): it says nothing of whose age it is. */
  public static boolean isAgeUnit(String word) {
    return AGE_UNITS.contains(word.toLowerCase(Locale.ROOT));
  }

  /**
   * Whether a word is a particle of a place name: an article, a preposition, a conjunction or a
   * "saint" (the closed list {@code org/deid/substitute/place-particles.txt}). Kept as written, but
   * it does not say what the place is.
   */
  public static boolean isPlaceParticle(String word) {
    return PLACE_PARTICLES.contains(TextFolding.key(word));
  }

  private static Set<String> foldedWords(String resource) {
    return DataFile.readResource(resource).stream()
        .map(line -> TextFolding.key(line.text().strip()))
        .collect(Collectors.toUnmodifiableSet());
  }

  /**
   * Whether a kept category's text is what the category says: for a country (subtype {@code
   * COUNTRY}) a country of the lists, for a sex (category {@code SEX}) a sex word. Any other kept
   * category is the user's explicit choice and stays.
   */
  public static boolean isWhatItSays(String category, String subtype, String text) {
    if ("COUNTRY".equals(subtype)) {
      return isCountry(text);
    }
    if ("SEX".equals(category) || "SEX".equals(subtype)) {
      return isSexWord(text);
    }
    return true;
  }

  /** Whether a text is a country of the French or Spanish lists (case and accents aside). */
  public static boolean isCountry(String text) {
    return COUNTRIES.contains(fold(text));
  }

  /** Whether a text is a word for a sex ("varón", "F", "femme"). */
  public static boolean isSexWord(String text) {
    // OCR writes a zero for an o: "Var0n", "femenin0".
    String folded = fold(text).replaceAll("[.]", "").replaceAll("(?<=\\p{L})0(?=\\p{L}|$)", "o");
    return SEX_WORDS.contains(folded.strip()) || SEX_WORDS.contains(folded.replaceAll("\\s", ""));
  }

  private static String fold(String text) {
    return TextFolding.key(text.strip()).replaceAll("\\s+", " ");
  }

  private static Set<String> countries() {
    Set<String> all = new HashSet<>();
    for (String language : new String[] {"fr", "es"}) {
      for (DataFile.Line line :
          DataFile.readResource("org/deid/detect/lexicon/" + language + "/countries.txt")) {
        all.add(fold(line.text()));
      }
    }
    all.add(fold("England"));
    all.add(fold("UK"));
    return Set.copyOf(all);
  }
}
