package org.deid.resolve;

import java.util.ArrayList;
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
import org.apache.uima.resource.ResourceInitializationException;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.segment.BoxedCapitals;
import org.deid.taxonomy.PhiCategory;
import org.deid.taxonomy.PhiSubtype;
import org.deid.type.Phi;

/**
 * Splits each resolved full name into its parts, one PHI per first name and per last name, as the
 * French schemes annotate them (eds-pseudo's PRENOM and NOM, deid-fr): "Jean-Marie de La Fontaine"
 * becomes "Jean-Marie" (first name) and "de La Fontaine" (last name). A particle stays with the
 * name that follows it. A part is a last name when it is in capitals or only a surname in the
 * gazetteer, a first name when it is an initial or only a first name; otherwise its place decides
 * (a name's first part is its first name).
 */
@ResourceMetaData(
    name = "deid name-part splitter",
    description = "Splits resolved full names into first-name and last-name PHI.")
@TypeCapability(inputs = "org.deid.type.Phi", outputs = "org.deid.type.Phi")
public final class NamePartSplitter extends JCasAnnotator_ImplBase {

  private static final Set<String> PARTICLES =
      Set.of(
          "de", "du", "des", "d'", "d’", "la", "le", "van", "von", "der", "den", "da", "di", "del",
          "della", "dos", "das", "ben", "bin", "el", "al", "aït", "ait", "ou", "y");
  // Initials then a name ("F. Aubert", "A.-S. GUILLOT-MARCHAL") are a full name whatever subtype
  // the span carries: the consensus may have joined a rule's initials to a model's surname.
  private static final Pattern INITIALS_THEN_NAME =
      Pattern.compile("\\p{Lu}\\.(?:[ -]?\\p{Lu}\\.)*[ \\t]\\p{Lu}\\S*(?:\\s+\\S+)*");
  // A name written one capital per box ("L E R O U X") is one word (BoxedCapitals).
  private static final Pattern WORD = Pattern.compile(BoxedCapitals.WORD + "(?!\\S)|\\S+");

  /**
   * Language of the gazetteer that tells first names from last names ({@code fr} or {@code es}).
   */
  public static final String PARAM_LANGUAGE = "namePartsLanguage";

  @ConfigurationParameter(name = PARAM_LANGUAGE, mandatory = false, defaultValue = "fr")
  private String language;

  private Gazetteer gazetteer;

  /** Creates a description for a language's gazetteer. */
  public static AnalysisEngineDescription createDescription(String language)
      throws ResourceInitializationException {
    return AnalysisEngineFactory.createEngineDescription(
        NamePartSplitter.class, PARAM_LANGUAGE, language);
  }

  @Override
  public void initialize(UimaContext context) throws ResourceInitializationException {
    super.initialize(context);
    try {
      gazetteer = Gazetteer.forLanguage(language);
    } catch (IllegalArgumentException e) {
      throw new ResourceInitializationException(e);
    }
  }

  @Override
  public void process(JCas jcas) throws AnalysisEngineProcessException {
    List<Phi> names = new ArrayList<>();
    for (Phi phi : JCasUtil.select(jcas, Phi.class)) {
      if (PhiCategory.NAME.name().equals(phi.getCategory())
          && (!PhiSubtype.FIRST_NAME.name().equals(phi.getSubtype())
                  && !PhiSubtype.LAST_NAME.name().equals(phi.getSubtype())
              || INITIALS_THEN_NAME.matcher(phi.getCoveredText()).matches())) {
        names.add(phi);
      }
    }
    for (Phi name : names) {
      List<int[]> parts = parts(name.getCoveredText());
      if (parts.size() < 2) {
        continue;
      }
      name.removeFromIndexes();
      String text = name.getCoveredText();
      List<PhiSubtype> subtypes = new ArrayList<>();
      for (int[] part : parts) {
        subtypes.add(clearSubtypeOf(text.substring(part[0], part[1])));
      }
      for (int i = 0; i < parts.size(); i++) {
        int[] part = parts.get(i);
        Phi piece = new Phi(jcas, name.getBegin() + part[0], name.getBegin() + part[1]);
        piece.setCategory(name.getCategory());
        piece.setSubtype(resolve(subtypes, i).name());
        piece.setRole(name.getRole());
        piece.setConfidence(name.getConfidence());
        piece.setSources(name.getSources());
        piece.addToIndexes();
      }
    }
  }

