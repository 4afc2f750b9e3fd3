package org.deid.detect.lexicon;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.deid.segment.SoftWraps;
import org.deid.segment.TokenKind;
import org.deid.segment.TokenSpan;
import org.deid.taxonomy.NameRole;
import org.deid.taxonomy.PhiSubtype;

/**
 * Finds names, places, hospitals, streets, organisations ({@link OrganisationFinder}) and
 * occupations ({@link ProfessionFinder}) in one document from its tokens and a {@link Gazetteer}.
 * Hospitals and streets come from a head word and the capitalised words after it ("Hôpital
 * Pasteur", "calle Miguel Benítez 90"), and hide the names inside them; eponyms ("maladie de
 * Charcot") are no names; consecutive name words make one name. Not thread-safe: one per thread or
 * per document; the gazetteer behind it is shared.
 */
public final class LexiconTagger {

  private static final int MAX_NAME_WORDS = 7;
  private static final int MAX_PLACE_WORDS = 6;
  private static final Pattern ROMAN_NUMERAL = Pattern.compile("(?i)x{0,3}(?:ix|iv|v?i{0,3})");
  private static final Set<PhiSubtype> PLACES =
      Set.of(PhiSubtype.CITY, PhiSubtype.REGION, PhiSubtype.COUNTRY);

  /** Prepositions after which a town typed in lower case is read (folded forms). */
  private static final Set<String> LOWER_CASE_PLACE_CUES =
      Set.of("a", "en", "depuis", "vers", "desde");

  private final Gazetteer gazetteer;
  private final ProfessionFinder professions;
  private final OrganisationFinder organisations = new OrganisationFinder();
  private final DistrictFinder districts = new DistrictFinder();
  private final BracketedPlaceFinder bracketedPlaces = new BracketedPlaceFinder();
  private final MakerInBracketsFinder makers = new MakerInBracketsFinder();
  private final double professionFloor;
  private final Vocabulary vocabulary;

  // Per-document state.
  private String text;
  private char[] folded;
  private List<TokenSpan> tokens;

  private TokenText doc;
  private String[] words;
  private boolean[] blocked;
  private long[] single;
  private int[] placeEnd;
  private long[] placeFlags;
  private List<LexiconHit> hits;

  /** A tagger over a language's gazetteer. */
  public LexiconTagger(Gazetteer gazetteer) {
    this(gazetteer, 0.5, EnumSet.complementOf(EnumSet.of(ProfessionFinder.Evidence.NONE)));
  }

  /**
   * A tagger over a language's gazetteer whose occupations hide names and places only from {@code
   * professionFloor} up (the detector's threshold: weaker ones are not written).
   *
   * @param evidence the kinds of context that make an occupation a candidate
   */
  LexiconTagger(
      Gazetteer gazetteer, double professionFloor, Set<ProfessionFinder.Evidence> evidence) {
    this.gazetteer = gazetteer;
    this.professions = new ProfessionFinder(gazetteer, evidence);
    this.professionFloor = professionFloor;
    this.vocabulary = Vocabulary.forLanguage(gazetteer.language());
  }

