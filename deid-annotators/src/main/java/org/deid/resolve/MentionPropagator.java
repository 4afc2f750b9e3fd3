package org.deid.resolve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.uima.UimaContext;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.analysis_engine.AnalysisEngineProcessException;
import org.apache.uima.fit.component.JCasAnnotator_ImplBase;
import org.apache.uima.fit.descriptor.ConfigurationParameter;
import org.apache.uima.fit.descriptor.ResourceMetaData;
import org.apache.uima.fit.descriptor.TypeCapability;
import org.apache.uima.fit.factory.AnalysisEngineFactory;
import org.apache.uima.fit.util.JCasUtil;
import org.apache.uima.jcas.JCas;
import org.apache.uima.jcas.cas.StringArray;
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.detect.lexicon.Vocabulary;
import org.deid.parameter.Sources;
import org.deid.taxonomy.PhiCategory;
import org.deid.type.Phi;

/**
 * Marks the other mentions of each resolved PHI in the same note: a name or an identifier found
 * once (after a title, in a header) is also what the same string is in a table row, a running
 * header or a signature ("DELCROIX" alone in a CSV row, "1.884.207" in every page header). Each
 * mention becomes a {@link Phi} of the same category, subtype, role and label, with the original's
 * sources plus {@value #PROPAGATED_SOURCE}.
 *
 * <p>Only trusted PHI are propagated: a name backed by a contextual source or by two sources, or by
 * one rule source at a high confidence (a lone gazetteer guess is not multiplied). A one-word name
 * that is an ordinary word of the language or a medical eponym is not propagated. Names match whole
 * words in their own case, or in capitals, or (when found in capitals) capitalised: capitals are
 * how notes write surnames in headers and signatures, while a lower-case form collides with
 * ordinary words ("Rosa"/"rosa"). Identifiers and contacts match whole tokens exactly. Places are
 * propagated as written when trusted as names are, or claimed strongly by one rule source ("nace en
 * Tetuán (Marruecos)" makes the later "un taller de Tetuán" a place too), and never an ordinary
 * word alone: every mention of a town is PHI in every scheme. Dates are not propagated: the same
 * date often names another event, and their detector finds them anyway. A mention never overlaps a
 * PHI already resolved, but widens the one name resolved inside it and nothing else.
 */
@ResourceMetaData(
    name = "deid mention propagator",
    description = "Marks the other mentions of each trusted resolved PHI string in the note.")
@TypeCapability(inputs = "org.deid.type.Phi", outputs = "org.deid.type.Phi")
public final class MentionPropagator extends JCasAnnotator_ImplBase {

  /** The source added to the sources of a propagated mention. */
  public static final String PROPAGATED_SOURCE = "propagated";

  /** Categories whose PHI are propagated (taxonomy names). */
  public static final String PARAM_CATEGORIES = "propagationCategories";

  @ConfigurationParameter(
      name = PARAM_CATEGORIES,
      mandatory = false,
      defaultValue = {"NAME", "ID", "CONTACT", "LOCATION"})
  private String[] categoryNames;

  /**
   * Language of the vocabulary that tells ordinary words from names ({@code fr} or {@code es});
   * when empty, the CAS's document language decides.
   */
  public static final String PARAM_LANGUAGE = "propagationLanguage";

  @ConfigurationParameter(name = PARAM_LANGUAGE, mandatory = false, defaultValue = "")
  private String language;

  /** Sources whose support makes a name trusted on its own (models that read the context). */
  public static final String PARAM_CONTEXTUAL_SOURCES = "propagationContextualSources";

  @ConfigurationParameter(
      name = PARAM_CONTEXTUAL_SOURCES,
      mandatory = false,
      defaultValue = {Sources.CRF, Sources.ONNX})
  private String[] contextualSources;

  /** Lowest confidence of a PHI to propagate, in [0, 1]. */
  public static final String PARAM_MIN_CONFIDENCE = "propagationMinConfidence";

  @ConfigurationParameter(name = PARAM_MIN_CONFIDENCE, mandatory = false, defaultValue = "0.5")
  private float minConfidence;

  /**
   * Sources whose lone claim of a name is trusted: a trigger ("Dr", "Nombre:") names someone; a
   * lone gazetteer guess does not (on the French prose, lone lexicon names propagated were all
   * false alarms).
   */
  public static final String PARAM_LONE_SOURCES = "propagationLoneSources";

  @ConfigurationParameter(
      name = PARAM_LONE_SOURCES,
      mandatory = false,
      defaultValue = {Sources.REGEX})
  private String[] loneSources;

  /** Shortest identifier or contact string propagated: shorter ones are counts and doses too. */
  private static final int MIN_ID_LENGTH = 5;

  /** Lowest confidence of a place that one rule source alone makes trusted (a strong claim). */
  private static final double STRONG_PLACE = 0.85;

