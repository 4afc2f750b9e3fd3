package org.deid.resolve;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.detect.lexicon.TextFolding;
import org.deid.detect.lexicon.Vocabulary;
import org.deid.parameter.Sources;
import org.deid.taxonomy.KinshipTerms;

/**
 * Evidence that a span the detectors claimed points to nobody: in long clinical prose the CRF and
 * the gazetteers take sentence adverbs ("Toutefois"), title lines in capitals ("ASISTENCIA
 * SANITARIA PRIVADA"), drugs ("Clopidogrel", "Imurel®") and germs ("Klebsiella") for names, and
 * drugs for places. A claim backed by a rule trigger (the {@code regex} source: "Dr", "Nombre:") is
 * never refuted: only claims resting on word shape and gazetteers are.
 */
final class NonPhiEvidence {

  /** A bare number, as a model may take one for an age. */
  private static final Pattern BARE_NUMBER = Pattern.compile("\\d{1,4}");

  /** The oldest age a note may give: a bare number above it is a measurement. */
  private static final int MAX_AGE = 125;

  /** The source whose claims rest on a trigger or a checked format, never refuted here. */
  static final String TRIGGER_SOURCE = Sources.REGEX;

  /** The source id of the gazetteer detector. */
  static final String LEXICON_SOURCE = Sources.LEXICON;

  /**
   * Endings of international non-proprietary drug names (WHO stems) and of germ names, French and
   * Spanish forms. No first name or surname of the gazetteers is refuted by them.
   */
  static final Pattern DRUG_OR_GERM =
      Pattern.compile(
          "(?i).*(?:cill?ine|cilina|m[iy]cine|micina|cycline|ciclina|floxacine?|floxacino|oxacine"
              + "|azole?|prazol|conazol|olol|pril|sartan|sart[áa]n|statine?|statina|grel|parine"
              + "|parina|kacine|kacina|citabine|citabina|darabine|tarabine|tarabina|mab|tinib|zomib|platine?|platino|rubicine?|rubicina|tidine?|tidina|setron"
              + "|setr[óo]n|dronate?|dronato|gliptine?|gliptina|phosphamide|fosfamida|navir|ciclovir"
              + "|clovir|triptan|tript[áa]n|lukast|coxib|dipine?|dipino|thiazide|tiazida|zépam"
              + "|zepam|azépam|barbital|amine|amina|profène|profeno|caïne|ca[íi]na|semide|semida"
              + "|sone|sona|solone|solona|méthasone|metasona|diol|coque|coco|coccus|bacter|bacterium"
              + "|bacteria|monas|siella|monella|shigella|legionella|moraxella|gardnerella|ococci|plasma"
              + "|mycose|micosis)");

  /** A letter run with digits or a trade mark sign in it: a product ("Vicryl1", "Imurel®"). */
  private static final Pattern PRODUCT = Pattern.compile(".*(?:[®™]|\\p{L}\\d|\\d\\p{L}).*");

