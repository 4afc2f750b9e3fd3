package org.deid.resolve;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.deid.detect.lexicon.Gazetteer;
import org.deid.taxonomy.PhiCategory;
import org.deid.taxonomy.PhiSubtype;
import org.deid.type.PhiCandidate;

/**
 * The edges of a resolved span as the consensus writes it: a date takes in the weekday before it, a
 * street leaves out the punctuation closing its field, a place the article of what follows, a
 * facility the department run on into it. Each edit keeps the span's decision.
 */
final class WrittenSpans {

  private WrittenSpans() {}

  /** A date with the weekday written right before it taken in; any other span as it is. */
  static ResolvedSpan withWeekday(String text, ResolvedSpan span, int previousEnd) {
    if (span.decision().category() != PhiCategory.DATE) {
      return span;
    }
    int begin = AttachedWeekday.begin(text, span.begin(), previousEnd);
    return begin == span.begin() ? span : new ResolvedSpan(begin, span.end(), span.decision());
  }

  /**
   * A street with the title of the doctor it is named after, written right before it, taken in
   * ("Área 3400. [Dr Esquerdo 46]", where the CRF read the title as the end of what came before):
   * MEDDOCAN's train gold writes "Dr Esquerdo 46" and "Doctor Esquerdo, 46" so. Not when a PHI ends
   * at {@code previousEnd} over the title, nor for a street that opens with its own head.
   */
  static ResolvedSpan streetWithTitle(String text, ResolvedSpan span, int previousEnd) {
    if (span.decision().category() != PhiCategory.LOCATION || !StreetEdges.isStreet(span)) {
      return span;
    }
    Matcher title =
        TITLE_BEFORE_STREET
            .matcher(text)
            .region(Math.max(previousEnd, span.begin() - 8), span.begin());
    if (!title.find()
        || STREET_HEAD_FIRST.matcher(text).region(span.begin(), span.end()).lookingAt()) {
      return span;
    }
    return new ResolvedSpan(title.start(), span.end(), span.decision());
  }

  /** A doctor's title as a word of its own, a blank after it, right before a street. */
  private static final Pattern TITLE_BEFORE_STREET =
      Pattern.compile("(?<![\\p{L}.])(?:Dr|Dra|Doctor|Doctora)\\.?[ \\t]$");

  /** A street that opens with its own head: a title before it names something else. */
  private static final Pattern STREET_HEAD_FIRST =
      Pattern.compile(
          "(?i:c/|calle|avenida|avda|av|paseo|plaza|pza|ctra|carretera|camino|urb)(?![\\p{L}])");

  /**
   * The key of the next field that the CRF runs a place on into, at the place's end ("Zaragoza
   * Telf: 976...", "Benito Juárez Código Postal 03020", "Tfno.+34", "Correos Electrónicos:"), or a
   * phone number on into the e-mail's: no gold place or contact of MEDDOCAN train and dev or of the
   * development sets ends with one.
   */
  private static final Pattern TRAILING_FIELD_KEY =
      Pattern.compile(
          "(?iu)(?:^|\\s)(?:tel[ée]?f?|tfno|tlf|tel[ée]fono|fax|e-?mail"
              + "|correos?(?:\\s+electr[óo]nicos?|(?=\\s+electr[óo]nic))"
              + "|c[óo]digo\\s+postal|courriel|t[ée]l[ée]phone)[\\s.:+]*$");

  /**
   * A place or a contact without the key of the next field at its end ("913 368 000 Email"); null
   * if the key is all of it.
   */
  static ResolvedSpan withoutFieldKey(String text, ResolvedSpan span) {
    if (span.decision().category() != PhiCategory.LOCATION
        && span.decision().category() != PhiCategory.CONTACT) {
      return span;
    }
    Matcher key =
        TRAILING_FIELD_KEY
            .matcher(text)
            .region(span.begin(), span.end())
            .useTransparentBounds(true); // "Correos" is a key only before "Electrónicos"
    if (!key.find()) {
      return span;
    }
    int end = key.start();
    while (end > span.begin() && !Character.isLetterOrDigit(text.charAt(end - 1))) {
      end--; // "Zaragoza, Tel.": the comma before the key goes with it
    }
    return end == span.begin() ? null : new ResolvedSpan(span.begin(), end, span.decision());
  }