  /** An acronym of 3 to 8 capitals opening brackets right after a PHI: " (HUCA)", " (HUCA, ". */
  private static final Pattern BRACKETED_ACRONYM = Pattern.compile("\\s?\\((\\p{Lu}{3,8})(?=[),])");

  /** Fewest letters of a propagated name. */
  private static final int MIN_NAME_LETTERS = 2;

  private Set<PhiCategory> categories;
  private Set<String> contextual;
  private Set<String> trustedAlone;

  /** Creates a description for a language (empty: the CAS's). */
  public static AnalysisEngineDescription createDescription(String language)
      throws ResourceInitializationException {
    return AnalysisEngineFactory.createEngineDescription(
        MentionPropagator.class, PARAM_LANGUAGE, language);
  }

  @Override
  public void initialize(UimaContext context) throws ResourceInitializationException {
    super.initialize(context);
    try {
      categories = EnumSet.noneOf(PhiCategory.class);
      for (String name : categoryNames) {
        try {
          categories.add(PhiCategory.valueOf(name.trim()));
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException(
              PARAM_CATEGORIES
                  + ": unknown category '"
                  + name
                  + "', use some of "
                  + Arrays.toString(PhiCategory.values()),
              e);
        }
      }
      if (!(minConfidence >= 0 && minConfidence <= 1)) {
        throw new IllegalArgumentException(
            PARAM_MIN_CONFIDENCE + " must be in [0, 1], not " + minConfidence);
      }
      if (!language.isEmpty()) {
        Vocabulary.forLanguage(language);
        Gazetteer.forLanguage(language);
      }
    } catch (IllegalArgumentException e) {
      throw new ResourceInitializationException(e);
    }
    contextual = Set.of(contextualSources);
    trustedAlone = Set.of(loneSources);
  }

  @Override
  public void process(JCas jcas) throws AnalysisEngineProcessException {
    String text = jcas.getDocumentText();
    if (text == null || text.isEmpty()) {
      return;
    }
    String lang = language.isEmpty() ? jcas.getDocumentLanguage() : language;
    boolean knownLanguage = Gazetteer.LANGUAGES.contains(lang);
    Vocabulary vocabulary = knownLanguage ? Vocabulary.forLanguage(lang) : null;
    Gazetteer gazetteer = knownLanguage ? Gazetteer.forLanguage(lang) : null;
    boolean[] covered = new boolean[text.length()];
    OccurrenceIndex occurrences = new OccurrenceIndex(text);
    List<Phi> seeds = new ArrayList<>();
    for (Phi phi : JCasUtil.select(jcas, Phi.class)) {
      Arrays.fill(covered, phi.getBegin(), phi.getEnd(), true);
      if (isTrusted(phi) && isSpecific(phi, vocabulary, gazetteer, occurrences)) {
        seeds.add(phi);
      }
    }
    seeds.addAll(bracketedAcronyms(jcas, text, covered));
    // Longest first: "Jean DELCROIX" takes its mentions before "DELCROIX" alone.
    seeds.sort(Comparator.comparingInt((Phi p) -> p.getBegin() - p.getEnd()));
    Set<String> done = new LinkedHashSet<>();
    for (Phi seed : seeds) {
      boolean name = PhiCategory.NAME.name().equals(seed.getCategory());
      for (String form : forms(seed.getCoveredText(), name)) {
        if (!done.add(seed.getCategory() + "\u0000" + form)) {
          continue;
        }
        for (int at = occurrences.indexOf(form, 0);
            at >= 0;
            at = occurrences.indexOf(form, at + 1)) {
          int end = at + form.length();
          if (isWhole(text, at, end)
              && !anyCovered(covered, at, end)
              && !(name && AcronymOfAThing.followsArticle(text, at))) {
            addMention(jcas, seed, at, end);
            Arrays.fill(covered, at, end, true);
          } else if (name && isWhole(text, at, end)) {
            widenTheNameInside(jcas, covered, at, end);
            endTheNameAround(jcas, gazetteer, at, end);
          }
        }
      }
    }
  }

  /**
   * The acronyms that notes define in brackets right after a place or an organisation they name
   * ("Hospital Universitario Central de Asturias (HUCA, Avda. de Roma)", "Instituto Clínico
   * Quirúrgico de Oftalmología (ICQO)"), marked as mentions of it: later the note writes the
   * acronym alone ("no HUCA", "origen=HUCA"). Returned as seeds of their own.
   */
  private List<Phi> bracketedAcronyms(JCas jcas, String text, boolean[] covered) {
    if (!categories.contains(PhiCategory.LOCATION)) {
      return List.of();
    }
    List<Phi> acronyms = new ArrayList<>();
    for (Phi phi : new ArrayList<>(JCasUtil.select(jcas, Phi.class))) {
      if (!PhiCategory.LOCATION.name().equals(phi.getCategory()) || !isTrusted(phi)) {
        continue;
      }
      Matcher m = BRACKETED_ACRONYM.matcher(text).region(phi.getEnd(), text.length());
      if (m.lookingAt() && !anyCovered(covered, m.start(1), m.end(1))) {
        acronyms.add(addMention(jcas, phi, m.start(1), m.end(1)));
        Arrays.fill(covered, m.start(1), m.end(1), true);
      }
    }
    return acronyms;
  }