  /** Words of a span: letter runs with their inner hyphens, apostrophes and digits. */
  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}®™]+(?:[-'’][\\p{L}\\p{N}]+)*");

  /**
   * Pronouns and determiners that open a sentence of a case report ("Elle a été traitée", "Toutes
   * ces constatations"), which a model may take for a first name: no name is made of them alone.
   */
  private static final Set<String> FUNCTION_WORDS_FR =
      Set.of(
          "il",
          "elle",
          "ils",
          "elles",
          "toutes",
          "tous",
          "cette",
          "ces",
          "celle",
          "celui",
          "ceux",
          "celles",
          "aucune",
          "aucun",
          "chaque",
          "plusieurs");

  /** The Spanish ones: "Ella refiere", "Todos los controles". */
  private static final Set<String> FUNCTION_WORDS_ES =
      Set.of(
          "ella", "ellas", "ellos", "esta", "estas", "este", "estos", "todas", "todos", "ninguna",
          "ninguno");

  /** Civil or obstetric status, often taken for a profession in case reports. */
  private static final Set<String> NOT_PROFESSIONS =
      Set.of(
          "celibataire",
          "marie",
          "mariee",
          "veuf",
          "veuve",
          "divorce",
          "divorcee",
          "primipare",
          "multipare",
          "nullipare",
          "primigeste",
          "multigeste",
          "nulligeste",
          "paucipare",
          "grande",
          "grand",
          "menopausee",
          "soltero",
          "soltera",
          "casado",
          "casada",
          "viudo",
          "viuda",
          "divorciado",
          "divorciada",
          "primipara",
          "multipara",
          "nulipara",
          "primigesta",
          "secundigesta",
          "gran",
          "menopausica");

  /** Units and bodies that case reports write in capitals and models take for places. */
  private static final Set<String> NOT_PLACES =
      Set.of("gy", "cgy", "gray", "ui", "oms", "who", "sv", "mev", "kv");

  /**
   * A civility or professional title just before a name, on its line ("Dr jacquet", "Madame jean",
   * "Sra. "): what follows names a person even when its words are ordinary ones.
   */
  private static final Pattern TITLE_BEFORE =
      Pattern.compile(
          "(?<![\\p{L}])(?i:m|mme|mlle|mr|madame|monsieur|mademoiselle|dr|dre|pr|docteur"
              + "|professeur|sr|sra|srta|señor|señora|señorita|don|doña|dña|dra)\\.?[ \\t]{1,3}$");

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
              + "|plastie|position|valvule|glande|tumeur|kyste|cellules?|loi|aspect)"
              + "(?:\\s+(?:[ivx]{1,4}|\\d{1,2}[a-c]?|(?!(?:de|du|des|la|le|les|sa|son|ses)\\s)"
              + "\\p{Ll}[\\p{Ll}-]+)){0,2}"
              + "\\s+(?:de\\s+|d['’]\\s*|du\\s+|des\\s+)$");

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
   * "Silness et [Loe]", "Couchoix [Duparc]", "Löwenstein-[Jensen]".
   */
  private static final Pattern EPONYM_RUN_BEFORE =
      Pattern.compile("(?:\\p{Lu}[\\p{L}'’]*(?:-|\\s+)|et\\s+(?:de\\s+|d['’]\\s*)?)$");

  /**
   * Words after which a note names a person without a title ("vue par", "appel avec", "vit chez"):
   * a lone gazetteer name after them keeps its benefit of the doubt.
   */
  private static final Set<String> PERSON_CONTEXT = Set.of("par", "avec", "chez", "por", "con");

  /**
   * A sentence end: a full stop, a question or exclamation mark before a space, or a line break.
   */
  private static final Pattern SENTENCE_END = Pattern.compile("[.!?](?=\\s)|[\\n\\r]");

  /**
   * A disease named by its organ and suffix before "de" ("encéphalopathie de Gayet-Wernicke",
   * "thyroïdite de Hashimoto", "sarcome de Kaposi", "nefropatía de Berger"): the name after it is
   * the eponym. Words of seven letters or more, common words with these endings left out.
   */
  private static final Pattern DISEASE_HEAD =
      Pattern.compile(
          "(?iu)(?<!\\p{L})(?!(?:conduite|réussite|poursuite|ensuite|produite|gratuite|visite)\\s)"
              + "\\p{L}{3,}(?:pathie|trophie|plasie|algie|[ée]mie|ite|ose|ome|pat[íi]a|itis|osis"
              + "|oma)\\s+(?:de\\s+|d['’]\\s*|del\\s+)$");

  /**
   * A regnal number after a name ("Mohammed V", "Hassan II"): a king's name, which names hospitals,
   * universities and avenues, not a patient. A lone "I", "V" or "X" followed by a full stop is an
   * initial ("Karim V."), not a number.
   */
  private static final Pattern REGNAL_NUMBER =
      Pattern.compile(
          "\\s(?:I{2,3}|IV|VI{1,3}|IX|XI{1,3}|XIV|XV|XVI|V(?!\\.)|X(?!\\.))(?![\\p{L}\\d])");

  /**
   * A class or type with a lettered roman number after a name ("Masada IIb", "Gustilo IIIb", "Neer
   * Ib"): the authors of a classification; a king's number has no letter.
   */
  private static final Pattern CLASS_NUMBER =
      Pattern.compile("\\s(?:I{1,3}|IV|VI{0,3})[a-c](?![\\p{L}\\d])");

  /** A lettered roman class number alone: "IIb", "IIIa". */
  private static final Pattern LETTERED_CLASS = Pattern.compile("(?:I{1,3}|IV|VI{0,3})[a-c]");

  /**
   * A maker's suffix after a name, after at most two capitalised words or a bracket: "Roche
   * Diagnostics", "Sysmex Corporation", "Gutstrings(P) Ltd", "Abbott Laboratories".
   */
  private static final Pattern MAKER_SUFFIX_AFTER =
      Pattern.compile(
          "(?:\\([A-Z]{1,3}\\))?(?:[ \\t]+\\p{Lu}[\\p{L}-]*(?:\\([A-Z]{1,3}\\))?){0,2}[ \\t]+"
              + "(?:Ltd|Inc|GmbH|Corp|Corporation|Laboratories|Laboratoires|Pharma|Pharmaceuticals"
              + "|Diagnostics|Medical|Healthcare|Biosciences|Biotech|Scientific|Systems|AG|SAS)"
              + "(?![\\p{L}])");

  /**
   * A germ named by the initial of its genus and its species ("E. coli", "N.meningitidis", "S.
   * aureus", "K. pneumoniae"), which a model takes for an initial and a surname: a lower-case
   * species of the list or with a Latin ending ("-ae", "-ii", "-ensis"); or by its genus and a
   * species of the list ("Mycobacterium tuberculosis"). "Mme T. est" is no germ.
   */
  private static final String SPECIES =
      "(?:coli|aureus|epidermidis|saprophyticus|pyogenes"
          + "|aeruginosa|faecalis|faecium|mirabilis|marcescens|typhi|typhimurium|enteritidis"
          + "|flexneri|sonnei|jejuni|pylori|meningitidis|trachomatis|pallidum|tuberculosis|bovis"
          + "|leprae|africanum|ulcerans|avium|abscessus|difficile|perfringens|tetani|botulinum"
          + "|monocytogenes|anthracis|cereus|melitensis|abortus|pestis|enterocolitica"
          + "|henselae|albicans|glabrata|tropicalis|krusei|parapsilosis|auris|neoformans"
          + "|fumigatus|flavus|niger|capsulatum|dermatitidis|marneffei|falciparum|vivax|ovale"
          + "|knowlesi|gondii|histolytica|dispar|lamblia|intestinalis|duodenalis|parvum|hominis"
          + "|vaginalis|donovani|infantum|tropica|brucei|cruzi|mansoni|haematobium|japonicum"
          + "|intercalatum|lumbricoides|trichiura|stercoralis|vermicularis|duodenale"
          + "|americanus|granulosus|multilocularis|solium|saginata|bancrofti|loa|volvulus"
          + "|perstans|hepatica|spiralis|scabiei|mitis|oralis|sanguinis|mutans|salivarius"
          + "|anginosus|gallolyticus|lugdunensis|haemolyticus|pneumophila|catarrhalis"
          + "|fragilis|acnes|maltophilia|cepacia|pseudomallei|oxytoca|aerogenes|freundii"
          + "|hydrophila|multocida|interrogans|recurrentis|immitis|schenckii|furfur|rubrum"
          + "|mentagrophytes|tonsurans|arrhizus|equi|zoster|simplex"
          + ")";

  private static final Pattern ABBREVIATED_GERM =
      Pattern.compile(
          "(?<![\\p{L}.])(?:\\p{Lu}\\.\\s?(?:"
              + SPECIES
              + "|\\p{Ll}{2,}(?:ae|ii|ensis))|\\p{Lu}\\p{Ll}{2,}\\s"
              + SPECIES
              + ")(?![\\p{L}])");

  /**
   * A named instrument after a name, on its line: up to four capitalised words and a scale, score
   * or index ("Richmond Agitation Sedation Scale", "Glasgow Coma Scale", "Bath Ankylosing
   * Spondylitis Functional Index").
   */
  private static final Pattern NAMED_INSTRUMENT_AFTER =
      Pattern.compile(
          "(?:[ \\t-]+\\p{Lu}[\\p{L}-]*){0,4}[ \\t-]+(?:Scale|Score|Index|Inventory"
              + "|Questionnaire|Assessment|Rating)(?![\\p{L}])");

  /** An article right before a word: "l'", "la ", "des ", "au ". */
  static final String ARTICLE =
      "(?<![\\p{L}])(?<!de\\s)(?:[lL]['’]|le\\s|la\\s|les\\s|un\\s|une\\s|du\\s|des\\s|au\\s"
          + "|aux\\s)";

  /** An article right before a position. */
  private static final Pattern ARTICLE_BEFORE = Pattern.compile(ARTICLE + "$");

  /** An article, matched in a region that ends where the word after it starts. */
  private static final Pattern ARTICLE_ALONE = Pattern.compile(ARTICLE);

  /** A word in capitals, short enough for an acronym: "OCT", "TSH", "ECG". */
  private static final Pattern ACRONYM = Pattern.compile("\\p{Lu}{2,6}");

  /** A word and an opening bracket right before a name: "capécitabine (". */
  private static final Pattern BRAND_AFTER_DRUG =
      Pattern.compile("(?<![\\p{L}])(\\p{L}[\\p{L}-]{3,})\\s?\\(\\s?$");

  /** The end of a bracket holding a brand alone: "Xeloda)", "Glivec®)". */
  private static final Pattern CLOSING_AFTER_BRAND = Pattern.compile("\\s?[®™]?\\s?\\)");

  /** A lower-case word in brackets right after a name: "Xeloda (capécitabine)". */
  private static final Pattern DRUG_AFTER_BRAND =
      Pattern.compile("\\s?[®™]?\\s?\\(\\s?(\\p{Ll}[\\p{L}-]{3,})\\s?[),]");

  /** Countries that makers' seats write as codes: "(Abbott, Chicago, USA)". */
  private static final Set<String> COUNTRY_CODES = Set.of("USA", "UK", "RU", "EU", "US");

  /** A trade mark sign right after a name: "Roche®", "Mindray ™". */
  private static final Pattern TRADE_MARK_AFTER = Pattern.compile("\\s?[®™]");

  /** A lower-case prefix glued by a hyphen before a name: "anti-[Mélan] A", "post-[Whipple]". */
  private static final Pattern GLUED_PREFIX = Pattern.compile("(?<![\\p{L}-])\\p{Ll}{2,}-$");

  /**
   * A short token glued by a slash before or after a name: "Ag/[Ab]", "[El]/Ul": a unit or a test.
   */
  private static final Pattern GLUED_SLASH_BEFORE = Pattern.compile("(?<![\\p{L}])\\p{L}{1,3}/$");

  private static final Pattern GLUED_SLASH_AFTER = Pattern.compile("/\\p{L}{1,3}(?![\\p{L}])");

  /** A civility or professional title glued before a name by OCR: "MmeDupont", "DrMartin". */
  private static final Pattern GLUED_TITLE =
      Pattern.compile(
          "(?<![\\p{L}])(?i:m|mme|mlle|mr|madame|monsieur|mademoiselle|dr|dre|pr|docteur"
              + "|professeur|sr|sra|srta|señor|señora|señorita|don|doña|dña|dra)\\.?$");

  /** A lower-case letter then a capital inside a word: "IgA", "GeneXpert", "ManNum". */
  private static final Pattern CAMEL_CASE = Pattern.compile("\\p{Ll}\\p{Lu}");

  /** Surnames written with an inner capital: "McDonald", "MacGregor", "DeSouza", "LeBlanc". */
  private static final Pattern CAMEL_CASE_SURNAME =
      Pattern.compile("(?:Mc|Mac|De|Le|La|Di|Da|Du|Van|Von|Fitz|Ben|Abd|Abu)\\p{Lu}\\p{Ll}+");

  /** A hyphenated word with a part in capitals and a part in lower case: "Bili-IRM", "Anti-HBs". */
  private static final Pattern MIXED_COMPOUND =
      Pattern.compile(
          "(?:\\p{Lu}\\p{Ll}+(?:-\\p{L}+)*-\\p{Lu}{2,}|\\p{Lu}{2,}(?:-\\p{L}+)*-\\p{Lu}\\p{Ll}+)"
              + "(?![\\p{L}-])");

  /** The key of a place field, up to its colon, at the start of the line or after a wide gap. */
  private static final Pattern PLACE_KEY_BEFORE =
      Pattern.compile(
          "(?:^|\\s{2}|[|;]\\s?)\\s*(?i:c\\.?\\s?p\\.?|c[óo]digo\\s+postal|code\\s+postal|localidad"
              + "|provincia|ciudad|municipio|poblaci[óo]n|ville|commune|domicilio|direcci[óo]n"
              + "|adresse|pa[íi]s|pays)[^:\\n]{0,24}:\\s*$");

  /** An opening bracket right after a lower-case word: "poignet (". */
  private static final Pattern BRACKET_AFTER_WORD = Pattern.compile("\\p{Ll}\\s?\\($");

  /** A number short of a postal code: a dose or a count, not a place. */
  /**
   * An age said in words or figures: a count of days to years ("dos meses", "3 ans"), or a newborn
   * ("recién nacida", "nouveau-né"), with at most a sex word after it ("recién nacida hembra").
   */
  private static final Pattern AGE_EXPRESSION =
      Pattern.compile(
          "(?iu)(?:(?:\\d{1,3}|un[oa]?|une?|dos|deux|tres|trois|cuatro|quatre|cinco|cinq|seis|six"
              + "|siete|sept|ocho|huit|nueve|neuf|diez|dix|once|onze|doce|douze)\\s+"
              + "(?:d[ií]as?|jours?|semanas?|semaines?|mes(?:es)?|mois|años?|ans?)"
              + "|reci[eé]n\\s+nacid[oa]s?|nouveau-n[ée]e?s?|nouveau\\s+n[ée]e?s?)"
              + "(?:\\s+(?:de\\s+edad|d'[aâ]ge))?"
              + "(?:\\s+(?:hembra|var[oó]n|macho|mujer|niñ[oa]|fille|garçon|femme|homme))?");

  /**
   * A word of letters with a 0 or 1 between two of them and no other digit ("t0ledo", "l0groño",
   * "cora1ie"): an OCR confusion of o and l, not a product code ("b12", "ca125", "co2").
   */
  private static final Pattern OCR_WORD =
      Pattern.compile(
          "\\p{L}*\\p{L}{2}[01]\\p{L}[\\p{L}01]*|\\p{L}*\\p{L}[01]\\p{L}{2}[\\p{L}01]*");

  private static final Pattern SHORT_NUMBER = Pattern.compile("\\d{1,4}");

  /** Words that open the name of a care facility ("Hôpital", "Clínica", "CHU"). */
  private static final Set<String> FACILITY_HEADS =
      Set.of(
          "hopital",
          "hopitaux",
          "clinique",
          "centre",
          "chu",
          "chr",
          "chi",
          "ch",
          "hospital",
          "clinica",
          "centro",
          "instituto",
          "institut",
          "residencia",
          "residence",
          "ehpad",
          "polyclinique",
          "policlinica",
          "sanatorio",
          "maternite",
          "fondation",
          "fundacion");

  private final Set<String> functionWords;
  private final Vocabulary vocabulary;
  private final Gazetteer gazetteer;

  NonPhiEvidence(String language) {
    this.functionWords = "es".equals(language) ? FUNCTION_WORDS_ES : FUNCTION_WORDS_FR;
    this.vocabulary = Vocabulary.forLanguage(language);
    this.gazetteer = Gazetteer.forLanguage(language);
  }

  /**
   * Whether a claimed span is refuted: a name made only of ordinary words, drugs, germs or
   * products; a place that is one drug, germ or product; a profession that is a civil or obstetric
   * status. A claim with the trigger source among its supporters stands.
   */
  /**
   * Whether a bare number that a model alone takes for an age is a measurement: over any age ("342"
   * platelets), or a cell of a table row (a line with two or more "|", tabs or ";"), where an age
   * column is found by its header (the regex detector's claim, never refuted).
   */
  static boolean isMeasurementNotAge(String document, int begin, int end) {
    String value = document.substring(begin, end).strip();
    if (!BARE_NUMBER.matcher(value).matches()) {
      return false;
    }
    if (Integer.parseInt(value) > MAX_AGE) {
      return true;
    }
    int lineBegin = document.lastIndexOf('\n', begin - 1) + 1;
    int lineEnd = document.indexOf('\n', end);
    String line = document.substring(lineBegin, lineEnd < 0 ? document.length() : lineEnd);
    for (char separator : new char[] {'|', '\t', ';'}) {
      if (line.chars().filter(c -> c == separator).count() >= 2) {
        return true;
      }
    }
    return false;
  }

  /** Whether a title ("Dr", "Madame", "Sra.") stands right before {@code begin} on its line. */
  static boolean followsTitle(String document, int begin) {
    String before = document.substring(Math.max(0, begin - 16), begin);
    int newline = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
    return TITLE_BEFORE.matcher(before.substring(newline + 1)).find();
  }

  /**
   * Whether a span is the value of a place field ("CP: 3400", "Localidad/ Provincia: Las palmas"):
   * the field's key says what it is, whatever its words look like alone.
   */
  static boolean followsPlaceKey(String document, int begin) {
    int last = lastBeforeSpaces(document, begin);
    if (last < 0 || document.charAt(last) != ':') {
      return false; // every key ends with a colon: no need for the regex
    }
    String before = document.substring(Math.max(0, begin - 48), begin);
    int newline = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
    return PLACE_KEY_BEFORE.matcher(before.substring(newline + 1)).find();
  }

  /**
   * Whether a span's whole text is an age ("dos meses", "recién nacida hembra"): a detector that
   * took it for a relative's name saw a person, and the age is what identifies them.
   */
  static boolean isAgeExpression(String text) {
    return AGE_EXPRESSION.matcher(text.strip()).matches();
  }

  /**
   * Whether a name without a trigger behind it is an eponym: right after an eponym head ("maladie
   * de Crohn", "voie de Hardinge"), or, claimed by the lexicon alone, in brackets of its own after
   * a lower-case word ("fracture du poignet (Pouteau-Colles)").
   */
  static boolean isEponym(String document, int begin, int end, Set<String> sources) {
    if (sources.contains(TRIGGER_SOURCE)) {
      return false;
    }
    String before = document.substring(Math.max(0, begin - 40), begin);
    if (mayEndWithDe(document, begin)
        && (EPONYM_HEAD.matcher(before).find() || DISEASE_HEAD.matcher(before).find())) {
      return true;
    }
    int runStart = eponymRunStart(document, begin);
    if (followsEponymHead(document, begin, runStart, GRADE_HEAD)) {
      return true;
    }
    if (!sources.contains(TRIGGER_SOURCE)
        && followsEponymHead(document, begin, runStart, EPONYM_HEAD_WITH_MODIFIERS)) {
      return true;
    }
    return sources.equals(Set.of(LEXICON_SOURCE))
        && end < document.length()
        && document.charAt(end) == ')'
        && BRACKET_AFTER_WORD.matcher(before).find();
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
    return c == '-' || c == '\'' || c == '’' || isSpaceOrLineEnd(c);
  }

  /**
   * Whether the text before {@code from}, its trailing spaces left out, ends with a letter or an
   * apostrophe that can end "de", "du", "des", "del" or "d'", as every eponym head does: a cheap
   * necessary test before their regexes ("ſ" is an "s" to a case-insensitive one).
   */
  static boolean mayEndWithDe(String document, int from) {
    int last = lastBeforeSpaces(document, from);
    return last >= 0 && "'’eEuUsSſlL".indexOf(document.charAt(last)) >= 0;
  }

  /** The offset of the last character before {@code from} that is no space, or -1. */
  private static int lastBeforeSpaces(String document, int from) {
    int last = from - 1;
    while (last >= 0 && isSpaceOrLineEnd(document.charAt(last))) {
      last--;
    }
    return last;
  }

  /** {@code \s} or a line terminator (where {@code $} may match before the last one). */
  private static boolean isSpaceOrLineEnd(char c) {
    return " \t\n\u000B\f\r\u0085\u2028\u2029".indexOf(c) >= 0;
  }

  /**
   * Whether a name sits inside a sentence of lower-case prose: the word before it on its line
   * starts in lower case (an opening bracket or quote may stand between: "réseau Moya", "selon
   * Fletcher", "présence de Candida Albicans"), the name has a lower-case letter (a surname in
   * capitals is a note's signature or table cell) and what follows it is a lower-case word or
   * punctuation, not another capitalised word ("Mohammed V"). A note names a person inside a
   * sentence after a title or a trigger, which the CRF and the rules see, or after a relative ("sa
   * fille Nadia", "fille de Roux") or "par", "avec", "chez", which keep the name: elsewhere a
   * gazetteer hit alone inside a sentence is a word of medicine (an eponym, a germ, a marker, a
   * scale).
   */
  static boolean sitsInProse(String document, int begin, int end) {
    String name = document.substring(begin, end);
    if (name.equals(name.toUpperCase(Locale.ROOT))) {
      return false;
    }
    int p = begin - 1;
    while (p >= 0 && (document.charAt(p) == ' ' || document.charAt(p) == '\u00a0')) {
      p--;
    }
    if (p >= 0 && "(«“\"".indexOf(document.charAt(p)) >= 0) {
      p--;
      while (p >= 0 && (document.charAt(p) == ' ' || document.charAt(p) == '\u00a0')) {
        p--;
      }
    }
    if (p > 0 && "'’".indexOf(document.charAt(p)) >= 0) {
      p--; // an elided article or "de": "l'« Ivy sign »", "d'Amar"
    }
    if (p < 0 || !Character.isLetter(document.charAt(p))) {
      return false;
    }
    int wordBegin = p;
    while (wordBegin > 0
        && (Character.isLetter(document.charAt(wordBegin - 1))
            || document.charAt(wordBegin - 1) == '-')) {
      wordBegin--;
    }
    String before = document.substring(wordBegin, p + 1);
    if (!Character.isLowerCase(before.charAt(0))
        || PERSON_CONTEXT.contains(before)
        || KinshipTerms.isKinshipExpression(before)
        || (before.equals("de")
                || before.equals("du")
                || before.equals("del")
                || before.equals("d"))
            && KinshipTerms.isKinshipExpression(lastWord(document, wordBegin))) {
      return false;
    }
    int q = end;
    while (q < document.length() && (document.charAt(q) == ' ' || document.charAt(q) == '\u00a0')) {
      q++;
    }
    if (q >= document.length()) {
      return true;
    }
    char next = document.charAt(q);
    if (Character.isLetter(next)) {
      return Character.isLowerCase(next);
    }
    return ",;:.)»”\"!?\n\r".indexOf(next) >= 0;
  }

  /**
   * Whether a name is an eponym by its own words: a hyphenated compound with a part that the eponym
   * list holds ("Gayet-Wernicke", "Creutzfeldt-Jakob").
   */
  boolean isHyphenatedEponym(String name) {
    for (String word : words(name)) {
      if (word.indexOf('-') < 0) {
        continue;
      }
      for (String part : word.split("-")) {
        if (!part.isEmpty() && (gazetteer.flags(part) & Gazetteer.EPONYM) != 0) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether a regnal number follows the name ("Mohammed V", "Hassan II"): a king's name. */
  static boolean beforeRegnalNumber(String document, int end) {
    return REGNAL_NUMBER
        .matcher(document)
        .region(end, Math.min(document.length(), end + 6))
        .lookingAt();
  }

  /**
   * Whether a name is a lettered class number ("IIb" of "Masada IIb"), or such a number follows it:
   * a classification, not a king.
   */
  static boolean isOrPrecedesClassNumber(String document, int begin, int end) {
    return LETTERED_CLASS.matcher(document.substring(begin, end).strip()).matches()
        || beforeClassNumber(document, end);
  }

  /**
   * Whether a maker's suffix follows the name on its line, after at most two capitalised words or a
   * bracket: "Roche Diagnostics", "Sysmex Corporation", "Stericat Gutstrings(P) Ltd".
   */
  static boolean precedesMakerSuffix(String document, int end) {
    return MAKER_SUFFIX_AFTER
        .matcher(document)
        .region(end, Math.min(document.length(), end + 60))
        .lookingAt();
  }

  /** Whether a lettered class number follows the name ("Masada IIb"): a classification. */
  static boolean beforeClassNumber(String document, int end) {
    return CLASS_NUMBER
        .matcher(document)
        .region(end, Math.min(document.length(), end + 6))
        .lookingAt();
  }

  /**
   * Whether a name is the initial or the species of a germ ("E. coli", "N.meningitidis"): the span
   * lies inside the germ's name.
   */
  static boolean isAbbreviatedGerm(String document, int begin, int end) {
    Matcher germ =
        ABBREVIATED_GERM
            .matcher(document)
            .region(Math.max(0, begin - 24), Math.min(document.length(), end + 40));
    while (germ.find()) {
      if (germ.start() <= begin && germ.end() >= end) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a name opens a named instrument: capitalised words then a scale, score or index on its
   * line ("Richmond Agitation Sedation Scale"). A person is not followed by "Scale"; "Test" or
   * "Status" may open a line of a note and are left out.
   */
  static boolean opensNamedInstrument(String document, int end) {
    return NAMED_INSTRUMENT_AFTER
        .matcher(document)
        .region(end, Math.min(document.length(), end + 80))
        .lookingAt();
  }

  /** Whether a trade mark sign follows the name ("Roche®", "Mindray ™"): a maker or a product. */
  static boolean beforeTradeMark(String document, int end) {
    return TRADE_MARK_AFTER
        .matcher(document)
        .region(end, Math.min(document.length(), end + 2))
        .lookingAt();
  }

  /**
   * Whether an article stands right before {@code begin} ("l'OCT", "la TSH"; not "de la Fuente"): a
   * thing, not a person, is named there.
   */
  static boolean followsArticle(String document, int begin) {
    return ARTICLE_BEFORE.matcher(document).region(Math.max(0, begin - 8), begin).find();
  }

  /**
   * Whether a name holds an acronym of a thing: a word in capitals, no first name or surname of the
   * gazetteers, that the document writes after an article ("l'OCT", "la TSH", "une IRM"), which no
   * person named by initials or a surname in capitals takes ("T-D [OCT]").
   */
  boolean holdsAcronymOfAThing(String document, String name) {
    for (String word : words(name)) {
      if (ACRONYM.matcher(word).matches()
          && (gazetteer.flags(word) & Gazetteer.NAME) == 0
          && writesAfterArticle(document, word)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the document writes a word, whole, right after an article: each occurrence is found by
   * a plain search and only its few characters before are matched (a regex that starts with the
   * article would try every position of the note).
   */
  static boolean writesAfterArticle(String document, String word) {
    Matcher article = ARTICLE_ALONE.matcher(document).useTransparentBounds(true);
    for (int at = WholeWordSearch.indexOf(document, word, 0);
        at >= 0;
        at = WholeWordSearch.indexOf(document, word, at + 1)) {
      // An article is 2 to 4 characters long ("l'", "la ", "des ").
      for (int length = 2; length <= 4 && length <= at; length++) {
        if (article.region(at - length, at).matches()) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether a name stands in brackets that end with a country, as a maker's name and seat do:
   * "(Vygon, France)", "(Sysmex Corporation, Kobe, Japon)", "(Roche Diagnostics, Mannheim,
   * Allemagne)". The bracket holds at least two items separated by commas, on one line.
   */
  boolean isMakerInBrackets(String document, int begin, int end) {
    int lineBegin =
        Math.max(document.lastIndexOf('\n', begin - 1), document.lastIndexOf('\r', begin - 1)) + 1;
    int open = document.lastIndexOf('(', begin - 1);
    if (open < lineBegin || open < begin - 120 || document.lastIndexOf(')', begin - 1) > open) {
      return false;
    }
    int close = document.indexOf(')', end);
    int newline = document.indexOf('\n', end);
    if (close < 0
        || close > end + 120
        || newline >= 0 && newline < close
        || document.indexOf('(', end) >= 0 && document.indexOf('(', end) < close) {
      return false;
    }
    String inside = document.substring(open + 1, close);
    int comma = inside.lastIndexOf(',');
    if (comma < 0 || open + 1 + comma < end) {
      return false;
    }
    List<String> last = words(inside.substring(comma + 1));
    if (last.isEmpty() || !last.stream().allMatch(w -> Character.isUpperCase(w.codePointAt(0)))) {
      return false;
    }
    return (gazetteer.flags(String.join(" ", last)) & Gazetteer.COUNTRY) != 0
        || last.size() == 1 && COUNTRY_CODES.contains(last.get(0));
  }

  /**
   * Whether a name is a drug's brand in brackets after its common name, or before it in brackets:
   * "capécitabine (Xeloda)", "imatinib (Glivec®)", "Xeloda (capécitabine)".
   */
  boolean isBrandOfDrug(String document, int begin, int end) {
    Matcher before = BRAND_AFTER_DRUG.matcher(document).region(Math.max(0, begin - 40), begin);
    if (before.find() && isDrugGermOrProduct(before.group(1))) {
      Matcher after =
          CLOSING_AFTER_BRAND.matcher(document).region(end, Math.min(document.length(), end + 4));
      if (after.lookingAt()) {
        return true;
      }
    }
    Matcher drug =
        DRUG_AFTER_BRAND.matcher(document).region(end, Math.min(document.length(), end + 40));
    return drug.lookingAt() && isDrugGermOrProduct(drug.group(1));
  }

  /**
   * Whether a one-word name is a country of the gazetteers ("Vygon, France"): a person named so has
   * a surname or a title beside it.
   */
  boolean isLoneCountry(String name) {
    List<String> words = words(name);
    return words.size() == 1 && (gazetteer.flags(words.get(0)) & Gazetteer.COUNTRY) != 0;
  }

  /**
   * Whether a name is glued to a lower-case prefix by a hyphen ("anti-Mélan", "post-Whipple") or to
   * a token of one to three letters by a slash ("Ag/Ab", "El/Ul"): a marker, a test or a unit.
   */
  static boolean isGluedToATerm(String document, int begin, int end) {
    return GLUED_PREFIX.matcher(document).region(Math.max(0, begin - 12), begin).find()
        || GLUED_SLASH_BEFORE.matcher(document).region(Math.max(0, begin - 5), begin).find()
        || GLUED_SLASH_AFTER
            .matcher(document)
            .region(end, Math.min(document.length(), end + 5))
            .lookingAt();
  }

  /**
   * Whether a name has the shape of a product, a test or a code rather than a person: a piece of a
   * longer word ("BenchMark"), an inner capital ("IgA", "GeneXpert"; not "McDonald"), a trade mark
   * after it ("GeneXpert®"), or a hyphenated word mixing capitals and lower case ("Bili-IRM").
   */
  static boolean hasProductShape(String document, int begin, int end) {
    if (begin > 0 && Character.isLetterOrDigit(document.charAt(begin - 1))
        || end < document.length() && Character.isLetterOrDigit(document.charAt(end))) {
      return true;
    }
    return hasProductShapeWithinItsWords(document, begin, end);
  }

  /**
   * Whether a name that a model also claims has the shape of a product: a piece of a word cut where
   * a lower-case letter meets a capital ("[Gene]Xpert", "Gene[Xpert]") or a digit a letter
   * ("-3[DS]"), unless a title is glued before it ("MmeDupont", as OCR writes it); an inner
   * capital, a trade mark or a hyphenated word mixing capitals and lower case. A piece of a word
   * cut after a hyphen ("[C-]M.") is an initial of a compound first name.
   */
  static boolean hasProductShapeInContext(String document, int begin, int end) {
    if (begin >= end) {
      return false;
    }
    if (begin > 0) {
      char before = document.charAt(begin - 1);
      char first = document.charAt(begin);
      if (Character.isDigit(before) && Character.isLetter(first)
          || Character.isLowerCase(before)
              && Character.isUpperCase(first)
              && !GLUED_TITLE.matcher(document).region(Math.max(0, begin - 12), begin).find()) {
        return true;
      }
    }
    if (end < document.length()) {
      char last = document.charAt(end - 1);
      char after = document.charAt(end);
      if (Character.isLowerCase(last) && Character.isUpperCase(after)
          || Character.isLetter(last) && Character.isDigit(after)
          || Character.isDigit(last) && Character.isLetter(after)) {
        return true;
      }
    }
    return hasProductShapeWithinItsWords(document, begin, end);
  }

  private static boolean hasProductShapeWithinItsWords(String document, int begin, int end) {
    if (end < document.length() && "®™".indexOf(document.charAt(end)) >= 0) {
      return true;
    }
    if (isGluedToATerm(document, begin, end)) {
      return true;
    }
    for (String word : words(document.substring(begin, end))) {
      if (CAMEL_CASE.matcher(word).find() && !CAMEL_CASE_SURNAME.matcher(word).matches()
          || MIXED_COMPOUND.matcher(word).matches()) {
        return true; // "IgA", "La [Bili-IRM]"
      }
    }
    int compoundBegin = begin;
    while (compoundBegin > 0
        && (Character.isLetter(document.charAt(compoundBegin - 1))
            || document.charAt(compoundBegin - 1) == '-')) {
      compoundBegin--;
    }
    Matcher compound =
        MIXED_COMPOUND
            .matcher(document)
            .region(compoundBegin, Math.min(document.length(), end + 24));
    return compound.lookingAt() && compound.end() >= end;
  }

  /**
   * Whether every capitalised word of a name is an ordinary word that the same document also writes
   * in lower case ("Elle a été traitée ... elle", "Zone de Santé ... centres de santé"): a sentence
   * start or a title line, not a person. A surname ("Petit", "Blanc"), a first name that is no
   * ordinary word, a word in capitals or an unknown word keeps the name.
   */
  boolean isOrdinaryWordWrittenInLowerCase(String document, String name) {
    List<String> capitalised =
        words(name).stream().filter(w -> Character.isUpperCase(w.codePointAt(0))).toList();
    if (capitalised.isEmpty()) {
      return false;
    }
    for (String word : capitalised) {
      long flags = gazetteer.flags(word);
      boolean ordinary =
          (flags & Gazetteer.NAME) == 0
              ? vocabulary.contains(word)
              : (flags & Gazetteer.COMMON_WORD) != 0 && (flags & Gazetteer.SURNAME) == 0;
      if (!ordinary
          || word.codePointCount(0, word.length()) < 3
          || word.equals(word.toUpperCase(Locale.ROOT))) {
        return false;
      }
      String lower = word.toLowerCase(Locale.ROOT);
      if (WholeWordSearch.indexOf(document, lower, 0) < 0) {
        return false;
      }
    }
    return true;
  }

  boolean refutes(String category, String text, Set<String> sources) {
    if (sources.contains(TRIGGER_SOURCE)) {
      return false;
    }
    List<String> words = words(text);
    if (words.isEmpty()) {
      return category.equals("NAME"); // a full stop or a bracket alone ("Mr.B.B.") names nobody
    }
    return switch (category) {
      case "NAME" ->
          !KinshipTerms.isKinshipExpression(text)
              && (words.stream().allMatch(w -> isOrdinaryWord(w) || isDrugGermOrProduct(w))
                  || words.stream()
                      .allMatch(w -> functionWords.contains(w.toLowerCase(Locale.ROOT)))
                  || isLoneCountry(text)
                  || isHyphenatedEponym(text));
      case "LOCATION" -> refutesPlace(words);
      case "PROFESSION" ->
          words.stream().allMatch(w -> NOT_PROFESSIONS.contains(TextFolding.key(w)));
      default -> false;
    };
  }

  /**
   * A place made of one drug, germ, product, unit or short number; or of ordinary words only with
   * no capitalised word after the first ("hôpital de district", "clinique était normal"), or in
   * capitals without a facility head ("RESECCION SUBMUCOSA DEL TABIQUE NASAL").
   */
  private boolean refutesPlace(List<String> words) {
    if (words.size() == 1) {
      String word = words.get(0);
      if (isDrugGermOrProduct(word)
          || NOT_PLACES.contains(word.toLowerCase(Locale.ROOT))
          || SHORT_NUMBER.matcher(word).matches()) {
        return true;
      }
    }
    if (!words.stream().allMatch(this::isOrdinaryWord)) {
      return false;
    }
    boolean laterCapital =
        words.stream().skip(1).anyMatch(w -> Character.isUpperCase(w.codePointAt(0)));
    boolean allCaps = words.stream().allMatch(w -> w.equals(w.toUpperCase(Locale.ROOT)));
    boolean facility = FACILITY_HEADS.contains(TextFolding.key(words.get(0)));
    return words.size() > 1 && (!laterCapital || (allCaps && !facility));
  }

  /**
   * Whether a stretch of text lies within one sentence: no line break and no full stop before a
   * space inside it, at most 200 characters.
   */
  static boolean sameSentence(String document, int begin, int end) {
    return end - begin <= 200 && !SENTENCE_END.matcher(document).region(begin, end).find();
  }

  /** The last word before {@code end} on its line, or "" ("fille" before "de Roux"). */
  private static String lastWord(String document, int end) {
    int p = end - 1;
    while (p >= 0 && (document.charAt(p) == ' ' || document.charAt(p) == '\u00a0')) {
      p--;
    }
    int wordEnd = p + 1;
    while (p >= 0 && Character.isLetter(document.charAt(p))) {
      p--;
    }
    return document.substring(p + 1, wordEnd);
  }

  private static List<String> words(String text) {
    List<String> words = new java.util.ArrayList<>();
    Matcher word = WORD.matcher(text);
    while (word.find()) {
      words.add(word.group());
    }
    return words;
  }

  /**
   * A word of two letters or more that the language's vocabulary holds and no name list does, or a
   * lower-case word that a name list holds but that is also an ordinary word ("de", "la").
   */
  private boolean isOrdinaryWord(String word) {
    if (word.codePointCount(0, word.length()) < 2) {
      return false;
    }
    long flags = gazetteer.flags(word);
    if ((flags & Gazetteer.NAME) == 0) {
      return vocabulary.contains(word);
    }
    return (flags & Gazetteer.COMMON_WORD) != 0 && word.equals(word.toLowerCase(Locale.ROOT));
  }

  /**
   * Whether a lower-case word matches {@link #DRUG_OR_GERM}: it ends with one of its endings, when
   * no line terminator (which its {@code .*} does not cross) stands in it.
   */
  static boolean endsLikeDrugOrGerm(String lower) {
    for (int i = 0; i < lower.length(); i++) {
      if ("\n\r\u0085\u2028\u2029".indexOf(lower.charAt(i)) >= 0) {
        return DRUG_OR_GERM.matcher(lower).matches();
      }
    }
    return DrugAndGermEndings.endsWithOne(lower);
  }

  /** A drug, germ or product name, unless a first name or surname of the gazetteers. */
  private boolean isDrugGermOrProduct(String word) {
    if (word.length() < 4 || (gazetteer.flags(word) & Gazetteer.NAME) != 0) {
      return false;
    }
    String lower = word.toLowerCase(Locale.ROOT);
    if (OCR_WORD.matcher(lower).matches()) {
      return false; // "T0ledo", "Ecuad0r": a scanned word, its o read as a zero, not a code
    }
    return PRODUCT.matcher(lower).matches() || endsLikeDrugOrGerm(lower);
  }
}