  /**
   * Offsets of the parts of a name: words (a boxed one whole), a particle joined to the words after
   * it.
   */
  static List<int[]> parts(String name) {
    List<int[]> parts = new ArrayList<>();
    Matcher word = WORD.matcher(name);
    boolean joinNext = false;
    while (word.find()) {
      String text = word.group();
      boolean particle = PARTICLES.contains(text.toLowerCase(Locale.ROOT));
      if (!parts.isEmpty() && (joinNext || (particle && endsWithParticle(name, parts)))) {
        parts.get(parts.size() - 1)[1] = word.end();
      } else {
        parts.add(new int[] {word.start(), word.end()});
      }
      joinNext = particle;
    }
    return parts;
  }

  private static boolean endsWithParticle(String name, List<int[]> parts) {
    int[] last = parts.get(parts.size() - 1);
    String[] words = name.substring(last[0], last[1]).split("\\s+");
    return PARTICLES.contains(words[words.length - 1].toLowerCase(Locale.ROOT));
  }

  /**
   * An ambiguous part takes the kind the other parts lack ("DUPONT Pierre": Pierre is the first
   * name), else its place: the first of several parts is the first name.
   */
  private static PhiSubtype resolve(List<PhiSubtype> subtypes, int index) {
    PhiSubtype clear = subtypes.get(index);
    if (clear != null) {
      return clear;
    }
    if (subtypes.contains(PhiSubtype.LAST_NAME) && !subtypes.contains(PhiSubtype.FIRST_NAME)) {
      return PhiSubtype.FIRST_NAME;
    }
    if (subtypes.contains(PhiSubtype.FIRST_NAME) && !subtypes.contains(PhiSubtype.LAST_NAME)) {
      return PhiSubtype.LAST_NAME;
    }
    return index == 0 ? PhiSubtype.FIRST_NAME : PhiSubtype.LAST_NAME;
  }

  /** The kind of a part when its form or the gazetteer tells it, else null. */
  private PhiSubtype clearSubtypeOf(String part) {
    String letters = part.replaceAll("[^\\p{L}]", "");
    if (BoxedCapitals.isName(part)) {
      // Boxes are all capitals: the capitals say nothing, the gazetteer reads the word whole.
      return subtypeByGazetteer(gazetteer.flags(letters));
    }
    if (letters.length() <= 2 && part.contains(".")) {
      return PhiSubtype.FIRST_NAME; // an initial
    }
    if (letters.length() > 1 && letters.equals(letters.toUpperCase(Locale.ROOT))) {
      return PhiSubtype.LAST_NAME; // DUPONT: capitals mark the family name in French notes
    }
    String firstWord = part.split("\\s+")[0];
    if (PARTICLES.contains(firstWord.toLowerCase(Locale.ROOT))) {
      return PhiSubtype.LAST_NAME;
    }
    long flags = 0;
    for (String piece : part.split("[-\\s]+")) {
      flags |= gazetteer.flags(piece);
    }
    return subtypeByGazetteer(flags);
  }

  /** FIRST_NAME or LAST_NAME when the gazetteer knows the word as only one of them, else null. */
  private static PhiSubtype subtypeByGazetteer(long flags) {
    boolean first = (flags & Gazetteer.FIRST_NAME) != 0;
    boolean last = (flags & Gazetteer.SURNAME) != 0;
    if (first && !last) {
      return PhiSubtype.FIRST_NAME;
    }
    if (last && !first) {
      return PhiSubtype.LAST_NAME;
    }
    return null;
  }
}