  /**
   * The hits of a document, in text order of their first token.
   *
   * @param text the document text
   * @param tokens its tokens, in text order (the segmenter's)
   */
  public List<LexiconHit> tag(String text, List<TokenSpan> tokens) {
    this.text = text;
    this.tokens = tokens;
    this.folded = TextFolding.fold(text);
    readWrapsAsBlanks();
    int n = tokens.size();
    words = new String[n];
    blocked = new boolean[n];
    single = new long[n];
    placeEnd = new int[n];
    placeFlags = new long[n];
    hits = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      TokenSpan t = tokens.get(i);
      words[i] = new String(folded, t.begin(), t.end() - t.begin());
    }
    doc = new TokenText(gazetteer, text, folded, tokens, words);
    organisations.find(doc, blocked, hits);
    findHospitals();
    findStreets();
    districts.find(doc, blocked, hits);
    blockEponymContexts();
    lookUp();
    findPlaces(true);
    professions.find(doc, blocked, hits, professionFloor);
    findNames();
    findPlaces(false);
    bracketedPlaces.find(doc, blocked, hits);
    if (MakerInBracketsFinder.LANGUAGES.contains(gazetteer.language())) {
      makers.find(doc, blocked, hits);
    }
    hits.sort((a, b) -> Integer.compare(a.begin(), b.begin()));
    return hits;
  }

  /**
   * A line break that only wraps its line ({@link SoftWraps}) reads as a blank to the gazetteer's
   * walks over the folded text, so a name astride it ("Liga⏎contra el Cáncer") matches as it does
   * on one line.
   */
  private void readWrapsAsBlanks() {
    int previousEnd = -1;
    boolean broken = false;
    for (TokenSpan token : tokens) {
      if (token.kind() == TokenKind.NEWLINE) {
        broken = true;
        continue;
      }
      // Only a line break can be a wrap: the blanks between words on a line are not read again.
      if (broken
          && previousEnd >= 0
          && SoftWraps.isWrappedBlank(text, previousEnd, token.begin())) {
        for (int p = previousEnd; p < token.begin(); p++) {
          folded[p] = ' ';
        }
      }
      broken = false;
      previousEnd = token.end();
    }
  }

  // ------------------------------------------------------------------ token tests

  // The document's tokens as the finders read them: one definition of each shared test.
  private boolean isWord(int i) {
    return doc.isWord(i);
  }

  private boolean isKind(int i, TokenKind kind) {
    return doc.isKind(i, kind);
  }

  private boolean isCapitalised(int i) {
    return doc.isCapitalised(i);
  }

  private boolean isAllCaps(int i) {
    return doc.isAllCaps(i);
  }

  private boolean isLowerCase(int i) {
    return isWord(i) && Character.isLowerCase(text.charAt(tokens.get(i).begin()));
  }

  private boolean is(ContextKind kind, int i) {
    return doc.is(kind, i);
  }

  private boolean isHyphen(int i) {
    return isKind(i, TokenKind.PUNCTUATION) && (words[i].equals("-") || words[i].equals("\u2010"));
  }

  /** Whether nothing but spaces or tabs separates token i from token i + 1. */
  private boolean sameLine(int i) {
    if (i + 1 >= tokens.size()) {
      return false;
    }
    for (int p = tokens.get(i).end(); p < tokens.get(i + 1).begin(); p++) {
      char c = text.charAt(p);
      if (c == '\n' || c == '\r') {
        return false;
      }
    }
    return !isKind(i + 1, TokenKind.NEWLINE);
  }

  /** Whether token i touches token i + 1 (no space between). */
  private boolean touches(int i) {
    return i + 1 < tokens.size() && tokens.get(i).end() == tokens.get(i + 1).begin();
  }

  /** Whether token i opens a sentence or a line: the previous token ends one, or none is before. */
  private boolean opensSentence(int i) {
    int p = i - 1;
    if (p < 0 || isKind(p, TokenKind.NEWLINE) || !sameLine(p)) {
      return true;
    }
    return isKind(p, TokenKind.PUNCTUATION) && ".!?;:\u2022*".contains(words[p]);
  }

  /** A word inside a multi-word proper name: particle, elision, or "y"/"et" in institutions. */
  private boolean isConnector(int i, boolean institution) {
    if (isKind(i, TokenKind.CONTRACTION)) {
      return is(ContextKind.PARTICLE, i);
    }
    if (!isLowerCase(i) && !(isWord(i) && is(ContextKind.PARTICLE, i))) {
      return false;
    }
    return is(ContextKind.PARTICLE, i)
        || (institution && (words[i].equals("y") || words[i].equals("et") || words[i].equals("i")));
  }

  // ------------------------------------------------------------------ hospitals and streets

  /** The last token of the capitalised run after {@code from}, or {@code from - 1} if none. */
  private int properRun(int from, boolean institution, boolean numbers) {
    int last = from - 1;
    boolean capital = false;
    int i = from;
    while (i < tokens.size()) {
      if (i > from && !sameLine(i - 1)) {
        break;
      }
      if (isCapitalised(i) || (numbers && isKind(i, TokenKind.NUMBER))) {
        capital |= isCapitalised(i);
        last = i;
      } else if (isConnector(i, institution)) {
        // kept only if a capitalised word follows
      } else if (isHyphen(i) && touches(i - 1) && touches(i)) {
        // "Saint-Louis"
      } else if (isWord(i) && isLowerCase(i) && i == from && institution) {
        break;
      } else {
        break;
      }
      i++;
    }
    return capital ? last : from - 1;
  }

  private void findHospitals() {
    int i = 0;
    while (i < tokens.size()) {
      i = findHospitalsAt(i) + 1;
    }
  }

  /** One step of {@link #findHospitals} at token i; returns the last token it used. */
  private int findHospitalsAt(int i) {
    if (blocked[i] || !is(ContextKind.HOSPITAL_HEAD, i) || !isCapitalised(i) && !isAllCaps(i)) {
      return i;
    }
    int last = properRun(i + 1, true, true);
    if (last <= i) {
      return i;
    }
    last = beforeStreet(i, last);
    block(i, last);
    hits.add(hit(i, last, PhiSubtype.HOSPITAL, null, 0.8));
    return last;
  }

  /**
   * Where a facility's name ends when its run of capitalised words goes on into the street of its
   * letterhead ("Hospital General de Villalba Carretera de Alpedrete"): before a street type that
   * opens a street, two tokens or more after the facility's head (a name holds a word before it:
   * "Hospital Plaza de la Salud" stands). No facility of MEDDOCAN's train and dev holds a street
   * type after its first two words; 121 are followed by their street.
   */
  private int beforeStreet(int head, int last) {
    for (int p = head + 2; p <= last; p++) {
      if (isCapitalised(p) && is(ContextKind.STREET_HEAD, p) && opensStreet(p)) {
        int end = p - 1;
        while (end > head && !isCapitalised(end) && !isKind(end, TokenKind.NUMBER)) {
          end--; // a connector before the street belongs to neither
        }
        return end > head ? end : last;
      }
    }
    return last;
  }

  /** Whether token i is five digits, as the postcodes of France and Spain are written. */
  private boolean isPostcode(int i) {
    return words[i].length() == 5 && words[i].chars().allMatch(Character::isDigit);
  }

  /**
   * Whether the street type at token p opens a street: "c" only with its slash right after it ("c/
   * Mayor"); a bare "c" is no street type.
   */
  private boolean opensStreet(int p) {
    return !words[p].equals("c")
        || ((isKind(p + 1, TokenKind.PUNCTUATION) || isKind(p + 1, TokenKind.SYMBOL))
            && words[p + 1].equals("/")
            && touches(p));
  }

  private void findStreets() {
    int i = 0;
    while (i < tokens.size()) {
      i = findStreetsAt(i) + 1;
    }
  }

  /** One step of {@link #findStreets} at token i; returns the last token it used. */
  private int findStreetsAt(int i) {
    if (blocked[i] || !isWord(i) || !is(ContextKind.STREET_HEAD, i)) {
      return i;
    }
    if (!opensStreet(i)) {
      return i;
    }
    int from = words[i].equals("c") ? i + 2 : i + 1; // "c/ Mayor": the slash is part of the head
    while (isConnector(from, false) && sameLine(from - 1)) {
      from++;
    }
    if (!isCapitalised(from) || !sameLine(from - 1)) {
      return i;
    }
    int last = properRun(from, true, false);
    if (last < from) {
      return i;
    }
    // Spanish numbers follow the name ("calle Mayor 5"), French ones come first ("5 rue...");
    // five digits after the name are the postcode that follows a street ("Avenida de la
    // Constitución 13600 Alcázar"): 199 times in MEDDOCAN's train and dev, a street's number 0
    // times.
    if (isKind(last + 1, TokenKind.NUMBER) && sameLine(last) && !isPostcode(last + 1)) {
      last++;
    }
    int first = i;
    if (isKind(i - 1, TokenKind.NUMBER) && sameLine(i - 1)) {
      first = i - 1;
    }
    block(first, last);
    hits.add(hit(first, last, PhiSubtype.STREET, null, 0.75));
    return last;
  }

  /** "maladie de Charcot", "síndrome de Guillain-Barré": the names after the cue are no PHI. */
  private void blockEponymContexts() {
    int i = 0;
    while (i < tokens.size()) {
      i = blockEponymContextsAt(i) + 1;
    }
  }

  /** One step of {@link #blockEponymContexts} at token i; returns the last token it used. */
  private int blockEponymContextsAt(int i) {
    if (!isWord(i) || !is(ContextKind.EPONYM_CUE, i)) {
      return i;
    }
    int j = i + 1;
    while (isConnector(j, false) && sameLine(j - 1)) {
      j++;
    }
    if (j == i + 1 || !sameLine(j - 1)) {
      return i;
    }
    int last = properRun(j, true, false);
    if (last >= j) {
      block(j, last);
      return last;
    }
    return i;
  }

  private void block(int first, int last) {
    for (int k = first; k <= last; k++) {
      blocked[k] = true;
    }
  }

  // ------------------------------------------------------------------ gazetteer look-up

  private void lookUp() {
    for (int i = 0; i < tokens.size(); i++) {
      placeEnd[i] = -1;
      boolean lowerCase = !isCapitalised(i) && followsLowerCasePlaceCue(i);
      if (blocked[i] || !isCapitalised(i) && !lowerCase) {
        continue;
      }
      int selfEnd = tokens.get(i).end();
      for (int k = 0, n = doc.entryCount(i); k < n; k++) {
        int last = doc.entryLast(i, k);
        long flags = doc.entryFlags(i, k);
        if (doc.entryEnd(i, k) == selfEnd && !lowerCase) {
          single[i] = flags;
        }
        if ((flags & Gazetteer.PLACE) != 0
            && last - i < MAX_PLACE_WORDS * 2
            && (lowerCase ? lowerCasePlace(i, last, flags) : properPlace(i, last))) {
          placeEnd[i] = last;
          placeFlags[i] = flags;
        }
      }
    }
  }

  /** Every word of a place name is capitalised, a particle or a hyphen; none is blocked. */
  private boolean properPlace(int first, int last) {
    for (int k = first; k <= last; k++) {
      if (blocked[k]) {
        return false;
      }
      if (isWord(k) && !isCapitalised(k) && !isConnector(k, true) && !isAllCaps(k)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether a lower-case word comes right after "à", "en", "depuis", "vers", "desde" on its line: a
   * note typed without capitals names its towns there ("elle travaille a cholet", "vive en laguna
   * de duero").
   */
  private boolean followsLowerCasePlaceCue(int i) {
    int p = i - 1;
    return p >= 0
        && isLowerCase(i)
        && isLowerCase(p)
        && sameLine(p)
        && is(ContextKind.LOCATION_CUE, p)
        && LOWER_CASE_PLACE_CUES.contains(words[p])
        && text.charAt(tokens.get(p).begin()) != '\u00e1'; // Galician "á beira": "at the side"
  }

  /**
   * A place written in lower case: no ordinary word on its own ("lille" yes, "tours" or "torre del
   * mar" no), every word in lower case or a particle, and at least one word of four letters or more
   * that the language's vocabulary does not hold.
   */
  private boolean lowerCasePlace(int first, int last, long flags) {
    if ((flags & Gazetteer.COMMON_WORD) != 0) {
      return false;
    }
    boolean unknownWord = false;
    for (int k = first; k <= last; k++) {
      if (blocked[k]) {
        return false;
      }
      if (isWord(k)) {
        if (!isLowerCase(k)) {
          return false;
        }
        unknownWord |= words[k].length() >= 4 && !vocabulary.contains(words[k]);
      }
    }
    return unknownWord;
  }

  // ------------------------------------------------------------------ names

  private boolean isKnownName(int i) {
    return !blocked[i] && isCapitalised(i) && (single[i] & Gazetteer.NAME) != 0;
  }

  /**
   * A known name that is good evidence of a person: not a place unless also a first name, and not
   * an ordinary word unless a first name inside a sentence ("Rosa" yes, "El" or "Valencia" no).
   */
  private boolean isStrongName(int i) {
    long f = single[i];
    if (!isKnownName(i) || (f & Gazetteer.PLACE) != 0 && (f & Gazetteer.FIRST_NAME) == 0) {
      return false;
    }
    return (f & Gazetteer.COMMON_WORD) == 0
        || (f & Gazetteer.FIRST_NAME) != 0 && !opensSentence(i) && !isAllCaps(i);
  }

  /**
   * A capitalised word the lists do not know as a name, that may still be one next to a name or a
   * title: letters only, "Xxxx" or "XXXX", no context word, not an ordinary word; cities pass (many
   * are surnames).
   */
  private boolean isUnknownProper(int i) {
    long notNames =
        Gazetteer.EPONYM
            | Gazetteer.CITY
            | Gazetteer.COMMON_WORD
            | Gazetteer.PROFESSION
            | Gazetteer.CARE_PROFESSION;
    // An ordinary word of the language ("Gérontologie" after "Pôle de") is no unknown name.
    return (single[i] & ~notNames) == 0 && hasNameShape(i) && !vocabulary.contains(words[i]);
  }

  /** Letters only, "Xxxx" or "XXXX", not blocked, no context word. */
  private boolean hasNameShape(int i) {
    if (blocked[i] || !isCapitalised(i) || isContextWord(i)) {
      return false;
    }
    TokenSpan t = tokens.get(i);
    boolean allCaps = isAllCaps(i);
    for (int p = t.begin() + 1; p < t.end(); p++) {
      char c = text.charAt(p);
      if (!Character.isLetter(c) && c != '\'' && c != '\u2019'
          || !allCaps && Character.isUpperCase(c)
          || c == '\u00aa'
          || c == '\u00ba') {
        return false;
      }
    }
    return true;
  }

  private boolean isContextWord(int i) {
    return is(ContextKind.TITLE, i)
        || is(ContextKind.STAFF_TITLE, i)
        || is(ContextKind.NAME_CUE, i)
        || is(ContextKind.LOCATION_CUE, i)
        || is(ContextKind.HOSPITAL_HEAD, i)
        || is(ContextKind.STREET_HEAD, i)
        || is(ContextKind.EPONYM_CUE, i);
  }

  /** The context word before token i, skipping one "." or ":" ("Dr. X", "Nombre: X"); or -1. */
  private int cueBefore(int i) {
    int p = i - 1;
    if (isKind(p, TokenKind.PUNCTUATION) && (words[p].equals(":") || words[p].equals("."))) {
      p--;
    }
    if (p < 0 || !isWord(p) || !sameLine(p)) {
      return -1;
    }
    return p;
  }

  /**
   * Whether a lower-case place cue ends the line before token i, one line break away: a sentence
   * wrapped between cue and place ("Dos hijos menores en⏎Lima").
   */
  private boolean wrappedLocationCue(int i) {
    int p = i - 1;
    while (p >= 0 && isKind(p, TokenKind.NEWLINE)) {
      p--;
    }
    if (p < 0 || p == i - 1 && sameLine(p) || !isLowerCase(p) || !is(ContextKind.LOCATION_CUE, p)) {
      return false;
    }
    int breaks = 0;
    for (int c = tokens.get(p).end(); c < tokens.get(i).begin(); c++) {
      breaks += text.charAt(c) == '\n' ? 1 : 0;
    }
    return breaks == 1;
  }

  /** Whether a title or a name label stands before token i. */
  private boolean isCued(int i) {
    int cue = cueBefore(i);
    return cue >= 0
        && (is(ContextKind.STAFF_TITLE, cue)
            || is(ContextKind.TITLE, cue) && !isSexValue(cue)
            || is(ContextKind.NAME_CUE, cue));
  }

  /** Whether token i is the value of a sex label ("Sexe : M."), not a courtesy title. */
  private boolean isSexValue(int i) {
    int label = cueBefore(i);
    return label >= 0 && is(ContextKind.SEX_LABEL, label);
  }

  private void findNames() {
    int i = 0;
    while (i < tokens.size()) {
      i = findNamesAt(i) + 1;
    }
  }

  /** One step of {@link #findNames} at token i; returns the last token it used. */
  private int findNamesAt(int i) {
    int cue = cueBefore(i);
    boolean staff = cue >= 0 && is(ContextKind.STAFF_TITLE, cue);
    boolean cued = isCued(i);
    if (!isKnownName(i) && !(cued && hasNameShape(i))) {
      return i;
    }
    int last = i;
    int nameWords = 1;
    int j = i + 1;
    boolean known = isStrongName(i);
    while (j < tokens.size() && nameWords < MAX_NAME_WORDS && sameLine(j - 1)) {
      int k = j;
      if (isHyphen(k) && touches(k - 1) && touches(k)) {
        k++;
      } else {
        while (isConnector(k, false) && sameLine(k - 1)) {
          k++;
        }
      }
      if (k > j && !sameLine(k - 1)) {
        break;
      }
      // A country is never a name part ("Madrid España"); unknown words need a strong name.
      boolean next =
          (isKnownName(k) || isUnknownProper(k) && (known || cued))
              && (single[k] & Gazetteer.COUNTRY) == 0
              && !isFieldLabel(k);
      if (!next) {
        break;
      }
      known |= isStrongName(k);
      last = k;
      nameWords++;
      j = k + 1;
    }
    emitName(i, last, cue, cued, staff);
    return last;
  }

  /** Whether token i is a field's label: a colon follows it on its line ("Aide :"). */
  private boolean isFieldLabel(int i) {
    return sameLine(i) && isKind(i + 1, TokenKind.PUNCTUATION) && words[i + 1].equals(":");
  }

  private void emitName(int first, int last, int cue, boolean cued, boolean staff) {
    int words = 0;
    int strong = 0;
    int knownWords = 0;
    int uncommon = 0;
    boolean firstName = false;
    boolean surname = false;
    boolean eponym = false;
    boolean place = false;
    boolean allCaps = true;
    for (int k = first; k <= last; k++) {
      if (!isCapitalised(k)) {
        continue;
      }
      words++;
      long f = single[k];
      if (isStrongName(k)) {
        strong++;
      }
      allCaps &= isAllCaps(k);
      eponym |= (f & Gazetteer.EPONYM) != 0;
      place |= (f & Gazetteer.PLACE) != 0;
      if ((f & Gazetteer.NAME) != 0) {
        knownWords++;
        firstName |= (f & Gazetteer.FIRST_NAME) != 0;
        surname |= (f & Gazetteer.SURNAME) != 0;
        if ((f & Gazetteer.COMMON_WORD) == 0) {
          uncommon++;
        }
      } else {
        surname = true;
        uncommon++;
      }
    }
    double confidence;
    if (cued) {
      confidence = 0.9;
    } else if (words == 1 && (eponym || place)) {
      // A lone eponym is medicine; a lone place name is left to the place finder.
      return;
    } else if (strong == 0) {
      // Only places or ordinary words ("Madrid", "El TAC"): the place finder may take them.
      return;
    } else if (words >= 2) {
      confidence = uncommon >= 1 ? 0.85 : 0.55;
    } else if (allCaps) {
      // A lone capitalised acronym is more often an abbreviation (EVA, ELISA) than a name.
      confidence = 0.45;
    } else if (uncommon == 1) {
      confidence = opensSentence(first) ? 0.55 : 0.65;
    } else {
      confidence = opensSentence(first) || allCaps ? 0.2 : 0.35;
    }
    if (knownWords == 0 && !cued) {
      return;
    }
    PhiSubtype subtype;
    if (words >= 2 && firstName && surname) {
      subtype = PhiSubtype.FULL_NAME;
    } else if (firstName && !surname) {
      subtype = PhiSubtype.FIRST_NAME;
    } else if (surname && !firstName) {
      subtype = PhiSubtype.LAST_NAME;
    } else {
      subtype = PhiSubtype.FULL_NAME;
    }
    block(first, last);
    hits.add(hit(first, last, subtype, staff ? NameRole.STAFF : null, confidence));
  }

  // ------------------------------------------------------------------ places

  /**
   * Writes the places; with {@code multiWordOnly}, only those of several words that no title
   * precedes ("Saint-Étienne", "Ciudad Real"), before names can claim their words.
   */
  private void findPlaces(boolean multiWordOnly) {
    int i = 0;
    while (i < tokens.size()) {
      i = findPlacesAt(multiWordOnly, i) + 1;
    }
  }

  /** One step of {@link #findPlaces} at token i; returns the last token it used. */
  private int findPlacesAt(boolean multiWordOnly, int i) {
    int last = placeEnd[i];
    if (last < 0 || blocked[i]) {
      return i;
    }
    if (multiWordOnly && (last == i || isCued(i))) {
      return i;
    }
    boolean free = true;
    for (int k = i; k <= last; k++) {
      free &= !blocked[k];
    }
    if (!free) {
      return i;
    }
    long f = placeFlags[i];
    boolean common = (f & Gazetteer.COMMON_WORD) != 0;
    if (common && beforeRomanNumeral(last)) {
      return i; // a grade or a stage ("Grado III", "un Grado Funcional II"): no town
    }
    double confidence;
    PhiSubtype subtype;
    if ((f & Gazetteer.COUNTRY) != 0) {
      subtype = PhiSubtype.COUNTRY;
      confidence = 0.85;
    } else if ((f & Gazetteer.CITY) != 0) {
      subtype = PhiSubtype.CITY;
      confidence = 0.7;
    } else {
      subtype = PhiSubtype.REGION;
      confidence = 0.75;
    }
    if (!isCapitalised(i)) {
      confidence = 0.7; // a town typed in lower case after "à" or "en" ("a cholet")
    }
    boolean wrapped = wrappedLocationCue(i);
    if (common) {
      // "Valencia" is also a word ("valence"): capitalised inside a sentence it is the city.
      confidence = opensSentence(i) && !wrapped && !followsPlace(i) ? 0.3 : confidence - 0.15;
    }
    int cue = cueBefore(i);
    boolean cued = cue >= 0 && is(ContextKind.LOCATION_CUE, cue) || wrapped;
    if (cued) {
      boolean label = cue == i - 2 && words[i - 1].equals(":");
      confidence += label ? 0.3 : 0.15;
    } else if (last == i && subtype == PhiSubtype.CITY && !isWordShapedPlace(i)) {
      return i; // "Bio :", "SOS Médecins", "IgE", "QuantiFERON": small communes' names as words
    }
    hits.add(hit(i, last, subtype, null, Math.min(0.95, confidence)));
    block(i, last);
    return last;
  }

  /**
   * Whether a Roman numeral follows token i on its line ("Grado III"): no gold place of MEDDOCAN
   * train or dev is followed by one.
   */
  private boolean beforeRomanNumeral(int i) {
    return sameLine(i) && isAllCaps(i + 1) && ROMAN_NUMERAL.matcher(words[i + 1]).matches();
  }

  /**
   * Whether a place found already ends with the period before token i on its line: an address names
   * its town, then its province ("09200 Miranda de Ebro. Burgos", "Úbeda. Jaén"), and the period
   * opens no sentence there (97 of 98 gazetteer places after a gold place and a period are gold in
   * MEDDOCAN train and dev).
   */
  private boolean followsPlace(int i) {
    int p = i - 1;
    if (p < 1 || !words[p].equals(".") || !sameLine(p - 1) || !sameLine(p)) {
      return false;
    }
    int end = tokens.get(p - 1).end();
    for (LexiconHit hit : hits) {
      if (hit.end() == end && PLACES.contains(hit.subtype())) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a lone city token without a cue is written as a place: not a field label, not glued to
   * other letters or digits, no capital inside a lower-case word, not an acronym of three letters.
   */
  private boolean isWordShapedPlace(int i) {
    TokenSpan t = tokens.get(i);
    boolean glued =
        t.begin() > 0 && Character.isLetterOrDigit(text.charAt(t.begin() - 1))
            || t.end() < text.length() && Character.isLetterOrDigit(text.charAt(t.end()));
    boolean allCaps = isAllCaps(i);
    boolean innerCapital = false;
    for (int p = t.begin() + 1; p < t.end() && !allCaps && !innerCapital; p++) {
      innerCapital = Character.isUpperCase(text.charAt(p));
    }
    return !glued && !innerCapital && !isFieldLabel(i) && !(allCaps && t.end() - t.begin() <= 3);
  }

  private LexiconHit hit(
      int first, int last, PhiSubtype subtype, NameRole role, double confidence) {
    return new LexiconHit(
        tokens.get(first).begin(), tokens.get(last).end(), subtype, role, confidence);
  }
}