  /** Whether a PHI is trusted enough to be multiplied. */
  private boolean isTrusted(Phi phi) {
    PhiCategory category;
    try {
      category = PhiCategory.valueOf(phi.getCategory());
    } catch (IllegalArgumentException | NullPointerException e) {
      return false;
    }
    if (!categories.contains(category) || phi.getConfidence() < minConfidence) {
      return false;
    }
    if (category != PhiCategory.NAME && category != PhiCategory.LOCATION) {
      return true; // identifiers and contacts stand on a checked format or a key
    }
    List<String> sources = sourcesOf(phi);
    if (sources.contains(PROPAGATED_SOURCE)) {
      return false;
    }
    return sources.stream().anyMatch(contextual::contains)
        || sources.size() >= 2
        || sources.stream().anyMatch(trustedAlone::contains)
        || category == PhiCategory.LOCATION && phi.getConfidence() >= STRONG_PLACE;
  }

  /** Whether a PHI's string names one thing: long enough, and no ordinary word for a name. */
  private static boolean isSpecific(
      Phi phi, Vocabulary vocabulary, Gazetteer gazetteer, OccurrenceIndex occurrences) {
    String text = phi.getCoveredText();
    if (PhiCategory.ID.name().equals(phi.getCategory())) {
      return text.strip().length() >= MIN_ID_LENGTH && text.chars().anyMatch(Character::isDigit);
    }
    if (PhiCategory.LOCATION.name().equals(phi.getCategory())) {
      return isSpecificPlace(occurrences, text, gazetteer);
    }
    if (!PhiCategory.NAME.name().equals(phi.getCategory())) {
      return text.strip().length() >= MIN_ID_LENGTH;
    }
    if (text.codePoints().filter(Character::isLetter).count() < MIN_NAME_LETTERS
        || !Character.isLetter(text.charAt(0))
        || !Character.isLetter(text.charAt(text.length() - 1))) {
      return false; // initials ("J.", "Ph."), stray marks
    }
    if (text.strip().contains(" ") || vocabulary == null) {
      return true; // a full name is specific even when its parts are words ("Rose Martin")
    }
    long flags = gazetteer.flags(text);
    return !vocabulary.contains(text)
        && (flags & (Gazetteer.COMMON_WORD | Gazetteer.EPONYM | Gazetteer.PLACE)) == 0;
  }

  /**
   * Whether a place's string names one place: a capitalised word or more, no digit, and alone no
   * common word or eponym of the gazetteer, nor a word the note also writes in lower case
   * ("Servicio" / "servicio"). The vocabulary does not decide: it holds towns ("Tetuán") too.
   */
  private static boolean isSpecificPlace(
      OccurrenceIndex occurrences, String text, Gazetteer gazetteer) {
    String place = text.strip();
    if (place.length() < MIN_ID_LENGTH
        || !Character.isUpperCase(place.charAt(0))
        || place.chars().anyMatch(Character::isDigit)) {
      return false;
    }
    if (place.contains(" ") || gazetteer == null) {
      return true;
    }
    return (gazetteer.flags(place) & (Gazetteer.COMMON_WORD | Gazetteer.EPONYM)) == 0
        && !occurrences.containsAlone(place.toLowerCase(Locale.ROOT));
  }

  /**
   * The forms a mention may take: the string itself; for a name also its capitals, and when it is
   * in capitals its capitalised form.
   */
  static List<String> forms(String text, boolean name) {
    Set<String> forms = new LinkedHashSet<>();
    forms.add(text);
    if (name) {
      String upper = text.toUpperCase(Locale.ROOT);
      if (upper.length() == text.length()) {
        forms.add(upper);
      }
      if (text.equals(upper)) {
        String capitalised = capitalised(text);
        if (capitalised.length() == text.length()) {
          forms.add(capitalised);
        }
      }
    }
    return List.copyOf(forms);
  }