  /**
   * A street without the punctuation that closes the sentence or field after it, nor the building
   * and floor written before its name ({@link StreetEdges}); null for a street of punctuation only.
   * Any other span without a comma or semicolon at its end, which separates it from what follows
   * ("Colonia Valle de las palmas Huixquilucan, Estado de México"): of MEDDOCAN train and dev's
   * 11,000 gold spans, only one street ends with one. Kept before a line break, where the name may
   * go on ("KOUROUMA DIALLO,⏎MAMADOU": one name, hard-wrapped).
   */
  static ResolvedSpan withoutClosingPunctuation(String text, ResolvedSpan span) {
    if (span.decision().category() != PhiCategory.LOCATION || !StreetEdges.isStreet(span)) {
      if (wrapsAfter(text, span.end())) {
        return span;
      }
      int end = span.end();
      while (end > span.begin() && ",;".indexOf(text.charAt(end - 1)) >= 0) {
        end--;
      }
      if (end == span.end()) {
        return span;
      }
      return end == span.begin() ? null : new ResolvedSpan(span.begin(), end, span.decision());
    }
    int end = StreetEdges.end(text, span.begin(), span.end());
    if (end == span.begin()) {
      return null;
    }
    int begin = StreetEdges.begin(text, span.begin(), end);
    return begin == span.begin() && end == span.end()
        ? span
        : new ResolvedSpan(begin, end, span.decision());
  }

  /**
   * A span without the function words that the model ran it on into at its end ("[madre de] 28
   * años", "[padres de 74 y] 64 años"), and none at all when it is only function words or
   * punctuation ("mujer [de] raza", "Mujer [,] 43 años"): no gold span of MEDDOCAN train and dev
   * ends with one on its line or is one. Punctuation inside a word stays ("Martínez[-]Valls": the
   * name cut in two, whose gold takes the hyphen in). Kept when the next word is on the next line,
   * where the name goes on ("conductor de⏎autobús", as the development sets' gold cuts it). Places
   * have their own edges ({@link #withoutTrailingProse}), apart from punctuation alone. Any other
   * span (or null) as it is.
   */
  static ResolvedSpan withoutDanglingFunctionWords(String text, ResolvedSpan span) {
    if (span == null) {
      return null;
    }
    if (text.substring(span.begin(), span.end()).codePoints().noneMatch(Character::isLetterOrDigit)
        && !insideAWord(text, span)) {
      return null;
    }
    if (span.decision().category() == PhiCategory.LOCATION || wrapsAfter(text, span.end())) {
      return span;
    }
    int end = span.end();
    Matcher word = DANGLING_FUNCTION_WORD.matcher(text);
    while (word.region(span.begin(), end).find()) {
      end = word.start();
    }
    if (end == span.end()) {
      return span;
    }
    boolean onlyFunctionWords = end == span.begin() || text.substring(span.begin(), end).isBlank();
    return onlyFunctionWords ? null : new ResolvedSpan(span.begin(), end, span.decision());
  }

  /**
   * Whether a letter or a digit touches the span on both sides: the hyphen of "Martínez-Valls" is a
   * piece of the name the model cut in two, which the gold takes in.
   */
  private static boolean insideAWord(String text, ResolvedSpan span) {
    return span.begin() > 0
        && span.end() < text.length()
        && Character.isLetterOrDigit(text.charAt(span.begin() - 1))
        && Character.isLetterOrDigit(text.charAt(span.end()));
  }

  /** Whether the text after {@code end} goes on past a line break before its next word. */
  private static boolean wrapsAfter(String text, int end) {
    for (int i = end; i < text.length() && Character.isWhitespace(text.charAt(i)); i++) {
      if (text.charAt(i) == '\n') {
        return true;
      }
    }
    return false;
  }

  /**
   * A lower-case article, preposition, conjunction or possessive at a span's end, or all of it,
   * with the blanks before it; not "a", which abbreviates "años" ("70 a.").
   */
  private static final Pattern DANGLING_FUNCTION_WORD =
      Pattern.compile(
          "(?:^|\\s+)(?:de|del|du|des|y|e|et|su|sus|con|la|el|los|las|le|les|en|por|para)$");

  /**
   * A name without the period of the sentence it ends ("Remitido por: Dr. David Márquez Medina.
   * Secretaría"), which the tokenizer may leave on its last word: when that word is a name the
   * gazetteers {@code names} know, the period is no initial's ("P.") nor an abbreviation's
   * ("Rguez."). The gold of MEDDOCAN (1,776 names of train and dev before a period, 1 with it) and
   * of both development sets leaves it out. Any other span (or null) as it is.
   */
  static ResolvedSpan nameWithoutSentencePeriod(String text, ResolvedSpan span, Gazetteer names) {
    if (span == null
        || names == null
        || span.decision().category() != PhiCategory.NAME
        || span.end() - span.begin() < 2
        || text.charAt(span.end() - 1) != '.') {
      return span;
    }
    int end = span.end() - 1;
    int wordBegin = end;
    while (wordBegin > span.begin() && Character.isLetter(text.charAt(wordBegin - 1))) {
      wordBegin--;
    }
    if (end - wordBegin < 3
        || (names.flags(text.substring(wordBegin, end)) & Gazetteer.NAME) == 0) {
      return span;
    }
    return new ResolvedSpan(span.begin(), end, span.decision());
  }

