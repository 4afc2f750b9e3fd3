package org.deid.resolve;

/**
 * Endings of international non-proprietary drug names (WHO stems) and of germ names, French and
 * Spanish forms ("-cilline", "-prazol", "-mab", "-bacter"): whether a lower-case word ends with one
 * of them, by a comparison with each ending instead of a regular expression that tries every
 * alternative at every position of the word.
 */
final class DrugAndGermEndings {

  /** The endings, each optional letter and letter class of the stems written out. */
  private static final String[] ENDINGS = {
    "cilline",
    "ciline",
    "cilina",
    "micine",
    "mycine",
    "micina",
    "cycline",
    "ciclina",
    "floxacin",
    "floxacine",
    "floxacino",
    "oxacine",
    "azol",
    "azole",
    "prazol",
    "conazol",
    "olol",
    "pril",
    "sartan",
    "sartán",
    "statin",
    "statine",
    "statina",
    "grel",
    "parine",
    "parina",
    "kacine",
    "kacina",
    "citabine",
    "citabina",
    "darabine",
    "tarabine",
    "tarabina",
    "mab",
    "tinib",
    "zomib",
    "platin",
    "platine",
    "platino",
    "rubicin",
    "rubicine",
    "rubicina",
    "tidin",
    "tidine",
    "tidina",
    "setron",
    "setrón",
    "dronat",
    "dronate",
    "dronato",
    "gliptin",
    "gliptine",
    "gliptina",
    "phosphamide",
    "fosfamida",
    "navir",
    "ciclovir",
    "clovir",
    "triptan",
    "triptán",
    "lukast",
    "coxib",
    "dipin",
    "dipine",
    "dipino",
    "thiazide",
    "tiazida",
    "zépam",
    "zepam",
    "azépam",
    "barbital",
    "amine",
    "amina",
    "profène",
    "profeno",
    "caïne",
    "caína",
    "caina",
    "semide",
    "semida",
    "sone",
    "sona",
    "solone",
    "solona",
    "méthasone",
    "metasona",
    "diol",
    "coque",
    "coco",
    "coccus",
    "bacter",
    "bacterium",
    "bacteria",
    "monas",
    "siella",
    "monella",
    "shigella",
    "legionella",
    "moraxella",
    "gardnerella",
    "ococci",
    "plasma",
    "mycose",
    "micosis"
  };

  private DrugAndGermEndings() {}

  /** Whether a word, already in lower case, ends with a drug's or a germ's ending. */
  static boolean endsWithOne(String lower) {
    for (String ending : ENDINGS) {
      if (lower.endsWith(ending)) {
        return true;
      }
    }
    return false;
  }
}