  /** Each word's first letter kept, the rest in lower case: "DUBOIS-PERRET" → "Dubois-Perret". */
  private static String capitalised(String text) {
    StringBuilder out = new StringBuilder(text.length());
    boolean wordStart = true;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      out.append(wordStart ? c : Character.toLowerCase(c));
      wordStart = !Character.isLetter(c) && c != '\'' && c != '’';
    }
    return out.toString();
  }

  /** Whether a match stands alone: no letter or digit glued to either end. */
  private static boolean isWhole(String text, int begin, int end) {
    return OccurrenceIndex.standsAlone(text, begin, end);
  }

  /**
   * Widens to {@code [begin, end)} the one name resolved inside it, when nothing else is: the note
   * writes the whole name elsewhere, so the words the detectors left out here ("Felicidad
   * Sanantonio" before "Valdearcos:", read as a field's key) belong to it.
   */
  private static void widenTheNameInside(JCas jcas, boolean[] covered, int begin, int end) {
    List<Phi> inside = JCasUtil.selectCovered(jcas, Phi.class, begin, end);
    if (inside.size() != 1) {
      return;
    }
    Phi phi = inside.get(0);
    if (!PhiCategory.NAME.name().equals(phi.getCategory())
        || phi.getEnd() - phi.getBegin() >= end - begin
        || anyCovered(covered, begin, phi.getBegin())
        || anyCovered(covered, phi.getEnd(), end)) {
      return;
    }
    phi.removeFromIndexes();
    phi.setBegin(begin);
    phi.setEnd(end);
    phi.addToIndexes();
    Arrays.fill(covered, begin, end, true);
  }

  /**
   * Ends at {@code end} the one name resolved around the whole name {@code [begin, end)} that the
   * note writes elsewhere, when the name runs on after it, on its line, into capitalised words that
   * no name of the gazetteers {@code names} holds and that open no facility or department: the
   * detectors took the word after a signature for more of it ("Médico: Cristina Quicios Dorado" in
   * the header, then "Dra. Cristina Quicios Dorado Servivio de Urología", "Servicio" misspelt). A
   * name of one word says too little of where the other ends.
   */
  private static void endTheNameAround(JCas jcas, Gazetteer names, int begin, int end) {
    String text = jcas.getDocumentText();
    if (names == null
        || end + 1 >= text.length()
        || (text.charAt(end) != ' ' && text.charAt(end) != '\t')
        || SpanWords.of(text.substring(begin, end)).size() < 2) {
      return; // no word on the line after it: nothing to end (the seed's own mention, mostly)
    }
    List<Phi> around = JCasUtil.selectCovering(jcas, Phi.class, begin, end);
    if (around.size() != 1) {
      return;
    }
    Phi phi = around.get(0);
    if (!PhiCategory.NAME.name().equals(phi.getCategory()) || phi.getEnd() <= end) {
      return;
    }
    String after = text.substring(end, phi.getEnd());
    if (after.indexOf('\n') >= 0) {
      return;
    }
    for (String word : SpanWords.of(after)) {
      if (!RUN_ON_WORD.matcher(word).matches()
          || (names.flags(word) & Gazetteer.NAME) != 0
          || PlaceOfOrdinaryWords.isFacilityHead(word)
          || DEPARTMENT_WORD.matcher(word).matches()) {
        // An initial, a name, an acronym, a number: the name or the PHI after it may go on there
        // ("Supervisora Centros FRIAT", "Lluís Valerio Unidad de Salud Internacional").
        return;
      }
    }
    phi.removeFromIndexes();
    phi.setEnd(end);
    phi.addToIndexes();
  }

  /** A word that the detectors may run a name on into: letters, in lower case past the first. */
  private static final Pattern RUN_ON_WORD = Pattern.compile("\\p{L}\\p{Ll}+");

  /** The head of a department or a facility's part, which may open the next PHI. */
  private static final Pattern DEPARTMENT_WORD =
      Pattern.compile("Servicio|Servei|Servizo|Unidad|Unitat|Secci[óo]n?|Departamento|Centros?");

  private static boolean anyCovered(boolean[] covered, int begin, int end) {
    for (int i = begin; i < end; i++) {
      if (covered[i]) {
        return true;
      }
    }
    return false;
  }

  private static List<String> sourcesOf(Phi phi) {
    return phi.getSources() == null ? List.of() : Arrays.asList(phi.getSources().toArray());
  }

  private static Phi addMention(JCas jcas, Phi seed, int begin, int end) {
    Phi mention = new Phi(jcas, begin, end);
    mention.setCategory(seed.getCategory());
    mention.setSubtype(seed.getSubtype());
    mention.setRole(seed.getRole());
    mention.setLabel(seed.getLabel());
    mention.setConfidence(seed.getConfidence());
    Set<String> sources = new LinkedHashSet<>(sourcesOf(seed));
    sources.add(PROPAGATED_SOURCE);
    StringArray array = new StringArray(jcas, sources.size());
    array.copyFromArray(sources.toArray(String[]::new), 0, 0, sources.size());
    mention.setSources(array);
    mention.addToIndexes();
    return mention;
  }
}