  /**
   * A place without the prose that the model ran it on into: the article or preposition of what
   * follows ("CHU YO d’où il est transféré"), or, after a facility's capitalised name, the words of
   * the sentence ("Hospital Clínic ha incorporado", "Instituto Atlántico por arritmia"). Kept when
   * the name goes on past a line break ("EHPAD Les Balcons de⏎l'Ile Barbe"). Null if nothing is
   * left; any other span as it is.
   */
  static ResolvedSpan withoutTrailingProse(String text, ResolvedSpan span) {
    if (span.decision().category() != PhiCategory.LOCATION) {
      return span;
    }
    String place = text.substring(span.begin(), span.end());
    int cut = place.length();
    Matcher trailing = TRAILING_FUNCTION_WORD.matcher(place);
    if (trailing.find()) {
      if (NAME_GOES_ON.matcher(text).region(span.end(), text.length()).lookingAt()) {
        return span;
      }
      cut = trailing.start();
    }
    cut = Math.min(cut, facilityNameEnd(place));
    if (cut == place.length()) {
      return span;
    }
    return cut == 0 ? null : new ResolvedSpan(span.begin(), span.begin() + cut, span.decision());
  }

  /**
   * Where a facility's name ends: after its last capitalised word past the head, when a word of the
   * sentence follows it; else the place's length.
   */
  private static int facilityNameEnd(String place) {
    List<int[]> words = new ArrayList<>();
    Matcher word = PLACE_WORD.matcher(place);
    while (word.find()) {
      words.add(new int[] {word.start(), word.end()});
    }
    if (words.size() < 3
        || !PlaceOfOrdinaryWords.isFacilityHead(
            place.substring(words.get(0)[0], words.get(0)[1]))) {
      return place.length();
    }
    int last = -1;
    for (int i = 1; i < words.size(); i++) {
      if (CAPITALISED.matcher(place).region(words.get(i)[0], words.get(i)[1]).lookingAt()) {
        last = i;
      }
    }
    if (last < 1 || last == words.size() - 1) {
      return place.length();
    }
    String next = place.substring(words.get(last + 1)[0], words.get(last + 1)[1]);
    return PROSE_AFTER_NAME.contains(next) ? words.get(last)[1] : place.length();
  }

  /**
   * Lower-case words that go on with the sentence, not with a facility's name ("Hospital Clínic
   * [ha]", "Instituto Atlántico [por] arritmia", "Elena Maseras [o] al Centro", "Hôpital Principal
   * [alors qu']elle était"): a verb, a conjunction, a preposition that no name takes after its
   * capitalised words ("La paz" may be).
   */
  private static final Set<String> PROSE_AFTER_NAME =
      Set.of(
          "ha", "han", "es", "fue", "era", "está", "o", "u", "y", "e", "por", "para", "con", "sin",
          "desde", "hasta", "donde", "que", "en", "a", "al", "el", "où", "qui", "pour", "par",
          "avec", "est", "et", "ou", "au", "dans", "depuis", "puis", "alors", "qu", "quand",
          "lorsque", "lorsqu", "mais", "car", "donc", "chez", "sans", "ont", "sont", "était",
          "avait", "cuando", "pero", "aunque", "porque", "tras", "son", "había");

  /** A word of a place: letters and digits with inner apostrophes, dots and hyphens. */
  private static final Pattern PLACE_WORD =
      Pattern.compile("[\\p{L}\\p{N}](?:[\\p{L}\\p{N}'’.-]*[\\p{L}\\p{N}.])?");

  /** A capitalised word, an elided article before it or not ("Clínic", "d'Hebron"). */
  private static final Pattern CAPITALISED = Pattern.compile("(?:(?i:l|d)['’])?\\p{Lu}");

  /** A capitalised word next, an elided article before it or not: the place's name goes on. */
  private static final Pattern NAME_GOES_ON = Pattern.compile("\\s*" + CAPITALISED.pattern());

  /** An article or a preposition at a place's end, elided or not, with the blanks before it. */
  private static final Pattern TRAILING_FUNCTION_WORD =
      Pattern.compile("\\s+(?:de|du|des|d['’]|l['’]|la|le|les|et|à|au|aux|del|el|y)$");

  /**
   * A hospital or an organisation less the department the CRF ran it on into, cut before a second
   * facility ({@link FacilityEdges}) and before the street of its address when a detector found
   * that street on its own ("Complejo Hospitalario La Mancha-Centro Avenida de la Constitución":
   * two PHI, the second a street); any other span as it is.
   */
  static List<ResolvedSpan> facilityPieces(String text, ResolvedSpan span, Gazetteer places) {
    if (span.decision().category() != PhiCategory.LOCATION || !FacilityEdges.isFacility(span)) {
      return List.of(span);
    }
    List<int[]> pieces = FacilityEdges.pieces(text, span.begin(), span.end());
    List<ResolvedSpan> spans = new ArrayList<>(pieces.size() + 1);
    for (int[] piece : pieces) {
      spans.add(new ResolvedSpan(piece[0], piece[1], span.decision()));
    }
    int lastEnd = spans.get(spans.size() - 1).end();
    Matcher street = STREET_HEAD.matcher(text).region(spans.get(spans.size() - 1).begin(), lastEnd);
    while (street.find()) {
      Decision found =
          span.decision().ofSupportersOn(street.start(), lastEnd, PhiSubtype.STREET.name()::equals);
      if (endApart(text, spans, street.start(), found)) {
        break;
      }
    }
    int country = countryAtTheEnd(text, span.decision(), spans.get(spans.size() - 1), places);
    if (country >= 0) {
      endApart(
          text,
          spans,
          country,
          span.decision().ofSupportersOn(country, lastEnd, PhiSubtype.COUNTRY.name()::equals));
    }
    if (spans.size() == 1
        && spans.get(0).begin() == span.begin()
        && spans.get(0).end() == span.end()) {
      return List.of(span);
    }
    return spans;
  }

  /**
   * Where the last piece {@code [begin, end)} of a facility takes {@code decision} apart from
   * {@code at} on: the piece ends before the blanks at {@code at}, and the words from there are a
   * PHI of that decision. False, and nothing done, without a decision or without words before.
   */
  private static boolean endApart(
      String text, List<ResolvedSpan> spans, int at, Decision decision) {
    ResolvedSpan last = spans.get(spans.size() - 1);
    int end = at;
    while (end > last.begin() && Character.isWhitespace(text.charAt(end - 1))) {
      end--;
    }
    if (decision == null || end == last.begin()) {
      return false;
    }
    spans.set(spans.size() - 1, new ResolvedSpan(last.begin(), end, last.decision()));
    spans.add(new ResolvedSpan(at, last.end(), decision));
    return true;
  }

  /**
   * Where a country begins that a supporter claims at the end of a facility's piece, a name the
   * gazetteers {@code places} hold as a country only, a blank and no preposition before it
   * ("Septodont Francia", "Fundación Santafé de Bogotá Colombia"): MEDDOCAN's train and dev gold
   * end no facility with a country but after "de" or "en" ("Universidad de Chile", "Asociación para
   * Evitar la Ceguera en México"). -1 when there is none.
   */
  private static int countryAtTheEnd(
      String text, Decision decision, ResolvedSpan piece, Gazetteer places) {
    if (places == null) {
      return -1;
    }
    for (Vote vote : decision.supporters()) {
      PhiCandidate c = vote.candidate();
      if (c.getEnd() == piece.end()
          && c.getBegin() > piece.begin()
          && PhiSubtype.COUNTRY.name().equals(c.getSubtype())
          && Character.isWhitespace(text.charAt(c.getBegin() - 1))
          && !PREPOSITION_BEFORE.matcher(text).region(piece.begin(), c.getBegin()).find()
          && isCountryOnly(places, text.substring(c.getBegin(), c.getEnd()))) {
        return c.getBegin();
      }
    }
    return -1;
  }

  /**
   * Whether the gazetteers hold a name as a country and as no town or region: "Francia", not
   * "Saint-Martin" ("hôpital privé Saint-Martin").
   */
  private static boolean isCountryOnly(Gazetteer places, String name) {
    long flags = places.flags(name);
    return (flags & Gazetteer.COUNTRY) != 0 && (flags & (Gazetteer.CITY | Gazetteer.REGION)) == 0;
  }

  /** A preposition or article right before the words at a facility's end. */
  private static final Pattern PREPOSITION_BEFORE =
      Pattern.compile(
          "(?<![\\p{L}])(?:de|del|en|y|la|las|los|el|da|do|du|des|au|aux|à|et|le|les)\\s+$");

  /** The head of a street's name, a word of its own. */
  private static final Pattern STREET_HEAD =
      Pattern.compile(
          "(?<=\\s)(?:Avenida|Avda\\.|Av\\.|Calle|C/|Paseo|Plaza|Carretera|Ctra\\.)(?=\\s)");
}
